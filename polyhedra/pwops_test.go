package polyhedra

import (
	"math/big"
	"testing"
)

// TestPropertyPwDisjointMax checks Disjoint (same values, pairwise
// disjoint domains) and Max (pointwise maximum of non-negative functions,
// an upper bound when flagged inexact) on counts of random 1-D and 2-D
// sets with parameters, against brute force.
func TestPropertyPwDisjointMax(t *testing.T) {
	r := newRand(21)
	for n := 0; n < propCases/20; n++ {
		c := randCase(r)
		if len(c.params) == 0 {
			continue
		}
		if len(c.dims) > 2 {
			c.dims, c.box = c.dims[:2], 5
		}
		// One part each: counts of unions come by inclusion-exclusion
		// with dozens of pieces, and Disjoint costs a subtraction per
		// pair of pieces.
		ta, oa := randSetN(r, c, 1, 2)
		tb, ob := randSetN(r, c, 1, 2)
		ca, err := mustParseT(t, ta).Count()
		if err != nil {
			t.Fatalf("case %d: %v", n, err)
		}
		cb, err := mustParseT(t, tb).Count()
		if err != nil {
			t.Fatalf("case %d: %v", n, err)
		}
		if testing.Verbose() {
			t.Logf("case %d: %s | %s", n, ta, tb)
		}
		sum := ca.Add(cb) // overlapping pieces by construction
		d := sum.Disjoint()
		for i := range d.Pieces {
			for j := i + 1; j < len(d.Pieces); j++ {
				if !d.Pieces[i].Domain.Intersect(d.Pieces[j].Domain).IsEmpty() {
					t.Fatalf("case %d: pieces %d and %d of %s overlap", n, i, j, d)
				}
			}
		}
		m := ca.Max(cb)
		for _, pv := range c.pvals {
			var na, nb int64
			points(len(c.dims), c.box, func(x []int64) {
				e := c.env(pv, x)
				if oa(e) {
					na++
				}
				if ob(e) {
					nb++
				}
			})
			if got, want := d.Eval(pv), sum.Eval(pv); got.Cmp(want) != 0 {
				t.Fatalf("case %d at %v: Disjoint = %v, want %v\n%s\n%s", n, pv, got, want, sum, d)
			}
			want := big.NewRat(max(na, nb), 1)
			if got := m.Eval(pv); got.Cmp(want) < 0 || (m.Exact && ca.Exact && cb.Exact && got.Cmp(want) != 0) {
				t.Fatalf("case %d at %v: Max = %v (exact %v), want %v\nA = %s\nB = %s\nmax = %s", n, pv, got, m.Exact, want, ta, tb, m)
			}
		}
	}
}
