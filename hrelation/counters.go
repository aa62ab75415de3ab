package hrelation

import (
	"maps"
	"slices"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/polyhedra/bspaff"
)

// Loop counters across the barrier: a put/get in a for loop whose body
// syncs reads the counter (`for i := 0 to n do sync; if i % 3 == 2 then
// put(...) end end`), and the loop steps it before the barrier that
// closes the superstep (the next iteration's sync). The counter is then
// no parameter of the step as such: its value at the barrier is not the
// one the put saw. But it is that value plus the steps between: when
// every path from the put to the closing barrier steps the counter the
// same number of times k (and nothing else assigns it: its loop's entry
// does), the put saw i - k·d at the barrier's i, d the loop's constant
// step. The flow pass (flow.go) counts the steps of each counter per
// put/get and closing barrier; paths that disagree make the count
// unknown, and the guard's literal is dropped as before.
//
// counterShiftOn switches the rule off (precision: a counter stepped
// before the barrier is not known at the statement).
var counterShiftOn = true

// unknownIncs is the count of a counter assigned otherwise than by its
// loop's step, or stepped a different number of times on different paths.
const unknownIncs = -1

// incCount is the steps of one counter (by object ID).
type incCount struct{ id, n int }

// incCounts are the counters stepped since a put/get, with their steps
// (sorted by ID; absent: not stepped).
type incCounts []incCount

func (s incCounts) clone() incCounts { return slices.Clone(s) }

// get returns the steps of counter id (0: none).
func (s incCounts) get(id int) int {
	for _, c := range s {
		if c.id == id {
			return c.n
		}
	}
	return 0
}

// set returns s with id's steps n.
func (s incCounts) set(id, n int) incCounts {
	i, found := slices.BinarySearchFunc(s, id, func(c incCount, id int) int { return c.id - id })
	if found {
		s[i].n = n
		return s
	}
	return slices.Insert(s, i, incCount{id, n})
}

// join returns the counts of either path: a counter stepped a different
// number of times on each is unknown.
func (s incCounts) join(o incCounts) incCounts {
	for _, c := range o {
		if s.get(c.id) != c.n {
			s = s.set(c.id, unknownIncs)
		}
	}
	for _, c := range s {
		if o.get(c.id) != c.n {
			s = s.set(c.id, unknownIncs)
		}
	}
	return s
}

func (s incCounts) equal(o incCounts) bool { return slices.Equal(s, o) }

// mixed returns s with every stepped counter unknown: a put/get that runs
// again joins executions that have seen different steps.
func (s incCounts) mixed() incCounts {
	for i := range s {
		s[i].n = unknownIncs
	}
	return s
}

// step records the step of counter at the end of an iteration of its
// loop: one more for every put/get of st.
func step(st *fstate, counter *frontend.Object) {
	if st.dead || counter == nil {
		return
	}
	for _, e := range st.comms {
		e.cs.dirty = e.cs.dirty.set(counter.ID)
		if n := e.cs.incs.get(counter.ID); n != unknownIncs {
			e.cs.incs = e.cs.incs.set(counter.ID, n+1)
		}
	}
}

// recordShifts joins the steps incs of c's counters on a path to the
// closing barrier cl into those of its other paths there.
func (f *flow) recordShifts(c *frontend.CommStmt, cl align.Barrier, incs incCounts) {
	m := f.shifts[c]
	if m == nil {
		m = map[align.Barrier]incCounts{}
		f.shifts[c] = m
	}
	if old, ok := m[cl]; ok {
		m[cl] = old.clone().join(incs)
		return
	}
	m[cl] = incs.clone()
}

// commShifts returns the steps of the counters between put/get c and the
// step's closing barrier, ok false when c repeats in the superstep (its
// executions have seen different steps) or the rule is off.
func (b *builder) commShifts(c *frontend.CommStmt) (incCounts, bool) {
	if !counterShiftOn || b.a.flow.repeat[c] {
		return nil, false
	}
	s, ok := b.a.flow.shifts[c][b.close]
	return s, ok
}

// counterAtComm is the value counter o (read at id) had at the put/get
// of cc, in its value at the closing barrier: o - k·d, k the steps
// between (commShifts), d its loop's step. ok is false when o is not a
// counter stepped a known number of times by a for loop of constant
// step, or is not replicated at id and known at the barrier.
func (b *builder) counterAtComm(cc *commCtx, id *frontend.Ident, o *frontend.Object) (bspaff.Poly, bool) {
	if !cc.shifted || o.Kind != frontend.LoopVarObj || !cc.dirty[o.ID] {
		return bspaff.Poly{}, false
	}
	k := cc.shifts.get(o.ID)
	if k == unknownIncs || !b.a.ar.Replicated(id) || !b.a.frozenAt(o, b.close) {
		return bspaff.Poly{}, false
	}
	d, ok := b.counterStep(cc.c, o)
	if !ok {
		return bspaff.Poly{}, false
	}
	b.params[o] = true
	return polySub(b.vars.Var(o), bspaff.Const(int64(k)*d)), true
}

// counterStep is the constant step of the for loop of counter o around c.
func (b *builder) counterStep(c *frontend.CommStmt, o *frontend.Object) (int64, bool) {
	for _, l := range b.a.loops[c] {
		f, ok := l.(*frontend.ForStmt)
		if !ok || b.a.obj(f.Var) != o {
			continue
		}
		if f.Step == nil {
			return 1, true
		}
		if lit, ok := frontend.Unparen(f.Step).(*frontend.IntLit); ok && lit.Value > 0 {
			return lit.Value, true
		}
		return 0, false
	}
	return 0, false
}

// Loop counters past their loop: the superstep of a put/get in a for
// loop whose body syncs can be closed after the loop (`for i := 0 to n do
// sync; if i % 3 == 1 then put(...) end end; sync`), where the counter
// is out of scope. On a path from the put to such a barrier the loop
// stepped the counter k >= 1 times and then left through its exit test
// (a break is counted as an unknown step, flow.go): the put ran k - 1
// steps before the last iteration. The bounds are evaluated once, at the
// loop's entry, so the last iteration's value is lo + d·floor((hi -
// lo)/d), i.e. hi - (hi - lo) mod d, which is a value at the barrier
// when lo and hi read only what is fixed from the loop's entry to the
// barrier: parameters, nprocs, and scalars the body and the rest of the
// superstep do not assign, replicated and known at the barrier.
//
// counterLastOn switches the rule off (precision: such a guard is
// dropped, every iteration's branch counted).
var counterLastOn = true

// counterLast is the value counter o (read at id) had at the put/get of
// cc when the closing barrier is past o's loop: the loop's last value
// minus k - 1 steps (above). ok is false when the rule does not apply.
func (b *builder) counterLast(cc *commCtx, id *frontend.Ident, o *frontend.Object) (bspaff.Poly, bool) {
	if !counterLastOn || !cc.shifted || o.Kind != frontend.LoopVarObj || !cc.dirty[o.ID] {
		return bspaff.Poly{}, false
	}
	k := cc.shifts.get(o.ID)
	if k < 1 || !b.a.ar.Replicated(id) {
		return bspaff.Poly{}, false
	}
	f := b.counterFor(cc.c, o)
	if f == nil || b.closesIn(f.Body) || !b.alone(cc.c, o) {
		return bspaff.Poly{}, false
	}
	d, ok := b.counterStep(cc.c, o)
	if !ok {
		return bspaff.Poly{}, false
	}
	// The bounds' leaves register parameters of the step and opaque
	// terms: a bound that is not used leaves none of them.
	undo := b.snapshot()
	defer func() {
		if !ok {
			undo()
		}
	}()
	hi, ok := b.entryValue(cc, f, f.Hi)
	if !ok {
		return bspaff.Poly{}, false
	}
	last := hi
	if d > 1 {
		var lo bspaff.Poly
		if lo, ok = b.entryValue(cc, f, f.Lo); !ok {
			return bspaff.Poly{}, false
		}
		// (hi - lo) - d·floor((hi - lo)/d): the loop ran, so hi >= lo.
		diff, err := hi.Sub(lo)
		var m bspaff.Constraint
		if err == nil {
			m, err = b.bld.Multiple(diff, d)
		}
		if err == nil {
			last, err = hi.Sub(m.Expr)
		}
		if err != nil {
			ok = false
			return bspaff.Poly{}, false
		}
	}
	v, err := last.AddConst(-int64(k-1) * d)
	if err != nil {
		ok = false
		return bspaff.Poly{}, false
	}
	return v, true
}

// snapshot returns a function that restores the step's parameters, opaque
// terms and fallbacks as they are now.
func (b *builder) snapshot() func() {
	params := maps.Clone(b.params)
	nop, nfb := len(b.opList), len(b.st.Fallbacks)
	return func() {
		b.params = params
		for _, v := range b.opList[nop:] {
			delete(b.opaque, exprKey(b.a.prog.Info, b.opExpr[v]))
			delete(b.opExpr, v)
		}
		b.opList = b.opList[:nop]
		b.st.Fallbacks = b.st.Fallbacks[:nfb]
	}
}

// alone reports whether the guards and the remote process of c that read
// counter o read no other scalar variable but loop counters and scalars
// of one value (pointValue). With one (`if i > min(k, 4)`, k a scalar
// parameter of the step), the last value would make h piecewise in k,
// which the sequential analysis bounds less tightly than the guard
// dropped (generated programs got higher bounds).
func (b *builder) alone(c *frontend.CommStmt, o *frontend.Object) bool {
	exprs := []frontend.Expr{c.Proc, wordsExpr(c)}
	if cm := b.a.ar.Comm(c); cm != nil {
		for _, g := range cm.Guards {
			if _, isFor := g.Stmt.(*frontend.ForStmt); !isFor {
				exprs = append(exprs, g.Cond)
			}
		}
	}
	for _, e := range exprs {
		reads, other := false, false
		frontend.Inspect(e, func(n frontend.Node) bool {
			id, ok := n.(*frontend.Ident)
			if !ok {
				return true
			}
			switch x := b.a.obj(id); {
			case x == o:
				reads = true
			case x != nil && x.Kind == frontend.VarObj:
				if _, one := b.pointValue(id); !one {
					other = true
				}
			}
			return true
		})
		if reads && other {
			return false
		}
	}
	return true
}

// pastLoop reports whether the step closes past for loop f, whose counter
// then reads its last value (counterLast): lo <= last <= hi holds in
// every run that reaches the barrier through the loop, and as a guard it
// would only add hi >= lo, cases of h that no run tells apart.
func (b *builder) pastLoop(f *frontend.ForStmt) bool {
	return counterLastOn && !b.closesIn(f.Body)
}

// counterFor is the for loop of counter o around c, nil when there is none.
func (b *builder) counterFor(c *frontend.CommStmt, o *frontend.Object) *frontend.ForStmt {
	for _, l := range b.a.loops[c] {
		if f, ok := l.(*frontend.ForStmt); ok && b.a.obj(f.Var) == o {
			return f
		}
	}
	return nil
}

// closesIn reports whether the step's closing barrier is a sync of body.
func (b *builder) closesIn(body *frontend.Block) bool {
	if b.close.Kind != align.SyncBarrier {
		return false
	}
	in := false
	frontend.Inspect(body, func(n frontend.Node) bool {
		if n == b.close.Sync {
			in = true
		}
		return !in
	})
	return in
}

// entryValue is bound e of loop f (evaluated at its entry) as a value at
// the closing barrier: an affine form whose scalars have one value
// (pointValue) or are not assigned by f's body, resolved as the
// put/get's leaves (parameters, point values, scalars not assigned up to
// the barrier).
func (b *builder) entryValue(cc *commCtx, f *frontend.ForStmt, e frontend.Expr) (bspaff.Poly, bool) {
	w := b.a.written(f.Body)
	if !scalarLeaves(e, func(id *frontend.Ident) bool {
		o := b.a.obj(id)
		if o == nil || o.Kind == frontend.PidObj {
			return false
		}
		if _, ok := b.pointValue(id); ok {
			// Its one value on every process in every instance, the
			// one the entry read.
			return true
		}
		return !w[o.ID]
	}) {
		return bspaff.Poly{}, false
	}
	pw, err := b.bld.Expr(e)
	if err != nil || !pw.IsAffine() || len(pw) == 0 {
		return bspaff.Poly{}, false
	}
	// The pieces cover every point (min(v, 4) with v = 3 is two, one of
	// them on a false condition): one value on all those whose condition
	// may hold is the value.
	var val *bspaff.Poly
	for i, pc := range pw {
		if constFalse(pc.Cond) {
			continue
		}
		if val != nil && pc.Val.Key() != val.Key() {
			return bspaff.Poly{}, false
		}
		val = &pw[i].Val
	}
	if val == nil {
		return bspaff.Poly{}, false
	}
	return *val, true
}

// constFalse reports whether a constraint of c is a constant that fails.
func constFalse(c bspaff.Conj) bool {
	for _, k := range c {
		if v, ok := k.Expr.IsConst(); ok && (k.Eq && v != 0 || !k.Eq && v < 0) {
			return true
		}
	}
	return false
}
