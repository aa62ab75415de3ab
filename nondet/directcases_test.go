package nondet_test

import (
	"context"
	"testing"

	"bspcost/driver"
	"bspcost/frontend/sim"
	"bspcost/internal/oracle"
	"bspcost/nondet"
	"bspcost/solver"
)

// TestDirectCases: a superstep whose h is one case under a condition,
// with floors of nprocs times a parameter (a 2-to-1 target for even p:
// N·gcd(2, p) words), is charged as a cost in an if, which the solver
// keeps exact; added into a variable first, the products of N and the
// floors are not linear and H has no bound (the mutation check).
func TestDirectCases(t *testing.T) {
	src := `program dbl(N) requires N >= 1
  var y[N]
  put((2 * pid + 1) % nprocs, y[0:N], y[0:N])
  sync
end
`
	for _, on := range []bool{true, false} {
		*nondet.DirectCasesOn = on
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: "dbl.bsp", Src: []byte(src)})
		*nondet.DirectCasesOn = true
		if err != nil {
			t.Fatal(err)
		}
		exact := rep.H.Expr != nil
		for _, n := range []int64{1, 4} {
			for p := 1; p <= 16 && rep.H.Expr != nil; p++ {
				params := map[string]int64{"N": n}
				res, err := sim.Run(rep.Program, sim.Config{P: p, Params: params, Seed: 1})
				if err != nil {
					t.Fatal(err)
				}
				for _, c := range oracle.Compare(map[string]*solver.Expr{"H": rep.H.Expr}, p, params, res) {
					if c.Unsound() {
						t.Errorf("p = %d, N = %d: H = %s below the simulated %d", p, n, c.Bound, c.Simulated)
					}
					exact = exact && c.Exact()
				}
			}
		}
		switch {
		case on && !exact:
			t.Errorf("H = %v (%s): not exact", rep.H.Expr, rep.H.Reason)
		case !on && exact:
			t.Errorf("H = %v exact without the cases charged in ifs: the rule is not needed?", rep.H.Expr)
		}
	}
}
