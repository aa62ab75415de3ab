package nondet_test

import (
	"testing"

	"bspcost/frontend"
	"bspcost/nondet"
	"bspcost/solver"
)

// TestChainBounds: a scalar counted in a for loop from 0 to a varying
// bound (nz := any, nz <= M) keeps nrows <= nz after it, as the join at
// the loop head sees the counter's bounds through k == lo, lo == 0; so a
// loop over nrows after a barrier is bounded by M. Checked against the
// simulator at p = 1..8; with the rule off, W has no bound.
func TestChainBounds(t *testing.T) {
	tests := []wCase{
		{"count", `program count(M) requires M >= 0
  var nz
  var nrows
  nz := any
  assume nz <= M
  assume nz >= 0
  sync
  nrows := 0
  for k := 0 to nz - 1 do
    nrows := nrows + 1
  end
  sync
  for i := 0 to nrows - 1 do
    {1 * r} skip
  end
end`, true},
		{"guarded", `program guarded(M) requires M >= 0
  var nz
  var nrows
  var x
  nz := any
  assume nz >= 0
  assume nz <= M
  sync
  nrows := 0
  for k := 0 to nz - 1 do
    x := any
    if x > 0 then
      nrows := nrows + 1
    end
  end
  sync
  for i := 0 to nrows - 1 do
    {1 * r} skip
  end
end`, true},
		{"offset", `program offset(M) requires M >= 0
  var nz
  var nrows
  nz := any
  assume nz >= 0
  assume nz <= M
  sync
  nrows := 2
  for k := 1 to nz do
    nrows := nrows + 1
  end
  sync
  for i := 0 to nrows - 1 do
    {1 * r} skip
  end
end`, true},
	}
	checkWCases(t, "the join's chained bounds", nondet.SetNoChainBounds, tests, checkChainW)
}

// checkChainW compares a W bound of a program of parameter M with the
// simulated W (p = 1..8, M = 0, 1, 5, 2p + 1; any draws in [0, M], so
// that nz takes its largest values).
func checkChainW(t *testing.T, name string, prog *frontend.Program, w *solver.Expr) {
	t.Helper()
	checkSimW(t, name, prog, w, "M", func(p int64) (pts []simPoint) {
		for _, m := range []int64{0, 1, 5, 2*p + 1} {
			for seed := int64(1); seed <= 3; seed++ {
				pts = append(pts, simPoint{map[string]int64{"M": m}, seed})
			}
		}
		return pts
	})
}
