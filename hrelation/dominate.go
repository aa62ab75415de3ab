package hrelation

import (
	"math/big"
	"slices"

	"bspcost/budget"
	"bspcost/polyhedra"
)

// maxOf returns max(a, b) for non-negative a and b. polyhedra's Max is
// exact when the two differ by an affine amount; the one-phase
// broadcast's (p - 1)·N out and N in differ by (p - 2)·N. dominates
// settles such cases first: when each has a single non-zero piece on the
// same domain and one minus the other is a polynomial with non-negative
// coefficients once every parameter is shifted by its lower bound on
// the domain, that one is the maximum. The maximum's work ends with bud,
// the analysis's budget (nil: none), as it ends past maxSidesWork.
func maxOf(a, b *polyhedra.PwQPoly, bud *budget.Budget) *polyhedra.PwQPoly {
	// The tests of dominates that do not depend on the direction, once:
	// the domains' equality is a subtraction each way.
	pa, ok1 := nonZero(a)
	pb, ok2 := nonZero(b)
	if ok1 && ok2 && len(pa.Value.Atoms()) == 0 && len(pb.Value.Atoms()) == 0 &&
		(pa.Domain.NumParts() == 1 && a.Exact || pb.Domain.NumParts() == 1 && b.Exact) &&
		pa.Domain.IsEqual(pb.Domain) {
		if a.Exact && pa.Domain.NumParts() == 1 && (shiftedNonNegative(a, pa, pb) || factoredNonNegative(a, pa, pb)) {
			return a
		}
		if b.Exact && pb.Domain.NumParts() == 1 && (shiftedNonNegative(b, pb, pa) || factoredNonNegative(b, pb, pa)) {
			return b
		}
	}
	if !maxSidesWithinOn {
		return a.Max(b)
	}
	if m, ok := a.MaxWithin(b, maxSidesWork, bud); ok {
		return m
	}
	// Splitting the two sides' pieces into disjoint ones (subtractions
	// that multiply parts) past its work: their sum bounds the maximum
	// of counts.
	sum := a.Add(b)
	sum.Exact = false
	return sum
}

// maxSidesWork bounds the work of maxOf's maximum (MaxWithin's units):
// the maxima of generated programs' sides need a few hundred; guards over
// residues of the parameters made some run for minutes.
var maxSidesWork = 4000

// maxSidesWithinOn switches maxOf's work limit (its test switches it
// off).
var maxSidesWithinOn = true

// nonZero returns the only piece of pw whose value is not the constant 0.
func nonZero(pw *polyhedra.PwQPoly) (polyhedra.Piece, bool) {
	var out polyhedra.Piece
	n := 0
	for _, pc := range pw.Pieces {
		if c, ok := pc.Value.IsConstant(); ok && c.Sign() == 0 {
			continue
		}
		out = pc
		n++
	}
	return out, n == 1
}

// dominates reports whether a >= b everywhere (see maxOf); false when it
// cannot tell.
func dominates(a, b *polyhedra.PwQPoly) bool {
	pa, ok1 := nonZero(a)
	pb, ok2 := nonZero(b)
	if !ok1 || !ok2 || !a.Exact || !pa.Domain.IsEqual(pb.Domain) {
		return false
	}
	if len(pa.Value.Atoms()) > 0 || len(pb.Value.Atoms()) > 0 {
		return false
	}
	if pa.Domain.NumParts() != 1 {
		return false
	}
	return shiftedNonNegative(a, pa, pb) || factoredNonNegative(a, pa, pb)
}

// factorDominateOn switches factoredNonNegative (its test switches it
// off).
var factorDominateOn = true

// factoredNonNegative is the other last test of dominates(a, b): pa - pb
// is v·q, v a parameter and q affine, both at least 0 on pa's domain (one
// part, without atoms). Trisolve's step k: process k sends (p - 1 - k)·b
// and receives b where k <= p - 2, so the difference is b·(p - k - 2),
// which no shift of the parameters by their lower bounds shows (p's
// lower bound is k + 2, not a constant).
func factoredNonNegative(a *polyhedra.PwQPoly, pa, pb polyhedra.Piece) bool {
	if !factorDominateOn {
		return false
	}
	np := len(a.Params)
	var d polyTerms
	for _, t := range pa.Value.Terms() {
		d.add(t.Exp[:np], t.Coef, false)
	}
	for _, t := range pb.Value.Terms() {
		d.add(t.Exp[:np], t.Coef, true)
	}
	d = slices.DeleteFunc(d, func(t polyTerm) bool { return t.c.Sign() == 0 })
	if len(d) == 0 {
		return true
	}
	// atLeast0 reports whether row (constant, then the parameters) is
	// at least 0 on the domain (nonNegative, on row scaled to integers).
	atLeast0 := func(row []*big.Rat) bool {
		den := commonDenom(row)
		num := make([]*big.Int, len(row))
		for i, x := range row {
			num[i] = new(big.Int).Mul(x.Num(), new(big.Int).Quo(den, x.Denom()))
		}
		return nonNegative(num, np, pa.Domain)
	}
next:
	for v := 0; v < np; v++ {
		q := make([]*big.Rat, np+1)
		for i := range q {
			q[i] = new(big.Rat)
		}
		for _, t := range d {
			if t.e[v] == 0 {
				continue next
			}
			deg, at := 0, -1
			for i, e := range t.e {
				if i == v {
					e--
				}
				deg += e
				if e > 0 {
					at = i
				}
			}
			switch {
			case deg == 0:
				q[0].Add(q[0], t.c)
			case deg == 1:
				q[at+1].Add(q[at+1], t.c)
			default:
				continue next
			}
		}
		vr := make([]*big.Rat, np+1)
		for i := range vr {
			vr[i] = new(big.Rat)
		}
		vr[v+1].SetInt64(1)
		if atLeast0(vr) && atLeast0(q) {
			return true
		}
	}
	return false
}

// shiftedNonNegative is the last test of dominates(a, b), for a's and
// b's non-zero pieces pa and pb (on equal domains of one part, without
// atoms): pa - pb has non-negative coefficients once every parameter is
// shifted by its lower bound on pa's domain.
func shiftedNonNegative(a *polyhedra.PwQPoly, pa, pb polyhedra.Piece) bool {
	parts := pa.Domain.Parts()
	np := len(a.Params)
	// Lower bounds of the parameters: rows c·x + k >= 0 with one variable.
	lo := make([]*big.Int, np)
	_, ineqs, divs := parts[0].Constraints()
	if len(divs) > 0 {
		return false
	}
	for _, r := range ineqs {
		v, nz := -1, 0
		for i := 1; i < len(r) && i <= np; i++ {
			if r[i].Sign() != 0 {
				v, nz = i-1, nz+1
			}
		}
		if nz != 1 || r[v+1].Sign() < 0 {
			continue
		}
		// x >= ceil(-k / c).
		c, k := r[v+1], new(big.Int).Neg(r[0])
		q := new(big.Int).Div(new(big.Int).Add(k, new(big.Int).Sub(c, big.NewInt(1))), c)
		if lo[v] == nil || q.Cmp(lo[v]) > 0 {
			lo[v] = q
		}
	}
	// d = a - b, as terms (exponent vector, coefficient): a few terms,
	// found by a linear search (maps of keys were most of maxOf's bytes).
	var d polyTerms
	for _, t := range pa.Value.Terms() {
		d.add(t.Exp[:np], t.Coef, false)
	}
	for _, t := range pb.Value.Terms() {
		d.add(t.Exp[:np], t.Coef, true)
	}
	// Shift every variable with a non-zero degree: x = lo + y, y >= 0.
	for v := 0; v < np; v++ {
		used := false
		for _, t := range d {
			if t.e[v] > 0 && t.c.Sign() != 0 {
				used = true
			}
		}
		if !used {
			continue
		}
		if lo[v] == nil {
			return false
		}
		var nd polyTerms
		for _, t := range d {
			if t.c.Sign() == 0 {
				continue
			}
			// (lo + y)^n = sum C(n, i) lo^(n-i) y^i.
			n := t.e[v]
			if n == 0 { // lo^0: the term as it is
				nd.add(t.e, t.c, false)
				continue
			}
			for i := 0; i <= n; i++ {
				coef := new(big.Rat).SetInt(new(big.Int).Mul(new(big.Int).Binomial(int64(n), int64(i)), new(big.Int).Exp(lo[v], big.NewInt(int64(n-i)), nil)))
				coef.Mul(coef, t.c)
				ne := append([]int(nil), t.e...)
				ne[v] = i
				nd.addOwn(ne, coef)
			}
		}
		d = nd
	}
	for _, t := range d {
		if t.c.Sign() < 0 {
			return false
		}
	}
	return true
}

// polyTerms is a polynomial as a list of terms of distinct exponents.
type polyTerms []polyTerm

type polyTerm struct {
	e []int
	c *big.Rat // the list's own
}

// add adds c (negated when neg) times the monomial e (copied).
func (d *polyTerms) add(e []int, c *big.Rat, neg bool) {
	x := new(big.Rat).Set(c)
	if neg {
		x.Neg(x)
	}
	d.addOwn(append([]int(nil), e...), x)
}

// addOwn adds c times the monomial e, both the list's own from then on.
func (d *polyTerms) addOwn(e []int, c *big.Rat) {
	for _, t := range *d {
		if slices.Equal(t.e, e) {
			t.c.Add(t.c, c)
			return
		}
	}
	*d = append(*d, polyTerm{e, c})
}
