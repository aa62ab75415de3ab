package polyhedra

import (
	"math/big"
	"slices"
)

// maxEnumPoints bounds the bounding box that countByEnumeration visits.
const maxEnumPoints = 1 << 15

// countByEnumeration counts the points of a set without parameters by
// visiting its bounding box (the union of its parts' Fourier-Motzkin
// shadows, which contain every integer point), depth first, dropping a
// part as soon as a constraint over the variables fixed so far fails.
// For the small constant sets that fixing every parameter gives, that
// is much cheaper than symbolic summation, as in isl's isl_set_count_val.
// ok is false when the set has parameters, an unbounded shadow, or a box
// of more than maxEnumPoints points (symbolic summation then decides,
// including ErrUnbounded).
func (s *Set) countByEnumeration() (n int64, ok bool) {
	n, ok, _ = s.countByEnumerationOr()
	return n, ok
}

// countByEnumerationOr is countByEnumeration that also reports when it
// stopped at a shadow that proves the set infinite: unbounded, exact
// (the rational projection itself, so by Meyer's theorem the integer
// points are unbounded too), of a part proved non-empty.
func (s *Set) countByEnumerationOr() (n int64, ok, infinite bool) {
	ok, infinite = s.enumerate(func([]Int) { n++ })
	return n, ok, infinite
}

// enumerate calls visit on every point of s (set variables), once each,
// in lexicographic order, under the conditions of countByEnumerationOr
// (ok false otherwise, before any visit). visit must not keep x.
func (s *Set) enumerate(visit func(x []Int)) (ok, infinite bool) {
	if len(s.space.Params) > 0 {
		return false, false
	}
	nd := s.space.NDim()
	lo, hi := make([]Int, nd), make([]Int, nd)
	have := make([]bool, nd)
	var parts []*enumPart
	for _, b := range s.parts {
		// A part boxed by its rows on single variables needs no
		// emptiness test: if empty, it only widens the box to visit.
		boxed := true
		for d := 0; d < nd && boxed; d++ {
			_, _, boxed = b.directRange(d)
		}
		if !boxed && b.provablyEmpty() {
			continue
		}
		for d := 0; d < nd; d++ {
			l, h, bounded := b.directRange(d)
			if !bounded {
				var exact bool
				l, h, bounded, exact = b.shadowRangeExact(d)
				if !bounded {
					if exact {
						empty, known := b.isEmptyWithin(pruneBudget)
						return false, known && !empty
					}
					return false, false
				}
			}
			if !have[d] || cmp(l, lo[d]) < 0 {
				lo[d] = l
			}
			if !have[d] || cmp(h, hi[d]) > 0 {
				hi[d] = h
			}
			have[d] = true
		}
		parts = append(parts, newEnumPart(b))
	}
	if len(parts) == 0 {
		return true, false
	}
	vol := int64(1)
	for d := 0; d < nd; d++ {
		w, fits := sub(hi[d], lo[d]).int64()
		if !fits || w < 0 {
			return w < 0 && fits, false // an empty shadow: no point
		}
		if vol *= w + 1; vol > maxEnumPoints {
			return false, false
		}
	}
	alive := make([]*enumPart, 0, len(parts))
	for _, p := range parts {
		if p.check(-1) {
			alive = append(alive, p)
		}
	}
	pt := make([]Int, nd)
	var rec func(k int, alive []*enumPart)
	rec = func(k int, alive []*enumPart) {
		if k == nd {
			visit(pt)
			return
		}
		next := make([]*enumPart, 0, len(alive))
		for v := lo[k]; cmp(v, hi[k]) <= 0; v = add(v, i64(1)) {
			next = next[:0]
			pt[k] = v
			for _, p := range alive {
				p.x[p.b.dimOff()+k] = v
				if p.check(k) {
					next = append(next, p)
				}
			}
			if len(next) > 0 {
				rec(k+1, next)
			}
		}
	}
	if len(alive) > 0 {
		rec(0, alive)
	}
	return true, false
}

// shadowRange returns the range of set variable d over the rational
// shadow of b (it contains every integer point of b).
func (b *BasicSet) shadowRange(d int) (lo, hi Int, ok bool) {
	lo, hi, ok, _ = b.shadowRangeExact(d)
	return lo, hi, ok
}

// shadowRangeExact is shadowRange that also reports whether the shadow
// was the exact rational projection.
func (b *BasicSet) shadowRangeExact(d int) (lo, hi Int, ok, exact bool) {
	sh, exact := b.shadowOntoExact(d, Space{Out: []string{"x"}})
	haveLo, haveHi := false, false
	for _, r := range sh.ineqs {
		a := r[1]
		switch sign(a) {
		case 1:
			if v := ceilDiv(neg(r[0]), a); !haveLo || cmp(v, lo) > 0 {
				lo, haveLo = v, true
			}
		case -1:
			if v := floorDiv(r[0], neg(a)); !haveHi || cmp(v, hi) < 0 {
				hi, haveHi = v, true
			}
		default:
			if sign(r[0]) < 0 { // 0 >= 1: no point
				return i64(1), i64(0), true, exact
			}
		}
	}
	return lo, hi, haveLo && haveHi, exact
}

// directRange returns the range of set variable d allowed by the rows of
// b on d alone (a box row such as -5 <= x <= 5), when both bounds are
// there: a box around every point, which is all the enumeration needs
// (it tests every constraint at every point), found without the
// elimination of every other column that shadowRangeExact does.
func (b *BasicSet) directRange(d int) (lo, hi Int, ok bool) {
	col := b.dimOff() + d
	haveLo, haveHi := false, false
	alone := func(r []Int) bool {
		for c := 1; c < len(r); c++ {
			if c != col && !isZero(r[c]) {
				return false
			}
		}
		return !isZero(r[col])
	}
	bound := func(r []Int, a Int) {
		if sign(a) > 0 {
			if v := ceilDiv(neg(r[0]), a); !haveLo || cmp(v, lo) > 0 {
				lo, haveLo = v, true
			}
		} else if v := floorDiv(r[0], neg(a)); !haveHi || cmp(v, hi) < 0 {
			hi, haveHi = v, true
		}
	}
	for _, r := range b.ineqs {
		if alone(r) {
			bound(r, r[col])
		}
	}
	for _, e := range b.eqs {
		if alone(e) {
			bound(e, e[col])
			n := negRow(e)
			bound(n, n[col])
		}
	}
	return lo, hi, haveLo && haveHi
}

// enumPart is a basic set prepared for depth-first enumeration: its
// divisions and constraints grouped by the last set variable they
// depend on (-1: none).
type enumPart struct {
	b     *BasicSet
	x     []Int
	divAt [][]int // level+1 -> divisions to evaluate
	eqAt  [][][]Int
	inAt  [][][]Int
}

func newEnumPart(b *BasicSet) *enumPart {
	nd := b.nDim()
	p := &enumPart{b: b, x: make([]Int, b.ncols()), divAt: make([][]int, nd+1), eqAt: make([][][]Int, nd+1), inAt: make([][][]Int, nd+1)}
	p.x[0] = i64(1)
	level := make([]int, b.ncols()) // per column: the set variable it waits for
	for c := range level {
		level[c] = -1
		if c >= b.dimOff() && c < b.divOff() {
			level[c] = c - b.dimOff()
		}
	}
	rowLevel := func(r []Int) int {
		l := -1
		for c, v := range r {
			if !isZero(v) && level[c] > l {
				l = level[c]
			}
		}
		return l
	}
	for i, d := range b.divs {
		l := rowLevel(d.num)
		level[b.divOff()+i] = l
		p.divAt[l+1] = append(p.divAt[l+1], i)
	}
	for _, e := range b.eqs {
		l := rowLevel(e) + 1
		p.eqAt[l] = append(p.eqAt[l], e)
	}
	for _, r := range b.ineqs {
		l := rowLevel(r) + 1
		p.inAt[l] = append(p.inAt[l], r)
	}
	return p
}

// check evaluates the divisions and constraints that wait for set
// variable k (already stored in x) and reports whether they hold.
func (p *enumPart) check(k int) bool {
	off := p.b.divOff()
	for _, i := range p.divAt[k+1] {
		d := p.b.divs[i]
		p.x[off+i] = floorDiv(dot(d.num, p.x), d.den)
	}
	for _, e := range p.eqAt[k+1] {
		if !isZero(dot(e, p.x)) {
			return false
		}
	}
	for _, r := range p.inAt[k+1] {
		if sign(dot(r, p.x)) < 0 {
			return false
		}
	}
	return true
}

// countFixed is countByEnumeration for a set whose parameters each have
// a single possible value (as FixParam leaves them): the parameters are
// read as leading set variables, their shadows must each be one value,
// and the count is n at those values pv, 0 elsewhere.
//
// unbounded is true when the set is known to be infinite: a part with an
// integer point whose exact rational shadow on some variable is
// unbounded (with the parameters fixed, a rational polyhedron with an
// integer point that is unbounded in a direction has infinitely many
// integer points along it, Meyer's theorem; the divisions are functions
// of the point, so they add no points).
//
// runs records, by part of s, the emptiness tests that the ray shortcut of
// fixedParams ran (nil where none ran), for sumExact to replay.
func (s *Set) countFixed() (n int64, pv []Int, ok, unbounded bool, runs []*emptyRun) {
	np := len(s.space.Params)
	t, pv, ok, runs := s.fixedParamsRec()
	if !ok {
		return 0, nil, false, false, runs
	}
	// A variable that no row bounds on one side (and no equality or div
	// mentions) is a ray: from any point, every step along it stays in
	// the part. One proved point then makes the set infinite, without
	// the shadows below.
	for _, b := range t.parts {
		for d := np; d < t.space.NDim(); d++ {
			if b.isRay(b.dimOff() + d) {
				if empty, known := b.isEmptyWithin(pruneBudget); known && !empty {
					return 0, nil, false, true, nil
				}
				break
			}
		}
	}
	n, ok, infinite := t.countByEnumerationOr()
	switch {
	case ok:
		return n, pv, true, false, nil
	case infinite:
		return 0, nil, false, true, nil
	}
	for _, b := range t.parts {
		for d := np; d < t.space.NDim(); d++ {
			if _, _, bounded, exact := b.shadowRangeExact(d); !bounded && exact {
				if empty, known := b.isEmptyWithin(pruneBudget); known && !empty {
					return 0, nil, false, true, nil
				}
			}
		}
	}
	return 0, nil, false, false, nil
}

// fixedRayShortcut is fixedParams' early failure on a parameter that is
// a ray (a variable so that a test can compare with the slow path).
var fixedRayShortcut = true

// fixedParams returns s with its parameters read as leading set
// variables and the one value of each parameter where s has points (any
// value where it has none), ok false when a part's shadow leaves a
// parameter more than one value or two parts disagree.
func (s *Set) fixedParams() (*Set, []Int, bool) {
	t, pv, ok, _ := s.fixedParamsRec()
	return t, pv, ok
}

// fixedParamsRec is fixedParams that also returns the records of the
// emptiness tests of its ray shortcut, by part (nil: not tested).
func (s *Set) fixedParamsRec() (*Set, []Int, bool, []*emptyRun) {
	np := len(s.space.Params)
	// The ray shortcut below, on s's own parts before the copy that
	// relabel makes: a parameter's column is 1+d in s as in t, and the
	// tests read rows only. A part with a ray parameter is never direct,
	// so the loop below fails at it unless it is provably empty: the same
	// answer, without copying every part of the sets (hrelation's, whose
	// nprocs is a ray) that fail here.
	var runs []*emptyRun
	for i, b := range s.parts {
		for d := 0; d < np && fixedRayShortcut; d++ {
			if b.isRay(1 + d) {
				// provablyEmpty, recorded.
				r := b.emptyRun(pruneBudget)
				if runs == nil {
					runs = make([]*emptyRun, len(s.parts))
				}
				runs[i] = &r
				if !(r.known && !r.res) {
					return nil, nil, false, runs
				}
				break
			}
		}
	}
	t := s.relabel(Space{Out: append(append([]string{}, s.space.Params...), s.space.Dims()...)})
	pv := make([]Int, np)
	have := make([]bool, np)
	for _, b := range t.parts {
		// Rows fixing every parameter (as FixParam adds) need no
		// emptiness test: an empty part with them agrees anyway.
		direct := true
		for d := 0; d < np && direct; d++ {
			lo, hi, bounded := b.directRange(d)
			direct = bounded && eq(lo, hi)
		}
		if !direct && b.provablyEmpty() {
			continue
		}
		// A parameter that is a ray of the part (no row bounds it on one
		// side, no equality or div mentions it) is not fixed: its shadow
		// has rows on that side only, never one value, so the loop below
		// would fail at it anyway. The test costs a scan of the rows
		// instead of a projection (hrelation's counts have nprocs, never
		// bounded above, as a parameter; TestFixedParamsRay).
		for d := 0; d < np && fixedRayShortcut; d++ {
			if b.isRay(b.dimOff() + d) {
				return nil, nil, false, runs
			}
		}
		for d := 0; d < np; d++ {
			lo, hi, bounded := b.directRange(d)
			if !bounded || !eq(lo, hi) {
				lo, hi, bounded = b.shadowRange(d)
			}
			if !bounded || !eq(lo, hi) || have[d] && !eq(lo, pv[d]) {
				return nil, nil, false, runs
			}
			pv[d], have[d] = lo, true
		}
	}
	return t, pv, true, runs
}

// fibresFixed is one side of Fibres (the targets per source, and their
// maximum) when the parameters of m are fixed (one value each) and its
// points can be enumerated (see enumerate); ok false otherwise. The
// count per source is then a piece per source point (at most
// maxFixedSources of them, else per is nil), exact. At the small constant maps that fixing
// every parameter gives, this is what isl's own scan does, and far
// cheaper than symbolic summation and its maximum over the sources.
func (m *Set) fibresFixed() (per, max *PwQPoly, ok bool) {
	t, pv, ok := m.fixedParams()
	if !ok {
		return nil, nil, false
	}
	np, ni := len(m.space.Params), len(m.space.In)
	type src struct {
		x []Int
		n int64
	}
	var srcs []*src // in lexicographic order of the sources
	index := map[string]*src{}
	var key []byte
	ok, _ = t.enumerate(func(x []Int) {
		key = key[:0]
		for _, v := range x[np : np+ni] {
			key = append(key, v.String()...)
			key = append(key, ',')
		}
		e := index[string(key)]
		if e == nil {
			e = &src{x: slices.Clone(x[np : np+ni])}
			index[string(key)] = e
			srcs = append(srcs, e)
		}
		e.n++
	})
	if !ok {
		return nil, nil, false
	}
	var mx int64
	for _, e := range srcs {
		mx = maxInt64(mx, e.n)
	}
	if len(srcs) <= maxFixedSources {
		params := append(slices.Clone(m.space.Params), m.space.In...)
		per = &PwQPoly{Params: params, Exact: true}
		for _, e := range srcs {
			per.Pieces = append(per.Pieces, constCountAt(params, append(slices.Clone(pv), e.x...), e.n).Pieces...)
		}
	}
	return per, constCountAt(m.space.Params, pv, mx), true
}

// maxFixedSources bounds the pieces of a count per source that
// fibresFixed returns (one per source): past it, per is nil and the
// caller counts symbolically (a formula, not thousands of points).
const maxFixedSources = 64

func maxInt64(a, b int64) int64 {
	if a > b {
		return a
	}
	return b
}

// constCountAt is the exact piecewise quasi-polynomial worth n where the
// parameters equal pv, and 0 elsewhere.
func constCountAt(params []string, pv []Int, n int64) *PwQPoly {
	pw := &PwQPoly{Params: append([]string{}, params...), Exact: true}
	if n == 0 {
		return pw
	}
	c := ConstPw(params, big.NewRat(n, 1))
	dom := c.Pieces[0].Domain
	for i, v := range pv {
		row := make([]Int, 1+len(params))
		row[0], row[1+i] = neg(v), i64(1)
		dom = dom.withRow(row, true)
	}
	c.Pieces[0].Domain = dom
	return c
}

// isRay reports whether column col of b is bounded on at most one side
// by b's inequalities and appears in no equality and no div definition:
// then x + t*e_col is in b for every point x of b and every integer
// t >= 0 (or every t <= 0), as each row stays or grows.
func (b *BasicSet) isRay(col int) bool {
	for _, e := range b.eqs {
		if !isZero(e[col]) {
			return false
		}
	}
	for _, d := range b.divs {
		if !isZero(d.num[col]) {
			return false
		}
	}
	pos, neg := false, false
	for _, r := range b.ineqs {
		switch sign(r[col]) {
		case 1:
			pos = true
		case -1:
			neg = true
		}
	}
	return !(pos && neg)
}
