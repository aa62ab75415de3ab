package solver

import (
	"math/big"
	"math/rand"
	"testing"
)

// randRounded is randUnivariate with floors and ceilings of p/k and k/p.
func randRounded(rng *rand.Rand, depth int) *Expr {
	sub := func() *Expr { return randRounded(rng, depth-1) }
	if depth > 0 {
		switch rng.Intn(8) {
		case 0:
			return Floor(Div(Var("p"), Int(int64(rng.Intn(3)+2))))
		case 1:
			return Ceil(Div(Int(int64(rng.Intn(9)-2)), Var("p")))
		case 2:
			return Mul(sub(), Floor(Div(Int(int64(rng.Intn(5))), Var("p"))))
		case 3:
			return Mul(sub(), sub())
		}
	}
	return randUnivariate(rng, depth)
}

// TestUniEventual: the eventual polynomial of each residue class is the
// expression's value from its threshold on (30 points past it).
func TestUniEventual(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	read := 0
	for i := 0; i < 3000; i++ {
		e := randRounded(rng, 4)
		l, ok := uniPeriod(e, "p")
		if !ok {
			continue
		}
		for r := int64(0); r < l; r++ {
			p, t0, ok := uniEventual(e, "p", l, r)
			if !ok {
				continue
			}
			read++
			if t0 < -5 {
				t0 = -5
			}
			for u := t0; u < t0+30; u++ {
				x := l*u + r
				want, _, err := e.Eval(map[string]*big.Rat{"p": big.NewRat(x, 1)})
				if err != nil {
					t.Fatal(err)
				}
				got := new(big.Rat)
				pow := big.NewRat(1, 1)
				for _, c := range p {
					got.Add(got, new(big.Rat).Mul(c, pow))
					pow = new(big.Rat).Mul(pow, big.NewRat(u, 1))
				}
				if got.Cmp(want) != 0 {
					t.Fatalf("%s at p = %d (L = %d, t = %d from %d): polynomial %v is %s, the expression %s", e, x, l, u, t0, p, got.RatString(), want.RatString())
				}
			}
		}
	}
	if read < 1000 {
		t.Errorf("only %d classes read", read)
	}
}

// TestUniDominatedEqual: a max or min of random expressions of p, with
// the arguments uniDominated drops, keeps its value at p = 1..60.
func TestUniDominatedEqual(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	facts := []Fact{{L: Add(Var("p"), Int(-1))}}
	dropped := 0
	for i := 0; i < 600; i++ {
		args := []*Expr{randRounded(rng, 3), randRounded(rng, 3), randRounded(rng, 3)}
		var e *Expr
		if i%2 == 0 {
			e = &Expr{Op: OpMax, Args: args}
		} else {
			e = &Expr{Op: OpMin, Args: args}
		}
		s := &simplifier{names: map[string]string{}}
		for _, f := range facts {
			s.base = append(s.base, Cons{L: s.lin(f.L), Eq: f.Eq})
		}
		d := make([]bool, len(args))
		if s.uniDominated(args, d, e.Op == OpMin) == 0 {
			continue
		}
		dropped++
		var keep []*Expr
		for j, a := range args {
			if !d[j] {
				keep = append(keep, a)
			}
		}
		g := &Expr{Op: e.Op, Args: keep}
		for x := int64(1); x <= 60; x++ {
			env := map[string]*big.Rat{"p": big.NewRat(x, 1)}
			a, _, err1 := e.Eval(env)
			b, _, err2 := g.Eval(env)
			if err1 != nil || err2 != nil || a.Cmp(b) != 0 {
				t.Fatalf("%s is not %s at p = %d: %v, %v", e, g, x, a, b)
			}
		}
	}
	if dropped < 50 {
		t.Errorf("only %d maxima or minima lost an argument", dropped)
	}
}
