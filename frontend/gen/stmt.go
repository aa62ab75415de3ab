package gen

import (
	fe "bspcost/frontend"
)

// ctx is where a statement is generated.
type ctx struct {
	depth int
	// pid says the control here depends on the process (a pid- or
	// data-dependent condition or loop bound encloses it, or a loop whose
	// body may be left differently by different processes): no sync may be
	// generated, and assignments make variables non-replicated.
	pid  bool
	mult int64     // upper bound on how often a statement here executes
	loop *loopInfo // innermost enclosing loop; nil outside loops
	// reach says every run executes this point (for all p and parameter
	// values), unless a break or continue was generated since breaks was
	// recorded: only there is a violation injected, so that it is live.
	reach  bool
	breaks int
}

// reached says the statement about to be generated in c runs in every
// execution.
func (g *gen) reached(c ctx) bool {
	return c.reach && (c.loop == nil || g.breaks == c.breaks)
}

type loopInfo struct {
	// divergent loops run their body under pid control (their bound or an
	// enclosing condition depends on pid, or they may break on pid), so
	// they never contain a sync and may break or continue on any condition.
	divergent bool
	// canContinue is false in while loops whose counter is updated at the
	// end of the body: a continue would skip the update and loop forever.
	canContinue bool
}

// Budgets that keep the simulation of every program short: no statement
// executes more than maxMult times per process, and once the estimated total
// passes execBudget no more loops are generated.
const (
	maxMult    = 512
	execBudget = 12000
)

// sizeBudget bounds the size of a program, whatever MaxDepth and MaxStmts
// say (8 and 8 would otherwise allow 8^8 statements): past it, blocks get
// a single simple statement.
const sizeBudget = 250

func (g *gen) blockSize() int {
	if g.size >= sizeBudget {
		return 1
	}
	return 1 + g.intn(g.opts.MaxStmts)
}

// stmts generates n statements in a new scope.
func (g *gen) stmts(c ctx, n int) []fe.Stmt {
	g.push()
	defer g.pop()
	return g.list(c, n)
}

// list generates n statements in the current scope.
func (g *gen) list(c ctx, n int) []fe.Stmt {
	var out []fe.Stmt
	for i := 0; i < n; i++ {
		out = append(out, g.stmt(c)...)
	}
	return out
}

type choice struct {
	w int
	f func() []fe.Stmt
}

func (g *gen) choose(cs []choice) []fe.Stmt {
	total := 0
	for _, c := range cs {
		total += c.w
	}
	k := g.intn(total)
	for _, c := range cs {
		if k < c.w {
			return c.f()
		}
		k -= c.w
	}
	panic("unreachable")
}

// stmt generates one statement (or a few that belong together, like a
// while loop and the declaration of its counter).
func (g *gen) stmt(c ctx) []fe.Stmt {
	g.exec += c.mult
	g.size++
	if g.violation != "" && !g.injected && !c.pid && g.reached(c) && c.mult <= 64 && g.chance(6) {
		return g.inject(c)
	}
	compound := c.depth < g.opts.MaxDepth && g.size < sizeBudget
	loops := compound && g.exec < execBudget
	fam := g.family
	w := func(base int, bonusFamily string, bonus int) int {
		if fam == bonusFamily {
			return base + bonus
		}
		return base
	}
	cs := []choice{
		{3, func() []fe.Stmt { return g.assignSmall(c) }},
		{2, func() []fe.Stmt { return g.assignData(c) }},
		{1, func() []fe.Stmt { return g.declSmall(c) }},
		{w(3, "comm-affine", 4), func() []fe.Stmt { return g.comm(c, "affine") }},
		{w(2, "comm-nonaffine", 4), func() []fe.Stmt { return g.comm(c, "nonaffine") }},
		{w(1, "comm-slices", 4), func() []fe.Stmt { return g.comm(c, "slices") }},
		// Weight 0 elsewhere: the other families' programs stay as they were.
		{w(0, "comm-loops", 5), func() []fe.Stmt { return g.commLoop(c) }},
	}
	if len(g.visible(vArray)) > 0 {
		cs = append(cs, choice{2, func() []fe.Stmt { return g.assignElem(c) }})
	}
	cs = append(cs, g.bsmpChoices(c)...)
	if g.chance(10) {
		cs = append(cs, choice{1, func() []fe.Stmt { return []fe.Stmt{&fe.SkipStmt{}} }})
	}
	if !c.pid {
		cs = append(cs, choice{3, func() []fe.Stmt { return []fe.Stmt{&fe.SyncStmt{}} }})
	}
	if c.loop != nil && (c.loop.divergent || !c.pid) {
		cs = append(cs, choice{1, func() []fe.Stmt { return g.breakOrContinue(c) }})
	}
	if compound {
		if !c.pid {
			cs = append(cs, choice{w(2, "replicated-loops", 2), func() []fe.Stmt { return g.ifChain(c, true) }})
			cs = append(cs, choice{w(0, "pid-branches", 2), func() []fe.Stmt { return g.work12(c) }})
		}
		cs = append(cs, choice{w(2, "pid-branches", 3), func() []fe.Stmt { return g.ifChain(c, false) }})
		cs = append(cs, choice{w(1, "reassigned", 4), func() []fe.Stmt { return g.reassign(c) }})
	}
	if loops {
		cs = append(cs, choice{w(2, "replicated-loops", 3), func() []fe.Stmt { return g.forLoop(c) }})
		cs = append(cs, choice{w(1, "replicated-loops", 2), func() []fe.Stmt { return g.whileLoop(c) }})
	}
	out := g.choose(cs)
	if len(out) == 1 && g.chance(15) {
		switch out[0].(type) {
		case *fe.VarDecl, *fe.CostStmt, *fe.BreakStmt, *fe.ContinueStmt:
		default:
			out[0] = g.annotate(out[0])
		}
	}
	return out
}

// annotate puts a cost annotation on s: a non-negative coefficient times r,
// occasionally g.
func (g *gen) annotate(s fe.Stmt) fe.Stmt {
	coef := g.nonneg(false, 2).e
	res := "r"
	if g.chance(10) {
		res = "g"
	}
	return cost(coef, res, s)
}

// assignableSmall returns the small variables that an assignment here may
// write: not loop-managed, and not locked replicated under pid control.
func (g *gen) assignableSmall(c ctx) []*variable {
	var vs []*variable
	for _, v := range g.visible(vSmall) {
		if v.fixed || c.pid && v.locked > 0 {
			continue
		}
		vs = append(vs, v)
	}
	return vs
}

func (g *gen) assignSmall(c ctx) []fe.Stmt {
	vs := g.assignableSmall(c)
	if len(vs) == 0 {
		return g.declSmall(c)
	}
	v := pickOne(g, vs)
	var rhs sx
	if g.chance(25) {
		// A constant: under replicated control this makes v replicated
		// again, whatever it held before.
		rhs = constX(int64(g.intn(10)))
	} else {
		rhs = fit(g.small(v.locked > 0, 2))
	}
	v.rep = rhs.rep && !c.pid
	return []fe.Stmt{assign(ident(v.name), rhs.e)}
}

func (g *gen) declSmall(c ctx) []fe.Stmt {
	rhs := fit(g.small(false, 2))
	v := g.declare(&variable{name: g.fresh("v"), kind: vSmall, iv: interval{0, smallCap}, rep: rhs.rep && !c.pid})
	return []fe.Stmt{&fe.VarDecl{Name: ident(v.name), Init: rhs.e}}
}

func (g *gen) assignData(c ctx) []fe.Stmt {
	v := pickOne(g, g.visible(vData))
	return []fe.Stmt{assign(ident(v.name), g.data(2))}
}

func (g *gen) assignElem(c ctx) []fe.Stmt {
	a := pickOne(g, g.visible(vArray))
	return []fe.Stmt{assign(&fe.IndexExpr{X: ident(a.name), Index: g.index(a)}, g.data(2))}
}

// breakOrContinue generates "if c then [S] break end". In a loop that may
// contain a sync the condition is replicated, so every process leaves the
// loop at the same iteration; in a divergent loop (no sync) it may be
// anything.
func (g *gen) breakOrContinue(c ctx) []fe.Stmt {
	g.breaks++
	var s fe.Stmt = &fe.BreakStmt{}
	if c.loop.canContinue && g.chance(50) {
		s = &fe.ContinueStmt{}
	}
	needRep := !c.loop.divergent
	var cond fe.Expr
	if !needRep && g.chance(50) {
		cond = g.pidCond()
	} else {
		cond, _ = g.cond(needRep, 1)
	}
	var body []fe.Stmt
	if g.chance(30) {
		inner := c
		inner.depth++
		inner.reach = false
		inner.pid = c.pid || !needRep
		g.push()
		snap := g.saveRep()
		body = g.list(inner, 1)
		g.restoreRep(snap) // the branch leaves the loop: its state does not reach what follows
		g.pop()
	}
	return []fe.Stmt{ifStmt(cond, append(body, s), nil)}
}

// ifChain generates if/elif/else. With rep, the first condition is
// replicated (and so may be the elif ones): branches may then contain
// syncs. Otherwise the condition depends on pid or data, and the branches
// run under pid control.
func (g *gen) ifChain(c ctx, rep bool) []fe.Stmt {
	snap := g.saveRep()
	var ends []repState
	var build func(first bool) *fe.IfStmt
	build = func(first bool) *fe.IfStmt {
		// Every condition of the chain is evaluated in the state before
		// the if, whatever the previous branch assigned.
		g.restoreRep(snap)
		var cond fe.Expr
		var crep bool
		switch {
		case rep && (first || g.chance(60)):
			cond, crep = g.cond(true, 1)
		case g.chance(50):
			cond, crep = g.pidCond(), false
		default:
			cond, crep = g.cond(false, 1)
		}
		if !rep {
			crep = false // treat as pid-dependent even if it happens not to be
		}
		inner := c
		inner.depth++
		inner.reach = false
		inner.pid = c.pid || !crep
		s := &fe.IfStmt{Cond: cond, Elif: !first}
		s.Then = block(g.stmts(inner, g.blockSize())...)
		ends = append(ends, g.saveRep())
		switch k := g.intn(10); {
		case k < 3 && crep == rep:
			// elif: only when the chain's control is as replicated as the
			// outer if says, so that a replicated chain stays replicated.
			s.Else = block(build(false))
		case k < 6:
			g.restoreRep(snap)
			s.Else = block(g.stmts(inner, g.blockSize())...)
			ends = append(ends, g.saveRep())
		default:
			ends = append(ends, snap) // no else: the state before the if reaches the end
		}
		return s
	}
	s := build(true)
	g.restoreRep(snap)
	g.joinRep(append([]repState{snap}, ends...)...)
	return []fe.Stmt{s}
}

// work12 is the seed's Work1/Work2 pattern, aligned: pid-dependent work in
// both branches of an if, a sync outside it, and often the mirrored if
// after the sync (the seed's example of a longest path that no execution
// follows: no process does the expensive branch in both supersteps).
func (g *gen) work12(c ctx) []fe.Stmt {
	cond := g.pidCond()
	w1, w2 := g.nonneg(true, 1).e, g.nonneg(true, 1).e
	out := []fe.Stmt{ifStmt(cond,
		[]fe.Stmt{cost(w1, "r", &fe.SkipStmt{})},
		[]fe.Stmt{cost(w2, "r", &fe.SkipStmt{})}),
		&fe.SyncStmt{}}
	if g.chance(60) {
		// Sharing nodes with the first if is harmless: the AST is only
		// printed, and Source comes from parsing the text.
		first := out[0].(*fe.IfStmt)
		out = append(out, &fe.IfStmt{Cond: first.Cond, Then: first.Else, Else: first.Then})
	}
	return out
}

// reassign makes a small variable pid-dependent, uses it, makes it
// replicated again with a constant, and (under replicated control) uses it
// around a sync.
func (g *gen) reassign(c ctx) []fe.Stmt {
	var v *variable
	var out []fe.Stmt
	var cands []*variable
	for _, u := range g.assignableSmall(c) {
		if u.locked == 0 { // a locked variable must stay replicated
			cands = append(cands, u)
		}
	}
	if len(cands) > 0 && g.chance(50) {
		v = pickOne(g, cands)
	} else {
		v = g.declare(&variable{name: g.fresh("v"), kind: vSmall, iv: interval{0, smallCap}})
		out = append(out, &fe.VarDecl{Name: ident(v.name), Init: lit(0)})
	}
	pidv := fit(g.small(false, 2))
	if g.chance(60) {
		pidv = sx{e: bin(fe.ADD, bin(fe.MUL, ident("pid"), lit(int64(1+g.intn(3)))), lit(int64(g.intn(3)))), iv: interval{0, 3*maxP + 2}}
	}
	out = append(out, assign(ident(v.name), pidv.e))
	v.rep = false
	out = append(out, cost(ident(v.name), "r", &fe.SkipStmt{}))
	k := int64(g.intn(5))
	out = append(out, assign(ident(v.name), lit(k)))
	v.rep = !c.pid
	if c.pid {
		return out
	}
	inner := c
	inner.depth++
	inner.reach = false
	switch g.intn(3) {
	case 0:
		snap := g.saveRep()
		body := g.stmts(inner, g.intn(3))
		body = append(body, &fe.SyncStmt{})
		g.joinRep(snap, g.saveRep())
		out = append(out, ifStmt(bin(fe.GTR, ident(v.name), lit(int64(g.intn(4)))), body, nil))
	case 1:
		if c.mult*5 <= maxMult {
			out = append(out, g.forWith(c, forTmpl{
				lo: lit(0), hi: call("min", ident(v.name), lit(4)), iv: interval{0, 4}, trips: 5, rep: true, sure: true,
			}, true))
			break
		}
		fallthrough
	default:
		out = append(out, cost(ident(v.name), "r", &fe.SyncStmt{}))
	}
	return out
}
