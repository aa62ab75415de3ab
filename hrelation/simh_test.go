package hrelation_test

import (
	"context"
	"testing"

	"bspcost/driver"
	"bspcost/frontend/sim"
	"bspcost/internal/oracle"
	"bspcost/solver"

	"github.com/google/go-cmp/cmp"
)

// checkHAgainstSim runs rep's program in the simulator at p = 1..maxP for
// each parameter point and compares its H bound with the simulated H: a
// bound below it is an error; exact says it is equal at every point.
func checkHAgainstSim(t *testing.T, name string, rep *driver.Report, maxP int, points []map[string]int64) (exact bool) {
	t.Helper()
	exact = true
	for p := 1; p <= maxP; p++ {
		exact = checkHAt(t, name, rep, p, points) && exact
	}
	return exact
}

// checkHAt is checkHAgainstSim at one p.
func checkHAt(t *testing.T, name string, rep *driver.Report, p int, points []map[string]int64) (exact bool) {
	t.Helper()
	exact = true
	for _, params := range points {
		res, err := sim.Run(rep.Program, sim.Config{P: p, Params: params, Seed: 1})
		if err != nil {
			t.Fatalf("%s at p = %d: %v", name, p, err)
		}
		for _, c := range oracle.Compare(map[string]*solver.Expr{"H": rep.H.Expr}, p, params, res) {
			if c.Unsound() {
				t.Errorf("%s at p = %d, %v: H = %s = %s below the simulated %d", name, p, params, c.Bound, c.Value.RatString(), c.Simulated)
			}
			exact = exact && c.Exact()
		}
	}
	return exact
}

// simProgram is a program of a precision test: its H is compared with the
// simulator's at p = 1..16 for each of params, and with wantH ("": not
// compared); exact says whether the rule under test makes it exact.
type simProgram struct {
	name, src string
	params    []map[string]int64
	wantH     string
	exact     bool
}

// checkPrograms analyses each program and compares its H bound with the
// simulated H: never below; it returns which are exact everywhere. With
// wantH, a missing bound is an error and each bound is compared with its
// wantH.
func checkPrograms(t *testing.T, progs []simProgram, wantH bool) (exact map[string]bool) {
	t.Helper()
	exact = map[string]bool{}
	for _, tc := range progs {
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: tc.name + ".bsp", Src: []byte(tc.src)})
		if err != nil || rep.H.Expr == nil {
			exact[tc.name] = false
			if wantH {
				t.Errorf("%s: no H bound: %v %v", tc.name, err, rep.H.Reason)
			}
			continue
		}
		exact[tc.name] = checkHAgainstSim(t, tc.name, rep, 16, tc.params)
		if wantH && tc.wantH != "" {
			if diff := cmp.Diff(tc.wantH, rep.H.Expr.String()); diff != "" {
				t.Errorf("%s: H (-want +got):\n%s", tc.name, diff)
			}
		}
	}
	return exact
}
