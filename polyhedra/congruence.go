package polyhedra

import (
	"math/big"
	"slices"
)

// CongruenceIndicators returns pw with each div of its domains that an
// equality fixes (k·d = g, g over the parameters: a piece on p even,
// `exists e: p = 2e`) written into the value instead: the domain with d
// replaced by g / k (a superset, the points where k does not divide g
// added) and the value times [k divides g] = 1 + floor(g / k) - floor((g
// + k - 1) / k), which is 0 on the added points. The function is the
// same; its pieces then overlap, which the sum semantics allows, and
// Disjoint merges pieces that differ only by a residue of a parameter
// into one whose value has floors: the form the sequential analysis
// keeps exact (it charges each piece in an if of its own, and adds the
// ifs whose conditions it cannot tell apart). ok is false, pw unchanged,
// when a domain with divs has parts that may overlap or a div is not of
// that form.
func (pw *PwQPoly) CongruenceIndicators() (*PwQPoly, bool) {
	res := &PwQPoly{Params: slices.Clone(pw.Params), Exact: pw.Exact}
	for _, pc := range pw.Pieces {
		withDivs := false
		for _, b := range pc.Domain.parts {
			withDivs = withDivs || len(b.divs) > 0
		}
		if !withDivs {
			res.Pieces = append(res.Pieces, pc)
			continue
		}
		// Parts written apart must not overlap (the sum semantics would
		// count their common points twice).
		parts := pc.Domain.parts
		for i, b := range parts {
			if b.nDim() != 0 {
				return pw, false
			}
			for _, o := range parts[:i] {
				if empty, known := FromBasic(b).Intersect(FromBasic(o)).IsEmptyWithin(congruencePartsWork); !empty || !known {
					return pw, false
				}
			}
		}
		type work struct {
			b   *BasicSet
			val QPoly
		}
		var todo []work
		for _, part := range parts {
			todo = append(todo, work{part.copy(), pc.Value})
		}
		for len(todo) > 0 {
			w := todo[len(todo)-1]
			todo = todo[:len(todo)-1]
			b, val := w.b, w.val
			if len(b.divs) > 0 {
				nb, nval, ok := dropFixedDiv(b, val)
				if ok {
					todo = append(todo, work{nb, nval})
					continue
				}
				split, ok := splitBoundedDiv(b)
				if !ok {
					return pw, false
				}
				for _, sb := range split {
					todo = append(todo, work{sb, val})
				}
				continue
			}
			if b = b.cleanup(); b == nil {
				continue
			}
			res.Pieces = append(res.Pieces, Piece{ownedSet(b), val})
		}
	}
	return res, true
}

// dropFixedDiv removes the last div d of b (its definition over the
// parameters only) where an equality k·d = g fixes it, g over the
// constant and the parameters: every row, and d's defining inequalities,
// get d = g / k (scaled by k), and val is multiplied by [k divides g].
func dropFixedDiv(b *BasicSet, val QPoly) (*BasicSet, QPoly, bool) {
	np := b.nParam()
	col := b.divOff() + len(b.divs) - 1
	d := b.divs[len(b.divs)-1]
	if !isZeroFrom(d.num, 1+np) {
		return b, val, false
	}
	fix := -1
	for i, e := range b.eqs {
		if !isZero(e[col]) && isZeroFrom(e[:col], 1+np) {
			fix = i
			break
		}
	}
	if fix < 0 {
		return b, val, false
	}
	e := b.eqs[fix]
	if sign(e[col]) < 0 {
		e = negRow(e)
	}
	k := e[col]
	// e: k·d + f = 0, so d = g / k with g = -f; d's definition
	// floor(num / den) becomes explicit: num - den·d >= 0 and den·d +
	// den - 1 - num >= 0, d then replaced like the other rows'.
	lower := copyRow(d.num)
	lower[col] = sub(lower[col], d.den)
	upper := negRow(d.num)
	upper[col] = add(upper[col], d.den)
	upper[0] = add(upper[0], sub(d.den, i64(1)))
	ineqs := append(copyRows(b.ineqs), lower, upper)
	elim := func(rows [][]Int, skip int) [][]Int {
		var out [][]Int
		for i, r := range rows {
			if i == skip {
				continue
			}
			if !isZero(r[col]) {
				r = combine(k, r, neg(r[col]), e)
			} else {
				r = copyRow(r)
			}
			out = append(out, slices.Delete(r, col, col+1))
		}
		return out
	}
	nb := &BasicSet{space: b.space.clone(), eqs: elim(b.eqs, fix), ineqs: elim(ineqs, -1)}
	for _, dv := range b.divs[:len(b.divs)-1] {
		if !isZero(dv.num[col]) {
			return b, val, false
		}
		nb.divs = append(nb.divs, div{slices.Delete(copyRow(dv.num), col, col+1), dv.den})
	}
	// [k divides g] over val's parameters.
	nv := np + 2
	g := make([]Int, 1+nv)
	for j := 0; j < 1+np; j++ {
		g[j] = neg(e[j])
	}
	for j := 1 + np; j < len(g); j++ {
		g[j] = i64(0)
	}
	// floor((g + c·k) / k) = floor(g / k) + c: a constant term in 0..k-1
	// keeps the numerators non-negative where the parameters are (p - 1
	// rather than p - 3 for [2 divides p - 3]), which the .bsp text
	// writes as plain divisions.
	c := floorDiv(g[0], k)
	g[0] = sub(g[0], mul(c, k))
	g2 := copyRow(g)
	g2[0] = add(g2[0], sub(k, i64(1)))
	one := func(i int) []int {
		x := make([]int, nv)
		if i >= 0 {
			x[i] = 1
		}
		return x
	}
	ind := QPoly{
		params: slices.Clone(val.params),
		atoms:  []div{{g, k}, {g2, k}},
		p: newPoly(nv, []term{
			{one(-1), big.NewRat(1, 1)},
			{one(np), big.NewRat(1, 1)},
			{one(np + 1), big.NewRat(-1, 1)},
		}),
	}
	return nb, val.mul(ind), true
}

// boundedDivSplitOn switches splitBoundedDiv (its test switches it
// off).
var boundedDivSplitOn = true

// maxDivSplit bounds the values of a div that splitBoundedDiv writes as
// parts of their own.
const maxDivSplit = 4

// splitBoundedDiv writes b, whose last div d (over the parameters only)
// takes at most maxDivSplit values c on b, as the parts of b where d = c,
// each without d (its defining inequalities with c for d): a domain the
// maximum of two sides leaves with a div no equality fixes (p in 1..4
// but not a multiple of 4: `exists e = floor(p/4): p >= 4e + 1 and p <=
// 4`, which is p in 1..3). The parts partition b (d has one value at
// each point); empty ones are dropped. ok is false when d is not of
// that form, its range on b is not found within the work bounds, or it
// has more values.
func splitBoundedDiv(b *BasicSet) ([]*BasicSet, bool) {
	if !boundedDivSplitOn || b.nDim() != 0 {
		return nil, false
	}
	np := b.nParam()
	col := b.divOff() + len(b.divs) - 1
	d := b.divs[len(b.divs)-1]
	if !isZeroFrom(d.num, 1+np) {
		return nil, false
	}
	for _, dv := range b.divs[:len(b.divs)-1] {
		if !isZero(dv.num[col]) {
			return nil, false
		}
	}
	set := FromBasic(b)
	params, _, ok := set.Sample()
	if !ok {
		return nil, true // empty
	}
	// d at the sample point.
	v := d.num[0]
	for j, x := range params {
		v = add(v, mul(d.num[1+j], i64(x)))
	}
	c0 := floorDiv(v, d.den)
	// emptyPast reports whether no point of b has d >= c + 1 (up) or d
	// <= c - 1 (down).
	emptyPast := func(c Int, up bool) bool {
		row := make([]Int, b.ncols())
		for j := range row {
			row[j] = i64(0)
		}
		if up {
			row[col], row[0] = i64(1), neg(add(c, i64(1)))
		} else {
			row[col], row[0] = i64(-1), sub(c, i64(1))
		}
		empty, known := set.withRow(row, false).IsEmptyWithin(congruencePartsWork)
		return empty && known
	}
	lo, hi := c0, c0
	for !emptyPast(hi, true) {
		if hi = add(hi, i64(1)); cmp(sub(hi, lo), i64(maxDivSplit)) >= 0 {
			return nil, false
		}
	}
	for !emptyPast(lo, false) {
		if lo = sub(lo, i64(1)); cmp(sub(hi, lo), i64(maxDivSplit)) >= 0 {
			return nil, false
		}
	}
	// subst writes row with d = c, without d's column.
	subst := func(row []Int, c Int) []Int {
		r := copyRow(row)
		r[0] = add(r[0], mul(r[col], c))
		return slices.Delete(r, col, col+1)
	}
	var out []*BasicSet
	for c := lo; cmp(c, hi) <= 0; c = add(c, i64(1)) {
		// floor(num / den) = c: num - den·c >= 0, den·c + den - 1 - num >= 0.
		lower := copyRow(d.num)
		lower[0] = sub(lower[0], mul(d.den, c))
		upper := negRow(d.num)
		upper[0] = add(upper[0], add(mul(d.den, c), sub(d.den, i64(1))))
		nb := &BasicSet{space: b.space.clone()}
		for _, e := range b.eqs {
			nb.eqs = append(nb.eqs, subst(e, c))
		}
		for _, in := range b.ineqs {
			nb.ineqs = append(nb.ineqs, subst(in, c))
		}
		nb.ineqs = append(nb.ineqs, slices.Delete(lower, col, col+1), slices.Delete(upper, col, col+1))
		for _, dv := range b.divs[:len(b.divs)-1] {
			nb.divs = append(nb.divs, div{slices.Delete(copyRow(dv.num), col, col+1), dv.den})
		}
		if nb = nb.cleanup(); nb != nil {
			out = append(out, nb)
		}
	}
	return out, true
}

// congruencePartsWork bounds each emptiness test of two parts of a
// domain in CongruenceIndicators.
const congruencePartsWork = 10_000
