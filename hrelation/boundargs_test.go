package hrelation_test

import (
	"testing"

	"bspcost/hrelation"
)

// TestBoundArgs: a loop bound min(e, c) with e data (at least 5 here)
// counts the loop over i = 0..c in its superstep (boundArgs), so its gets
// from process (N + 6) % p (7 % p at N = 1) are maximised with the
// other statements there: H = 5p + 1 where it is 0 (the ring's and the gets' words leave one
// process, which has no pid - 1 put to make), else 5p + 2, exact at
// every p. Counted through the sequential program, the gets' words were
// added to the step's h: 5p + 2 at every p. (Without boundArg, the values
// of the bound, 0..3, count the same: boundRange; boundargn's bound has
// no largest value.)
func TestBoundArgs(t *testing.T) {
	progs := []simProgram{{name: "boundarg", src: `program boundarg(N) requires N >= 1
  var x := any
  var y
  var a[p]
  x := max(x, 5)
  put((pid + 3) % nprocs, a[0:nprocs], a[0:nprocs])
  if pid >= 1 then
    put(pid - 1, y, y)
  end
  for i := 0 to min(max(x, 0), 3) do
    get((N + 6) % nprocs, y, y)
  end
  put(nprocs - 1, y, y)
  sync
end
`, params: []map[string]int64{{"N": 1}}, wantH: "max((5*p + 1)*min(1, nat(-N + p*floor((N + 6)/p) - 5)), (5*p + 2)*min(1, nat(N - p*floor((N + 6)/p) + 6)))", exact: true}, {name: "boundargn", src: `program boundargn(N) requires N >= 1
  var x := any
  var y
  var a[p]
  x := max(x, N)
  put((pid + 3) % nprocs, a[0:nprocs], a[0:nprocs])
  if pid >= 1 then
    put(pid - 1, y, y)
  end
  for i := 0 to min(max(x, 0), N) do
    get((N + 6) % nprocs, y, y)
  end
  put(nprocs - 1, y, y)
  sync
end
`, params: []map[string]int64{{"N": 1}, {"N": 3}}, exact: true}}
	for _, on := range []bool{true, false} {
		*hrelation.BoundArgsOn = on
		exact := checkPrograms(t, progs, on)
		*hrelation.BoundArgsOn = true
		// min(x, N - 1) has no upper end of its values (boundRange): only
		// boundArg counts it up to N - 1.
		if exact["boundargn"] != on || on && !exact["boundarg"] {
			t.Errorf("boundArgs %v: exact %v", on, exact)
		}
	}
}
