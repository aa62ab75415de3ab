package polyhedra

import "slices"

// simplifyWith removes constraints implied by the others (over the
// integers) and turns implicit equalities into equalities. Each test is
// the given emptiness test, which answers false when it does not know
// (the constraint is then kept), so the result is always an equal set,
// at worst a less simplified one.
func (b *BasicSet) simplifyWith(isEmpty func(*BasicSet) bool) *BasicSet {
	// The copy's rows are its own from here on (the tests below share
	// them read-only): its cleanups work in place.
	b = b.copy().cleanupOwned()
	if b == nil || isEmpty(b) {
		return nil
	}
	// Each test's set and row: one scratch set and row for all the
	// tests (isEmpty reads them and keeps nothing; a set and a row per
	// test were a twentieth of hrelation's bytes).
	scratch := &BasicSet{}
	var row []Int
	with := func(i int, r []Int) *BasicSet {
		*scratch = BasicSet{space: b.space, divs: b.divs, eqs: b.eqs, ineqs: append(scratch.ineqs[:0], b.ineqs...)}
		scratch.ineqs[i] = r
		return scratch
	}
	// Implicit equalities: c >= 0 but never c >= 1.
	for i := 0; i < len(b.ineqs); i++ {
		row = append(row[:0], b.ineqs[i]...)
		row[0] = sub(row[0], i64(1))
		if isEmpty(with(i, row)) {
			b.eqs = append(b.eqs, b.ineqs[i])
			b.ineqs = append(b.ineqs[:i], b.ineqs[i+1:]...)
			i--
		}
	}
	if b = b.cleanupOwned(); b == nil {
		return nil
	}
	// Redundant inequalities: dropping c and adding "c < 0" is empty.
	for i := 0; i < len(b.ineqs); i++ {
		if b.boxImplies(i) {
			b.ineqs = append(b.ineqs[:i], b.ineqs[i+1:]...)
			i--
			continue
		}
		row = row[:0]
		for _, v := range b.ineqs[i] {
			row = append(row, neg(v))
		}
		row[0] = sub(row[0], i64(1))
		if isEmpty(with(i, row)) {
			b.ineqs = append(b.ineqs[:i], b.ineqs[i+1:]...)
			i--
		}
	}
	return b.cleanupOwned()
}

// withIneq returns b with inequality i replaced by r (appended when i
// is len(b.ineqs)), sharing b's other rows and divs: for the emptiness
// tests, which only read them (no copy per test).
func (b *BasicSet) withIneq(i int, r []Int) *BasicSet {
	ineqs := make([][]Int, len(b.ineqs), len(b.ineqs)+1)
	copy(ineqs, b.ineqs)
	if i == len(ineqs) {
		ineqs = append(ineqs, r)
	} else {
		ineqs[i] = r
	}
	return &BasicSet{space: b.space, divs: b.divs, eqs: b.eqs, ineqs: ineqs}
}

// Simplify returns an equal set with redundant constraints removed,
// implicit equalities made explicit, empty parts dropped, parts
// contained in another part removed and parts merged where their union
// is a basic set: it is Coalesce.
func (s *Set) Simplify() *Set { return s.Coalesce() }

// gist returns b with the constraints dropped that are implied within
// ctx (same space), as isl's gist: gist ∩ ctx = b ∩ ctx. It returns nil
// if b ∩ ctx is empty. Emptiness tests run under a work limit and a
// constraint is kept unless it is proved implied, so the result may keep
// more constraints than needed, never fewer. Subtracting a gist from ctx (or a subset of it)
// gives the same set as subtracting b, with fewer pieces.
func (b *BasicSet) gist(ctx *BasicSet) *BasicSet {
	if c := intersectBasic(ctx, b); c == nil || c.provablyEmpty() {
		return nil
	}
	// Dropping c is sound when ctx ∩ (b without c) ∩ (c fails) is empty.
	fails := func(rest *BasicSet, negs ...[]Int) bool {
		for _, n := range negs {
			t := rest.copy()
			t.ineqs = append(t.ineqs, n)
			if c := intersectBasic(ctx, t); c != nil && !c.provablyEmpty() {
				return true
			}
		}
		return false
	}
	below := func(r []Int) []Int { // r <= -1
		n := negRow(r)
		n[0] = sub(n[0], i64(1))
		return n
	}
	above := func(r []Int) []Int { // r >= 1
		n := copyRow(r)
		n[0] = sub(n[0], i64(1))
		return n
	}
	// A row of b that is a row of ctx with the same or a smaller
	// constant needs no test (b and ctx must then agree on the divs
	// the rows mention).
	sameDivs := len(ctx.divs) == len(b.divs)
	for i := 0; sameDivs && i < len(b.divs); i++ {
		sameDivs = eq(ctx.divs[i].den, b.divs[i].den) && rowsEqual(ctx.divs[i].num, b.divs[i].num)
	}
	b = b.copy()
	for i := 0; i < len(b.ineqs); i++ {
		r := b.ineqs[i]
		if impliedByRow(r, ctx, b.divOff(), sameDivs) {
			b.ineqs, i = slices.Delete(b.ineqs, i, i+1), i-1
			continue
		}
		rest := b.copy()
		rest.ineqs = slices.Delete(rest.ineqs, i, i+1)
		if !fails(rest, below(b.ineqs[i])) {
			b, i = rest, i-1
		}
	}
	for i := 0; i < len(b.eqs); i++ {
		rest := b.copy()
		rest.eqs = slices.Delete(rest.eqs, i, i+1)
		if !fails(rest, below(b.eqs[i]), above(b.eqs[i])) {
			b, i = rest, i-1
		}
	}
	return b.cleanup()
}

// boxImplies reports whether inequality i of b holds on the box given by
// b's other one-variable inequalities (interval arithmetic, divisions
// bounded through their definitions): a cheap proof that it is
// redundant, which spares an Omega test that would have to show an empty
// system (the expensive case). False means "not shown".
func (b *BasicSet) boxImplies(i int) bool {
	n := b.ncols()
	type bound struct {
		v  Int
		ok bool
	}
	lo, hi := make([]bound, n), make([]bound, n)
	for j, r := range b.ineqs {
		if j == i {
			continue
		}
		k, single := -1, true
		for c := 1; c < n && single; c++ {
			if !isZero(r[c]) {
				if k >= 0 {
					single = false
				}
				k = c
			}
		}
		if !single || k < 0 {
			continue
		}
		if a := r[k]; sign(a) > 0 { // a*x + r0 >= 0: x >= ceil(-r0/a)
			v := ceilDiv(neg(r[0]), a)
			if !lo[k].ok || cmp(v, lo[k].v) > 0 {
				lo[k] = bound{v, true}
			}
		} else { // x <= floor(r0/-a)
			v := floorDiv(r[0], neg(a))
			if !hi[k].ok || cmp(v, hi[k].v) < 0 {
				hi[k] = bound{v, true}
			}
		}
	}
	for _, e := range b.eqs { // x = v from one-variable equalities
		k, single := -1, true
		for c := 1; c < n && single; c++ {
			if !isZero(e[c]) {
				if k >= 0 {
					single = false
				}
				k = c
			}
		}
		if single && k >= 0 && divides(e[k], e[0]) {
			v := neg(quo(e[0], e[k]))
			lo[k], hi[k] = bound{v, true}, bound{v, true}
		}
	}
	// minOf and maxOf give the range of an affine row over the box.
	rangeOf := func(r []Int, upto int) (bound, bound) {
		mn, mx := bound{r[0], true}, bound{r[0], true}
		for c := 1; c < upto; c++ {
			a := r[c]
			if isZero(a) {
				continue
			}
			l, h := lo[c], hi[c]
			if sign(a) < 0 {
				l, h = h, l
			}
			mn = bound{add(mn.v, mul(a, l.v)), mn.ok && l.ok}
			mx = bound{add(mx.v, mul(a, h.v)), mx.ok && h.ok}
		}
		return mn, mx
	}
	off := b.divOff()
	for d, dv := range b.divs {
		c := off + d
		mn, mx := rangeOf(dv.num, c)
		if mn.ok && !lo[c].ok {
			lo[c] = bound{floorDiv(mn.v, dv.den), true}
		}
		if mx.ok && !hi[c].ok {
			hi[c] = bound{floorDiv(mx.v, dv.den), true}
		}
	}
	mn, _ := rangeOf(b.ineqs[i], n)
	return mn.ok && sign(mn.v) >= 0
}

// impliedByRow reports whether r >= 0 holds wherever b's rows hold
// because some inequality of b is r with a constant no larger (or an
// equality of b gives r a non-negative constant value): a syntactic
// test that spares an Omega test. The columns of r are b's up to nfix
// (constant, parameters, set variables); past nfix, r's columns are
// b's divs only when sameDivs, and otherwise r must not mention divs.
func impliedByRow(r []Int, b *BasicSet, nfix int, sameDivs bool) bool {
	n := len(r)
	if !sameDivs {
		if !isZeroFrom(r, nfix) {
			return false
		}
		n = nfix
	}
	same := func(s []Int, negate bool) bool {
		if !sameDivs && !isZeroFrom(s, nfix) {
			return false
		}
		if sameDivs && len(s) != len(r) {
			return false
		}
		for c := 1; c < n; c++ {
			if negate && !eqNeg(s[c], r[c]) || !negate && !eq(s[c], r[c]) {
				return false
			}
		}
		return true
	}
	for _, s := range b.ineqs {
		if cmp(s[0], r[0]) <= 0 && same(s, false) {
			return true
		}
	}
	for _, e := range b.eqs {
		// e = 0 gives r = r0 - e0 (same variable part) or r0 + e0.
		if same(e, false) && cmp(e[0], r[0]) <= 0 || same(e, true) && sign(add(r[0], e[0])) >= 0 {
			return true
		}
	}
	return false
}
