package align

import (
	"fmt"
	"sort"

	"bspcost/diag"
	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// Analyze runs the replicated-value analysis on prog, which must have been
// accepted by frontend.Parse (resolved and type-checked), and checks that
// its barriers are textually aligned. See the package documentation for
// what the Result promises.
func Analyze(prog *frontend.Program) *Result {
	return analyze(prog, options{})
}

// analyze is Analyze with the settings that only tests change.
func analyze(prog *frontend.Program, opt options) *Result {
	a := &analyzer{
		prog:    prog,
		syncIdx: map[*frontend.SyncStmt]int{},
		ctrl:    map[frontend.Stmt]*why{},
		unsync:  map[*frontend.SyncStmt]*why{},
		comms:   map[*frontend.CommStmt]*commFact{},

		opt:       opt,
		at:        map[frontend.Stmt]*facts{},
		tripsRep:  map[*frontend.ForStmt]bool{},
		loopOf:    map[*frontend.Object]*frontend.ForStmt{},
		heads:     map[frontend.Stmt]*state{},
		breakWhy:  map[frontend.Stmt]*why{},
		writes:    map[frontend.Node]*writeSet{},
		bw:        map[*frontend.Block]*blockWrites{},
		runGraphs: map[*frontend.Block][]*run{},

		scopeNodes: map[frontend.Stmt]*scopeList{},
		links:      map[whyKey]*why{},
		atoms:      map[[2]int]*form{},
		canonical:  map[string]*form{},
		consts:     map[int64]*form{},
		rootPut:    map[*frontend.CommStmt]*rootInfo{},
		roots:      map[*frontend.IfStmt]rootMatch{},

		gathers:     map[*frontend.CommStmt]bool{},
		gatherLoops: map[*frontend.ForStmt]*frontend.CommStmt{},
	}
	for i := range prog.ContractCalls {
		if k := &prog.ContractCalls[i]; k.Guard != nil {
			if a.callGuards == nil {
				a.callGuards, a.callSyncs = map[*frontend.IfStmt]*frontend.ContractCall{}, map[*frontend.SyncStmt]string{}
			}
			a.callGuards[k.Guard] = k
			frontend.Inspect(k.Guard.Then, func(n frontend.Node) bool {
				if y, ok := n.(*frontend.SyncStmt); ok {
					a.callSyncs[y] = k.Contract.Name
				}
				return true
			})
		}
	}
	nexpr := 0
	frontend.Inspect(prog.Body, func(n frontend.Node) bool {
		switch s := n.(type) {
		case frontend.Expr:
			nexpr++
		case *frontend.SyncStmt:
			a.syncs = append(a.syncs, s)
			a.syncIdx[s] = len(a.syncs) // 0 is the program start
		case *frontend.ForStmt:
			if o := prog.Info.ObjectOf(s.Var); o != nil {
				a.loopOf[o] = s
			}
		}
		return true
	})
	// The tables keyed by expression node get an entry per reached node:
	// sized once, they are not rehashed as they grow.
	a.rep = make(map[frontend.Expr]*culprit, nexpr)
	a.ivs = make(map[frontend.Expr]ival, nexpr)
	nbar := len(a.syncs) + 2 // start, the syncs, end
	a.endIdx = nbar - 1
	a.opened = make([]bool, nbar)
	a.closes = make([][]int, nbar)
	a.closed = map[[2]int]bool{}
	a.limit = 8*(len(prog.Objects)+nbar) + 16
	a.sp = newSpaces(len(prog.Objects), nbar)

	st := newState()
	st.last = a.sp.last.set(nil, 0, true)
	a.opened[0] = true
	st = a.block(prog.Body, st, nil)
	if !st.dead {
		a.closeSuperstep(st, a.endIdx)
	}
	return a.result()
}

// analyzer holds the facts recorded while walking the program. Facts are
// overwritten at every visit of a node: inside loops the last visit is the
// one made with the fixpoint state, which is the largest, so the recorded
// facts are the sound ones.
type analyzer struct {
	opt     options
	prog    *frontend.Program
	syncs   []*frontend.SyncStmt
	syncIdx map[*frontend.SyncStmt]int
	endIdx  int
	limit   int // bound on fixpoint passes of one loop: exceeding it is a bug
	passes  int // loop passes made in all, for TestDeepNesting

	// callGuards are the guards of the contract calls with
	// replicated(...) arguments, callSyncs the syncs of those calls (by
	// the contract's name): reports name the call.
	callGuards map[*frontend.IfStmt]*frontend.ContractCall
	callSyncs  map[*frontend.SyncStmt]string

	loops   []*loopInfo
	guards  []Guard
	guardAt []int // per guard, the depth in path of the block it guards
	// heads and breakWhy remember, per loop statement, the fixpoint head
	// state and the pid-dependent break of its last visit.
	heads    map[frontend.Stmt]*state
	breakWhy map[frontend.Stmt]*why

	sp    *spaces             // the shapes of the state's tries
	scope *scopeList          // variables and arrays in scope, innermost first
	fors  []*frontend.ForStmt // the enclosing for loops

	writes map[frontend.Node]*writeSet // cache of written
	bw     map[*frontend.Block]*blockWrites
	// runGraphs and scopeNodes serve memo.go.
	runGraphs  map[*frontend.Block][]*run
	scopeNodes map[frontend.Stmt]*scopeList
	links      map[whyKey]*why // see link
	dsts       map[int]bool    // cache of commDsts

	rep       map[frontend.Expr]*culprit
	ivs       map[frontend.Expr]ival
	atoms     map[[2]int]*form // cache of the forms of parameter and variable atoms
	canonical map[string]*form // one form per key (canon)
	consts    map[int64]*form  // cache of the forms of constants
	// rootPut holds the puts of root broadcasts (transfer.go), active
	// while the then-branch of their if is analysed with the pattern
	// in force.
	rootPut   map[*frontend.CommStmt]*rootInfo
	roots     map[*frontend.IfStmt]rootMatch
	rootPends map[*pend]*pend
	// gathers holds the puts and gets of all-gathers (gather.go), true
	// while their loop is analysed with the pattern in force;
	// gatherLoops caches the pattern of each for loop.
	gathers     map[*frontend.CommStmt]bool
	gatherLoops map[*frontend.ForStmt]*frontend.CommStmt
	at          map[frontend.Stmt]*facts // variable facts before a put/get, after a sync
	ctrl        map[frontend.Stmt]*why

	tripsRep map[*frontend.ForStmt]bool // the loop's trip count is replicated
	loopOf   map[*frontend.Object]*frontend.ForStmt
	path     []pathElem // the blocks enclosing the current statement
	unsync   map[*frontend.SyncStmt]*why
	comms    map[*frontend.CommStmt]*commFact
	opened   []bool // opened[b]: barrier b is reached
	// closes[b] lists the barriers c that can close the superstep opened by
	// b, each once (closed[{b, c}]): sparse, as a dense table is quadratic
	// in the number of syncs.
	closes [][]int
	closed map[[2]int]bool
}

// whyKey names a reason made at a node of the program (k tells apart the
// reasons one node can make).
type whyKey struct {
	n frontend.Node
	k int
}

// link returns w, or the reason made at the same place at an earlier
// visit when it says the same (same text, same next link): a reason is
// then the same pointer at every pass of a loop, so that the state entries
// holding it compare equal and memo.go does not analyse again what reads
// them. Reasons are explanations compared by their text, so this changes
// no fact and no diagnostic.
func (a *analyzer) link(n frontend.Node, k int, w *why) *why {
	key := whyKey{n, k}
	if old := a.links[key]; old != nil && *old == *w {
		return old
	}
	a.links[key] = w
	return w
}

// pushScope returns the scope with o declared by statement s on top. The
// node made at the previous visit of s is reused when it has the same
// scope below it, so that a scope is the same pointer at every pass of a
// loop (memo.go compares scopes by pointer).
func (a *analyzer) pushScope(s frontend.Stmt, o *frontend.Object) *scopeList {
	if l := a.scopeNodes[s]; l != nil && l.next == a.scope {
		return l
	}
	l := &scopeList{o, a.scope}
	a.scopeNodes[s] = l
	return l
}

// scopeList is the scope as a persistent list, innermost declaration
// first: a fact recorded at a statement keeps a pointer to it instead of a
// copy (a copy per sync made the analysis quadratic).
type scopeList struct {
	o    *frontend.Object
	next *scopeList
}

type commFact struct {
	ctx    *why
	guards []Guard
	sec    map[int]bool // barriers that may have opened the superstep
}

// loopInfo is the innermost-loop context of break and continue.
type loopInfo struct {
	// outerDiv: the loop itself is under pid-dependent control, so
	// everything in it already is.
	outerDiv bool
	// breakWhy is set once a break under pid-dependent control is found:
	// the number of iterations then depends on pid, and the whole body is
	// under pid-dependent control. It only ever goes from nil to non-nil,
	// which keeps the fixpoint monotone.
	breakWhy *why
	breaks   []*state // states at the breaks of the current pass
	conts    []*state // states at the continues of the current pass
	exits    []exit   // breaks and continues under pid-dependent control
}

type exit struct {
	kw       string
	pos, end frontend.Pos
	ctx      *why
}

func (a *analyzer) loop() *loopInfo {
	if len(a.loops) == 0 {
		return nil
	}
	return a.loops[len(a.loops)-1]
}

func (a *analyzer) block(b *frontend.Block, st *state, ctx *why) *state {
	n := a.scope
	k := len(a.path)
	a.path = append(a.path, pathElem{b: b})
	// Inside a loop, a block is analysed at every pass of the fixpoint:
	// its runs of simple statements skip what did not change (memo.go).
	var runs []*run
	if len(a.loops) > 0 && !a.opt.noMemo {
		runs = a.runs(b)
	}
	for i := 0; i < len(b.Stmts); {
		a.path[k].i = i
		if runs != nil && runs[i] != nil {
			r := runs[i]
			st = a.runStmts(b, k, r, st, ctx)
			i = r.hi
			continue
		}
		st = a.stmt(b.Stmts[i], st, ctx)
		if st.dead {
			break // the rest of the block is unreachable
		}
		i++
	}
	a.path = a.path[:k]
	a.scope = n
	return st
}

// stmt analyses s in state st (which it may update in place) under control
// ctx (nil: replicated) and returns the state after s.
func (a *analyzer) stmt(s frontend.Stmt, st *state, ctx *why) *state {
	if st.dead {
		return st // unreachable code records nothing
	}
	if ctx == nil {
		ctx = st.rest
	}
	a.ctrl[s] = ctx
	switch s := s.(type) {
	case *frontend.CostStmt:
		for _, t := range s.Terms {
			a.expr(t.Coef, st)
		}
		return a.stmt(s.Stmt, st, ctx)
	case *frontend.VarDecl:
		return a.varDecl(s, st, ctx)
	case *frontend.AssignStmt:
		switch l := s.LHS.(type) {
		case *frontend.Ident:
			a.assign(l, s.RHS, s.Pos(), s.End(), "assigned", st, ctx)
		default:
			a.expr(l, st) // records the index
			c := a.expr(s.RHS, st)
			if ix, ok := l.(*frontend.IndexExpr); ok {
				a.elementWrite(ix, c, st, ctx)
			}
		}
		return st
	case *frontend.IfStmt:
		return a.ifStmt(s, st, ctx)
	case *frontend.WhileStmt:
		return a.whileStmt(s, st, ctx)
	case *frontend.ForStmt:
		return a.forStmt(s, st, ctx)
	case *frontend.BreakStmt:
		return a.breakStmt(s, st, ctx)
	case *frontend.ContinueStmt:
		l := a.loop()
		if ctx != nil {
			l.exits = append(l.exits, exit{"continue", s.Pos(), s.End(), ctx})
		}
		l.conts = append(l.conts, st)
		return &state{dead: true}
	case *frontend.SyncStmt:
		return a.syncStmt(s, st, ctx)
	case *frontend.CommStmt:
		return a.commStmt(s, st, ctx)
	case *frontend.RecvStmt:
		return a.recvStmt(s, st)
	case *frontend.TagSizeStmt:
		a.expr(s.Size, st)
		return st
	}
	return st // skip
}

// varDecl: an array is never replicated; a scalar without a value holds
// input data; otherwise it is an assignment.
func (a *analyzer) varDecl(s *frontend.VarDecl, st *state, ctx *why) *state {
	defer func() { a.scope = a.pushScope(s, a.obj(s.Name)) }() // in scope after the declaration
	if s.Size != nil {
		// New contents: input data. The entry keeps the length's form,
		// for the all-gathers (gather.go).
		_, _, f := a.evalF(s.Size, st)
		if f != nil && f.vars {
			f = nil
		}
		a.setVar(st, a.obj(s.Name).ID, entry{iv: top, form: f})
		return st
	}
	if s.Init == nil {
		e := entry{iv: top}
		if a.on(ruleInputData) {
			e.div = a.link(s, 0, &why{pos: s.Pos(), end: s.End(),
				msg: fmt.Sprintf("%s holds input data (declared without a value at %s)", frontend.Excerpt(s.Name.Name), s.Pos())})
		}
		a.setVar(st, a.obj(s.Name).ID, e)
		return st
	}
	a.assign(s.Name, s.Init, s.Pos(), s.End(), "declared", st, ctx)
	return st
}

// whileStmt: the body is under pid-dependent control when the condition is
// not replicated at the head or a break under pid-dependent control can end
// the loop.
func (a *analyzer) whileStmt(s *frontend.WhileStmt, st *state, ctx *why) (out *state) {
	l := &loopInfo{outerDiv: ctx != nil}
	// Whether the body runs at least once: the condition on entry,
	// evaluated on a copy (the passes below record its facts).
	_, first := a.evalQuiet(s.Cond, st)
	defer func() { out = a.counterExit(s, st, out) }()
	return a.iterate(s, l, st, first == point(1), s.Body, func(in *state) (*why, Guard, ival) {
		c, iv := a.eval(s.Cond, in)
		g := Guard{Kind: GuardWhile, Stmt: s, Cond: s.Cond, Replicated: c == nil, Stable: a.stable(s.Body, s.Cond)}
		// A pid-dependent break is named before the condition: when
		// both hold, the condition is usually pid-dependent because of
		// the break (the counter is only advanced by some processes).
		switch {
		case ctx != nil:
			return ctx, g, iv
		case l.breakWhy != nil:
			return l.breakWhy, g, iv
		case c != nil && a.on(ruleLoopCond):
			return a.link(s, 0, &why{pos: s.Cond.Pos(), end: s.Cond.End(), next: c.origin,
				msg: fmt.Sprintf("the loop condition `%s` depends on %s", frontend.ExprExcerpt(s.Cond), c.describe())}), g, iv
		}
		return nil, g, iv
	})
}

// counterExitOn switches counterExit (its test switches it off).
var counterExitOn = true

// counterExit bounds, in out (the state after while loop s, entered with
// st), a counter k of the loop from above: where the condition is a
// conjunction with a conjunct k < E (k <= E) and the body's only write to
// k is one assignment k := k + c at its top level, c a positive constant,
// every iteration that advances k began with k <= hi(E) - 1 (hi(E)) and
// did not change k before that assignment, so k never exceeds that plus c,
// nor its value on entry. hi(E) is E's bound at the loop head's fixpoint
// state, which holds at every test of the condition. The widening at the
// head loses this bound (k grows at every pass); a counter of a loop over
// input data (`while k < x % 3`) keeps its range 0..2 after the loop.
func (a *analyzer) counterExit(s *frontend.WhileStmt, st, out *state) *state {
	head := a.heads[s]
	if !counterExitOn || out == nil || out.dead || head == nil {
		return out
	}
	for _, c := range frontend.Conjuncts(s.Cond) {
		cmp, ok := c.(*frontend.BinaryExpr)
		if !ok || cmp.Op != frontend.LSS && cmp.Op != frontend.LEQ {
			continue
		}
		id, ok := frontend.Unparen(cmp.X).(*frontend.Ident)
		if !ok {
			continue
		}
		o := a.obj(id)
		if o == nil || o.Kind != frontend.VarObj {
			continue
		}
		step, ok := a.onlyIncrement(s.Body, o)
		if !ok {
			continue
		}
		_, e := a.evalQuiet(cmp.Y, head)
		if e.Hi == top.Hi || e.Hi > intsem.MaxInt/2 || e.Hi < -intsem.MaxInt/2 {
			continue
		}
		hi := e.Hi + step
		if cmp.Op == frontend.LSS {
			hi--
		}
		v := a.getVar(out, o.ID)
		hi = max(hi, a.getVar(st, o.ID).iv.Hi)
		if hi >= v.iv.Hi || hi < v.iv.Lo {
			continue
		}
		v.iv.Hi = hi
		out = out.clone()
		a.setVar(out, o.ID, v)
	}
	return out
}

// onlyIncrement returns c where the one write to scalar o in body is an
// assignment o := o + c at body's top level, c a positive constant: no
// other assignment, receive or (with a sync in body) put or get writes o.
func (a *analyzer) onlyIncrement(body *frontend.Block, o *frontend.Object) (int64, bool) {
	w := a.written(body)
	if !w.has(o.ID) || w.sync && w.dsts[o.ID] {
		return 0, false
	}
	writes := 0
	frontend.Inspect(body, func(n frontend.Node) bool {
		switch s := n.(type) {
		case *frontend.AssignStmt:
			if id, ok := s.LHS.(*frontend.Ident); ok && a.obj(id) == o {
				writes++
			}
		case *frontend.RecvStmt:
			for _, id := range s.Targets() {
				if a.obj(id) == o {
					writes += 2
				}
			}
		}
		return true
	})
	if writes != 1 {
		return 0, false
	}
	for _, st := range body.Stmts {
		as, ok := st.(*frontend.AssignStmt)
		if !ok {
			continue
		}
		if id, ok := as.LHS.(*frontend.Ident); !ok || a.obj(id) != o {
			continue
		}
		sum, ok := frontend.Unparen(as.RHS).(*frontend.BinaryExpr)
		if !ok || sum.Op != frontend.ADD {
			return 0, false
		}
		x, lit := frontend.Unparen(sum.X), frontend.Unparen(sum.Y)
		if _, isLit := x.(*frontend.IntLit); isLit {
			x, lit = lit, x
		}
		xid, ok := x.(*frontend.Ident)
		n, isLit := lit.(*frontend.IntLit)
		if !ok || a.obj(xid) != o || !isLit || n.Value < 1 {
			return 0, false
		}
		return n.Value, true
	}
	return 0, false
}

// forStmt: the bounds and step are evaluated once. The body is under
// pid-dependent control when they are not replicated, unless the trip count
// is (a replicated step and a replicated hi - lo), or on a pid-dependent
// break. The counter is replicated iff its start and step are.
func (a *analyzer) forStmt(s *frontend.ForStmt, st *state, ctx *why) *state {
	lo, loIv, loF := a.evalF(s.Lo, st)
	hi, hiIv, hiF := a.evalF(s.Hi, st)
	var step *culprit
	stepIv := point(1)
	end := s.Hi.End()
	if s.Step != nil {
		step, stepIv = a.eval(s.Step, st)
		end = s.Step.End()
	}
	start := worse(lo, step) // what the counter's values depend on
	bounds := worse(start, hi)
	// The number of iterations depends on hi - lo and the step only:
	// with a replicated step and a replicated difference (a block
	// loop from pid * b to (pid + 1) * b - 1), every process runs the
	// same number of iterations although the counter differs.
	trips := a.on(ruleTripCount) && bounds != nil && step == nil &&
		(a.replicatedDifference(s.Lo, s.Hi) || a.on(ruleCancel) && a.formRep(addForms(hiF, scaleForm(loF, -1)), st))
	a.tripsRep[s] = bounds == nil || trips
	var boundsWhy *why
	if bounds != nil && !trips && a.on(ruleForBounds) {
		boundsWhy = a.link(s, 1, &why{pos: s.For, end: end, next: bounds.origin,
			msg: fmt.Sprintf("the bounds of the loop `for %s` depend on %s", frontend.Excerpt(s.Var.Name), bounds.describe())})
	}
	// The counter's values: lo <= i <= hi (stepping from lo cannot pass hi).
	counterIv := ival{Lo: loIv.Lo, Hi: hiIv.Hi}
	if stepIv.Lo < 1 {
		counterIv = top // a step <= 0 is a runtime error; describe nothing
	}
	l := &loopInfo{outerDiv: ctx != nil}
	once := loIv.Hi <= hiIv.Lo && counterIv != top // lo <= hi: at least one iteration
	outer := a.scope
	a.scope = a.pushScope(s, a.obj(s.Var))
	a.fors = append(a.fors, s)
	defer func() { a.scope = outer; a.fors = a.fors[:len(a.fors)-1] }()
	gather := a.gatherStart(s, st, ctx, bounds == nil)
	return a.gatherAfter(gather, a.iterate(s, l, st, once, s.Body, func(in *state) (*why, Guard, ival) {
		g := Guard{Kind: GuardFor, Stmt: s, Cond: forCond(s), Replicated: bounds == nil,
			Stable: a.stable(s.Body, s.Lo, s.Hi, s.Step), Var: s.Var, Lo: s.Lo, Hi: s.Hi, Step: s.Step}
		bodyCtx := ctx
		if bodyCtx == nil {
			bodyCtx = boundsWhy
		}
		if bodyCtx == nil {
			bodyCtx = l.breakWhy
		}
		// Every process that runs an iteration has the same counter when
		// the start and the step are replicated, whatever the control: the
		// counter is only in scope inside the loop, so no process keeps an
		// old value of it.
		var w *why
		if start != nil && a.on(ruleCounterStart) {
			w = a.link(s, 2, &why{pos: s.Var.Pos(), end: s.Var.End(), next: start.origin,
				msg: fmt.Sprintf("%s depends on %s (loop bounds at %s)", frontend.Excerpt(s.Var.Name), start.describe(), s.For)})
		}
		a.setVar(in, a.obj(s.Var).ID, entry{div: w, iv: counterIv})
		if w != nil {
			a.rep[s.Var] = &culprit{rank: rankVar, desc: frontend.Excerpt(s.Var.Name), origin: w}
		} else {
			a.rep[s.Var] = nil
		}
		return bodyCtx, g, boolIv
	}))
}

// breakStmt: the state goes to the loop's exit. Under pid-dependent control
// (relative to the loop) the trip count of the loop depends on pid.
func (a *analyzer) breakStmt(s *frontend.BreakStmt, st *state, ctx *why) *state {
	l := a.loop()
	if ctx != nil {
		l.exits = append(l.exits, exit{"break", s.Pos(), s.End(), ctx})
		if !l.outerDiv && l.breakWhy == nil && a.on(rulePidBreak) {
			l.breakWhy = a.link(s, 0, &why{pos: s.Pos(), end: s.End(), next: ctx,
				msg: fmt.Sprintf("the break at %s is under pid-dependent control, so the number of iterations of its loop depends on pid", s.Pos())})
		}
	}
	l.breaks = append(l.breaks, st)
	return &state{dead: true}
}

// syncStmt checks the alignment of s, closes the supersteps that may be
// open, and delivers the pending puts and gets.
func (a *analyzer) syncStmt(s *frontend.SyncStmt, st *state, ctx *why) *state {
	a.unsync[s] = ctx
	i := a.syncIdx[s]
	a.closeSuperstep(st, i)
	a.opened[i] = true
	st.last = a.sp.last.set(nil, i, true)
	// Puts and gets of the superstep land now, on any process.
	landed := st.pending
	if a.on(rulePendingLands) {
		before := st.vars
		a.sp.pending.each(st.pending, func(id int, p *pend) {
			if p.array {
				a.setVar(st, id, a.landArray(id, p, before))
				return
			}
			a.setVar(st, id, a.land(id, p, before))
		})
	}
	st.pending = nil
	f := a.snapshot(st)
	f.landed = landed
	// The counter of a loop with a replicated trip count is not listed as
	// varying: havocking it would change the trip count (and the checker
	// rejects assignments to counters); its value is a function of pid and
	// the replicated bounds. The counters in scope are those of the
	// enclosing for loops.
	for _, l := range a.fors {
		if a.tripsRep[l] {
			f.trips = append(f.trips, a.obj(l.Var).ID)
		}
	}
	a.at[s] = f
	return st
}

// commStmt records the facts of a put or get and makes its destination
// pending.
func (a *analyzer) commStmt(s *frontend.CommStmt, st *state, ctx *why) *state {
	a.expr(s.Proc, st)
	a.location(s.Src, st)
	if s.Dst != nil {
		a.location(s.Dst, st)
	}
	if s.Words != nil {
		a.expr(s.Words, st)
	}
	if s.Tag != nil {
		a.location(s.Tag, st)
	}
	f := a.comms[s]
	if f == nil {
		f = &commFact{sec: map[int]bool{}}
		a.comms[s] = f
	}
	f.ctx = ctx
	f.guards = a.guardsAt(s)
	a.at[s] = a.snapshot(st)
	a.sp.last.each(st.last, func(b int, _ bool) { f.sec[b] = true })
	// A put writes dst on the target, a get writes the local dst: in
	// both cases at the next sync, and with a value the analysis does
	// not know to be replicated. Processes that do not execute this
	// statement can be written too (by a put), which is sound here
	// because the put's path carries the pending write to the very
	// sync that delivers it, where every path joins.
	// A send writes no variable: its payload goes to the target's message
	// queue, which only the queue statements read (recvStmt).
	// A broadcast (transfer.go) makes the destination replicated at the
	// sync instead.
	if s.Dst == nil {
		return st
	}
	if o := a.obj(s.Dst.Var); o != nil && o.Kind == frontend.ArrayObj {
		a.arrayTransfer(s, o, st)
	}
	if o := a.obj(s.Dst.Var); o != nil && o.Kind == frontend.VarObj {
		w := a.link(s, 0, &why{pos: s.Pos(), end: s.End(), msg: transferMsg(s, o)})
		p := a.transfer(s, st, ctx, w)
		if old := a.sp.pending.get(st.pending, o.ID); old != nil {
			p = a.secondTransfer(old, p, s)
		}
		st.pending = a.sp.pending.set(st.pending, o.ID, p)
	}
	return st
}

// recvStmt: what a queue statement writes is data — it depends on what
// the other processes sent — and it is written at once: the counts of
// qsize and gettag and a scalar destination become non-replicated, with
// the range the statement guarantees (a count is at least 0; gettag's at
// least -1). Arrays are never replicated anyway.
func (a *analyzer) recvStmt(s *frontend.RecvStmt, st *state) *state {
	if s.Dst != nil {
		a.location(s.Dst, st)
	}
	if s.Max != nil {
		a.expr(s.Max, st)
	}
	for k, id := range s.Targets() {
		o := a.obj(id)
		if o != nil && o.Kind == frontend.ArrayObj {
			a.arrayData(o, st)
		}
		if o == nil || o.Kind != frontend.VarObj {
			continue
		}
		iv := top
		what := "a message's data"
		switch {
		case id == s.Count && s.Kind == frontend.Qsize:
			iv, what = ival{Lo: 0, Hi: pinf}, "the number of messages in this process's queue"
		case id == s.Count:
			iv, what = ival{Lo: -1, Hi: pinf}, "the payload length of this process's next message"
		case id == s.Words:
			iv, what = ival{Lo: 0, Hi: pinf}, "the words in this process's message queue"
		}
		var w *why
		if a.on(ruleQueueData) {
			w = a.link(s, k, &why{pos: s.Pos(), end: s.End(),
				msg: fmt.Sprintf("%s holds %s (%s at %s): what other processes sent", frontend.Excerpt(o.Name), what, s.Kind, s.Pos())})
		}
		a.setVar(st, o.ID, entry{div: w, iv: iv})
	}
	return st
}

// closeSuperstep records that barrier c can close the supersteps that st
// says may be open.
func (a *analyzer) closeSuperstep(st *state, c int) {
	a.sp.last.each(st.last, func(b int, _ bool) {
		if !a.closed[[2]int{b, c}] {
			a.closed[[2]int{b, c}] = true
			a.closes[b] = append(a.closes[b], c)
		}
	})
}

// setVar binds the entry of variable id in st (a new trie: st's old tables
// may be shared).
func (a *analyzer) setVar(st *state, id int, e entry) {
	st.vars = a.sp.vars.set(st.vars, id, e)
}

// getVar returns the entry of variable id in st.
func (a *analyzer) getVar(st *state, id int) entry {
	return a.sp.vars.get(st.vars, id)
}

func (a *analyzer) assign(id *frontend.Ident, rhs frontend.Expr, pos, end frontend.Pos, verb string, st *state, ctx *why) {
	c, iv, f := a.evalF(rhs, st)
	if f != nil && (f.vars || !a.on(ruleFormJoin)) {
		f = nil // only an absolute form stays true after the assignment
	}
	var w *why
	switch {
	case c != nil:
		w = a.link(id, 0, &why{pos: pos, end: end, next: c.origin,
			msg: fmt.Sprintf("%s depends on %s (%s at %s)", frontend.Excerpt(id.Name), c.describe(), verb, pos)})
	case ctx != nil && a.on(ruleCtrlAssign):
		// The processes that skip the assignment keep the old value.
		w = a.link(id, 1, &why{pos: pos, end: end, next: ctx,
			msg: fmt.Sprintf("%s is %s under pid-dependent control (at %s)", frontend.Excerpt(id.Name), verb, pos)})
	}
	a.setVar(st, a.obj(id).ID, entry{div: w, konst: kval{ok: iv.IsPoint(), v: iv.Lo}, iv: iv, form: f})
}

func (a *analyzer) ifStmt(s *frontend.IfStmt, st *state, ctx *why) *state {
	c, iv := a.eval(s.Cond, st)
	inner := ctx
	newDiv := ctx == nil && c != nil && a.on(ruleIfCond)
	if !a.on(ruleDeadBranch) {
		iv = boolIv
	}
	if newDiv {
		msg := fmt.Sprintf("the branch condition `%s` depends on %s", frontend.ExprExcerpt(s.Cond), c.describe())
		next := c.origin
		if m, o := a.guardMsg(s, st); m != "" {
			msg, next = m, o
		}
		inner = a.link(s, 0, &why{pos: s.Cond.Pos(), end: s.Cond.End(), next: next, msg: msg})
	}
	l := a.loop()
	n0 := 0
	if l != nil {
		n0 = len(l.exits)
	}
	// A decided condition (its interval is a point) makes the other branch
	// dead code: it is not analysed, and its barriers never execute.
	dead := &state{dead: true}
	t, e := dead, dead
	root, ri := a.rootBroadcast(s, st, ctx)
	if iv != point(0) {
		a.pushGuard(Guard{Kind: GuardIf, Stmt: s, Cond: s.Cond, Replicated: c == nil, Stable: a.stable(s.Then, s.Cond)})
		t = a.block(s.Then, st.clone(), inner)
		a.popGuard()
	}
	if ri != nil {
		ri.active = false
	}
	if iv != point(1) {
		e = st
		if s.Else != nil {
			a.pushGuard(Guard{Kind: GuardIf, Stmt: s, Cond: s.Cond, Negated: true, Replicated: c == nil, Stable: a.stable(s.Else, s.Cond)})
			e = a.block(s.Else, st, inner)
			a.popGuard()
		}
	}
	out := a.sp.join(t, e)
	if ri != nil && !t.dead && !e.dead && !out.dead {
		// The root sent its value to every process (the others sent
		// nothing into it): not a transfer on some paths only.
		id := a.obj(root.Dst.Var).ID
		if tp := a.sp.pending.get(t.pending, id); tp != nil && tp.bcast && tp.root == root && a.sp.pending.get(e.pending, id) == nil {
			out.pending = a.sp.pending.set(out.pending, id, a.rootPend(tp, ri))
		}
	}
	// Some processes left the iteration inside this pid-dependent branch:
	// the others run the rest of it alone.
	if newDiv && l != nil && len(l.exits) > n0 && !out.dead && out.rest == nil && a.on(ruleRest) {
		x := l.exits[n0]
		out.rest = a.link(s, 1, &why{pos: x.pos, end: x.end, next: x.ctx,
			msg: fmt.Sprintf("the %s at %s is under pid-dependent control, so only some processes run the rest of the iteration", x.kw, x.pos)})
	}
	return out
}

// guardMsg says why the guard s of a contract call depends on pid: which
// of the arguments its contract needs the same on every process is not,
// and the origin of its dependence ("" when s is no such guard).
func (a *analyzer) guardMsg(s *frontend.IfStmt, st *state) (string, *why) {
	k := a.callGuards[s]
	if k == nil {
		return "", nil
	}
	var conj []frontend.Expr
	var flat func(e frontend.Expr)
	flat = func(e frontend.Expr) {
		if b, ok := e.(*frontend.BinaryExpr); ok && b.Op == frontend.LAND {
			flat(b.X)
			flat(b.Y)
			return
		}
		conj = append(conj, e)
	}
	flat(s.Cond)
	if len(conj) != len(k.GuardParams) {
		return "", nil
	}
	for i, e := range conj {
		eq, ok := e.(*frontend.BinaryExpr)
		if !ok {
			return "", nil
		}
		if c, _ := a.eval(eq.X, st); c != nil {
			return fmt.Sprintf("%s's cost contract holds only when its argument %s is the same on every process, and here it is `%s`, which depends on %s", k.Contract.Name, k.GuardParams[i], frontend.ExprExcerpt(frontend.Unparen(eq.X)), c.describe()), c.origin
		}
	}
	return "", nil
}

// iterate analyses a loop whose body is body to a fixpoint. head is called
// at the start of every pass with the loop-head state (which it may update,
// e.g. with the counter of a for loop); it evaluates the loop condition and
// returns the control of the body, the loop's guard and the interval of the
// condition (point(0): the body never runs; point(1): the loop only exits
// by break). once says the condition holds on entry: the loop exits only
// after an iteration, so its exit state is the one at the end of an
// iteration, without the entry state (a variable every iteration assigns
// a replicated value is replicated after the loop, whatever it held
// before).
func (a *analyzer) iterate(loopStmt frontend.Stmt, l *loopInfo, st *state, once bool, body *frontend.Block, head func(in *state) (*why, Guard, ival)) *state {
	a.loops = append(a.loops, l)
	var cond ival
	in := st.clone()
	// Start from the head state of the previous visit of this loop (made
	// in an earlier pass of an enclosing loop, with a smaller entry state):
	// it is below the new fixpoint, and without it nested loops would cost
	// a number of passes exponential in their depth.
	if h := a.heads[loopStmt]; h != nil && !a.opt.noHeadReuse {
		in = a.sp.join(in, h)
	}
	if w := a.breakWhy[loopStmt]; w != nil && l.breakWhy == nil && !l.outerDiv {
		l.breakWhy = w
	}
	in.rest = nil   // every process that is still in the loop is at its head
	var back *state // the states at the head after an iteration, last pass
	for pass := 0; ; pass++ {
		a.passes++
		if pass > a.limit {
			panic("align: loop fixpoint does not converge")
		}
		hadBreak := l.breakWhy != nil
		cur := in.clone()
		var bodyCtx *why
		var g Guard
		bodyCtx, g, cond = head(cur)
		if !a.on(ruleDeadBranch) {
			cond = boolIv
		}
		l.breaks, l.conts, l.exits = nil, nil, nil
		back = nil
		if cond == point(0) {
			break // the head state does not change: that is the fixpoint
		}
		a.pushGuard(g)
		out := a.block(body, cur, bodyCtx)
		a.popGuard()
		back = out
		for _, c := range l.conts {
			back = a.sp.join(back, c)
		}
		next := a.sp.join(in, back)
		next.rest = nil
		next = a.sp.widen(in, next)
		if a.sp.same(next, in) && (l.breakWhy != nil) == hadBreak || !a.on(ruleFixpoint) {
			break
		}
		in = next
	}
	a.heads[loopStmt] = in
	a.breakWhy[loopStmt] = l.breakWhy
	out := in.clone() // the loop condition was false
	if once && back != nil && a.on(ruleFirstPass) {
		out = back.clone()
	}
	if cond == point(1) {
		out = &state{dead: true} // it never is
	}
	for _, b := range l.breaks {
		out = a.sp.join(out, b)
	}
	out.rest = st.rest
	a.loops = a.loops[:len(a.loops)-1]
	return out
}

func (a *analyzer) location(l *frontend.Location, st *state) {
	if o := a.obj(l.Var); o != nil && o.Kind == frontend.VarObj {
		a.expr(l.Var, st)
	} else {
		a.rep[l.Var] = &culprit{rank: rankArray, arr: l.Var}
	}
	if l.Index != nil {
		a.expr(l.Index, st)
	}
	if l.Hi != nil {
		a.expr(l.Hi, st)
	}
}

// evalQuiet is eval without recording facts: a look at e in a state that
// is not the one the analysis keeps for it.
func (a *analyzer) evalQuiet(e frontend.Expr, st *state) (*culprit, ival) {
	rep, ivs := a.rep, a.ivs
	a.rep, a.ivs = map[frontend.Expr]*culprit{}, map[frontend.Expr]ival{}
	defer func() { a.rep, a.ivs = rep, ivs }()
	return a.eval(e, st.clone())
}

// expr records and returns the culprit of e in state st (nil: replicated).
func (a *analyzer) expr(e frontend.Expr, st *state) *culprit {
	c, _ := a.eval(e, st)
	return c
}

// eval records and returns the culprit of e in state st (nil: replicated)
// and an interval of its values. An expression whose interval is a point
// is replicated whatever its operands are.
func (a *analyzer) eval(e frontend.Expr, st *state) (*culprit, ival) {
	c, iv, _ := a.evalF(e, st)
	return c, iv
}

// evalF is eval that also returns the form of e (forms.go; nil: none).
func (a *analyzer) evalF(e frontend.Expr, st *state) (*culprit, ival, *form) {
	var c *culprit
	iv := top
	var f *form
	switch e := e.(type) {
	case *frontend.Ident:
		c, iv, f = a.ident(e, st)
	case *frontend.IntLit:
		iv = point(e.Value)
	case *frontend.BoolLit:
		iv = point(0)
		if e.Value {
			iv = point(1)
		}
	case *frontend.AnyExpr:
		// any(same) draws one value for every process at the same
		// occurrence; where processes run it under different control,
		// the assignment's own rule (ruleCtrlAssign) makes it differ.
		if !e.Same || !a.on(ruleSameAny) {
			c = &culprit{rank: rankAny, desc: "any"}
		}
	case *frontend.IndexExpr:
		ci := a.expr(e.Index, st)
		a.rep[e.X] = &culprit{rank: rankArray, arr: e.X}
		c = &culprit{rank: rankArray, arr: e}
		if ci == nil && a.arrayRep(e.X, st) {
			c = nil // the same element of the same contents everywhere
		}
	case *frontend.UnaryExpr:
		var fx *form
		c, iv, fx = a.evalF(e.X, st)
		if e.Op == frontend.NOT {
			iv = iv.Not()
		} else {
			iv = iv.Neg()
			f = scaleForm(fx, -1)
		}
	case *frontend.ParenExpr:
		c, iv, f = a.evalF(e.X, st)
	case *frontend.BinaryExpr:
		cx, x, fx := a.evalF(e.X, st)
		cy, y, fy := a.evalF(e.Y, st)
		c = worse(cx, cy)
		switch e.Op {
		case frontend.ADD:
			iv = x.Add(y)
			f = addForms(fx, fy)
		case frontend.SUB:
			iv = x.Sub(y)
			f = addForms(fx, scaleForm(fy, -1))
		case frontend.MUL:
			iv = mulIv(x, y)
			if !a.on(ruleMulZero) && (x == point(0)) != (y == point(0)) {
				iv = top
			}
			f = mulForms(fx, fy)
		case frontend.QUO:
			iv = x.Quo(y)
			f = opForm("/", fx, fy)
		case frontend.REM:
			iv = x.Rem(y)
			if a.on(ruleMultipleOf) && a.multipleOf(e.X, e.Y) {
				iv = point(0)
			}
			f = opForm("%", fx, fy)
		case frontend.SHL, frontend.SHR, frontend.AND, frontend.OR, frontend.XOR:
			iv = top
			if a.on(ruleBitIntervals) {
				iv = bitIv(e.Op, x, y)
			}
			f = opForm(e.Op.String(), fx, fy)
		case frontend.LSS, frontend.LEQ, frontend.GTR, frontend.GEQ, frontend.EQL, frontend.NEQ:
			iv = cmpIv(e.Op, x, y)
		case frontend.LAND:
			// Short-circuit: a false left operand decides, whatever the
			// right one is.
			switch {
			case !a.on(ruleShortCircuit) && !(x.IsPoint() && y.IsPoint()):
				iv = boolIv
			case x == point(0) || y == point(0):
				iv = point(0)
			case x == point(1) && y == point(1):
				iv = point(1)
			default:
				iv = boolIv
			}
		case frontend.LOR:
			switch {
			case !a.on(ruleShortCircuit) && !(x.IsPoint() && y.IsPoint()):
				iv = boolIv
			case x == point(1) || y == point(1):
				iv = point(1)
			case x == point(0) && y == point(0):
				iv = point(0)
			default:
				iv = boolIv
			}
		}
	case *frontend.CallExpr:
		fs := make([]*form, 0, len(e.Args))
		for i, x := range e.Args {
			cx, xv, fx := a.evalF(x, st)
			c = worse(c, cx)
			fs = append(fs, fx)
			switch {
			case e.Fun.Name == "log2" && !a.on(ruleBitIntervals):
				iv = top
			case e.Fun.Name == "log2":
				iv = xv.Log2()
			case i == 0:
				iv = xv
			case e.Fun.Name == "min":
				iv = iv.Min(xv)
			default:
				iv = iv.Max(xv)
			}
		}
		f = opForm(e.Fun.Name, fs...)
	default:
		// Only a program that failed to parse has other nodes; refuse to
		// call them replicated.
		c = &culprit{rank: rankPid, desc: "an invalid expression"}
	}
	if iv.IsPoint() && a.on(rulePointReplicated) {
		c = nil
	}
	if iv.IsPoint() {
		if !isBoolExpr(e) {
			f = a.constOf(iv.Lo)
		}
	} else if v, ok := f.constant(); ok && a.on(ruleCancel) {
		// The form is exact: the value is v on every process (`pid -
		// pid`, `x - pid` after `x := pid`).
		iv = point(v)
	}
	if c != nil && f != nil && a.on(ruleCancel) && a.formRep(f, st) {
		c = nil
	}
	f = a.canon(f)
	a.rep[e] = c
	a.ivs[e] = iv
	return c, iv, f
}

// isBoolExpr reports whether e is a condition (its forms would be
// meaningless: forms are of ints).
func isBoolExpr(e frontend.Expr) bool {
	switch e := frontend.Unparen(e).(type) {
	case *frontend.BoolLit:
		return true
	case *frontend.UnaryExpr:
		return e.Op == frontend.NOT
	case *frontend.BinaryExpr:
		switch e.Op {
		case frontend.LSS, frontend.LEQ, frontend.GTR, frontend.GEQ, frontend.EQL, frontend.NEQ, frontend.LAND, frontend.LOR:
			return true
		}
	}
	return false
}

// multipleOf reports whether x is syntactically a product with y as a
// factor, where y is a literal or a read-only name (parameter, nprocs, loop
// counter) or a variable: both occurrences are evaluated in the same state,
// so (k * y) % y is 0 on every process (or a division by zero).
func (a *analyzer) multipleOf(x, y frontend.Expr) bool {
	m, ok := frontend.Unparen(x).(*frontend.BinaryExpr)
	if !ok || m.Op != frontend.MUL {
		return false
	}
	return a.sameLeaf(m.X, y) || a.sameLeaf(m.Y, y)
}

func (a *analyzer) sameLeaf(x, y frontend.Expr) bool {
	switch x := frontend.Unparen(x).(type) {
	case *frontend.IntLit:
		yl, ok := frontend.Unparen(y).(*frontend.IntLit)
		return ok && yl.Value == x.Value
	case *frontend.Ident:
		yi, ok := frontend.Unparen(y).(*frontend.Ident)
		o := a.obj(x)
		return ok && o != nil && a.obj(yi) == o
	}
	return false
}

func (a *analyzer) ident(id *frontend.Ident, st *state) (*culprit, ival, *form) {
	o := a.obj(id)
	if o == nil {
		return &culprit{rank: rankPid, desc: "the unresolved name " + frontend.Excerpt(id.Name)}, top, nil
	}
	switch o.Kind {
	case frontend.PidObj:
		return &culprit{rank: rankPid, desc: "pid"}, ival{Lo: 0, Hi: pinf}, pidForm
	case frontend.NprocsObj:
		return nil, ival{Lo: 1, Hi: pinf}, nprocsForm
	case frontend.ParamObj:
		return nil, top, a.atomOf('P', o.ID)
	case frontend.VarObj, frontend.LoopVarObj:
		e := a.getVar(st, o.ID)
		f := a.formOfVar(o, e)
		if e.konst.ok && a.on(ruleKnownConst) {
			return nil, point(e.konst.v), f
		}
		iv := top
		if a.on(ruleKnownConst) {
			iv = e.iv
		}
		if w := e.div; w != nil && !a.entryRep(e) {
			return &culprit{rank: rankVar, desc: frontend.Excerpt(o.Name), origin: w}, iv, f
		}
		return nil, iv, f
	case frontend.ArrayObj:
		return &culprit{rank: rankArray, arr: id}, top, nil
	}
	return &culprit{rank: rankPid, desc: "the unresolved name " + frontend.Excerpt(id.Name)}, top, nil
}

// result packages the recorded facts.
func (a *analyzer) result() *Result {
	r := &Result{
		Program: a.prog,
		Syncs:   a.syncs,
		rep:     a.rep,
		ctrl:    a.ctrl,
		comms:   map[*frontend.CommStmt]*Comm{},
		unsync:  a.unsync,
		ivs:     a.ivs,
		at:      a.at,
		trips:   a.tripsRep,
		passes:  a.passes,
	}
	barrier := func(i int) Barrier {
		switch i {
		case 0:
			return Barrier{Kind: StartBarrier}
		case a.endIdx:
			return Barrier{Kind: EndBarrier}
		}
		return Barrier{Kind: SyncBarrier, Sync: a.syncs[i-1]}
	}
	secOf := map[int]int{}
	for b := 0; b < a.endIdx; b++ {
		if !a.opened[b] {
			continue
		}
		sec := &Section{Open: barrier(b)}
		cs := a.closes[b]
		sort.Ints(cs)
		for _, c := range cs {
			sec.Close = append(sec.Close, barrier(c))
		}
		secOf[b] = len(r.Sections)
		r.Sections = append(r.Sections, sec)
	}
	frontend.Inspect(a.prog.Body, func(n frontend.Node) bool {
		switch s := n.(type) {
		case *frontend.CommStmt:
			f := a.comms[s]
			if f == nil {
				return false
			}
			c := &Comm{Stmt: s, ReplicatedControl: f.ctx == nil, Guards: f.guards}
			for b := range f.sec {
				c.Sections = append(c.Sections, secOf[b])
			}
			sort.Ints(c.Sections)
			for _, i := range c.Sections {
				r.Sections[i].Comms = append(r.Sections[i].Comms, c)
			}
			r.Comms = append(r.Comms, c)
			r.comms[s] = c
			return false
		case *frontend.SyncStmt:
			w, ok := a.unsync[s]
			if ok && w != nil {
				msg := "sync is not textually aligned"
				if name := a.callSyncs[s]; name != "" {
					// A collective's call is its sync.
					msg = fmt.Sprintf("%s is not textually aligned (a collective: its call ends the superstep, as a sync does)", name)
				}
				r.Diagnostics = append(r.Diagnostics, diag.Diagnostic{
					File: a.prog.File, Pos: s.Pos(), End: s.End(), Severity: diag.SeverityError,
					Msg:   msg,
					Notes: w.notes(),
				})
			}
		}
		return true
	})
	sort.SliceStable(r.Diagnostics, func(i, j int) bool { return r.Diagnostics[i].Pos.Before(r.Diagnostics[j].Pos) })
	r.Aligned = len(r.Diagnostics) == 0
	return r
}

// snapshot records the value facts of the variables in scope in st: the
// persistent tables and scope themselves (O(1)); Result reads them on
// demand.
func (a *analyzer) snapshot(st *state) *facts {
	return &facts{sp: &a.sp.vars, vars: st.vars, scope: a.scope, knownConst: a.on(ruleKnownConst), forms: a.on(ruleFormJoin), pend: &a.sp.pending}
}

// forCond is the guard of a for loop's body as a condition: lo <= i && i <= hi
// (a synthesized expression without positions, sharing the loop's nodes).
func forCond(s *frontend.ForStmt) frontend.Expr {
	return &frontend.BinaryExpr{
		X:  &frontend.BinaryExpr{X: s.Lo, Op: frontend.LEQ, Y: s.Var},
		Op: frontend.LAND,
		Y:  &frontend.BinaryExpr{X: s.Var, Op: frontend.LEQ, Y: s.Hi},
	}
}

// obj returns the object id is bound to in the program, nil when none.
func (a *analyzer) obj(id *frontend.Ident) *frontend.Object { return a.prog.Info.ObjectOf(id) }
