package solver

import (
	"math/big"
	"math/rand"
	"testing"
)

// randUnivariate is a random expression of p alone in the fragment plOf
// reads (and, now and then, outside it: a product of two varying
// factors, a ceil).
func randUnivariate(rng *rand.Rand, depth int) *Expr {
	if depth == 0 || rng.Intn(4) == 0 {
		if rng.Intn(2) == 0 {
			return Var("p")
		}
		return Int(int64(rng.Intn(9) - 4))
	}
	sub := func() *Expr { return randUnivariate(rng, depth-1) }
	switch rng.Intn(12) {
	case 0, 1:
		return Add(sub(), sub())
	case 2:
		return Mul(Int(int64(rng.Intn(7)-3)), sub())
	case 3:
		return Mul(Const(big.NewRat(1, int64(rng.Intn(3)+1))), sub())
	case 4, 5:
		return Max(sub(), sub(), sub())
	case 6:
		return Min(sub(), sub())
	case 7:
		return Nat(sub())
	case 8:
		// A p-case indicator times a cost.
		return Mul(Min(Int(1), Nat(Add(Mul(Int(int64(1-2*rng.Intn(2))), Var("p")), Int(int64(rng.Intn(7)-2))))), sub())
	case 9:
		return Mul(sub(), sub())
	case 10:
		return Div(sub(), Int(int64(rng.Intn(3)+1)))
	default:
		return Ceil(Div(sub(), Int(2)))
	}
}

// TestPiecewiseEqual: the pieces plOf computes have e's value at every
// integer of the domain, and plForm's line, max or min of lines too
// (p in -30..40 within the domain).
func TestPiecewiseEqual(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	domains := []plDomain{{lo: 1, hiInf: true}, {loInf: true, hiInf: true}, {lo: 2, hi: 9}, {loInf: true, hi: 3}}
	read, formed := 0, 0
	for i := 0; i < 3000; i++ {
		e := randUnivariate(rng, 4)
		d := domains[i%len(domains)]
		f, ok := plOf(e, "p", d)
		if !ok {
			continue
		}
		read++
		form, isForm := plForm(f, "p")
		if isForm {
			formed++
		}
		for x := int64(-30); x <= 40; x++ {
			if !d.loInf && x < d.lo || !d.hiInf && x > d.hi {
				continue
			}
			env := map[string]*big.Rat{"p": big.NewRat(x, 1)}
			want, _, err := e.Eval(env)
			if err != nil {
				t.Fatal(err)
			}
			got, ok := plValue(f, x)
			if !ok || got.Cmp(want) != 0 {
				t.Fatalf("%s over %+v: pieces give %v at p = %d, want %s", e, d, got, x, want.RatString())
			}
			if isForm {
				v, _, _ := form.Eval(env)
				if v.Cmp(want) != 0 {
					t.Fatalf("%s over %+v: %s is %s at p = %d, want %s", e, d, form, v.RatString(), x, want.RatString())
				}
			}
		}
	}
	t.Logf("%d of 3000 read, %d as a line, max or min", read, formed)
	if read < 1000 || formed < 500 {
		t.Errorf("read %d, formed %d: the generator no longer exercises plOf", read, formed)
	}
}

// plValue is f at x: the line of the piece holding x.
func plValue(f plFunc, x int64) (*big.Rat, bool) {
	for _, p := range f {
		if (p.loInf || p.lo <= x) && (p.hiInf || x <= p.hi) {
			return plAt(p.k, p.c, x), true
		}
	}
	return nil, false
}
