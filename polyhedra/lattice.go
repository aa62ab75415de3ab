package polyhedra

import (
	"slices"
)

// maxLatticeOn switches maxLattice off (its test switches it off: the
// maximum of an affine value over a domain whose points are one residue
// class of the maximised variable, `t = 2e` for the even processes, has
// no closed form then).
var maxLatticeOn = true

// maxLatticeResidues bounds the least common multiple of the
// denominators of the divs of the maximised variable: one candidate per
// residue.
const maxLatticeResidues = 8

// maxLattice maximises q, affine in x (index np, the last parameter)
// with a constant coefficient, over the basic set b (x its only set
// variable) whose divs read x: the points are a lattice of x within
// bounds (`t = 2e, e = floor(t/2), 2e + 1 <= nprocs`: the even t below
// nprocs). Bounds of x over the parameters come from b's rows with the
// divs of x eliminated through b's equalities (each a consequence of b,
// so every point of b satisfies them). Where bound u is the least
// (chamber j, as in maxAffineDir), the largest point is u - r for the
// least r in 0..L-1 with u - r in b (L the lcm of the divs'
// denominators): piece r is where u - r is a point of b and no u - r'
// with r' < r is, with the value q(u - r), exact since no point exceeds
// u. The pieces must cover the projection of b onto the parameters in
// the chamber (an emptiness test): where the lattice leaves no point
// within L of u there is no closed form (errNoClosedForm). dir is -1
// when q grows with x, 1 when it does not (x at its least lower bound
// plus r).
func maxLattice(b *BasicSet, q QPoly, np, dir int, m meter) ([]Piece, error) {
	if !maxLatticeOn {
		return nil, errNoClosedForm
	}
	x := b.dimOff()
	lcm := i64(1)
	var xdivs []int
	for i, d := range b.divs {
		if isZero(d.num[x]) {
			continue
		}
		xdivs = append(xdivs, b.divOff()+i)
		g := gcd(lcm, d.den)
		lcm = mul(quo(lcm, g), d.den)
		if l, ok := lcm.int64(); !ok || l > maxLatticeResidues {
			return nil, errNoClosedForm
		}
	}
	if len(xdivs) == 0 {
		return nil, errNoClosedForm
	}
	L, _ := lcm.int64()
	rows := copyRows(b.ineqs)
	eqs := copyRows(b.eqs)
	for _, d := range xdivs {
		// Eliminate column d through an equality that reads it.
		k := slices.IndexFunc(eqs, func(e []Int) bool { return !isZero(e[d]) })
		if k < 0 {
			continue
		}
		e := eqs[k]
		eqs = slices.Delete(eqs, k, k+1)
		elim := func(r []Int) []Int {
			if isZero(r[d]) {
				return r
			}
			s := i64(-1)
			if sign(e[d]) < 0 {
				s = i64(1)
			}
			return combine(abs(e[d]), r, mul(s, r[d]), e)
		}
		for i := range rows {
			rows[i] = elim(rows[i])
		}
		for i := range eqs {
			eqs[i] = elim(eqs[i])
		}
		rows = append(rows, elim(copyRow(e)), elim(negRow(e)))
	}
	for _, e := range eqs {
		rows = append(rows, copyRow(e), negRow(e))
	}
	// The bounds: x's coefficient dir once the row is divided by the gcd
	// of its variables' coefficients, no div.
	var bounds [][]Int
	for _, r := range rows {
		if isZero(r[x]) || sign(r[x]) != dir || !isZeroFrom(r, b.divOff()) {
			continue
		}
		g := rowGCD(r, 1)
		if !eq64(abs(r[x]), 1) {
			if !eq(abs(r[x]), g) {
				continue
			}
			t := make([]Int, len(r))
			t[0] = floorDiv(r[0], g)
			for i := 1; i < len(r); i++ {
				t[i] = quo(r[i], g)
			}
			r = t
		}
		v := copyRow(r)
		v[x] = i64(0)
		if dir == 1 {
			v = negRow(v)
		}
		// x <= v (dir -1) or x >= v (dir 1).
		if !slices.ContainsFunc(bounds, func(w []Int) bool { return rowsEqual(w, v) }) {
			bounds = append(bounds, v)
		}
	}
	if len(bounds) == 0 {
		return nil, errNoClosedForm
	}
	psp := Space{Params: slices.Clone(b.space.Params)}
	// at returns b with x := u - r (dir -1) or u + r, the column of x
	// dropped, and the chamber rows ch added: a set over the parameters.
	at := func(u []Int, r int64, ch [][]Int) (*BasicSet, []Int) {
		s := copyRow(u)
		s[0] = add(s[0], i64(int64(dir)*r))
		nb := b.copy()
		nb.ineqs = append(nb.ineqs, copyRows(ch)...)
		substitute(nb.eqs, x, s)
		substitute(nb.ineqs, x, s)
		for i := range nb.divs {
			substitute([][]Int{nb.divs[i].num}, x, s)
		}
		pb := &BasicSet{space: psp.clone(), eqs: deleteCol(nb.eqs, x), ineqs: deleteCol(nb.ineqs, x)}
		for _, d := range nb.divs {
			pb.divs = append(pb.divs, div{slices.Delete(copyRow(d.num), x, x+1), d.den})
		}
		return pb, s
	}
	var out []Piece
	for j, u := range bounds {
		// Chamber: u is the active bound (ties go to the first).
		var ch [][]Int
		for k, w := range bounds {
			if k == j {
				continue
			}
			r := combine(i64(1), w, i64(-1), u) // w - u >= 0 for upper bounds
			if dir == 1 {
				r = negRow(r)
			}
			if k < j {
				r[0] = sub(r[0], i64(1))
			}
			ch = append(ch, r)
		}
		cb := b.copy()
		cb.ineqs = append(cb.ineqs, copyRows(ch)...)
		m.charge(4)
		proj, err := FromBasic(cb).projectDimsWithin(allTrue(1), psp.clone(), m.left)
		if err != nil {
			panic(tooComplex{})
		}
		if proj.provablyEmpty() {
			continue
		}
		chp := make([][]Int, len(ch))
		for i, r := range ch {
			chp[i] = deleteCol([][]Int{r}, x)[0]
		}
		seen := &Set{space: psp.clone()}
		for r := int64(0); r < L; r++ {
			pb, s := at(u, r, nil)
			pb.ineqs = append(pb.ineqs, copyRows(chp)...)
			if pb = pb.cleanup(); pb == nil || pb.provablyEmpty() {
				continue
			}
			a := ownedSet(pb)
			d := m.subtract(a, seen)
			seen = seen.Union(a)
			if d.provablyEmpty() {
				continue
			}
			ua := make([]Int, 1+len(q.params)+len(q.atoms))
			copy(ua, s[:x])
			val := q
			val.p = q.p.subst(np, affPoly(q.p.nv, ua))
			out = append(out, Piece{d, val.dropTrailingParams(1)})
		}
		m.charge(len(proj.parts) * max(len(seen.parts), 1))
		left := m.subtract(proj, seen)
		if empty, known := left.IsEmptyWithin(latticeEmptyWork); !empty || !known {
			return nil, errNoClosedForm
		}
	}
	return out, nil
}

// latticeEmptyWork bounds the emptiness test of maxLattice's coverage
// (IsEmptyWithin's units).
const latticeEmptyWork = 200000

// latticeMax is maxLattice over every part of dom, for a value affine
// in x with a constant coefficient and no floor of x.
func latticeMax(dom *Set, q QPoly, np int, m meter) ([]Piece, error) {
	for _, a := range q.atoms {
		if !isZero(a.num[1+np]) {
			return nil, errNoClosedForm
		}
	}
	dir := 0
	for _, t := range q.p.terms {
		if t.e[np] == 0 {
			continue
		}
		for i, k := range t.e {
			if (i == np && k != 1) || (i != np && k != 0) {
				return nil, errNoClosedForm
			}
		}
		dir = -1 // upper bounds have coefficient -1 on x
		if t.c.Sign() < 0 {
			dir = 1
		}
	}
	if dir == 0 {
		return nil, errNoClosedForm // not read: the projection is exact
	}
	var out []Piece
	for _, b := range dom.parts {
		ps, err := maxLattice(b, q, np, dir, m)
		if err != nil {
			return nil, err
		}
		out = append(out, ps...)
	}
	return out, nil
}
