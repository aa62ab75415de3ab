package solver

import (
	"math/big"
	"math/rand"
	"testing"
)

// sameExpr reports whether a and b are the same tree (constants equal as
// rationals).
func sameExpr(a, b *Expr) bool {
	if a.Op != b.Op || a.Name != b.Name || len(a.Args) != len(b.Args) {
		return false
	}
	if a.Op == OpConst && a.Val.Cmp(b.Val) != 0 {
		return false
	}
	for i := range a.Args {
		if !sameExpr(a.Args[i], b.Args[i]) {
			return false
		}
	}
	return true
}

// TestLinFastPaths: Lin.Expr builds, and Lin.String prints, exactly what
// the simplifying constructors give (linExprSlow), on random linear forms
// with integer and fractional, positive and negative coefficients of
// magnitude one and more, with and without a constant.
func TestLinFastPaths(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	names := []string{"A", "B", "C", "X1", "X10", "X2", "p", "N"}
	rat := func() *big.Rat {
		num := []int64{-7, -3, -2, -1, 1, 1, 2, 3, 5, 1 << 40}[r.Intn(10)]
		den := []int64{1, 1, 1, 2, 3, 4, 6}[r.Intn(7)]
		return big.NewRat(num, den)
	}
	for i := 0; i < 20000; i++ {
		l := NewLin(new(big.Rat))
		if r.Intn(3) > 0 {
			l.Const = rat()
		}
		for j, n := 0, r.Intn(4); j < n; j++ {
			setCoef(&l, names[r.Intn(len(names))], rat())
		}
		slow := linExprSlow(l)
		if got, want := l.String(), slow.String(); got != want {
			t.Fatalf("%v: String %q, want %q", l.Terms, got, want)
		}
		if fast := l.Expr(); !sameExpr(fast, slow) {
			t.Fatalf("%v: Expr %s, want %s", l.Terms, fast, slow)
		}
	}
}

// TestRatCmp checks ratCmp against big.Rat.Cmp on integers and fractions of
// both signs, including the zero value (denominator 1 unset).
func TestRatCmp(t *testing.T) {
	vals := []*big.Rat{new(big.Rat), big.NewRat(0, 1), big.NewRat(1, 1), big.NewRat(-1, 1), big.NewRat(2, 1),
		big.NewRat(1, 2), big.NewRat(-1, 2), big.NewRat(3, 2), big.NewRat(4, 2), big.NewRat(-7, 3),
		new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(1), 100))}
	for _, a := range vals {
		for _, b := range vals {
			if got, want := ratCmp(a, b), a.Cmp(b); got != want {
				t.Errorf("ratCmp(%s, %s) = %d, want %d", a, b, got, want)
			}
		}
	}
}

// setCoef sets the coefficient of v in l (which owns its terms) to k, as
// an assignment to a map of coefficients would (k zero: v goes).
func setCoef(l *Lin, v string, k *big.Rat) {
	if o := l.Coef(v); o != nil {
		l.addTerm(ratMinusOne, o, v)
	}
	l.addTerm(ratOne, k, v)
}
