package polyhedra

import "slices"

// simplifyBasic removes constraints implied by the others (exactly, over
// the integers) and turns implicit equalities into equalities.
func (b *BasicSet) simplifyBasic() *BasicSet {
	b = b.copy().cleanup()
	if b == nil || b.IsEmpty() {
		return nil
	}
	// Implicit equalities: c >= 0 but never c >= 1.
	for i := 0; i < len(b.ineqs); i++ {
		t := b.copy()
		r := copyRow(b.ineqs[i])
		r[0] = sub(r[0], 1)
		t.ineqs[i] = r
		if t.IsEmpty() {
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
		if t.IsEmpty() {
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
// if b ∩ ctx is empty. Subtracting a gist from ctx (or a subset of it)
// gives the same set as subtracting b, with fewer pieces.
func (b *BasicSet) gist(ctx *BasicSet) *BasicSet {
	if c := intersectBasic(ctx, b); c == nil || c.IsEmpty() {
		return nil
	}
	// Dropping c is sound when ctx ∩ (b without c) ∩ (c fails) is empty.
	fails := func(rest *BasicSet, negs ...[]int64) bool {
		for _, n := range negs {
			t := rest.copy()
			t.ineqs = append(t.ineqs, n)
			if c := intersectBasic(ctx, t); c != nil && !c.IsEmpty() {
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
