package hrelation

import (
	"fmt"
	"testing"
)

// plainOneValueSrc: the guard reads v, whose one value at the get is n
// (v is assigned again before the barrier); the get's source is one-to-one
// in pid but not affine, so the statement is analysed again without the
// computed process ids (commChecked), and its h is a bound (1 word where
// n % 4 == 3), not exact, more than twice the size of the step's without
// the guard's value (1 word).
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
// analysed again (plainOneValueOn) and the step kept where it only
// narrows the domains of the one without (narrower, plainValuesOn), the superstep is exact and never below
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

// sameOperandsSrc: the if's block writes v3, which its condition reads,
// so the condition is read where the if evaluated it: 3 / 4 == nprocs /
// nprocs, false; the get never runs.
const sameOperandsSrc = `program sameoperands(n) requires n >= 1
  var x := pid
  var v3 := nprocs
  var v6 := 3
  sync
  if v6 / 4 == v3 / nprocs then
    v3 := 0
    get((pid + 1) % nprocs, x, x)
  end
  sync
end
`

// TestSameOperands: with a division of a form by itself read where the
// if evaluated it (sameOperandsOn), the superstep is exact (h = 0) and
// never below the simulator at p = 1..16; without, the condition is
// dropped and h is 1.
func TestSameOperands(t *testing.T) {
	for _, on := range []bool{true, false} {
		t.Run(fmt.Sprint(on), func(t *testing.T) {
			sameOperandsOn = on
			defer func() { sameOperandsOn = true }()
			if got := checkStepsAt(t, "sameoperands.bsp", sameOperandsSrc); got != on {
				t.Errorf("exact: %v, want %v", got, on)
			}
		})
	}
}
