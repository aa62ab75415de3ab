package hrelation_test

import (
	"testing"

	"bspcost/driver"
	"bspcost/frontend/sim"
	"bspcost/internal/oracle"
	"bspcost/solver"
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
