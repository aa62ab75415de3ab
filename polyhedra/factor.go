package polyhedra

import (
	"math/big"
)

// The sign of a quadratic difference that factors: two candidate maxima
// nprocs·N + e and nprocs·e + N differ by (nprocs - 1)·(N - e), whose
// sign changes with the parameters, so no shift of them proves it (see
// sign.go). A product of two affine forms f·g is >= 0 exactly where f
// and g have the same sign: a union of two polyhedra, which splits the
// overlap of the two candidates exactly, as an affine difference does.

// factorSplitOn switches the split of a factored difference in addMax
// (its test switches it off).
var factorSplitOn = true

// factor2 writes q, of total degree 2 in its variables (parameters and
// atoms), as c·f·g with f and g integer rows over [const, variables]
// (integer-valued wherever the atoms are integers) and c a non-zero
// rational; ok is false when q is not such a product (or not found: a
// quadratic whose every variable in a degree-2 term also has its square
// factors only when it has a single variable). The product is checked
// against q, so a factorisation found is exact.
func (q QPoly) factor2() (f, g []Int, c *big.Rat, ok bool) {
	nv := q.p.nv
	d, ok := denseQuad(q.p)
	if !ok || !d.quadratic() {
		return nil, nil, nil, false
	}
	var fr, gr []*big.Rat // rational rows over [const, variables]
	// A variable in a degree-2 term without its square: q = x·A + B, B
	// free of x, so x is in one factor only and the other is A.
	for x := 0; x < nv && fr == nil; x++ {
		if d.q[x][x].Sign() != 0 || !d.inQuad(x) {
			continue
		}
		A := make([]*big.Rat, 1+nv)
		A[0] = new(big.Rat).Set(d.l[x])
		for y := 0; y < nv; y++ {
			A[1+y] = new(big.Rat).Set(d.q[x][y])
		}
		B := d.without(x)
		h, ok := divAffine(B, A)
		if !ok {
			return nil, nil, nil, false
		}
		h[1+x] = new(big.Rat).Add(h[1+x], big.NewRat(1, 1))
		fr, gr = A, h
	}
	if fr == nil {
		// Only squares: a single variable x, q = a·x² + b·x + e with
		// rational roots.
		x := -1
		for v := 0; v < nv; v++ {
			if d.involves(v) {
				if x >= 0 {
					return nil, nil, nil, false
				}
				x = v
			}
		}
		if x < 0 {
			return nil, nil, nil, false
		}
		a, b, e := d.q[x][x], d.l[x], d.c
		disc := new(big.Rat).Sub(new(big.Rat).Mul(b, b), new(big.Rat).Mul(big.NewRat(4, 1), new(big.Rat).Mul(a, e)))
		s, ok := ratSqrt(disc)
		if !ok {
			return nil, nil, nil, false
		}
		// Roots (-b ± s) / 2a: q = a·(x - r1)·(x - r2).
		two := new(big.Rat).Mul(big.NewRat(2, 1), a)
		r1 := new(big.Rat).Quo(new(big.Rat).Sub(new(big.Rat).Neg(b), s), two)
		r2 := new(big.Rat).Quo(new(big.Rat).Add(new(big.Rat).Neg(b), s), two)
		fr, gr = make([]*big.Rat, 1+nv), make([]*big.Rat, 1+nv)
		for i := range fr {
			fr[i], gr[i] = new(big.Rat), new(big.Rat)
		}
		fr[0].Neg(r1)
		gr[0].Neg(r2)
		fr[1+x].SetInt64(1)
		gr[1+x].SetInt64(1)
		fr[0].Mul(fr[0], a) // a·(x - r1) is the first factor
		fr[1+x].Set(a)
	}
	fi, fs := intRow(fr)
	gi, gs := intRow(gr)
	if fi == nil || gi == nil {
		return nil, nil, nil, false
	}
	// q = f·g / (fs·gs): check it term by term.
	c = new(big.Rat).Inv(new(big.Rat).Mul(fs, gs))
	prod := affPoly(nv, fi).mul(affPoly(nv, gi)).scale(c)
	if !polyEqual(prod, q.p) {
		return nil, nil, nil, false
	}
	return fi, gi, c, true
}

// dense is a polynomial of degree at most 2: c + Σ l[v]·v + Σ_{v<=w}
// q[v][w]·v·w, q symmetric (q[v][w] = q[w][v] holds the coefficient of
// v·w for v != w, q[v][v] that of v²).
type dense struct {
	c *big.Rat
	l []*big.Rat
	q [][]*big.Rat
}

func denseQuad(p poly) (dense, bool) {
	nv := p.nv
	d := dense{c: new(big.Rat), l: make([]*big.Rat, nv), q: make([][]*big.Rat, nv)}
	for v := range d.l {
		d.l[v] = new(big.Rat)
		d.q[v] = make([]*big.Rat, nv)
		for w := range d.q[v] {
			d.q[v][w] = new(big.Rat)
		}
	}
	for _, t := range p.terms {
		var vs []int
		for v, e := range t.e {
			for range e {
				vs = append(vs, v)
			}
		}
		switch len(vs) {
		case 0:
			d.c.Add(d.c, t.c)
		case 1:
			d.l[vs[0]].Add(d.l[vs[0]], t.c)
		case 2:
			v, w := vs[0], vs[1]
			d.q[v][w].Add(d.q[v][w], t.c)
			if v != w {
				d.q[w][v].Add(d.q[w][v], t.c)
			}
		default:
			return d, false
		}
	}
	return d, true
}

func (d dense) quadratic() bool {
	for v := range d.q {
		if d.inQuad(v) {
			return true
		}
	}
	return false
}

func (d dense) inQuad(v int) bool {
	for _, x := range d.q[v] {
		if x.Sign() != 0 {
			return true
		}
	}
	return false
}

func (d dense) involves(v int) bool { return d.l[v].Sign() != 0 || d.inQuad(v) }

// without returns d's terms that do not read x.
func (d dense) without(x int) dense {
	r := dense{c: d.c, l: make([]*big.Rat, len(d.l)), q: make([][]*big.Rat, len(d.q))}
	for v := range d.l {
		r.l[v] = d.l[v]
		r.q[v] = make([]*big.Rat, len(d.q))
		for w := range d.q[v] {
			r.q[v][w] = d.q[v][w]
			if v == x || w == x {
				r.q[v][w] = new(big.Rat)
			}
		}
	}
	r.l[x] = new(big.Rat)
	return r
}

// divAffine returns h affine with B = h·A (A affine over [const,
// variables], not constant); ok is false when A does not divide B.
func divAffine(B dense, A []*big.Rat) ([]*big.Rat, bool) {
	nv := len(B.l)
	y := -1
	for v := 0; v < nv; v++ {
		if A[1+v].Sign() != 0 {
			y = v
			break
		}
	}
	if y < 0 {
		return nil, false
	}
	ay := A[1+y]
	// B = b2·y² + b1·y + b0, A = ay·y + a0, h = h1·y + h0:
	// h1 = b2/ay, h0 = (b1 - h1·a0)/ay, and h0·a0 must be b0 (checked
	// by the caller's product).
	h := make([]*big.Rat, 1+nv)
	for i := range h {
		h[i] = new(big.Rat)
	}
	h1 := new(big.Rat).Quo(B.q[y][y], ay)
	h[1+y].Set(h1)
	// b1 = l[y] + Σ_{v != y} q[y][v]·v (the affine coefficient of y).
	h[0].Sub(B.l[y], new(big.Rat).Mul(h1, A[0]))
	h[0].Quo(h[0], ay)
	for v := 0; v < nv; v++ {
		if v == y {
			continue
		}
		t := new(big.Rat).Sub(B.q[y][v], new(big.Rat).Mul(h1, A[1+v]))
		h[1+v].Quo(t, ay)
	}
	return h, true
}

// intRow scales a rational row by the positive lcm of its denominators
// over the gcd of its numerators: the integer row and the scale s (row =
// s·r); nil for a zero row.
func intRow(r []*big.Rat) ([]Int, *big.Rat) {
	l := big.NewInt(1)
	g := new(big.Int)
	for _, x := range r {
		d := x.Denom()
		l.Mul(l, new(big.Int).Quo(d, new(big.Int).GCD(nil, nil, l, d)))
		g.GCD(nil, nil, g, new(big.Int).Abs(x.Num()))
	}
	if g.Sign() == 0 {
		return nil, nil
	}
	s := new(big.Rat).SetFrac(l, g)
	out := make([]Int, len(r))
	for i, x := range r {
		v := new(big.Rat).Mul(x, s)
		out[i] = fromBig(new(big.Int).Set(v.Num()))
	}
	return out, s
}

// ratSqrt is the rational square root of x >= 0, when it is one.
func ratSqrt(x *big.Rat) (*big.Rat, bool) {
	if x.Sign() < 0 {
		return nil, false
	}
	n, d := new(big.Int).Sqrt(x.Num()), new(big.Int).Sqrt(x.Denom())
	if new(big.Int).Mul(n, n).Cmp(x.Num()) != 0 || new(big.Int).Mul(d, d).Cmp(x.Denom()) != 0 {
		return nil, false
	}
	return new(big.Rat).SetFrac(n, d), true
}

// factorSplit returns where q >= 0 and where q < 0 (over params, q's
// atoms as divs) when q factors (factor2), else nil, nil: c·f·g >= 0
// where f and g have the same sign (c > 0) or opposite signs (c < 0).
// f and g are integer rows over integer points, so f > 0 is f >= 1.
func (q QPoly) factorSplit(params []string) (ge, lt *Set) {
	f, g, c, ok := q.factor2()
	if !ok {
		return nil, nil
	}
	sp := Space{Params: params}
	both := func(a, b []Int) *Set {
		return FromBasic(&BasicSet{space: sp.clone(), divs: cloneDivs(q.atoms), ineqs: [][]Int{copyRow(a), copyRow(b)}})
	}
	pos := func(r []Int) []Int { // r >= 1
		x := copyRow(r)
		x[0] = sub(x[0], i64(1))
		return x
	}
	nonPos := negRow                                      // -r >= 0
	negR := func(r []Int) []Int { return pos(negRow(r)) } // -r >= 1
	same := both(f, g).Union(both(nonPos(f), nonPos(g)))
	opposite := both(pos(f), negR(g)).Union(both(negR(f), pos(g)))
	if c.Sign() > 0 {
		return same, opposite
	}
	// c < 0: q >= 0 where f·g <= 0; q < 0 where f·g > 0.
	sameStrict := both(pos(f), pos(g)).Union(both(negR(f), negR(g)))
	oppositeWeak := both(f, nonPos(g)).Union(both(nonPos(f), g))
	return oppositeWeak, sameStrict
}
