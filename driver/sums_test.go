package driver_test

import (
	"context"
	"math/big"
	"testing"

	"bspcost/driver"
	"bspcost/frontend/sim"
)

// TestLoopSums: the H of loops whose supersteps' h changes along the
// loop (recursive doubling: p - k senders to one process in the round of
// distance k) is summed exactly by the solver: at p = 1..16 and a few sizes the bound equals the
// simulated H, and it is never below.
func TestLoopSums(t *testing.T) {
	progs := []struct{ name, src string }{
		{"a gather to process 0 by recursive doubling", `program gather(n) requires n >= 1
  var x[n]
  var k := 1
  while k < nprocs do
    if pid >= k then
      put(0, x, x, n)
    end
    sync
    k := k * 2
  end
end
`},
		{"a get of p words by the p - k processes from k on", `program gather2(n) requires n >= 1
  var x[nprocs]
  var k := 1
  while k < nprocs do
    if pid >= k then
      get(nprocs - 1, x[0:nprocs], x)
    end
    sync
    k := k * 2
  end
end
`},
	}
	for _, tc := range progs {
		t.Run(tc.name, func(t *testing.T) {
			cfg := driver.Config{}
			rep, err := cfg.Analyze(context.Background(), driver.Input{Name: tc.name + ".bsp", Src: []byte(tc.src)})
			if err != nil || rep.Err != nil || rep.H.Expr == nil {
				t.Fatalf("no H bound: %v %v", err, rep.Err)
			}
			for p := 1; p <= 16; p++ {
				for _, n := range []int64{1, 3, 8} {
					res, err := sim.Run(rep.Program, sim.Config{P: p, Params: map[string]int64{"n": n}, Seed: 1})
					if err != nil {
						t.Fatalf("p=%d n=%d: %v", p, n, err)
					}
					_, v, err := rep.H.Expr.Eval(map[string]*big.Rat{"p": big.NewRat(int64(p), 1), "n": big.NewRat(n, 1)})
					if err != nil {
						t.Fatalf("H = %s: %v", rep.H.Expr, err)
					}
					if v.Cmp(big.NewRat(res.H, 1)) != 0 {
						t.Errorf("p=%d n=%d: H = %s = %s, simulated %d", p, n, rep.H.Expr, v.RatString(), res.H)
					}
				}
			}
		})
	}
}
