package bspaff

import "bspcost/frontend"

// Key returns a canonical text of p by the columns' IDs: two polynomials
// over the same columns are equal exactly when their keys are (for sets
// of constraints keyed by their form, as nondet's facts are).
func (p Poly) Key() string { return p.keyString() }

// Terms calls f for every non-zero term of p, highest degree first then by
// the columns' IDs (the order String prints): its coefficient and its
// columns, sorted by ID with repetition (none for the constant term).
func (p Poly) Terms(f func(coef int64, vars []*frontend.Object)) {
	for _, t := range p.sortedTerms() {
		f(t.coef, t.vars)
	}
}

// MonoKey is the key of the monomial of vars (sorted by ID, with
// repetition): the one naming of monomials, shared with nondet's domain.
func MonoKey(vars []*frontend.Object) string { return monoKey(vars) }
