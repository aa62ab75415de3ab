package nondet_test

import (
	"testing"

	"bspcost/frontend"
	"bspcost/nondet"
	"bspcost/solver"
)

// TestReachingDefs: a varying scalar assigned more than once keeps its
// last definition across a barrier it reaches unchanged (k := pid * N;
// sync; while k < (pid + 1) * N), so the loop after the barrier is
// bounded (with seqcost's ghost argument for pid * N). Checked against
// the simulator at p = 1..8; with the rule off, W has no bound.
func TestReachingDefs(t *testing.T) {
	tests := []wCase{
		{"block", `program block(n) requires n >= 0
  var k := pid * n
  sync
  while k < (pid + 1) * n do
    {1 * r} skip
    k := k + 1
  end
end`, true},
		{"loop", `program loop(n) requires n >= 0
  var k := 0
  for q := 0 to 3 do
    k := q * n + pid
    sync
    while k < q * n + pid + n do
      {1 * r} skip
      k := k + 1
    end
    sync
  end
end`, true},
	}
	checkWCases(t, "the reaching definitions", nondet.SetNoReachingDefs, tests, checkReachW)
}

// checkReachW compares a W bound of a program of parameter n with the
// simulated W (p = 1..8, n = 0, 1, 5, 2p + 1).
func checkReachW(t *testing.T, name string, prog *frontend.Program, w *solver.Expr) {
	t.Helper()
	checkSimW(t, name, prog, w, "", func(p int64) (pts []simPoint) {
		for _, n := range []int64{0, 1, 5, 2*p + 1} {
			pts = append(pts, simPoint{map[string]int64{"n": n}, 1})
		}
		return pts
	})
}
