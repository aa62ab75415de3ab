package seqcost

import (
	"sort"
	"testing"

	"bspcost/frontend"
	"bspcost/solver"

	"github.com/google/go-cmp/cmp"
)

// TestLazyAssumes: of the assumes a relevant scalar reaches, a conjunct
// that reads other scalars is kept only where it is needed. nondet states
// a superstep's facts as assumes, several of one scalar: x's own
// definition, and x == y + d, y and d defined by divisions of their own.
// With the rule, x's definition suffices and y and d stay out (their
// divisions split no path); a scalar with no definition of its own (z)
// still gets what constrains it (z <= u, u == N). The bounds are the same.
// The mutation check: with the rule off, y and d are relevant.
func TestLazyAssumes(t *testing.T) {
	src := `program a(N, M) requires N >= 0 && M >= 1
  var x
  var y
  var d
  var z
  var u
  x := any
  y := any
  d := any
  z := any
  u := any
  assume x == N / M
  assume y == (N + M) / M
  assume d == (N + 2) / M
  assume 0 <= x && x == y - d
  assume u == N
  assume 0 <= z && z <= u
  for i := 1 to x do {1 * r} skip end
  for j := 1 to z do {1 * r} skip end
end`
	relevant := func() []string {
		prog := parse(t, "lazy", src)
		r := relevantTo(prog, frontend.ResR)
		var got []string
		for _, o := range prog.Objects {
			if o.Kind == frontend.VarObj && r.vars[o] {
				got = append(got, o.Name)
			}
		}
		sort.Strings(got)
		return got
	}
	bound := func() string {
		prog := parse(t, "lazy", src)
		b, err := Solve(prog, frontend.ResR, Options{}, solver.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if b.Expr == nil {
			return "no bound: " + b.Reason
		}
		return b.Expr.String()
	}
	tests := []struct {
		on    bool
		vars  []string
		bound string
	}{
		{true, []string{"u", "x", "z"}, "N + floor(N/M)"},
		{false, []string{"d", "u", "x", "y", "z"}, "N + floor(N/M)"},
	}
	defer func() { lazyAssumesOn = true }()
	for _, tc := range tests {
		lazyAssumesOn = tc.on
		if diff := cmp.Diff(tc.vars, relevant()); diff != "" {
			t.Errorf("rule on %v: relevant variables (-want +got):\n%s", tc.on, diff)
		}
		if got := bound(); got != tc.bound {
			t.Errorf("rule on %v: W = %s, want %s", tc.on, got, tc.bound)
		}
	}
}
