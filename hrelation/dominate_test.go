package hrelation

import (
	"testing"

	"bspcost/polyhedra"
)

func count(t *testing.T, s string) *polyhedra.PwQPoly {
	pw, err := polyhedra.MustParse(s).Count()
	if err != nil {
		t.Fatal(err)
	}
	return pw
}

// TestDominates: (p - 1)·N >= N where p >= 2 (the broadcasts), but
// neither of N and p dominates the other.
func TestDominates(t *testing.T) {
	a := count(t, "[p, N] -> { [x, y] : 0 <= x < p - 1 and 0 <= y < N and N >= 1 and p >= 2 }")
	b := count(t, "[p, N] -> { [y] : 0 <= y < N and p >= 2 and N >= 1 }")
	c := count(t, "[p, N] -> { [x] : 0 <= x < p and N >= 1 and p >= 2 }")
	for _, tc := range []struct {
		name string
		x, y *polyhedra.PwQPoly
		want bool
	}{
		{"(p-1)N >= N", a, b, true},
		{"N >= (p-1)N", b, a, false},
		{"N >= p", b, c, false},
		{"p >= N", c, b, false},
	} {
		if got := dominates(tc.x, tc.y); got != tc.want {
			t.Errorf("%s: %v, want %v (%s vs %s)", tc.name, got, tc.want, tc.x, tc.y)
		}
	}
	if m := maxOf(a, b, nil); !m.Exact || m.Eval([]int64{4, 3}).Cmp(a.Eval([]int64{4, 3})) != 0 {
		t.Errorf("maxOf: %s", m)
	}
}

// TestFactoredDominates: trisolve's step k, (p - 1 - k)·b sent by process
// k against b received where k <= p - 2: the difference b·(p - k - 2)
// is a parameter times an affine form, both non-negative; without the
// factoring (the mutation) it is not shown.
func TestFactoredDominates(t *testing.T) {
	out := count(t, "[p, b, k] -> { [x, y] : 0 <= x < p - 1 - k and 0 <= y < b and b >= 1 and k >= 0 and p >= k + 2 }")
	in := count(t, "[p, b, k] -> { [y] : 0 <= y < b and b >= 1 and k >= 0 and p >= k + 2 }")
	for _, on := range []bool{true, false} {
		factorDominateOn = on
		got := dominates(out, in)
		factorDominateOn = true
		if got != on {
			t.Errorf("factoring %v: (p-1-k)b >= b is %v", on, got)
		}
		if dominates(in, out) {
			t.Errorf("factoring %v: b >= (p-1-k)b", on)
		}
	}
}
