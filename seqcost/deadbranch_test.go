package seqcost

import (
	"math/big"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestDeadBranchFlag: a branch inside a loop whose condition reads only
// values the loop keeps, and which the requires clause rules out (or
// makes certain), leaves the opener's flag with the value of the other
// branch after the loop: the sync after it pays no h for a superstep
// that never ends there. Rule off (deadBranchesOn), H is 3.
func TestDeadBranchFlag(t *testing.T) {
	body := `  var x
  var m := n
  for i := 0 to 1 do
    sync
    put((pid + 1) % nprocs, x, x)
`
	tests := []struct {
		name, src string
		want      int64 // H at p = 3, n = 4
	}{
		{"never", "program never(n) requires n >= p\n" + body + `    if nprocs > 7 * m then
      put(0, x, x)
    else
      sync
    end
  end
  sync
end`, 2},
		{"always", "program always(n) requires n >= p\n" + body + `    if m >= nprocs then
      sync
    end
  end
  sync
end`, 2},
	}
	run := func() map[string]int64 {
		got := map[string]int64{}
		for _, tc := range tests {
			h := analyzeH(t, tc.name, tc.src)
			_, v, _ := h.Eval(map[string]*big.Rat{"p": big.NewRat(3, 1), "n": big.NewRat(4, 1)})
			got[tc.name] = v.Num().Int64()
		}
		return got
	}
	want := map[string]int64{}
	for _, tc := range tests {
		want[tc.name] = tc.want
	}
	if diff := cmp.Diff(want, run()); diff != "" {
		t.Errorf("H at p = 3, n = 4 (-want +got):\n%s", diff)
	}
	deadBranchesOn = false
	off := run()
	deadBranchesOn = true
	for _, tc := range tests {
		if off[tc.name] == tc.want {
			t.Errorf("deadBranchesOn off: %s still has H = %d (untested rule)", tc.name, tc.want)
		}
	}
}
