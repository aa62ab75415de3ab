package polyhedra

import (
	"slices"

	"bspcost/budget"
)

// Coalesce returns a set equal to s (as a set of integer points, for
// every parameter value) made of at most as many basic sets, each
// simplified: empty parts are dropped, redundant constraints removed and
// implicit equalities made explicit, parts contained in another part are
// dropped, and pairs of parts whose union is a basic set are merged.
//
// Why: Subtract, Complement and Union fragment sets into many parts,
// which makes them hard to read and makes every later operation pay one
// Omega test per part. The merge is isl's coalescing done with exact
// integer tests instead of rational classifications: for parts A and B
// (over the union of their divs, which are functions of the point, so the
// alignment is exact), H keeps the constraints of A that hold on all of B
// and those of B that hold on all of A, equalities counted as two
// inequalities (that gives isl's "adjacent" cases, e.g. {x = 5} and
// {0 <= x <= 4}). A ∪ B ⊆ H always, so A ∪ B = H iff H \ (A ∪ B) is
// empty. The part order is kept (a merge takes the place of the first
// part), so printing is stable.
func (s *Set) Coalesce() *Set { return s.coalesceWith(&workBudget{left: coalesceBudget}) }

// coalesceWith is Coalesce charging its emptiness tests to w.
func (s *Set) coalesceWith(w *workBudget) *Set {
	var parts []*BasicSet
	for _, p := range s.parts {
		if q := p.simplifyWith(w.empty); q != nil {
			parts = append(parts, q)
		}
	}
	failed := map[[2]*BasicSet]bool{} // pairs already found not to merge
	for changed := true; changed && w.left > 0; {
		changed = false
		for i := 0; i < len(parts); i++ {
			for j := i + 1; j < len(parts); j++ {
				if failed[[2]*BasicSet{parts[i], parts[j]}] {
					continue
				}
				if w.left <= 0 {
					break
				}
				h, ok := coalescePair(parts[i], parts[j], w)
				if !ok {
					failed[[2]*BasicSet{parts[i], parts[j]}] = true
					continue
				}
				parts[i] = h
				parts = slices.Delete(parts, j, j+1)
				changed = true
				j = i // the new part is tried against all later ones again
			}
		}
	}
	return &Set{space: s.space.clone(), parts: parts}
}

// coalescePair returns a basic set equal to a ∪ b if it finds one (see
// Coalesce). a and b are simplified and non-empty; so is the result.
func coalescePair(a, b *BasicSet, w *workBudget) (*BasicSet, bool) {
	// Parts of one set share parameters and tuple sizes; variable names
	// may differ (a union keeps each part's names) and a's are kept.
	if !a.space.sameTuples(b.space) || !slices.Equal(a.space.Params, b.space.Params) {
		return nil, false
	}
	// Common columns: a's divs then b's, identical definitions folded.
	c, beqs, bineqs := a.addDivs(b)
	na, ma := len(c.eqs), len(c.ineqs)
	c.eqs = append(c.eqs, beqs...)
	c.ineqs = append(c.ineqs, bineqs...)
	c.mergeDivs()
	// Only when one part's divs include the other's: a larger div set
	// makes every Omega test below dearer and rarely merges.
	if len(c.divs) > max(len(a.divs), len(b.divs)) {
		return nil, false
	}
	split := func(eqs, ineqs [][]Int) [][]Int {
		out := copyRows(ineqs)
		for _, e := range eqs {
			out = append(out, copyRow(e), negRow(e))
		}
		return out
	}
	ca := split(c.eqs[:na], c.ineqs[:ma])
	cb := split(c.eqs[na:], c.ineqs[ma:])
	onA := &BasicSet{space: c.space, divs: c.divs, ineqs: ca}
	onB := &BasicSet{space: c.space, divs: c.divs, ineqs: cb}
	va, vb := validOn(ca, onB, w), validOn(cb, onA, w)
	all := func(v []bool) bool { return !slices.Contains(v, false) }
	switch {
	case all(va): // every constraint of a holds on b: b ⊆ a
		return a, true
	case all(vb):
		return b, true
	}
	h := &BasicSet{space: c.space.clone(), divs: cloneDivs(c.divs)}
	for i, r := range ca {
		if va[i] {
			h.ineqs = append(h.ineqs, copyRow(r))
		}
	}
	for i, r := range cb {
		if vb[i] {
			h.ineqs = append(h.ineqs, copyRow(r))
		}
	}
	if w.spent() {
		return nil, false
	}
	rest, ok := FromBasic(h).subtractLimited(FromBasic(a), maxPieceParts)
	if ok {
		rest, ok = rest.subtractLimited(FromBasic(b), maxPieceParts)
	}
	if !ok || !w.emptySet(rest) {
		return nil, false
	}
	if h = h.simplifyWith(w.empty); h == nil {
		return nil, false // cannot happen: h contains a
	}
	return h, true
}

// validOn reports for each row r whether r >= 0 holds on all of b,
// exactly: b ∩ {r <= -1} is empty. A test past the pruning budget
// counts as "does not hold", which only forgoes a merge.
func validOn(rows [][]Int, b *BasicSet, w *workBudget) []bool {
	v := make([]bool, len(rows))
	for i, r := range rows {
		if impliedByRow(r, b, len(r), true) {
			v[i] = true
			continue
		}
		n := negRow(r)
		n[0] = sub(n[0], i64(1))
		v[i] = w.empty(b.withIneq(len(b.ineqs), n))
	}
	return v
}

// coalesceBudget bounds the Omega work of one Coalesce (units of
// feasibleLimited, roughly 3·10^4 per millisecond): past it, Coalesce stops
// merging and returns the equal set it has. Without it, results with
// hundreds of parts (LexMinSet of 3-D strided unions) took minutes.
const coalesceBudget = 20_000_000

// testOverhead is the fixed charge of one emptiness test to a workBudget
// (about the cost of a trivial test, in the units of feasibleLimited).
const testOverhead = 1000

// workBudget is a total work limit shared by many bounded emptiness
// tests.  Each test is charged its Omega work plus testOverhead: most
// tests are tiny, and their fixed cost (copying and normalising the
// system) is what adds up when thousands of them run.
type workBudget struct {
	left int
	// stop, when not nil, is the analysis's budget: once it has run out,
	// so has w (stopAtBudget).
	stop *budget.Budget
}

// spent reports whether w is spent, which it is from the end of w.stop
// on.
func (w *workBudget) spent() bool {
	if w.left > 0 && stopped(w.stop) {
		w.left = 0
	}
	return w.left <= 0
}

// empty reports whether b is proved empty within the pruning budget and
// what is left of w (false: not known to be empty).
func (w *workBudget) empty(b *BasicSet) bool {
	if w.spent() || b.cheapWitness() {
		return false
	}
	res, known, used := feasibleLimited(b.eqs, b.feasibleIneqs(), min(pruneBudget, w.left))
	w.left -= used + testOverhead
	return known && !res
}

// emptyRun records how one call of empty went, so that the same test of
// the same rows can be replayed (emptyAgain) without running it again.
type emptyRun struct {
	cheap bool // a cheap witness answered
	known bool // the Omega test finished
	res   bool // its answer (feasible)
	used  int  // its work
}

// emptyRun is b.isEmptyWithin(work) (empty: known && !res, cheap
// witness: not empty), recorded for emptyAgain.
func (b *BasicSet) emptyRun(work int) emptyRun {
	if b.cheapWitness() {
		return emptyRun{cheap: true}
	}
	res, known, used := feasibleLimited(b.eqs, b.feasibleIneqs(), work)
	return emptyRun{known: known, res: res, used: used}
}

// emptyRec is empty that also returns the record of the test.
func (w *workBudget) emptyRec(b *BasicSet) (bool, emptyRun) {
	if w.spent() {
		return false, emptyRun{}
	}
	if b.cheapWitness() {
		return false, emptyRun{cheap: true}
	}
	res, known, used := feasibleLimited(b.eqs, b.feasibleIneqs(), min(pruneBudget, w.left))
	w.left -= used + testOverhead
	return known && !res, emptyRun{known: known, res: res, used: used}
}

// emptyAgain is empty of a basic set with the rows of one that emptyRec
// tested (with record r; or emptyRun with a budget of pruneBudget), since
// then: the same answer and the same charge to w as running it again,
// without running it. The tests are deterministic and w only decreases, so a test that
// ran out of work runs out again, and one that finished within u units
// finishes again when the budget allows u (omegaRun.charge).
func (w *workBudget) emptyAgain(r emptyRun) bool {
	if w.spent() || r.cheap {
		return false
	}
	budget := min(pruneBudget, w.left)
	if r.known && r.used <= budget {
		w.left -= r.used + testOverhead
		return !r.res
	}
	w.left -= budget + testOverhead // ran out of work: known = false
	return false
}

// emptySet is empty for every part of s.
func (w *workBudget) emptySet(s *Set) bool {
	for _, p := range s.parts {
		if !w.empty(p) {
			return false
		}
	}
	return true
}
