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
// (loopInvariantsAcrossOn) the relations of the body lose n >= 1.
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
	// n >= 1 on the relations of the loop's body: the solver's own
	// invariants (its callers' candidates carried into the branches'
	// continuations) find the same bound without them, so the rule is
	// checked on the equations.
	n := func() int {
		tr, err := translateProgram(prog, frontend.ResR, Options{})
		if err != nil {
			t.Fatal(err)
		}
		count := 0
		for _, e := range tr.sys.Eqs {
			for _, c := range e.Cons {
				if !c.Eq && len(c.L.Terms) == 1 && c.L.Terms[0].K.Cmp(ratOne) == 0 && c.L.Const.Cmp(ratMinus1) == 0 {
					count++
				}
			}
		}
		return count
	}
	on := n()
	loopInvariantsAcrossOn = false
	defer func() { loopInvariantsAcrossOn = true }()
	if off := n(); off >= on {
		t.Errorf("with loopInvariantsAcross off %d constraints v >= 1, %d with it: the rule adds none", off, on)
	}
}
