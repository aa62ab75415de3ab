package polyhedra

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"bspcost/budget"
)

// noAtoms reports whether pw has no floor in a value or a domain.
func noAtoms(pw *PwQPoly) bool {
	for _, pc := range pw.Pieces {
		if len(pc.Value.atoms) > 0 {
			return false
		}
		for _, b := range pc.Domain.parts {
			if len(b.divs) > 0 {
				return false
			}
		}
	}
	return true
}

// TestPwRelaxAtoms: the relaxation of counts with floors (residues of the
// parameters) is an upper bound without floors, and a tight one where
// the exact count is one value in each residue.
func TestPwRelaxAtoms(t *testing.T) {
	tests := []struct {
		set  string
		want string // the relaxed bound at p = 1..8, as a function of p
		at   func(p int64) *big.Rat
	}{
		// The even processes: floor((p + 1)/2) <= (p + 1)/2.
		{"[p] -> { [x] : 0 <= x < p and exists (k : x = 2k) }", "(p+1)/2", func(p int64) *big.Rat { return big.NewRat(p+1, 2) }},
		// One point when p is even, two when p is odd: at most 2.
		{"[p] -> { [x] : 0 <= x <= 1 and exists (k : p = 2k) and x = 0 or 0 <= x <= 1 and exists (k : p = 2k + 1) }", "2", func(int64) *big.Rat { return big.NewRat(2, 1) }},
	}
	for _, tc := range tests {
		n, err := MustParse(tc.set).Count()
		if err != nil {
			t.Fatal(err)
		}
		r, ok := n.RelaxAtoms(1<<20, nil)
		if !ok {
			t.Fatalf("%s: count %s not relaxed", tc.set, n)
		}
		if !noAtoms(r) || r.Exact {
			t.Errorf("%s: relaxed %s has floors or is exact", tc.set, r)
		}
		for p := int64(1); p <= 8; p++ {
			got, exact := r.Eval([]int64{p}), n.Eval([]int64{p})
			if got.Cmp(exact) < 0 || got.Cmp(tc.at(p)) != 0 {
				t.Errorf("%s at p=%d: relaxed %s = %s, want %s (the count is %s)", tc.set, p, r, got.RatString(), tc.want, exact.RatString())
			}
		}
	}
}

// TestPropertyRelaxAtoms: on sums of counts of random sets (pieces that
// overlap and add up), RelaxAtoms is at least the brute-force value at
// every parameter point, without floors.
func TestPropertyRelaxAtoms(t *testing.T) {
	r := newRand(29)
	relaxed := 0
	for n := 0; n < propCases/20; n++ {
		c := randCase(r)
		if len(c.params) == 0 {
			continue
		}
		if len(c.dims) > 2 {
			c.dims, c.box = c.dims[:2], 5
		}
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
		sum := ca.Add(cb)
		rx, ok := sum.RelaxAtoms(1<<20, nil)
		if !ok {
			continue
		}
		relaxed++
		if !noAtoms(rx) {
			t.Fatalf("case %d: %s has floors", n, rx)
		}
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
			if got := rx.Eval(pv); got.Cmp(big.NewRat(na+nb, 1)) < 0 {
				t.Fatalf("case %d at %v: relaxed %s = %s below %d\nA = %s\nB = %s\nsum = %s", n, pv, rx, got.RatString(), na+nb, ta, tb, sum)
			}
		}
	}
	if relaxed == 0 {
		t.Fatal("no case relaxed")
	}
	t.Logf("%d cases relaxed", relaxed)
}

// TestMaxOverWithin: with enough work, the maximum of MaxOver; with too
// little, no closed form (never a partial maximum).
func TestMaxOverWithin(t *testing.T) {
	m := MustParse("[p, N] -> { [s] -> [t] : 0 <= s < p and 0 <= t < p and (t = s + 1 or 2t = s) }")
	per, err := m.domainAsParams().Count()
	if err != nil {
		t.Fatal(err)
	}
	want, err := per.MaxOver(1)
	if err != nil {
		t.Fatal(err)
	}
	b := budget.New(context.Background(), time.Time{}, 0)
	got, err := per.MaxOverWithin(1, b.Pool(1<<20))
	if err != nil {
		t.Fatal(err)
	}
	if b.Used() == 0 {
		t.Error("MaxOverWithin charged its budget nothing")
	}
	for p := int64(1); p <= 9; p++ {
		if a, b := got.Eval([]int64{p, 0}), want.Eval([]int64{p, 0}); a.Cmp(b) != 0 {
			t.Errorf("p=%d: MaxOverWithin %s, MaxOver %s", p, a.RatString(), b.RatString())
		}
	}
	if _, err := per.MaxOverWithin(1, b.Pool(1)); !errors.Is(err, errNoClosedForm) || !errors.Is(err, errWorkLimit) {
		t.Errorf("MaxOverWithin(1, 1) = %v, want no closed form within its work limit", err)
	}
}
