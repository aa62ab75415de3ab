package polyhedra

import "math/big"

// monotoneOn switches maxMonotone (its test switches it off).
var monotoneOn = true

// maxMonotone maximises q over x (parameter np, the last; the only set
// variable of dom) where its forward difference Δ(x) = q(x + 1) - q(x) is
// affine, as it is for a value of degree 2 in x (the words of a triangle
// of transfers, (p - s)·(p - s - 1)), one basic part of dom at a time:
// where Δ is never negative between two points of the part, q is largest
// at x's upper bound; where it is never positive, at its lower bound;
// where Δ grows with x (q convex), at one of the two, both candidates
// (the caller's addMax keeps the larger where it can tell, their sum
// otherwise). Each part has no floor of x, so its points in x are an
// interval. ok is false where a part is neither (a concave value largest
// inside its interval) or maxAffineDir cannot write its bounds; the
// caller then relaxes the value.
func maxMonotone(dom *Set, q QPoly, np int, m meter) ([]Piece, bool) {
	if !monotoneOn {
		return nil, false
	}
	for _, a := range q.atoms {
		if !isZero(a.num[1+np]) {
			return nil, false
		}
	}
	// Δ over the same variables: x + 1 substituted for x.
	shift := make([]Int, 1+q.p.nv)
	shift[0], shift[1+np] = i64(1), i64(1)
	diff := q.p.subst(np, affPoly(q.p.nv, shift)).add(q.p.scale(big.NewRat(-1, 1)))
	d := QPoly{params: q.params, atoms: q.atoms, p: diff}
	row, _, ok := d.affineRowScaled() // l·Δ, l > 0: an integer at every point
	if !ok {
		return nil, false
	}
	// below(r) is the points where r <= -1.
	below := func(r []Int) *Set {
		neg := negRow(r)
		neg[0] = sub(neg[0], i64(1))
		return FromBasic(&BasicSet{space: dom.space.clone(), divs: cloneDivs(q.atoms), ineqs: [][]Int{neg}})
	}
	up := negRow(row)
	var out []Piece
	for _, b := range dom.parts {
		x := b.dimOff()
		for _, dv := range b.divs {
			if !isZero(dv.num[x]) {
				return nil, false
			}
		}
		// The points x of the part whose successor x + 1 is in it too.
		pair := b.copy()
		for _, r := range b.ineqs {
			s := copyRow(r)
			s[0] = add(s[0], r[x])
			pair.ineqs = append(pair.ineqs, s)
		}
		for _, e := range b.eqs {
			s := copyRow(e)
			s[0] = add(s[0], e[x])
			pair.eqs = append(pair.eqs, s)
		}
		pairs := FromBasic(pair)
		m.charge(8)
		var dirs []int
		switch {
		case pairs.Intersect(below(row)).provablyEmpty():
			dirs = []int{-1} // Δ >= 0: the upper bound
		case pairs.Intersect(below(up)).provablyEmpty():
			dirs = []int{1} // Δ <= 0: the lower bound
		case sign(row[x]) >= 0:
			dirs = []int{-1, 1} // Δ grows with x: an end of the interval
		default:
			return nil, false
		}
		for _, dir := range dirs {
			ps, err := maxAffineDir(FromBasic(b), q, np, dir)
			if err != nil {
				return nil, false
			}
			out = append(out, ps...)
		}
	}
	return out, true
}
