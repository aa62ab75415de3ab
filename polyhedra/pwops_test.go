package polyhedra

import (
	"fmt"
	"math/big"
	"testing"

	gocmp "github.com/google/go-cmp/cmp"
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
		if w, ok := ca.MaxWithin(cb, 1<<30, nil); !ok || w.String() != m.String() {
			t.Fatalf("case %d: MaxWithin without a limit = %v (ok %v), Max = %s", n, w, ok, m)
		}
		if w, ok := ca.MaxWithin(cb, 0, nil); ok && w.String() != m.String() {
			t.Fatalf("case %d: MaxWithin(0) = %s, Max = %s", n, w, m)
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

// TestPropertyUpperBound checks UpperBound on counts of random sets
// bounded in a box (so bounded in the parameters): never below the count
// at parameter values from -8 to 8.
func TestPropertyUpperBound(t *testing.T) {
	r := newRand(31)
	found, total := 0, 0
	for n := 0; n < propCases/10; n++ {
		c := randCase(r)
		if len(c.dims) > 2 {
			c.dims, c.box = c.dims[:2], 4
		}
		src, o := randSetN(r, c, 2, 3)
		cnt, err := mustParseT(t, src).Count()
		if err != nil {
			t.Fatalf("case %d %s: %v", n, src, err)
		}
		limit := int64(1)
		for range c.dims {
			limit *= 2*c.box + 1
		}
		total++
		ub, ok := cnt.UpperBound(limit, 100000, nil)
		if !ok {
			continue
		}
		found++
		var pvs [][]int64
		switch len(c.params) {
		case 0:
			pvs = [][]int64{nil}
		case 1:
			for p := int64(-8); p <= 8; p++ {
				pvs = append(pvs, []int64{p})
			}
		case 2:
			for p := int64(-8); p <= 8; p++ {
				for q := int64(-8); q <= 8; q++ {
					pvs = append(pvs, []int64{p, q})
				}
			}
		}
		best := int64(0)
		for _, pv := range pvs {
			best = max(best, c.count(pv, o))
		}
		if ub < best {
			t.Fatalf("case %d %s: UpperBound %d below the count %d\n%s", n, src, ub, best, cnt)
		}
	}
	t.Logf("%d of %d counts bounded", found, total)
}

// TestUpperBound: a number of processes bounded by cases of the
// parameters (a fan: 2 senders per receiver, or nprocs where nprocs <= 2),
// against enumeration.
func TestUpperBound(t *testing.T) {
	tests := []struct {
		set  string
		want int64
		ok   bool
	}{
		// Senders s with s / 2 = t, maximised over t.
		{"[n, t] -> { [s] : 0 <= s < n and 0 <= t < n and 2t <= s <= 2t + 1 }", 2, true},
		// Unbounded: the senders of 0 are all n processes.
		{"[n, t] -> { [s] : 0 <= s < n and t = 0 }", 0, false},
		// n up to 5 senders.
		{"[n, t] -> { [s] : 0 <= s < n and t = 0 and n <= 5 }", 5, true},
	}
	for _, tc := range tests {
		cnt, err := mustParseT(t, tc.set).Count()
		if err != nil {
			t.Fatalf("%s: %v", tc.set, err)
		}
		m, err := cnt.MaxOver(1)
		if err != nil {
			t.Fatalf("%s: %v", tc.set, err)
		}
		got, ok := m.UpperBound(64, 100000, nil)
		if ok != tc.ok || ok && got != tc.want {
			t.Errorf("%s: UpperBound = %d, %v; want %d, %v\nmax %s", tc.set, got, ok, tc.want, tc.ok, m)
		}
	}
	// A value with a floor: 2 + n mod 2 points, up to 3.
	cnt, err := mustParseT(t, "[n] -> { [s] : 0 <= s <= 1 + (n mod 2) and 0 <= n <= 9 }").Count()
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := cnt.UpperBound(64, 100000, nil); !ok || got != 3 {
		t.Errorf("2 + n mod 2: UpperBound = %d, %v; want 3, true\ncount %s", got, ok, cnt)
	}
	// The least bound, not the limit: 3 is past a limit of 2.
	if _, ok := cnt.UpperBound(2, 100000, nil); ok {
		t.Errorf("2 + n mod 2: bounded by 2")
	}
}

// TestDisjointWithin: the disjoint form of a few overlapping pieces is
// Disjoint's; that of eight pieces on independent half-spaces (2^8
// overlaps) is past the limits: false, and the pieces as they were.
func TestDisjointWithin(t *testing.T) {
	params := []string{"a", "b", "c", "d", "e", "f", "g", "h"}
	sumOf := func(n int) *PwQPoly {
		var sum *PwQPoly
		for _, v := range params[:n] {
			c, err := MustParse(fmt.Sprintf("[a, b, c, d, e, f, g, h] -> { [x] : 0 <= x <= %s }", v)).Count()
			if err != nil {
				t.Fatal(err)
			}
			if sum == nil {
				sum = c
			} else {
				sum = sum.Add(c)
			}
		}
		return sum
	}
	small := sumOf(2)
	d, ok := small.DisjointWithin(nil)
	if !ok {
		t.Fatalf("two pieces: past the limits")
	}
	if diff := gocmp.Diff(small.Disjoint().String(), d.String()); diff != "" {
		t.Errorf("two pieces (-Disjoint +DisjointWithin):\n%s", diff)
	}
	large := sumOf(8)
	d, ok = large.DisjointWithin(nil)
	if ok {
		t.Fatalf("eight pieces on independent half-spaces: within the limits (%d pieces)", len(d.Pieces))
	}
	if d != large {
		t.Errorf("past the limits: not the pieces as they were")
	}
}
