package polyhedra

import (
	"fmt"
	"slices"
)

// Set is a finite union of basic sets over one space. It represents both
// isl sets and isl maps (relations): a map is a Set whose Space has
// IsMap set; its points are the concatenation of input and output
// tuples. A nil *Set is never returned.
type Set struct {
	space Space
	parts []*BasicSet
}

// Universe returns the set of all integer points of sp.
func Universe(sp Space) *Set {
	sp = sp.own() // the caller's lists may change
	return &Set{space: sp, parts: []*BasicSet{universeBasic(sp)}}
}

// EmptySet returns the empty set of sp.
func EmptySet(sp Space) *Set { return &Set{space: sp.own()} }

// Space returns the space of s.
func (s *Set) Space() Space { return s.space.own() }

// Parts returns copies of the basic sets whose union is s.
func (s *Set) Parts() []*BasicSet {
	out := make([]*BasicSet, len(s.parts))
	for i, p := range s.parts {
		out[i] = p.copy()
	}
	return out
}

// NumParts returns the number of basic sets of s: len(s.Parts()) without
// copying them.
func (s *Set) NumParts() int { return len(s.parts) }

// FromBasic returns the set made of one basic set.
func FromBasic(b *BasicSet) *Set { return &Set{space: b.space.clone(), parts: []*BasicSet{b.copy()}} }

// ownedSet is FromBasic of a basic set no one else holds (a fresh copy or
// result): not copied again.
func ownedSet(b *BasicSet) *Set { return &Set{space: b.space.clone(), parts: []*BasicSet{b}} }

// PartSets returns each basic set of s as a set of its own (FromBasic of
// each of Parts, one copy each instead of two).
func (s *Set) PartSets() []*Set {
	out := make([]*Set, len(s.parts))
	for i, p := range s.parts {
		out[i] = ownedSet(p.copy())
	}
	return out
}

// IsEmpty reports whether s has no integer point for any parameter value.
// Exact (Omega test).
func (s *Set) IsEmpty() bool {
	// A point of any part settles it: look for cheap witnesses in every
	// part before running the Omega test on any.
	for _, p := range s.parts {
		if p.cheapWitness() {
			return false
		}
	}
	for _, p := range s.parts {
		if !p.omegaEmpty() {
			return false
		}
	}
	return true
}

// IsEmptyWithin is IsEmpty with a work limit, for callers that prefer a
// quick "don't know" to a long exact answer (Presburger emptiness is
// exponential in the worst case). empty is true only when proved; known
// is false when some part hit the limit (work: rows times columns visited
// by the Omega test, per part; roughly 3·10^4 per millisecond).
func (s *Set) IsEmptyWithin(work int) (empty, known bool) {
	known = true
	for _, p := range s.parts {
		if p.cheapWitness() {
			return false, true
		}
	}
	for _, p := range s.parts {
		e, k := p.omegaEmptyWithin(work)
		if k && !e {
			return false, true
		}
		known = known && k
	}
	return known, known
}

// provablyEmpty reports whether every part is proved empty within the
// pruning budget (false means "maybe not empty").
func (s *Set) provablyEmpty() bool {
	for _, p := range s.parts {
		if !p.provablyEmpty() {
			return false
		}
	}
	return true
}

// Contains reports whether the point with the given parameter values and
// set variables (input tuple then output tuple for maps) is in s.
func (s *Set) Contains(params, dims []int64) bool {
	for _, p := range s.parts {
		if p.Contains(params, dims) {
			return true
		}
	}
	return false
}

// relabel returns a copy of s read in the space sp, which must have the
// same number of columns: the constraints are kept as they are, only the
// roles and names of the columns change (e.g. input variables read as
// parameters, or parameters as set variables).
func (s *Set) relabel(sp Space) *Set {
	if len(sp.Params)+sp.NDim() != len(s.space.Params)+s.space.NDim() {
		panic("polyhedra: relabel to a space with a different number of columns")
	}
	out := &Set{space: sp.clone()}
	for _, b := range s.parts {
		c := b.copy()
		c.space = sp.clone()
		out.parts = append(out.parts, c)
	}
	return out
}

// withParams re-expresses b over the parameter list ps (a superset of its
// own parameters).
func (b *BasicSet) withParams(ps []string) *BasicSet {
	if slices.Equal(ps, b.space.Params) {
		return b.copy()
	}
	sp := b.space.clone()
	sp.Params = slices.Clone(ps)
	n := 1 + len(ps) + sp.NDim() + len(b.divs)
	idx := make([]int, b.ncols())
	for c := range idx {
		switch {
		case c == 0:
			idx[c] = 0
		case c < b.dimOff():
			idx[c] = 1 + slices.Index(ps, b.space.Params[c-1])
		default:
			idx[c] = c - b.dimOff() + 1 + len(ps)
		}
	}
	mp := func(r []Int) []Int {
		w := make([]Int, n)
		for c, v := range r {
			w[idx[c]] = v
		}
		return w
	}
	out := &BasicSet{space: sp}
	for _, d := range b.divs {
		out.divs = append(out.divs, div{mp(d.num), d.den})
	}
	for _, r := range b.eqs {
		out.eqs = append(out.eqs, mp(r))
	}
	for _, r := range b.ineqs {
		out.ineqs = append(out.ineqs, mp(r))
	}
	return out
}

func (s *Set) withParams(ps []string) *Set {
	out := &Set{space: s.space.clone()}
	out.space.Params = slices.Clone(ps)
	for _, p := range s.parts {
		out.parts = append(out.parts, p.withParams(ps))
	}
	return out
}

// align brings a and b to a common parameter list (a's order first). It
// panics if the tuples differ, which is a programming error.
func align(a, b *Set) (*Set, *Set) {
	if !a.space.sameTuples(b.space) {
		panic(fmt.Sprintf("polyhedra: incompatible spaces %v and %v", a.space, b.space))
	}
	if slices.Equal(a.space.Params, b.space.Params) {
		return a, b
	}
	ps := slices.Clone(a.space.Params)
	for _, p := range b.space.Params {
		if !slices.Contains(ps, p) {
			ps = append(ps, p)
		}
	}
	return a.withParams(ps), b.withParams(ps)
}

func (s *Set) addPart(b *BasicSet) {
	if b == nil {
		return
	}
	s.parts = append(s.parts, b)
}

// Intersect returns s ∩ o. Parameters are aligned by name; set variable
// names of s are kept.
func (s *Set) Intersect(o *Set) *Set {
	a, b := align(s, o)
	out := &Set{space: a.space.clone()}
	for _, p := range a.parts {
		for _, q := range b.parts {
			r := intersectBasic(p, q)
			if r != nil && !r.provablyEmpty() {
				out.addPart(r)
			}
		}
	}
	return out
}

// Union returns s ∪ o.
func (s *Set) Union(o *Set) *Set {
	a, b := align(s, o)
	out := &Set{space: a.space.clone()}
	for _, p := range a.parts {
		out.addPart(p.copy())
	}
	for _, p := range b.parts {
		out.addPart(p.copy())
	}
	return out
}

// subtractBasic returns pairwise disjoint basic sets covering a \ b.
// Because b's existentials are divs (functions of the point), a point is
// outside b iff, with those divs evaluated, one of b's constraints fails;
// the pieces say "the first failing constraint is the i-th".
func subtractBasic(a, b *BasicSet) []*BasicSet {
	return subtractBasicWith(a, b, (*BasicSet).provablyEmpty)
}

// subtractBasicWith is subtractBasic with the given pruning test (which
// answers false when it does not know).
func subtractBasicWith(a, b *BasicSet, isEmpty func(*BasicSet) bool) []*BasicSet {
	cur, beqs, bineqs := a.addDivs(b)
	var out []*BasicSet
	emit := func(extra []Int) {
		// Test first, on a view sharing cur's rows; copy only a piece
		// that is kept.
		t := cur.withIneq(len(cur.ineqs), extra)
		if isEmpty(t) {
			return
		}
		if p := t.copy().cleanupOwned(); p != nil { // the copy's rows are its own
			out = append(out, p)
		}
	}
	// A constraint of b that a row of cur already implies (the same row
	// or a tighter one, a common case: parts of one set share bounds)
	// leaves an empty piece: no copy, no test.
	implied := func(r []Int) bool { return impliedByRow(r, cur, len(r), true) }
	for _, c := range bineqs {
		if implied(c) {
			continue
		}
		n := negRow(c)
		n[0] = sub(n[0], i64(1))
		emit(n)
		cur.ineqs = append(cur.ineqs, c)
	}
	for _, c := range beqs {
		nc := negRow(c)
		if !implied(nc) { // piece c >= 1
			p := copyRow(c)
			p[0] = sub(p[0], i64(1))
			emit(p)
		}
		if !implied(c) { // piece c <= -1
			n := copyRow(nc)
			n[0] = sub(n[0], i64(1))
			emit(n)
		}
		cur.eqs = append(cur.eqs, c)
	}
	return out
}

// Subtract returns s \ o (exact).
func (s *Set) Subtract(o *Set) *Set {
	r, _ := s.subtractLimited(o, -1)
	return r
}

// subtractLimited is Subtract that gives up (ok false) as soon as the
// result has more than limit parts or more than limit*limit basic
// subtractions were needed (negative: no limit). Subtracting a union
// multiplies parts, and each part costs an emptiness test, so callers
// that only want a tighter representation use the limit to stay
// polynomial.
func (s *Set) subtractLimited(o *Set, limit int) (*Set, bool) {
	a, b := align(s, o)
	cur := a.parts
	steps := 0
	for _, q := range b.parts {
		var next []*BasicSet
		for _, p := range cur {
			next = append(next, subtractBasic(p, q)...)
			steps++
			if limit >= 0 && (len(next) > limit || steps > limit*limit) {
				return nil, false
			}
		}
		cur = next
	}
	return &Set{space: a.space.clone(), parts: cur}, true
}

// Complement returns the points of the space not in s.
func (s *Set) Complement() *Set { return Universe(s.space).Subtract(s) }

// IsSubset reports whether s ⊆ o for every parameter value. Exact.
// Two sets of the same constraints (sameRows: hrelation compares the
// domains of counts made the same way) are subsets of each other without
// a subtraction.
func (s *Set) IsSubset(o *Set) bool { return s.sameRows(o) || s.Subtract(o).IsEmpty() }

// sameRows reports whether s and o have the same space and the same
// parts, row for row and div for div: then they have the same points (a
// sufficient test, not a necessary one).
func (s *Set) sameRows(o *Set) bool {
	if !s.space.Equal(o.space) || len(s.parts) != len(o.parts) {
		return false
	}
	for i, b := range s.parts {
		c := o.parts[i]
		if len(b.divs) != len(c.divs) || len(b.eqs) != len(c.eqs) || len(b.ineqs) != len(c.ineqs) {
			return false
		}
		for j, d := range b.divs {
			if !eq(d.den, c.divs[j].den) || !rowsEqual(d.num, c.divs[j].num) {
				return false
			}
		}
		for j, r := range b.eqs {
			if !rowsEqual(r, c.eqs[j]) {
				return false
			}
		}
		for j, r := range b.ineqs {
			if !rowsEqual(r, c.ineqs[j]) {
				return false
			}
		}
	}
	return true
}

// IsEqual reports whether s and o have the same points. Exact.
func (s *Set) IsEqual(o *Set) bool { return s.IsSubset(o) && o.IsSubset(s) }

// MakeDisjoint returns a set equal to s whose parts are pairwise disjoint
// (needed for counting).
func (s *Set) MakeDisjoint() *Set {
	out := &Set{space: s.space.clone()}
	seen := EmptySet(s.space)
	for _, p := range s.parts {
		ps := FromBasic(p).Subtract(seen)
		out.parts = append(out.parts, ps.parts...)
		seen.parts = append(seen.parts, p.copy())
	}
	return out
}

// makeDisjointWithin is MakeDisjoint with its emptiness tests charged
// to w and at most maxParts parts (ok false past either limit).
func (s *Set) makeDisjointWithin(w *workBudget, maxParts int) (*Set, bool) {
	out := &Set{space: s.space.clone()}
	var seen []*BasicSet
	for _, p := range s.parts {
		cur := []*BasicSet{p}
		for _, q := range seen {
			var next []*BasicSet
			for _, c := range cur {
				next = append(next, subtractBasicWith(c, q, w.empty)...)
				if w.left <= 0 || len(next)+len(out.parts) > maxParts {
					return nil, false
				}
			}
			cur = next
		}
		out.parts = append(out.parts, cur...)
		seen = append(seen, p)
	}
	return out, true
}

// projectDims existentially quantifies the flagged set variables and
// returns the result over newSpace (which lists the remaining ones).
func (s *Set) projectDims(drop []bool, newSpace Space) *Set {
	out, _ := s.projectDimsWithin(drop, newSpace, nil)
	return out
}

// projectPrune selects which parts of a projection are tested for
// emptiness: pruneSplit (the parts an elimination split an input part
// into) except in tests, which compare it with pruneEvery (every part,
// the way before 2026-11-23) and with pruneNone, which must leave empty
// parts (TestProjectPartsNonEmpty).
var projectPrune = pruneSplit

const (
	pruneSplit = iota
	pruneEvery
	pruneNone
)

// projectBudget bounds the systems one public projection (ProjectOut,
// Domain, Range, ProjectOutDims, ApplyRange, Apply) visits: nested
// splinters can multiply into millions of parts; past the budget those
// operations return ErrWorkLimit.
const projectBudget = 10000

// projectDimsLimited is projectDims under projectBudget.
func (s *Set) projectDimsLimited(drop []bool, newSpace Space) (*Set, error) {
	b := projectBudget
	return s.projectDimsWithin(drop, newSpace, &b)
}

func (s *Set) projectDimsWithin(drop []bool, newSpace Space, budget *int) (*Set, error) {
	sp := newSpace.clone() // shared by out and its parts (finishRawFan)
	out := &Set{space: sp, parts: make([]*BasicSet, 0, len(s.parts))}
	for _, p := range s.parts {
		kept, eqs, ineqs, nraw := p.withRaw(drop, sp)
		qs := finishRawFan(sp, kept, eqs, ineqs, nraw, 1, budget)
		if len(qs) == 1 && projectPrune != pruneEvery || projectPrune == pruneNone {
			// qs[0] is the whole projection of p: it has a point
			// wherever p has one, so it is empty only if p is, and
			// testing it (an Omega test where no cheap witness is
			// found: the most expensive step of many projections)
			// would only find an empty part of the input, which the
			// projection keeps as isl's does. Only the parts into
			// which an elimination split p (splinters, divisions)
			// can be empty where p is not (TestProjectPartsNonEmpty).
			out.addPart(qs[0])
			continue
		}
		for _, q := range qs {
			if !q.provablyEmpty() {
				out.addPart(q)
			}
		}
		if budget != nil && *budget < 0 {
			return nil, ErrWorkLimit
		}
	}
	return out, nil
}

// errMapOnly and errSetOnly are returned by operations that need a map
// (resp. a set) and were given the other.
func errMapOnly(op string) error { return fmt.Errorf("polyhedra: %s wants a map, not a set", op) }
func errSetOnly(op string) error { return fmt.Errorf("polyhedra: %s wants a set, not a map", op) }

// ProjectOut existentially quantifies the named set variables of a set
// (exact integer projection; existentials that cannot be eliminated stay
// as floor divisions). For a map, use Domain, Range or ProjectOutDims.
// It fails on a map or an unknown name, and with ErrWorkLimit when nested
// splinters would visit more than projectBudget systems (as Domain,
// Range, ProjectOutDims, ApplyRange and Apply do).
func (s *Set) ProjectOut(names ...string) (*Set, error) {
	if s.space.IsMap {
		return nil, errSetOnly("ProjectOut")
	}
	for _, n := range names {
		if !slices.Contains(s.space.Out, n) {
			return nil, fmt.Errorf("polyhedra: ProjectOut: no variable %q", n)
		}
	}
	drop := make([]bool, s.space.NDim())
	sp := s.space.clone()
	sp.Out = nil
	for i, n := range s.space.Out {
		if slices.Contains(names, n) {
			drop[i] = true
		} else {
			sp.Out = append(sp.Out, n)
		}
	}
	return s.projectDimsLimited(drop, sp)
}

// Domain returns the domain of a map as a set (an error for a set).
func (s *Set) Domain() (*Set, error) {
	if !s.space.IsMap {
		return nil, errMapOnly("Domain")
	}
	drop, sp := s.domainDrop()
	return s.projectDimsLimited(drop, sp)
}

// Range returns the range of a map as a set (an error for a set).
func (s *Set) Range() (*Set, error) {
	if !s.space.IsMap {
		return nil, errMapOnly("Range")
	}
	drop, sp := s.rangeDrop()
	return s.projectDimsLimited(drop, sp)
}

func (s *Set) domain() *Set { return s.projectDims(s.domainDrop()) }

func (s *Set) rng() *Set { return s.projectDims(s.rangeDrop()) }

// domainDrop and rangeDrop give the variables Domain and Range project
// out and the resulting space.
func (s *Set) domainDrop() ([]bool, Space) {
	drop := make([]bool, s.space.NDim())
	for i := len(s.space.In); i < len(drop); i++ {
		drop[i] = true
	}
	return drop, Space{Params: s.space.Params, Out: s.space.In, OutName: s.space.InName}
}

func (s *Set) rangeDrop() ([]bool, Space) {
	drop := make([]bool, s.space.NDim())
	for i := 0; i < len(s.space.In); i++ {
		drop[i] = true
	}
	return drop, Space{Params: s.space.Params, Out: s.space.Out, OutName: s.space.OutName}
}

// permuteDims returns b with set variables reordered: new dim i is old
// dim perm[i]; extra new dims (perm[i] < 0) are unconstrained.
func (b *BasicSet) permuteDims(sp Space, perm []int) *BasicSet {
	nd := len(perm)
	n := 1 + len(sp.Params) + nd + len(b.divs)
	idx := make([]int, b.ncols())
	for c := range idx {
		idx[c] = -1
	}
	for c := 0; c < b.dimOff(); c++ {
		idx[c] = c
	}
	for i, o := range perm {
		if o >= 0 {
			idx[b.dimOff()+o] = 1 + len(sp.Params) + i
		}
	}
	for i := range b.divs {
		idx[b.divOff()+i] = 1 + len(sp.Params) + nd + i
	}
	mp := func(r []Int) []Int {
		w := make([]Int, n)
		for c, v := range r {
			if !isZero(v) {
				if idx[c] < 0 {
					panic("polyhedra: permuteDims drops a used dimension")
				}
				w[idx[c]] = v
			}
		}
		return w
	}
	out := &BasicSet{space: sp.clone()}
	for _, d := range b.divs {
		out.divs = append(out.divs, div{mp(d.num), d.den})
	}
	for _, r := range b.eqs {
		out.eqs = append(out.eqs, mp(r))
	}
	for _, r := range b.ineqs {
		out.ineqs = append(out.ineqs, mp(r))
	}
	return out
}

// Reverse swaps the input and output tuples of a map (an error for a
// set).
func (s *Set) Reverse() (*Set, error) {
	if !s.space.IsMap {
		return nil, errMapOnly("Reverse")
	}
	return s.reverse(), nil
}

func (s *Set) reverse() *Set {
	sp := Space{Params: s.space.Params, In: s.space.Out, Out: s.space.In, InName: s.space.OutName, OutName: s.space.InName, IsMap: true}
	ni, no := len(s.space.In), len(s.space.Out)
	var perm []int
	for i := 0; i < no; i++ {
		perm = append(perm, ni+i)
	}
	for i := 0; i < ni; i++ {
		perm = append(perm, i)
	}
	out := &Set{space: sp.clone()}
	for _, p := range s.parts {
		out.addPart(p.permuteDims(sp, perm))
	}
	return out
}

// ApplyRange composes maps: { a -> c : exists b : a -> b in s and b -> c in o }.
// It fails unless both are maps and s's output tuple has the size of o's
// input tuple.
func (s *Set) ApplyRange(o *Set) (*Set, error) {
	if !s.space.IsMap || !o.space.IsMap {
		return nil, errMapOnly("ApplyRange")
	}
	if len(s.space.Out) != len(o.space.In) {
		return nil, fmt.Errorf("polyhedra: ApplyRange: output tuple of %d variables, input tuple of %d", len(s.space.Out), len(o.space.In))
	}
	a, b := align(s, o)
	ni, nm, no := len(a.space.In), len(a.space.Out), len(b.space.Out)
	// Joint space [a, b, c] with all of them as dims.
	jsp := Space{Params: a.space.Params, In: a.space.In, Out: append(slices.Clone(a.space.Out), b.space.Out...), IsMap: true}
	var pa, pb []int
	for i := 0; i < ni+nm+no; i++ {
		if i < ni+nm {
			pa = append(pa, i)
		} else {
			pa = append(pa, -1)
		}
		if i < ni {
			pb = append(pb, -1)
		} else {
			pb = append(pb, i-ni)
		}
	}
	ja, jb := &Set{space: jsp}, &Set{space: jsp}
	for _, p := range a.parts {
		ja.addPart(p.permuteDims(jsp, pa))
	}
	for _, p := range b.parts {
		jb.addPart(p.permuteDims(jsp, pb))
	}
	j := ja.Intersect(jb)
	drop := make([]bool, ni+nm+no)
	for i := ni; i < ni+nm; i++ {
		drop[i] = true
	}
	rsp := Space{Params: a.space.Params, In: a.space.In, Out: b.space.Out, InName: a.space.InName, OutName: b.space.OutName, IsMap: true}
	return j.projectDimsLimited(drop, rsp)
}

// Apply returns the image of the set s under the map m. It fails unless
// s is a set and m a map whose input tuple has the size of s's tuple.
func (s *Set) Apply(m *Set) (*Set, error) {
	if s.space.IsMap || !m.space.IsMap || len(s.space.Out) != len(m.space.In) {
		return nil, fmt.Errorf("polyhedra: Apply wants a set and a map with matching input tuple")
	}
	sp := m.space.clone()
	sp.Params = slices.Clone(s.space.Params)
	perm := make([]int, sp.NDim())
	for i := range perm {
		perm[i] = -1
		if i < len(sp.In) {
			perm[i] = i
		}
	}
	lifted := &Set{space: sp}
	for _, p := range s.parts {
		lifted.addPart(p.permuteDims(sp, perm))
	}
	j := lifted.Intersect(m)
	return j.projectDimsLimited(j.rangeDrop())
}

// FixParam returns s with parameter name fixed to v (an error for an
// unknown name).
func (s *Set) FixParam(name string, v int64) (*Set, error) {
	i := slices.Index(s.space.Params, name)
	if i < 0 {
		return nil, fmt.Errorf("polyhedra: FixParam: no parameter %q", name)
	}
	return s.fixParam(i, v), nil
}

func (s *Set) fixParam(i int, v int64) *Set {
	out := &Set{space: s.space.clone()}
	for _, p := range s.parts {
		q := p.copy()
		r := make([]Int, q.ncols())
		r[0] = neg(i64(v))
		r[1+i] = i64(1)
		q.eqs = append(q.eqs, r)
		if q = q.cleanup(); q != nil && !q.provablyEmpty() {
			out.addPart(q)
		}
	}
	return out
}

// FixDim returns s with set variable number i (input tuple first) fixed
// to v (an error when there is no such variable).
func (s *Set) FixDim(i int, v int64) (*Set, error) {
	if i < 0 || i >= s.space.NDim() {
		return nil, fmt.Errorf("polyhedra: FixDim: no variable %d (have %d)", i, s.space.NDim())
	}
	out := &Set{space: s.space.clone()}
	for _, p := range s.parts {
		q := p.copy()
		r := make([]Int, q.ncols())
		r[0] = neg(i64(v))
		r[q.dimOff()+i] = i64(1)
		q.eqs = append(q.eqs, r)
		if q = q.cleanup(); q != nil && !q.provablyEmpty() {
			out.addPart(q)
		}
	}
	return out, nil
}

// IntersectParams restricts s to the parameter values in ps, a set with
// no set variables (e.g. parsed from "[p] -> { : p >= 2 }"). Parameters
// are matched by name. It fails when ps has variables.
func (s *Set) IntersectParams(ps *Set) (*Set, error) {
	if ps.space.NDim() != 0 || ps.space.IsMap {
		return nil, fmt.Errorf("polyhedra: IntersectParams wants a parameter set")
	}
	sp := s.space.clone()
	sp.Params = slices.Clone(ps.space.Params)
	perm := make([]int, sp.NDim())
	for i := range perm {
		perm[i] = -1
	}
	lifted := &Set{space: sp}
	for _, p := range ps.parts {
		lifted.addPart(p.permuteDims(sp, perm))
	}
	return s.Intersect(lifted), nil
}
