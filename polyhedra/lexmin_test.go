package polyhedra

import (
	"slices"
	"testing"
)

func TestPropertyLexSample(t *testing.T) {
	r := newRand(5)
	for n := 0; n < propCases/2; n++ {
		c := randCase(r)
		ta, oa := randSet(r, c)
		a := mustParseT(t, ta)
		for _, pv := range c.pvals {
			var first, last []int64
			points(len(c.dims), c.box, func(x []int64) {
				if oa(c.env(pv, x)) {
					if first == nil {
						first = slices.Clone(x)
					}
					last = slices.Clone(x)
				}
			})
			mn, ok, err := a.LexMin(pv)
			if err != nil || ok != (first != nil) || (ok && !slices.Equal(mn, first)) {
				t.Fatalf("case %d LexMin at %v = %v,%v,%v want %v\n%s", n, pv, mn, ok, err, first, ta)
			}
			mx, ok, err := a.LexMax(pv)
			if err != nil || ok != (last != nil) || (ok && !slices.Equal(mx, last)) {
				t.Fatalf("case %d LexMax at %v = %v,%v,%v want %v\n%s", n, pv, mx, ok, err, last, ta)
			}
		}
		ps, ds, ok := a.Sample()
		if ok != !a.IsEmpty() {
			t.Fatalf("case %d Sample ok=%v but IsEmpty=%v", n, ok, a.IsEmpty())
		}
		if ok && !oa(c.env(ps, ds)) {
			t.Fatalf("case %d Sample %v %v not in set %s", n, ps, ds, ta)
		}
	}
	if _, _, err := MustParse("{ [x] : x <= 3 }").LexMin(nil); err != ErrUnbounded {
		t.Errorf("LexMin of an unbounded set: err = %v, want ErrUnbounded", err)
	}
	if p, ok, err := MustParse("{ [x, y] : x <= 3 and y >= 2x and x >= -2 }").LexMin(nil); !ok || err != nil || !slices.Equal(p, []int64{-2, -4}) {
		t.Errorf("LexMin = %v %v %v", p, ok, err)
	}
}
