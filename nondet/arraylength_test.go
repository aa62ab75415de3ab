package nondet_test

import (
	"testing"

	"bspcost/nondet"
)

// TestArrayLength: the runs that go on past an array's declaration have
// a length >= 0 (a negative one is a run-time error). A count up to nz,
// which may be negative (the loop then does not run), is bounded by
// nz + 1 once an array of nz + 1 elements is declared (as the C front
// end declares vecallocd(nz + 1)): W = M + 1. Checked against the
// simulator at p = 1..8; with the rule off, W has no bound.
func TestArrayLength(t *testing.T) {
	tests := []wCase{
		{"arrlen", `program arrlen(M) requires M >= 0
  var nz
  var x
  var nrows
  nz := any
  assume nz <= M
  var a[nz + 1]
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
	}
	checkWCases(t, "array lengths", nondet.SetNoArrayLength, tests, checkChainW)
}
