package polyhedra

import "slices"

// simplifyBasic removes constraints implied by the others (exactly, over
// the integers) and turns implicit equalities into equalities.
func (b *BasicSet) simplifyBasic() *BasicSet {
	return b.simplifyWith((*BasicSet).IsEmpty)
}

// simplifyWith is simplifyBasic with the given emptiness test, which may
// answer false when it does not know (the constraint is then kept).
func (b *BasicSet) simplifyWith(isEmpty func(*BasicSet) bool) *BasicSet {
	b = b.copy().cleanup()
	if b == nil || isEmpty(b) {
		return nil
	}
	// Implicit equalities: c >= 0 but never c >= 1.
	for i := 0; i < len(b.ineqs); i++ {
		t := b.copy()
		r := copyRow(b.ineqs[i])
		r[0] = sub(r[0], 1)
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
		n[0] = sub(n[0], 1)
		t.ineqs[i] = n
		if isEmpty(t) {
			b.ineqs = append(b.ineqs[:i], b.ineqs[i+1:]...)
			i--
		}
	}
	return b.cleanup()
}

// Simplify returns an equal set with redundant constraints removed,
// implicit equalities made explicit, empty parts dropped and parts
// contained in another part removed.
func (s *Set) Simplify() *Set {
	var parts []*BasicSet
	for _, p := range s.parts {
		if q := p.simplifyBasic(); q != nil {
			parts = append(parts, q)
		}
	}
	out := &Set{space: s.space.clone()}
	for i, p := range parts {
		redundant := false
		for j, q := range parts {
			if i == j {
				continue
			}
			if FromBasic(p).IsSubset(FromBasic(q)) && (j < i || !FromBasic(q).IsSubset(FromBasic(p))) {
				// Keep the first of two equal parts.
				if j < i || !FromBasic(q).IsSubset(FromBasic(p)) {
					redundant = true
					break
				}
			}
		}
		if !redundant {
			out.parts = append(out.parts, p)
		}
	}
	return out
}

// gist returns b with the constraints dropped that are implied within
// ctx (same space), as isl's gist: gist ∩ ctx = b ∩ ctx. It returns nil
// if b ∩ ctx is empty. Emptiness tests run under a work limit and a
// constraint is kept unless it is proved implied, so the result may keep
// more constraints than needed, never fewer. Subtracting a gist from ctx (or a subset of it)
// gives the same set as subtracting b, with fewer pieces.
func (b *BasicSet) gist(ctx *BasicSet) *BasicSet {
	if c := intersectBasic(ctx, b); c == nil || provedEmpty(c) {
		return nil
	}
	// Dropping c is sound when ctx ∩ (b without c) ∩ (c fails) is empty.
	fails := func(rest *BasicSet, negs ...[]int64) bool {
		for _, n := range negs {
			t := rest.copy()
			t.ineqs = append(t.ineqs, n)
			if c := intersectBasic(ctx, t); c != nil && !provedEmpty(c) {
				return true
			}
		}
		return false
	}
	below := func(r []int64) []int64 { // r <= -1
		n := negRow(r)
		n[0] = sub(n[0], 1)
		return n
	}
	above := func(r []int64) []int64 { // r >= 1
		n := copyRow(r)
		n[0] = sub(n[0], 1)
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

// simplifyBudget is the work limit of each emptiness test in
// simplifyCheap (units of feasibleLimited).
const simplifyBudget = 200000

// provedEmpty reports whether b is empty, within simplifyBudget; false
// when the test runs out of work or overflows (not known to be empty).
func provedEmpty(b *BasicSet) bool {
	empty := false
	if CatchOverflow(func() {
		res, known, _ := feasibleLimited(b.eqs, b.allIneqs(), simplifyBudget)
		empty = known && !res
	}) != nil {
		return false
	}
	return empty
}

// simplifyCheap is Simplify with emptiness tests under a work limit, so
// it cannot blow up on parts with many divs: a constraint is only
// dropped, or a part removed, when that is proved. A part is contained
// in another part q when the gist of q within it has no constraints.
func (s *Set) simplifyCheap() *Set {
	var parts []*BasicSet
	for _, p := range s.parts {
		if q := p.simplifyWith(provedEmpty); q != nil {
			parts = append(parts, q)
		}
	}
	out := EmptySet(s.space)
	for i, p := range parts {
		contained := false
		for j := 0; j < len(parts) && !contained && len(parts) <= 16; j++ {
			if j != i && parts[j] != nil {
				g := parts[j].gist(p)
				contained = g != nil && len(g.eqs)+len(g.ineqs) == 0
			}
		}
		if contained {
			parts[i] = nil // keep the first of two equal parts
		} else {
			out.addPart(p)
		}
	}
	return out
}
