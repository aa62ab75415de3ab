package seqcost

import (
	"testing"

	"bspcost/hrelation"
)

// casePrograms have an h with cases that a rule keeps apart: exact at p
// = 1..6 with every rule, not with the rule of off switched off. In
// parityGets the cases are p's parity, which hrelation writes with the
// floor idiom of (nprocs - 1) / 2: sharedQuo makes the two cases
// exclusive (without it, H is their sum); intBounds gives the even case
// its least p, 2 (without it, H at p = 1 is the even case's). In
// firstStep the loop's first superstep starts before the loop, its h a
// case of p >= 6 at i = 0 and of p >= 5 at a counter below 0, which
// flagFacts keeps to i = 0 (without it, H is 3 from p = 5).
var casePrograms = []struct {
	name, res string
	off       *bool
	src       string
}{
	{"parity cases exclusive", "H", &sharedQuoOn, parityGets},
	{"even p from 2", "H", &intBoundsOn, parityGets},
	{"first iteration's counter", "H", &flagFactsOn, firstStep},
}

const firstStep = `program first(N) requires N >= 1
  var x
  var v := 4
  if pid >= v then
    put(pid - v, x, x)
  end
  v := 1
  for i := 0 to min(v, 4) do
    if pid + v < nprocs then
      put(pid + v, x, x)
    end
    sync
    sync
  end
end`

const parityGets = `program par(N) requires N >= 1
  var x
  var y
  var i := 0
  while i < N do
    if pid % 2 == 0 then
      get(0, x, y)
    else
      put(0, x, y)
    end
    sync
    i := i + 1
  end
end`

func TestCases(t *testing.T) {
	// The parity of p as hrelation writes a floor it does not pin
	// (pinned, `nprocs % 2 == 0`, it is one of p's residues without these
	// rules).
	defer func(on bool) { *hrelation.PinnedDivsOn = on }(*hrelation.PinnedDivsOn)
	*hrelation.PinnedDivsOn = false
	for _, tc := range casePrograms {
		exactOnlyWith(t, tc.name, tc.res, tc.off, tc.src)
	}
}

// TestPinnedParity: with the parity of p written as p's residue
// (hrelation's pinned floors), the parity cases are exact without the
// rules for the C divisions' form; with neither, they are not.
func TestPinnedParity(t *testing.T) {
	defer func(on bool) { sharedQuoOn = on }(sharedQuoOn)
	sharedQuoOn = false
	exactOnlyWith(t, "parity as p's residue", "H", hrelation.PinnedDivsOn, parityGets)
}
