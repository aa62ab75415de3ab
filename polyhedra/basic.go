package polyhedra

import (
	"fmt"
	"slices"
)

// div is an existentially quantified variable with an explicit definition
// d = floor(num / den), den >= 2. num has one entry per column of the
// owning BasicSet and only references columns before d. Because every
// existential is a div, each point of the space has exactly one value per
// div, which makes complement and counting exact.
type div struct {
	num []Int
	den Int
}

// BasicSet is a conjunction of affine equalities and inequalities over
// parameters, set variables and divs. Columns: 0 is the constant, then
// parameters, then set variables (input tuple then output tuple for
// maps), then divs. Rows mean r·(1, params, dims, divs) = 0 (eqs) or >= 0
// (ineqs). The defining inequalities of divs are implicit.
type BasicSet struct {
	space Space
	divs  []div
	eqs   [][]Int
	ineqs [][]Int
}

// Space returns the space of the basic set.
func (b *BasicSet) Space() Space { return b.space.own() }

func (b *BasicSet) nParam() int { return len(b.space.Params) }
func (b *BasicSet) nDim() int   { return b.space.NDim() }
func (b *BasicSet) dimOff() int { return 1 + b.nParam() }
func (b *BasicSet) divOff() int { return 1 + b.nParam() + b.nDim() }
func (b *BasicSet) ncols() int  { return b.divOff() + len(b.divs) }

func universeBasic(sp Space) *BasicSet { return &BasicSet{space: sp.clone()} }

func (b *BasicSet) copy() *BasicSet {
	c := &BasicSet{space: b.space.clone(), eqs: copyRows(b.eqs), ineqs: copyRows(b.ineqs)}
	for _, d := range b.divs {
		c.divs = append(c.divs, div{copyRow(d.num), d.den})
	}
	return c
}

// divDefs returns the two defining inequalities of every div:
// num - den*d >= 0 and den*d - num + den - 1 >= 0.
func (b *BasicSet) divDefs() [][]Int {
	var out [][]Int
	off := b.divOff()
	for i, d := range b.divs {
		lo := copyRow(d.num)
		lo[off+i] = neg(d.den)
		hi := negRow(d.num)
		hi[off+i] = d.den
		hi[0] = add(hi[0], sub(d.den, i64(1)))
		out = append(out, lo, hi)
	}
	return out
}

func (b *BasicSet) allIneqs() [][]Int { return append(copyRows(b.ineqs), b.divDefs()...) }

// feasibleIneqs is allIneqs for feasible and feasibleLimited, which never
// modify the rows they are given (their first normalisation copies
// them): b's own inequality rows, not copies, followed by the divs'
// definitions, in a new slice (TestFeasibleKeepsRows).
func (b *BasicSet) feasibleIneqs() [][]Int {
	return append(b.ineqs[:len(b.ineqs):len(b.ineqs)], b.divDefs()...)
}

// IsEmpty reports whether the basic set has no integer point for any
// value of the parameters. Exact.
func (b *BasicSet) IsEmpty() bool {
	return !b.cheapWitness() && b.omegaEmpty()
}

// omegaEmpty is IsEmpty without the cheap witnesses.
func (b *BasicSet) omegaEmpty() bool {
	return !feasible(b.eqs, b.feasibleIneqs())
}

// isEmptyWithin is IsEmpty under a work limit (units as in
// feasibleLimited). empty is true only when emptiness was proved; known
// is false when the limit was hit first.
func (b *BasicSet) isEmptyWithin(work int) (empty, known bool) {
	if b.cheapWitness() {
		return false, true
	}
	return b.omegaEmptyWithin(work)
}

// omegaEmptyWithin is isEmptyWithin without the cheap witnesses.
func (b *BasicSet) omegaEmptyWithin(work int) (empty, known bool) {
	res, known, _ := feasibleLimited(b.eqs, b.feasibleIneqs(), work)
	return !res && known, known
}

// provablyEmpty is the pruning test used where keeping an empty part is
// harmless (it changes the representation, not the set): a bounded
// Omega test, so one hard system cannot stall a whole operation.
func (b *BasicSet) provablyEmpty() bool {
	e, _ := b.isEmptyWithin(pruneBudget)
	return e
}

// pruneBudget bounds each emptiness test used only for pruning (units of
// feasibleLimited: rows times columns visited, roughly 3·10^4 per
// millisecond). Exactness never depends on it.
const pruneBudget = 200000

// cheapWitness tries a few points (the origin and the unit vectors, both
// signs, over parameters and set variables) before the Omega test: most
// sets met in practice contain one of them, and checking a point costs
// far less than eliminating every variable. It only ever proves
// non-emptiness.
func (b *BasicSet) cheapWitness() bool {
	n := b.nParam() + b.nDim()
	if n > 8 {
		return false
	}
	// x and fixed (below) on the stack for the small sets that are
	// most of the calls.
	var xbuf [24]Int
	var fbuf [24]bool
	var x []Int
	var fixed []bool
	if nc := b.ncols(); nc <= len(xbuf) {
		x, fixed = xbuf[:nc], fbuf[:nc]
	} else {
		x, fixed = make([]Int, nc), make([]bool, nc)
	}
	try := func() bool {
		x[0] = i64(1)
		for i, d := range b.divs {
			x[b.divOff()+i] = floorDiv(dot(d.num, x), d.den)
		}
		for _, e := range b.eqs {
			if !isZero(dot(e, x)) {
				return false
			}
		}
		for _, c := range b.ineqs {
			if sign(dot(c, x)) < 0 {
				return false
			}
		}
		return true
	}
	if try() {
		return true
	}
	for i := 1; i <= n; i++ {
		for _, v := range []int64{1, -1} {
			x[i] = i64(v)
			if try() {
				return true
			}
		}
		x[i] = i64(0)
	}
	return b.greedyPoint(x, fixed, false) && try() || b.greedyPoint(x, fixed, true) && try()
}

// greedyPoint fills x (parameters and set variables, then the divs) by
// fixing one variable at a time, in column order or reversed, to the
// value of least magnitude allowed by the rows whose other variables
// are already fixed (a div counts as fixed once every column of its
// definition is). It does not backtrack: it is a cheap guess for
// cheapWitness, which checks the point against every row, and it
// reports false when some variable has no value left. fixed is scratch
// space of len(x).
func (b *BasicSet) greedyPoint(x []Int, fixed []bool, reverse bool) bool {
	n := b.nParam() + b.nDim()
	off := b.divOff()
	clear(fixed)
	fixed[0], x[0] = true, i64(1)
	fixDivs := func() {
		for i, d := range b.divs {
			if fixed[off+i] {
				continue
			}
			ready := true
			for c, v := range d.num {
				if !isZero(v) && !fixed[c] {
					ready = false
					break
				}
			}
			if ready {
				x[off+i], fixed[off+i] = floorDiv(dot(d.num, x), d.den), true
			}
		}
	}
	fixDivs()
	for j := 1; j <= n; j++ {
		k := j
		if reverse {
			k = n + 1 - j
		}
		var lo, hi Int
		haveLo, haveHi := false, false
		bound := func(r []Int, isEq bool) bool {
			if isZero(r[k]) {
				return true
			}
			var rest Int
			for c, v := range r {
				if c == k || isZero(v) {
					continue
				}
				if !fixed[c] {
					return true // not usable yet
				}
				rest = addMul(rest, v, x[c])
			}
			a := r[k] // a*x_k + rest >= 0 (or = 0)
			if isEq {
				if !divides(a, rest) {
					return false
				}
				v := neg(quo(rest, a))
				if (haveLo && cmp(v, lo) < 0) || (haveHi && cmp(v, hi) > 0) {
					return false
				}
				lo, hi, haveLo, haveHi = v, v, true, true
				return true
			}
			if sign(a) > 0 {
				if v := ceilDiv(neg(rest), a); !haveLo || cmp(v, lo) > 0 {
					lo, haveLo = v, true
				}
			} else if v := floorDiv(rest, neg(a)); !haveHi || cmp(v, hi) < 0 {
				hi, haveHi = v, true
			}
			return true
		}
		for _, r := range b.eqs {
			if !bound(r, true) {
				return false
			}
		}
		for _, r := range b.ineqs {
			if !bound(r, false) {
				return false
			}
		}
		var v Int
		switch {
		case haveLo && haveHi && cmp(lo, hi) > 0:
			return false
		case haveLo && sign(lo) > 0:
			v = lo
		case haveHi && sign(hi) < 0:
			v = hi
		}
		x[k], fixed[k] = v, true
		fixDivs()
	}
	return true
}

// evalDivs extends (params, dims) by the div values.
func (b *BasicSet) point(params, dims []int64) []Int {
	if len(params) != b.nParam() || len(dims) != b.nDim() {
		panic(fmt.Sprintf("polyhedra: point has %d params and %d dims, space has %d and %d", len(params), len(dims), b.nParam(), b.nDim()))
	}
	x := make([]Int, b.ncols())
	x[0] = i64(1)
	copy(x[1:], ints(params))
	copy(x[b.dimOff():], ints(dims))
	for i, d := range b.divs {
		x[b.divOff()+i] = floorDiv(dot(d.num, x), d.den)
	}
	return x
}

// Contains reports whether the point (params, dims) belongs to b.
func (b *BasicSet) Contains(params, dims []int64) bool {
	x := b.point(params, dims)
	for _, e := range b.eqs {
		if !isZero(dot(e, x)) {
			return false
		}
	}
	for _, c := range b.ineqs {
		if sign(dot(c, x)) < 0 {
			return false
		}
	}
	return true
}

// widen returns rows padded with zero columns up to n.
func widen(rows [][]Int, n int) [][]Int {
	out := make([][]Int, len(rows))
	for i, r := range rows {
		w := make([]Int, n)
		copy(w, r)
		out[i] = w
	}
	return out
}

// addDivs returns a copy of b with the divs of o appended; o's rows are
// returned re-indexed into the new column layout. Spaces must agree.
func (b *BasicSet) addDivs(o *BasicSet) (*BasicSet, [][]Int, [][]Int) {
	n := b.ncols() + len(o.divs)
	c := &BasicSet{space: b.space.clone(), eqs: widen(b.eqs, n), ineqs: widen(b.ineqs, n)}
	for _, d := range b.divs {
		c.divs = append(c.divs, div{widen([][]Int{d.num}, n)[0], d.den})
	}
	shift := len(b.divs)
	mapRow := func(r []Int) []Int {
		w := make([]Int, n)
		copy(w, r[:o.divOff()])
		for i := 0; i < len(o.divs); i++ {
			w[o.divOff()+shift+i] = r[o.divOff()+i]
		}
		return w
	}
	for _, d := range o.divs {
		c.divs = append(c.divs, div{mapRow(d.num), d.den})
	}
	var eqs, ineqs [][]Int
	for _, r := range o.eqs {
		eqs = append(eqs, mapRow(r))
	}
	for _, r := range o.ineqs {
		ineqs = append(ineqs, mapRow(r))
	}
	return c, eqs, ineqs
}

// intersectBasic returns the conjunction of two basic sets in one space.
func intersectBasic(a, o *BasicSet) *BasicSet {
	c, eqs, ineqs := a.addDivs(o)
	c.eqs = append(c.eqs, eqs...)
	c.ineqs = append(c.ineqs, ineqs...)
	return c.cleanupOwned() // addDivs made every row and div anew
}

// cleanup normalises rows and removes divs that nothing references.
// It returns nil if a contradiction is visible without search.
func (b *BasicSet) cleanup() *BasicSet { return b.cleanupRows(false) }

// cleanupOwned is cleanup of a basic set whose rows belong to it alone
// (no other basic set or system shares them, as in finishRawFan, whose
// rows are its own): normalisation and column deletion then work in
// place instead of copying every row, the same result with fewer
// allocations (TestCleanupOwned).
func (b *BasicSet) cleanupOwned() *BasicSet { return b.cleanupRows(true) }

// cleanupNormalized is cleanupOwned of rows that normalizeRows has just
// returned (finishRawFan's last step): they are normalised again only
// if inlineUnitDivs changes them.
func (b *BasicSet) cleanupNormalized() *BasicSet {
	if b.hasUnitDiv() {
		return b.cleanupRows(true)
	}
	b.dropUnusedDivs(true)
	return b
}

func (b *BasicSet) cleanupRows(owned bool) *BasicSet {
	b.inlineUnitDivs()
	eqs, ineqs, ok := normalizeRows(b.eqs, b.ineqs, owned)
	if !ok {
		return nil
	}
	b.eqs, b.ineqs = eqs, ineqs
	b.dropUnusedDivs(owned)
	return b
}

// dropUnusedDivs removes the divs that no row and no other div uses,
// and merges divs with the same definition.
func (b *BasicSet) dropUnusedDivs(owned bool) {
	for {
		off := b.divOff()
		removed := false
		for i := len(b.divs) - 1; i >= 0; i-- {
			col := off + i
			used := false
			for _, r := range b.eqs {
				used = used || !isZero(r[col])
			}
			for _, r := range b.ineqs {
				used = used || !isZero(r[col])
			}
			for _, d := range b.divs {
				used = used || !isZero(d.num[col])
			}
			if !used {
				b.divs = slices.Delete(b.divs, i, i+1)
				if owned {
					b.eqs = deleteColOwned(b.eqs, col)
					b.ineqs = deleteColOwned(b.ineqs, col)
				} else {
					b.eqs = deleteCol(b.eqs, col)
					b.ineqs = deleteCol(b.ineqs, col)
				}
				for j := range b.divs {
					b.divs[j].num = slices.Delete(b.divs[j].num, col, col+1)
				}
				removed = true
				break
			}
		}
		if !removed {
			break
		}
	}
	b.mergeDivs()
}

// inlineUnitDivs rewrites constraints in which a div d = floor(f/k)
// has coefficient ±1 so that they no longer mention d: for any
// integer-valued g, d + g >= 0 iff f + k*g >= 0, and -d + g >= 0 iff
// k*g + k - 1 - f >= 0 (an equality d + g = 0 gives both). Unused divs
// are then dropped by cleanup, which keeps sets small and readable.
func (b *BasicSet) inlineUnitDivs() {
	off := b.divOff()
	rewrite := func(r []Int) ([][]Int, bool) {
		for j := len(b.divs) - 1; j >= 0; j-- {
			col := off + j
			a := r[col]
			if !eq64(a, 1) && !eq64(a, -1) {
				continue
			}
			d := b.divs[j]
			g := copyRow(r)
			g[col] = i64(0)
			if eq64(a, 1) {
				return [][]Int{combine(i64(1), d.num, d.den, g)}, true
			}
			n := combine(i64(-1), d.num, d.den, g)
			n[0] = add(n[0], sub(d.den, i64(1)))
			return [][]Int{n}, true
		}
		return nil, false
	}
	if !b.hasUnitDiv() {
		return // the common case: nothing to rewrite, nothing to rebuild
	}
	for changed := true; changed; {
		changed = false
		var ineqs [][]Int
		for _, r := range b.ineqs {
			if nr, ok := rewrite(r); ok {
				ineqs = append(ineqs, nr...)
				changed = true
			} else {
				ineqs = append(ineqs, r)
			}
		}
		var eqs [][]Int
		for _, r := range b.eqs {
			if _, ok := rewrite(r); ok {
				// r = 0 as r >= 0 and -r >= 0, each rewritten.
				a, _ := rewrite(r)
				c, _ := rewrite(negRow(r))
				ineqs = append(ineqs, a...)
				ineqs = append(ineqs, c...)
				changed = true
			} else {
				eqs = append(eqs, r)
			}
		}
		b.eqs, b.ineqs = eqs, ineqs
	}
}

// hasUnitDiv reports whether some row has coefficient ±1 on a div
// (what inlineUnitDivs rewrites).
func (b *BasicSet) hasUnitDiv() bool {
	off := b.divOff()
	for _, rows := range [2][][]Int{b.eqs, b.ineqs} {
		for _, r := range rows {
			for _, a := range r[off:] {
				if eq64(a, 1) || eq64(a, -1) {
					return true
				}
			}
		}
	}
	return false
}

// mergeDivs folds divs with identical definitions into one.
func (b *BasicSet) mergeDivs() {
	for {
		off := b.divOff()
		found := false
		for i := 0; i < len(b.divs) && !found; i++ {
			for j := i + 1; j < len(b.divs) && !found; j++ {
				if eq(b.divs[i].den, b.divs[j].den) && rowsEqual(b.divs[i].num, b.divs[j].num) {
					ci, cj := off+i, off+j
					move := func(rows [][]Int) {
						for _, r := range rows {
							r[ci] = add(r[ci], r[cj])
							r[cj] = i64(0)
						}
					}
					move(b.eqs)
					move(b.ineqs)
					for k := range b.divs {
						b.divs[k].num[ci] = add(b.divs[k].num[ci], b.divs[k].num[cj])
						b.divs[k].num[cj] = i64(0)
					}
					b.divs = slices.Delete(b.divs, j, j+1)
					b.eqs = deleteCol(b.eqs, cj)
					b.ineqs = deleteCol(b.ineqs, cj)
					for k := range b.divs {
						b.divs[k].num = slices.Delete(b.divs[k].num, cj, cj+1)
					}
					found = true
				}
			}
		}
		if !found {
			return
		}
	}
}

// deleteColOwned is deleteCol on rows the caller owns: in place.
func deleteColOwned(rows [][]Int, k int) [][]Int {
	for i, r := range rows {
		rows[i] = slices.Delete(r, k, k+1)
	}
	return rows
}

func deleteCol(rows [][]Int, k int) [][]Int {
	out := make([][]Int, len(rows))
	for i, r := range rows {
		out[i] = slices.Delete(copyRow(r), k, k+1)
	}
	return out
}

// finishRaw turns a system whose trailing nraw columns are plain
// existential variables into basic sets in which every existential is a
// div. Columns before those (count nfixed) are const, params, dims and
// the given divs. The result is a union equal to the projection.
//
// Why: equalities on existentials are put in Hermite normal form by
// unimodular column operations (a bijection on integer points), which
// makes each pivot existential a function floor(-rest/h) of earlier
// columns; the others are eliminated by the Omega test's exact projection
// (Fourier-Motzkin when exact, else dark shadow plus splinters, and the
// splinter equalities make the variable a pivot in the next round).
func finishRaw(sp Space, divs []div, eqs, ineqs [][]Int, nraw int) []*BasicSet {
	return finishRawFan(sp, divs, eqs, ineqs, nraw, 1, nil)
}

// finishRawFan is finishRaw inside a projection that has already split
// into fan systems by splinters: splinters multiply over successive
// eliminations, so the choice between splinters and divisions
// (chooseProjection) looks at the product.
//
// The basic sets it returns share sp (no operation writes into a
// space's name lists: spaces are values whose lists are replaced, never
// modified), which saves a copy of the names per part.
//
// budget, when not nil, is the number of systems the projection may
// visit; past it finishRawFan stops early and leaves *budget negative
// (the result is then incomplete and must not be used).
func finishRawFan(sp Space, divs []div, eqs, ineqs [][]Int, nraw, fan int, budget *int) []*BasicSet {
	if budget != nil {
		if *budget--; *budget < 0 {
			return nil
		}
	}
	nfixed := 1 + len(sp.Params) + sp.NDim() + len(divs)
	divs = cloneDivs(divs)
	for i := range divs {
		divs[i].num = divs[i].num[:nfixed]
	}
	// The rows are this call's own (every caller passes fresh ones, and
	// the loop below changes them in place), so normalisation and
	// column deletion work in place too.
	for {
		var ok bool
		eqs, ineqs, ok = normalizeRows(eqs, ineqs, true)
		if !ok {
			return nil
		}
		ncols := nfixed + nraw
		// Unit coefficient on an existential in an equality: substitute.
		substituted := false
		for i, e := range eqs {
			for k := nfixed; k < ncols; k++ {
				if eq64(e[k], 1) || eq64(e[k], -1) {
					s := make([]Int, ncols)
					for j, v := range e {
						if j != k {
							s[j] = neg(mul(v, e[k]))
						}
					}
					eqs = slices.Delete(eqs, i, i+1)
					substitute(eqs, k, s)
					substitute(ineqs, k, s)
					eqs, ineqs = deleteColOwned(eqs, k), deleteColOwned(ineqs, k)
					nraw--
					substituted = true
					break
				}
			}
			if substituted {
				break
			}
		}
		if substituted {
			continue
		}
		// Drop existentials that appear nowhere.
		dropped := false
		for k := ncols - 1; k >= nfixed; k-- {
			used := false
			for _, r := range eqs {
				used = used || !isZero(r[k])
			}
			for _, r := range ineqs {
				used = used || !isZero(r[k])
			}
			if !used {
				eqs, ineqs = deleteColOwned(eqs, k), deleteColOwned(ineqs, k)
				nraw--
				dropped = true
			}
		}
		if dropped {
			continue
		}
		if nraw == 0 {
			// The rows were normalised at the top of this round.
			b := &BasicSet{space: sp, divs: divs, eqs: eqs, ineqs: ineqs}
			if b = b.cleanupNormalized(); b == nil {
				return nil
			}
			return []*BasicSet{b}
		}
		// Hermite normal form of the existential part of the equalities.
		colOp := func(j, c int, q Int) { // col_j -= q*col_c
			for _, rows := range [][][]Int{eqs, ineqs} {
				for _, r := range rows {
					r[j] = sub(r[j], mul(q, r[c]))
				}
			}
		}
		swapCol := func(a, c int) {
			for _, rows := range [][][]Int{eqs, ineqs} {
				for _, r := range rows {
					r[a], r[c] = r[c], r[a]
				}
			}
		}
		negCol := func(c int) {
			for _, rows := range [][][]Int{eqs, ineqs} {
				for _, r := range rows {
					r[c] = neg(r[c])
				}
			}
		}
		piv := nfixed
		var pivRow []int
		for ri, e := range eqs {
			for {
				minc := -1
				nz := 0
				for k := piv; k < ncols; k++ {
					if !isZero(e[k]) {
						nz++
						if minc < 0 || cmp(abs(e[k]), abs(e[minc])) < 0 {
							minc = k
						}
					}
				}
				if nz <= 1 {
					if nz == 1 {
						swapCol(piv, minc)
						if sign(e[piv]) < 0 {
							negCol(piv)
						}
						pivRow = append(pivRow, ri)
						piv++
					}
					break
				}
				for k := piv; k < ncols; k++ {
					if k != minc && !isZero(e[k]) {
						colOp(k, minc, quo(e[k], e[minc]))
					}
				}
			}
			if piv == ncols {
				break
			}
		}
		unit := false
		for _, ri := range pivRow {
			for k := nfixed; k < ncols; k++ {
				if eq64(eqs[ri][k], 1) {
					unit = true
				}
			}
		}
		if unit {
			continue // the substitution step at the top handles it
		}
		if piv < ncols {
			k, byDiv := chooseProjection(ineqs, nfixed, piv, ncols, fan)
			if k < 0 {
				continue // unused columns are dropped at the top
			}
			var out []*BasicSet
			if byDiv {
				nd := cloneDivs(divs)
				for i := range nd {
					nd[i].num = widen([][]Int{nd[i].num}, nfixed+1)[0]
				}
				for _, sys := range projectByDiv(ineqs, eqs, nfixed, k) {
					out = append(out, finishRawFan(sp, append(slices.Clip(nd), sys.d), sys.eqs, sys.ineqs, nraw-1, fan, budget)...)
				}
				return out
			}
			// One system (a bound on one side only, or an exact
			// Fourier-Motzkin step): eliminate in place and go on with
			// the same rows (they are this call's own) instead of
			// copying them into a new call.
			if rest, lo, up := boundsOf(ineqs, k); len(lo) == 0 || len(up) == 0 {
				ineqs = rest
				continue
			} else if isExactElim(lo, up, k) {
				ineqs = append(rest, fmPairs(lo, up, k, false)...)
				continue
			}
			systems := projectIneqCol(eqs, ineqs, k)
			for _, sys := range systems {
				out = append(out, finishRawFan(sp, divs, sys[0], sys[1], nraw, fan*len(systems), budget)...)
			}
			return out
		}
		// Every existential is a pivot with coefficient >= 2: make divs.
		nd := cloneDivs(divs)
		for i := range nd {
			nd[i].num = widen([][]Int{nd[i].num}, ncols)[0]
		}
		for i, ri := range pivRow {
			col := nfixed + i
			num := negRow(eqs[ri])
			num[col] = i64(0)
			nd = append(nd, div{num, eqs[ri][col]})
		}
		b := (&BasicSet{space: sp, divs: nd, eqs: eqs, ineqs: ineqs}).cleanupOwned()
		if b == nil {
			return nil
		}
		return []*BasicSet{b}
	}
}

// maxSplinters is the number of splinters past which an existential
// whose bounds involve no other existential is kept as a division
// instead (projectByDiv): a few parts with one floor each rather than
// one part per splinter (a coefficient of 10^6 would give 10^6 parts).
const maxSplinters = 16

// chooseProjection picks the existential column (>= piv) to eliminate
// next and whether to do it by divisions (projectByDiv) rather than by
// the Omega test's dark shadow and splinters. Exact and one-sided
// eliminations come first; then a column with few splinters; then one
// whose bounds mention no other existential, eliminated by divisions;
// last, the one with the fewest splinters.
func chooseProjection(ineqs [][]Int, nfixed, piv, ncols, fan int) (int, bool) {
	k0 := chooseElim(ineqs, ncols, func(c int) bool { return c >= piv })
	if k0 < 0 {
		return -1, false
	}
	_, lo, up := boundsOf(ineqs, k0)
	if len(lo) == 0 || len(up) == 0 || isExactElim(lo, up, k0) {
		return k0, false
	}
	best, bestCount, divCol := -1, 0, -1
	for c := piv; c < ncols; c++ {
		_, lo, up := boundsOf(ineqs, c)
		if len(lo) == 0 || len(up) == 0 {
			continue
		}
		n := splinterCount(lo, up, c)
		if best < 0 || n < bestCount {
			best, bestCount = c, n
		}
		if divCol < 0 && onlyFixedBesides(lo, up, c, nfixed) {
			divCol = c
		}
	}
	switch {
	case bestCount*fan <= maxSplinters:
		return best, false
	case divCol >= 0:
		return divCol, true
	}
	return best, false
}

// onlyFixedBesides reports whether the rows mention no existential
// column (>= nfixed) other than k.
func onlyFixedBesides(lo, up [][]Int, k, nfixed int) bool {
	for _, rows := range [][][]Int{lo, up} {
		for _, r := range rows {
			for c := nfixed; c < len(r); c++ {
				if c != k && !isZero(r[c]) {
					return false
				}
			}
		}
	}
	return true
}

// divSystem is one part of projectByDiv: the new division (over the
// fixed columns and a zero for itself) and the rows over fixed columns,
// the division, then the remaining existentials.
type divSystem struct {
	d          div
	eqs, ineqs [][]Int
}

// projectByDiv eliminates existential column k (in no equality, its
// bounds over fixed columns only) exactly, without splinters: if some
// value of x = column k satisfies every bound, so does the least value
// allowed by the lower bounds, x = max_i ceil(-rest_i/a_i) (the upper
// bounds only get easier as x decreases). So the projection is the
// union, over the lower bounds i, of the system with x replaced by
// ceil(-rest_i/a_i) = -floor(rest_i/a_i), a division of the fixed
// columns (where bound i is the largest, the others hold). With fewer
// upper bounds, the greatest value min_j floor(rest_j/b_j) is used
// instead.
func projectByDiv(ineqs, eqs [][]Int, nfixed, k int) []divSystem {
	_, lo, up := boundsOf(ineqs, k)
	bounds, s := lo, i64(-1) // x = s*d
	if len(up) < len(lo) {
		bounds, s = up, i64(1)
	}
	var out []divSystem
	for _, b := range bounds {
		a := abs(b[k])
		num := make([]Int, nfixed+1)
		copy(num, b[:nfixed])
		// An upper bound -a*x + rest >= 0 gives x = floor(rest/a); a
		// lower bound a*x + rest >= 0 gives x = -floor(rest/a).
		move := func(r []Int) []Int {
			w := make([]Int, 0, len(r))
			w = append(w, r[:nfixed]...)
			w = append(w, mul(r[k], s))
			for c := nfixed; c < len(r); c++ {
				if c != k {
					w = append(w, r[c])
				}
			}
			return w
		}
		sys := divSystem{d: div{num, a}}
		for _, r := range eqs {
			sys.eqs = append(sys.eqs, move(r))
		}
		for _, r := range ineqs {
			sys.ineqs = append(sys.ineqs, move(r))
		}
		out = append(out, sys)
	}
	return out
}

func cloneDivs(ds []div) []div {
	out := make([]div, len(ds))
	for i, d := range ds {
		out[i] = div{copyRow(d.num), d.den}
	}
	return out
}

// withRaw rewrites b so that the dims flagged in drop, and every div whose
// definition depends on them, become plain existential columns at the end
// (div definitions materialised as inequalities). It returns the new
// space (without dropped dims), kept divs, rows and the number of raw
// columns, ready for finishRaw.
func (b *BasicSet) withRaw(drop []bool, newSpace Space) ([]div, [][]Int, [][]Int, int) {
	nc := b.ncols()
	raw := make([]bool, nc)
	for i, d := range drop {
		if d {
			raw[b.dimOff()+i] = true
		}
	}
	for i, d := range b.divs {
		for c, v := range d.num {
			if !isZero(v) && raw[c] {
				raw[b.divOff()+i] = true
			}
		}
	}
	// New order: kept columns (in order), then raw ones.
	order := make([]int, 0, nc)
	for c := 0; c < nc; c++ {
		if !raw[c] {
			order = append(order, c)
		}
	}
	nfixed := len(order)
	for c := 0; c < nc; c++ {
		if raw[c] {
			order = append(order, c)
		}
	}
	// The permuted rows share one backing array (one allocation instead
	// of one per row); each row's capacity is capped at its length, so
	// that appending to one never runs into the next.
	nrows := len(b.eqs) + len(b.ineqs) + 3*len(b.divs)
	backing := make([]Int, nrows*nc)
	perm := func(r []Int) []Int {
		w := backing[:nc:nc]
		backing = backing[nc:]
		for i, c := range order {
			w[i] = r[c]
		}
		return w
	}
	var kept []div
	ineqs := make([][]Int, 0, len(b.ineqs)+2*len(b.divs))
	for _, r := range b.ineqs {
		ineqs = append(ineqs, perm(r))
	}
	for i, d := range b.divs {
		if col := b.divOff() + i; raw[col] {
			// The definition's two rows (as divDefs), built in place:
			// num - den*d >= 0 and -num + den*d + den - 1 >= 0.
			at := slices.Index(order, col)
			lo, hi := perm(d.num), perm(d.num)
			for j := range hi {
				hi[j] = neg(hi[j])
			}
			lo[at], hi[at] = neg(d.den), d.den
			hi[0] = add(hi[0], sub(d.den, i64(1)))
			ineqs = append(ineqs, lo, hi)
		} else {
			kept = append(kept, div{perm(d.num), d.den})
		}
	}
	var eqs [][]Int
	if len(b.eqs) > 0 {
		eqs = make([][]Int, 0, len(b.eqs))
	}
	for _, r := range b.eqs {
		eqs = append(eqs, perm(r))
	}
	return kept, eqs, ineqs, nc - nfixed
}
