package hrelation

import (
	"fmt"
	"testing"
)

const (
	// ifCondSrc: the if's block assigns v, which its condition reads; v
	// is M + 1 where the if reads it.
	ifCondSrc = `program ifcond(N, M) requires N >= 1 && M >= 0
  var v := M + 1
  var a[N]
  if v <= 3 then
    v := 0
    put((pid + 1) % nprocs, a[0:N], a)
  end
  sync
end
`
)

// TestIfCondValue: a guard whose block assigns what it reads is read
// with the value its condition had where the if evaluated it
// (ifCondValueOn); the supersteps are then exact and never below the
// simulator at p = 1..16. Without, the guard is dropped: not exact.
func TestIfCondValue(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		sw        *bool
		on, want  bool
	}{
		{"ifcond.bsp", ifCondSrc, &ifCondValueOn, true, true},
		{"ifcond.bsp", ifCondSrc, &ifCondValueOn, false, false},
	} {
		t.Run(fmt.Sprintf("%s/%v", tc.name, tc.on), func(t *testing.T) {
			*tc.sw = tc.on
			defer func() { *tc.sw = true }()
			if got := checkStepsAt(t, tc.name, tc.src); got != tc.want {
				t.Errorf("exact: %v, want %v", got, tc.want)
			}
		})
	}
}
