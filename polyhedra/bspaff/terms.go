package bspaff

import "bspcost/frontend"

// Key returns a canonical text of p by the columns' IDs: two polynomials
// over the same columns are equal exactly when their keys are (for sets
// of constraints keyed by their form, as nondet's facts are).
func (p Poly) Key() string { return p.keyString() }

// NumTerms returns the number of non-zero terms of p (the constant
// included), for callers that collect them.
func (p Poly) NumTerms() int { return len(p.terms) }

// Terms calls f for every non-zero term of p, highest degree first then by
// the columns' IDs (the order String prints): its coefficient and its
// columns, sorted by ID with repetition (none for the constant term).
func (p Poly) Terms(f func(coef int64, vars []*frontend.Object)) {
	for _, t := range p.terms {
		f(t.coef, t.m.vars)
	}
}

// KeyedTerms is Terms with each term's monomial key (MonoKey of its
// columns) as well, in the same order.
func (p Poly) KeyedTerms(f func(coef int64, vars []*frontend.Object, key string)) {
	for _, t := range p.terms {
		f(t.coef, t.m.vars, t.m.key)
	}
}

// MonoKey is the key of the monomial of vars (sorted by ID, with
// repetition): the one naming of monomials, shared with nondet's domain.
func MonoKey(vars []*frontend.Object) string { return monoKey(vars) }
