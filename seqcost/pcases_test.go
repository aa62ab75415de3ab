package seqcost

import "testing"

// pcasePrograms have an h that is piecewise in p (nothing to send below
// p = 3, a word to oneself at p = 1) or a superstep charged behind a flag
// a loop that may not run clears: the solver's guards keep the cases
// (solver: guarded), so H is exact at every p.
var pcasePrograms = []struct{ name, src string }{
	{"a neighbour two away from p = 3 only", `program a(n) requires n >= nprocs && n % nprocs == 0
  var a[n / nprocs]
  var b[n / nprocs]
  if pid + 2 < nprocs then
    get(pid + 2, a[0:n / nprocs], b[0:n / nprocs])
  end
  sync
end`},
	{"everyone to process 0, and two away", `program b(n) requires n >= nprocs
  var x
  var y
  put(0, x, y)
  if pid + 2 < nprocs then
    get(pid + 2, x, y)
  end
  sync
end`},
	{"a superstep closed in a loop that may not run", `program c(n) requires n % nprocs == 0 && n >= nprocs
  var x
  var y
  get((pid + 1) % nprocs, x, y)
  get((pid + 3) % nprocs, y, y)
  for i := 1 to n / nprocs step 2 do
    sync
    y := any
  end
end`},
}

// TestPCasesExact: each H of pcasePrograms equals the simulated H at p =
// 1..6 (and is never below it).
func TestPCasesExact(t *testing.T) {
	for _, tc := range pcasePrograms {
		h := analyzeH(t, tc.name, tc.src)
		t.Logf("%s: H = %s", tc.name, h)
		if !exactH(t, parse(t, tc.name, tc.src), h) {
			t.Errorf("%s: H = %s, not exact", tc.name, h)
		}
		if len(h.String()) > 120 {
			t.Errorf("%s: H = %s, longer than 120 characters", tc.name, h)
		}
	}
}
