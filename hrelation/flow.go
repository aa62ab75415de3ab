package hrelation

import (
	"math/bits"
	"slices"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// The superstep flow: a forward pass over the AST (structured control
// flow, loops to a fixpoint) that finds, for every pair of barriers
// (open, close), the puts and gets that can execute in a superstep opened
// by the first and closed by the second, and for every put/get the
// variables that can be assigned after it executed and before the barrier
// that closes its superstep (or before it executes again in the same
// superstep). Those variables do not have, at the closing barrier, the
// value they had at the put/get, so they cannot be parameters of its
// interaction set when h is evaluated there.
//
// Loops without a sync are passed once, as a whole: a put in them runs
// several times in one superstep by design (its counters are dimensions of
// the interaction set); what their bodies write is added to the dirty
// variables of their puts by the caller. A put that runs twice in one
// superstep through a loop *with* a sync (the sync is conditional) is
// flagged as repeating.

// pairKey is an (open, close) pair of barriers.
type pairKey struct{ open, close align.Barrier }

// The states below are small sets (the barriers that can have opened the
// superstep, the puts/gets executed in it, the variables assigned since):
// slices and bitsets, not maps, because the pass copies and joins a state
// at every branch and loop iteration.

// barrierSet is a set of barriers (a handful: a slice, no duplicates).
type barrierSet []align.Barrier

func (s barrierSet) has(b align.Barrier) bool { return slices.Contains(s, b) }

// add returns s with b (appended when new).
func (s barrierSet) add(b align.Barrier) barrierSet {
	if s.has(b) {
		return s
	}
	return append(s, b)
}

// union returns s with the barriers of o.
func (s barrierSet) union(o barrierSet) barrierSet {
	for _, b := range o {
		s = s.add(b)
	}
	return s
}

// sameSet reports whether s and o hold the same barriers.
func (s barrierSet) sameSet(o barrierSet) bool {
	if len(s) != len(o) {
		return false
	}
	for _, b := range s {
		if !o.has(b) {
			return false
		}
	}
	return true
}

// idSet is a set of object IDs (dense from 0: a bitset).
type idSet []uint64

func (s idSet) set(id int) idSet {
	for id/64 >= len(s) {
		s = append(s, 0)
	}
	s[id/64] |= 1 << (id % 64)
	return s
}

func (s idSet) union(o idSet) idSet {
	for len(s) < len(o) {
		s = append(s, 0)
	}
	for i, w := range o {
		s[i] |= w
	}
	return s
}

func (s idSet) equal(o idSet) bool {
	for i := 0; i < max(len(s), len(o)); i++ {
		var a, b uint64
		if i < len(s) {
			a = s[i]
		}
		if i < len(o) {
			b = o[i]
		}
		if a != b {
			return false
		}
	}
	return true
}

// each calls f for every ID of s, in increasing order.
func (s idSet) each(f func(id int)) {
	for i, w := range s {
		for ; w != 0; w &= w - 1 {
			f(i*64 + bits.TrailingZeros64(w))
		}
	}
}

type commState struct {
	opens barrierSet
	dirty idSet
	// incs counts the steps of the for counters assigned since the
	// put/get (counters.go).
	incs incCounts
}

func (cs *commState) clone() *commState {
	return &commState{opens: slices.Clone(cs.opens), dirty: slices.Clone(cs.dirty), incs: cs.incs.clone()}
}

// commEntry is a put/get of a state with what is known of it.
type commEntry struct {
	c  *frontend.CommStmt
	cs *commState
}

type fstate struct {
	dead  bool
	opens barrierSet
	comms []commEntry // one per put/get
}

// comm returns the state of c in s, nil when c has not executed.
func (s *fstate) comm(c *frontend.CommStmt) *commState {
	for _, e := range s.comms {
		if e.c == c {
			return e.cs
		}
	}
	return nil
}

func newState() *fstate { return &fstate{} }

func (s *fstate) clone() *fstate {
	r := &fstate{dead: s.dead, opens: slices.Clone(s.opens), comms: make([]commEntry, len(s.comms))}
	for i, e := range s.comms {
		r.comms[i] = commEntry{e.c, e.cs.clone()}
	}
	return r
}

// join returns the join of the states (a fresh state).
func join(states ...*fstate) *fstate {
	r := &fstate{dead: true}
	for _, s := range states {
		if s == nil || s.dead {
			continue
		}
		r.dead = false
		r.opens = r.opens.union(s.opens)
		for _, e := range s.comms {
			n := r.comm(e.c)
			if n == nil {
				n = &commState{incs: e.cs.incs.clone()}
				r.comms = append(r.comms, commEntry{e.c, n})
			} else {
				n.incs = n.incs.join(e.cs.incs)
			}
			n.opens = n.opens.union(e.cs.opens)
			n.dirty = n.dirty.union(e.cs.dirty)
		}
	}
	return r
}

func (s *fstate) equal(o *fstate) bool {
	if s.dead != o.dead || !s.opens.sameSet(o.opens) || len(s.comms) != len(o.comms) {
		return false
	}
	for _, e := range s.comms {
		oc := o.comm(e.c)
		if oc == nil || !oc.opens.sameSet(e.cs.opens) || !oc.dirty.equal(e.cs.dirty) || !oc.incs.equal(e.cs.incs) {
			return false
		}
	}
	return true
}

type loopCtx struct {
	breaks, conts []*fstate
	// counter is the loop's for counter (nil for a while loop).
	counter *frontend.Object
}

type flow struct {
	prog   *frontend.Program
	pairs  map[pairKey]map[*frontend.CommStmt]bool
	order  []pairKey
	dirty  map[*frontend.CommStmt]map[int]bool
	repeat map[*frontend.CommStmt]bool
	// shifts are the steps of the for counters between each put/get and
	// each barrier that closes its superstep (counters.go).
	shifts  map[*frontend.CommStmt]map[align.Barrier]incCounts
	scopes  *frontend.Scopes
	hasSync map[*frontend.Block]bool
	loops   []*loopCtx
	// ar gives the intervals of runsOnce and condValue (nil: none).
	ar *align.Result
	// onceAny: every for loop runs at least once (runsOnce), and condAny:
	// every if condition holds (condValue), unsound on purpose
	// (options.forRunsOnce, options.ifTaken).
	onceAny, condAny bool
}

func runFlow(prog *frontend.Program, ar *align.Result, onceAny, condAny bool) *flow {
	f := &flow{
		ar:      ar,
		onceAny: onceAny,
		condAny: condAny,
		prog:    prog,
		pairs:   map[pairKey]map[*frontend.CommStmt]bool{},
		dirty:   map[*frontend.CommStmt]map[int]bool{},
		repeat:  map[*frontend.CommStmt]bool{},
		shifts:  map[*frontend.CommStmt]map[align.Barrier]incCounts{},
		scopes:  frontend.NewScopes(prog.Info, prog.Body),
		hasSync: map[*frontend.Block]bool{},
	}
	st := newState()
	st.opens = st.opens.add(align.Barrier{Kind: align.StartBarrier})
	st = f.block(prog.Body, st)
	f.close(st, align.Barrier{Kind: align.EndBarrier})
	return f
}

// blockHasSync reports whether b contains a sync statement (cached).
func (f *flow) blockHasSync(b *frontend.Block) bool {
	if v, ok := f.hasSync[b]; ok {
		return v
	}
	has := false
	frontend.Inspect(b, func(n frontend.Node) bool {
		if _, ok := n.(*frontend.SyncStmt); ok {
			has = true
		}
		return !has
	})
	f.hasSync[b] = has
	return has
}

func (f *flow) close(st *fstate, c align.Barrier) {
	if st.dead {
		return
	}
	for _, o := range st.opens {
		k := pairKey{o, c}
		if f.pairs[k] == nil {
			f.pairs[k] = map[*frontend.CommStmt]bool{}
			f.order = append(f.order, k)
		}
	}
	for _, e := range st.comms {
		for _, o := range e.cs.opens {
			f.pairs[pairKey{o, c}][e.c] = true
		}
		d := f.dirty[e.c]
		if d == nil {
			d = map[int]bool{}
			f.dirty[e.c] = d
		}
		e.cs.dirty.each(func(v int) { d[v] = true })
		f.recordShifts(e.c, c, e.cs.incs)
	}
}

func assign(st *fstate, obj *frontend.Object) {
	if st.dead || obj == nil {
		return
	}
	for _, e := range st.comms {
		e.cs.dirty = e.cs.dirty.set(obj.ID)
		if obj.Kind == frontend.LoopVarObj {
			e.cs.incs = e.cs.incs.set(obj.ID, unknownIncs)
		}
	}
}

// leave makes the steps of counter unknown for every put/get of st.
func leave(st *fstate, counter *frontend.Object) {
	if st.dead || counter == nil {
		return
	}
	for _, e := range st.comms {
		if e.cs.incs.get(counter.ID) != 0 {
			e.cs.incs = e.cs.incs.set(counter.ID, unknownIncs)
		}
	}
}

func (f *flow) block(b *frontend.Block, st *fstate) *fstate {
	for _, s := range b.Stmts {
		if st.dead {
			break
		}
		st = f.stmt(s, st)
	}
	return st
}

func (f *flow) stmt(s frontend.Stmt, st *fstate) *fstate {
	switch s := s.(type) {
	case *frontend.CostStmt:
		return f.stmt(s.Stmt, st)
	case *frontend.VarDecl:
		assign(st, f.prog.Info.ObjectOf(s.Name))
	case *frontend.AssignStmt:
		switch l := s.LHS.(type) {
		case *frontend.Ident:
			assign(st, f.prog.Info.ObjectOf(l))
		case *frontend.IndexExpr:
			assign(st, f.prog.Info.ObjectOf(l.X))
		}
	case *frontend.RecvStmt:
		for _, id := range s.Targets() {
			assign(st, f.prog.Info.ObjectOf(id))
		}
	case *frontend.IfStmt:
		taken, known := f.condValue(s.Cond)
		t := f.block(s.Then, st.clone())
		e := st
		if s.Else != nil {
			e = f.block(s.Else, st.clone())
		}
		switch {
		case known && taken:
			return t
		case known:
			return e
		}
		return join(t, e)
	case *frontend.WhileStmt:
		return f.loop(s.Body, nil, false, st)
	case *frontend.ForStmt:
		return f.loop(s.Body, f.prog.Info.ObjectOf(s.Var), f.runsOnce(s), st)
	case *frontend.CommStmt:
		if cs := st.comm(s); cs != nil {
			f.repeat[s] = true
			// This execution has seen no step yet, the earlier ones some.
			cs.incs = cs.incs.mixed()
			cs.opens = cs.opens.union(st.opens)
		} else {
			st.comms = append(st.comms, commEntry{s, &commState{opens: slices.Clone(st.opens)}})
		}
	case *frontend.SyncStmt:
		c := align.Barrier{Kind: align.SyncBarrier, Sync: s}
		f.close(st, c)
		n := newState()
		n.opens = n.opens.add(c)
		return n
	case *frontend.BreakStmt:
		if len(f.loops) > 0 {
			l := f.loops[len(f.loops)-1]
			// The loop is left without its exit test: the counter's
			// value is not its last one (counterLast).
			leave(st, l.counter)
			l.breaks = append(l.breaks, st)
		}
		return &fstate{dead: true}
	case *frontend.ContinueStmt:
		if len(f.loops) > 0 {
			l := f.loops[len(f.loops)-1]
			l.conts = append(l.conts, st)
		}
		return &fstate{dead: true}
	}
	return st
}

// flowOnceOn switches runsOnce (its test switches it off: a for loop
// may run no iteration, whatever its bounds).
var flowOnceOn = true

// runsOnce reports whether the for loop s runs at least one iteration:
// alignment's intervals of its bounds (at the loop's entry, on every
// process) put lo <= hi. A sync in its body then ends the superstep of the statements
// before the loop: `for k := 0 to 0 do sync end` in an outer loop does
// not repeat them within one superstep. (f.onceAny: every for loop, unsound on purpose.)
func (f *flow) runsOnce(s *frontend.ForStmt) bool {
	if f.onceAny {
		return true
	}
	if !flowOnceOn {
		return false
	}
	if f.ar == nil {
		return false
	}
	lo, hi := f.ar.Interval(s.Lo), f.ar.Interval(s.Hi)
	return lo != intsem.Top && hi != intsem.Top && lo.Hi <= hi.Lo
}

// flowCondOn switches condValue (its test switches it off: every if may
// take either branch).
var flowCondOn = true

// condValue reports the value of an if condition when alignment's
// intervals fix it (every evaluation on every process gives it): the
// other branch is never taken, so `if v < 8 then sync end` with v = 2
// ends the superstep like a plain sync. (f.condAny: every condition is
// true, unsound on purpose.)
func (f *flow) condValue(cond frontend.Expr) (taken, known bool) {
	if f.condAny {
		return true, true
	}
	if !flowCondOn || f.ar == nil {
		return false, false
	}
	iv := f.ar.Interval(cond)
	switch {
	case iv == intsem.Point(1):
		return true, true
	case iv == intsem.Point(0):
		return false, true
	}
	return false, false
}

// loop passes a while loop (counter nil) or a for loop; once says that
// it runs at least one iteration (runsOnce), so that it is left after
// an iteration or a break, never from the state it was entered with.
func (f *flow) loop(body *frontend.Block, counter *frontend.Object, once bool, st *fstate) *fstate {
	head := st.clone()
	assign(head, counter)
	if !f.blockHasSync(body) {
		ctx := &loopCtx{counter: counter}
		f.loops = append(f.loops, ctx)
		end := f.block(body, head.clone())
		f.loops = f.loops[:len(f.loops)-1]
		back := join(append([]*fstate{end}, ctx.conts...)...)
		step(back, counter)
		return join(append([]*fstate{head, back}, ctx.breaks...)...)
	}
	for {
		ctx := &loopCtx{counter: counter}
		f.loops = append(f.loops, ctx)
		end := f.block(body, head.clone())
		f.loops = f.loops[:len(f.loops)-1]
		back := join(append([]*fstate{end}, ctx.conts...)...)
		step(back, counter)
		next := join(head, back)
		if next.equal(head) {
			if once {
				// back is the state after any number of iterations
				// from one on (head holds every iteration's start).
				return join(append([]*fstate{back}, ctx.breaks...)...)
			}
			return join(append([]*fstate{head}, ctx.breaks...)...)
		}
		head = next
	}
}
