package hrelation

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/align"
	"bspcost/frontend"
)

// doublingSrc: the rounds of a recursive doubling, each process from
// k on getting from its left neighbour; k is 1, 2, 4, ... at the sync.
const doublingSrc = `program doubling
  var x := pid
  var k := 1
  while k < nprocs do
    if pid >= k then
      get(max(pid - 1, 0), x, x)
    end
    sync
    k := k * 2
  end
end
`

// TestParamIntervals: the cases of the rounds' h are those of k >= 1,
// alignment's interval of the counter at the sync (paramIntervalsOn);
// without the rule, h also has cases at k <= 0 that no run evaluates. The
// steps are exact and never below the simulator either way.
func TestParamIntervals(t *testing.T) {
	defer func() { paramIntervalsOn = true }()
	for _, on := range []bool{true, false} {
		paramIntervalsOn = on
		if !checkStepsAt(t, "doubling.bsp", doublingSrc) {
			t.Errorf("paramIntervalsOn=%v: not exact", on)
		}
		prog, err := frontend.Parse("doubling.bsp", []byte(doublingSrc))
		if err != nil {
			t.Fatal(err)
		}
		res, err := Analyze(prog, align.Analyze(prog))
		if err != nil {
			t.Fatal(err)
		}
		var nonPositive []string
		for _, st := range res.Steps {
			if st.Err != nil || st.Close.Kind != align.SyncBarrier {
				continue
			}
			cs, err := st.Cases(st.info.Extend())
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range cs {
				if c.Cond != nil && strings.Contains(frontend.ExprString(c.Cond), "-k >= 0") {
					nonPositive = append(nonPositive, frontend.ExprString(c.Cond))
				}
			}
		}
		if got, want := len(nonPositive) > 0, !on; got != want {
			t.Errorf("paramIntervalsOn=%v: cases at k <= 0: %v", on, cmp.Diff([]string(nil), nonPositive))
		}
	}
}
