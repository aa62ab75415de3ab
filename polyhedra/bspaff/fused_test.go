package bspaff

import (
	"math"
	"math/rand"
	"testing"

	"bspcost/frontend"
)

// TestAddConstIsAdd checks that AddConst is Add of Const: the same
// polynomial, and an overflow error exactly when that has one, on random
// polynomials and constants with extreme values among small ones.
func TestAddConstIsAdd(t *testing.T) {
	vars := []*frontend.Object{{Name: "a", ID: 1}, {Name: "b", ID: 2}}
	coefs := []int64{0, 1, -1, 2, -3, 7, math.MaxInt64, math.MinInt64, math.MaxInt64 - 1, math.MinInt64 + 1}
	r := rand.New(rand.NewSource(1))
	errs, zeros := 0, 0
	for i := 0; i < 5000; i++ {
		p := randPoly(r, vars, coefs)
		k := coefs[r.Intn(len(coefs))]
		if r.Intn(4) == 0 {
			k = -p.ConstValue() // the constant cancels
		}
		want, wantErr := p.Add(Const(k))
		got, gotErr := p.AddConst(k)
		if (wantErr != nil) != (gotErr != nil) {
			t.Fatalf("(%s) + %d: error %v, want %v", p, k, gotErr, wantErr)
		}
		if wantErr != nil {
			errs++
			continue
		}
		if want.String() != got.String() || len(want.terms) != len(got.terms) {
			t.Errorf("(%s) + %d = %s, want %s", p, k, got, want)
		}
		if want.ConstValue() == 0 && p.ConstValue() != 0 {
			zeros++
		}
	}
	if errs == 0 || zeros == 0 {
		t.Errorf("weak test: %d overflows, %d cancelled constants", errs, zeros)
	}
}

// TestAddConstLeavesOperand: AddConst returns a new polynomial; p keeps its
// constant.
func TestAddConstLeavesOperand(t *testing.T) {
	a := &frontend.Object{Name: "a", ID: 1}
	p, _ := Var(a).Add(Const(3))
	before := p.String()
	for _, k := range []int64{-3, 4, 0} {
		if _, err := p.AddConst(k); err != nil {
			t.Fatal(err)
		}
		if p.String() != before {
			t.Fatalf("AddConst(%d) changed its operand: %s, was %s", k, p, before)
		}
	}
}

// TestCombineIsScaleAdd checks that Combine(a, p, b, q) is
// p.Scale(a).Add(q.Scale(b)): the same polynomial, and an overflow error
// exactly when that has one.
func TestCombineIsScaleAdd(t *testing.T) {
	vars := []*frontend.Object{{Name: "a", ID: 1}, {Name: "b", ID: 2}}
	coefs := []int64{0, 1, -1, 2, -3, 7, math.MaxInt64, math.MinInt64, math.MaxInt64 - 1, math.MinInt64 + 1, 1 << 32, -(1 << 32)}
	r := rand.New(rand.NewSource(2))
	poly := func() Poly { return randPoly(r, vars, coefs) }
	errs, cancels := 0, 0
	for i := 0; i < 5000; i++ {
		p, q := poly(), poly()
		a, b := coefs[r.Intn(len(coefs))], coefs[r.Intn(len(coefs))]
		if r.Intn(3) == 0 {
			q, b = p, -a // every term cancels
		}
		want, wantErr := func() (Poly, error) {
			x, err := p.Scale(a)
			if err != nil {
				return Poly{}, err
			}
			y, err := q.Scale(b)
			if err != nil {
				return Poly{}, err
			}
			return x.Add(y)
		}()
		got, gotErr := Combine(a, p, b, q)
		if (wantErr != nil) != (gotErr != nil) {
			t.Fatalf("%d*(%s) + %d*(%s): error %v, want %v", a, p, b, q, gotErr, wantErr)
		}
		if wantErr != nil {
			errs++
			continue
		}
		if want.String() != got.String() || len(want.terms) != len(got.terms) {
			t.Errorf("%d*(%s) + %d*(%s) = %s, want %s", a, p, b, q, got, want)
		}
		if len(want.terms) == 0 && len(p.terms) > 0 {
			cancels++
		}
	}
	if errs == 0 || cancels == 0 {
		t.Errorf("weak test: %d overflows, %d cancelled sums", errs, cancels)
	}
}
