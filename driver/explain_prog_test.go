package driver_test

import (
	"bspcost/frontend"
	"context"
	"fmt"
	"regexp"
	"strings"
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

// TestExplainStepH: the h of a superstep that the sequential program sums
// into a variable of its own (declared at the barrier) is named by the
// barrier's line; a variable declared elsewhere that the program does not
// declare has no name.
func TestExplainStepH(t *testing.T) {
	prog, err := frontend.Parse("hw.bsp", []byte("program hw\n  var x := 1\n  sync\nend\n"))
	if err != nil {
		t.Fatal(err)
	}
	seq := frontend.Clone(prog)
	n := len(seq.Objects)
	seq.Objects = append(seq.Objects,
		&frontend.Object{Kind: frontend.VarObj, Name: "h1", Decl: frontend.Pos{Line: 3, Col: 3}, ID: n},
		&frontend.Object{Kind: frontend.VarObj, Name: "o1", Decl: frontend.Pos{Line: 1, Col: 1}, ID: n + 1})
	x := -1
	for _, o := range seq.Objects {
		if o.Name == "x" {
			x = o.ID
		}
	}
	rep := &driver.Report{Program: prog, Seq: seq}
	tests := []struct{ in, want string }{
		{fmt.Sprintf("j7/6 (equation at line 0): V%d~15 (in j7/6, line 0) is unbounded", n),
			"the program: the h-relation of the superstep closed at hw.bsp:3 is unbounded"},
		{fmt.Sprintf("j7/6 (equation at line 0): V%d (in j7/6, line 0) is unbounded", n+1), "the program: a value is unbounded"},
		{fmt.Sprintf("cost of w1/3 (line 2): V%d - V%d (in w1/3, line 2) has no bound", x, n+1), "cost of the loop at hw.bsp:2: a value (computed from x) has no bound"},
		{fmt.Sprintf("cost of w1/3 (line 2): bounding V%d (in w3/3, line 3): linear program too large", x), "cost of the loop at hw.bsp:2: bounding x in the loop at hw.bsp:3: linear program too large"},
		{fmt.Sprintf("cost of w1/3 (line 2): 2*V%d + 1 (in w1/3, line 2) has no bound", x), "cost of the loop at hw.bsp:2: 2*x + 1 has no bound"},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, rep.Explain(tt.in)); diff != "" {
			t.Errorf("Explain(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
}

// TestExplainTemps: a variable the front end made for a value the source
// does not name (Program.Temps: the C front end's tcond of a ?:) is the
// value computed at its line, never the temporary's name.
func TestExplainTemps(t *testing.T) {
	prog, err := frontend.Parse("lu.bsp", []byte("program lu(n)\n  var tcond\n  var b\n  for k := 0 to n - 1 do\n    tcond := n - k\n    b := tcond\n    sync\n  end\nend\n"))
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]int{}
	for _, o := range prog.Objects {
		ids[o.Name] = o.ID
		if o.Name == "tcond" {
			prog.Temps = []frontend.TempDecl{{Name: o.Name, Decl: o.Decl}}
		}
	}
	rep := &driver.Report{Program: prog, Seq: frontend.Clone(prog)}
	tests := []struct{ in, want string }{
		{fmt.Sprintf("cost of the program: bounding V%d + 1 (in j18/18, line 0): linear program too large", ids["tcond"]),
			"cost of the program: bounding the value computed at lu.bsp:2 + 1: linear program too large"},
		{fmt.Sprintf("cost of w1/3 (line 4): V%d - V%d (in w1/3, line 4) has no bound", ids["tcond"], ids["b"]),
			"cost of the loop at lu.bsp:4: the value computed at lu.bsp:2 - b has no bound"},
	}
	for _, tt := range tests {
		got := rep.Explain(tt.in)
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Explain(%q) (-want +got):\n%s", tt.in, diff)
		}
		if m := internalRE.FindString(got); m != "" || strings.Contains(got, "tcond") {
			t.Errorf("Explain(%q) = %q names an internal name", tt.in, got)
		}
	}
}
