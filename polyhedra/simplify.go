package polyhedra

import "slices"

// simplifyWith removes constraints implied by the others (over the
// integers) and turns implicit equalities into equalities. Each test is
// the given emptiness test, which answers false when it does not know
// (the constraint is then kept), so the result is always an equal set,
// at worst a less simplified one.
func (b *BasicSet) simplifyWith(isEmpty func(*BasicSet) bool) *BasicSet {
	b = b.copy().cleanup()
	if b == nil || isEmpty(b) {
		return nil
	}
	// Implicit equalities: c >= 0 but never c >= 1.
	for i := 0; i < len(b.ineqs); i++ {
		t := b.copy()
		r := copyRow(b.ineqs[i])
		r[0] = sub(r[0], i64(1))
		t.ineqs[i] = r
		if isEmpty(t) {
			b.eqs = append(b.eqs, b.ineqs[i])
			b.ineqs = append(b.ineqs[:i], b.ineqs[i+1:]...)
			i--
		}
	}
	if b = b.cleanup(); b == nil {
		return nil
	}
	// Redundant inequalities: dropping c and adding "c < 0" is empty.
	for i := 0; i < len(b.ineqs); i++ {
		t := b.copy()
		n := negRow(b.ineqs[i])
		n[0] = sub(n[0], i64(1))
		t.ineqs[i] = n
		if isEmpty(t) {
			b.ineqs = append(b.ineqs[:i], b.ineqs[i+1:]...)
			i--
		}
	}
	return b.cleanup()
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
	b = b.copy()
	for i := 0; i < len(b.ineqs); i++ {
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
