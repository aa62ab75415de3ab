package nondet_test

import (
	"context"
	"math/big"
	"testing"

	"bspcost/driver"
	"bspcost/frontend/sim"
	"bspcost/internal/oracle"
	"bspcost/nondet"
	"bspcost/solver"
)

// TestDirectChain: a superstep whose h is cases with divisions (n / p),
// disjoint but under conditions the sequential analysis cannot tell
// apart (a guard's values over K and nprocs % 3), is charged as one
// if-elif chain of the cases marked Only: one of them on a path, where
// each in its own if adds two (p + 2*(n/p) + 3 rather than p + n/p + 1
// from p = 2). Sound with and without the rule; lower with it.
func TestDirectChain(t *testing.T) {
	src := `program chain(n, K) requires n % nprocs == 0 && n >= nprocs && K >= 0
  var a1[n / p]
  var v2 := p
  var x3 := 8
  var v4 := nprocs
  if min(v4, K) + max(n, v2) > v2 % 3 then
    for i5 := 1 to nprocs - 1 do
      get(nprocs - 1 - pid, x3, a1[(n + x3 % 2) % (n / nprocs)])
    end
  end
  put(nprocs - 1 - pid, a1, a1, n / p)
  get(pid / 2, x3, a1[9 % (n / nprocs)])
  sync
end
`
	bounds := map[bool]*solver.Expr{}
	var prog *driver.Report
	for _, on := range []bool{true, false} {
		*nondet.DirectChainOn = on
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: "chain.bsp", Src: []byte(src)})
		*nondet.DirectChainOn = true
		if err != nil {
			t.Fatal(err)
		}
		if rep.H.Expr == nil {
			t.Fatalf("directChainOn = %v: no H bound: %s", on, rep.H.Reason)
		}
		bounds[on], prog = rep.H.Expr, rep
	}
	lower := false
	for p := 1; p <= 6; p++ {
		for _, k := range []int64{1, 2} {
			for _, kk := range []int64{0, 3} {
				params := map[string]int64{"n": k * int64(p), "K": kk}
				res, err := sim.Run(prog.Program, sim.Config{P: p, Params: params, Seed: 1})
				if err != nil {
					t.Fatal(err)
				}
				var vals [2]*big.Rat
				for i, on := range []bool{true, false} {
					for _, c := range oracle.Compare(map[string]*solver.Expr{"H": bounds[on]}, p, params, res) {
						if c.Unsound() {
							t.Errorf("directChainOn = %v: p = %d, %v: H = %s below the simulated %d", on, p, params, c.Bound, c.Simulated)
						}
						vals[i] = c.Value
					}
				}
				lower = lower || vals[0] != nil && vals[1] != nil && vals[0].Cmp(vals[1]) < 0
			}
		}
	}
	if !lower {
		t.Errorf("H = %s with the chain, %s without: never lower", bounds[true], bounds[false])
	}
}
