package hrelation

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// guardRangesSrc: guards whose values align's intervals bound. The
// first reads v, not replicated, in 0..3: `pid + v > pid + 3` is false
// (unknownRangesOn); `pid < v` is dropped (pid <= 2 would be a piece
// more). The second reads
// parameters alone: 5 % N is in 0..4, so `5 % N > 4 + nprocs` is false
// wherever the if evaluates it, and its else runs on every process
// (fixedLiteralsOn; else the guard is a case on 5 % N).
const guardRangesSrc = `program ranges(N) requires N >= 1
  var x := any
  var v := max(x % 4, 0)
  var a[N]
  if pid < v then
    put(0, x, x)
  end
  if pid + v > pid + 3 then
    put(0, a[0:N], a[0:N])
  end
  sync
  if 5 % N > 4 + nprocs then
    x := 1
  else
    put(0, x, x)
  end
  sync
end
`

// TestGuardRanges: never below the simulator at p = 1..16; each rule
// switched off makes its step's h worse.
func TestGuardRanges(t *testing.T) {
	want := []string{"(nprocs if nprocs - 1 >= 0)", "(nprocs if nprocs - 1 >= 0)"}
	tests := []struct {
		name string
		on   *bool
		step int // the step whose h the rule makes want[step]
	}{
		{"unknown ranges", &unknownRangesOn, 0},
		{"fixed literals", &fixedLiteralsOn, 1},
	}
	checkExactEverywhere(t, "ranges.bsp", guardRangesSrc)
	got := stepHs(t, "ranges.bsp", guardRangesSrc)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("h per step (-want +got):\n%s", diff)
	}
	for _, tc := range tests {
		*tc.on = false
		checkExactEverywhere(t, "ranges.bsp", guardRangesSrc)
		off := stepHs(t, "ranges.bsp", guardRangesSrc)
		*tc.on = true
		if len(off) != len(want) || off[tc.step] == want[tc.step] {
			t.Errorf("%s off: h per step %q, the rule is not needed?", tc.name, off)
		}
	}
}
