package seqcost

import (
	"math/big"
	"testing"

	"bspcost/frontend"
	"bspcost/frontend/sim"
	"bspcost/solver"
)

// TestRecvStmtHavocs: on a program that nondet did not instrument, what a
// queue statement writes changes arbitrarily (nondet replaces them in the
// pipeline; equations of other programs must not keep n's old value 0).
// Checked against the simulator, where process 0 receives p messages.
func TestRecvStmtHavocs(t *testing.T) {
	prog := parse(t, "recv", `program recv
  var n := 0
  var x := pid
  send(0, x)
  sync
  qsize(n)
  for i := 1 to n do {1} skip end
end`)
	b, err := Solve(prog, frontend.ResR, Options{}, solver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := sim.Run(prog, sim.Config{P: 4})
	if err != nil {
		t.Fatal(err)
	}
	if b.Expr == nil {
		return // no bound: n is arbitrary
	}
	_, v, err := b.Expr.Eval(map[string]*big.Rat{"p": big.NewRat(4, 1)})
	if err != nil {
		t.Fatal(err)
	}
	if v.Cmp(big.NewRat(res.W, 1)) < 0 {
		t.Errorf("W = %s = %s below the simulated %d", b.Expr, v.RatString(), res.W)
	}
}
