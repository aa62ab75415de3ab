package polyhedra

import (
	"bytes"
	"math/big"
	"slices"
	"strconv"
	"sync"

	"bspcost/budget"
)

// poly is a multivariate polynomial with rational coefficients over nv
// variables, kept as a sorted list of terms with nonzero coefficients.
type term struct {
	e []int
	c *big.Rat
}

type poly struct {
	nv    int
	terms []term
}

func expKey(e []int) string {
	var buf [64]byte
	return string(appendExpKey(buf[:0], e))
}

// appendExpKey appends e's key ("2,0,1,") to b.
func appendExpKey(b []byte, e []int) []byte {
	for _, v := range e {
		b = strconv.AppendInt(b, int64(v), 10)
		b = append(b, ',')
	}
	return b
}

// cmpExpKey compares exponent vectors as their keys
// (expKey: "2,0,10,") compare as text, without building them: the first
// differing exponents decide, as the texts "x," and "y," of the two
// compare (',' sorts before the digits, so "1," < "10,"; one vector a
// prefix of the other: the shorter first).
func cmpExpKey(a, b []int) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if x, y := a[i], b[i]; x != y {
			return cmpDecComma(x, y)
		}
	}
	return len(a) - len(b) // a prefix key sorts first
}

// cmpDecComma compares the texts strconv.Itoa(x)+"," and
// strconv.Itoa(y)+",".
func cmpDecComma(x, y int) int {
	if x >= 0 && x < 10 && y >= 0 && y < 10 {
		return x - y // one digit each: the digits decide
	}
	var bx, by [24]byte
	sx := append(strconv.AppendInt(bx[:0], int64(x), 10), ',')
	sy := append(strconv.AppendInt(by[:0], int64(y), 10), ',')
	return bytes.Compare(sx, sy)
}

// newPoly makes the polynomial of the terms ts: terms with the same
// exponents added, zero ones dropped, sorted by their keys (expKey). The
// result has its own copies of the exponents; a coefficient to which no
// other term was added is shared, as everywhere in this package a term's
// coefficient is never modified once it is in a term (operations make
// new ones).
//
// It sorts the terms' indexes by key (stable: the first of equal terms
// gives the exponents, as a map from key to term did) and copies the
// exponents into one slice (each term's a capped piece of it): counting
// makes a polynomial at every substitution and summation, and a map, a
// key builder, a term and an exponent slice per term were a tenth of the
// allocations of hrelation's counts (TestNewPolyMatchesMap).
func newPoly(nv int, ts []term) poly {
	p := poly{nv: nv}
	if len(ts) == 0 {
		return p
	}
	n := 0
	for _, t := range ts {
		n += len(t.e)
	}
	idx := make([]int, len(ts))
	for i := range idx {
		idx[i] = i
	}
	// By key, compared without building the keys (cmpExpKey).
	slices.SortStableFunc(idx, func(a, b int) int { return cmpExpKey(ts[a].e, ts[b].e) })
	exps := make([]int, 0, n)
	p.terms = make([]term, 0, len(ts))
	for i := 0; i < len(idx); {
		first := ts[idx[i]]
		c := first.c // shared: a term's coefficient is never modified
		j := i + 1
		for ; j < len(idx) && slices.Equal(ts[idx[j]].e, first.e); j++ {
			if j == i+1 {
				c = new(big.Rat).Set(c) // this call's own
			}
			c.Add(c, ts[idx[j]].c)
		}
		i = j
		if c.Sign() == 0 {
			continue
		}
		at := len(exps)
		exps = append(exps, first.e...)
		p.terms = append(p.terms, term{exps[at:len(exps):len(exps)], c})
	}
	if len(p.terms) == 0 {
		p.terms = nil // as a map's empty key list gave
	}
	return p
}

// mulRat returns a·b, one of them itself when the other is 1 (most
// coefficients of counting are; terms share coefficients, see newPoly).
func mulRat(a, b *big.Rat) *big.Rat {
	switch {
	case isOne(b):
		return a
	case isOne(a):
		return b
	}
	return new(big.Rat).Mul(a, b)
}

// isOne reports whether x is 1, without allocating.
func isOne(x *big.Rat) bool {
	if !x.IsInt() {
		return false
	}
	n := x.Num()
	return n.IsInt64() && n.Int64() == 1
}

func constPoly(nv int, c *big.Rat) poly {
	return newPoly(nv, []term{{make([]int, nv), c}})
}

func (p poly) isZero() bool { return len(p.terms) == 0 }

func (p poly) add(q poly) poly { return newPoly(p.nv, append(slices.Clone(p.terms), q.terms...)) }

func (p poly) scale(c *big.Rat) poly {
	var ts []term
	for _, t := range p.terms {
		ts = append(ts, term{t.e, new(big.Rat).Mul(t.c, c)})
	}
	return newPoly(p.nv, ts)
}

func (p poly) mul(q poly) poly { return p.mulW(q, meter{}) }

// mulW is mul charged to m: one unit per exponent entry of every product
// term, before the work is done.
func (p poly) mulW(q poly, m meter) poly {
	m.charge(len(p.terms) * len(q.terms) * (p.nv + 1))
	var ts []term
	for _, a := range p.terms {
		for _, b := range q.terms {
			e := make([]int, p.nv)
			for i := range e {
				e[i] = a.e[i] + b.e[i]
			}
			ts = append(ts, term{e, mulRat(a.c, b.c)})
		}
	}
	return newPoly(p.nv, ts)
}

// affPoly turns an affine row over columns (col 0 constant, col i is
// variable i-1) into a polynomial.
func affPoly(nv int, r []Int) poly {
	var ts []term
	for i, v := range r {
		if isZero(v) {
			continue
		}
		e := make([]int, nv)
		if i > 0 {
			e[i-1] = 1
		}
		ts = append(ts, term{e, ratOf(v)})
	}
	return newPoly(nv, ts)
}

func (p poly) pow(e int, m meter) poly {
	r := constPoly(p.nv, big.NewRat(1, 1))
	for ; e > 0; e-- {
		r = r.mulW(p, m)
	}
	return r
}

// meter charges polynomial arithmetic to a work budget: counting's
// summations multiply polynomials whose size grows with every summed
// variable, and that work must end within the limits of CountWith like
// the emptiness tests. A zero meter charges nothing.
type meter struct {
	left *int
	// stop, when not nil, is the analysis's budget: its end stops the
	// work as the units' end does.
	stop *budget.Budget
}

// charge takes n units off the budget and stops the summation (a
// tooComplex panic, recovered by countRecover) once it is spent or
// m.stop has run out.
func (m meter) charge(n int) {
	if stopped(m.stop) {
		panic(tooComplex{})
	}
	if m.left == nil {
		return
	}
	*m.left -= n
	if *m.left < 0 {
		panic(tooComplex{})
	}
}

// subst replaces variable k by the polynomial q.
func (p poly) subst(k int, q poly) poly { return p.substW(k, q, meter{}) }

// substW is subst charged to m. The products are collected and
// normalised once (adding them one by one re-sorts the growing sum at
// every term: quadratic in the size of the result).
func (p poly) substW(k int, q poly, m meter) poly {
	// The powers of q by degree (most substitutions are of degree one).
	var pows []poly
	var have []bool
	ts := make([]term, 0, len(p.terms)*max(1, len(q.terms)))
	for _, t := range p.terms {
		d := t.e[k]
		if d == 0 {
			ts = append(ts, t)
			continue
		}
		for len(pows) <= d {
			pows, have = append(pows, poly{}), append(have, false)
		}
		if !have[d] {
			if d == 1 {
				// q.pow(1) is 1·q: q itself (a poly is in newPoly's
				// normal form, which mulW would rebuild), with the
				// charge that mulW makes.
				m.charge(len(q.terms) * (p.nv + 1))
				pows[d] = q
			} else {
				pows[d] = q.pow(d, m)
			}
			have[d] = true
		}
		qp := pows[d]
		m.charge(len(qp.terms) * (p.nv + 1))
		// The exponents of this term's products in one block (newPoly
		// copies them into the result).
		es := make([]int, len(qp.terms)*p.nv)
		for j, b := range qp.terms {
			e := es[j*p.nv : (j+1)*p.nv : (j+1)*p.nv]
			for i := range e {
				e[i] = t.e[i] + b.e[i]
			}
			e[k] = b.e[k]
			ts = append(ts, term{e, mulRat(t.c, b.c)})
		}
	}
	m.charge(len(ts) * (p.nv + 1))
	return newPoly(p.nv, ts)
}

func (p poly) addVar() poly {
	var ts []term
	for _, t := range p.terms {
		ts = append(ts, term{append(slices.Clone(t.e), 0), t.c})
	}
	return newPoly(p.nv+1, ts)
}

func (p poly) degreeIn(k int) int {
	d := 0
	for _, t := range p.terms {
		d = max(d, t.e[k])
	}
	return d
}

func (p poly) eval(x []*big.Rat) *big.Rat {
	s := new(big.Rat)
	for _, t := range p.terms {
		v := new(big.Rat).Set(t.c)
		for i, e := range t.e {
			for ; e > 0; e-- {
				v.Mul(v, x[i])
			}
		}
		s.Add(s, v)
	}
	return s
}

// faulhaber[e] holds the coefficients (by power of n) of
// sum_{x=0}^{n} x^e, a polynomial of degree e+1.
// The cache is shared by concurrent callers, hence the mutex; cached
// coefficient slices are never modified after being stored.
var (
	faulhaberMu    sync.Mutex
	faulhaberCache [][]*big.Rat
)

func faulhaber(e int) []*big.Rat {
	faulhaberMu.Lock()
	defer faulhaberMu.Unlock()
	for len(faulhaberCache) <= e {
		d := len(faulhaberCache)
		// (n+1)^{d+1} = sum_{k=0}^{d} C(d+1,k) F_k(n)
		c := make([]*big.Rat, d+2)
		for i := range c {
			c[i] = new(big.Rat)
		}
		for i := 0; i <= d+1; i++ {
			c[i].SetInt(new(big.Int).Binomial(int64(d+1), int64(i)))
		}
		for k := 0; k < d; k++ {
			b := new(big.Rat).SetInt(new(big.Int).Binomial(int64(d+1), int64(k)))
			for i, v := range faulhaberCache[k] {
				c[i].Sub(c[i], new(big.Rat).Mul(b, v))
			}
		}
		inv := big.NewRat(1, int64(d+1))
		for i := range c {
			c[i].Mul(c[i], inv)
		}
		faulhaberCache = append(faulhaberCache, c)
	}
	return faulhaberCache[e]
}

// sumVar returns sum_{x_k = lo}^{hi} p for polynomials lo, hi not
// involving x_k: S(hi) - S(lo - 1) where S(n) = sum_{x=0}^{n} p. The
// identity holds for all integers lo <= hi + 1.
func (p poly) sumVar(k int, lo, hi poly) poly { return p.sumVarW(k, lo, hi, meter{}) }

// sumVarW is sumVar charged to m.
func (p poly) sumVarW(k int, lo, hi poly, m meter) poly {
	// S(n) as a polynomial with x_k standing for n.
	var ts []term
	for _, t := range p.terms {
		fs := faulhaber(t.e[k])
		es := make([]int, len(fs)*p.nv) // the exponents of t's terms
		for i, f := range fs {
			if f.Sign() == 0 {
				continue
			}
			e2 := es[i*p.nv : (i+1)*p.nv : (i+1)*p.nv]
			copy(e2, t.e)
			e2[k] = i
			ts = append(ts, term{e2, mulRat(t.c, f)})
		}
	}
	m.charge(len(ts) * (p.nv + 1))
	s := newPoly(p.nv, ts)
	lm1 := lo.add(constPoly(p.nv, big.NewRat(-1, 1)))
	// S(hi) - S(lo - 1): the terms of S(hi) and the negated ones of
	// S(lo - 1) normalised once (what add of scale(-1) gives: a
	// normalised polynomial negated term by term stays normalised).
	a, b := s.substW(k, hi, m), s.substW(k, lm1, m)
	rs := make([]term, 0, len(a.terms)+len(b.terms))
	rs = append(rs, a.terms...)
	for _, t := range b.terms {
		rs = append(rs, term{t.e, new(big.Rat).Neg(t.c)})
	}
	return newPoly(p.nv, rs)
}

// sumVarRowsW is sumVarW of the affine rows lo and hi (over columns,
// as affPoly reads them). When p does not involve x_k (counting's first
// summation of every chamber: p is 1), the sum is p·(hi - lo + 1), made
// as that product: sumVarW's Faulhaber polynomial and its two
// substitutions were a tenth of hrelation's bytes. The same polynomial
// (newPoly's normal form) for the same work charged to m
// (TestSumVarRows).
func (p poly) sumVarRowsW(k int, lo, hi []Int, m meter) poly {
	if p.involves(k) {
		return p.sumVarW(k, affPoly(p.nv, lo), affPoly(p.nv, hi), m)
	}
	// sumVarW's charges: S has two terms per term of p (F_0(n) = n + 1);
	// each substitution charges q once, once per term of degree one,
	// then its result's terms (those of degree zero, and one per term of
	// q for each of degree one).
	nv1, t := p.nv+1, len(p.terms)
	nh, nl := nonZeros(hi), nonZeros(lo[1:])
	if !isZero(sub(lo[0], i64(1))) {
		nl++ // lo - 1's constant
	}
	work := 2 * t * nv1
	for _, q := range []int{nh, nl} {
		if t > 0 {
			work += q * nv1
		}
		work += t*q*nv1 + (t+t*q)*nv1
	}
	m.charge(work)
	r := combine(i64(1), hi, i64(-1), lo)
	r[0] = add(r[0], i64(1))
	n := affPoly(p.nv, r)
	ts := make([]term, 0, len(p.terms)*len(n.terms))
	es := make([]int, cap(ts)*p.nv)
	for _, a := range p.terms {
		for _, b := range n.terms {
			e := es[:p.nv:p.nv]
			es = es[p.nv:]
			for i := range e {
				e[i] = a.e[i] + b.e[i]
			}
			ts = append(ts, term{e, mulRat(a.c, b.c)})
		}
	}
	return newPoly(p.nv, ts)
}

// nonZeros is the number of non-zero entries of r.
func nonZeros(r []Int) int {
	n := 0
	for _, v := range r {
		if !isZero(v) {
			n++
		}
	}
	return n
}

// involves reports whether variable k occurs in p.
func (p poly) involves(k int) bool { return p.degreeIn(k) > 0 }
