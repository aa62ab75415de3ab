package nondet

import (
	"slices"
	"sort"

	"bspcost/align"
	"bspcost/budget"
	"bspcost/frontend"
	"bspcost/frontend/intsem"
	"bspcost/polyhedra/bspaff"
)

// Facts from an abstract interpretation. A forward analysis of the source
// program as run by one process with an arbitrary pid (0 <= pid < nprocs,
// the requires clause on the parameters) computes, at every sync, linear
// constraints over that process's scalars, pid, nprocs, the parameters and
// the replicated variables (domain.go): ranges with symbolic bounds
// (0 <= x < nprocs, x <= n) and relations (lo == pid * b, x <= pid). As the
// state describes every process at that sync, what it says holds on every
// process there, and so after `pid := any` and the havoc of the varying
// scalars for the process the sequential program goes on with: expand
// (live.go) writes the constraints that mention a havocked live scalar as
// `assume` facts.
//
// Transfer functions: assignments and declarations of affine expressions
// (bspaff's pieces: min, max and division by constants are joined over their
// cases, a division's floor column eliminated) are exact up to the domain's
// joins; anything else (`any`, array elements, products the bridge cannot
// express) forgets the variable, keeping the interval align computed for the
// right-hand side. Conditions of ifs and loops (and their negation on the
// other branch and at a while loop's exit) are assumed, over-approximated
// when the bridge cannot express a literal (CondOver). A for loop assumes
// lo <= i <= hi in its body, i > hi after it (hi and the step evaluated once,
// the step >= 1). At a sync the scalars that a put or get of the
// superstep it ends may write are forgotten (other processes' words land
// there; absint_pending.go): the other destinations keep their facts. An
// array's declaration assumes its length >= 0 (a negative one is a
// run-time error). Scalars never read again take no room (absint_live.go).
// A loop head is iterated
// with one join then widening; past maxLoopIter rounds the head keeps only
// the constraints over variables the loop never assigns. The whole analysis
// has a pool of statements proportional to the program, drawn from the
// analysis's budget (budget.Pool); past it there are no facts at all (the
// result is discarded, never used half-done).

// noAbsint switches the facts of the abstract interpretation off (the
// mutation check of their tests).
var noAbsint bool

const (
	widenDelay  = 1
	maxLoopIter = 12
)

type absint struct {
	info    *frontend.Info // the program's bindings
	ar      *align.Result
	b       *bspaff.Builder
	divs    map[*frontend.Object]int // the builder's divs, by index
	commDst []*frontend.Object
	commIdx map[*frontend.Object]int // an object's index in commDst
	// pending is the destinations each sync may change
	// (absint_pending.go).
	pending map[*frontend.SyncStmt]dstSet
	live    *srcLive // the source's dead scalars (absint_live.go)
	at      map[*frontend.SyncStmt]*astate
	loops   []*loopCtx
	// stmts is the statements the analysis may visit (a precision
	// limit: past it, no facts), drawn from the analysis's budget.
	stmts  *budget.Pool
	failed bool
	opsErr error // the budget's error, once it ran out
}

type loopCtx struct {
	brk, cont *astate
	// inv is the constraints of the loop's entry over variables the loop
	// never writes: they hold all through its body.
	inv []*cons
}

// noLoopInv switches off the re-adding of loops' invariant constraints
// (the mutation check of TestLoopInvariantKept).
var noLoopInv bool

// loopInv returns the constraints of entry whose variables the loop (body,
// and modified) never writes: no assignment, declaration or receive in the
// body, no put or get landing at one of its syncs, no div of the builder.
// They hold at every point of every iteration, so that the cap, which
// drops constraints of a state with many scalars, need not lose them for
// good: a count's bound set before a loop (n <= nz) comes back at the
// loop's syncs.
func (a *absint) loopInv(entry *astate, body *frontend.Block, modified []*frontend.Object) []*cons {
	if noLoopInv || entry == nil || len(entry.cs) == 0 {
		return nil
	}
	written := map[*frontend.Object]bool{}
	for _, o := range append(assignedIn(a.info, body), modified...) {
		written[o] = true
	}
	pend := a.pendingIn(body)
	for i, o := range a.commDst {
		if noPendingComm || pend.has(i) {
			written[o] = true
		}
	}
	var inv []*cons
next:
	for _, c := range entry.cs {
		for _, t := range c.terms {
			for _, v := range t.vars {
				if _, div := a.divs[v]; div || written[v] {
					continue next
				}
			}
		}
		inv = append(inv, c)
	}
	return inv
}

// withInv is st with the invariant constraints of the enclosing loops
// re-added in front of the cap.
func (a *absint) withInv(st *astate) *astate {
	var inv []*cons
	for _, l := range a.loops {
		inv = append(inv, l.inv...)
	}
	return st.withKept(inv)
}

// noChainBounds makes the join's differences use only the variables'
// one-variable bounds, not those one two-variable constraint gives.
var noChainBounds bool

// chainBounds is b (s's one-variable bounds) tightened once through s's
// constraints ±u ± v + c >= 0: k == lo with lo == 0 bounds k, so that the
// join's differences see a loop counter defined relative to another
// (a for loop's i := lo). Every bound follows from s, so it holds
// wherever s does.
func chainBounds(s *astate, b varBounds) varBounds {
	out := slices.Clone(b)
	for _, c := range s.cs {
		if len(c.terms) != 2 || len(c.terms[0].vars) != 1 || len(c.terms[1].vars) != 1 {
			continue
		}
		for k := 0; k < 2; k++ {
			u, v := c.terms[k], c.terms[1-k]
			if (u.coef != 1 && u.coef != -1) || (v.coef != 1 && v.coef != -1) {
				continue
			}
			bv, ok := b.get(v.vars[0])
			if !ok {
				continue
			}
			// u.coef * u >= -(v.coef * v + c)
			rhs := bv.Scale(v.coef).Add(intsem.Point(c.c)).Neg()
			iv := intsem.Top
			if u.coef == 1 {
				iv.Lo = rhs.Lo
			} else {
				iv.Hi = rhs.Neg().Hi
			}
			x := u.vars[0]
			i := slices.IndexFunc(out, func(e varBound) bool { return e.v == x })
			if i < 0 {
				out = append(out, varBound{x, iv})
				continue
			}
			out[i].iv.Lo = max(out[i].iv.Lo, iv.Lo)
			out[i].iv.Hi = min(out[i].iv.Hi, iv.Hi)
		}
	}
	return out
}

// withChainBounds is s with chainBounds as the bounds its entailment
// reads (the same constraints: the bounds follow from them).
func withChainBounds(s *astate) *astate {
	return &astate{cs: s.cs, bounds: chainBounds(s, s.varBounds()), haveB: true}
}

// noArrayLength makes an array's declaration say nothing of its length
// (the mutation check of TestArrayLength).
var noArrayLength bool

// noJoinImplied makes the join add the differences that the joined
// variables' own bounds imply.
var noJoinImplied bool

// maxDiffVars bounds the variables whose differences a join tries.
const maxDiffVars = 8

// noSameConstDiff makes the join's differences consider the variables
// that are the same constant on both sides too (the mutation check of
// TestCapKeepsCount).
var noSameConstDiff bool

// join is the domain's join plus the differences u - v of the variables
// that both sides bound on both sides: the relations that states of
// constants imply without writing them (x = 0, k = 0 at a loop's entry
// and x <= 1, k = 1 after one iteration give x <= k), as a zone domain
// would keep them. Both sides' entailment reads the bounds chainBounds
// gives: a for loop's counter is i == lo with lo == 0, a bound no
// one-variable constraint writes, and without it neither the counter's
// difference with a scalar counted alongside (nrows == k) nor i <= hi + 1
// at the entry would survive the loop head's join.
func (a *absint) join(s, t *astate) *astate {
	if s == nil || t == nil {
		return join(s, t)
	}
	if !noChainBounds {
		s, t = withChainBounds(s), withChainBounds(t)
	}
	r := join(s, t)
	bs, bt := s.varBounds(), t.varBounds()
	var vars []*frontend.Object
	for _, e := range bs {
		jv, ok := bt.get(e.v)
		if !ok || !e.iv.Finite() || !jv.Finite() {
			continue
		}
		// The same constant on both sides: its difference with any
		// other variable is what the joined bounds say, and it would
		// take the place among the maxDiffVars of a variable the
		// join's two sides see differently (a counter and a count).
		if !noSameConstDiff && e.iv.Lo == e.iv.Hi && jv == e.iv {
			continue
		}
		vars = append(vars, e.v)
	}
	if len(vars) < 2 {
		return r
	}
	sort.Slice(vars, func(i, j int) bool { return vars[i].ID < vars[j].ID })
	if len(vars) > maxDiffVars {
		vars = vars[:maxDiffVars]
	}
	var ps []bspaff.Poly
	br := r.varBounds()
	for _, u := range vars {
		for _, v := range vars {
			if u == v {
				continue
			}
			lo := min(bs.at(u).Sub(bs.at(v)).Lo, bt.at(u).Sub(bt.at(v)).Lo)
			if lo == intsem.MinInt || intsem.AbsU(lo) > maxConst {
				continue
			}
			if !noJoinImplied {
				// Implied by the joined bounds of u and v (a constant
				// on both sides, say): it would only take the room
				// of a constraint that says more.
				if ru, ok := br.get(u); ok {
					if rv, ok := br.get(v); ok && ru.Sub(rv).Lo >= lo {
						continue
					}
				}
			}
			d, err := bspaff.Var(u).Sub(bspaff.Var(v))
			if err != nil {
				continue
			}
			if d, err = d.Sub(bspaff.Const(lo)); err == nil {
				ps = append(ps, d) // u - v >= lo
			}
		}
	}
	return r.add(ps...)
}

// analyzeFacts returns the constraints that hold on every process at each
// sync (after its puts and gets landed), or nil when the analysis ran out
// of its pool of statements (a precision limit: no facts), or the analysis
// budget's error when that ran out.
func analyzeFacts(prog *frontend.Program, ar *align.Result, b *budget.Budget) (map[*frontend.SyncStmt]*astate, error) {
	a := &absint{info: prog.Info, ar: ar, divs: map[*frontend.Object]int{}, at: map[*frontend.SyncStmt]*astate{}, commIdx: map[*frontend.Object]int{}}
	vars := bspaff.VarCache{} // one Var per object, not per occurrence
	a.b = &bspaff.Builder{Leaf: func(id *frontend.Ident) (bspaff.Poly, bool) {
		o := prog.Info.ObjectOf(id)
		if o == nil {
			return bspaff.Poly{}, false
		}
		switch o.Kind {
		case frontend.PidObj, frontend.NprocsObj, frontend.ParamObj, frontend.VarObj, frontend.LoopVarObj:
			return vars.Var(o), true
		}
		return bspaff.Poly{}, false
	}}
	n := 0
	seen := map[*frontend.Object]bool{}
	frontend.Inspect(prog.Body, func(nd frontend.Node) bool {
		n++
		if c, ok := nd.(*frontend.CommStmt); ok && c.Dst != nil && c.Dst.Var != nil {
			if o := prog.Info.ObjectOf(c.Dst.Var); o != nil && o.Kind != frontend.ArrayObj && !seen[o] {
				seen[o] = true
				a.commIdx[o] = len(a.commDst)
				a.commDst = append(a.commDst, o)
			}
		}
		return true
	})
	a.stmts = b.Pool(int64(3000 + 10*n))
	a.pendingAtSyncs(prog.Body)
	a.live = liveScalars(prog.Info, prog.Body)
	var pid, np *frontend.Object
	for _, o := range prog.Objects {
		switch o.Kind {
		case frontend.PidObj:
			pid = o
		case frontend.NprocsObj:
			np = o
		}
	}
	st := newState()
	if pid != nil && np != nil {
		p, _ := bspaff.Var(np).Sub(bspaff.Var(pid))
		p, _ = p.Sub(bspaff.Const(1))
		q, _ := bspaff.Var(np).Sub(bspaff.Const(1))
		st = st.add(bspaff.Var(pid), p, q)
	}
	if prog.Requires != nil {
		st = a.guard(st, prog.Requires, false)
	}
	a.block(prog.Body, st)
	if a.opsErr != nil {
		return nil, a.opsErr
	}
	if a.failed {
		return nil, nil
	}
	out := map[*frontend.SyncStmt]*astate{}
	for s, st := range a.at {
		if st != nil {
			out[s] = st
		}
	}
	return out, nil
}

func (a *absint) block(b *frontend.Block, st *astate) *astate {
	if b == nil {
		return st
	}
	var decls []*frontend.Object
	for i, s := range b.Stmts {
		st = a.stmt(s, st)
		if i+1 < len(b.Stmts) {
			st = a.dropDead(st, s, b.Stmts[i+1])
		}
		if d, ok := s.(*frontend.VarDecl); ok && a.info.ObjectOf(d.Name) != nil {
			decls = append(decls, a.info.ObjectOf(d.Name))
		}
		if c, ok := s.(*frontend.CostStmt); ok {
			if d, ok := c.Stmt.(*frontend.VarDecl); ok && a.info.ObjectOf(d.Name) != nil {
				decls = append(decls, a.info.ObjectOf(d.Name))
			}
		}
	}
	// Out of scope: what relates them to the others stays.
	for _, o := range decls {
		st = st.project(o)
	}
	return st
}

// forgetComm projects the scalars of commDst that which holds (all of
// them when all) out of st, in commDst's order. A projection of a variable that no
// constraint mentions leaves the state as it is, so only the destinations
// st mentions are projected: a state holds a few dozen constraints, and a
// program may have a destination per superstep, which a projection of
// each at each sync would make quadratic in the program's size.
func (a *absint) forgetComm(st *astate, which dstSet, all bool) *astate {
	if st == nil || (!all && len(which) == 0) {
		return st
	}
	var idx []int
	for _, c := range st.cs {
		for _, t := range c.terms {
			for _, w := range t.vars {
				if i, ok := a.commIdx[w]; ok && (all || which.has(i)) {
					idx = append(idx, i)
				}
			}
		}
	}
	slices.Sort(idx)
	for _, i := range slices.Compact(idx) {
		st = st.project(a.commDst[i])
	}
	return st
}

func (a *absint) stmt(s frontend.Stmt, st *astate) *astate {
	if st == nil || a.failed {
		return nil
	}
	if ok, err := a.stmts.Take(1); err != nil || !ok {
		a.failed, a.opsErr = true, err
		return nil
	}
	switch s := s.(type) {
	case *frontend.CostStmt:
		return a.stmt(s.Stmt, st)
	case *frontend.VarDecl:
		if s.Size != nil && !noArrayLength {
			// A negative length is a run-time error: the runs that go
			// on have a length >= 0 (nz + 1 >= 0 bounds the count of
			// a loop up to nz, which may not run).
			return a.guard(st, &frontend.BinaryExpr{X: s.Size, OpPos: s.Size.Pos(), Op: frontend.GEQ, Y: &frontend.IntLit{ValuePos: s.Size.Pos(), Lit: "0"}}, false)
		}
		if a.info.ObjectOf(s.Name) == nil || s.Size != nil {
			return st
		}
		if s.Init == nil || a.deadTarget(s) {
			return st.project(a.info.ObjectOf(s.Name)) // input data, or dead
		}
		return a.assign(st, a.info.ObjectOf(s.Name), s.Init)
	case *frontend.AssignStmt:
		if id, ok := s.LHS.(*frontend.Ident); ok && a.info.ObjectOf(id) != nil {
			if a.deadTarget(s) {
				return st.project(a.info.ObjectOf(id))
			}
			return a.assign(st, a.info.ObjectOf(id), s.RHS)
		}
		return st // an array element
	case *frontend.AssumeStmt:
		return a.guard(st, s.Cond, false)
	case *frontend.IfStmt:
		then := a.block(s.Then, a.guard(st, s.Cond, false))
		other := a.guard(st, s.Cond, true)
		if s.Else != nil {
			other = a.block(s.Else, other)
		}
		return a.join(then, other)
	case *frontend.WhileStmt:
		return a.loop(st, s.Body, func(h *astate, exit bool) *astate { return a.guard(h, s.Cond, exit) }, nil, nil)
	case *frontend.ForStmt:
		return a.forStmt(s, st)
	case *frontend.BreakStmt:
		if n := len(a.loops); n > 0 {
			a.loops[n-1].brk = a.join(a.loops[n-1].brk, st)
		}
		return nil
	case *frontend.ContinueStmt:
		if n := len(a.loops); n > 0 {
			a.loops[n-1].cont = a.join(a.loops[n-1].cont, st)
		}
		return nil
	case *frontend.RecvStmt:
		// What a queue statement writes is data, at once.
		for _, id := range s.Targets() {
			if o := a.info.ObjectOf(id); o != nil && o.Kind == frontend.VarObj && !noRecvWrites {
				st = st.project(o)
			}
		}
		return st
	case *frontend.SyncStmt:
		st = a.withInv(a.forgetComm(st, a.forgetAt(s), noPendingComm))
		a.at[s] = a.join(a.at[s], st)
		return st
	}
	// Skip, puts and gets (their writes land at the sync).
	return st
}

// loop iterates a loop's head to a post-fixpoint: cond(h, false) is the
// state entering the body from head h, cond(h, true) the state leaving the
// loop; step (may be nil) follows the body and continue; modified are
// extra variables the loop changes (the for loop's counter).
func (a *absint) loop(entry *astate, body *frontend.Block, cond func(h *astate, exit bool) *astate, step func(*astate) *astate, modified []*frontend.Object) *astate {
	head := entry
	inv := a.loopInv(entry, body, modified)
	for iter := 0; ; iter++ {
		ctx := &loopCtx{inv: inv}
		a.loops = append(a.loops, ctx)
		out := a.block(body, a.withInv(cond(head, false)))
		a.loops = a.loops[:len(a.loops)-1]
		out = a.join(out, ctx.cont)
		if step != nil {
			out = step(out)
		}
		if a.failed {
			return nil
		}
		next := a.join(entry, out)
		if leq(next, head) {
			return a.join(cond(head, true), ctx.brk)
		}
		switch {
		case iter < widenDelay:
			head = a.join(head, next)
		case iter < maxLoopIter:
			head = widen(head, next)
		default:
			// Give up on the loop's own variables: the constraints over
			// variables it never assigns hold at every iteration.
			head = entry
			for _, o := range append(assignedIn(a.info, body), modified...) {
				head = head.project(o)
			}
			head = a.forgetComm(head, a.pendingIn(body), noPendingComm)
			ctx := &loopCtx{}
			a.loops = append(a.loops, ctx)
			a.block(body, cond(head, false))
			a.loops = a.loops[:len(a.loops)-1]
			return a.join(cond(head, true), ctx.brk)
		}
	}
}

// assignedIn lists the scalars a block assigns or declares.
func assignedIn(info *frontend.Info, b *frontend.Block) []*frontend.Object {
	var out []*frontend.Object
	frontend.Inspect(b, func(n frontend.Node) bool {
		switch s := n.(type) {
		case *frontend.VarDecl:
			if o := info.ObjectOf(s.Name); o != nil {
				out = append(out, o)
			}
		case *frontend.AssignStmt:
			if id, ok := s.LHS.(*frontend.Ident); ok && info.ObjectOf(id) != nil {
				out = append(out, info.ObjectOf(id))
			}
		case *frontend.ForStmt:
			if s.Var != nil && info.ObjectOf(s.Var) != nil {
				out = append(out, info.ObjectOf(s.Var))
			}
		case *frontend.RecvStmt:
			for _, id := range s.Targets() {
				if o := info.ObjectOf(id); o != nil && o.Kind == frontend.VarObj {
					out = append(out, o)
				}
			}
		}
		return true
	})
	return out
}

func (a *absint) forStmt(f *frontend.ForStmt, st *astate) *astate {
	if f.Var == nil || a.info.ObjectOf(f.Var) == nil {
		return nil
	}
	i := a.info.ObjectOf(f.Var)
	hi, lo := a.b.NewVar("hi"), a.b.NewVar("lo")
	hidden := []*frontend.Object{i, hi, lo}
	st = a.assign(st, hi, f.Hi)
	st = a.assign(st, lo, f.Lo)
	// A literal step stays a constant; another is a column >= 1 (a
	// non-positive step is a runtime error).
	stepP := bspaff.Const(1)
	if l, ok := f.Step.(*frontend.IntLit); ok {
		stepP = bspaff.Const(l.Value)
	} else if f.Step != nil {
		step := a.b.NewVar("step")
		hidden = append(hidden, step)
		st = a.assign(st, step, f.Step)
		stepP = bspaff.Var(step)
		stepM1, _ := stepP.Sub(bspaff.Const(1))
		st = st.add(stepM1)
	}
	if c, ok := stepP.IsConst(); ok && c < 1 {
		return nil
	}
	// Each column's Var made once (a Poly is never changed once made):
	// forStmt runs again at every pass of an enclosing loop's fixpoint.
	vi, vhi := bspaff.Var(i), bspaff.Var(hi)
	st = a.assignPoly(st, i, bspaff.Var(lo))
	hiMinusI, _ := vhi.Sub(vi)
	iMinusHi1, _ := vi.Sub(vhi)
	iMinusHi1, _ = iMinusHi1.Sub(bspaff.Const(1))
	next, _ := vi.Add(stepP)
	out := a.loop(st, f.Body, func(h *astate, exit bool) *astate {
		if exit {
			return h.add(iMinusHi1)
		}
		return h.add(hiMinusI)
	}, func(s *astate) *astate { return a.assignPoly(s, i, next) }, []*frontend.Object{i})
	for _, o := range hidden {
		out = out.project(o)
	}
	return out
}

// assign is st after x := e.
func (a *absint) assign(st *astate, x *frontend.Object, e frontend.Expr) *astate {
	if st == nil {
		return nil
	}
	pw, err := a.b.Expr(e)
	if err != nil || len(pw) > maxDisjuncts {
		st = st.project(x)
		if iv := a.ar.Interval(e); iv != intsem.Top {
			// What align knows of e on every process.
			if iv.Lo != intsem.MinInt {
				p, _ := bspaff.Var(x).Sub(bspaff.Const(iv.Lo))
				st = st.add(p)
			}
			if iv.Hi != intsem.MaxInt {
				p, _ := bspaff.Const(iv.Hi).Sub(bspaff.Var(x))
				st = st.add(p)
			}
		}
		return st
	}
	var out *astate
	for _, pc := range pw {
		var ps []bspaff.Poly
		for _, k := range pc.Cond {
			ps = append(ps, k.Expr)
		}
		s, divs := a.defineDivs(st, append(ps, pc.Val)...)
		s = a.assignPoly(a.conj(s, pc.Cond), x, pc.Val)
		out = a.join(out, dropDivs(s, divs))
	}
	return out
}

// assignPoly is st after x := v (v may mention x and divs).
func (a *absint) assignPoly(st *astate, x *frontend.Object, v bspaff.Poly) *astate {
	if st == nil {
		return nil
	}
	if !v.Uses(x) {
		d, err := bspaff.Var(x).Sub(v)
		st = st.project(x)
		if err != nil {
			return st
		}
		return a.equal(st, d)
	}
	// x := x + r, r free of x: substitute x - r for x (exact).
	if r, err := v.Sub(bspaff.Var(x)); err == nil && !r.Uses(x) {
		back, err := bspaff.Var(x).Sub(r)
		if err == nil {
			return substState(st, x, back)
		}
	}
	// Otherwise through a fresh column: x' == v, forget x, rename.
	y := a.b.NewVar(x.Name)
	d, err := bspaff.Var(y).Sub(v)
	if err != nil {
		return st.project(x)
	}
	s := a.equal(st, d).project(x)
	if s == nil {
		return nil
	}
	return substState(s, y, bspaff.Var(x))
}

// substState is st with q substituted for x in its constraints (one whose
// substitution overflows is dropped); the constraints without x are kept
// as they are (normalised already).
func substState(st *astate, x *frontend.Object, q bspaff.Poly) *astate {
	// Subst's product a·q fails on a q of more terms than bspaff's
	// products allow: substCons, which scales q, is only exact for a q
	// that a product accepts.
	_, err := bspaff.Const(1).Mul(q)
	fast := err == nil
	// q = x + k (a loop's step: x := x - k substituted back) shifts the
	// constant of a constraint linear in x by a·k and changes nothing
	// else: the constraint keeps its terms and keys (normalise would give
	// them again), with Subst's overflow (one product, one sum) and
	// normalise's cap on constants.
	qv := q.Vars()
	shift := len(qv) == 1 && qv[0] == x && q.Degree() == 1 && q.Coef(x) == 1
	qk := q.ConstValue()
	// At most len(st.cs) <= maxCons (96) constraints, which consState does
	// not keep: on the stack.
	var arr [96]*cons
	cs := arr[:0]
	// In st's order (by key): addCons keeps the tightest constraint per
	// key and finds a contradiction whatever the order, so the sort by
	// columns that sorted would make is not needed.
	for _, c := range st.cs {
		if !c.p.Uses(x) {
			cs = append(cs, c)
			continue
		}
		if shift {
			if a, linear := linearCoef(c, x); linear {
				m, ok1 := intsem.Mul(a, qk)
				k, ok2 := intsem.Add(c.c, m)
				if !ok1 || !ok2 {
					continue // Subst overflows: dropped
				}
				p, err := c.p.AddConst(m)
				if err != nil {
					continue
				}
				if intsem.AbsU(k) <= maxConst {
					cs = append(cs, &cons{p: p, key: c.key, negKey: c.negKey, c: k, terms: c.terms})
				}
				continue
			}
		}
		var p bspaff.Poly
		var err error
		if fast {
			p, err = substCons(c, x, q)
		} else {
			p, err = c.p.Subst(x, q)
		}
		if err != nil {
			continue
		}
		n, trivial, ok := normalise(p)
		if !ok {
			return nil
		}
		if trivial || n == nil {
			continue
		}
		cs = append(cs, n)
	}
	return consState(nil, cs)
}

// equal is st ∧ d == 0.
func (a *absint) equal(st *astate, d bspaff.Poly) *astate {
	n, err := d.Scale(-1)
	if err != nil {
		return st
	}
	return st.add(d, n)
}

// conj is st ∧ the constraints of c.
func (a *absint) conj(st *astate, c bspaff.Conj) *astate {
	for _, k := range c {
		if k.Eq {
			st = a.equal(st, k.Expr)
		} else {
			st = st.add(k.Expr)
		}
	}
	return st
}

// guard is st where e holds (or fails, when neg).
func (a *absint) guard(st *astate, e frontend.Expr, neg bool) *astate {
	if st == nil {
		return nil
	}
	f, err := a.b.Cond(e, neg)
	if err != nil {
		if f, _, err = a.b.CondOver(e, neg); err != nil {
			return st
		}
	}
	if len(f) > maxDisjuncts {
		return st
	}
	var out *astate
	for _, c := range f {
		var ps []bspaff.Poly
		for _, k := range c {
			ps = append(ps, k.Expr)
		}
		s, divs := a.defineDivs(st, ps...)
		out = a.join(out, dropDivs(a.conj(s, c), divs))
	}
	return out
}

// defineDivs returns st with the definitions of the div columns that ps
// use, den*d <= num <= den*d + den - 1 (floor division, den > 0), added
// (a div's numerator may use earlier divs, defined too), and those divs,
// latest first: the order dropDivs eliminates them in. The definitions
// must be added before an assignment changes a numerator's variables.
func (a *absint) defineDivs(st *astate, ps ...bspaff.Poly) (*astate, []*frontend.Object) {
	for _, d := range a.b.Divs()[len(a.divs):] {
		a.divs[d.Var] = len(a.divs)
	}
	divs := a.b.Divs()
	pending := map[int]bool{}
	for _, p := range ps {
		for _, v := range p.Vars() {
			if i, ok := a.divs[v]; ok {
				pending[i] = true
			}
		}
	}
	var used []*frontend.Object
	for len(pending) > 0 {
		top := -1
		for i := range pending {
			top = max(top, i)
		}
		delete(pending, top)
		d := divs[top]
		used = append(used, d.Var)
		for _, v := range d.Num.Vars() {
			if i, ok := a.divs[v]; ok {
				pending[i] = true
			}
		}
		if dd, err := bspaff.Var(d.Var).Scale(d.Den); err == nil {
			lo, err1 := d.Num.Sub(dd) // num - den*d >= 0
			hi, err2 := dd.Sub(d.Num) // den*d + den - 1 - num >= 0
			if err1 == nil && err2 == nil {
				if hi, err2 = hi.AddConst(d.Den - 1); err2 == nil {
					st = st.add(lo, hi)
				}
			}
		}
	}
	return st, used
}

// dropDivs eliminates the divs (latest first).
func dropDivs(st *astate, divs []*frontend.Object) *astate {
	for _, d := range divs {
		st = st.project(d)
	}
	return st
}

// substCons is c.p.Subst(x, q), computed as c.p - a·x + a·q when x occurs
// in c only in its degree-one term a·x (the common case): the same
// polynomial (bspaff's are canonical), with the same overflows (each
// coefficient is the same sum of the same two products), without the
// term-by-term products of Subst.
func substCons(c *cons, x *frontend.Object, q bspaff.Poly) (bspaff.Poly, error) {
	for _, t := range c.terms {
		if len(t.vars) < 2 {
			continue
		}
		for _, v := range t.vars {
			if v == x {
				return c.p.Subst(x, q)
			}
		}
	}
	a := c.p.Coef(x)
	ax, err := bspaff.Var(x).Scale(-a)
	if err != nil {
		return c.p.Subst(x, q)
	}
	aq, err := q.Scale(a)
	if err != nil {
		return bspaff.Poly{}, err
	}
	p, err := c.p.Add(ax)
	if err != nil {
		return bspaff.Poly{}, err
	}
	return p.Add(aq)
}

// linearCoef returns the coefficient of the term x of c, and whether x
// occurs in c only there (in no product).
func linearCoef(c *cons, x *frontend.Object) (int64, bool) {
	var a int64
	for _, t := range c.terms {
		for _, w := range t.vars {
			if w != x {
				continue
			}
			if len(t.vars) > 1 {
				return 0, false
			}
			a = t.coef
		}
	}
	return a, true
}
