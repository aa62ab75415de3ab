package nondet_test

import (
	"testing"

	"bspcost/frontend"
	"bspcost/nondet"
	"bspcost/solver"
)

// TestGridDefinitions: the local sizes of a cyclic distribution over the
// rows of an M-row processor grid, s := pid % M and
// nlr := (n + M - s - 1) / M, set once before a loop of supersteps (by
// declarations, and by assignments to scalars declared without a value,
// as the C front end writes them), stay known after each barrier's havoc
// as facts of the new pid (nlr == (n + M - (pid % M) - 1) / M), which is
// what bounds the work of the loop. Every bound is checked against the
// simulator; with the assignments' definitions and the substitution
// switched off, W has no bound.
func TestGridDefinitions(t *testing.T) {
	tests := []wCase{
		{"declared", `program grid(M, n) requires M >= 1 && n >= 0
  var s := pid % M
  var nlr := (n + M - s - 1) / M
  var kr := 0
  for k := 0 to n - 1 do
    kr := (k + M - s - 1) / M
    for i := kr to nlr - 1 do
      {1 * r} skip
    end
    sync
  end
end`, true},
		{"assigned", `program grid(M, n) requires M >= 1 && n >= 0
  var s
  var nlr
  var ns
  var kr := 0
  s := pid % M
  ns := s
  nlr := (n + M - ns - 1) / M
  for k := 0 to n - 1 do
    kr := (k + M - s - 1) / M
    for i := kr to nlr - 1 do
      {1 * r} skip
    end
    sync
  end
end`, true},
	}
	// A definition by one assignment is a reaching one too.
	checkWCases(t, "the assignments' definitions", func(off bool) {
		nondet.SetNoAssignedDefs(off)
		nondet.SetNoReachingDefs(off)
	}, tests, checkGridW)
}

// checkGridW compares a W bound of a program of parameters M and n with
// the simulated W (p = 1..8, M = 1, 2, 3, p, n = 0, 1, 5, 2p + 1).
func checkGridW(t *testing.T, name string, prog *frontend.Program, w *solver.Expr) {
	t.Helper()
	checkSimW(t, name, prog, w, "", func(p int64) (pts []simPoint) {
		for _, m := range []int64{1, 2, 3, p} {
			for _, n := range []int64{0, 1, 5, 2*p + 1} {
				pts = append(pts, simPoint{map[string]int64{"M": m, "n": n}, n})
			}
		}
		return pts
	})
}

// TestCounterDefinitions: a scalar assigned once in a loop from the loop's
// counter and a remainder of pid (kr := (k + M - s - 1) / M, the first
// local row at or past k), then a barrier, then a loop from it: the
// counter is the same on every process at the barrier, so after the havoc
// kr == (k + M - (pid % M) - 1) / M holds for the new process and bounds
// the inner loop. Checked against the simulator; with the counters'
// definitions switched off, W has no bound.
func TestCounterDefinitions(t *testing.T) {
	tests := []wCase{
		{"counter", `program grid(M, n) requires M >= 1 && n >= 0
  var s := pid % M
  var nlr := (n + M - s - 1) / M
  var kr
  for k := 0 to n - 1 do
    kr := (k + M - s - 1) / M
    sync
    for i := kr to nlr - 1 do
      {1 * r} skip
    end
  end
end`, true},
		{"counter-assigned", `program grid(M, n) requires M >= 1 && n >= 0
  var s
  var nlr
  var kr
  var kr1
  s := pid % M
  nlr := (n + M - s - 1) / M
  sync
  for k := 0 to n - 1 do
    kr := (k + M - s - 1) / M
    kr1 := (k + M - s) / M
    sync
    if k % M == s then
      for i := kr to nlr - 1 do
        {2 * r} skip
      end
    end
    sync
    for i := kr1 to nlr - 1 do
      {1 * r} skip
    end
  end
end`, true},
	}
	checkWCases(t, "the counters' definitions", nondet.SetNoCounterDefs, tests, checkGridW)
}
