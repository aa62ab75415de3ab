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
