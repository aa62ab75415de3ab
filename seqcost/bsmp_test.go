package seqcost

import (
	"fmt"
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
	if msg := recvHavocs(t); msg != "" {
		t.Error(msg)
	}
	// The mutation check: without the havoc, n keeps its 0.
	noRecvHavoc = true
	defer func() { noRecvHavoc = false }()
	if recvHavocs(t) == "" {
		t.Error("queue statements that write nothing: the test still passes")
	}
}

// recvHavocs says what is wrong with the bound of a loop over qsize's
// count ("" when it is sound at p = 4).
func recvHavocs(t *testing.T) string {
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
		return "" // no bound: n is arbitrary
	}
	_, v, err := b.Expr.Eval(map[string]*big.Rat{"p": big.NewRat(4, 1)})
	if err != nil {
		t.Fatal(err)
	}
	if v.Cmp(big.NewRat(res.W, 1)) < 0 {
		return fmt.Sprintf("W = %s = %s below the simulated %d", b.Expr, v.RatString(), res.W)
	}
	return ""
}
