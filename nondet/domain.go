package nondet

import (
	"slices"
	"strconv"
	"strings"

	"bspcost/frontend"
	"bspcost/frontend/intsem"
	"bspcost/polyhedra/bspaff"
)

// The numeric domain of the abstract interpretation (absint.go): a
// conjunction of constraints p >= 0, p a polynomial over the program's
// scalars (bspaff.Poly, the project's affine forms; a monomial of several
// columns such as pid*b is one more dimension, so the domain is linear over
// columns and monomials). Equalities are two constraints. It is a weakly
// relational domain in the style of template polyhedra whose templates are
// the constraints met on the way:
//
//   - A constraint is normalised (the gcd of its coefficients divided out,
//     the constant rounded down: integer tightening) and kept once per
//     non-constant part, with the tightest constant.
//   - Entailment (state ⊨ q >= 0) is decided incompletely but soundly by
//     a lower bound of q: the same non-constant part in the state; interval
//     arithmetic (intsem) over the variables' bounds read off the state's
//     one-variable constraints; and one step of combination, q = λ·c + r
//     with c a constraint of the state, λ > 0, r bounded by intervals or
//     by a constraint of its own (a chain of two).
//   - The join keeps every constraint of either side whose non-constant part
//     the other side bounds, with the weaker of the two constants: each
//     kept constraint holds on both sides.
//   - The widening keeps the constraints of the old state that the new one
//     entails: the set only shrinks, so the chain at a loop head is finite.
//   - A variable is forgotten by Fourier–Motzkin elimination (the
//     constraints that bound it are combined pairwise), so that x := e keeps
//     what the old x related (y <= x, x <= pid: y <= pid).
//   - Sizes are capped (constraints per state, pairs per elimination,
//     coefficient and constant magnitudes); whatever exceeds a cap is
//     dropped, which weakens the state and so stays sound.
//
// maxCons is a var only for the tests of what the cap drops first (which
// set it lower).
var maxCons = 96

const (
	maxPairs     = 64
	maxCoef      = 1 << 20
	maxConst     = 1 << 40
	maxDisjuncts = 8
)

// mono is a term of a constraint: coef times the product of vars.
type mono struct {
	key  string
	coef int64
	vars []*frontend.Object
}

// cons is a normalised constraint p >= 0.
type cons struct {
	p      bspaff.Poly
	key    string // the key of p without its constant
	negKey string // the key of the opposite non-constant part
	c      int64  // p's constant
	terms  []mono // p's non-constant terms
}

// astate is an abstract state; nil is bottom (no execution). States are
// values: operations return new ones.
//
// The constraints are a slice sorted by key, one per key: a state holds at
// most a few dozen, and the analysis copies, joins and scans states all
// the time, which a map made slow (a hash table per copy, slow iteration).
type astate struct {
	cs     []*cons   // sorted by key
	bounds varBounds // lazily, from cs (when haveB)
	haveB  bool      // (a flag, not a pointer: one allocation less)
}

func newState() *astate { return &astate{} }

// stateCap returns an empty state with room for n constraints, made with
// its slice's array in one allocation when n is at most 24 (most states
// hold fewer, with the few addCons adds before trim): the join,
// the projection and addCons each make a state, twice as many
// allocations with the array apart.
func stateCap(n int) *astate {
	switch {
	case n <= 4:
		b := new(struct {
			s astate
			a [4]*cons
		})
		b.s.cs = b.a[:0]
		return &b.s
	case n <= 8:
		b := new(struct {
			s astate
			a [8]*cons
		})
		b.s.cs = b.a[:0]
		return &b.s
	case n <= 24:
		b := new(struct {
			s astate
			a [24]*cons
		})
		b.s.cs = b.a[:0]
		return &b.s
	}
	return &astate{cs: make([]*cons, 0, n)}
}

// find returns the index of the constraint with key in s (or where it
// would go) and whether it is there.
func (s *astate) find(key string) (int, bool) {
	// By hand, as getBytes: BinarySearchFunc's call of a comparison per
	// step was a sixth of the analysis's time.
	lo, hi := 0, len(s.cs)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if s.cs[m].key < key {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo, lo < len(s.cs) && s.cs[lo].key == key
}

// get returns the constraint of s with non-constant part key.
func (s *astate) get(key string) (*cons, bool) {
	if i, ok := s.find(key); ok {
		return s.cs[i], true
	}
	return nil, false
}

// getBytes is get of a key in a buffer (the comparisons convert it
// without copying).
func (s *astate) getBytes(key []byte) (*cons, bool) {
	lo, hi := 0, len(s.cs)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if s.cs[m].key < string(key) {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(s.cs) && s.cs[lo].key == string(key) {
		return s.cs[lo], true
	}
	return nil, false
}

// putAt sets the constraint of c's key to c (replacing one of the same
// key), given find(c.key)'s answer (i, ok).
func (s *astate) putAt(i int, ok bool, c *cons) {
	if ok {
		s.cs[i] = c
		return
	}
	s.cs = slices.Insert(s.cs, i, c)
}

// del removes the constraint with key, if any.
func (s *astate) del(key string) {
	if i, ok := s.find(key); ok {
		s.cs = slices.Delete(s.cs, i, i+1)
	}
}

// sorted returns the constraints in a deterministic order: fewer columns
// first, then by key.
func (s *astate) sorted() []*cons {
	out := make([]*cons, 0, len(s.cs))
	out = append(out, s.cs...)
	slices.SortFunc(out, func(a, b *cons) int {
		if len(a.terms) != len(b.terms) {
			return len(a.terms) - len(b.terms)
		}
		return strings.Compare(a.key, b.key)
	})
	return out
}

// normalise returns the constraint p >= 0 in normal form; trivial reports
// a constraint that always holds, and ok=false one that never holds.
// nil with trivial=false and ok=true: p is beyond the caps (drop it).
func normalise(p bspaff.Poly) (c *cons, trivial, ok bool) {
	c = consCap(p.NumTerms()) // one allocation, not one per doubling
	terms := c.terms
	var ug uint64
	k := p.ConstValue()
	big := false
	p.KeyedTerms(func(coef int64, vars []*frontend.Object, key string) {
		if len(vars) == 0 {
			return
		}
		// AbsU, not a wrapping abs: |MinInt| is past the cap too (kept,
		// -MinInt would make the constraint its own opposite).
		if intsem.AbsU(coef) > maxCoef {
			big = true
		}
		terms = append(terms, mono{key: key, coef: coef, vars: vars})
		ug = intsem.GCD(ug, intsem.AbsU(coef))
	})
	if big || intsem.AbsU(k) > maxConst {
		return nil, false, true
	}
	if len(terms) == 0 {
		return nil, k >= 0, k >= 0
	}
	q := p
	if g := int64(ug); g > 1 { // ug <= maxCoef: not big
		k, _ = intsem.FloorDiv(k, g) // g > 1: cannot fail
		q = bspaff.Const(k)
		for i := range terms {
			terms[i].coef /= g
			m := bspaff.Const(terms[i].coef)
			for _, v := range terms[i].vars {
				var err error
				if m, err = m.Mul(bspaff.Var(v)); err != nil {
					return nil, false, true
				}
			}
			var err error
			if q, err = q.Add(m); err != nil {
				return nil, false, true
			}
		}
	}
	key, negKey := consKeys(terms)
	*c = cons{p: q, key: key, negKey: negKey, c: k, terms: terms}
	return c, false, true
}

// consCap returns a constraint to fill in with room for n terms, made
// with the terms' array in one allocation when n is at most 4 (nearly
// always: a constraint relates a few columns).
func consCap(n int) *cons {
	switch {
	case n <= 2:
		b := new(struct {
			c cons
			a [2]mono
		})
		b.c.terms = b.a[:0]
		return &b.c
	case n <= 4:
		b := new(struct {
			c cons
			a [4]mono
		})
		b.c.terms = b.a[:0]
		return &b.c
	}
	return &cons{terms: make([]mono, 0, n)}
}

// consKeys returns the key of the non-constant terms ts (in their order)
// and that of their opposite: "coef@monomial;" per term. Both are made
// as one string, of which they are the two halves (one allocation).
func consKeys(ts []mono) (key, negKey string) {
	var arr [256]byte
	buf := arr[:0]
	for _, t := range ts {
		buf = strconv.AppendInt(buf, t.coef, 10)
		buf = append(buf, '@')
		buf = append(buf, t.key...)
		buf = append(buf, ';')
	}
	n := len(buf)
	for _, t := range ts {
		buf = strconv.AppendInt(buf, -t.coef, 10)
		buf = append(buf, '@')
		buf = append(buf, t.key...)
		buf = append(buf, ';')
	}
	both := string(buf)
	return both[:n], both[n:]
}

// add returns s ∧ p >= 0 (nil when that is empty).
func (s *astate) add(ps ...bspaff.Poly) *astate {
	if s == nil {
		return nil
	}
	// addCons keeps none of cs but its constraints: a few on the stack.
	var arr [4]*cons
	cs := arr[:0]
	for _, p := range ps {
		c, trivial, ok := normalise(p)
		if !ok {
			return nil
		}
		if trivial || c == nil {
			continue
		}
		cs = append(cs, c)
	}
	return s.addCons(cs)
}

// addCons returns s ∧ the normalised constraints cs (nil when that is
// empty). A constraint of a state is its own normal form, so one carried
// over unchanged from another state needs no normalising again.
func (s *astate) addCons(cs []*cons) *astate {
	if s == nil {
		return nil
	}
	if s.holdsAll(cs) {
		// Nothing to add (a loop's condition on a head that has it, a
		// fact met twice): s itself, as states are values, rather than
		// a copy of it.
		return s
	}
	return consState(s.cs, cs)
}

// holdsAll reports whether every constraint of cs is in s with the same
// or a tighter constant: what addCons would skip for each, so that s ∧ cs
// is s.
func (s *astate) holdsAll(cs []*cons) bool {
	for _, c := range cs {
		if d, ok := s.get(c.key); !ok || d.c > c.c {
			return false
		}
	}
	return true
}

// consState is the state of the constraints base (sorted by key, one per
// key, at most maxCons: a state's) and the normalised constraints cs, nil
// when that is empty.
func consState(base, cs []*cons) *astate {
	t := stateCap(len(base) + len(cs))
	t.cs = append(t.cs, base...)
	for _, c := range cs {
		i, have := t.find(c.key)
		if have && t.cs[i].c <= c.c {
			continue
		}
		if n, ok := t.get(c.negKey); ok && n.c+c.c < 0 {
			return nil // q >= -c and q <= n.c < -c
		}
		t.putAt(i, have, c)
	}
	t.trim()
	return t
}

// noTrimImplied makes trim drop by columns alone, keeping the
// constraints that the state's bounds imply.
var noTrimImplied bool

// trim drops constraints past maxCons: first those of several columns
// that the one-variable bounds of the others imply (they say nothing
// more, and would take the room of one that does: nz <= nz_max against
// q - t + 8 >= 0 with q >= 0 and t <= 8), then those with most columns.
func (s *astate) trim() { s.trimKeeping(nil) }

// trimKeeping is trim dropping the constraints with a key in keep last.
func (s *astate) trimKeeping(keep map[string]bool) {
	if len(s.cs) <= maxCons {
		return
	}
	if !noTrimImplied {
		b := s.varBounds()
		s.cs = slices.DeleteFunc(s.cs, func(c *cons) bool {
			if len(c.terms) < 2 || keep[c.key] {
				return false
			}
			iv := ivTerms(c.terms, b)
			return iv.Lo != intsem.MinInt && iv.Lo+c.c >= 0
		})
		s.bounds, s.haveB = nil, false
		if len(s.cs) <= maxCons {
			return
		}
	}
	// An equality (both halves kept with opposite constants) is what an
	// assignment x := y or a loop counter's i := lo says: the cap keeps
	// it whole, before the inequalities of as many columns, which a join
	// or a projection makes by the dozen. The constraints of keep go
	// first of all.
	rank := func(c *cons) int {
		r := len(c.terms) * 2
		if n, ok := s.get(c.negKey); !noTrimEqualities && len(c.terms) > 1 && ok && n.c+c.c == 0 {
			r--
		}
		if keep[c.key] {
			r -= 1 << 20
		}
		return r
	}
	order := slices.Clone(s.cs)
	slices.SortFunc(order, func(a, b *cons) int {
		if ra, rb := rank(a), rank(b); ra != rb {
			return ra - rb
		}
		return strings.Compare(a.key, b.key)
	})
	for _, c := range order[maxCons:] {
		s.del(c.key)
	}
	s.bounds, s.haveB = nil, false
}

// noTrimEqualities makes trim drop the halves of equalities of several
// columns in key order with the other constraints.
var noTrimEqualities bool

// withKept is s ∧ kept, where the cap drops the constraints of s before
// those of kept: kept are facts known to hold wherever s does (a loop's
// invariants), which the cap would otherwise drop again as soon as they
// came back. Past maxCons kept constraints, the cap takes the rest of
// kept in its usual order.
func (s *astate) withKept(kept []*cons) *astate {
	if s == nil || len(kept) == 0 || s.holdsAll(kept) {
		return s
	}
	t := stateCap(len(s.cs) + len(kept))
	t.cs = append(t.cs, s.cs...)
	pref := make(map[string]bool, len(kept))
	for _, c := range kept {
		i, have := t.find(c.key)
		if have && t.cs[i].c <= c.c {
			pref[c.key] = true
			continue
		}
		if n, ok := t.get(c.negKey); ok && n.c+c.c < 0 {
			return nil
		}
		t.putAt(i, have, c)
		pref[c.key] = true
	}
	t.trimKeeping(pref)
	return t
}

// varBound is the interval of one variable.
type varBound struct {
	v  *frontend.Object
	iv intsem.Interval
}

// varBounds are the bounds of the variables of a state, one entry per
// variable: a slice, not a map (a state bounds a handful of variables,
// and every join and entailment test reads them).
type varBounds []varBound

// get returns the bounds of v, if s has any.
func (b varBounds) get(v *frontend.Object) (intsem.Interval, bool) {
	for _, e := range b {
		if e.v == v {
			return e.iv, true
		}
	}
	return intsem.Interval{}, false
}

// at is get without the flag (the zero Interval for a variable without
// bounds, as a map's missing entry).
func (b varBounds) at(v *frontend.Object) intsem.Interval {
	iv, _ := b.get(v)
	return iv
}

// varBounds returns the bounds of the variables that s's one-variable
// constraints give (normalised: v + c >= 0 or -v + c >= 0).
func (s *astate) varBounds() varBounds {
	if s.haveB {
		return s.bounds
	}
	n := 0
	for _, c := range s.cs {
		if len(c.terms) == 1 && len(c.terms[0].vars) == 1 {
			n++
		}
	}
	b := make(varBounds, 0, n) // one allocation: at most one entry each
	for _, c := range s.cs {
		if len(c.terms) != 1 || len(c.terms[0].vars) != 1 {
			continue
		}
		v := c.terms[0].vars[0]
		i := slices.IndexFunc(b, func(e varBound) bool { return e.v == v })
		if i < 0 {
			i = len(b)
			b = append(b, varBound{v, intsem.Top})
		}
		iv := &b[i].iv
		if c.terms[0].coef == 1 {
			iv.Lo = max(iv.Lo, -c.c)
		} else if c.terms[0].coef == -1 {
			iv.Hi = min(iv.Hi, c.c)
		}
	}
	s.bounds, s.haveB = b, true
	return b
}

// ivTerms is the interval of the sum of terms under bounds b.
func ivTerms(terms []mono, b varBounds) intsem.Interval {
	sum := intsem.Point(0)
	for _, t := range terms {
		var iv intsem.Interval
		for i, v := range t.vars {
			vb, ok := b.get(v)
			if !ok {
				return intsem.Top
			}
			if i == 0 {
				iv = vb
			} else {
				iv = iv.Mul(vb)
			}
		}
		iv = iv.Scale(t.coef)
		sum = sum.Add(iv)
		if sum == intsem.Top {
			return sum
		}
	}
	return sum
}

// lowerBound returns l with g*terms + k >= l wherever s holds, or
// ok=false; it stops as soon as l >= enough (the caller needs no more).
func (s *astate) lowerBound(terms []mono, key string, k, g, enough int64) (int64, bool) {
	c, _ := s.get(key)
	return s.lowerBoundFrom(c, terms, key, k, g, enough)
}

// lowerBoundFrom is lowerBound with s.get(key) given (nil: none), as the
// join has it from its merge.
func (s *astate) lowerBoundFrom(same *cons, terms []mono, key string, k, g, enough int64) (int64, bool) {
	best, found := int64(0), false
	better := func(v int64, ok bool) {
		if ok && (!found || v > best) {
			best, found = v, true
		}
	}
	if c := same; c != nil {
		// terms >= -c.c
		better(addMul(-c.c, g, k))
		if found && best >= enough {
			return best, true
		}
	}
	b := s.varBounds()
	if iv := ivTerms(terms, b); iv.Lo != intsem.MinInt {
		better(addMul(iv.Lo, g, k))
		if found && best >= enough {
			return best, true
		}
	}
	// One step of combination: terms = λ·c.terms + r, λ > 0.
	var arr [128]byte
	buf := arr[:0]
	// r below lives in rbuf (one combination at a time, none kept):
	// lowerBound runs for every constraint of every join.
	var rbuf [16]mono
	for _, c := range s.cs {
		if len(c.terms) < 2 || c.key == key {
			continue
		}
		for _, t := range terms {
			if len(t.vars) != 1 {
				continue
			}
			var ct int64
			for _, u := range c.terms {
				if u.key == t.key {
					ct = u.coef
					break
				}
			}
			if ct == 0 || (ct > 0) != (t.coef > 0) || t.coef%ct != 0 {
				continue
			}
			lambda := t.coef / ct
			r, ok := subScaled(rbuf[:0], terms, c.terms, lambda)
			if !ok {
				continue
			}
			// terms = λ (c.terms + c.c) + r - λ c.c >= r - λ c.c, r
			// bounded by intervals or by a constraint of its own (a chain
			// x <= pid <= n - 1 gives x <= n - 1).
			rlo := ivTerms(r, b).Lo
			if key, g := termsKey(buf[:0], r); len(key) > 0 {
				if d, ok := s.getBytes(key); ok {
					if v, ok := intsem.Mul(-d.c, g); ok && (rlo == intsem.MinInt || v > rlo) {
						rlo = v
					}
				}
			}
			if rlo == intsem.MinInt {
				continue
			}
			lc, ok1 := intsem.Mul(lambda, c.c)
			lo, ok2 := intsem.Sub(rlo, lc)
			if ok1 && ok2 {
				better(addMul(lo, g, k))
				if found && best >= enough {
					return best, true
				}
			}
		}
	}
	return best, found
}

// termsKey appends to buf the key that normalise gives the non-constant
// terms ts divided by their gcd g (the order of bspaff's terms: higher
// degree first, then by monomial key), and returns it with g; it appends
// nothing for no terms.
func termsKey(buf []byte, ts []mono) ([]byte, int64) {
	if len(ts) == 0 {
		return buf, 0
	}
	var arr [8]mono
	sorted := append(arr[:0], ts...)
	slices.SortFunc(sorted, func(a, b mono) int {
		if len(a.vars) != len(b.vars) {
			return len(b.vars) - len(a.vars)
		}
		return strings.Compare(a.key, b.key)
	})
	var ug uint64
	for _, t := range sorted {
		ug = intsem.GCD(ug, intsem.AbsU(t.coef))
	}
	g := int64(ug)
	if g < 0 {
		return buf, 0 // every coefficient is MinInt: gcd 1<<63 is no int64
	}
	for _, t := range sorted {
		buf = strconv.AppendInt(buf, t.coef/g, 10)
		buf = append(buf, '@')
		buf = append(buf, t.key...)
		buf = append(buf, ';')
	}
	return buf, g
}

// addMul is g*v + k, ok=false on overflow or past maxConst.
func addMul(v, g, k int64) (int64, bool) {
	m, ok1 := intsem.Mul(g, v)
	r, ok2 := intsem.Add(m, k)
	return r, ok1 && ok2 && intsem.AbsU(r) <= maxConst
}

// subScaled returns a - λ·b as terms (terms are few: linear searches),
// appended to dst[:0].
func subScaled(dst, a, b []mono, lambda int64) ([]mono, bool) {
	out := append(dst[:0], a...)
	for _, t := range b {
		m, ok := intsem.Mul(lambda, t.coef)
		if !ok {
			return nil, false
		}
		found := false
		for i := range out[:len(a)] {
			if out[i].key == t.key {
				v, ok := intsem.Sub(out[i].coef, m)
				if !ok {
					return nil, false
				}
				out[i].coef, found = v, true
				break
			}
		}
		if !found {
			out = append(out, mono{key: t.key, coef: -m, vars: t.vars})
		}
	}
	r := out[:0]
	for _, t := range out {
		if t.coef != 0 {
			r = append(r, t)
		}
	}
	return r, true
}

// entails reports whether c holds wherever s does.
func (s *astate) entails(c *cons) bool {
	l, ok := s.lowerBound(c.terms, c.key, c.c, 1, 0)
	return ok && l >= 0
}

// leq reports whether s ⊑ t: every constraint of t holds wherever s does.
func leq(s, t *astate) bool {
	if s == nil {
		return true
	}
	if t == nil {
		return false
	}
	for _, c := range t.cs {
		if !s.entails(c) {
			return false
		}
	}
	return true
}

// join returns a state that holds wherever s or t does.
func join(s, t *astate) *astate {
	if s == nil {
		return t
	}
	if t == nil {
		return s
	}
	// The result has at most one constraint per key of s or t: the keys
	// of both, counted by a merge of the two sorted lists (room for
	// len(s.cs) + len(t.cs), the sides' common keys counted twice, was a
	// quarter of the analysis's bytes).
	r := stateCap(distinctKeys(s.cs, t.cs))
	// A merge of the two sorted lists: each key's constraints, of s and
	// of t, are met together, with the other side's of the same key at
	// hand (a binary search per constraint in the other side, another in
	// the result and an insertion were most of the join's time). The
	// result is built in key order. Per key it is what keeping s's
	// constraints and then t's gives: the tighter of the two kept, s's on
	// a tie.
	i, j := 0, 0
	for i < len(s.cs) || j < len(t.cs) {
		var a, b *cons
		switch {
		case j == len(t.cs) || i < len(s.cs) && s.cs[i].key < t.cs[j].key:
			a = s.cs[i]
			i++
		case i == len(s.cs) || t.cs[j].key < s.cs[i].key:
			b = t.cs[j]
			j++
		default:
			a, b = s.cs[i], t.cs[j]
			i, j = i+1, j+1
		}
		var x *cons
		if a != nil {
			if k, ok := joinedConst(a, b, t); ok {
				x = withConst(a, k)
			}
		}
		if b != nil {
			// t's replaces s's only when tighter (made only then).
			if k, ok := joinedConst(b, a, s); ok && (x == nil || k < x.c) {
				if y := withConst(b, k); y != nil {
					x = y
				}
			}
		}
		if x != nil {
			r.cs = append(r.cs, x)
		}
	}
	r.trim()
	return r
}

// joinedConst is the weaker of the constant of c (a constraint of one
// side of a join) and the one the other side bounds c's terms by: c with
// it holds on both sides; ok is false when the other side does not bound
// them. same is other's constraint of c's key (nil: none).
func joinedConst(c, same *cons, other *astate) (k int64, ok bool) {
	l, ok := other.lowerBoundFrom(same, c.terms, c.key, 0, 1, -c.c)
	if !ok {
		return 0, false
	}
	// c.terms >= -c.c here and >= l there.
	return max(c.c, -l), true
}

// withConst is c with the constant k >= c.c (c itself when the same),
// nil past the caps.
func withConst(c *cons, k int64) *cons {
	if k == c.c {
		return c
	}
	p, err := c.p.AddConst(k - c.c)
	if err != nil {
		return nil
	}
	// normalise(p) is c with the constant k: c's terms are normalised
	// (gcd 1) and p has the same; only the cap on constants applies.
	if intsem.AbsU(k) > maxConst {
		return nil
	}
	return &cons{p: p, key: c.key, negKey: c.negKey, c: k, terms: c.terms}
}

// distinctKeys is the number of keys of a or b, two lists sorted by key
// with one constraint per key each.
func distinctKeys(a, b []*cons) int {
	n, i, j := 0, 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i].key < b[j].key:
			i++
		case a[i].key > b[j].key:
			j++
		default:
			i, j = i+1, j+1
		}
		n++
	}
	return n + len(a) - i + len(b) - j
}

// widen returns the constraints of old that new entails.
func widen(old, new *astate) *astate {
	if old == nil {
		return new
	}
	if new == nil {
		return old
	}
	r := stateCap(len(old.cs))
	for _, c := range old.cs {
		if new.entails(c) {
			r.cs = append(r.cs, c) // in old's order: sorted
		}
	}
	return r
}

// project returns s with v forgotten (Fourier–Motzkin).
func (s *astate) project(v *frontend.Object) *astate {
	if s == nil {
		return nil
	}
	// A constraint's terms are those of its polynomial (normalise), so
	// whether it uses v, v's coefficient and whether v occurs in a product
	// are read off them.
	type entry struct {
		c *cons
		a int64 // the coefficient of the term v
	}
	var pos, neg []entry
	r := stateCap(len(s.cs))
	changed := false
	for _, c := range s.cs {
		uses, linear := false, true
		var a int64
		for _, t := range c.terms {
			for _, w := range t.vars {
				if w == v {
					uses = true
					if len(t.vars) > 1 {
						linear = false
					} else {
						a = t.coef
					}
				}
			}
		}
		if !uses {
			r.cs = append(r.cs, c) // in s's order: sorted
			continue
		}
		changed = true
		switch {
		case !linear:
		case a > 0:
			pos = append(pos, entry{c, a})
		case a < 0:
			neg = append(neg, entry{c, a})
		}
	}
	if !changed {
		return s
	}
	byKey := func(x, y entry) int { return strings.Compare(x.c.key, y.c.key) }
	slices.SortFunc(pos, byKey)
	slices.SortFunc(neg, byKey)
	var combos []bspaff.Poly
	for _, a := range pos {
		for _, b := range neg {
			if len(combos) >= maxPairs {
				break
			}
			ca, cb := a.a, -b.a
			z, err := bspaff.Combine(cb, a.c.p, ca, b.c.p) // cb·a + ca·b
			if err != nil || z.Uses(v) {
				continue
			}
			combos = append(combos, z)
		}
	}
	return r.add(combos...)
}

// String prints the constraints (for tests and debugging).
func (s *astate) String() string {
	if s == nil {
		return "false"
	}
	var parts []string
	for _, c := range s.sorted() {
		parts = append(parts, c.p.String()+" >= 0")
	}
	return "{" + strings.Join(parts, "; ") + "}"
}
