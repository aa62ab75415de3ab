package seqcost

import (
	"testing"

	"bspcost/frontend"
	"bspcost/solver"
)

// TestLoopInvariantsAcross: a doubling counter whose loop body branches
// (BSPedupack's bspbench: n *= 2 after an if on pid, so that the loop's
// variables pass through the relations of the branch's continuation) is
// known positive on every relation of the loop, and W has a bound (four
// branches in sequence: more equations than the solver unfolds into one
// relation, so the loop keeps its relations); it is
// checked against the simulator at p = 1..16, and with the rule off
// (loopInvariantsAcrossOn) W has none.
func TestLoopInvariantsAcross(t *testing.T) {
	const src = `program bench(N) requires N >= 0
  var n := 1
  while n <= N do
    for i := 0 to n - 1 do
      {2 * r} skip
    end
    if pid == 0 then
      for s := 0 to nprocs - 1 do
        {1 * r} skip
      end
    end
    if pid == 1 then
      {2 * r} skip
    end
    if pid == 2 then
      {3 * r} skip
    end
    if pid == 3 then
      {4 * r} skip
    end
    n := n * 2
  end
end
`
	prog, err := frontend.Parse("bench.bsp", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	w := func() *solver.Expr { return boundOf(t, prog, "W") }
	bound := w()
	if bound == nil {
		t.Fatal("W has no bound")
	}
	t.Logf("W = %s", bound)
	simCheck(t, prog, "W", bound, pointsN(func(int64) []int64 { return []int64{0, 1, 5, 64, 100} }), nil)
	loopInvariantsAcrossOn = false
	defer func() { loopInvariantsAcrossOn = true }()
	if off := w(); off != nil {
		t.Errorf("with loopInvariantsAcross off W = %s: the rule is not what bounds it", off)
	}
}
