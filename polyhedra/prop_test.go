package polyhedra

import (
	"slices"
	"testing"
)

// propCases is the number of random cases per property test; each case
// checks every operation at every box point for two parameter values.
var propCases = 1000

func TestPropertySetOps(t *testing.T) {
	r := newRand(1)
	for n := 0; n < propCases; n++ {
		c := randCase(r)
		ta, oa := randSet(r, c)
		tb, ob := randSet(r, c)
		a, b := mustParseT(t, ta), mustParseT(t, tb)
		inter, uni, diff, comp := a.Intersect(b), a.Union(b), a.Subtract(b), a.Complement()
		re := mustParseT(t, a.String())
		anyA, anyB, subset := false, false, true
		for _, pv := range c.pvals {
			points(len(c.dims), c.box, func(x []int64) {
				e := c.env(pv, x)
				ia, ib := oa(e), ob(e)
				anyA = anyA || ia
				anyB = anyB || ib
				if ia && !ib {
					subset = false
				}
				check := func(what string, got, want bool) {
					if got != want {
						t.Fatalf("case %d %s at params %v point %v: got %v want %v\nA = %s\n  = %s\nB = %s\n  = %s", n, what, pv, x, got, want, ta, a, tb, b)
					}
				}
				check("A", a.Contains(pv, x), ia)
				check("reparsed A", re.Contains(pv, x), ia)
				check("A∩B", inter.Contains(pv, x), ia && ib)
				check("A∪B", uni.Contains(pv, x), ia || ib)
				check("A\\B", diff.Contains(pv, x), ia && !ib)
				check("¬A", comp.Contains(pv, x), !ia)
			})
		}
		// Emptiness and subset quantify over all parameter values, so
		// compare with enumeration only when parameters are absent.
		if len(c.params) == 0 {
			if a.IsEmpty() == anyA {
				t.Fatalf("case %d IsEmpty(A)=%v but brute force found points=%v\nA = %s", n, a.IsEmpty(), anyA, ta)
			}
			if a.IsSubset(b) != subset {
				t.Fatalf("case %d IsSubset=%v want %v\nA = %s\nB = %s", n, a.IsSubset(b), subset, ta, tb)
			}
		} else {
			for _, pv := range c.pvals {
				af := a
				for i, p := range c.params {
					af = must(t)(af.FixParam(p, pv[i]))
				}
				found := false
				points(len(c.dims), c.box, func(x []int64) { found = found || oa(c.env(pv, x)) })
				if af.IsEmpty() == found {
					t.Fatalf("case %d IsEmpty(A fixed %v)=%v, brute force found=%v\nA = %s", n, pv, af.IsEmpty(), found, ta)
				}
			}
		}
		if !re.IsEqual(a) {
			t.Fatalf("case %d reparse not equal: %s", n, a)
		}
	}
}

func TestPropertyProjection(t *testing.T) {
	r := newRand(2)
	for n := 0; n < propCases; n++ {
		c := randCase(r)
		if len(c.dims) < 2 {
			continue
		}
		ta, oa := randSet(r, c)
		a := mustParseT(t, ta)
		drop := c.dims[r.Intn(len(c.dims))]
		proj := must(t)(a.ProjectOut(drop))
		di := slices.Index(c.dims, drop)
		for _, pv := range c.pvals {
			want := map[[4]int64]bool{}
			points(len(c.dims), c.box, func(x []int64) {
				if oa(c.env(pv, x)) {
					var k [4]int64
					copy(k[:], slices.Delete(slices.Clone(x), di, di+1))
					want[k] = true
				}
			})
			points(len(c.dims)-1, c.box, func(y []int64) {
				var k [4]int64
				copy(k[:], y)
				if got := proj.Contains(pv, y); got != want[k] {
					t.Fatalf("case %d project %s at %v %v: got %v want %v\nA = %s\nproj = %s", n, drop, pv, y, got, want[k], ta, proj)
				}
			})
		}
	}
}
