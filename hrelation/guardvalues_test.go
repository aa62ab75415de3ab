package hrelation

import (
	"fmt"
	"testing"
)

// Guards over a scalar assigned again before the barrier, whose value at
// the put is one affine form of nprocs and the parameters.
const (
	// guardParamSrc: the guard reads M + 1 through v.
	guardParamSrc = `program guardparam(N, M) requires N >= 1 && M >= 0
  var v := M + 1
  var a[N]
  if v <= 3 then
    put((pid + 1) % nprocs, a[0:N], a)
  end
  v := 0
  sync
end
`
	// guardPidSrc: the guard compares pid with nprocs - 2 through w (a
	// value with max and a product by a literal).
	guardPidSrc = `program guardpid(N) requires N >= 1
  var x := pid
  var w := max(nprocs - 2 * 1, 0)
  if pid >= w then
    get(0, x, x)
  end
  w := 1
  sync
end
`
	// guardFloorSrc: a value with a floor (N / 2) is not read: the guard
	// is dropped, never below.
	guardFloorSrc = `program guardfloor(N) requires N >= 1
  var x := pid
  var d := N / 2
  if d < pid then
    put(0, x, x)
  end
  d := 1
  sync
end
`
	// guardPidValueSrc: a scalar that is not replicated, pid + 1.
	guardPidValueSrc = `program guardpidvalue(N) requires N >= 1
  var x := pid
  var v := pid + 1
  if v + 2 <= N then
    get(0, x, x)
  end
  v := 0
  sync
end
`
	// guardCondSrc: a value with conditions (set in pid-dependent
	// branches) is not read: the guard is dropped, never below.
	guardCondSrc = `program guardcond(N) requires N >= 1
  var x := pid
  var w := 0
  if pid % 2 == 0 then
    w := nprocs
  else
    w := 1
  end
  if w > 1 then
    get(0, x, x)
  end
  w := 2
  sync
end
`
)

// TestGuardOneValue: with the scalars' one value read by the guards
// (guardOneValueOn) the supersteps are exact and never below the
// simulator at p = 1..16; without, the guards are dropped and they are
// not exact.
func TestGuardOneValue(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		on, want  bool
	}{
		{"guardparam.bsp", guardParamSrc, true, true},
		{"guardparam.bsp", guardParamSrc, false, false},
		{"guardpid.bsp", guardPidSrc, true, true},
		{"guardpid.bsp", guardPidSrc, false, false},
		{"guardpidvalue.bsp", guardPidValueSrc, true, true},
		{"guardpidvalue.bsp", guardPidValueSrc, false, false},
		{"guardcond.bsp", guardCondSrc, true, false},
		{"guardfloor.bsp", guardFloorSrc, true, false},
	} {
		t.Run(fmt.Sprintf("%s/%v", tc.name, tc.on), func(t *testing.T) {
			guardOneValueOn = tc.on
			defer func() { guardOneValueOn = true }()
			if got := checkStepsAt(t, tc.name, tc.src); got != tc.want {
				t.Errorf("exact: %v, want %v", got, tc.want)
			}
		})
	}
}
