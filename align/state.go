package align

import (
	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// maxNotes bounds the chain printed under a diagnostic: past a handful of
// links the user has the idea, and long loops of reassignments would only
// add noise.
const maxNotes = 8

// why is one link of an explanation: "x depends on pid (assigned at 3:5)",
// followed by the reason of the reason. Links are immutable and only ever
// point at links that existed when they were made, so chains are acyclic
// even when a variable is assigned from itself in a loop.
type why struct {
	pos, end frontend.Pos
	msg      string
	next     *why
}

// notes flattens the chain, dropping repeated links (the same reason can be
// reached twice through joins).
func (w *why) notes() []frontend.Note {
	var out []frontend.Note
	seen := map[*why]bool{}
	for ; w != nil && len(out) < maxNotes; w = w.next {
		if seen[w] {
			break
		}
		seen[w] = true
		out = append(out, frontend.Note{Pos: w.pos, End: w.end, Msg: w.msg})
	}
	return out
}

// culprit is the reason an expression is not replicated: its "worst"
// operand. rank orders the kinds so that the explanation picks the shortest
// story: pid itself, then any, then array elements, then variables (whose
// own chain follows).
type culprit struct {
	rank   int
	desc   string // "pid", "any", "x", "array element a[i] (...)"
	origin *why   // for a variable: why it is not replicated
}

const (
	rankPid = iota
	rankAny
	rankArray
	rankVar
)

// worse returns the culprit to report for an expression with operands
// culprits a and b (nil: replicated); a wins ties so that the leftmost
// operand is named.
func worse(a, b *culprit) *culprit {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	case b.rank < a.rank:
		return b
	}
	return a
}

// state is the abstract state at a program point.
type state struct {
	// dead: no execution reaches this point (after break or continue).
	dead bool
	// div[id] is non-nil when the variable with that object ID may hold
	// different values on different processes; the link says why.
	div []*why
	// pending[id] is non-nil when a put or get issued in the current
	// superstep may write the variable at the next sync.
	pending []*why
	// last[b] is set when barrier b (0 = start, 1..n = syncs in source
	// order) may be the one that opened the current superstep.
	last []bool
	// konst[id] holds a value the variable has on every path reaching
	// this point: a must-fact, so the variable is then replicated even
	// when div says otherwise (div keeps track of how it was assigned; the
	// two are combined by the reader).
	konst []kval
	// iv[id] is an interval of the values the variable can hold here, on
	// every process (top when nothing is known).
	iv []ival
	// rest is non-nil when a break or continue under pid-dependent
	// control in the current iteration of the innermost loop means that
	// only some processes reach this point.
	rest *why
}

// kval is a known constant (ok) or "not known".
type kval struct {
	ok bool
	v  int64
}

func newState(nobj, nbar int) *state {
	st := &state{div: make([]*why, nobj), pending: make([]*why, nobj), konst: make([]kval, nobj), iv: make([]ival, nobj), last: make([]bool, nbar)}
	for i := range st.iv {
		st.iv[i] = top
	}
	return st
}

func (s *state) clone() *state {
	t := *s
	t.div = append([]*why(nil), s.div...)
	t.pending = append([]*why(nil), s.pending...)
	t.konst = append([]kval(nil), s.konst...)
	t.iv = append([]ival(nil), s.iv...)
	t.last = append([]bool(nil), s.last...)
	return &t
}

// join returns the least upper bound of a and b: a fresh state. Where both
// have a reason, a's is kept, so that explanations are stable across
// fixpoint iterations (a is the older state).
func join(a, b *state) *state {
	switch {
	case a.dead:
		return b.clone()
	case b.dead:
		return a.clone()
	}
	t := a.clone()
	for i := range t.div {
		if t.div[i] == nil {
			t.div[i] = b.div[i]
		}
		if t.pending[i] == nil {
			t.pending[i] = b.pending[i]
		}
		if t.konst[i] != b.konst[i] {
			t.konst[i] = kval{}
		}
		t.iv[i] = intsem.Hull(t.iv[i], b.iv[i])
	}
	for i := range t.last {
		t.last[i] = t.last[i] || b.last[i]
	}
	if t.rest == nil {
		t.rest = b.rest
	}
	return t
}

// same reports whether a and b are equal as abstract values (reasons are
// ignored: they are explanations, not facts).
func same(a, b *state) bool {
	if a.dead || b.dead {
		return a.dead == b.dead
	}
	for i := range a.div {
		if (a.div[i] == nil) != (b.div[i] == nil) || (a.pending[i] == nil) != (b.pending[i] == nil) || a.konst[i] != b.konst[i] || a.iv[i] != b.iv[i] {
			return false
		}
	}
	for i := range a.last {
		if a.last[i] != b.last[i] {
			return false
		}
	}
	return (a.rest == nil) == (b.rest == nil)
}

// widen returns next with the interval bounds that grew since prev pushed
// to infinity, so that loop fixpoints over intervals terminate (each bound
// can move at most once more).
func widen(prev, next *state) *state {
	if prev.dead || next.dead {
		return next
	}
	for i, v := range next.iv {
		p := prev.iv[i]
		if v.Lo < p.Lo {
			v.Lo = ninf
		}
		if v.Hi > p.Hi {
			v.Hi = pinf
		}
		next.iv[i] = v
	}
	return next
}
