package seqcost

import (
	"strings"
	"testing"

	"bspcost/polyhedra/bspaff"
)

// constByEntryPrograms have an h whose cases read a constant modulo or
// (the process 3 % p, which is 3 from p = 4): split into
// cases of p, their H is exact at every p.
var constByEntryPrograms = []struct{ name, src string }{
	{"everyone to process 3 % p, and a neighbour", `program a(n) requires n >= nprocs
  var x
  var y
  put(3 % nprocs, x, y)
  if pid + 1 < nprocs then
    put(pid + 1, x, y)
  end
  sync
end`},
	{"a neighbour two away, one ahead, and process 3 % p", `program b(n) requires n % nprocs == 0 && n >= nprocs
  var a[n / nprocs]
  var b[n]
  var x
  if pid >= 2 then
    put(pid - 2, x, b[4 % nprocs])
  end
  get(3 % nprocs, x, a[0])
  if pid + 1 < nprocs then
    put(pid + 1, a[0], b[0])
  end
  sync
end`},
}

// TestConstByEntry: each H of constByEntryPrograms is exact at p = 1..6,
// and with constByEntry off (a derived parameter between 0 and c) it is
// not, or its cases read a remainder of p (floor(3/p)), not p alone.
func TestConstByEntry(t *testing.T) {
	// The processes 3 % p and 4 % p as hrelation's parameters of the
	// sets, which this rule reads (the cases of 3 / p need it not).
	defer func(on bool) { *bspaff.ConstDividendOn = on }(*bspaff.ConstDividendOn)
	*bspaff.ConstDividendOn = false
	for _, tc := range constByEntryPrograms {
		h := analyzeH(t, tc.name, tc.src)
		t.Logf("%s: H = %s", tc.name, h)
		if !exactH(t, parse(t, tc.name, tc.src), h) {
			t.Errorf("%s: H = %s, not exact", tc.name, h)
		}
	}
	t.Run("off", func(t *testing.T) {
		defer func(was bool) { constByEntryOn = was }(constByEntryOn)
		constByEntryOn = false
		for _, tc := range constByEntryPrograms {
			h := analyzeH(t, tc.name, tc.src)
			if exactH(t, parse(t, tc.name, tc.src), h) && !strings.Contains(h.String(), "floor(") {
				t.Errorf("%s: H = %s exact, in cases of p, with constByEntry off", tc.name, h)
			}
		}
	})
}

// TestConstQuoRem: a branch on v % 2, v a constant, is decided (one
// superstep of p words, not two): H exact; not with constQuoRem off.
func TestConstQuoRem(t *testing.T) {
	const src = `program c(n) requires n >= nprocs
  var v := 3
  var x
  put(0, x, x)
  if v % 2 == 0 || 7 / v != 2 then
    sync
    put(0, x, x)
  end
  sync
end`
	// (divConstRange decides these constants' quotients too, with their
	// signs: off here, so that the test sees constQuoRem alone.)
	divConstSignOn = false
	defer func() { divConstSignOn = true }()
	for _, on := range []bool{true, false} {
		constQuoRemOn = on
		h := analyzeH(t, "c", src)
		constQuoRemOn = true
		if exact := exactH(t, parse(t, "c", src), h); exact != on {
			t.Errorf("constQuoRem on: %v: H = %s, exact: %v", on, h, exact)
		}
	}
}

// TestMultipleQuoRem: p / nprocs is 1 and 2*m % m is 0, so the branch
// on their sum is decided (one superstep of p words, not two): H exact;
// not with multipleQuoRem off. (A disjunction of the two would be
// decided by align's interval in hrelation already. m is negative: a
// remainder of values the requires clause shows non-negative is a
// derived parameter whose range, an entry fact, decides the branch too:
// derivedRemainders.)
func TestMultipleQuoRem(t *testing.T) {
	const src = `program c(n) requires n >= nprocs
  var x
  var m := 0 - n
  put(0, x, x)
  if p / nprocs + 2 * m % m != 1 then
    sync
    put(0, x, x)
  end
  sync
end`
	for _, on := range []bool{true, false} {
		multipleQuoRemOn = on
		h := analyzeH(t, "c", src)
		multipleQuoRemOn = true
		if exact := exactH(t, parse(t, "c", src), h); exact != on {
			t.Errorf("multipleQuoRem on: %v: H = %s, exact: %v", on, h, exact)
		}
	}
}
