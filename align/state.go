package align

import (
	"bspcost/diag"
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
func (w *why) notes() []diag.Note {
	var out []diag.Note
	seen := map[*why]bool{}
	for ; w != nil && len(out) < maxNotes; w = w.next {
		if seen[w] {
			break
		}
		seen[w] = true
		out = append(out, diag.Note{Pos: w.pos, End: w.end, Msg: w.msg})
	}
	return out
}

// culprit is the reason an expression is not replicated: its "worst"
// operand. rank orders the kinds so that the explanation picks the shortest
// story: pid itself, then any, then array elements, then variables (whose
// own chain follows).
type culprit struct {
	rank   int
	desc   string // "pid", "any", "x" (see describe)
	origin *why   // for a variable: why it is not replicated
	// An array element's culprit (rank rankArray) holds the array's
	// identifier or the element: its description is written when a
	// message needs it (describe), not at each of the many evaluations
	// that make one.
	arr frontend.Expr
}

// describe returns the culprit's description: "pid", "any", "x", "array
// element a[i] (...)".
func (c *culprit) describe() string {
	if c.rank != rankArray {
		return c.desc
	}
	x := ""
	if id, ok := c.arr.(*frontend.Ident); ok {
		x = frontend.Excerpt(id.Name)
	} else {
		x = frontend.ExprExcerpt(c.arr)
	}
	return "array element " + x + " (array contents may differ between processes)"
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

// state is the abstract state at a program point. Its tables are
// persistent tries (trie.go): a state is a small value, copied in O(1),
// and never updated in place once another state may share its tables.
type state struct {
	// dead: no execution reaches this point (after break or continue).
	dead bool
	// vars holds, per object ID, what is known of the variable (absent:
	// the default entry, nothing known).
	vars *tnode[entry]
	// pending[id] is non-nil when a put or get issued in the current
	// superstep may write the variable at the next sync (transfer.go).
	pending *tnode[*pend]
	// last[b] is set when barrier b (0 = start, 1..n = syncs in source
	// order) may be the one that opened the current superstep.
	last *tnode[bool]
	// rest is non-nil when a break or continue under pid-dependent
	// control in the current iteration of the innermost loop means that
	// only some processes reach this point.
	rest *why
}

// entry is what the state holds about one variable.
type entry struct {
	// div is non-nil when the variable may hold different values on
	// different processes; the link says why.
	div *why
	// konst holds a value the variable has on every path reaching this
	// point: a must-fact, so the variable is then replicated even when div
	// says otherwise (div keeps track of how it was assigned; the two are
	// combined by the reader).
	konst kval
	// iv is an interval of the values the variable can hold here, on
	// every process (top when nothing is known).
	iv ival
	// form is an absolute polynomial form of the value (forms.go): on
	// every process reaching this point the variable equals it; nil when
	// none is known. A form free of pid makes the variable replicated. For
	// an array: the form of its length.
	form *form
	// arr: for an array, every element holds the same value on every
	// process (after an all-gather, gather.go).
	arr bool
}

// kval is a known constant (ok) or "not known".
type kval struct {
	ok bool
	v  int64
}

// spaces are the shapes of the tries of one analysis.
type spaces struct {
	vars    space[entry]
	pending space[*pend]
	last    space[bool]
}

func newSpaces(nobj, nbar int) *spaces {
	return &spaces{
		vars:    newSpace(nobj, entry{iv: top}),
		pending: newSpace[*pend](nobj, nil),
		last:    newSpace(nbar, false),
	}
}

func newState() *state { return &state{} }

func (s *state) clone() *state {
	t := *s
	return &t
}

func joinEntry(x, y entry) entry {
	if x.div == nil {
		x.div = y.div
	}
	if x.konst != y.konst {
		x.konst = kval{}
	}
	x.iv = intsem.Hull(x.iv, y.iv)
	if !sameForm(x.form, y.form) {
		x.form = nil
	}
	x.arr = x.arr && y.arr
	return x
}

func joinBool(x, y bool) bool { return x || y }

// join returns the least upper bound of a and b: a fresh state. Where both
// have a reason, a's is kept, so that explanations are stable across
// fixpoint iterations (a is the older state).
func (sp *spaces) join(a, b *state) *state {
	switch {
	case a.dead:
		return b.clone()
	case b.dead:
		return a.clone()
	}
	t := a.clone()
	t.vars = sp.vars.merge(a.vars, b.vars, joinEntry)
	t.pending = sp.pending.merge(a.pending, b.pending, joinPend)
	t.last = sp.last.merge(a.last, b.last, joinBool)
	if t.rest == nil {
		t.rest = b.rest
	}
	return t
}

func sameEntry(x, y entry) bool {
	return (x.div == nil) == (y.div == nil) && x.konst == y.konst && x.iv == y.iv && sameForm(x.form, y.form) && x.arr == y.arr
}

func sameBool(x, y bool) bool { return x == y }

// same reports whether a and b are equal as abstract values (reasons are
// ignored: they are explanations, not facts).
func (sp *spaces) same(a, b *state) bool {
	if a.dead || b.dead {
		return a.dead == b.dead
	}
	return sp.vars.equal(a.vars, b.vars, sameEntry) &&
		sp.pending.equal(a.pending, b.pending, samePend) &&
		sp.last.equal(a.last, b.last, sameBool) &&
		(a.rest == nil) == (b.rest == nil)
}

// widenEntry pushes to infinity the bounds of v that grew since p.
func widenEntry(v, p entry) entry {
	if v.iv.Lo < p.iv.Lo {
		v.iv.Lo = ninf
	}
	if v.iv.Hi > p.iv.Hi {
		v.iv.Hi = pinf
	}
	return v
}

// widen returns next with the interval bounds that grew since prev pushed
// to infinity, so that loop fixpoints over intervals terminate (each bound
// can move at most once more).
func (sp *spaces) widen(prev, next *state) *state {
	if prev.dead || next.dead {
		return next
	}
	next.vars = sp.vars.merge(next.vars, prev.vars, widenEntry)
	return next
}
