package polyhedra

import (
	"math/big"
	"math/rand"
	"slices"
	"sort"
	"strings"
	"testing"
)

// newPolyMap is newPoly as it was first written (a map from key to term,
// then the keys sorted): the definition the faster one must match.
func newPolyMap(nv int, ts []term) poly {
	m := map[string]*term{}
	var keys []string
	for _, t := range ts {
		k := expKey(t.e)
		if o, ok := m[k]; ok {
			o.c = new(big.Rat).Add(o.c, t.c)
			continue
		}
		m[k] = &term{slices.Clone(t.e), new(big.Rat).Set(t.c)}
		keys = append(keys, k)
	}
	sort.Strings(keys)
	p := poly{nv: nv}
	for _, k := range keys {
		if m[k].c.Sign() != 0 {
			p.terms = append(p.terms, *m[k])
		}
	}
	return p
}

// TestNewPolyMatchesMap: newPoly gives newPolyMap's polynomial (terms,
// order, exponents, coefficients, nil for none) on random term lists
// with repeated exponents, cancelling coefficients and exponents of 10 and
// more (whose keys sort as text, not as numbers), and leaves its input
// unchanged.
func TestNewPolyMatchesMap(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	cancelled, merged := 0, 0
	for i := 0; i < 3000; i++ {
		nv := r.Intn(4)
		var ts []term
		for j := r.Intn(8); j > 0; j-- {
			e := make([]int, nv)
			for k := range e {
				e[k] = []int{0, 0, 1, 2, 10, 11}[r.Intn(6)]
			}
			c := big.NewRat(int64(r.Intn(7)-3), int64(1+r.Intn(3)))
			ts = append(ts, term{e, c})
			if r.Intn(4) == 0 { // the same exponents again, maybe cancelling
				ts = append(ts, term{slices.Clone(e), new(big.Rat).Neg(c)})
			}
		}
		before := clonePolyTerms(ts)
		got, want := newPoly(nv, ts), newPolyMap(nv, ts)
		if got.nv != want.nv || (got.terms == nil) != (want.terms == nil) || len(got.terms) != len(want.terms) {
			t.Fatalf("%v: got %v, want %v", ts, got, want)
		}
		for k := range got.terms {
			if !slices.Equal(got.terms[k].e, want.terms[k].e) || got.terms[k].c.Cmp(want.terms[k].c) != 0 {
				t.Fatalf("%v: term %d: got %v, want %v", ts, k, got.terms[k], want.terms[k])
			}
			if cap(got.terms[k].e) != len(got.terms[k].e) {
				t.Fatalf("term %d's exponents have spare capacity: an append would overwrite the next", k)
			}
		}
		for k := range ts {
			if !slices.Equal(ts[k].e, before[k].e) || ts[k].c.Cmp(before[k].c) != 0 {
				t.Fatalf("newPoly changed its input")
			}
		}
		if len(want.terms) < len(ts) {
			merged++
		}
		if len(ts) > 0 && want.terms == nil {
			cancelled++
		}
	}
	if cancelled == 0 || merged == 0 {
		t.Errorf("weak test: %d all-cancelled, %d merged", cancelled, merged)
	}
}

func clonePolyTerms(ts []term) []term {
	out := make([]term, len(ts))
	for i, t := range ts {
		out[i] = term{slices.Clone(t.e), new(big.Rat).Set(t.c)}
	}
	return out
}

// TestCmpExpKey: cmpExpKey orders exponent vectors as their keys compare
// as text, exponents of several digits and vectors of different lengths
// included.
func TestCmpExpKey(t *testing.T) {
	vals := []int{0, 1, 2, 9, 10, 11, 19, 100, 101, 1000}
	r := rand.New(rand.NewSource(5))
	seen := map[int]bool{}
	for i := 0; i < 20000; i++ {
		a, b := make([]int, r.Intn(4)), make([]int, r.Intn(4))
		for k := range a {
			a[k] = vals[r.Intn(len(vals))]
		}
		for k := range b {
			b[k] = vals[r.Intn(len(vals))]
			if k < len(a) && r.Intn(2) == 0 {
				b[k] = a[k]
			}
		}
		want := strings.Compare(expKey(a), expKey(b))
		got := cmpExpKey(a, b)
		if (got < 0) != (want < 0) || (got == 0) != (want == 0) {
			t.Fatalf("cmpExpKey(%v, %v) = %d, keys %q, %q compare %d", a, b, got, expKey(a), expKey(b), want)
		}
		seen[want] = true
	}
	if len(seen) != 3 {
		t.Errorf("weak test: outcomes %v", seen)
	}
}
