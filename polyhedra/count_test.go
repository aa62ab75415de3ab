package polyhedra

import (
	"math/big"
	"testing"
)

func TestCountSmoke(t *testing.T) {
	for _, src := range []string{
		"[n] -> { [i] : 0 <= i < n }",
		"[n] -> { [i, j] : 0 <= i < n and 0 <= j <= i }",
		"[n] -> { [i] : 0 <= i < n and i mod 2 = 0 }",
		"[n] -> { [i] : 0 <= 3i < n }",
		"[p, i] -> { [s, t] : 0 <= s < p and t = s - i and s >= i }",
		"[n, m] -> { [i, j] : 0 <= i < n and 0 <= j < m and 2j <= i }",
	} {
		s := MustParse(src)
		pw, err := s.Count()
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		t.Logf("%s\n   count = %s", src, pw)
	}
}

func TestPropertyCount(t *testing.T) {
	r := newRand(3)
	n := propCases / 2
	for i := 0; i < n; i++ {
		c := randCase(r)
		// Counting is parametric and its chamber decomposition grows
		// quickly with dimension and constraints: keep cases small.
		if len(c.dims) > 3 {
			c.dims, c.box = c.dims[:3], 4
		}
		if len(c.dims) == 3 && len(c.params) == 2 {
			c.params = c.params[:1]
			for k := range c.pvals {
				c.pvals[k] = c.pvals[k][:1]
			}
		}
		ta, oa := randSetN(r, c, 2, 2)
		a := mustParseT(t, ta)
		pw, err := a.Count()
		if err != nil {
			t.Fatalf("case %d count %s: %v", i, ta, err)
		}
		for _, pv := range c.pvals {
			var want int64
			points(len(c.dims), c.box, func(x []int64) {
				if oa(c.env(pv, x)) {
					want++
				}
			})
			if got := pw.Eval(pv); got.Cmp(big.NewRat(want, 1)) != 0 {
				t.Fatalf("case %d count at %v: got %v want %d\nA = %s\n  = %s\ncount = %s", i, pv, got, want, ta, a, pw)
			}
		}
	}
}

// TestCountFallbackIsUpperBound forces the work limit so that Count falls
// back to its box bound, and checks the bound against brute force.
func TestCountFallbackIsUpperBound(t *testing.T) {
	defer func(n int) { countNodeLimit = n }(countNodeLimit)
	countNodeLimit = 2
	r := newRand(7)
	inexact := 0
	for i := 0; i < propCases/10; i++ {
		c := randCase(r)
		if len(c.dims) > 3 {
			c.dims, c.box = c.dims[:3], 4
		}
		ta, oa := randSetN(r, c, 2, 2)
		pw, err := mustParseT(t, ta).Count()
		if err != nil {
			continue // the projections themselves may exceed the limit
		}
		if !pw.Exact {
			inexact++
		}
		for _, pv := range c.pvals {
			var want int64
			points(len(c.dims), c.box, func(x []int64) {
				if oa(c.env(pv, x)) {
					want++
				}
			})
			got := pw.Eval(pv)
			if got.Cmp(big.NewRat(want, 1)) < 0 || (pw.Exact && got.Cmp(big.NewRat(want, 1)) != 0) {
				t.Fatalf("case %d at %v: got %v (exact %v), brute force %d\n%s\n%s", i, pv, got, pw.Exact, want, ta, pw)
			}
		}
	}
	if inexact == 0 {
		t.Errorf("no case exercised the fallback")
	}
	t.Logf("%d inexact results", inexact)
}

// TestPropertyCountWide counts larger random sets (up to 4 variables, 2
// parameters, 2 pieces, 2 extra constraints each).
func TestPropertyCountWide(t *testing.T) {
	r := newRand(9)
	for i := 0; i < propCases/7; i++ {
		c := randCase(r)
		ta, oa := randSetN(r, c, 2, 3)
		pw, err := mustParseT(t, ta).Count()
		if err != nil {
			t.Fatalf("case %d count %s: %v", i, ta, err)
		}
		for _, pv := range c.pvals {
			var want int64
			points(len(c.dims), c.box, func(x []int64) {
				if oa(c.env(pv, x)) {
					want++
				}
			})
			got := pw.Eval(pv)
			if got.Cmp(big.NewRat(want, 1)) < 0 || (pw.Exact && got.Cmp(big.NewRat(want, 1)) != 0) {
				t.Fatalf("case %d at %v: got %v (exact %v) want %d\n%s", i, pv, got, pw.Exact, want, ta)
			}
		}
	}
}
