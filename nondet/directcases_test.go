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
// with floors of nprocs times the words (a 2-to-1 target for even p:
// N·gcd(2, p) words), is charged as a cost in an if, which the solver
// keeps exact (dbl). Added into a variable first, the products of the
// words and the floors are not linear: seqcost's closed forms of
// quotient products rescue a parameter's (dbl), not a loop counter's
// (ramp), which then has no H bound (the mutation check).
func TestDirectCases(t *testing.T) {
	tests := []struct {
		name, src string
		exact     bool // H exact at p = 1..16 (else only sound)
		needed    bool // no H bound without the rule
	}{
		{"dbl", `program dbl(N) requires N >= 1
  var y[N]
  put((2 * pid + 1) % nprocs, y[0:N], y[0:N])
  sync
end
`, true, false},
		{"ramp", `program ramp(N) requires N >= 1
  var y[N]
  for i := 1 to N do
    put((2 * pid + 1) % nprocs, y[0:i], y[0:i])
    sync
  end
end
`, false, true},
	}
	for _, tc := range tests {
		for _, on := range []bool{true, false} {
			*nondet.DirectCasesOn = on
			rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: tc.name + ".bsp", Src: []byte(tc.src)})
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
							t.Errorf("%s: p = %d, N = %d: H = %s below the simulated %d", tc.name, p, n, c.Bound, c.Simulated)
						}
						exact = exact && c.Exact()
					}
				}
			}
			switch {
			case on && rep.H.Expr == nil:
				t.Errorf("%s: no H bound: %s", tc.name, rep.H.Reason)
			case on && tc.exact && !exact:
				t.Errorf("%s: H = %v: not exact", tc.name, rep.H.Expr)
			case !on && tc.needed && rep.H.Expr != nil:
				t.Errorf("%s: H = %v without the cases charged in ifs: the rule is not needed?", tc.name, rep.H.Expr)
			}
		}
	}
}
