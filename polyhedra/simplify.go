package polyhedra

// simplifyBasic removes constraints implied by the others (over the
// integers) and turns implicit equalities into equalities. Each test is
// an exact Omega test under the pruning budget; one past the budget
// leaves its constraint as it is, so the result is always an equal set,
// at worst a less simplified one.
func (b *BasicSet) simplifyBasic() *BasicSet {
	b = b.copy().cleanup()
	if b == nil || b.provablyEmpty() {
		return nil
	}
	// Implicit equalities: c >= 0 but never c >= 1.
	for i := 0; i < len(b.ineqs); i++ {
		t := b.copy()
		r := copyRow(b.ineqs[i])
		r[0] = sub(r[0], i64(1))
		t.ineqs[i] = r
		if t.provablyEmpty() {
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
		if t.provablyEmpty() {
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
