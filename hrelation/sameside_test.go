package hrelation

import "testing"

// sameSidesSrc: every process puts to the last and gets from the first,
// a replicated number of times, and some get a block from pid - v: the
// largest words sent and received are the same function, on more pieces
// than their maximum splits.
const sameSidesSrc = `program samesides(N, M) requires N >= 1 && M >= 0
  var v := M
  var x
  var a[N]
  for i := 0 to min(v, 3) do
    put(p - 1, x, x)
    get(0, x, x)
  end
  if pid >= v then
    get(pid - v, a, a, nprocs)
  end
  sync
end
`

// TestSameSides: exact against the simulator at p = 1..16 with the
// sides compared, a bound (their sum) without, and without their
// maximum of many pieces (maxManySides, which would make it exact).
func TestSameSides(t *testing.T) {
	maxManySidesOn = false
	defer func() { maxManySidesOn = true }()
	for _, on := range []bool{true, false} {
		sameSidesOn = on
		got := checkExactEverywhere(t, "samesides.bsp", sameSidesSrc)
		sameSidesOn = true
		want := map[bool]string{true: "exact", false: "bound"}[on]
		if got != want {
			t.Errorf("same sides %v: %s, want %s", on, got, want)
		}
	}
}
