package polyhedra

import (
	"testing"
)

// TestPropertyMaps checks Domain, Range, Reverse, ApplyRange, Apply,
// Simplify and FixDim against brute force on random 2-D relations.
func TestPropertyMaps(t *testing.T) {
	r := newRand(6)
	for n := 0; n < propCases/4; n++ {
		c := randCase(r)
		c.dims, c.box = []string{"x", "y"}, 4
		ta, oa := randSetN(r, c, 2, 3)
		tb, ob := randSetN(r, c, 2, 3)
		m1, m2 := must(t)(mustParseT(t, ta).AsMap(1)), must(t)(mustParseT(t, tb).AsMap(1))
		dom, rng, rev := must(t)(m1.Domain()), must(t)(m1.Range()), must(t)(m1.Reverse())
		comp := must(t)(m1.ApplyRange(m2))
		img := must(t)(must(t)(m2.Domain()).Apply(m1))
		simp := m1.Simplify()
		fix := must(t)(m1.FixDim(0, 1))
		for _, pv := range c.pvals {
			in1 := func(a, b int64) bool { return oa(c.env(pv, []int64{a, b})) }
			in2 := func(a, b int64) bool { return ob(c.env(pv, []int64{a, b})) }
			B := c.box
			for a := -B; a <= B; a++ {
				wantDom, wantRng, wantImg := false, false, false
				for b := -B; b <= B; b++ {
					wantDom = wantDom || in1(a, b)
					wantRng = wantRng || in1(b, a)
					wantComp := false
					for m := -B; m <= B; m++ {
						wantComp = wantComp || (in1(a, m) && in2(m, b))
					}
					for m := -B; m <= B && !wantImg; m++ {
						wantImg = in2(b, m) && in1(b, a)
					}
					if got := comp.Contains(pv, []int64{a, b}); got != wantComp {
						t.Fatalf("case %d ApplyRange at %v (%d,%d): got %v\nA=%s\nB=%s\n=%s", n, pv, a, b, got, ta, tb, comp)
					}
					if got := rev.Contains(pv, []int64{a, b}); got != in1(b, a) {
						t.Fatalf("case %d Reverse at %v (%d,%d)", n, pv, a, b)
					}
					if got := simp.Contains(pv, []int64{a, b}); got != in1(a, b) {
						t.Fatalf("case %d Simplify at %v (%d,%d)\n%s\n%s", n, pv, a, b, ta, simp)
					}
					if got := fix.Contains(pv, []int64{a, b}); got != (a == 1 && in1(a, b)) {
						t.Fatalf("case %d FixDim at %v (%d,%d)", n, pv, a, b)
					}
				}
				if got := dom.Contains(pv, []int64{a}); got != wantDom {
					t.Fatalf("case %d Domain at %v %d: got %v\n%s\n%s", n, pv, a, got, ta, dom)
				}
				if got := rng.Contains(pv, []int64{a}); got != wantRng {
					t.Fatalf("case %d Range at %v %d: got %v\n%s\n%s", n, pv, a, got, ta, rng)
				}
				if got := img.Contains(pv, []int64{a}); got != wantImg {
					t.Fatalf("case %d Apply at %v %d: got %v\nA=%s\nB=%s\n%s", n, pv, a, got, ta, tb, img)
				}
			}
		}
	}
}

func TestIntersectParams(t *testing.T) {
	s := MustParse("[p, i] -> { [s, t] : 0 <= s < p and t = s - i and s >= i }")
	got := must(t)(s.IntersectParams(MustParse("[i, p] -> { : i = 1 and p >= 4 }")))
	want := MustParse("[p, i] -> { [s, t] : 1 <= s < p and t = s - 1 and i = 1 and p >= 4 }")
	if !got.IsEqual(want) {
		t.Errorf("IntersectParams = %s, want %s", got, want)
	}
	c, err := got.Count()
	if err != nil {
		t.Fatal(err)
	}
	if v := c.Eval([]int64{6, 1}); v.String() != "5/1" {
		t.Errorf("count at p=6, i=1: %v (%s)", v, c)
	}
	if v := c.Eval([]int64{6, 2}); v.Sign() != 0 {
		t.Errorf("count at p=6, i=2: %v, want 0", v)
	}
}

func TestAddConstraint(t *testing.T) {
	u := Universe(SetSpace([]string{"p", "i"}, []string{"s", "t"}))
	var err error
	for _, c := range []Constraint{
		{Coef: map[string]int64{"s": 1}},
		{Coef: map[string]int64{"p": 1, "s": -1}, Const: -1},
		{Coef: map[string]int64{"t": 1, "s": -1, "i": 1}, Eq: true},
		{Coef: map[string]int64{"s": 1, "i": -1}},
	} {
		if u, err = u.AddConstraint(c); err != nil {
			t.Fatal(err)
		}
	}
	want := MustParse("[p, i] -> { [s, t] : 0 <= s < p and t = s - i and s >= i }")
	if !u.IsEqual(want) {
		t.Errorf("built %s, want %s", u, want)
	}
	if _, err := u.AddConstraint(Constraint{Coef: map[string]int64{"q": 1}}); err == nil {
		t.Errorf("unknown name accepted")
	}
}

// TestKindErrors: a map-only operation on a set, a set-only one on a
// map, and unknown names give errors, not panics.
func TestKindErrors(t *testing.T) {
	set := MustParse("[n] -> { [i, j] : 0 <= i < n and 0 <= j < n }")
	mp := MustParse("[n] -> { [i] -> [j] : 0 <= i < n and 0 <= j < n }")
	for _, tc := range []struct {
		what string
		err  error
	}{
		{"Domain of a set", second(set.Domain())},
		{"Range of a set", second(set.Range())},
		{"Reverse of a set", second(set.Reverse())},
		{"ApplyRange of sets", second(set.ApplyRange(set))},
		{"Apply of a map", second(mp.Apply(mp))},
		{"ProjectOut of a map", second(mp.ProjectOut("i"))},
		{"ProjectOut of an unknown name", second(set.ProjectOut("k"))},
		{"AsMap of a map", second(mp.AsMap(1))},
		{"AsMap past the tuple", second(set.AsMap(3))},
		{"FixParam of an unknown name", second(set.FixParam("m", 1))},
		{"FixDim out of range", second(set.FixDim(2, 1))},
		{"IntersectParams with a set", second(set.IntersectParams(set))},
		{"Fibres of a set", func() error { _, err := set.Fibres(); return err }()},
		{"LexMin with too few parameters", func() error { _, _, err := set.LexMin(nil); return err }()},
	} {
		if tc.err == nil {
			t.Errorf("%s: no error", tc.what)
		}
	}
}

func second(_ *Set, err error) error { return err }
