package driver_test

import (
	"context"
	"regexp"
	"testing"

	"bspcost/driver"

	"github.com/google/go-cmp/cmp"
)

// internalRE matches what the solver and the equations call things: a
// relation ("w1/3"), a variable ("V3", "F9", "arg2", "H4", "#2") or one
// of an inlined call ("~3").
var internalRE = regexp.MustCompile(`#|~|\b[A-Za-z_]\w*(?:\{[^{}]*\})?/\d+\b|\b(?:V|F|H|arg)\d+\b`)

// TestExplainPrograms: the reasons check prints for a resource without a
// bound name the user's variables and the lines of their loops (or say
// "a value" where the value has no name in the program), never the
// equations' names.
func TestExplainPrograms(t *testing.T) {
	tests := []struct {
		file string
		res  int // 0 W, 1 H, 2 S
		want string
	}{
		// m doubles along the outer loop: the inner loop's count is m.
		{"grow.bsp", 0, "cost of the loop at testdata/explain/grow.bsp:4: m has no bound that does not grow along the recursion"},
		{"product.bsp", 0, "cost of the loop at testdata/explain/product.bsp:3: m + 1 has no bound that does not grow along the recursion"},
		// The bounds of the loops are values of any: no name to give.
		{"anyinner.bsp", 0, "cost of the loop at testdata/explain/anyinner.bsp:4: a value has no bound that does not grow along the recursion"},
		{"anybound.bsp", 0, "the program: a value is unbounded"},
		// The C program's m (line 6) doubles along the loop at line 8.
		{"grow.ll", 0, "cost of the loop at testdata/explain/grow.c:8: m has no bound that does not grow along the recursion"},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			var cfg driver.Config
			rep, err := cfg.Analyze(context.Background(), driver.Files("testdata/explain/"+tt.file)...)
			if err != nil {
				t.Fatal(err)
			}
			b := rep.Bounds()[tt.res]
			if b.Expr != nil {
				t.Fatalf("bound %s, want none", b.Text)
			}
			got := rep.Explain(b.Reason)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Explain(%q) (-want +got):\n%s", b.Reason, diff)
			}
			if m := internalRE.FindString(got); m != "" {
				t.Errorf("Explain(%q) = %q names %q", b.Reason, got, m)
			}
		})
	}
}
