package polyhedra

import (
	"math/big"
	"testing"
)

// maxCase is two candidate maxima on overlapping domains whose
// difference is not affine: a the first value's terms, b the second's,
// over params and atoms (the atoms' definitions in atoms).
type maxCase struct {
	name   string
	params []string
	atoms  []div
	a, b   string // domains
	ta, tb []term
}

func (tc maxCase) sides() (*PwQPoly, *PwQPoly) {
	nv := len(tc.params) + len(tc.atoms)
	q := func(ts []term) QPoly { return QPoly{params: tc.params, atoms: cloneDivs(tc.atoms), p: newPoly(nv, ts)} }
	a := &PwQPoly{Params: tc.params, Exact: true, Pieces: []Piece{{MustParse(tc.a), q(tc.ta)}}}
	b := &PwQPoly{Params: tc.params, Exact: true, Pieces: []Piece{{MustParse(tc.b), q(tc.tb)}}}
	return a, b
}

// checkMax compares a.Max(b) with the maximum of the two at every point
// of a box of parameter values (0 where neither applies, as for counts).
func checkMax(t *testing.T, tc maxCase) *PwQPoly {
	t.Helper()
	a, b := tc.sides()
	m := a.Max(b)
	np := len(tc.params)
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
		got := m.Eval(pv)
		if m.Exact && got.Cmp(want) != 0 || got.Cmp(want) < 0 {
			t.Errorf("%s at %v: max %v, want %v\n%s", tc.name, pv, got, want, m)
		}
	}
	rec(nil)
	return m
}

// factorCases differ by a product of two affine forms whose sign
// changes on the overlap: no shift of the parameters proves a sign, the
// factors' signs split the overlap.
var factorCases = []maxCase{
	// nprocs·N + e and nprocs·e + N: (p - 1)·(N - e).
	{name: "(p - 1)(N - e)", params: []string{"p", "N", "e"},
		a: "[p, N, e] -> { : p >= 1 and N >= 1 and e >= 0 }", b: "[p, N, e] -> { : p >= 1 and N >= 1 and e >= 0 }",
		ta: []term{tm(1, 1, 1, 0), tm(1, 0, 0, 1)}, tb: []term{tm(1, 1, 0, 1), tm(1, 0, 1, 0)}},
	// r·p and r·e: r·(p - e), r >= 0.
	{name: "r (p - e)", params: []string{"r", "p", "e"},
		a: "[r, p, e] -> { : r >= 0 and p >= 1 }", b: "[r, p, e] -> { : r >= 0 and e >= 1 }",
		ta: []term{tm(1, 1, 1, 0)}, tb: []term{tm(1, 1, 0, 1)}},
	// p² - p and 3p: p·(p - 4), the roots of one variable.
	{name: "p (p - 4)", params: []string{"p"},
		a: "[p] -> { : p >= 1 }", b: "[p] -> { : p >= 1 }",
		ta: []term{tm(1, 2), tm(-1, 1)}, tb: []term{tm(3, 1)}},
	// A negative product: 2N - N·p and N·(... ) crossing: N·(2 - p)
	// against 0 where N >= 0 (the constant side bigger from p = 3).
	{name: "-N (p - 2)", params: []string{"N", "p"},
		a: "[N, p] -> { : N >= 0 and p >= 1 }", b: "[N, p] -> { : N >= 0 and p >= 1 }",
		ta: []term{tm(3, 1, 0)}, tb: []term{tm(1, 1, 1), tm(1, 1, 0)}},
	// Halves: (p² - p)/2 and p: p·(p - 3)/2.
	{name: "p (p - 3) / 2", params: []string{"p"},
		a: "[p] -> { : p >= 1 }", b: "[p] -> { : p >= 1 }",
		ta: []term{{[]int{2}, big.NewRat(1, 2)}, {[]int{1}, big.NewRat(-1, 2)}}, tb: []term{tm(1, 1)}},
}

func TestMaxFactoredDifference(t *testing.T) {
	for _, tc := range factorCases {
		if m := checkMax(t, tc); !m.Exact {
			t.Errorf("%s: max %s not exact", tc.name, m)
		}
	}
}

// TestMaxFactoredDifferenceMutation: without the factored split the
// maxima above are bounds (the value split, which also finds the signs
// of these products from a few values of one parameter, off too).
func TestMaxFactoredDifferenceMutation(t *testing.T) {
	defer func(on, vs bool) { factorSplitOn, valueSplitOn = on, vs }(factorSplitOn, valueSplitOn)
	factorSplitOn, valueSplitOn = false, false
	for _, tc := range factorCases {
		if m := checkMax(t, tc); m.Exact {
			t.Errorf("%s: max %s exact without the factored split", tc.name, m)
		}
	}
}

func TestFactor2(t *testing.T) {
	for _, tc := range []struct {
		name string
		nv   int
		ts   []term
		ok   bool
	}{
		{"x y", 2, []term{tm(1, 1, 1)}, true},
		{"(x - 1)(y - z)", 3, []term{tm(1, 1, 1, 0), tm(-1, 1, 0, 1), tm(-1, 0, 1, 0), tm(1, 0, 0, 1)}, true},
		{"x^2 - 4x", 1, []term{tm(1, 2), tm(-4, 1)}, true},
		{"x^2 - 2 (irrational roots)", 1, []term{tm(1, 2), tm(-2, 0)}, false},
		{"x^2 + 1 (no real roots)", 1, []term{tm(1, 2), tm(1, 0)}, false},
		{"x y + 1", 2, []term{tm(1, 1, 1), tm(1, 0, 0)}, false},
		{"x y + z w", 4, []term{tm(1, 1, 1, 0, 0), tm(1, 0, 0, 1, 1)}, false},
		{"x^2 - y^2 (squares of two)", 2, []term{tm(1, 2, 0), tm(-1, 0, 2)}, false},
		{"x^2 y (cubic)", 2, []term{tm(1, 2, 1)}, false},
		{"x + y (affine)", 2, []term{tm(1, 1, 0), tm(1, 0, 1)}, false},
	} {
		q := QPoly{params: make([]string, tc.nv), p: newPoly(tc.nv, tc.ts)}
		f, g, c, ok := q.factor2()
		if ok != tc.ok {
			t.Errorf("%s: factored %v, want %v", tc.name, ok, tc.ok)
			continue
		}
		if ok {
			if prod := affPoly(tc.nv, f).mul(affPoly(tc.nv, g)).scale(c); !polyEqual(prod, q.p) {
				t.Errorf("%s: %v·%v·%v is not q", tc.name, c, f, g)
			}
		}
	}
}

// TestPropertyFactorSplit: on random products of two affine forms in two
// parameters, times a random rational, factorSplit's sets hold exactly
// where the product is >= 0 and < 0.
func TestPropertyFactorSplit(t *testing.T) {
	r := newRand(29)
	params := []string{"x", "y"}
	split := 0
	for n := 0; n < propCases; n++ {
		aff := func() poly {
			row := []Int{i64(int64(r.Intn(7) - 3)), i64(int64(r.Intn(5) - 2)), i64(int64(r.Intn(5) - 2))}
			return affPoly(2, row)
		}
		c := big.NewRat(int64(r.Intn(7)-3), int64(1+r.Intn(3)))
		if c.Sign() == 0 {
			c.SetInt64(1)
		}
		q := QPoly{params: params, p: aff().mul(aff()).scale(c)}
		ge, lt := q.factorSplit(params)
		if ge == nil {
			continue // not quadratic (a zero or constant factor)
		}
		split++
		for x := int64(-5); x <= 5; x++ {
			for y := int64(-5); y <= 5; y++ {
				v := q.Eval([]int64{x, y})
				inGe, inLt := ge.Contains([]int64{x, y}, nil), lt.Contains([]int64{x, y}, nil)
				if inGe != (v.Sign() >= 0) || inLt != (v.Sign() < 0) {
					t.Fatalf("%v at (%d, %d) = %v: in >= 0 %v, in < 0 %v\n%v\n%v", q, x, y, v, inGe, inLt, ge, lt)
				}
			}
		}
	}
	if split < propCases/4 {
		t.Errorf("%d of %d products split", split, propCases)
	}
}

// atomCases differ by a polynomial in floor atoms that shifting the
// parameters and the atoms by their bounds proves signed.
var atomCases = []maxCase{
	// p·e·floor((e - 1)/2) + p·e + 2 and 2 where e >= 1, p >= 2 (the
	// words of a strided loop to one process against a ring shift's).
	{name: "p e floor((e - 1)/2)", params: []string{"p", "e"},
		atoms: []div{{[]Int{i64(-1), i64(0), i64(1), i64(0)}, i64(2)}},
		a:     "[p, e] -> { : p >= 1 and e >= 1 }", b: "[p, e] -> { : p >= 2 and e >= 1 }",
		ta: []term{tm(1, 1, 1, 1), tm(1, 1, 1, 0), tm(2, 0, 0, 0)}, tb: []term{tm(2, 0, 0, 0)}},
}

func TestMaxAtomDifference(t *testing.T) {
	for _, tc := range atomCases {
		if m := checkMax(t, tc); !m.Exact {
			t.Errorf("%s: max %s not exact", tc.name, m)
		}
	}
}

func TestMaxAtomDifferenceMutation(t *testing.T) {
	defer func(on bool) { atomSignOn = on }(atomSignOn)
	atomSignOn = false
	for _, tc := range atomCases {
		if m := checkMax(t, tc); m.Exact {
			t.Errorf("%s: max %s exact without the atoms' bounds", tc.name, m)
		}
	}
}
