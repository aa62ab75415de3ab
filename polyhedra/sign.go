package polyhedra

import (
	"math/big"
	"slices"
)

// The sign of a polynomial difference on a domain, for addMax: two
// candidate maxima nprocs^2 and nprocs on nprocs >= 2, or N·p and N on
// N, p >= 1, differ by a polynomial that is not affine. Shifting every
// parameter by a constant bound of the domain (x = L + y with y >= 0, or
// x = U - y) and finding every coefficient non-negative proves the
// difference non-negative there (nprocs = 2 + y: y^2 + 3y + 2).

// polySignOn switches signOn (its test switches it off).
var polySignOn = true

// maxSignTerms bounds the terms of a difference signOn expands.
const maxSignTerms = 64

// signOn returns 1 when q >= 0 is proved on every point of dom, -1 when
// q <= 0 is, 0 when neither (q without atoms, over dom's parameters).
func (q QPoly) signOn(dom *Set) int {
	if !polySignOn || (len(q.atoms) > 0 && !atomSignOn) || len(q.p.terms) > maxSignTerms || len(dom.parts) == 0 {
		return 0
	}
	pos, neg := true, true
	for _, b := range dom.parts {
		lo, hi := b.paramBounds(q)
		if len(q.atoms) > 0 {
			// The atoms are variables too, within the bounds their
			// arguments' bounds give; relationalSign reads b's rows,
			// which do not name them.
			alo, ahi := q.atomBounds(lo, hi)
			pos = pos && (shiftedSign(q.p, alo, ahi, 1) || q.relaxedSign(b, lo, hi, 1))
			neg = neg && (shiftedSign(q.p, alo, ahi, -1) || q.relaxedSign(b, lo, hi, -1))
			if !pos && !neg {
				return 0
			}
			continue
		}
		pos = pos && (shiftedSign(q.p, lo, hi, 1) || relationalSign(q.p, b, lo, hi, 1))
		neg = neg && (shiftedSign(q.p, lo, hi, -1) || relationalSign(q.p, b, lo, hi, -1))
		if !pos && !neg {
			return 0
		}
	}
	switch {
	case pos:
		return 1
	case neg:
		return -1
	}
	return 0
}

// paramBounds returns constant lower and upper bounds (nil: none found)
// of the parameters q reads on the points of b, from the rational
// Fourier-Motzkin shadow of b onto each (a superset of the projection,
// so its bounds hold).
func (b *BasicSet) paramBounds(q QPoly) (lo, hi []*big.Int) {
	np := b.nParam()
	lo, hi = make([]*big.Int, np), make([]*big.Int, np)
	if b.nDim() != 0 {
		return lo, hi
	}
	rows := b.allIneqs()
	for _, e := range b.eqs {
		rows = append(rows, copyRow(e), negRow(e))
	}
	for v := 0; v < np; v++ {
		if !q.involvesParam(v) {
			continue
		}
		rs := rows
		for k := 1; k < b.ncols(); k++ {
			if k == 1+v {
				continue
			}
			rest, l, u := boundsOf(rs, k)
			rs = append(rest, fmPairs(l, u, k, false)...)
			if len(rs) > 200 {
				rs = nil // give up on this parameter
				break
			}
		}
		for _, r := range rs {
			a, c := r[1+v], r[0]
			switch sign(a) {
			case 1: // a·x + c >= 0: x >= ceil(-c/a)
				l := ceilDivBig(new(big.Int).Neg(c.bigInt()), a.bigInt())
				if lo[v] == nil || l.Cmp(lo[v]) > 0 {
					lo[v] = l
				}
			case -1: // x <= floor(c/-a)
				u := floorDivBig(c.bigInt(), new(big.Int).Neg(a.bigInt()))
				if hi[v] == nil || u.Cmp(hi[v]) < 0 {
					hi[v] = u
				}
			}
		}
	}
	return lo, hi
}

// floorDivBig is floor(a/b) for b > 0 (Euclidean division).
func floorDivBig(a, b *big.Int) *big.Int { return new(big.Int).Div(a, b) }

// ceilDivBig is ceil(a/b) for b > 0.
func ceilDivBig(a, b *big.Int) *big.Int {
	return new(big.Int).Neg(floorDivBig(new(big.Int).Neg(a), b))
}

// shiftedSign reports whether s·p >= 0 is proved by shifting every
// variable p reads by a bound (x = lo + y or x = hi - y, y >= 0): every
// coefficient of the shifted s·p is then non-negative. Variables with
// both bounds try both, up to maxShiftTries combinations.
func shiftedSign(p poly, lo, hi []*big.Int, s int64) bool {
	var vars, both []int
	for v := 0; v < p.nv; v++ {
		if !p.involves(v) {
			continue
		}
		if lo[v] == nil && hi[v] == nil {
			return false
		}
		vars = append(vars, v)
		if lo[v] != nil && hi[v] != nil {
			both = append(both, v)
		}
	}
	tries := 1 << min(len(both), 30)
	if tries > maxShiftTries {
		tries = maxShiftTries
	}
	for try := 0; try < tries; try++ {
		up := map[int]bool{} // the variables shifted from their upper bound
		for i, v := range both {
			up[v] = try>>i&1 == 1
		}
		if shiftedNonNeg(p.scale(big.NewRat(s, 1)), vars, lo, hi, up) {
			return true
		}
	}
	return false
}

// maxShiftTries bounds the combinations of bounds shiftedSign tries.
const maxShiftTries = 16

// shiftedNonNeg shifts the variables vars of r (from hi where up says
// so or there is no lower bound, else from lo) and reports whether every
// coefficient is then non-negative.
func shiftedNonNeg(r poly, vars []int, lo, hi []*big.Int, up map[int]bool) bool {
	for _, v := range vars {
		e := make([]int, r.nv)
		e[v] = 1
		var sub poly
		if lo[v] != nil && !up[v] { // x = lo + y
			sub = newPoly(r.nv, []term{{e, big.NewRat(1, 1)}, {make([]int, r.nv), new(big.Rat).SetInt(lo[v])}})
		} else { // x = hi - y
			sub = newPoly(r.nv, []term{{e, big.NewRat(-1, 1)}, {make([]int, r.nv), new(big.Rat).SetInt(hi[v])}})
		}
		r = r.subst(v, sub)
		if len(r.terms) > 4*maxSignTerms {
			return false
		}
	}
	for _, t := range r.terms {
		if t.c.Sign() < 0 {
			return false
		}
	}
	return true
}

// relationalSign is shiftedSign after one variable is shifted by a bound
// that a row of b gives it in terms of the others (x = rest + y, y >= 0
// the row's slack): (p - k - 2)·b on p >= k + 2, k >= 0, b >= 1 is y·b
// with p = k + 2 + y. The other variables keep their constant bounds
// (they hold for the same points); y has the lower bound 0.
func relationalSign(p poly, b *BasicSet, lo, hi []*big.Int, s int64) bool {
	if len(b.divs) > 0 || b.nDim() != 0 {
		return false
	}
	rows := copyRows(b.ineqs)
	for _, e := range b.eqs {
		rows = append(rows, copyRow(e), negRow(e))
	}
	tried := 0
	for _, r := range rows {
		for v := 0; v < p.nv; v++ {
			c := r[1+v]
			if !p.involves(v) || !(eq64(c, 1) || eq64(c, -1)) {
				continue
			}
			if tried++; tried > maxRelationalTries {
				return false
			}
			// c·x + rest >= 0: x = -rest/c + y/c, y >= 0 the slack.
			ts := []term{}
			e := make([]int, p.nv)
			e[v] = 1
			ts = append(ts, term{e, big.NewRat(c.s, 1)})
			for k, a := range r {
				if k == 1+v || isZero(a) {
					continue
				}
				ek := make([]int, p.nv)
				if k > 0 {
					ek[k-1] = 1
				}
				ts = append(ts, term{ek, new(big.Rat).Neg(new(big.Rat).Quo(ratOf(a), ratOf(c)))})
			}
			q := p.subst(v, newPoly(p.nv, ts))
			l, h := slices.Clone(lo), slices.Clone(hi)
			l[v], h[v] = new(big.Int), nil
			if shiftedSign(q, l, h, s) {
				return true
			}
		}
	}
	return false
}

// maxRelationalTries bounds the rows and variables relationalSign tries.
const maxRelationalTries = 24

// atomSignOn switches signOn's differences with floor atoms (its test
// switches it off): p·e·floor((e - 1)/2) + p·e >= 0 where p, e >= 1.
var atomSignOn = true

// involvesParam reports whether q reads parameter v, directly or in an
// atom.
func (q QPoly) involvesParam(v int) bool {
	if q.p.involves(v) {
		return true
	}
	if len(q.atoms) == 0 {
		return false
	}
	for i, a := range q.atoms {
		if q.p.involves(len(q.params)+i) && !isZero(a.num[1+v]) {
			return true
		}
	}
	return false
}

// atomBounds extends the parameters' bounds lo and hi (nil: none) with
// those of q's atoms floor(a/d), in order (an atom may read earlier
// ones): a's interval from its variables' bounds, divided and rounded
// down (floor is monotone).
func (q QPoly) atomBounds(lo, hi []*big.Int) ([]*big.Int, []*big.Int) {
	np := len(q.params)
	lo, hi = append(slices.Clone(lo), make([]*big.Int, len(q.atoms))...), append(slices.Clone(hi), make([]*big.Int, len(q.atoms))...)
	for i, a := range q.atoms {
		l, h := a.num[0].bigInt(), a.num[0].bigInt()
		for v := 0; v < np+i && (l != nil || h != nil); v++ {
			c := a.num[1+v]
			if isZero(c) {
				continue
			}
			cb := c.bigInt()
			vl, vh := lo[v], hi[v]
			if sign(c) < 0 {
				vl, vh = vh, vl
			}
			if l != nil {
				if vl == nil {
					l = nil
				} else {
					l = new(big.Int).Add(l, new(big.Int).Mul(cb, vl))
				}
			}
			if h != nil {
				if vh == nil {
					h = nil
				} else {
					h = new(big.Int).Add(h, new(big.Int).Mul(cb, vh))
				}
			}
		}
		d := a.den.bigInt()
		if l != nil {
			lo[np+i] = floorDivBig(l, d)
		}
		if h != nil {
			hi[np+i] = floorDivBig(h, d)
		}
	}
	return lo, hi
}

// atomRelaxOn switches relaxedSign (its test switches it off).
var atomRelaxOn = true

// relaxedSign reports whether s·q >= 0 is proved on the points of b (lo
// and hi the parameters' bounds there) once q's atoms, which it reads
// linearly, are replaced by the affine bound on the side that proves
// less (floor(n/d) between (n - d + 1)/d and n/d): p·p/2 + 3·p/2 + 1 -
// 5·floor((p - 2)/2) - 5 is at least p·p/2 - p + 1, positive, where the
// atoms' own bounds leave p unbounded above.
func (q QPoly) relaxedSign(b *BasicSet, lo, hi []*big.Int, s int64) bool {
	if !atomRelaxOn {
		return false
	}
	r, ok := q.relaxAtomsFor(s)
	if !ok {
		return false
	}
	return shiftedSign(r, lo, hi, s) || relationalSign(r, b, lo, hi, s)
}

// relaxAtomsFor returns, over the parameters only, a lower bound of q (s
// = 1) or an upper bound (s = -1) at every parameter value, when each
// atom of q occurs only in terms of degree 1 that read nothing else: an
// atom floor(n/d) with coefficient c is c·(n - d + 1)/d or c·n/d,
// whichever is the bound on that side. An atom's n may read earlier
// atoms, which take its share of their coefficient (atoms are relaxed
// from the last).
func (q QPoly) relaxAtomsFor(s int64) (poly, bool) {
	np := len(q.params)
	if len(q.atoms) == 0 {
		return poly{}, false
	}
	na := len(q.atoms)
	coef := make([]*big.Rat, 1+np+na) // over [const, params, atoms]; params' terms stay in ts
	for i := range coef {
		coef[i] = new(big.Rat)
	}
	var ts []term
	for _, t := range q.p.terms {
		atom := -1
		for i := np; i < len(t.e); i++ {
			if t.e[i] == 0 {
				continue
			}
			if atom >= 0 || t.e[i] != 1 {
				return poly{}, false
			}
			atom = i - np
		}
		if atom < 0 {
			ts = append(ts, term{slices.Clone(t.e[:np]), t.c})
			continue
		}
		for i := 0; i < np; i++ {
			if t.e[i] != 0 {
				return poly{}, false
			}
		}
		coef[1+np+atom].Add(coef[1+np+atom], t.c)
	}
	if !relaxAtomColumns(q.atoms, np, coef, int(s)) {
		return poly{}, false
	}
	return newPoly(np, affineTerms(np, coef, ts)), true
}
