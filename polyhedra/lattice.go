package polyhedra

import (
	"math/big"
	"slices"
)

// latticeOn switches latticeParts (its test switches it off).
var latticeOn = true

// maxLatticeModulus bounds the residues latticeParts splits a part into:
// the generated programs' lattices are of 2 to 4 (pid even, pid = 3k +
// 1); each residue is a part to maximise.
const maxLatticeModulus = 12

// latticeParts rewrites a domain part in which the maximised variable x
// (parameter np, the part's only set variable) appears in a div (the
// even processes, `exists e: x = 2e`) or in an atom of the value (a
// count's parity, floor((s - 2)/2) + floor((4 - s)/2)) as one part per
// residue r of x modulo M, the lcm of those divs' and atoms'
// denominators: with x = M·y + r each such div or atom is y times an
// integer plus one without y, so the part is an interval of y again,
// which maxAffine1 and scaledBounds maximise (the largest even x below p
// is 2·floor((p - 1)/2)), and the value is affine in y where it was in x
// and its atoms. The value is q with M·y + r for x; y keeps x's column.
// ok is false when neither the part nor the value has such a div, M is
// past maxLatticeModulus, or a div's coefficient of y is not an integer.
func latticeParts(b *BasicSet, q QPoly, np int) (parts []*BasicSet, vals []QPoly, ok bool) {
	if !latticeOn {
		return nil, nil, false
	}
	x, off := b.dimOff(), b.divOff()
	inv := make([]bool, len(b.divs))
	m := i64(1)
	any := false
	for i, d := range b.divs {
		inv[i] = !isZero(d.num[x])
		for j := 0; j < i && !inv[i]; j++ {
			inv[i] = inv[j] && off+j < len(d.num) && !isZero(d.num[off+j])
		}
		if inv[i] {
			any = true
			m = quo(mul(m, d.den), gcd(m, d.den))
		}
	}
	// The value's atoms that read x, directly or through an earlier one
	// (floor((s - 2)/2) + floor((4 - s)/2), a count's parity of the
	// process): with x = M·y + r each is y times an integer plus an atom
	// without y, as the divs are.
	npar := len(q.params)
	ainv := make([]bool, len(q.atoms))
	for i, a := range q.atoms {
		if !latticeAtomsOn {
			if !isZero(a.num[1+np]) {
				return nil, nil, false
			}
			continue
		}
		ainv[i] = !isZero(a.num[1+np])
		for j := 0; j < i && !ainv[i]; j++ {
			ainv[i] = ainv[j] && !isZero(a.num[1+npar+j])
		}
		if ainv[i] {
			any = true
			m = quo(mul(m, a.den), gcd(m, a.den))
		}
	}
	mod, small := m.int64()
	if !any || !small || mod > maxLatticeModulus {
		return nil, nil, false
	}
	// at[i]: atom i at x = M·y + r is at[i]·y plus an atom without y.
	at := make([]Int, len(q.atoms))
	for i, a := range q.atoms {
		if !ainv[i] {
			continue
		}
		c := mul(a.num[1+np], m)
		for j := 0; j < i; j++ {
			c = addMul(c, a.num[1+npar+j], at[j])
		}
		if !divides(a.den, c) {
			return nil, nil, false
		}
		at[i] = quo(c, a.den)
	}
	for r := int64(0); r < mod; r++ {
		nb := b.copy()
		t := make([]Int, len(nb.divs)) // y's coefficient in each div
		for i := range nb.divs {
			if !inv[i] {
				continue
			}
			num := nb.divs[i].num
			c := mul(num[x], m)
			for j := 0; j < i; j++ {
				if off+j < len(num) {
					c = addMul(c, num[off+j], t[j])
				}
			}
			if !divides(nb.divs[i].den, c) {
				return nil, nil, false
			}
			t[i] = quo(c, nb.divs[i].den)
			num[0] = addMul(num[0], num[x], i64(r))
			num[x] = i64(0)
		}
		for _, rows := range [][][]Int{nb.eqs, nb.ineqs} {
			for _, row := range rows {
				c := mul(row[x], m)
				for i := range nb.divs {
					if off+i < len(row) {
						c = addMul(c, row[off+i], t[i])
					}
				}
				row[0] = addMul(row[0], row[x], i64(r))
				row[x] = c
			}
		}
		foldConstDivs(nb)
		if nb = nb.cleanup(); nb == nil || nb.provablyEmpty() {
			continue
		}
		parts, vals = append(parts, nb), append(vals, latticeValue(q, np, m, r, ainv, at))
	}
	return parts, vals, true
}

// latticeAtomsOn switches the value's atoms of x in latticeParts (its
// test switches it off: a value with such an atom has no lattice parts).
var latticeAtomsOn = true

// latticeValue is q at x = M·y + r, y in x's column: each atom of x
// (ainv) loses x from its numerator (its residue's share goes to the
// constant) and becomes that atom plus at[i]·y in the polynomial; the
// atoms left constant (floor((4 - 2r)/2)) are folded into it.
func latticeValue(q QPoly, np int, m Int, r int64, ainv []bool, at []Int) QPoly {
	npar := len(q.params)
	v := QPoly{params: q.params, atoms: cloneDivs(q.atoms)}
	sub := make([]Int, 1+q.p.nv)
	sub[0], sub[1+np] = i64(r), m
	v.p = q.p.subst(np, affPoly(q.p.nv, sub))
	for i, a := range v.atoms {
		if !ainv[i] {
			continue
		}
		a.num[0] = addMul(a.num[0], a.num[1+np], i64(r))
		a.num[1+np] = i64(0)
		if !isZero(at[i]) {
			row := make([]Int, 1+v.p.nv)
			row[1+npar+i], row[1+np] = i64(1), at[i]
			v.p = v.p.subst(npar+i, affPoly(v.p.nv, row))
		}
	}
	for i, a := range v.atoms {
		if !isZeroFrom(a.num, 1) {
			continue
		}
		c := floorDiv(a.num[0], a.den)
		row := make([]Int, 1+v.p.nv)
		row[0] = c
		v.p = v.p.subst(npar+i, affPoly(v.p.nv, row))
		col := 1 + npar + i
		for _, later := range v.atoms[i+1:] {
			if n := later.num; !isZero(n[col]) {
				n[0] = addMul(n[0], n[col], c)
				n[col] = i64(0)
			}
		}
	}
	return v.compact()
}

// foldConstDivs writes each div of b whose numerator is a constant (the
// floor(r / M) latticeParts leaves) as its value in the rows and later
// divs, so that bounds read no div.
func foldConstDivs(b *BasicSet) {
	off := b.divOff()
	for i := range b.divs {
		d := b.divs[i]
		if !isZeroFrom(d.num, 1) {
			continue
		}
		v := floorDiv(d.num[0], d.den)
		col := off + i
		fold := func(row []Int) {
			if col < len(row) && !isZero(row[col]) {
				row[0] = addMul(row[0], row[col], v)
				row[col] = i64(0)
			}
		}
		for _, r := range b.eqs {
			fold(r)
		}
		for _, r := range b.ineqs {
			fold(r)
		}
		for j := i + 1; j < len(b.divs); j++ {
			fold(b.divs[j].num)
		}
	}
}

// scaledBoundsOn switches scaledBounds (its test switches it off).
var scaledBoundsOn = true

// scaledBounds is maxAffineDir for one part b whose bounds on x in the
// direction dir have coefficients other than ±1 (2·y <= p - 1, from
// latticeParts): k·x <= u gives x <= floor(u / k), so the largest x is
// the least of those floors; each bound in turn is the least one (ties
// go to the first, strictly below the earlier ones) where the part's
// constraints hold at x = floor(u / k). The value then reads that floor
// as an atom. ok is false when a bound reads a div of b or a div of b
// reads x.
func scaledBounds(b *BasicSet, q QPoly, np int, dir int) ([]Piece, bool) {
	if !scaledBoundsOn {
		return nil, false
	}
	x := b.dimOff()
	for _, d := range b.divs {
		if !isZero(d.num[x]) {
			return nil, false
		}
	}
	for _, a := range q.atoms {
		if !isZero(a.num[1+np]) {
			return nil, false
		}
	}
	if dir == 1 {
		// The greatest lower bound of x is minus the least upper bound
		// of -x.
		nb := b.copy()
		for _, rows := range [][][]Int{nb.eqs, nb.ineqs} {
			for _, r := range rows {
				r[x] = neg(r[x])
			}
		}
		sub := make([]Int, 1+q.p.nv)
		sub[1+np] = i64(-1)
		v := q
		v.p = q.p.subst(np, affPoly(q.p.nv, sub))
		b, q = nb, v
	}
	rows := copyRows(b.ineqs)
	for _, e := range b.eqs {
		if !isZero(e[x]) {
			rows = append(rows, copyRow(e), negRow(e))
		}
	}
	var bounds []floorBound
	for _, r := range rows {
		if sign(r[x]) >= 0 {
			continue
		}
		u := copyRow(r)
		u[x] = i64(0)
		if !isZeroFrom(u, b.divOff()) && !divBoundsOn {
			return nil, false
		}
		bounds = append(bounds, reduceBound(u, neg(r[x])))
	}
	if len(bounds) == 0 {
		return nil, false
	}
	nd := len(b.divs)
	width := x + nd + 1
	mapRow := xColumnLast(x, nd) // x's column last, where the div floor(u / k) is
	psp := Space{Params: slices.Clone(b.space.Params)}
	var out []Piece
	for j, bj := range bounds {
		if eq64(bj.k, 1) {
			// x = u: substituted, no div.
			nb := b.copy()
			substitute(nb.eqs, x, bj.u)
			substitute(nb.ineqs, x, bj.u)
			for _, bl := range bounds[:j] {
				// u_j < floor(u_l / k_l): k_l·(u_j + 1) <= u_l.
				r := combine(i64(1), bl.u, neg(bl.k), bj.u)
				r[0] = sub(r[0], bl.k)
				nb.ineqs = append(nb.ineqs, r)
			}
			dom := &BasicSet{space: psp.clone(), eqs: deleteCol(nb.eqs, x), ineqs: deleteCol(nb.ineqs, x)}
			for _, d := range nb.divs {
				dom.divs = append(dom.divs, div{slices.Delete(copyRow(d.num), x, x+1), d.den})
			}
			v, toAtoms := divAtoms(b, q)
			ua := toAtoms(bj.u)
			ua[x] = i64(0)
			v.p = v.p.subst(np, affPoly(v.p.nv, ua))
			if dom = dom.cleanup(); dom == nil || dom.provablyEmpty() {
				continue
			}
			out = append(out, Piece{ownedSet(dom), v.compact().dropTrailingParams(1)})
			continue
		}
		dom := &BasicSet{space: psp.clone()}
		for _, r := range b.eqs {
			dom.eqs = append(dom.eqs, mapRow(r))
		}
		for _, r := range b.ineqs {
			dom.ineqs = append(dom.ineqs, mapRow(r))
		}
		for _, bl := range bounds[:j] {
			// floor(u_j / k_j) < floor(u_l / k_l): k_l·(X + 1) <= u_l.
			r := mapRow(bl.u)
			r[x+nd] = neg(bl.k)
			r[0] = sub(r[0], bl.k)
			dom.ineqs = append(dom.ineqs, r)
		}
		for _, d := range b.divs {
			dom.divs = append(dom.divs, div{mapRow(d.num), d.den})
		}
		num := mapRow(bj.u)
		num[x+nd] = i64(0)
		dom.divs = append(dom.divs, div{num[:width], bj.k})
		// The value with floor(u_j / k_j) for x, an atom of its own
		// (after b's divs, which u_j may read: divAtoms).
		qd, toAtoms := divAtoms(b, q)
		w := 1 + len(qd.params) + len(qd.atoms) + 1
		v := QPoly{params: qd.params}
		for _, a := range qd.atoms {
			v.atoms = append(v.atoms, div{widen([][]Int{a.num}, w)[0], a.den})
		}
		vnum := widen([][]Int{toAtoms(bj.u)}, w)[0]
		vnum[x] = i64(0)
		v.atoms = append(v.atoms, div{vnum, bj.k})
		nv := qd.p.nv
		unit := make([]int, nv+1)
		unit[nv] = 1
		v.p = qd.p.addVar().subst(np, newPoly(nv+1, []term{{unit, big.NewRat(1, 1)}}))
		if dom = dom.cleanup(); dom == nil || dom.provablyEmpty() {
			continue
		}
		out = append(out, Piece{ownedSet(dom), v.compact().dropTrailingParams(1)})
	}
	return out, true
}

// scaledBound reports whether a bound of x (b's only set variable) in
// the direction dir (maxAffineDir's) has a coefficient other than ±1.
func scaledBound(b *BasicSet, dir int) bool {
	x := b.dimOff()
	for _, e := range b.eqs {
		if !isZero(e[x]) && !eq64(abs(e[x]), 1) {
			return true
		}
	}
	for _, r := range b.ineqs {
		if sign(r[x]) == dir && !eq64(abs(r[x]), 1) {
			return true
		}
	}
	return false
}

// reduceBound writes k·x <= u as k'·x <= u' with k' = k / g, g the gcd of
// k and u's coefficients but its constant: floor(u / k) = floor(u' / k'),
// u' = u / g with its constant rounded down (k' = 1 needs no div).
func reduceBound(u []Int, k Int) floorBound {
	g := k
	for _, v := range u[1:] {
		g = gcd(g, v)
	}
	if !eq64(g, 1) {
		u = copyRow(u)
		u[0] = floorDiv(u[0], g)
		for i := 1; i < len(u); i++ {
			u[i] = quo(u[i], g)
		}
		k = quo(k, g)
	}
	return floorBound{u, k}
}

// floorBound is k·x <= u, u without x: x <= floor(u / k).
type floorBound struct {
	u []Int
	k Int
}

// unifyOn switches unifyEqualValues (its test switches it off).
var unifyOn = true

// unifyEqualValues gives a piece of a maximum the value of another where
// the two are equal on its whole domain (an affine difference zero on
// it: 2·p - 4 where p = 8 is p + 4), and merges the pieces of equal
// value: the same function in fewer cases, which the later stages read
// case by case (max(12, p + 4) where p >= 5 was the sum of p + 3 on
// 5..7, 2·p - 4 on 8 and p + 4 from 9 read as maxima).
func (pw *PwQPoly) unifyEqualValues(m meter) {
	if !unifyOn || len(pw.Pieces) < 2 {
		return
	}
	strs := make([]string, len(pw.Pieces))
	ranks := make([][2]int, len(pw.Pieces))
	for i, pc := range pw.Pieces {
		strs[i] = pc.Value.String()
		ranks[i] = valueRank(pc.Value, strs[i])
	}
	// The pieces of the most floors first, each taking the simplest of
	// the values equal to its own: two pieces each equal to the other's
	// value on its domain become the simpler (2·p - 1 on 1..3, not its
	// form with floors of a lattice's part at p = 1, whose cases the
	// later stages split), and a piece takes a value with more floors
	// only where no simpler one is equal (1 at p = 2 as floor((p - 2)/3)
	// + 1 from p = 3: one piece).
	order := make([]int, len(pw.Pieces))
	for i := range order {
		order[i] = i
	}
	if simplerOn {
		slices.SortStableFunc(order, func(a, b int) int { return cmpRank(ranks[a], ranks[b]) })
	}
	changed := false
pairs:
	for k := range order {
		i := k
		if simplerOn {
			i = order[len(order)-1-k]
		}
		for _, j := range order {
			if i == j || strs[i] == strs[j] {
				continue
			}
			diff := pw.Pieces[i].Value.add(pw.Pieces[j].Value.neg())
			row, ok := diff.affineRow()
			if !ok {
				continue
			}
			dom := pw.Pieces[i].Domain
			if !m.tryCharge(2 * len(dom.parts)) {
				// Out of work: the pieces unified so far.
				break pairs
			}
			zero := true
			for _, r := range [][]Int{row, negRow(row)} {
				// r >= 1 somewhere on dom: not equal there.
				s := copyRow(r)
				s[0] = sub(s[0], i64(1))
				side := FromBasic(&BasicSet{space: dom.space.clone(), divs: cloneDivs(diff.atoms), ineqs: [][]Int{s}})
				if !dom.Intersect(side).provablyEmpty() {
					zero = false
					break
				}
			}
			if zero {
				pw.Pieces[i].Value, strs[i], ranks[i] = pw.Pieces[j].Value, strs[j], ranks[j]
				changed = true
				break
			}
		}
	}
	if !changed {
		return
	}
	pw.unify()
}

// simplerOn switches unifyEqualValues' preference for the simpler value
// (its test switches it off).
var simplerOn = true

// valueRank orders values by simplicity: the floor atoms the value uses,
// then the length of its text.
func valueRank(q QPoly, str string) [2]int {
	return [2]int{len(q.compact().atoms), len(str)}
}

func cmpRank(a, b [2]int) int {
	if a[0] != b[0] {
		return a[0] - b[0]
	}
	return a[1] - b[1]
}

// unify merges the pieces of equal value of pw and coalesces their
// domains.
func (pw *PwQPoly) unify() {
	pw.mergeEqual()
	for i := range pw.Pieces {
		if len(pw.Pieces[i].Domain.parts) > 1 {
			pw.Pieces[i].Domain = pw.Pieces[i].Domain.coalesceWith(&workBudget{left: coalesceBudget})
		}
	}
}

// tryCharge is charge where running out is not an error: it takes n units
// and reports true, or takes none and reports false when fewer are left
// or the analysis's budget has ended.
func (m meter) tryCharge(n int) bool {
	if stopped(m.stop) {
		return false
	}
	if m.left == nil {
		return true
	}
	if *m.left < n {
		return false
	}
	*m.left -= n
	return true
}

// LatticeOn is latticeOn for the tests of the packages that maximise
// with MaxOver: a program a lattice's maximum makes exact shows another
// rule of theirs only with it off.
var LatticeOn = &latticeOn
