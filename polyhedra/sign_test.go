package polyhedra

import (
	"math/big"
	"strconv"
	"strings"
	"testing"
)

// signCases are pairs of values whose difference is a polynomial that
// is not affine, on overlapping domains: Max compares them by the sign
// of the difference (signOn), exactly.
var signCases = []struct {
	name   string
	params []string
	a, b   string // domains
	ta, tb []term
}{
	// nprocs^2 and nprocs, p >= 2 and p >= 1.
	{"p^2 vs p", []string{"p"}, "[p] -> { : p >= 2 }", "[p] -> { : p >= 1 }",
		[]term{tm(1, 2)}, []term{tm(1, 1)}},
	// N·p and N on N, p >= 1; the second reaches further (p >= 0).
	{"N p vs N", []string{"N", "p"}, "[N, p] -> { : N >= 1 and p >= 1 }", "[N, p] -> { : N >= 1 and p >= 0 }",
		[]term{tm(1, 1, 1)}, []term{tm(1, 1, 0)}},
	// e·(n - 1) and e on n >= 2, e >= 1, the bound from n >= t + 2 and
	// t >= 0 (an implied bound, found by projection).
	{"e(n - 1) vs e", []string{"n", "e", "t"}, "[n, e, t] -> { : t >= 0 and n >= t + 2 and e >= 1 }", "[n, e, t] -> { : t >= 0 and n >= t + 1 and e >= 1 }",
		[]term{tm(1, 1, 1, 0), tm(-1, 0, 1, 0)}, []term{tm(1, 0, 1, 0)}},
	// A relational bound: (p - k - 1)·b and b on p >= k + 2, k >= 0,
	// b >= 1 differ by (p - k - 2)·b, y·b with p = k + 2 + y.
	{"(p - k - 1) b vs b", []string{"p", "b", "k"}, "[p, b, k] -> { : k >= 0 and p >= k + 2 and b >= 1 }", "[p, b, k] -> { : k >= 0 and p >= k + 2 and b >= 1 }",
		[]term{tm(1, 1, 1, 0), tm(-1, 0, 1, 1), tm(-1, 0, 1, 0)}, []term{tm(1, 0, 1, 0)}},
	// An upper bound: (5 - x)^2 = x^2 - 10x + 25 against 3 on x <= 2.
	{"below 2", []string{"x"}, "[x] -> { : -3 <= x <= 2 }", "[x] -> { : -3 <= x <= 2 }",
		[]term{tm(1, 2), tm(-10, 1), tm(25, 0)}, []term{tm(3, 0)}},
}

func tm(c int64, e ...int) term { return term{e, big.NewRat(c, 1)} }

func TestMaxPolynomialDifference(t *testing.T) {
	for _, tc := range signCases {
		np := len(tc.params)
		a := &PwQPoly{Params: tc.params, Exact: true, Pieces: []Piece{{MustParse(tc.a), QPoly{params: tc.params, p: newPoly(np, tc.ta)}}}}
		b := &PwQPoly{Params: tc.params, Exact: true, Pieces: []Piece{{MustParse(tc.b), QPoly{params: tc.params, p: newPoly(np, tc.tb)}}}}
		m := a.Max(b)
		if !m.Exact {
			t.Errorf("%s: max %s not exact", tc.name, m)
		}
		var rec func(pv []int64)
		rec = func(pv []int64) {
			if len(pv) < np {
				for v := int64(-4); v <= 7; v++ {
					rec(append(pv, v))
				}
				return
			}
			want := new(big.Rat)
			if v := a.Eval(pv); v.Cmp(want) > 0 {
				want = v
			}
			if v := b.Eval(pv); v.Cmp(want) > 0 {
				want = v
			}
			if got := m.Eval(pv); got.Cmp(want) != 0 {
				t.Errorf("%s at %v: max %v, want %v\n%s", tc.name, pv, got, want, m)
			}
		}
		rec(nil)
	}
}

// TestMaxPolynomialDifferenceMutation: without signOn the maxima above
// are sums (inexact). The factored split is off too: it splits some of
// them (N·p - N = N·(p - 1)) by the factors' signs.
func TestMaxPolynomialDifferenceMutation(t *testing.T) {
	defer func(on, f bool) { polySignOn, factorSplitOn = on, f }(polySignOn, factorSplitOn)
	polySignOn, factorSplitOn = false, false
	exact := 0
	for _, tc := range signCases {
		np := len(tc.params)
		a := &PwQPoly{Params: tc.params, Exact: true, Pieces: []Piece{{MustParse(tc.a), QPoly{params: tc.params, p: newPoly(np, tc.ta)}}}}
		b := &PwQPoly{Params: tc.params, Exact: true, Pieces: []Piece{{MustParse(tc.b), QPoly{params: tc.params, p: newPoly(np, tc.tb)}}}}
		if a.Max(b).Exact {
			exact++
		}
	}
	if exact > 0 {
		t.Errorf("%d maxima exact without the sign test", exact)
	}
}

// TestPropertySignOn: on random polynomials of degree 2 in two
// parameters and random domains (bounds and a random constraint), a sign
// signOn claims holds at every point of the domain in a box.
func TestPropertySignOn(t *testing.T) {
	r := newRand(17)
	claims := 0
	for n := 0; n < propCases; n++ {
		var ts []term
		for _, e := range [][]int{{0, 0}, {1, 0}, {0, 1}, {2, 0}, {1, 1}, {0, 2}} {
			if r.Intn(2) == 0 {
				ts = append(ts, term{e, big.NewRat(int64(r.Intn(9)-3), 1)})
			}
		}
		q := QPoly{params: []string{"a", "b"}, p: newPoly(2, ts)}
		cons := []string{"a >= " + strconv.Itoa(r.Intn(7)-3), "b >= " + strconv.Itoa(r.Intn(7)-3)}
		if r.Intn(2) == 0 {
			cons = append(cons, "a <= "+strconv.Itoa(r.Intn(7)))
		}
		if r.Intn(2) == 0 {
			cons = append(cons, "b <= a + "+strconv.Itoa(r.Intn(5)))
		}
		src := "[a, b] -> { : " + strings.Join(cons, " and ") + " }"
		dom := MustParse(src)
		s := q.signOn(dom)
		if s == 0 {
			continue
		}
		claims++
		for a := int64(-12); a <= 12; a++ {
			for b := int64(-12); b <= 12; b++ {
				if !dom.Contains([]int64{a, b}, nil) {
					continue
				}
				if v := q.Eval([]int64{a, b}); v.Sign()*s < 0 {
					t.Fatalf("case %d: %s on %s: sign %d claimed, %v at (%d, %d)", n, q, src, s, v, a, b)
				}
			}
		}
	}
	t.Logf("%d signs claimed", claims)
}
