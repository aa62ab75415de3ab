package hrelation

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

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
// received) is their sum, above the truth (without maxManySides, which
// would take it). The opaque parameter's range
// is off: with it, the pieces where no process receives the gather's
// words are pruned, and the sides are few enough unmerged.
func TestMergeSides(t *testing.T) {
	opaqueRangeOn, maxManySidesOn = false, false
	defer func() { opaqueRangeOn, maxManySidesOn = true, true }()
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

// rangesSrc: a get from `(N + 6) % nprocs` and a guard `(N + 2) %
// nprocs > nprocs` that no run meets. Without their ranges (0..nprocs - 1,
// the mutation), the opaque parameters are any integers: the guarded put
// counts, and the pieces where the get's source is no process split the
// counts past their limits.
const rangesSrc = `program ranges(N) requires N >= 1
  var x := pid
  get((N + 6) % nprocs, x, x)
  if pid >= N then
    put(pid - N, x, x)
  end
  if (N + 2) % nprocs > nprocs then
    put(0, x, x)
  end
  sync
end
`

// TestOpaqueRanges: exact against the simulator at p = 1..16 with the
// opaque parameters' ranges, a bound without (and without maxManySides,
// which would take the maximum of the sides' many pieces).
func TestOpaqueRanges(t *testing.T) {
	maxManySidesOn = false
	defer func() { maxManySidesOn = true }()
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

// stridesSrc: loops of stride nprocs whose counters the bodies do not
// read, from replicated starts.
const stridesSrc = `program strides(N) requires N >= 1
  var x := pid
  var a[N]
  for i := 0 to N - 1 step nprocs do
    put((pid + 1) % nprocs, x, x)
  end
  sync
  for i := 2 to N step nprocs do
    get(0, x, x)
  end
  sync
  for i := 1 to N + 3 step p do
    if pid >= 1 then
      put(pid - 1, a[0:2], a[0:2])
    end
  end
  sync
end
`

// strideReadSrc: a body whose condition reads the counter: the
// iterations are numbered and the condition dropped (strideGuards; it
// holds everywhere, so the count is exact); without that rule the stride
// is dropped, and every i from 0 to N - 1 counts.
const strideReadSrc = `program strideread(N) requires N >= 1
  var x := pid
  for i := 0 to N - 1 step nprocs do
    if i >= 0 then
      put(0, x, x)
    end
  end
  sync
end
`

// TestStrideIterations: exact against the simulator at p = 1..16 with
// the iterations of the loops counted, a bound without (the stride
// dropped); never below it, and where the body reads the counter, exact
// with the condition dropped, a bound without strideGuards.
func TestStrideIterations(t *testing.T) {
	for _, tc := range []struct {
		name, src  string
		on, guards bool
		want       string
	}{
		{"strides.bsp", stridesSrc, true, true, "exact"},
		{"strides.bsp", stridesSrc, false, true, "bound"},
		{"strideread.bsp", strideReadSrc, true, true, "exact"},
		{"strideread.bsp", strideReadSrc, true, false, "bound"},
	} {
		strideCountOn, strideGuardsOn = tc.on, tc.guards
		got := checkExactEverywhere(t, tc.name, tc.src)
		strideCountOn, strideGuardsOn = true, true
		if got != tc.want {
			t.Errorf("%s with the stride count %v, strideGuards %v: %s, want %s", tc.name, tc.on, tc.guards, got, tc.want)
		}
	}
}

// TestQuotientOne: N / nprocs is at least 1 where the requires clause
// shows N >= nprocs, so the cases of h at N / nprocs = 0 go; without the
// rule the step keeps five cases of which four no run reaches.
func TestQuotientOne(t *testing.T) {
	const src = `program q(N, M) requires N >= nprocs && N % nprocs == 0 && M >= 0
  var x
  if N / nprocs <= 0 then
    put(0, x, x)
  end
  if pid < M / nprocs then
    put(pid, x, x)
  end
  sync
end
`
	want := []string{"(1 if nprocs - 1 >= 0 && (M / nprocs) - 1 >= 0)"}
	for _, on := range []bool{true, false} {
		quotientOneOn = on
		got := stepHs(t, "quotientone.bsp", src)
		quotientOneOn = true
		if diff := cmp.Diff(want, got); (diff == "") != on {
			t.Errorf("quotientOne %v: h %q, want %q: %v", on, got, want, on)
		}
	}
}
