package hrelation

import (
	"slices"
	"strconv"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/polyhedra/bspaff"
)

// The fan of a step's sequential statements (RuleSequential). The
// sequential program charges each execution of such a statement its
// words times a coefficient, per process it follows; nprocs is always
// sound: a process receives (is asked for) at most the words of the p
// processes' executions, each process's at most the worst one's. When the
// remote process of every sequential statement of the step is a fixed
// function of pid for the whole superstep (it reads pid, nprocs and the
// step's parameters only), fewer processes load one process: with
// R_in(t) the processes that put to t, plus t itself when its guards let
// it run a get of the step, and R_out(t) the processes that get from t,
// plus t itself when they let it run a put (one set: t counts once when
// it also puts to itself), a process t receives at most |R_in(t)| times the largest words of
// one process in these statements, and sends at most |R_out(t)| times as
// many. The fan K is the largest of |R_in(t)| and |R_out(t)| over t; the
// coefficient min(K, nprocs) (1 when K is 1) bounds the superstep's words
// of every statement of the step, whatever mix of processes executes
// them: in(t) <= Σ_{s in R_in(t)} Σ_j E_j(s) n_j <= K · max_s Σ_j E_j(s)
// n_j, the charge of the followed process at its worst. A ring shift in a
// while loop (`put((pid + 1) % nprocs, ...)`) is charged its words, not
// nprocs times them. R_in and R_out are over the processes that the
// statements' guards let run them (fanGuard, with the jumps before them
// in their loops: jumpGuards); K is a constant, or an expression in
// nprocs and the parameters where no constant bounds it (fanexpr.go:
// ceil(p/2) for a put to 0 under `if pid % 2 == 0`). A statement whose
// remote process its loop changes but stays distinct per iteration adds
// its own share instead (seqDistinct). When the process that runs the
// most iterations runs the most words of every statement of the step
// (sharedLoop: one statement, or all in one loop, their instances nested),
// each statement has a fan of its own instead, its R_in or R_out alone. A
// statement in several steps takes the largest of their fans (fanOf).
// A constant fan keeps its bound at each small nprocs where that is
// lower (fanTable). Statements that all run once per execution of one
// loop body may be charged together instead (seqjoint.go).

// seqFanOn switches the fan (its test switches it off: every sequential
// statement is charged nprocs times its words).
var seqFanOn = true

// seqFanGuardsOn switches the guards of the fan (its test switches it
// off: the pairs of a statement are those of every process, whatever the
// conditions around it).
var seqFanGuardsOn = true

// seqSharedOn switches the fans of each statement (sharedLoop; its test
// switches it off: one fan, the union's, for all the step's sequential
// statements).
var seqSharedOn = true

// seqFanRequiresOn switches the requires clause in the pairs of the fan
// (its test switches it off: the fan is the largest over every value of
// the parameters, those the clause excludes too).
var seqFanRequiresOn = true

// seqOwnPairsOn switches the processes' own transfers as pairs (t, t)
// in the union of the fan (its test switches it off: one more process
// for every target, whatever the guards and the other pairs).
var seqOwnPairsOn = true

// seqFanAnyRemoteOn switches the pairs of a statement whose remote
// process the model cannot express (remoteMap: every process, from the
// processes its guards let run it; its test switches it off: the fan is
// then unknown, nprocs).
var seqFanAnyRemoteOn = true

// seqFanWork bounds the work of the maximum of a fan (MaxOverWithin's
// units); past it the fan is unknown (nprocs).
const seqFanWork = 2000

// maxFan is the largest constant fan kept: past it, nprocs is as good a
// coefficient for the sequential analysis.
const maxFan = 64

// seqFan returns the fan of the step's sequential statements (st.Seq),
// or nil when it is not known (the coefficient is then nprocs).
func (b *builder) seqFan() *fanExpr {
	if !seqFanOn || len(b.st.Seq) == 0 || b.msgs {
		return nil
	}
	// The fan's sets only: the step's parameters, opaque terms and flags
	// stay as the statements left them.
	params := make(map[*frontend.Object]bool, len(b.params))
	for o := range b.params {
		params[o] = true
	}
	leaf, opaque, quo, computed := b.bld.Leaf, b.bld.Opaque, b.bld.Quotient, b.computed
	defer func() {
		b.params = params
		b.bld.Leaf, b.bld.Opaque, b.bld.Quotient, b.computed = leaf, opaque, quo, computed
	}()
	b.bld.Opaque = nil
	P := bspaff.Var(b.a.nprocs)
	procs := bspaff.Formula{{
		geq0(bspaff.Var(b.s)), geq0(polySub(polySub(P, bspaff.Var(b.s)), bspaff.Const(1))),
		geq0(bspaff.Var(b.t)), geq0(polySub(polySub(P, bspaff.Var(b.t)), bspaff.Const(1))),
	}}
	b.bld.Quotient = func(cond bspaff.Conj, x, d bspaff.Poly) (int64, int64, bool) {
		return b.quotient(procs, cond, x, d)
	}
	// The pairs hold where the requires clause does (a fan of 2 where
	// size >= 0, nprocs where size < 0: 2).
	pairsIn := procs
	if seqFanRequiresOn {
		if r, err := bspaff.And(procs, b.requires()); err == nil && len(r) <= maxCases {
			pairsIn = r
		}
	}
	b.st.joint = b.seqJoint(pairsIn)
	b.st.once = b.seqOnce(pairsIn, procs)
	// One fan per statement when the statements' executions share their
	// largest process (sharedLoop).
	shared := seqSharedOn && !b.a.opts.fanPerStatement && b.sharedLoop()
	fans := map[*frontend.CommStmt]*fanExpr{}
	// puts and gets: the pairs (executor s, remote t) of each kind; the
	// statements with distinct remote processes per loop iteration apart.
	var puts, gets, ownPuts, ownGets bspaff.Formula
	distPuts, distGets := fanConst(0), fanConst(0)
	perStmt := fanConst(0)
	for _, sc := range b.st.Seq {
		var k *fanExpr
		if c, ok := b.seqDistinct(sc.Stmt); ok {
			k = b.gcdFan(c)
		} else if c, ok := b.seqInner(sc.Stmt); ok {
			k = fanConst(c)
		} else {
			k = b.seqSquare(sc.Stmt)
		}
		if k != nil {
			fans[sc.Stmt] = k
			if sc.Stmt.Kind == frontend.Get {
				distGets = fanPlus(distGets, k)
			} else {
				distPuts = fanPlus(distPuts, k)
			}
			perStmt = fanMax(perStmt, fanConst(1))
			continue
		}
		f, own, anyT, ok := b.remoteMap(sc.Stmt, true)
		if ok {
			var err, oerr error
			f, err = bspaff.And(pairsIn, f)
			own, oerr = bspaff.And(pairsIn, own)
			ok = err == nil && oerr == nil
		}
		if shared {
			// Unknown (nprocs) for this statement alone.
			fans[sc.Stmt] = nil
			if k := b.fanOf(f); ok && k != nil {
				if !anyT {
					// Congruent targets per iteration, not over the
					// loop's: only for a target fixed for the
					// superstep.
					k = b.congruentFan(sc.Stmt, k)
				}
				fans[sc.Stmt] = fanMax(k, fanConst(1))
			}
			continue
		}
		if !ok {
			return nil
		}
		if b.a.opts.fanPerStatement {
			k := b.fanOf(f)
			if k == nil {
				return nil
			}
			perStmt = fanMax(perStmt, k)
			continue
		}
		if sc.Stmt.Kind == frontend.Get {
			gets = append(gets, f...)
			ownGets = append(ownGets, own...)
		} else {
			puts = append(puts, f...)
			ownPuts = append(ownPuts, own...)
		}
	}
	if shared {
		b.st.seqFans = fans
		return nil
	}
	if b.a.opts.fanPerStatement {
		return perStmt
	}
	// in: the senders of a put to t, plus t when it can run a get; out:
	// the processes that get from t, plus t when it can run a put. With
	// seqOwnPairsOn, t is one of the union's processes (the pairs (t, t)
	// under the statements' guards): once, when it also puts to itself
	// or gets from itself, and not at all when no get (put) can run on
	// it; else it is one more.
	dg, _ := distGets.constant()
	dp, _ := distPuts.constant()
	hasDistGets, hasDistPuts := distGets.e != nil || dg > 0, distPuts.e != nil || dp > 0
	ownIn, ownOut := len(gets) > 0 || hasDistGets, len(puts) > 0 || hasDistPuts
	if seqOwnPairsOn && !b.a.opts.fanNoSelf {
		puts, gets = append(puts, ownGets...), append(gets, ownPuts...)
		ownIn, ownOut = hasDistGets, hasDistPuts
	}
	in, out := b.fanOf(puts), b.fanOf(gets)
	if in == nil || out == nil {
		return nil
	}
	in, out = fanPlus(in, distPuts), fanPlus(out, distGets)
	if ownIn && !b.a.opts.fanNoSelf {
		in = fanAdd(in, 1)
	}
	if ownOut && !b.a.opts.fanNoSelf {
		out = fanAdd(out, 1)
	}
	return fanMax(in, out)
}

// seqSquareOn switches the squares' fans (seqSquare; its test switches
// it off: a remote process pid * pid % nprocs makes the fan unknown).
var seqSquareOn = true

// seqSquare returns the share ceil(nprocs / 2) of c in the fan of its
// step when its remote process is X * X % nprocs with X congruent to
// ±pid + e modulo nprocs (squareRoot) and reading only pid, nprocs and
// the parameters: the same map for the whole superstep, whose fibres
// have at most ceil(p / 2) processes (square.go), so a process receives
// (is asked for) at most ceil(p / 2) times the words of the process that
// runs c the most, added to the others' like seqDistinct's share. nil
// when it does not apply.
func (b *builder) seqSquare(c *frontend.CommStmt) *fanExpr {
	if !seqSquareOn || !squareOn || b.a.opts.noCongruent {
		return nil
	}
	x := b.distinctValue(c)
	if _, ok := b.squareRoot(x); !ok || !scalarLeaves(x, b.fixedLeaf) {
		return nil
	}
	np := &frontend.Ident{Name: b.a.nprocs.Name}
	e := bin(&frontend.ParenExpr{X: bin(np, frontend.ADD, lit64(1))}, frontend.QUO, lit64(2))
	return &fanExpr{e: e, objs: map[*frontend.Ident]*frontend.Object{np: b.a.nprocs}}
}

// congruentFan returns the fan k of c, a fixed map of pid (remoteMap's),
// or gcd(a, nprocs) (gcdFan) when c's remote process is congruent to
// a·pid + e modulo nprocs, 2 <= |a| <= k: the processes s with a·s + e ≡
// t (mod nprocs) are at most gcd(a, nprocs) for every t, where the count
// of the pairs only had a constant.
func (b *builder) congruentFan(c *frontend.CommStmt, k *fanExpr) *fanExpr {
	kc, isConst := k.constant()
	if !isConst || kc < 2 || !congruentOn || b.a.opts.noCongruent {
		return k
	}
	a, ok := b.congruence(b.distinctValue(c))
	if a < 0 {
		a = -a
	}
	if !ok || a < 2 || a > kc {
		return k
	}
	return b.gcdFan(a)
}

// sharedLoop reports whether the executions of the step's sequential
// statements are maximised by one process: a single statement, or
// statements that every process runs alike (uniform) beside others in
// the same loop whose instances are nested (nestedLoop:
// each process runs a prefix of one sequence of the loop's iterations,
// the same words in an instance on every process), so that the process
// that runs the most iterations runs the most words of each. Then, with
// W_j(s) the words of statement j's executions by s and K_j its own fan,
// a process t receives Σ_j Σ_{s in R_j(t)} W_j(s) <= Σ_j K_j W_j(s*) plus
// the words of its own gets, and sends as much the other way: each
// statement is charged max(K_j, 1) times its words, not the union's fan,
// and a statement whose fan is not known costs nprocs alone. So with
// statements that run alike but under ifs over pid whose processes are
// nested sets (pidUniform, guardChain), all the others uniform. Two
// statements in different loops, or under guards over pid in different
// branches, can be run most by two processes that both load one: their
// fan is their union's.
func (b *builder) sharedLoop() bool {
	if b.a.opts.fanSharedAnyLoop {
		return true
	}
	var stmts []*frontend.CommStmt
	for _, sc := range b.st.Seq {
		if !slices.Contains(stmts, sc.Stmt) {
			stmts = append(stmts, sc.Stmt)
		}
	}
	if len(stmts) == 1 {
		return true
	}
	var loop, body frontend.Stmt
	nested, same := true, seqSameBodyOn
	// The guards over pid of the statements that every process runs
	// alike but for them (pidUniform), and whether every other statement
	// is uniform.
	var pidGuards [][]guardKey
	others := false
	for _, c := range stmts {
		if b.uniform(c) {
			continue
		}
		if gs, ok := b.pidUniform(c); ok {
			pidGuards = append(pidGuards, gs)
			continue
		}
		others = true
		if nested {
			l, ok := b.nestedLoop(c, false, false, false)
			nested = ok && (loop == nil || l == loop)
			loop = l
		}
		if same {
			l, ok := b.bodyLoop(c)
			same = ok && (body == nil || l == body)
			body = l
		}
	}
	if len(pidGuards) > 0 {
		// The process that runs the most of the others (the most
		// iterations) need not meet the guards over pid.
		return !others && guardChain(pidGuards)
	}
	return nested || same
}

// seqPidSharedOn switches pidUniform in sharedLoop (its test switches it
// off: statements under guards over pid take their union's fan).
var seqPidSharedOn = true

// guardKey is one guard of a statement: its if and branch.
type guardKey struct {
	stmt    frontend.Stmt
	negated bool
}

// pidUniform reports whether every process runs the executions of c
// that uniform asks for, but under guards that read only pid, nprocs and
// the parameters (the same on a process for the whole superstep): every
// guard of c is replicated or such an if, and returns those ifs,
// outermost first. Then W(s), the words of c run by s, is the same on
// every process that meets them and 0 on the others.
func (b *builder) pidUniform(c *frontend.CommStmt) ([]guardKey, bool) {
	a := b.a
	if !seqPidSharedOn || a.flow.repeat[c] || !b.wordsReplicated(c) {
		return nil, false
	}
	cm := a.ar.Comm(c)
	if cm == nil {
		return nil, false
	}
	var gs []guardKey
	for _, g := range cm.Guards {
		if g.Replicated || seqSameTripsOn && b.sameTrips(g) {
			continue
		}
		if _, isIf := g.Stmt.(*frontend.IfStmt); !isIf || !scalarLeaves(g.Cond, b.fixedLeaf) {
			return nil, false
		}
		gs = append(gs, guardKey{g.Stmt, g.Negated})
	}
	for _, l := range a.innerLoops(c) {
		if hasOwnJump(loopBody(l), true) {
			return nil, false
		}
	}
	return gs, true
}

// guardChain reports whether the guard lists are prefixes of one
// another: the processes that meet them are nested sets, and a process
// of the smallest of them that is not empty meets every list whose set
// is not empty, so it runs the most words of every statement (the
// statements of the empty sets run none).
func guardChain(lists [][]guardKey) bool {
	longest := lists[0]
	for _, l := range lists[1:] {
		if len(l) > len(longest) {
			longest = l
		}
	}
	for _, l := range lists {
		if !slices.Equal(l, longest[:len(l)]) {
			return false
		}
	}
	return true
}

// seqSameBodyOn switches bodyLoop in sharedLoop (its test switches it
// off: statements in one loop body inside another loop of the superstep
// take their union's fan).
var seqSameBodyOn = true

// bodyLoop returns the innermost loop of the superstep around c when c
// runs once in every execution of its body, the same words each time:
// no guard between the loop and c, no break or continue of the loop's
// own in its body, c not repeated through a conditional sync, and c's
// words read only nprocs and the parameters. Statements with the same
// such loop are run n_j·X(s) words by process s, X(s) the executions of
// the body by s, whatever the loops around it: the process that runs
// the body the most runs the most words of each (sharedLoop), though
// the loops outside let processes run different iterations.
func (b *builder) bodyLoop(c *frontend.CommStmt) (frontend.Stmt, bool) {
	a := b.a
	loops := a.innerLoops(c)
	cm := a.ar.Comm(c)
	if a.flow.repeat[c] || len(loops) == 0 || cm == nil || len(cm.Guards) == 0 {
		return nil, false
	}
	l := loops[len(loops)-1]
	fixed := func(id *frontend.Ident) bool {
		o := a.obj(id)
		return o != nil && (o.Kind == frontend.NprocsObj || o.Kind == frontend.ParamObj)
	}
	if cm.Guards[len(cm.Guards)-1].Stmt != l || hasOwnJump(loopBody(l), true) || !scalarLeaves(b.wordsOf(c), fixed) {
		return nil, false
	}
	return l, true
}

// uniform reports whether every process runs the same executions of c
// in a superstep, with the same words: every guard of c (its ifs and
// loops) is replicated, no loop of the superstep around it has a break
// or continue of its own (a process could leave early or skip it), c is
// not repeated through a conditional sync and its words are replicated.
// (fanUniformAnyGuard: whatever the guards, unsound on purpose.)
func (b *builder) uniform(c *frontend.CommStmt) bool {
	a := b.a
	if a.flow.repeat[c] || !b.wordsReplicated(c) {
		return false
	}
	cm := a.ar.Comm(c)
	if cm == nil {
		return false
	}
	for _, g := range cm.Guards {
		if !g.Replicated && !a.opts.fanUniformAnyGuard && !(seqSameTripsOn && b.sameTrips(g)) {
			return false
		}
	}
	for _, l := range a.innerLoops(c) {
		if hasOwnJump(loopBody(l), true) {
			return false
		}
	}
	return true
}

// seqSameTripsOn switches the cyclic while loops that every process runs
// the same number of times in uniform (sameTrips; its test switches it
// off: a statement in `k := pid; while k < nprocs do ...; k := k +
// nprocs end` is not uniform, and takes its union's fan with another
// loop's).
var seqSameTripsOn = true

// sameTrips reports whether g is the guard of a while loop that every
// process runs the same number of times though its condition is not
// replicated: the cyclic distribution of B iterations over the
// processes, `k := pid` right before the loop, its condition k < B (or B
// > k) with B reading only nprocs and the parameters, k written in its
// body only by one k := k + nprocs right in it, no break or continue of
// its own. Process s runs it for k = s, s + p, ... below B: ceil((B -
// s) / p) times for s < B, 0 else, which is B / p on every process when
// B is a multiple of p (multipleOfNprocs; 0 when B <= 0).
func (b *builder) sameTrips(g align.Guard) bool {
	w, isWhile := g.Stmt.(*frontend.WhileStmt)
	if !isWhile || g.Kind != align.GuardWhile || g.Negated {
		return false
	}
	x, ok := frontend.Unparen(w.Cond).(*frontend.BinaryExpr)
	if !ok {
		return false
	}
	kx, bound := x.X, x.Y
	switch x.Op {
	case frontend.LSS:
	case frontend.GTR:
		kx, bound = bound, kx
	default:
		return false
	}
	k, isID := frontend.Unparen(kx).(*frontend.Ident)
	o := b.a.obj(k)
	if !isID || o == nil || b.fixedLeaf(k) || !scalarLeaves(bound, b.fixedLeaf) || !b.multipleOfNprocs(bound) {
		return false
	}
	isObj := func(e frontend.Expr, kind frontend.ObjKind) bool {
		id, ok := frontend.Unparen(e).(*frontend.Ident)
		return ok && b.a.obj(id) != nil && (b.a.obj(id) == o && kind == 0 || kind != 0 && b.a.obj(id).Kind == kind)
	}
	// k := pid right before the loop.
	switch s := unwrapCost(prevStmt(b.a.prog.Body, w)).(type) {
	case *frontend.VarDecl:
		if s.Size != nil || b.a.obj(s.Name) != o || s.Init == nil || !isObj(s.Init, frontend.PidObj) {
			return false
		}
	case *frontend.AssignStmt:
		if !isObj(s.LHS, 0) || !isObj(s.RHS, frontend.PidObj) {
			return false
		}
	default:
		return false
	}
	if hasOwnJump(w.Body, true) {
		return false
	}
	// One k := k + nprocs right in the body, no other write of k.
	steps := 0
	for _, st := range w.Body.Stmts {
		a, isAssign := unwrapCost(st).(*frontend.AssignStmt)
		if !isAssign || !isObj(a.LHS, 0) {
			continue
		}
		sum, isBin := frontend.Unparen(a.RHS).(*frontend.BinaryExpr)
		if !isBin || sum.Op != frontend.ADD || !(isObj(sum.X, 0) && isObj(sum.Y, frontend.NprocsObj) || isObj(sum.Y, 0) && isObj(sum.X, frontend.NprocsObj)) {
			return false
		}
		steps++
	}
	writes := 0
	frontend.Inspect(w.Body, func(n frontend.Node) bool {
		switch s := n.(type) {
		case *frontend.AssignStmt:
			if isObj(s.LHS, 0) {
				writes++
			}
		case *frontend.VarDecl:
			if b.a.obj(s.Name) == o {
				writes += 2
			}
		case *frontend.ForStmt:
			if b.a.obj(s.Var) == o {
				writes += 2
			}
		case *frontend.RecvStmt:
			for _, id := range s.Targets() {
				if b.a.obj(id) == o {
					writes += 2
				}
			}
		}
		return true
	})
	return steps == 1 && writes == 1
}

// multipleOfNprocs reports whether e, reading only nprocs and the
// parameters, is a multiple of nprocs wherever the requires clause
// holds: nprocs, a parameter N with N % nprocs == 0 among the clause's
// conjuncts, a product with one such factor, a sum or difference of
// such terms.
func (b *builder) multipleOfNprocs(e frontend.Expr) bool {
	switch x := frontend.Unparen(e).(type) {
	case *frontend.Ident:
		o := b.a.obj(x)
		if o == nil {
			return false
		}
		if o.Kind == frontend.NprocsObj {
			return true
		}
		if o.Kind != frontend.ParamObj || b.a.prog.Requires == nil {
			return false
		}
		for _, c := range frontend.Conjuncts(b.a.prog.Requires) {
			eq, ok := frontend.Unparen(c).(*frontend.BinaryExpr)
			if !ok || eq.Op != frontend.EQL {
				continue
			}
			rem, zero := eq.X, eq.Y
			if l, isLit := frontend.Unparen(rem).(*frontend.IntLit); isLit && l.Value == 0 {
				rem, zero = zero, rem
			}
			z, isLit := frontend.Unparen(zero).(*frontend.IntLit)
			r, isRem := frontend.Unparen(rem).(*frontend.BinaryExpr)
			if !isLit || z.Value != 0 || !isRem || r.Op != frontend.REM {
				continue
			}
			n, nOK := frontend.Unparen(r.X).(*frontend.Ident)
			d, dOK := frontend.Unparen(r.Y).(*frontend.Ident)
			if nOK && dOK && b.a.obj(n) == o && b.a.obj(d) != nil && b.a.obj(d).Kind == frontend.NprocsObj {
				return true
			}
		}
	case *frontend.BinaryExpr:
		switch x.Op {
		case frontend.MUL:
			return b.multipleOfNprocs(x.X) || b.multipleOfNprocs(x.Y)
		case frontend.ADD, frontend.SUB:
			return b.multipleOfNprocs(x.X) && b.multipleOfNprocs(x.Y)
		}
	}
	return false
}

// prevStmt returns the statement right before s in the block of body
// that holds it (nil when s is first or not found).
func prevStmt(body *frontend.Block, s frontend.Stmt) frontend.Stmt {
	var prev frontend.Stmt
	found := false
	frontend.Inspect(body, func(n frontend.Node) bool {
		blk, ok := n.(*frontend.Block)
		if found || !ok {
			return !found
		}
		for i, st := range blk.Stmts {
			if unwrapCost(st) == s {
				found = true
				if i > 0 {
					prev = blk.Stmts[i-1]
				}
				return false
			}
		}
		return true
	})
	return prev
}

// remoteMap is the formula of the pairs (b.s, b.t) of c: b.s executes c
// and b.t is its remote process, one part per alternative of the
// scalars the remote process reads (values.go), their conditions
// dropped (more pairs, never fewer). ok is false when the remote process
// reads anything but pid, nprocs and the step's parameters, the
// variables that hold one value, the same on every process, for the
// whole superstep: a variable the statement's loops in the superstep
// assign (their counters included), or, for a statement repeated
// through a conditional sync, any of its loops assign, is not one. own
// is the formula of the pairs (b.s, b.s) of the processes that can
// execute c (its guards as the pairs', fanGuard): the process itself,
// the other end of its own transfer. With anyRemote, a remote process
// that reads anything else pairs each process that its guards let run c
// (a guard over pid: fewer than nprocs) with every process
// (seqFanAnyRemoteOn), and anyT says so; ok is false when c has no such
// guard.
func (b *builder) remoteMap(c *frontend.CommStmt, anyRemote bool) (rf, own bspaff.Formula, anyT, ok bool) {
	a := b.a
	cc := &commCtx{c: c, exec: b.s, inner: map[*frontend.Object]*frontend.Object{}, dirty: map[int]bool{}}
	for v := range a.flow.dirty[c] {
		cc.dirty[v] = true
	}
	loops := a.innerLoops(c)
	if a.flow.repeat[c] {
		loops = a.loops[c]
	}
	if a.opts.fanKeepDirty {
		loops, cc.dirty = nil, nil
	}
	for _, l := range loops {
		for v := range a.written(loopBody(l)) {
			cc.dirty[v] = true
		}
		if f, isFor := l.(*frontend.ForStmt); isFor && a.prog.Info.ObjectOf(f.Var) != nil {
			cc.dirty[a.prog.Info.ObjectOf(f.Var).ID] = true
		}
	}
	b.bld.Leaf = func(id *frontend.Ident) (bspaff.Poly, bool) {
		if p, ok := b.fanValue(cc, id); ok {
			return p, true
		}
		return b.leaf(cc, id)
	}
	guard := b.fanGuard(cc)
	self, err := bspaff.Var(b.t).Sub(bspaff.Var(b.s))
	if err != nil {
		return nil, nil, false, false
	}
	for _, g := range guard {
		own = append(own, append(append(bspaff.Conj{}, g...), bspaff.Constraint{Expr: self, Eq: true}))
	}
	for _, al := range b.expand(cc, c.Proc) {
		rpw, err := b.bld.Aff(al.e)
		if err != nil {
			if !anyRemote || !seqFanAnyRemoteOn || len(guard) == 1 && len(guard[0]) == 0 {
				// Without a guard, every process may load one: nprocs.
				return nil, nil, false, false
			}
			// A remote process the model cannot express: any process,
			// from the executors its guards allow.
			rf = nil
			for _, g := range guard {
				rf = append(rf, append(bspaff.Conj{}, g...))
			}
			return rf, own, true, true
		}
		for _, p := range rpw {
			d, err := bspaff.Var(b.t).Sub(p.Val)
			if err != nil {
				return nil, nil, false, false
			}
			for _, g := range guard {
				rf = append(rf, append(append(append(bspaff.Conj{}, g...), p.Cond...), bspaff.Constraint{Expr: d, Eq: true}))
			}
		}
		if len(rf) > maxCases*maxCases {
			return nil, nil, false, false
		}
	}
	return rf, own, false, len(rf) > 0
}

// seqFanValuesOn switches fanValue (its test switches it off: a
// replicated scalar of the step is a parameter of the fan, whose largest
// value is taken over every value of it).
var seqFanValuesOn = true

// fanValue returns, for a scalar that id reads, the one value the value
// pass (values.go) gives it at cc.c: one alternative without conditions,
// affine over pid, nprocs and the program's parameters in one piece
// (`var v := nprocs` ... `if pid + v < nprocs then put(pid + v, ...)`).
// The fan is the largest over the step's parameters, and a scalar kept as
// one of them would take every value there (v = 1: a fan of 2 with the
// other puts of the step) where the statement only ever sees one. On
// every process that executes the statement the scalar holds that value,
// and the guards fanGuard keeps are stable (they read it as the
// statement does).
func (b *builder) fanValue(cc *commCtx, id *frontend.Ident) (bspaff.Poly, bool) {
	o := b.a.obj(id)
	if !seqFanValuesOn || o == nil || o.Kind != frontend.VarObj || cc.inner[o] != nil {
		return bspaff.Poly{}, false
	}
	e, ok := b.plainOneValue(cc, o)
	if !ok {
		return bspaff.Poly{}, false
	}
	pw, err := b.bld.Aff(e)
	if err != nil {
		return bspaff.Poly{}, false
	}
	return pw.Single()
}

// fanGuard is the formula of the processes b.s that can execute cc.c as
// its guards say: the conditions of the ifs and while loops around it
// that are stable there (nothing between the condition and the statement
// writes what it reads), and of the others the conjuncts that read only
// pid, nprocs and parameters, each literal that reads anything but pid,
// nprocs and the step's parameters dropped (cc's leaf: a variable the
// superstep's loops assign is not one), and so are the conditions too
// complex to keep (more processes, never fewer). For loops add nothing:
// their counters are the loops' own. A put under `if pid == 0` in a
// while loop has the fan 1, not nprocs.
func (b *builder) fanGuard(cc *commCtx) bspaff.Formula {
	f := bspaff.True()
	cm := b.a.ar.Comm(cc.c)
	if !seqFanGuardsOn || cm == nil {
		return f
	}
	and := func(cond frontend.Expr, neg bool) {
		gf, _, err := b.condOver(cc, cond, neg)
		if err != nil {
			return
		}
		if r, err := bspaff.And(f, gf); err == nil && len(r) <= maxCases {
			f = r
		}
	}
	if seqFanJumpsOn {
		for _, j := range jumpGuards(b.a.prog.Body, cc.c) {
			if scalarLeaves(j.cond, b.fixedLeaf) {
				and(j.cond, j.neg)
			}
		}
	}
	for _, g := range cm.Guards {
		switch {
		case g.Kind == align.GuardFor:
		case g.Stable || b.a.opts.keepUnstable:
			and(g.Cond, g.Negated)
		case !g.Negated:
			// An unstable condition (`while k < N && pid > 0`, the
			// loop assigning k): its conjuncts over pid, nprocs and
			// the parameters alone, which nothing assigns.
			for _, l := range frontend.Conjuncts(g.Cond) {
				if scalarLeaves(l, b.fixedLeaf) || b.a.opts.fanUnstableConjuncts {
					and(l, false)
				}
			}
		}
	}
	return f
}

// seqFanJumpsOn switches the conditions of the jumps before a statement
// in the fan's guard (jumpGuards; its test switches it off: a put after
// `if pid == 0 then break end` in a loop has every process as a sender).
var seqFanJumpsOn = true

// jumpGuard is a condition that holds (neg: does not hold) whenever a
// statement runs.
type jumpGuard struct {
	cond frontend.Expr
	neg  bool
}

// jumpGuards returns the conditions that the ifs before c in the bodies
// of the loops around it give: an if whose then branch ends in a break
// or continue, before c in a block of c's loop body that holds c (an
// earlier statement of a block on the path from the loop to c), leaves
// the loop's iteration whenever its condition holds there, so c runs in
// an iteration only where it did not (an else branch that ends in one:
// only where it held). The jump belongs to the innermost loop around the
// if, which holds c too. A condition stands for c only when nothing
// between the if and c changes it: fanGuard keeps those that read pid,
// nprocs and the parameters alone.
func jumpGuards(body *frontend.Block, c *frontend.CommStmt) []jumpGuard {
	var out []jumpGuard
	var walk func(b *frontend.Block, inLoop bool) bool
	// stmt reports whether s holds c, collecting the guards on the way.
	stmt := func(s frontend.Stmt, inLoop bool) bool {
		for {
			cs, ok := s.(*frontend.CostStmt)
			if !ok {
				break
			}
			s = cs.Stmt
		}
		switch x := s.(type) {
		case *frontend.CommStmt:
			return x == c
		case *frontend.IfStmt:
			return walk(x.Then, inLoop) || x.Else != nil && walk(x.Else, inLoop)
		case *frontend.WhileStmt:
			return walk(x.Body, true)
		case *frontend.ForStmt:
			return walk(x.Body, true)
		}
		return false
	}
	walk = func(b *frontend.Block, inLoop bool) bool {
		if b == nil {
			return false
		}
		for i, s := range b.Stmts {
			n := len(out)
			if !stmt(s, inLoop) {
				out = out[:n]
				continue
			}
			if !inLoop {
				return true
			}
			var before []jumpGuard
			for _, e := range b.Stmts[:i] {
				for {
					cs, ok := e.(*frontend.CostStmt)
					if !ok {
						break
					}
					e = cs.Stmt
				}
				if x, ok := e.(*frontend.IfStmt); ok {
					if endsInJump(x.Then) {
						before = append(before, jumpGuard{x.Cond, true})
					}
					if x.Else != nil && endsInJump(x.Else) {
						before = append(before, jumpGuard{x.Cond, false})
					}
				}
			}
			out = append(out, before...)
			return true
		}
		return false
	}
	walk(body, false)
	return out
}

// endsInJump reports whether a block's last statement is a break or a
// continue.
func endsInJump(b *frontend.Block) bool {
	if b == nil || len(b.Stmts) == 0 {
		return false
	}
	switch b.Stmts[len(b.Stmts)-1].(type) {
	case *frontend.BreakStmt, *frontend.ContinueStmt:
		return true
	}
	return false
}

// fixedLeaf reports whether id is pid, nprocs or a parameter: a value
// that no statement assigns.
func (b *builder) fixedLeaf(id *frontend.Ident) bool {
	o := b.a.obj(id)
	return o != nil && (o.Kind == frontend.PidObj || o.Kind == frontend.NprocsObj || o.Kind == frontend.ParamObj)
}

// seqDistinctOn switches the distinct remote processes of seqDistinct
// (its test switches it off: such a statement's remote process, which
// its loop changes, makes the fan unknown).
var seqDistinctOn = true

// seqDistinct reports whether c loads each remote process with at most k
// times the words of one process's executions of c, whatever the other
// processes do, and returns that k: its remote process is pid ± e, e -
// pid or pid ^ e with e replicated (one remote process per sender in each
// execution instance, the same iterations: k = 1), or congruent to a·pid
// + e modulo nprocs (at most gcd(a, nprocs) <= |a| per instance,
// congruent.go: k = |a|), the instances that the processes run are nested
// (each process runs c in the instances of a prefix of one sequence),
// and the words of an instance are the same on every process. Then a
// process t receives (is asked for) at most k times the words of the
// instances of the process that runs the most of them, which the
// sequential program charges to that process: the fan of c is k, added
// to the others' (in(t) is at most the sum of each group's share, each at most
// the charge of the worst process, times k). Nested instances: see
// nestedLoop. A put to pid + e under `if pid + e ==
// nprocs - 1` in a loop over e is not one: each iteration another
// process puts, all to the same one.
func (b *builder) seqDistinct(c *frontend.CommStmt) (int64, bool) {
	a := b.a
	if !seqDistinctOn || b.msgs {
		return 0, false
	}
	if _, ok := b.nestedLoop(c, a.opts.fanDistinctAnyGuard, seqPidGuardOn, seqPrefixGuardOn); !ok {
		return 0, false
	}
	k := int64(1)
	if !b.pidPlusReplicated(c) {
		m, ok := b.congruence(b.distinctValue(c))
		if !ok || m == 0 || !congruentOn || a.opts.noCongruent {
			return 0, false
		}
		k = max(m, -m)
	}
	return k, true
}

// nestedLoop returns the one loop of the superstep around c when the
// instances of c that the processes run are nested: each process runs c
// in the instances of a prefix of one sequence, and the words of an
// instance are the same on every process. c is then in exactly one loop
// of the superstep (not repeated through a conditional sync), every
// guard between that loop and c is replicated (the processes that run
// one iteration agree on it; anyGuard: any guard, unsound on purpose),
// the loop's body has no continue of its own, and c's words are
// replicated; a process that leaves the loop early (its condition, a
// break) runs a prefix of the iterations. With pidGuards, a guard over
// pid, nprocs and the parameters is allowed too (pidGuard), and with
// prefixGuards one that holds in a prefix of the iterations on each
// process (prefixGuard).
func (b *builder) nestedLoop(c *frontend.CommStmt, anyGuard, pidGuards, prefixGuards bool) (frontend.Stmt, bool) {
	a := b.a
	if a.flow.repeat[c] {
		return nil, false
	}
	loops := a.innerLoops(c)
	if len(loops) != 1 || !b.wordsReplicated(c) || hasOwnContinue(loopBody(loops[0])) {
		return nil, false
	}
	cm := a.ar.Comm(c)
	if cm == nil {
		return nil, false
	}
	// The guards are outermost first: those after the loop's own are
	// inside it.
	inside := false
	for _, g := range cm.Guards {
		if inside && !g.Replicated && !anyGuard && !(pidGuards && b.pidGuard(g)) && !(prefixGuards && b.prefixGuard(g, loops[0])) {
			return nil, false
		}
		inside = inside || g.Stmt == a.loopStmt(loops[0])
	}
	return loops[0], inside
}

// seqPidGuardOn switches the guards over pid of seqDistinct (its test
// switches it off: a statement under `if pid < nprocs / 2` in its loop
// makes the fan unknown).
var seqPidGuardOn = true

// pidGuard reports whether g is the guard of an if whose condition reads
// only pid, nprocs and the parameters: the same processes satisfy it in
// every iteration of a loop, so that the processes that run c in an
// iteration are those of a fixed set that run the iteration, each of
// which runs a prefix of the loop's iterations, and runs c in each. With
// at most k senders per target among all the processes in an instance,
// a target receives at most k times the words of the instances of the
// process of that set that runs the most: seqDistinct's share. (Not for
// sharedLoop: the process that runs the most iterations may be outside
// the set, and run none of c.)
func (b *builder) pidGuard(g align.Guard) bool {
	_, isIf := g.Stmt.(*frontend.IfStmt)
	return isIf && scalarLeaves(g.Cond, b.fixedLeaf)
}

// seqPrefixGuardOn switches the guards of seqDistinct that hold in a
// prefix of the loop's iterations (prefixGuard; its test switches it
// off: a get from pid - k under `if pid >= k` in a loop doubling k makes
// the fan unknown).
var seqPrefixGuardOn = true

// prefixGuard reports whether g is the guard of an if inside loop l
// whose condition holds, on each process, in a prefix of l's iterations:
// S < B or S <= B (B > S, B >= S, or in an else branch the negation of
// a comparison), B reading only pid, nprocs and the parameters, S the
// variable k or k + X, X + k, k - X with X reading only them, k
// replicated at the if and never decreasing from one iteration to the
// next (monotoneCounter). The if runs at most once an iteration (c is
// in l alone, nestedLoop), where S grows and B stays: once false, the
// condition stays false. A process then runs c in a prefix of the
// iterations (the prefix of those it runs, intersected with the
// guard's), and the one with the longest runs c in every iteration any
// process does: seqDistinct's share holds as it does for replicated
// guards. The get from pid - k under `if pid >= k` while k doubles
// from 1 (a scan's steps in one superstep) has the fan 1.
func (b *builder) prefixGuard(g align.Guard, l frontend.Stmt) bool {
	if _, isIf := g.Stmt.(*frontend.IfStmt); !isIf {
		return false
	}
	x, ok := frontend.Unparen(g.Cond).(*frontend.BinaryExpr)
	if !ok {
		return false
	}
	op := x.Op
	if g.Negated {
		switch op {
		case frontend.LSS:
			op = frontend.GEQ
		case frontend.LEQ:
			op = frontend.GTR
		case frontend.GTR:
			op = frontend.LEQ
		case frontend.GEQ:
			op = frontend.LSS
		default:
			return false
		}
	}
	small, big := x.X, x.Y
	switch op {
	case frontend.LSS, frontend.LEQ:
	case frontend.GTR, frontend.GEQ:
		small, big = big, small
	default:
		return false
	}
	if !scalarLeaves(big, b.fixedLeaf) {
		return false
	}
	k := b.growingTerm(small)
	if k == nil || !b.a.ar.Replicated(k) {
		return false
	}
	return b.monotoneCounter(l, k)
}

// growingTerm returns the identifier k of e when e is k, k + X, X + k or
// k - X with X reading only pid, nprocs and the parameters, and k a
// variable (none of them); nil otherwise.
func (b *builder) growingTerm(e frontend.Expr) *frontend.Ident {
	variable := func(x frontend.Expr) *frontend.Ident {
		id, ok := frontend.Unparen(x).(*frontend.Ident)
		if !ok || b.a.obj(id) == nil || b.fixedLeaf(id) {
			return nil
		}
		return id
	}
	if id := variable(e); id != nil {
		return id
	}
	x, ok := frontend.Unparen(e).(*frontend.BinaryExpr)
	if !ok {
		return nil
	}
	switch x.Op {
	case frontend.ADD:
		if id := variable(x.X); id != nil && scalarLeaves(x.Y, b.fixedLeaf) {
			return id
		}
		if id := variable(x.Y); id != nil && scalarLeaves(x.X, b.fixedLeaf) {
			return id
		}
	case frontend.SUB:
		if id := variable(x.X); id != nil && scalarLeaves(x.Y, b.fixedLeaf) {
			return id
		}
	}
	return nil
}

// monotoneCounter reports whether variable k (its occurrence in a guard
// of l's body) never decreases over l's iterations: l's body writes it
// only by k := k + c with c >= 0 or k := k * c with c >= 1 (constants,
// either order), the latter only where k >= 0 when l starts
// (nonNegativeEntry: every later value is then >= 0 too, and grows); no
// declaration, for loop or message receipt in the body writes it, and l
// is not a for loop over it. Nothing else runs between two iterations
// of l in a superstep (its body holds no sync: the puts and gets land
// after it).
func (b *builder) monotoneCounter(l frontend.Stmt, k *frontend.Ident) bool {
	o := b.a.obj(k)
	if f, isFor := l.(*frontend.ForStmt); isFor && b.a.obj(f.Var) == o {
		return false
	}
	body := loopBody(l)
	if body == nil {
		return false
	}
	isK := func(e frontend.Expr) bool {
		id, ok := frontend.Unparen(e).(*frontend.Ident)
		return ok && b.a.obj(id) == o
	}
	constAtLeast := func(e frontend.Expr, lo int64) bool {
		n, ok := frontend.Unparen(e).(*frontend.IntLit)
		return ok && n.Value >= lo
	}
	ok, mul := true, false
	frontend.Inspect(body, func(n frontend.Node) bool {
		switch s := n.(type) {
		case *frontend.AssignStmt:
			if !isK(s.LHS) {
				break
			}
			x, isBin := frontend.Unparen(s.RHS).(*frontend.BinaryExpr)
			switch {
			case !isBin:
				ok = false
			case x.Op == frontend.ADD && (isK(x.X) && constAtLeast(x.Y, 0) || isK(x.Y) && constAtLeast(x.X, 0)):
			case x.Op == frontend.MUL && (isK(x.X) && constAtLeast(x.Y, 1) || isK(x.Y) && constAtLeast(x.X, 1)):
				mul = true
			default:
				ok = false
			}
		case *frontend.VarDecl:
			ok = ok && b.a.obj(s.Name) != o
		case *frontend.ForStmt:
			ok = ok && b.a.obj(s.Var) != o
		case *frontend.RecvStmt:
			for _, id := range s.Targets() {
				ok = ok && b.a.obj(id) != o
			}
		}
		return ok
	})
	return ok && (!mul || b.nonNegativeEntry(l, o))
}

// nonNegativeEntry reports whether variable o is at least 0 whenever
// loop l starts: the statement right before l sets it (`var k := e`, `k
// := e`) to e whose values align bounds below by 0.
func (b *builder) nonNegativeEntry(l frontend.Stmt, o *frontend.Object) bool {
	var init frontend.Expr
	switch p := unwrapCost(prevStmt(b.a.prog.Body, l)).(type) {
	case *frontend.VarDecl:
		if p.Size == nil && b.a.obj(p.Name) == o {
			init = p.Init
		}
	case *frontend.AssignStmt:
		if id, isID := p.LHS.(*frontend.Ident); isID && b.a.obj(id) == o {
			init = p.RHS
		}
	}
	return init != nil && b.a.ar.Interval(init).Lo >= 0
}

// unwrapCost returns s without the cost annotations around it.
func unwrapCost(s frontend.Stmt) frontend.Stmt {
	for {
		cs, ok := s.(*frontend.CostStmt)
		if !ok {
			return s
		}
		s = cs.Stmt
	}
}

// wordsReplicated reports whether c transfers the same words on every
// process in one execution instance.
func (b *builder) wordsReplicated(c *frontend.CommStmt) bool {
	switch {
	case c.Words != nil:
		return b.a.ar.Replicated(c.Words)
	case c.Src.Slice:
		return b.a.ar.Replicated(c.Src.Hi) && b.a.ar.Replicated(c.Src.Index)
	case c.Dst != nil && c.Dst.Slice:
		return b.a.ar.Replicated(c.Dst.Hi) && b.a.ar.Replicated(c.Dst.Index)
	}
	return true
}

// hasOwnContinue reports whether a loop body holds a continue of its own
// loop (not of a loop nested in it).
func hasOwnContinue(body *frontend.Block) bool {
	return hasOwnJump(body, false)
}

// hasOwnJump reports whether a loop body holds a continue, or with
// breaks a break, of its own loop (not of a loop nested in it).
func hasOwnJump(body *frontend.Block, breaks bool) bool {
	found := false
	frontend.Inspect(body, func(n frontend.Node) bool {
		switch n.(type) {
		case *frontend.ContinueStmt:
			found = true
		case *frontend.BreakStmt:
			found = found || breaks
		case *frontend.WhileStmt, *frontend.ForStmt:
			return false
		}
		return !found
	})
	return found
}

// fanOf returns the largest number of processes s with a pair (s, t) in
// f, over t: 0 for no pair; a constant when one at most maxFan bounds it
// at every value of the parameters, else an expression in nprocs and the
// program's parameters (fanPoly); nil when there is neither.
func (b *builder) fanOf(f bspaff.Formula) *fanExpr {
	return b.countMax(f, []*frontend.Object{b.s})
}

// countMax returns the largest number of points of f over dims (b.s
// among them) per b.t, over t, as fanOf does: 0 for none, a constant at
// most maxFan, an expression (fanPoly), or nil.
func (b *builder) countMax(f bspaff.Formula, dims []*frontend.Object) *fanExpr {
	if len(f) == 0 {
		return fanConst(0)
	}
	// The set's parameters: the columns of f but the dims and the divs,
	// t last.
	params := append(b.setParams(f, append(append([]*frontend.Object{}, dims...), b.t)...), b.t)
	set, err := b.bld.Set(b.namer, params, dims, f)
	if err != nil {
		return nil
	}
	n, _, err := countParts(set.MakeDisjoint(), b.a.counts)
	if err != nil {
		return nil
	}
	m, err := b.maxOver(n, seqFanWork)
	if err != nil {
		return nil
	}
	if k, ok := m.UpperBound(maxFan, seqFanWork, b.a.opts.budget); ok {
		return fanTable(m, params[:len(params)-1], k, seqFanWork, b.a.opts.budget)
	}
	return fanPoly(m, params[:len(params)-1])
}

// Charge returns what the sequential program charges in g per execution
// of s: its words times the fan of its steps (nprocs when not known). The
// occurrence of nprocs it makes is bound in info (nil: not bound, for
// printing).
func (s SeqComm) Charge(info *frontend.Info, nprocs *frontend.Object) frontend.Expr {
	pos := s.Stmt.KwPos
	words := s.Words // the printer parenthesises it where precedence needs
	np := &frontend.Ident{NamePos: pos, Name: nprocs.Name}
	if info != nil {
		info.Bind(np, nprocs)
	}
	var coef frontend.Expr = np
	switch {
	case s.joint != nil:
		if e := s.joint.expr(info, pos); e != nil {
			return e
		}
	case s.fan != nil && s.fan.useful():
		id := &frontend.Ident{Name: nprocs.Name}
		t := &fanExpr{e: s.fan.tableExpr(id), objs: map[*frontend.Ident]*frontend.Object{id: nprocs}}
		if e := t.expr(info, pos); e != nil {
			return &frontend.BinaryExpr{X: &frontend.ParenExpr{Lparen: pos, X: e, Rparen: pos}, Op: frontend.MUL, Y: words, OpPos: pos}
		}
	case s.Fan == 1:
		return words
	case s.Fan > 1:
		lit := &frontend.IntLit{ValuePos: pos, Lit: strconv.FormatInt(s.Fan, 10), Value: s.Fan}
		coef = &frontend.CallExpr{Fun: &frontend.Ident{NamePos: pos, Name: "min"}, Lparen: pos, Args: []frontend.Expr{lit, coef}, Rparen: pos}
	case s.fan != nil:
		if e := s.fan.expr(info, pos); e != nil {
			coef = &frontend.CallExpr{Fun: &frontend.Ident{NamePos: pos, Name: "min"}, Lparen: pos, Args: []frontend.Expr{e, coef}, Rparen: pos}
		}
	}
	return &frontend.BinaryExpr{X: coef, Op: frontend.MUL, Y: words, OpPos: pos}
}

// setFans sets the Fan of every sequential statement of res: the largest
// fan of the steps it is sequential in (0, nprocs, when one of them has
// none).
func setFans(res *Result) {
	fan := map[*frontend.CommStmt]*fanExpr{}
	unknown := map[*frontend.CommStmt]bool{}
	for _, st := range res.Steps {
		for _, sc := range st.Seq {
			k := st.seqFan
			if st.seqFans != nil {
				k = st.seqFans[sc.Stmt]
			}
			if c, isConst := k.constant(); k == nil || isConst && c == 0 {
				unknown[sc.Stmt] = true
				continue
			}
			if prev, ok := fan[sc.Stmt]; ok {
				k = fanMax(prev, k)
			}
			fan[sc.Stmt] = k
		}
	}
	joint := jointCharges(res)
	defer setFirsts(res, joint)
	for _, st := range res.Steps {
		for i := range st.Seq {
			c := st.Seq[i].Stmt
			if k, ok := joint[c]; ok {
				st.Seq[i].joint = k
				continue
			}
			if unknown[c] {
				continue
			}
			if k, isConst := fan[c].constant(); isConst {
				st.Seq[i].Fan = k
				if fan[c].tab != nil {
					st.Seq[i].fan = fan[c]
				}
			} else if !fan[c].isNprocs() {
				st.Seq[i].fan = fan[c]
			}
		}
	}
}
