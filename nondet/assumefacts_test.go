package nondet_test

import (
	"testing"

	"bspcost/frontend"
	"bspcost/nondet"
	"bspcost/solver"
)

// TestAssumeFacts: a local size read from input and bounded by an assume
// over a parameter (as the C front end bounds a scattered size, nloc <=
// nloc_max) stays bounded after each barrier's havoc in a loop of
// supersteps, where the abstract interpretation's facts about it are
// crowded out by the loops' own; the bound is checked against the
// simulator at p = 1..8; also a size put to the process, assumed right
// after the sync where it lands. With the assumes' facts switched off, W
// has no bound. An assume that does not reach the barrier (in a branch
// before it), or that a put pending at it makes false at the next
// barrier (the put lands after it), gives no fact: W has no bound either
// way.
func TestAssumeFacts(t *testing.T) {
	// The cap these programs were made to crowd.
	defer nondet.SetMaxCons(nondet.SetMaxCons(20))
	// And without the loops' invariants and the join's room for the
	// variables that change, which keep nloc <= NM too.
	nondet.SetNoLoopInv(true)
	defer nondet.SetNoLoopInv(false)
	nondet.SetNoSameConstDiff(true)
	defer nondet.SetNoSameConstDiff(false)
	tests := []wCase{
		{"reaches", `program af(NM) requires NM >= 0
  var nloc := any
  if nloc > NM then
    nloc := NM
  end
  if nloc < 0 then
    nloc := 0
  end
  assume nloc <= NM
  for it := 0 to 9 do
    sync
    for i := 0 to nloc - 1 do
      {1 * r} skip
    end
  end
end`, true},
		{"after a sync", `program af(NM) requires NM >= 0
  var nloc := 0
  var v := any
  if v > NM then
    v := NM
  end
  put(pid, v, nloc)
  sync
  assume nloc <= NM
  for it := 0 to 9 do
    sync
    for i := 0 to nloc - 1 do
      {1 * r} skip
    end
  end
end`, true},
		{"a put pending", `program af(NM) requires NM >= 0
  var nloc := 0
  var v := any
  put(pid, v, nloc)
  assume nloc <= NM
  for it := 0 to 9 do
    sync
    for i := 0 to nloc - 1 do
      {1 * r} skip
    end
  end
end`, false},
		{"in a branch", `program af(NM) requires NM >= 0
  var nloc := any
  if pid == 0 then
    assume nloc <= NM
  end
  for it := 0 to 9 do
    sync
    for i := 0 to nloc - 1 do
      {1 * r} skip
    end
  end
end`, false},
	}
	checkWCases(t, "the assumes' facts", nondet.SetNoAssumeFacts, tests, checkAssumeW)
}

// checkAssumeW compares a W bound of a program of parameter NM with the
// simulated W (p = 1..8, NM = 0, 1, 5, four data seeds).
func checkAssumeW(t *testing.T, name string, prog *frontend.Program, w *solver.Expr) {
	t.Helper()
	checkSimW(t, name, prog, w, "", func(p int64) (pts []simPoint) {
		for _, nm := range []int64{0, 1, 5} {
			for seed := int64(0); seed < 4; seed++ {
				pts = append(pts, simPoint{map[string]int64{"NM": nm}, seed})
			}
		}
		return pts
	})
}
