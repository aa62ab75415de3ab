package seqcost

import (
	"testing"
	"time"

	"bspcost/align"
	"bspcost/solver"
)

// remainderPrograms read a remainder that one of the rules decides:
// 0 % (N / nprocs) and its remainder by data (multipleQuoRem's zero dividend), nprocs % N under N >= nprocs + 1 (quoRemBelow), a loop
// counter's remainder by N (remSignSplitOn), a branch on N % 3 and
// on nprocs % 2 (remConstDerivedOn). Each bound (res: "W" or "H") is exact at p = 1..6
// and N = 1..6, and not with its rule off (*off false).
var remainderPrograms = []struct {
	name, res string
	off       *bool
	src       string
}{
	{"work 0 % (N / nprocs) % (a divisor of unknown sign)", "W", &zeroDividendOn, `program z(N) requires N >= nprocs && N % nprocs == 0
  var x := 0
  var a[2]
  {min(max(0 % (N / nprocs) % (a[0] % 3 + 5), 0), N) * r} if x < 5 then
    x := 1
  end
  sync
end`},
	{"nprocs % N below N: nprocs", "H", &quoRemBelowOn, `program b(N) requires N >= nprocs + 1
  var y := 0
  put(nprocs % N % nprocs, y, y)
  if pid + nprocs % N < nprocs then
    put(pid, y, y)
  end
  sync
end`},
	{"a loop counter's remainder by N: |i % N| <= |i|", "W", &remSignSplitOn, `program c(N) requires N >= 1
  for i := 0 to 2 do
    if i % N >= 2 then
      {5 * r} skip
    end
  end
  sync
end`},
	{"work on a remainder of N and of p", "W", &remConstDerivedOn, `program m(N) requires N >= 1
  if N % 3 == 1 then
    {N * r} skip
  end
  if nprocs % 2 == 0 then
    {5 * r} skip
  end
  sync
end`},
}

func TestRemainders(t *testing.T) {
	for _, tc := range remainderPrograms {
		exactOnlyWith(t, tc.name, tc.res, tc.off, tc.src)
	}
}

// exactOnlyWith checks that src's bound of res is exact (exactRes) with
// the rule *off switches on, and not without it.
func exactOnlyWith(t *testing.T, name, res string, off *bool, src string) {
	t.Helper()
	for _, on := range []bool{true, false} {
		*off = on
		e := analyzeRes(t, name, src, res)
		*off = true
		t.Logf("%s (rule %v): %s = %s", name, on, res, e.Pretty())
		if exact := exactRes(t, parse(t, name, src), res, e); exact != on {
			t.Errorf("%s: rule %v: %s = %s, exact %v", name, on, res, e.Pretty(), exact)
		}
	}
}

// analyzeRes is the bound of resource res ("W" or "H") of AnalyzeBSP on
// src.
func analyzeRes(t *testing.T, name, src, res string) *solver.Expr {
	t.Helper()
	prog := parse(t, name, src)
	b, err := AnalyzeBSP(prog, align.Analyze(prog), Options{}, solver.Options{Deadline: time.Now().Add(20 * time.Second)})
	if err != nil {
		t.Fatal(err)
	}
	r := b.H
	if res == "W" {
		r = b.W
	}
	if r.Expr == nil {
		t.Fatalf("%s: no %s bound: %s", name, res, r.Reason)
	}
	return r.Expr
}
