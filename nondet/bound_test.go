package nondet_test

import (
	"testing"
	"time"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/seqcost"
	"bspcost/solver"
)

// boundOf analyses prog and returns its bound of resource res ("W", "H"
// or "S") as text, "no bound" when there is none, with its expression.
// ok is false when the solver's time ran out: under machine load that is
// not a verdict, so the caller skips the case (logged).
func boundOf(t *testing.T, name string, prog *frontend.Program, res string) (got string, e *solver.Expr, ok bool) {
	t.Helper()
	b, err := seqcost.AnalyzeBSP(prog, align.Analyze(prog), seqcost.Options{}, solver.Options{Deadline: time.Now().Add(30 * time.Second)})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	r := map[string]seqcost.Bound{"W": b.W, "H": b.H, "S": b.S}[res]
	if r.Timeout {
		t.Logf("%s: the solver's time ran out (machine load?); not a verdict", name)
		return "", nil, false
	}
	if r.Expr == nil {
		return "no bound", nil, true
	}
	return r.Expr.String(), r.Expr, true
}

// wCase is a program whose W bound depends on one nondet rule: with the
// rule on, W is bounded exactly when bounded is true; with it off, W has
// no bound (else the case does not test the rule).
type wCase struct {
	name, src string
	bounded   bool
}

// checkWCases runs cases with the rule on and off (set(true) switches it
// off) and checks each bound found with check, against the simulator.
func checkWCases(t *testing.T, rule string, set func(off bool), cases []wCase, check func(t *testing.T, name string, prog *frontend.Program, w *solver.Expr)) {
	t.Helper()
	defer set(false)
	for _, off := range []bool{false, true} {
		set(off)
		for _, tc := range cases {
			prog, err := frontend.Parse(tc.name+".bsp", []byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			got, w, ok := boundOf(t, tc.name, prog, "W")
			if !ok {
				continue
			}
			switch {
			case !tc.bounded || off:
				if w != nil {
					t.Errorf("%s (%s off: %v): W = %s, want no bound", tc.name, rule, off, got)
				}
			case w == nil:
				t.Errorf("%s: W has no bound", tc.name)
			default:
				t.Logf("%s: W = %s", tc.name, got)
				check(t, tc.name, prog, w)
			}
		}
	}
}
