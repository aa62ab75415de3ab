package bspaff

import (
	"errors"
	"strings"
	"testing"

	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// gridQuotient is a Builder.Quotient for the grid x in -9..9, y in 1..9
// (the context of the tests): the range of the C quotient x / d over the
// grid points where cond holds, found by evaluation.
func gridQuotient(t *testing.T, b *Builder) func(cond Conj, x, d Poly) (int64, int64, bool) {
	return func(cond Conj, x, d Poly) (int64, int64, bool) {
		lo, hi, any := int64(0), int64(0), false
		for xv := int64(-9); xv <= 9; xv++ {
			for yv := int64(1); yv <= 9; yv++ {
				val := withDivs(b, xyVals(xv, yv))
				ok := true
				for _, c := range cond {
					v, _ := c.Expr.Eval(val)
					ok = ok && (v == 0 || !c.Eq && v > 0)
				}
				if !ok {
					continue
				}
				xn, _ := x.Eval(val)
				dn, _ := d.Eval(val)
				if dn < 1 {
					t.Fatalf("divisor %s = %d at x=%d y=%d: the test's context has d >= 1", d, dn, xv, yv)
				}
				q := xn / dn // Go's division truncates, as C's
				if !any || q < lo {
					lo = q
				}
				if !any || q > hi {
					hi = q
				}
				any = true
			}
		}
		return lo, hi, true
	}
}

// withDivs extends val to the divs of b (floor divisions of their
// numerators).
func withDivs(b *Builder, val func(*frontend.Object) (int64, bool)) func(*frontend.Object) (int64, bool) {
	var f func(*frontend.Object) (int64, bool)
	f = func(o *frontend.Object) (int64, bool) {
		for _, d := range b.Divs() {
			if d.Var == o {
				n, ok := d.Num.Eval(f)
				q, ok2 := intsem.FloorDiv(n, d.Den)
				return q, ok && ok2
			}
		}
		return val(o)
	}
	return f
}

// TestQuotientBruteForce: with Builder.Quotient giving the quotient's
// range in the context (x in -9..9, y in 1..9), a division or remainder
// by a non-constant divisor is exact there: the set { [x, y, v] : v = e }
// holds exactly the points of the context where e's .bsp value is v.
func TestQuotientBruteForce(t *testing.T) {
	for _, src := range []string{
		"x % (y + 4)", "x / (y + 4)", "(x + 1) % (y + 3)", "(2 * x) % (y + 4)", "(x - 3) / (y + 2)",
		"(x + y - 1) % (y + 4)", "(x % 3) % y", "min(x, y) % (y + 2)", "(y - 1) / y",
	} {
		e, xo, yo := parseWith(t, src)
		b := &Builder{Leaf: func(id *frontend.Ident) (Poly, bool) { return Var(objectOf(id)), true }}
		b.Quotient = gridQuotient(t, b)
		pw, err := b.Aff(e)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		graphExact(t, b, e, xo, yo, pw, 1)
	}
}

// TestQuotientRefused: without Quotient, with a range refused, or one of
// more than maxQuotients values, the division stays non-affine (a
// *NonAffineError naming it), never a partial set of pieces.
func TestQuotientRefused(t *testing.T) {
	tests := []struct {
		name string
		q    func(Conj, Poly, Poly) (int64, int64, bool)
	}{
		{"no Quotient", nil},
		{"refused", func(Conj, Poly, Poly) (int64, int64, bool) { return 0, 0, false }},
		{"too wide", func(Conj, Poly, Poly) (int64, int64, bool) { return 0, maxQuotients, true }},
		{"empty", func(Conj, Poly, Poly) (int64, int64, bool) { return 1, 0, true }},
	}
	for _, tc := range tests {
		e, _, _ := parseWith(t, "(x + 1) % y")
		b := &Builder{Leaf: func(id *frontend.Ident) (Poly, bool) { return Var(objectOf(id)), true }, Quotient: tc.q}
		_, err := b.Aff(e)
		var na *NonAffineError
		if !errors.As(err, &na) || !strings.Contains(na.Reason, "non-constant") {
			t.Errorf("%s: error %v, want a division by a non-constant", tc.name, err)
		}
	}
}

// TestRename: Rename(f, x, z) is f over z instead of x, with the divs of
// x renamed: at every grid point, z satisfies the renamed formula exactly
// when x = z satisfies f.
func TestRename(t *testing.T) {
	c, xo, yo := parseCond(t, "x % 3 == 1 && x / 2 <= y")
	b := &Builder{Leaf: func(id *frontend.Ident) (Poly, bool) { return Var(objectOf(id)), true }}
	f, err := b.Cond(c, false)
	if err != nil {
		t.Fatal(err)
	}
	z := b.NewVar("z")
	g, err := b.Rename(f, xo, z)
	if err != nil {
		t.Fatal(err)
	}
	both, err := And(f, g)
	if err != nil {
		t.Fatal(err)
	}
	set, err := b.Set(&Namer{}, nil, []*frontend.Object{xo, yo, z}, both)
	if err != nil {
		t.Fatal(err)
	}
	for x := int64(-6); x <= 6; x++ {
		for y := int64(-6); y <= 6; y++ {
			for zv := int64(-6); zv <= 6; zv++ {
				want := evalCond(t, c, x, y) && evalCond(t, c, zv, y)
				if got := set.Contains(nil, []int64{x, y, zv}); got != want {
					t.Fatalf("x=%d y=%d z=%d: %v, want %v\n%s", x, y, zv, got, want, set)
				}
			}
		}
	}
}

// graphExact checks that the pieces pw of e hold exactly its .bsp value:
// the set { [x, y, v] : v = e } contains [x, y, c] at every grid point
// (x in -9..9, y in ylo..9) exactly where c is e's value there.
func graphExact(t *testing.T, b *Builder, e frontend.Expr, xo, yo *frontend.Object, pw PwPoly, ylo int64) {
	t.Helper()
	src := frontend.ExprString(e)
	v := b.NewVar("v")
	var f Formula
	for _, p := range pw {
		d, _ := Var(v).Sub(p.Val)
		f = append(f, append(append(Conj{}, p.Cond...), Constraint{Expr: d, Eq: true}))
	}
	set, err := b.Set(&Namer{}, nil, []*frontend.Object{xo, yo, v}, f)
	if err != nil {
		t.Fatalf("%s: %v", src, err)
	}
	for x := int64(-9); x <= 9; x++ {
		for y := ylo; y <= 9; y++ {
			want := eval(t, e, x, y)
			for _, c := range []int64{want - 1, want, want + 1} {
				if got := set.Contains(nil, []int64{x, y, c}); got != (c == want) {
					t.Fatalf("%s at x=%d y=%d: v=%d in set: %v, want %v\n%s", src, x, y, c, got, c == want, set)
				}
			}
		}
	}
}
