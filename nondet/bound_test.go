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
