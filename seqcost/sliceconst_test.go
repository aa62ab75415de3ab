package seqcost

import "testing"

// TestSliceConstFalse: the path that skips a loop whose bound is the
// constant 3 (min(v, 3) with v >= 3) cannot run (0 >= 4); slicing kept
// none of its constraints without variables, and the pending h of the
// put was paid twice: by that path's call after the inner loop and by the
// inner loop's first barrier (2p, not p).
func TestSliceConstFalse(t *testing.T) {
	checkPolyCase(t, polyCase{name: "skip of a loop to a constant", src: `program sk(N) requires N >= 1
  var v := 9
  var x
  put(0, x, x)
  for j := 0 to N - 1 do
    for i := 0 to min(v, 3) do
      sync
      v := max(nprocs, 2)
    end
    sync
  end
end
`, bounds: map[string]string{"W": "0", "H": "p", "S": "10*N + 1"},
		want: map[string]func(p, n int64) int64{"H": func(p, _ int64) int64 { return p }},
		off:  &sliceConstOn})
}
