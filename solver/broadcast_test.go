package solver_test

import (
	"context"
	"math/big"
	"testing"

	"bspcost/driver"
	"bspcost/frontend"
	"bspcost/frontend/sim"
	"bspcost/solver"
)

// broadcastProg is phase 0 of a two-phase broadcast inside a k loop
// (BSPedupack's bsp_broadcast in its LU decomposition): the vector's
// length nb, and with it the block size b = ceil(nb / p), is made anew by
// every iteration; the source sends min(b, nb - t*b) words to each t.
const broadcastProg = `program bc(n)
  var nb
  var b
  var tc
  var x[n]
  for k := 0 to n - 1 do
    nb := n - k - 1
    if nb % nprocs == 0 then
      tc := nb / nprocs
    else
      tc := nb / nprocs + 1
    end
    b := tc
    if pid == k % nprocs then
      for t := 0 to nprocs - 1 do
        if b < nb - t * b then
          tc := b
        else
          tc := nb - t * b
        end
        if tc > 0 then
          put(t, x[t * b], x[t * b], tc)
        end
      end
    end
    sync
  end
end
`

// TestBroadcastBlockSize: under a lowered size limit of one linear
// program and the invariants' work bound of a large program (the LU
// drivers' loop body, of many joins, is past the default ones), the
// block size of the broadcast in the k loop is bounded only
// through -k carried back along the loop's calls (carriedBack): with it
// H has a bound, at least the simulated H; without it, none.
func TestBroadcastBlockSize(t *testing.T) {
	analyze := func(carriedBackOff bool) *driver.Bound {
		t.Helper()
		defer solver.SetLimits(5000, carriedBackOff, false)()
		var cfg driver.Config
		rep, err := cfg.Analyze(context.Background(), driver.Input{Name: "bc.bsp", Src: []byte(broadcastProg)})
		if err != nil {
			t.Fatal(err)
		}
		return rep.Bounds()[1]
	}
	h := analyze(false)
	if h.Expr == nil {
		t.Fatalf("H: no bound: %s", h.Reason)
	}
	prog, err := frontend.Parse("bc.bsp", []byte(broadcastProg))
	if err != nil {
		t.Fatal(err)
	}
	for _, pt := range []struct{ p, n int64 }{{1, 5}, {2, 7}, {3, 10}, {4, 13}, {5, 4}} {
		res, err := sim.Run(prog, sim.Config{P: int(pt.p), Params: map[string]int64{"n": pt.n}})
		if err != nil {
			t.Fatal(err)
		}
		_, hi, err := h.Expr.EvalInt(map[string]int64{"p": pt.p, "n": pt.n})
		if err != nil {
			t.Fatal(err)
		}
		if hi.Cmp(big.NewRat(res.H, 1)) < 0 {
			t.Errorf("p = %d, n = %d: H bound %s = %s below the simulated %d", pt.p, pt.n, h.Text, hi.RatString(), res.H)
		}
	}
	if off := analyze(true); off.Expr != nil {
		t.Errorf("without carriedBack: H = %s, want no bound (the test no longer needs the rule)", off.Text)
	}
}
