package hrelation

import "testing"

// mergeSidesSrc: a gather to `5 % nprocs` (an opaque parameter) beside a
// get guarded by a replicated copy of N. The largest words sent and
// received have ten pieces together, most of them the same count on
// cases of the guard; merged, their maximum is exact.
const mergeSidesSrc = `program mergesides(N) requires N >= 1
  var x := pid
  var k := N
  put(5 % nprocs, x, x)
  if pid >= k then
    get(pid - k, x, x)
  end
  sync
end
`

// TestMergeSides: exact against the simulator at p = 1..16 with the
// pieces of equal value merged; without (the mutation), max(sent,
// received) is their sum, above the truth.
func TestMergeSides(t *testing.T) {
	for _, on := range []bool{true, false} {
		mergeSidesOn = on
		got := checkExactEverywhere(t, "mergesides.bsp", mergeSidesSrc)
		mergeSidesOn = true
		want := map[bool]string{true: "exact", false: "bound"}[on]
		if got != want {
			t.Errorf("merging %v: %s, want %s", on, got, want)
		}
	}
}

// rangesSrc: a get from `7 % nprocs` and a guard `3 % nprocs > nprocs`
// that no run meets. Without their ranges (0..6 and 0..nprocs - 1, the
// mutation), the opaque parameters are any integers: the guarded put
// counts, and the pieces where the get's source is no process split the
// counts past their limits.
const rangesSrc = `program ranges(N) requires N >= 1
  var x := pid
  var k := N
  get(7 % nprocs, x, x)
  if pid >= k then
    put(pid - k, x, x)
  end
  if 3 % nprocs > nprocs then
    put(0, x, x)
  end
  sync
end
`

// TestOpaqueRanges: exact against the simulator at p = 1..16 with the
// opaque parameters' ranges, a bound without.
func TestOpaqueRanges(t *testing.T) {
	for _, on := range []bool{true, false} {
		opaqueRangeOn = on
		got := checkExactEverywhere(t, "ranges.bsp", rangesSrc)
		opaqueRangeOn = true
		want := map[bool]string{true: "exact", false: "bound"}[on]
		if got != want {
			t.Errorf("ranges %v: %s, want %s", on, got, want)
		}
	}
}
