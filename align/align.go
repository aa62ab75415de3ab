package align

import (
	"fmt"
	"slices"
	"sort"
	"sync"

	"bspcost/diag"
	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// BarrierKind distinguishes the barriers that delimit supersteps.
type BarrierKind int

// The barriers: the program start opens the first superstep, a sync
// statement closes one and opens the next, the program end closes the last
// (it is a barrier and counts one l).
const (
	StartBarrier BarrierKind = iota
	SyncBarrier
	EndBarrier
)

// Barrier is a barrier of the program text.
type Barrier struct {
	Kind BarrierKind
	Sync *frontend.SyncStmt // the sync statement, for a SyncBarrier
}

// String returns "start", "end" or "sync at line:col".
func (b Barrier) String() string {
	switch b.Kind {
	case StartBarrier:
		return "start"
	case EndBarrier:
		return "end"
	}
	return fmt.Sprintf("sync at %s", b.Sync.Sync)
}

// GuardKind says which statement a guard comes from.
type GuardKind int

// The kinds of guards.
const (
	GuardIf    GuardKind = iota // a branch of an if (Negated: the else branch)
	GuardWhile                  // the body of a while loop
	GuardFor                    // the body of a for loop: Lo <= Var <= Hi, stepping by Step from Lo
)

// Guard is one enclosing condition of a statement: an if branch, a while
// loop or a for loop. The guards of a statement are necessary conditions
// for executing it, not sufficient ones: an earlier break or continue (or a
// branch proved dead) can exclude more processes, so a set of processes
// computed from the guards over-approximates the processes that execute
// it, which is the sound direction for communication bounds. Cond holds
// when it is evaluated (at the if, or at the loop head of the current
// iteration): a variable it reads may be assigned between there and the
// guarded statement, and a user of the guard must check that (hrelation
// with the scan's `if pid >= i then get(pid - i, ...)` can, as i is not
// assigned in between).
type Guard struct {
	Kind GuardKind
	// Stmt is the *frontend.IfStmt, *frontend.WhileStmt or
	// *frontend.ForStmt.
	Stmt frontend.Stmt
	// Cond is the if or while condition. For a for loop it is the
	// synthesized `Lo <= Var && Var <= Hi` (no positions; its leaves are
	// the loop's own nodes), where Lo and Hi are evaluated once, at the
	// loop entry; the counter also satisfies Var = Lo + k * Step for some
	// k >= 0.
	Cond frontend.Expr
	// Var, Lo, Hi and Step are the counter, the bounds and the step (nil:
	// 1) of a for loop; nil for the other guards.
	Var          *frontend.Ident
	Lo, Hi, Step frontend.Expr
	// Negated is set for the else branch of an if: the guard is !Cond.
	Negated bool
	// Replicated reports whether Cond (or the bounds and step of a for
	// loop) is replicated at the guard.
	Replicated bool
	// Stable reports that Cond reads no `any` and nothing that can be
	// written between its evaluation and the put or get of the Comm
	// holding this guard — no assignment, no put/get destination landing
	// at a sync in between: evaluated there, it still gives the value it
	// had at the guard. For an if, what counts is the code of the branch
	// before the statement; for a while loop, the code of the body before
	// it in the same iteration (and the whole body of an inner loop
	// entered in between); for a for loop, whose bounds are evaluated
	// once, the whole body. In the scan, `i < nprocs` is stable at the get
	// although the loop body doubles i after it.
	Stable bool
}

// Comm is a put or get statement and what the analysis knows about it.
type Comm struct {
	Stmt *frontend.CommStmt
	// ReplicatedControl: every process executes this occurrence of the
	// statement or none does (the seed's communicating sections need it).
	ReplicatedControl bool
	// Guards lists the enclosing conditions, outermost first.
	Guards []Guard
	// Sections are the indices in Result.Sections of the sections the
	// statement can execute in, ascending.
	Sections []int
}

// Section is a communicating section: the code between a barrier and the
// next ones.
type Section struct {
	Open  Barrier   // the barrier that opens the superstep
	Close []Barrier // the barriers that can close it: syncs in source order, then the end
	Comms []*Comm   // the put, get and send statements that can execute in it, in source order
}

// Result is the outcome of Analyze.
type Result struct {
	Program *frontend.Program
	// Aligned reports whether every reachable sync is textually aligned.
	Aligned bool
	// Diagnostics has one error per sync that is not textually aligned,
	// sorted by position, in the program's file (Program.File).
	Diagnostics []diag.Diagnostic
	// Syncs lists the sync statements in source order.
	Syncs []*frontend.SyncStmt
	// Sections lists the sections that can occur: the one opened by the
	// start first, then those opened by each sync, in source order.
	Sections []*Section
	// Comms lists every reachable put and get, in source order.
	Comms []*Comm

	rep    map[frontend.Expr]*culprit // nil value: replicated
	ctrl   map[frontend.Stmt]*why     // nil value: replicated control
	comms  map[*frontend.CommStmt]*Comm
	unsync map[*frontend.SyncStmt]*why

	ivs    map[frontend.Expr]ival
	at     map[frontend.Stmt]*facts
	trips  map[*frontend.ForStmt]bool
	passes int // loop fixpoint passes, for the tests
}

// facts are the value facts of the scalars in scope at one statement. The
// analysis records the persistent state and scope (a pointer each, so that
// recording them at every put, get and sync costs no copy); the first query
// lays them out, in declaration order (so by increasing Object.ID).
type facts struct {
	sp         *space[entry]
	vars       *tnode[entry]
	scope      *scopeList
	knownConst bool  // ruleKnownConst is in force
	forms      bool  // ruleFormJoin is in force
	trips      []int // at a sync: counters of enclosing loops with replicated trip counts
	// landed: at a sync, the transfers it delivered (pending at it): their
	// destinations are listed as varying even when replicated.
	pend   *space[*pend]
	landed *tnode[*pend]

	once sync.Once
	ids  []int
	iv   []ival
	rep  []bool
	vary []*frontend.Object // at a sync: VaryingAt
}

// layout computes the facts of the scalars in scope and the varying
// objects, once.
func (f *facts) layout() {
	f.once.Do(func() {
		var objs []*frontend.Object
		for l := f.scope; l != nil; l = l.next {
			objs = append(objs, l.o)
		}
		slices.Reverse(objs)
		for _, o := range objs {
			if o.Kind == frontend.ArrayObj {
				f.vary = append(f.vary, o)
				continue
			}
			iv, rep := f.scalar(o)
			f.ids = append(f.ids, o.ID)
			f.iv = append(f.iv, iv)
			f.rep = append(f.rep, rep)
			if (!rep || f.landedAt(o)) && !(o.Kind == frontend.LoopVarObj && slices.Contains(f.trips, o.ID)) {
				f.vary = append(f.vary, o)
			}
		}
	})
}

// scalar is what the facts say of the scalar o (in scope): an interval
// of its values and whether it is replicated.
func (f *facts) scalar(o *frontend.Object) (ival, bool) {
	e := f.sp.get(f.vars, o.ID)
	known := e.konst.ok && f.knownConst
	iv := top
	if f.knownConst {
		iv = e.iv
	}
	if known {
		iv = point(e.konst.v)
	}
	return iv, e.div == nil || known || f.forms && e.form != nil && !e.form.pid
}

// landedAt reports whether a put or get wrote o at this sync.
func (f *facts) landedAt(o *frontend.Object) bool {
	return f.landed != nil && f.pend.get(f.landed, o.ID) != nil
}

// ScalarAt is ValueAt and VaryingAt for one scalar variable o (a VarObj,
// or a LoopVarObj: the counter of a loop around s) at sync s, for a caller that knows o is in scope just after s: its
// interval there, and whether VaryingAt(s) lists it (varying: not
// replicated, or written by a put or get at s). It costs one lookup,
// where VaryingAt and ValueAt lay out the whole scope at each sync (a
// program with a sync per few variables would pay syncs × variables). ok
// is false when s was not analysed (unreachable).
func (r *Result) ScalarAt(s *frontend.SyncStmt, o *frontend.Object) (iv intsem.Interval, varying, ok bool) {
	f := r.at[s]
	if f == nil || o == nil || o.Kind != frontend.VarObj && o.Kind != frontend.LoopVarObj {
		return intsem.Top, false, false
	}
	v, rep := f.scalar(o)
	return v, !rep || f.landedAt(o), true
}

// Interval returns an interval containing every value that expression node
// e takes on every process that evaluates it, in every dynamic instance
// (booleans are 0 and 1); Top when nothing is known or e was never
// reached. A point interval is a constant (and e is then replicated).
func (r *Result) Interval(e frontend.Expr) intsem.Interval {
	iv, ok := r.ivs[e]
	if !ok {
		return intsem.Top
	}
	return iv
}

// ValueAt returns what the analysis knows about scalar variable o at
// statement s, where s is a put or get (the facts just before it) or a
// sync (just after it, once the puts and gets have landed): an interval of
// its values on every process, and whether it is replicated. ok is false
// when s is not such a statement, no execution reaches it, or o is not a
// scalar in scope there.
func (r *Result) ValueAt(s frontend.Stmt, o *frontend.Object) (iv intsem.Interval, replicated, ok bool) {
	f := r.at[s]
	if f == nil || o == nil {
		return intsem.Top, false, false
	}
	f.layout()
	i := sort.SearchInts(f.ids, o.ID)
	if i == len(f.ids) || f.ids[i] != o.ID {
		// Declaration order is ID order; scan in case a rewritten AST
		// breaks that.
		if i = slices.Index(f.ids, o.ID); i < 0 {
			return intsem.Top, false, false
		}
	}
	return f.iv[i], f.rep[i], true
}

// ReplicatedTrips reports whether every process runs the for loop s the
// same number of times (its bounds and step are replicated, or its step and
// hi - lo are, as in `for j := pid * b to pid * b + b - 1`). False for a
// loop that no execution reaches.
func (r *Result) ReplicatedTrips(s *frontend.ForStmt) bool { return r.trips[s] }

// VaryingAt returns the variables and arrays in scope just after sync s
// (once the puts and gets of the superstep have landed) that may hold
// different values on different processes, in declaration order: what the
// non-deterministic scheduling of nondet must make arbitrary when the next
// superstep starts (together with pid itself, which is always varying and
// not listed). Arrays are always listed, and so is every scalar a put or
// get may write at s, even when the analysis proves it replicated (a
// broadcast): its new value is not one the sequential program computes. The counters of enclosing for
// loops with replicated trip counts (ReplicatedTrips) are not listed even
// when they differ between processes (`for j := pid * b to pid * b + b - 1`):
// a counter cannot be assigned, and making it arbitrary would change the
// trip count; its value is a function of pid and of replicated values. Nil
// for a sync that no execution reaches or when every variable in scope is
// replicated.
func (r *Result) VaryingAt(s *frontend.SyncStmt) []*frontend.Object {
	f := r.at[s]
	if f == nil {
		return nil
	}
	f.layout()
	return f.vary
}

// Replicated reports whether the expression node e evaluates to the same
// value on every process that evaluates it in the same dynamic instance
// (the same superstep and the same iterations of the enclosing loops). It
// is false for nodes that are not part of the analysed program or that no
// execution reaches. Under pid-dependent control it is conservative: a
// variable assigned there is not replicated even if every process that
// assigns it computes the same value.
func (r *Result) Replicated(e frontend.Expr) bool {
	c, ok := r.rep[e]
	return ok && c == nil
}

// Explain returns, for an expression that is not replicated, the chain of
// notes that says why (the same notes the diagnostics use); nil when e is
// replicated or unknown.
func (r *Result) Explain(e frontend.Expr) []diag.Note {
	c := r.rep[e]
	if c == nil {
		return nil
	}
	w := &why{pos: e.Pos(), end: e.End(), msg: fmt.Sprintf("`%s` depends on %s", frontend.ExprExcerpt(e), c.describe()), next: c.origin}
	return w.notes()
}

// ReplicatedControl reports whether statement s is under replicated
// control: every process executes this occurrence of s, or none does. It
// is false for statements that no execution reaches.
func (r *Result) ReplicatedControl(s frontend.Stmt) bool {
	w, ok := r.ctrl[s]
	return ok && w == nil
}

// ExplainControl returns the notes that say why statement s is under
// pid-dependent control; nil when it is not.
func (r *Result) ExplainControl(s frontend.Stmt) []diag.Note {
	return r.ctrl[s].notes()
}

// Comm returns the facts about a put or get statement, or nil when the
// statement is unreachable.
func (r *Result) Comm(s *frontend.CommStmt) *Comm { return r.comms[s] }
