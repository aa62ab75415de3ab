package hrelation

import (
	"fmt"
	"testing"
)

// plainOneValueSrc: the guard reads v, whose one value at the get is n
// (v is assigned again before the barrier); the get's source is one-to-one
// in pid but not affine, so the statement is analysed again without the
// computed process ids (commChecked), and its h is a bound, not exact,
// whose one piece (1 word where n % 4 == 3) has a plain value.
const plainOneValueSrc = `program plainonevalue(n) requires n >= 1
  var x := pid
  var v := n
  if v % 4 == 3 then
    get((pid + 3) % nprocs, x, x)
  end
  v := 0
  sync
end
`

// TestPlainOneValue: with the guard's one value kept in the statement
// analysed again (plainOneValueOn) and the step kept where its h has
// plain values (plainValuesOn), the superstep is exact and never below
// the simulator at p = 1..16 (n = 7 and n = p, 2p, 1: n % 4 is 3 and
// not); with either off, the guard is dropped and it is not exact (1
// word where n % 4 != 3).
func TestPlainOneValue(t *testing.T) {
	for _, tc := range []struct {
		oneValue, values, want bool
	}{
		{true, true, true},
		{false, true, false},
		{true, false, false},
	} {
		t.Run(fmt.Sprintf("%v/%v", tc.oneValue, tc.values), func(t *testing.T) {
			plainOneValueOn, plainValuesOn = tc.oneValue, tc.values
			defer func() { plainOneValueOn, plainValuesOn = true, true }()
			if got := checkStepsAt(t, "plainonevalue.bsp", plainOneValueSrc); got != tc.want {
				t.Errorf("exact: %v, want %v", got, tc.want)
			}
		})
	}
}
