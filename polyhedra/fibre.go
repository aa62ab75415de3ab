package polyhedra

import (
	"errors"
	"fmt"
	"math/big"
	"slices"

	"bspcost/budget"
)

// errNoClosedForm is returned by MaxOver when the maximum has no exact
// closed form in the cases it handles.
var errNoClosedForm = errors.New("polyhedra: no closed form for this maximum")

// errWorkLimit is errNoClosedForm where MaxOverWithin stopped at its
// work (or the budget, or a size limit of its polynomials) before an
// answer: a maximum that may have a closed form past the limit, told
// apart in the callers' notes from one that has none.
var errWorkLimit = fmt.Errorf("%w within its work limit", errNoClosedForm)

// AsMap reads a set whose first nIn variables form the input tuple as a
// map, e.g. { [s, t] : ... } as { [s] -> [t] : ... }. It fails on a map
// or when the set has fewer than nIn variables.
func (s *Set) AsMap(nIn int) (*Set, error) {
	if s.space.IsMap {
		return nil, errSetOnly("AsMap")
	}
	if nIn < 0 || nIn > len(s.space.Out) {
		return nil, fmt.Errorf("polyhedra: AsMap: %d input variables of %d", nIn, len(s.space.Out))
	}
	return s.relabel(Space{Params: slices.Clone(s.space.Params), In: slices.Clone(s.space.Out[:nIn]), Out: slices.Clone(s.space.Out[nIn:]), IsMap: true}), nil
}

// domainAsParams turns the input tuple of a map into trailing
// parameters, giving a set over the output tuple. The column layout is
// unchanged, so the constraints are reused as they are.
func (s *Set) domainAsParams() *Set {
	return s.relabel(Space{Params: append(slices.Clone(s.space.Params), s.space.In...), Out: slices.Clone(s.space.Out)})
}

func (q QPoly) neg() QPoly {
	q.p = q.p.scale(big.NewRat(-1, 1))
	return q
}

// involvesParamsFrom reports whether q depends on parameters with index
// >= from (directly or through an atom).
func (q QPoly) involvesParamsFrom(from int) bool {
	for i := from; i < len(q.params); i++ {
		if q.p.involves(i) {
			return true
		}
		for _, a := range q.atoms {
			if !isZero(a.num[1+i]) {
				return true
			}
		}
	}
	return false
}

// dropTrailingParams removes the last n parameters, which q must not use.
func (q QPoly) dropTrailingParams(n int) QPoly {
	np := len(q.params) - n
	r := QPoly{params: slices.Clone(q.params[:np])}
	for _, a := range q.atoms {
		r.atoms = append(r.atoms, div{slices.Delete(copyRow(a.num), 1+np, 1+np+n), a.den})
	}
	var ts []term
	for _, t := range q.p.terms {
		ts = append(ts, term{slices.Delete(slices.Clone(t.e), np, np+n), t.c})
	}
	r.p = newPoly(q.p.nv-n, ts)
	return r
}

// MaxOver returns, as a function of the remaining parameters, the
// maximum of pw over the integer values of its last n parameters (the
// maximum is taken over the points where some piece applies). pw must be
// non-negative and integer-valued, as counts are (constant relaxed bounds
// are rounded down): where pieces overlap after maximisation
// and no piece provably dominates, their values are added, which is a
// sound upper bound and clears Exact. It fails with an error when a
// piece depends on the maximised parameters in a way it does not handle
// (it handles: no dependence; or an affine dependence on a single
// parameter bounded by unit-coefficient constraints, or a value whose
// forward difference in it is affine and keeps its sign, or grows, on
// each part: maxMonotone).
func (pw *PwQPoly) MaxOver(n int) (*PwQPoly, error) { return pw.maxOver(n, meter{}) }

// MaxOverWithin is MaxOver with a work limit: each intersection or
// subtraction of two basic sets that splitting the pieces into disjoint
// ones and comparing the candidates needs (each an emptiness test) costs
// one unit, taken from work (with the analysis's budget it is drawn
// from), and past what is left of work it fails with the error of a
// maximum without a closed form. The number of pieces and parts is
// bounded, but not their product over the comparisons: the maximum of a
// sum of counts of 4-to-1 maps (hrelation's generated programs) took
// minutes.
func (pw *PwQPoly) MaxOverWithin(n int, work *budget.Pool) (res *PwQPoly, err error) {
	left := int(max(work.Left(), 0))
	start := left
	defer func() {
		work.Take(int64(start - max(left, 0)))
		if r := recover(); r != nil {
			if _, ok := r.(tooComplex); !ok {
				panic(r)
			}
			res, err = nil, errWorkLimit
		}
	}()
	return pw.maxOver(n, meter{left: &left, stop: work.Budget()})
}

func (pw *PwQPoly) maxOver(n int, m meter) (*PwQPoly, error) {
	if n > 1 {
		// max over (x1..xn) = max over x1..x(n-1) of the max over xn.
		r, err := pw.maxOver(1, m)
		if err != nil {
			return nil, err
		}
		return r.maxOver(n-1, m)
	}
	np := len(pw.Params) - n
	res := &PwQPoly{Params: slices.Clone(pw.Params[:np]), Exact: pw.Exact}
	var cands []Piece
	candsExact := true // no candidate is a relaxed bound
	dis, ok := disjointSumWith(pw.Pieces, true, m)
	if !ok {
		return nil, errNoClosedForm // too many overlapping pieces
	}
	for _, pc := range dis {
		// Domain over the remaining parameters with the maximised one as
		// the set variable (same columns), one basic part at a time.
		dsp := Space{Params: res.Params, Out: slices.Clone(pw.Params[np:])}
		for _, b := range pc.Domain.parts {
			// A projection or a maximum of the part: a few emptiness
			// tests.
			m.charge(4)
			c := b.copy()
			c.space = dsp.clone()
			if !pc.Value.involvesParamsFrom(np) {
				// A projection, which reads divs of x as they are.
			} else if lps, lvals, ok := latticeParts(c, pc.Value, np); ok {
				// One part per residue of x, none reading x in a div.
				m.charge(4 * len(lps))
				for i, lp := range lps {
					ps, exact, err := maxPart(lp, lvals[i], np, n, res.Params, m)
					if err != nil {
						return nil, err
					}
					candsExact = candsExact && exact
					cands = append(cands, ps...)
				}
				continue
			}
			ps, exact, err := maxPart(c, pc.Value, np, n, res.Params, m)
			if err != nil {
				return nil, err
			}
			candsExact = candsExact && exact
			cands = append(cands, ps...)
		}
	}
	return res.addCandidates(cands, candsExact, m), nil
}

// maxPart is the candidates of the maximum of val over x (parameter np,
// the only set variable of c, n = 1 maximised) on the part c, and
// whether they are exact.
func maxPart(c *BasicSet, val QPoly, np, n int, params []string, m meter) ([]Piece, bool, error) {
	if v, nb, ok := substFixed(c, val, np); ok {
		// x is fixed by an equality: substitute it (exact).
		return []Piece{{ownedSet(nb), v}}, true, nil
	}
	dom := ownedSet(c) // c is the caller's own copy
	if !val.involvesParamsFrom(np) {
		// The projection's systems are charged to m too (its
		// splinters can be many).
		proj, err := dom.projectDimsWithin(allTrue(n), Space{Params: params}, m.left)
		if err != nil {
			panic(tooComplex{})
		}
		return []Piece{{proj, val.dropTrailingParams(n)}}, true, nil
	}
	exact := true
	ps, err := maxAffine1(dom, val, np)
	if errors.Is(err, errNoClosedForm) {
		if mps, ok := maxMonotone(dom, val, np, m); ok {
			ps, err = mps, nil
		} else {
			ps, err = maxAffineRelaxed(dom, val, np)
			exact = false
		}
	}
	if err != nil {
		return nil, false, err
	}
	return ps, exact, nil
}

// addCandidates is the maximum of the candidates cands: res with each
// added (addMaxW); inexact unless candsExact (no candidate relaxed).
func (res *PwQPoly) addCandidates(cands []Piece, candsExact bool, m meter) *PwQPoly {
	// Past maxMaxPieces, the pieces of equal value are merged (mergeMax)
	// while that keeps them few, rather than the candidates left added.
	// Until the first merge res is the plain maximum of the candidates
	// before it: kept (plainPrefix), the plain maximum below goes on from
	// there rather than from the first candidate.
	start := res.Exact
	merge, merged := maxMergeOn, false
	var plainPrefix *PwQPoly
	plainFrom := 0
	for i, c := range cands {
		if merge && len(res.Pieces) >= maxMaxPieces {
			if !merged && plainPrefixOn {
				plainPrefix = &PwQPoly{Params: res.Params, Pieces: slices.Clone(res.Pieces), Exact: res.Exact}
				plainFrom = i
			}
			merge = res.mergeMax(m)
			merged = merged || merge
		}
		res.addMaxW(c, m)
	}
	if merged && !merge {
		// The merge stopped and the candidates left were added as
		// overlapping pieces: the maximum is inexact either way. The
		// plain maximum then, whose size the callers' limits judge (past
		// them they bound the step by its statements' boxes): the merged
		// one's fewer but overlapping pieces slipped under those limits
		// and, read case by case by the later stages, took a kernel's
		// (BSPedupack's bsplu) bound past a quota the plain one met.
		plain, from := plainPrefix, plainFrom
		if plain == nil {
			plain, from = &PwQPoly{Params: res.Params, Exact: start}, 0
		}
		for _, c := range cands[from:] {
			plain.addMaxW(c, m)
		}
		res = plain
	}
	res.Exact = res.Exact && candsExact
	if res.Exact && len(res.Pieces) <= maxMaxPieces {
		res.unifyEqualValues(m)
	}
	return res
}

// xColumnLast returns the map of a row of columns const, params (x the
// last of them at column x) and nd divs to const, params without x, the
// divs, then x's column: where a div of x (floor(u / k)) takes its place.
func xColumnLast(x, nd int) func([]Int) []Int {
	return func(r []Int) []Int {
		w := make([]Int, x+nd+1)
		copy(w, r[:x])
		copy(w[x:x+nd], r[x+1:])
		w[x+nd] = r[x]
		return w
	}
}

func allTrue(n int) []bool {
	b := make([]bool, n)
	for i := range b {
		b[i] = true
	}
	return b
}

// maxAffineRelaxed bounds the maximum of q over x (parameter np, the
// last; the only set variable of dom) from above when q is affine in x
// and in floor atoms of x: each atom floor(f/k) is replaced by f/k where
// its coefficient is positive and by (f-k+1)/k where it is negative (so
// the value can only grow), and x by its rational extreme bound. Domains
// are the exact projection of dom split by which bound is extreme, so
// every parameter value with a point is covered. The result is a sound
// upper bound, never exact.
func maxAffineRelaxed(dom *Set, q QPoly, np int) ([]Piece, error) {
	xAtom := make([]bool, len(q.atoms))
	for i, a := range q.atoms {
		for col, v := range a.num {
			if isZero(v) {
				continue
			}
			if col == 1+np {
				xAtom[i] = true
			}
			if col > 1+np && xAtom[col-2-np] {
				return nil, errNoClosedForm // nested floors of x
			}
		}
	}
	nv := q.p.nv
	relaxed := poly{nv: nv}
	for _, t := range q.p.terms {
		var xs []int // variables of the term that involve x
		for i, e := range t.e {
			if e == 0 {
				continue
			}
			if i == np || (i > np && xAtom[i-np-1]) {
				if e > 1 {
					return nil, errNoClosedForm
				}
				xs = append(xs, i)
			}
		}
		if len(xs) == 0 {
			relaxed = relaxed.add(newPoly(nv, []term{t}))
			continue
		}
		for i, e := range t.e {
			if e != 0 && i != xs[0] {
				return nil, errNoClosedForm // product with another variable
			}
		}
		if xs[0] == np {
			relaxed = relaxed.add(newPoly(nv, []term{t}))
			continue
		}
		a := q.atoms[xs[0]-np-1]
		f := copyRow(a.num)
		for col := 2 + np; col < len(f); col++ {
			if !isZero(f[col]) {
				return nil, errNoClosedForm // keep it simple: f over params and x
			}
		}
		if t.c.Sign() < 0 {
			f[0] = sub(f[0], sub(a.den, i64(1)))
		}
		relaxed = relaxed.add(affPoly(nv, f).scale(new(big.Rat).Quo(t.c, ratOf(a.den))))
	}
	var c *big.Rat
	for _, t := range relaxed.terms {
		if t.e[np] != 0 {
			c = t.c
		}
	}
	rq := QPoly{params: q.params, atoms: q.atoms, p: relaxed}
	psp := Space{Params: slices.Clone(q.params[:np])}
	if c == nil {
		return []Piece{{dom.projectDims([]bool{true}, psp), floorConst(rq.compact().dropTrailingParams(1))}}, nil
	}
	var out []Piece
	for _, b := range dom.parts {
		x := b.dimOff()
		for _, d := range b.divs {
			if !isZero(d.num[x]) {
				return nil, errNoClosedForm
			}
		}
		// Extreme bounds x <= u/k (c > 0) or x >= u/k (c < 0), as (u, k).
		type bnd struct {
			u []Int
			k Int
		}
		var bounds []bnd
		rows := copyRows(b.ineqs)
		for _, e := range b.eqs {
			if !isZero(e[x]) {
				rows = append(rows, copyRow(e), negRow(e))
			}
		}
		for _, r := range rows {
			if (c.Sign() > 0 && sign(r[x]) < 0) || (c.Sign() < 0 && sign(r[x]) > 0) {
				u := copyRow(r)
				u[x] = i64(0)
				if c.Sign() < 0 {
					u = negRow(u)
				}
				for _, v := range u[b.divOff():] {
					if !isZero(v) {
						return nil, errNoClosedForm
					}
				}
				bounds = append(bounds, bnd{u, abs(r[x])})
			}
		}
		if len(bounds) == 0 {
			return nil, ErrUnbounded
		}
		proj := FromBasic(b).projectDims([]bool{true}, psp)
		for j, bj := range bounds {
			ch := &BasicSet{space: psp.clone()}
			for k, bk := range bounds {
				if k == j {
					continue
				}
				// Active: u_j/k_j <= u_k/k_k (c > 0) or >= (c < 0).
				r := combine(bj.k, bk.u, neg(bk.k), bj.u)
				if c.Sign() < 0 {
					r = negRow(r)
				}
				if k < j {
					r[0] = sub(r[0], i64(1))
				}
				ch.ineqs = append(ch.ineqs, deleteCol([][]Int{r[:b.divOff()]}, x)[0])
			}
			d := proj.Intersect(FromBasic(ch))
			if d.provablyEmpty() {
				continue
			}
			ua := make([]Int, 1+nv)
			copy(ua, bj.u[:x])
			val := rq
			val.p = relaxed.subst(np, affPoly(nv, ua).scale(new(big.Rat).Inv(ratOf(bj.k))))
			out = append(out, Piece{d, floorConst(val.compact().dropTrailingParams(1))})
		}
	}
	return out, nil
}

// maxAffine1 maximises q, affine with a constant coefficient in the
// parameter x (index np, the last), over dom (x as its only set variable).
func maxAffine1(dom *Set, q QPoly, np int) ([]Piece, error) {
	for _, a := range q.atoms {
		if !isZero(a.num[1+np]) {
			return nil, errNoClosedForm
		}
	}
	// The coefficient of x: the terms with exponent 1 in x, x dropped.
	var cts []term
	constant := true
	for _, t := range q.p.terms {
		if t.e[np] == 0 {
			continue
		}
		if t.e[np] > 1 {
			return nil, errNoClosedForm
		}
		e := slices.Clone(t.e)
		e[np] = 0
		for _, k := range e {
			constant = constant && k == 0
		}
		cts = append(cts, term{e, t.c})
	}
	if constant {
		dir := -1 // upper bounds have coefficient -1 on x
		if len(cts) > 0 && cts[0].c.Sign() < 0 {
			dir = 1
		}
		return maxAffineDir(dom, q, np, dir)
	}
	if !parametricCoefOn {
		return nil, errNoClosedForm
	}
	// A coefficient c affine in the parameters (and atoms): x at its
	// upper bound where c >= 0, at its lower bound where c < 0 (q does
	// not depend on x where c = 0).
	cq := QPoly{params: q.params, atoms: q.atoms, p: newPoly(q.p.nv, cts)}
	row, _, ok := cq.affineRowScaled()
	if !ok {
		return nil, errNoClosedForm
	}
	neg := negRow(row)
	neg[0] = sub(neg[0], i64(1))
	var out []Piece
	for _, sc := range []struct {
		row []Int
		dir int
	}{{row, -1}, {neg, 1}} {
		sign := FromBasic(&BasicSet{space: dom.space.clone(), divs: cloneDivs(q.atoms), ineqs: [][]Int{sc.row}})
		d := dom.Intersect(sign)
		if d.provablyEmpty() {
			continue
		}
		ps, err := maxAffineDir(d, q, np, sc.dir)
		if err != nil {
			return nil, err
		}
		out = append(out, ps...)
	}
	return out, nil
}

// parametricCoefOn switches the maximum of a value whose coefficient in
// the maximised variable is affine in the other parameters (its test
// switches it off).
var parametricCoefOn = true

// maxAffineDir is maxAffine1 where the value grows with x (dir = -1: x
// at its least upper bound) or does not (dir = 1: at its greatest lower
// bound) on all of dom.
func maxAffineDir(dom *Set, q QPoly, np int, dir int) ([]Piece, error) {
	var out []Piece
	for _, b := range dom.parts {
		x := b.dimOff()
		for _, d := range b.divs {
			if !isZero(d.num[x]) {
				return nil, errNoClosedForm
			}
		}
		if scaledBound(b, dir) {
			// k·x <= u with k > 1: x at floor(u / k).
			ps, ok := scaledBounds(b, q, np, dir)
			if !ok {
				return nil, errNoClosedForm
			}
			out = append(out, ps...)
			continue
		}
		for _, e := range b.eqs {
			if !isZero(e[x]) {
				// x fixed by an equality: treat it as a pair of bounds.
				if !eq64(abs(e[x]), 1) {
					return nil, errNoClosedForm
				}
			}
		}
		rows := copyRows(b.ineqs)
		for _, e := range b.eqs {
			if !isZero(e[x]) {
				rows = append(rows, copyRow(e), negRow(e))
			}
		}
		var bounds [][]Int
		for _, r := range rows {
			if eq64(r[x], int64(dir)) {
				// dir*(-1)... r[x]*x + rest >= 0 with r[x] = dir gives
				// x <= rest (dir = -1) or x >= -rest (dir = 1).
				v := copyRow(r)
				v[x] = i64(0)
				if dir == 1 {
					v = negRow(v)
				}
				bounds = append(bounds, v)
			} else if sign(r[x]) == dir {
				return nil, errNoClosedForm
			}
		}
		if len(bounds) == 0 {
			return nil, ErrUnbounded
		}
		for j, u := range bounds {
			nb := b.copy()
			// Chamber: u is the active bound (ties go to the first).
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
				nb.ineqs = append(nb.ineqs, r)
			}
			s := copyRow(u)
			substitute(nb.eqs, x, s)
			substitute(nb.ineqs, x, s)
			for i := range nb.divs {
				substitute([][]Int{nb.divs[i].num}, x, s)
			}
			qq, toAtoms := q, func(r []Int) []Int { return r[:x] }
			if !isZeroFrom(u, b.divOff()) {
				if !divBoundsOn {
					return nil, errNoClosedForm // the bound uses a div of the domain
				}
				// x <= 2·floor((p - 2)/2) + 1: the value reads the div.
				qq, toAtoms = divAtoms(b, q)
			}
			// Drop the x column: the result lives over the parameters.
			psp := Space{Params: slices.Clone(b.space.Params)}
			pb := &BasicSet{space: psp, eqs: deleteCol(nb.eqs, x), ineqs: deleteCol(nb.ineqs, x)}
			for _, d := range nb.divs {
				pb.divs = append(pb.divs, div{slices.Delete(copyRow(d.num), x, x+1), d.den})
			}
			val := qq
			ua := make([]Int, 1+qq.p.nv)
			copy(ua, toAtoms(u))
			ua[x] = i64(0)
			val.p = qq.p.subst(np, affPoly(qq.p.nv, ua))
			val = val.compact()
			ps := &Set{space: psp}
			if pb = pb.cleanup(); pb != nil && !pb.provablyEmpty() {
				ps.parts = append(ps.parts, pb)
			}
			out = append(out, Piece{ps, val.dropTrailingParams(1)})
		}
	}
	return out, nil
}

// divBoundsOn switches the bounds of x that read a div of the domain (one
// of the parameters: divAtoms) in maxAffineDir and scaledBounds (its test
// switches it off: no closed form then).
var divBoundsOn = true

// divAtoms is q with the divs of b appended as atoms (none of them reads
// x, b's only set variable, whose column is q's parameter np), and the
// map of a row over b's columns (const, parameters, x, divs) to the
// columns of the result's atoms (const, parameters, x, q's atoms, b's
// divs): a bound of x that reads a div of the parameters is substituted
// into the value with the div as an atom.
func divAtoms(b *BasicSet, q QPoly) (QPoly, func([]Int) []Int) {
	x, na, nd := b.dimOff(), len(q.atoms), len(b.divs)
	w := 1 + len(q.params) + na + nd
	toAtoms := func(r []Int) []Int {
		out := make([]Int, w)
		copy(out, r[:x+1])
		for j := 0; j < nd && x+1+j < len(r); j++ {
			out[x+1+na+j] = r[x+1+j]
		}
		return out
	}
	v := QPoly{params: q.params, p: q.p}
	for _, a := range q.atoms {
		v.atoms = append(v.atoms, div{widen([][]Int{a.num}, w)[0], a.den})
	}
	for _, d := range b.divs {
		v.atoms = append(v.atoms, div{toAtoms(d.num), d.den})
		v.p = v.p.addVar()
	}
	return v, toAtoms
}

// addMax adds a candidate maximum. On overlaps a piece whose value
// provably dominates (constant non-negative difference) wins; otherwise
// the overlap keeps both pieces, whose sum is a sound upper bound of the
// maximum of non-negative values, and Exact is cleared. The same
// fallback is taken when splitting a domain would exceed maxPieceParts
// parts (subtracting unions multiplies parts; without a limit a few
// dozen candidates took minutes). Domains are coalesced after each
// subtraction for the same reason: every part costs Omega tests later.
func (pw *PwQPoly) addMax(n Piece) { pw.addMaxW(n, meter{}) }

// addMaxW is addMax charged to m (MaxOverWithin): one unit per pair of
// basic sets intersected or subtracted.
func (pw *PwQPoly) addMaxW(n Piece, m meter) {
	if n.Domain.provablyEmpty() {
		return
	}
	if len(pw.Pieces) >= maxMaxPieces {
		// Every further candidate would be compared with (and split
		// against) every piece: past this many, keep the candidate as an
		// overlapping piece (summed where it overlaps: sound, inexact).
		pw.Exact = false
		pw.Pieces = append(pw.Pieces, n)
		return
	}
	minus := func(a, b *Set) (*Set, bool) {
		m.charge(len(a.parts) * len(b.parts))
		r, ok := a.subtractLimited(b, maxPieceParts)
		if ok {
			r = m.coalesce(r)
		}
		return r, ok
	}
	var out []Piece
	for _, o := range pw.Pieces {
		m.charge(len(o.Domain.parts) * len(n.Domain.parts))
		if o.Domain.Intersect(n.Domain).provablyEmpty() {
			out = append(out, o)
			continue
		}
		diff := o.Value.add(n.Value.neg())
		d, isConst := diff.IsConstant()
		row, isAffine := diff.affineRow()
		if !isConst && !isAffine {
			// A polynomial difference: its sign on the overlap, when
			// shifting the parameters by their bounds proves it.
			m.charge(len(o.Domain.parts) * len(n.Domain.parts))
			switch diff.signOn(o.Domain.Intersect(n.Domain)) {
			case 1:
				d, isConst = new(big.Rat), true
			case -1:
				d, isConst = big.NewRat(-1, 1), true
			}
		}
		var ge, lt *Set // where diff >= 0 and < 0, for a split
		switch {
		case isConst:
		case isAffine:
			// An affine difference splits the overlap exactly by its sign.
			sp := Space{Params: pw.Params}
			ge = FromBasic(&BasicSet{space: sp, divs: cloneDivs(diff.atoms), ineqs: [][]Int{row}})
			lr := negRow(row)
			lr[0] = sub(lr[0], i64(1))
			lt = FromBasic(&BasicSet{space: sp, divs: cloneDivs(diff.atoms), ineqs: [][]Int{lr}})
		case factorSplitOn:
			ge, lt = diff.factorSplit(pw.Params)
		}
		if ge == nil && !isConst && !isAffine {
			// The sign of a polynomial difference case by case.
			if g, l, ok := diff.splitSign(o.Domain.Intersect(n.Domain), m); ok {
				ge, lt = g, l
			}
		}
		switch {
		case isConst && d.Sign() >= 0:
			if nd, ok := minus(n.Domain, o.Domain); ok {
				n.Domain = nd
				out = append(out, o)
				continue
			}
		case isConst:
			if od, ok := minus(o.Domain, n.Domain); ok {
				if !od.provablyEmpty() {
					out = append(out, Piece{od, o.Value})
				}
				continue
			}
		case ge != nil:
			m.charge(len(o.Domain.parts) * len(n.Domain.parts))
			ov := o.Domain.Intersect(n.Domain)
			od, ok1 := minus(o.Domain, ov.Intersect(lt))
			nd, ok2 := minus(n.Domain, ov.Intersect(ge))
			if ok1 && ok2 {
				if !od.provablyEmpty() {
					out = append(out, Piece{od, o.Value})
				}
				n.Domain = nd
				continue
			}
		}
		pw.Exact = false
		out = append(out, o)
	}
	if !n.Domain.provablyEmpty() {
		out = append(out, n)
	}
	pw.Pieces = out
}

// maxMergeOn switches mergeMax (its test switches it off).
var maxMergeOn = true

// plainPrefixOn switches maxOver's reuse of the plain maximum built
// before the first merge (off: the plain maximum is made from the first
// candidate again; the same maximum either way).
var plainPrefixOn = true

// mergeMax merges the pieces of equal value of a maximum being built
// (disjoint pieces: the same function) and reports whether it kept the
// merge: at most 3/4 of maxMaxPieces pieces of at most 2·maxMaxPieces
// parts in all, their domains coalesced. A maximum over the processes
// often takes few values on many cases of the parameters (a guard's,
// the process that is the target of two statements or of one), which
// maxMaxPieces alone made overlapping pieces added up; merged, the
// candidates left are still compared, each against few pieces. When
// the merge is not kept, pw is unchanged and the caller stops merging:
// the parts, not the pieces, would then multiply the comparisons.
func (pw *PwQPoly) mergeMax(m meter) bool {
	m.charge(len(pw.Pieces) * len(pw.Pieces))
	mg := pw.MergeEqual()
	parts := 0
	for i := range mg.Pieces {
		if len(mg.Pieces[i].Domain.parts) > 1 {
			mg.Pieces[i].Domain = m.coalesce(mg.Pieces[i].Domain)
		}
		parts += len(mg.Pieces[i].Domain.parts)
	}
	if len(mg.Pieces) > maxMaxPieces*3/4 || parts > 2*maxMaxPieces {
		return false
	}
	pw.Pieces = mg.Pieces
	return true
}

// maxMaxPieces bounds the pieces of a maximum that addMax keeps disjoint
// and compared: one maximum of 78 candidates took 18 s when every
// candidate was split against up to 55 pieces (hrelation's generated
// programs); past the bound, pieces overlap and add up.
const maxMaxPieces = 16

// maxPieceParts bounds the parts of a piece domain that addMax builds
// when splitting overlaps exactly.
const maxPieceParts = 16

// Fibres describes, for a relation between sources and targets (a map
// [s...] -> [t...]), how many targets each source has and how many
// sources each target has, with their maxima over all sources/targets.
type Fibres struct {
	// PerSource counts the targets of a source, as a function of the
	// parameters followed by the source variables (exact unless its
	// Exact field is false, see Count).
	PerSource *PwQPoly
	// PerTarget counts the sources of a target (parameters then target
	// variables), like PerSource.
	PerTarget *PwQPoly
	// MaxPerSource and MaxPerTarget bound the largest fibre as functions
	// of the parameters; Exact reports whether the bound is attained.
	MaxPerSource *PwQPoly
	MaxPerTarget *PwQPoly
}

// Fibres computes the fibre sizes of the map m and their maxima. When an
// exact maximum is out of reach it falls back to the number of targets
// (resp. sources) of the whole relation, a sound upper bound, and marks
// it inexact.
func (m *Set) Fibres() (f *Fibres, err error) {
	if !m.space.IsMap {
		return nil, errMapOnly("Fibres (see AsMap)")
	}
	return m.fibres()
}

func (m *Set) fibres() (*Fibres, error) {
	f := &Fibres{}
	var err error
	if f.PerSource, f.MaxPerSource, err = fibreSide(m); err != nil {
		return nil, err
	}
	if f.PerTarget, f.MaxPerTarget, err = fibreSide(m.reverse()); err != nil {
		return nil, err
	}
	return f, nil
}

func fibreSide(m *Set) (*PwQPoly, *PwQPoly, error) {
	// At fixed parameters, by enumeration when the map is small enough.
	per, mx, ok := m.fibresFixed()
	if ok && per != nil {
		return per, mx, nil
	}
	per, err := m.domainAsParams().Count()
	if err != nil {
		return nil, nil, err
	}
	if ok {
		return per, mx, nil
	}
	mx, err = per.MaxOver(len(m.space.In))
	if err == nil {
		return per, mx, nil
	}
	if !errors.Is(err, errNoClosedForm) {
		return nil, nil, err
	}
	// Every fibre is a subset of the range.
	mx, err = m.rng().Count()
	if err != nil {
		return nil, nil, err
	}
	mx.Exact = false
	return per, mx, nil
}

// disjointSum rewrites sum-semantics pieces into pairwise disjoint ones
// with the same value at every point (overlaps get the summed value).
// ok is false past maxDisjointPieces pieces or values of more than
// maxDisjointTerms terms: overlaps of n pieces can make 2^n pieces whose
// values are sums of up to n polynomials, and this runs before any
// cheaper bound is tried (MaxOver then reports errNoClosedForm, and
// Fibres falls back to a sound bound).
func disjointSum(pieces []Piece) ([]Piece, bool) { return disjointSumWith(pieces, true, meter{}) }

// disjointSumWithin is disjointSum that also stops (false) once b has run
// out.
func disjointSumWithin(pieces []Piece, b *budget.Budget) (out []Piece, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, tc := r.(tooComplex); !tc {
				panic(r)
			}
			out, ok = nil, false
		}
	}()
	return disjointSumWith(pieces, true, meter{stop: b})
}

// disjointSumWith is disjointSum (limited) or disjointSumAll, charged to
// m as addMaxW is.
func disjointSumWith(pieces []Piece, limited bool, m meter) ([]Piece, bool) {
	var out []Piece
	work := 0 // terms and atoms of the sums built so far
	for _, pc := range pieces {
		rem := pc.Domain
		var next []Piece
		for _, o := range out {
			m.charge(3 * len(o.Domain.parts) * len(rem.parts))
			both := o.Domain.Intersect(rem)
			if both.provablyEmpty() {
				next = append(next, o)
				continue
			}
			if only := m.coalesce(m.subtract(o.Domain, rem)); !only.provablyEmpty() {
				next = append(next, Piece{only, o.Value.dropPeriodicOn(only)})
			}
			if work += len(o.Value.p.terms)*(1+len(o.Value.atoms)) + len(pc.Value.p.terms)*(1+len(pc.Value.atoms)); limited && work > maxDisjointWork {
				return nil, false
			}
			sum := o.Value.add(pc.Value).dropPeriodicOn(both)
			if limited && (len(sum.p.terms) > maxDisjointTerms || len(next) > maxDisjointPieces) {
				return nil, false
			}
			next = append(next, Piece{both, sum})
			rem = m.coalesce(m.subtract(rem, o.Domain))
		}
		if !rem.provablyEmpty() {
			next = append(next, Piece{rem, pc.Value.dropPeriodicOn(rem)})
		}
		out = next
	}
	return out, true
}

// subtract is a.Subtract(b) charged to m: one unit per part of the
// result, and given up (tooComplex) where the parts would outgrow what
// is left of the budget (subtracting a union multiplies parts).
func (m meter) subtract(a, b *Set) *Set {
	m.charge(0)
	if m.left == nil {
		return a.Subtract(b)
	}
	r, ok := a.subtractLimited(b, max(*m.left, 1))
	if !ok {
		panic(tooComplex{})
	}
	m.charge(len(r.parts))
	return r
}

// coalesce is s.Coalesce() charged to m: four units per pair of parts
// it may compare (each pair a few subtractions and emptiness tests).
func (m meter) coalesce(s *Set) *Set {
	m.charge(2 * len(s.parts) * (len(s.parts) - 1))
	return s.coalesceWith(&workBudget{left: coalesceBudget, stop: m.stop})
}

// disjointSumAll is disjointSum without its limits (for Disjoint, whose
// contract is the disjoint form itself).
func disjointSumAll(pieces []Piece) []Piece {
	out, _ := disjointSumWith(pieces, false, meter{})
	return out
}

// Limits of disjointSum.
const (
	maxDisjointPieces = 64
	maxDisjointTerms  = 256
	maxDisjointWork   = 3000
)

// affineRow returns q as an integer row over [const, params, atoms] with
// the same sign as q (q scaled by the lcm of its denominators), if q has
// total degree at most 1.
func (q QPoly) affineRow() ([]Int, bool) {
	row, _, ok := q.affineRowScaled()
	return row, ok
}

// affineRowScaled is affineRow with the scale: row is l times q.
func (q QPoly) affineRowScaled() (row []Int, l *big.Int, ok bool) {
	l = big.NewInt(1)
	for _, t := range q.p.terms {
		deg := 0
		for _, e := range t.e {
			deg += e
		}
		if deg > 1 {
			return nil, nil, false
		}
		d := t.c.Denom()
		g := new(big.Int).GCD(nil, nil, l, d)
		l.Mul(l, new(big.Int).Quo(d, g))
	}
	row = make([]Int, 1+q.p.nv)
	for _, t := range q.p.terms {
		v := new(big.Int).Mul(t.c.Num(), new(big.Int).Quo(l, t.c.Denom()))
		col := 0
		for i, e := range t.e {
			if e == 1 {
				col = i + 1
			}
		}
		row[col] = fromBig(v)
	}
	return row, l, true
}

// substFixed handles a domain part in which the maximised variable x (its
// only set variable) is fixed by an equality without divs: x is
// substituted into the value and the constraints, which is exact (with a
// coefficient k other than ±1, see substScaled). It reports false when
// that does not apply.
func substFixed(b *BasicSet, q QPoly, np int) (QPoly, *BasicSet, bool) {
	x := b.dimOff()
	for _, d := range b.divs {
		if !isZero(d.num[x]) {
			return q, nil, false
		}
	}
	for i, e := range b.eqs {
		if isZero(e[x]) || !isZeroFrom(e, b.divOff()) {
			continue
		}
		if !eq64(abs(e[x]), 1) {
			if !scaledFixedOn {
				continue
			}
			if v, out, ok := substScaled(b, q, np, e); ok {
				return v, out, true
			}
			continue
		}
		sx := make([]Int, len(e))
		for j, v := range e {
			if j != x {
				sx[j] = neg(mul(v, e[x]))
			}
		}
		nb := b.copy()
		nb.eqs = slices.Delete(nb.eqs, i, i+1)
		substitute(nb.eqs, x, sx)
		substitute(nb.ineqs, x, sx)
		psp := Space{Params: slices.Clone(b.space.Params)}
		out := &BasicSet{space: psp, eqs: deleteCol(nb.eqs, x), ineqs: deleteCol(nb.ineqs, x)}
		for _, d := range nb.divs {
			out.divs = append(out.divs, div{slices.Delete(copyRow(d.num), x, x+1), d.den})
		}
		for _, a := range q.atoms {
			if !isZero(a.num[1+np]) {
				return q, nil, false // an atom of x: keep the general path
			}
		}
		ua := make([]Int, 1+q.p.nv)
		copy(ua, sx[:x])
		v := q
		v.p = q.p.subst(np, affPoly(q.p.nv, ua))
		if out = out.cleanup(); out == nil {
			out = &BasicSet{space: psp, ineqs: [][]Int{{i64(-1)}}}
		}
		return v.compact().dropTrailingParams(1), out, true
	}
	return q, nil, false
}

// floorConst rounds a constant bound down: the quantities bounded here
// (fibre sizes) are integers, so the floor of an upper bound is one too.
func floorConst(v QPoly) QPoly {
	if c, ok := v.IsConstant(); ok && !c.IsInt() {
		fl := new(big.Int).Div(c.Num(), c.Denom()) // Euclidean: floor, as Denom > 0
		v.p = constPoly(v.p.nv, new(big.Rat).SetInt(fl))
	}
	return v
}

// scaledFixedOn switches substScaled (its test switches it off).
var scaledFixedOn = true

// substScaled is substFixed for an equality e: k·x + f = 0 with |k| > 1
// (p = 2u + 1 fixing u by the parameter p): x = -f / k, substituted into
// the value (rational coefficients), and the domain keeps x as a div
// floor(-f / k) with the equality, which says that k divides f.
func substScaled(b *BasicSet, q QPoly, np int, e []Int) (QPoly, *BasicSet, bool) {
	x := b.dimOff()
	for _, a := range q.atoms {
		if !isZero(a.num[1+np]) {
			return q, nil, false // an atom of x: keep the general path
		}
	}
	if sign(e[x]) < 0 {
		e = negRow(e)
	}
	k := e[x]
	// Columns of the result: const, params, b's divs, then the div of x.
	nd := len(b.divs)
	width := x + nd + 1
	mapRow := xColumnLast(x, nd)
	psp := Space{Params: slices.Clone(b.space.Params)}
	out := &BasicSet{space: psp}
	for _, r := range b.eqs {
		out.eqs = append(out.eqs, mapRow(r))
	}
	for _, r := range b.ineqs {
		out.ineqs = append(out.ineqs, mapRow(r))
	}
	for _, d := range b.divs {
		out.divs = append(out.divs, div{mapRow(d.num), d.den})
	}
	num := make([]Int, width)
	for j := 0; j < x; j++ {
		num[j] = neg(e[j])
	}
	for j := range num[x:] {
		num[x+j] = i64(0)
	}
	out.divs = append(out.divs, div{num, k})
	// In the value, x is the floor of -f / k (equal to it on the
	// domain): integer coefficients, which the .bsp text writes without
	// an exact division.
	w := 1 + len(q.params) + len(q.atoms) + 1
	v := QPoly{params: q.params}
	for _, a := range q.atoms {
		v.atoms = append(v.atoms, div{widen([][]Int{a.num}, w)[0], a.den})
	}
	vnum := make([]Int, w)
	for j := range vnum {
		vnum[j] = i64(0)
	}
	for j := 0; j < x; j++ {
		vnum[j] = neg(e[j])
	}
	v.atoms = append(v.atoms, div{vnum, k})
	nv := q.p.nv
	unit := make([]int, nv+1)
	unit[nv] = 1
	v.p = q.p.addVar().subst(np, newPoly(nv+1, []term{{unit, big.NewRat(1, 1)}}))
	if out = out.cleanup(); out == nil {
		out = &BasicSet{space: psp, ineqs: [][]Int{{i64(-1)}}}
	}
	return v.compact().dropTrailingParams(1), out, true
}
