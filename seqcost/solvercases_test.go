package seqcost

import "testing"

// TestFirstIterationCharge: a get after the sync of a loop's body is
// charged at the next iteration's sync (or at the sync after the loop),
// so the loop's first superstep carries nothing of it; the solver pays
// the later iterations' charge count - 1 times in the loop (a loop
// entered with the flag of its first superstep set: solver's
// enteredFirst), and H is exact at odd N.
func TestFirstIterationCharge(t *testing.T) {
	prog := parse(t, "firstiter", `program firstiter(N) requires N >= 1
  var a[nprocs]
  for i := 1 to N step 2 do
    sync
    get(0, a[0:nprocs], a[0:nprocs])
  end
  sync
end
`)
	bound := boundOf(t, prog, "H")
	if bound == nil {
		t.Fatal("H has no bound")
	}
	t.Logf("H = %s", bound)
	simCheck(t, prog, "H", bound, pointsN(func(p int64) []int64 { return []int64{1, 3, 7} }),
		func(p int64, params map[string]int64) int64 { return p * p * (params["N"] + 1) / 2 })
}

// TestCalleeCaseFromP5: a put to pid + 4 sends only from p = 5; the
// superstep's h is piecewise in p, and the relation of its cases is not
// an entry, so the solver keeps the case to the values of p where it can
// apply (an indicator min(1, nat(p - 4)): calleeGuarded), and H is
// exact at every p.
func TestCalleeCaseFromP5(t *testing.T) {
	prog := parse(t, "guardfive", `program guardfive(N) requires N >= nprocs && N % nprocs == 0
  var a[N]
  var b[N / nprocs]
  if pid + 4 < nprocs then
    put(pid + 4, b, b, N / nprocs)
  end
  get((pid + nprocs - 1) % nprocs, a[0:N], a)
  sync
end
`)
	bound := boundOf(t, prog, "H")
	if bound == nil {
		t.Fatal("H has no bound")
	}
	t.Logf("H = %s", bound)
	simCheck(t, prog, "H", bound, pointsN(func(p int64) []int64 { return []int64{p, 3 * p} }),
		func(p int64, params map[string]int64) int64 {
			if n := params["N"]; p >= 5 {
				return n + n/p
			} else {
				return n
			}
		})
}
