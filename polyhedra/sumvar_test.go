package polyhedra

import (
	"math/big"
	"math/rand"
	"slices"
	"testing"
)

// TestSumVarRows: sumVarRowsW's product for a polynomial without the
// summed variable is sumVarW's polynomial, term for term, for the same
// work charged; with the variable it is sumVarW itself. Random
// polynomials (1, constants, terms without and with x_k) and bounds
// (some constants 1, so that lo - 1's constant vanishes).
func TestSumVarRows(t *testing.T) {
	r := rand.New(rand.NewSource(12))
	const nv = 4
	row := func(k int) []Int {
		out := make([]Int, 1+nv)
		for i := range out {
			if i != k+1 && r.Intn(2) == 0 {
				out[i] = i64(int64(r.Intn(7) - 3))
			}
		}
		if r.Intn(4) == 0 {
			out[0] = i64(1)
		}
		return out
	}
	randPoly := func(k int, withK bool) poly {
		var ts []term
		for n := r.Intn(4); n >= 0; n-- {
			e := make([]int, nv)
			for i := range e {
				if (i != k || withK) && r.Intn(3) == 0 {
					e[i] = r.Intn(3)
				}
			}
			ts = append(ts, term{e, big.NewRat(int64(r.Intn(9)-4), int64(1+r.Intn(3)))})
		}
		return newPoly(nv, ts)
	}
	same := func(a, b poly) bool {
		return a.nv == b.nv && slices.EqualFunc(a.terms, b.terms, func(x, y term) bool {
			return slices.Equal(x.e, y.e) && x.c.Cmp(y.c) == 0
		})
	}
	shortcuts := 0
	for i := 0; i < 500; i++ {
		k := r.Intn(nv)
		p := randPoly(k, i%3 == 0)
		if i%5 == 1 {
			p = constPoly(nv, big.NewRat(1, 1))
		}
		lo, hi := row(k), row(k)
		w1, w2 := 1<<40, 1<<40
		got := p.sumVarRowsW(k, lo, hi, meter{left: &w1})
		want := p.sumVarW(k, affPoly(nv, lo), affPoly(nv, hi), meter{left: &w2})
		if !same(got, want) {
			t.Fatalf("sum over x%d of %v from %v to %v: %v, want %v", k, p, lo, hi, got, want)
		}
		if w1 != w2 {
			t.Fatalf("sum over x%d of %v from %v to %v: charged %d units, sumVarW %d", k, p, lo, hi, 1<<40-w1, 1<<40-w2)
		}
		if !p.involves(k) {
			shortcuts++
		}
	}
	if shortcuts < 100 {
		t.Fatalf("only %d sums took the product", shortcuts)
	}
}
