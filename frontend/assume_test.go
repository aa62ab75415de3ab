package frontend

import (
	"strings"
	"testing"
)

// TestInstrumentedForm: `pid := any` and `assume c`, the sequential form of
// instrumented programs, parse, check and print back; pid stays read-only
// otherwise, and an assumption must be a condition.
func TestInstrumentedForm(t *testing.T) {
	src := "program s\n  pid := any\n  assume 0 <= pid && pid < nprocs\n  {1 * l} skip\nend\n"
	prog, err := Parse("s.bsp", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if got := Print(prog); got != src {
		t.Fatalf("printed:\n%s\nwant:\n%s", got, src)
	}
	for _, tc := range []struct{ src, want string }{
		{"program s\n  pid := 3\nend\n", "cannot assign to pid"},
		{"program s\n  assume 3\nend\n", "assumption"},
		{"program s\n  var assume := 1\nend\n", "expected"},
	} {
		_, err := Parse("s.bsp", []byte(tc.src))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want one containing %q", tc.src, err, tc.want)
		}
	}
}
