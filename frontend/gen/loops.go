package gen

import (
	fe "bspcost/frontend"
)

// forTmpl is the header of a for loop with what the generator knows about
// its counter.
type forTmpl struct {
	lo, hi, step fe.Expr
	iv           interval // values of the counter
	trips        int64    // upper bound on the number of iterations
	rep          bool     // bounds and step are replicated
	tags         bound
	sure         bool // at least one iteration, for every p and parameter values
}

// forTemplates lists the loop headers available here. Every header has a
// trip count bounded for the parameter ranges of ParamValues, and a positive
// step.
func (g *gen) forTemplates(c ctx) []forTmpl {
	one := func() fe.Expr { return lit(1) }
	var ts []forTmpl
	procTags := bProcs
	if g.nName != "" {
		procTags |= bGlobal
		n := func() fe.Expr { return ident(g.nName) }
		ts = append(ts,
			forTmpl{lo: lit(0), hi: bin(fe.SUB, g.blockLen(), one()), iv: interval{0, maxN - 1}, trips: maxN, rep: true, tags: bBlock | bGlobal, sure: true},
			forTmpl{lo: lit(0), hi: bin(fe.SUB, n(), one()), iv: interval{0, maxN - 1}, trips: maxN, rep: true, tags: bGlobal, sure: true},
			forTmpl{lo: lit(0), hi: bin(fe.SUB, n(), one()), step: g.nprocs(), iv: interval{0, maxN - 1}, trips: maxN, rep: true, tags: bGlobal, sure: true},
			forTmpl{lo: lit(1), hi: g.blockLen(), step: lit(2), iv: interval{1, maxN}, trips: maxN / 2, rep: true, sure: true},
			// pid-dependent bounds: the body runs under pid control.
			forTmpl{lo: ident("pid"), hi: bin(fe.SUB, n(), one()), step: g.nprocs(), iv: interval{0, maxN - 1}, trips: maxN, tags: bGlobal},
			forTmpl{lo: bin(fe.MUL, ident("pid"), g.blockLen()), hi: bin(fe.SUB, bin(fe.MUL, bin(fe.ADD, ident("pid"), one()), g.blockLen()), one()),
				iv: interval{0, maxN - 1}, trips: maxN, tags: bGlobal},
		)
	}
	if g.mName != "" {
		ts = append(ts, forTmpl{lo: lit(1), hi: ident(g.mName), iv: interval{1, maxM}, trips: maxM, rep: true, sure: g.mMin >= 1})
	}
	k := int64(g.intn(5))
	ts = append(ts,
		forTmpl{lo: lit(0), hi: bin(fe.SUB, g.nprocs(), one()), iv: interval{0, maxP - 1}, trips: maxP, rep: true, tags: procTags, sure: true},
		forTmpl{lo: lit(1), hi: bin(fe.SUB, g.nprocs(), one()), iv: interval{1, maxP - 1}, trips: maxP - 1, rep: true, tags: procTags},
		forTmpl{lo: lit(0), hi: lit(k), iv: interval{0, k}, trips: k + 1, rep: true, sure: true},
		forTmpl{lo: lit(0), hi: ident("pid"), iv: interval{0, maxP - 1}, trips: maxP, tags: procTags},
		forTmpl{lo: ident("pid"), hi: bin(fe.SUB, g.nprocs(), one()), iv: interval{0, maxP - 1}, trips: maxP, tags: procTags},
		// A data-dependent bound.
		forTmpl{lo: lit(0), hi: call("min", call("max", g.dataLeaf(), lit(0)), lit(3)), iv: interval{0, 3}, trips: 4},
	)
	// Bounds from variables in scope, clamped so the trip count stays small.
	if vs := g.visible(vSmall); len(vs) > 0 {
		v := pickOne(g, vs)
		ts = append(ts, forTmpl{lo: lit(0), hi: call("min", ident(v.name), lit(3)), iv: interval{0, 3}, trips: 4, rep: v.rep, sure: true})
	}
	if vs := g.visible(vLoop); len(vs) > 0 {
		v := pickOne(g, vs)
		ts = append(ts, forTmpl{lo: ident(v.name), hi: bin(fe.ADD, ident(v.name), lit(2)), iv: interval{v.iv.lo, v.iv.hi + 2}, trips: 3, rep: v.rep, sure: true})
	}
	var ok []forTmpl
	for _, t := range ts {
		if c.mult*t.trips <= maxMult {
			ok = append(ok, t)
		}
	}
	return ok
}

func (g *gen) forLoop(c ctx) []fe.Stmt {
	ts := g.forTemplates(c)
	if len(ts) == 0 {
		return g.assignSmall(c)
	}
	t := pickOne(g, ts)
	if g.family == "replicated-loops" && !t.rep {
		t = pickOne(g, ts) // second chance for a replicated header
	}
	forceSync := !c.pid && t.rep && g.family == "replicated-loops" && g.chance(60)
	return []fe.Stmt{g.forWith(c, t, forceSync)}
}

// lockRep locks the replicated small variables at a loop entry (see
// variable.locked); unlockRep undoes it and restores their state: what
// holds at the entry holds at the exit, since replicated ones stayed so.
func (g *gen) lockRep() repState {
	snap := g.saveRep()
	for v, r := range snap {
		if r {
			v.locked++
		}
	}
	return snap
}

func (g *gen) unlockRep(snap repState) {
	for v, r := range snap {
		if r {
			v.locked--
		}
	}
	g.restoreRep(snap)
}

// forWith generates a for loop with header t. With forceSync (replicated
// control and header only) the body gets a sync at its top level.
func (g *gen) forWith(c ctx, t forTmpl, forceSync bool) fe.Stmt {
	bodyPid := c.pid || !t.rep
	if !bodyPid && !forceSync && g.chance(25) {
		// A replicated loop that may break on pid: no sync inside.
		bodyPid = true
	}
	li := &loopInfo{divergent: bodyPid, canContinue: true}
	snap := g.lockRep()
	defer g.unlockRep(snap)
	v := &variable{name: g.fresh("i"), kind: vLoop, iv: t.iv, tags: t.tags, rep: t.rep && !c.pid}
	g.push()
	defer g.pop()
	g.declare(v)
	inner := ctx{depth: c.depth + 1, pid: bodyPid, mult: c.mult * max(t.trips, 1), loop: li,
		reach: g.reached(c) && t.sure, breaks: g.breaks}
	body := g.stmts(inner, g.blockSize())
	if forceSync {
		body = insertAt(g, body, &fe.SyncStmt{})
	}
	return &fe.ForStmt{Var: ident(v.name), Lo: t.lo, Hi: t.hi, Step: t.step, Body: block(body...)}
}

func insertAt(g *gen, list []fe.Stmt, s fe.Stmt) []fe.Stmt {
	i := g.intn(len(list) + 1)
	out := append([]fe.Stmt{}, list[:i]...)
	out = append(out, s)
	return append(out, list[i:]...)
}

// whileTmpl is a while loop: counter initialisation, bound, update.
type whileTmpl struct {
	init   sx
	bound  fe.Expr // the loop runs while counter < bound
	update func(k fe.Expr) fe.Expr
	iv     interval
	trips  int64
	rep    bool
}

func (g *gen) whileTemplates(c ctx) []whileTmpl {
	type bnd struct {
		e   func() fe.Expr
		max int64
		log int64 // iterations of doubling from 1
	}
	bounds := []bnd{{g.nprocs, maxP, 3}}
	if g.nName != "" {
		bounds = append(bounds, bnd{func() fe.Expr { return ident(g.nName) }, maxN, 6}, bnd{g.blockLen, maxN, 6})
	}
	if g.mName != "" {
		bounds = append(bounds, bnd{func() fe.Expr { return ident(g.mName) }, maxM, 3})
	}
	b := pickOne(g, bounds)
	var ts []whileTmpl
	// Doubling, as in the seed's scan.
	ts = append(ts, whileTmpl{init: constX(1), bound: b.e(), update: func(k fe.Expr) fe.Expr { return bin(fe.MUL, k, lit(2)) },
		iv: interval{1, 2 * b.max}, trips: b.log, rep: true})
	// Counting up by a constant or by nprocs.
	step, smax := lit(int64(1+g.intn(2))), int64(2)
	if g.chance(30) {
		step, smax = g.nprocs(), maxP
	}
	ts = append(ts, whileTmpl{init: constX(int64(g.intn(2))), bound: b.e(), update: func(k fe.Expr) fe.Expr { return bin(fe.ADD, k, step) },
		iv: interval{0, b.max + smax}, trips: b.max, rep: true})
	// From pid, by nprocs: a pid-dependent trip count.
	ts = append(ts, whileTmpl{init: g.pidX(), bound: b.e(), update: func(k fe.Expr) fe.Expr { return bin(fe.ADD, k, g.nprocs()) },
		iv: interval{0, b.max + maxP}, trips: b.max})
	// A data-dependent bound (re-evaluated every iteration, but below 4
	// whatever the data, so the trip count stays at most 4).
	c4 := int64(2 + g.intn(3))
	ts = append(ts, whileTmpl{init: constX(0), bound: bin(fe.REM, g.dataLeaf(), lit(c4)), update: func(k fe.Expr) fe.Expr { return bin(fe.ADD, k, lit(1)) },
		iv: interval{0, c4}, trips: c4})
	var ok []whileTmpl
	for _, t := range ts {
		if c.mult*t.trips <= maxMult {
			ok = append(ok, t)
		}
	}
	return ok
}

func (g *gen) whileLoop(c ctx) []fe.Stmt {
	ts := g.whileTemplates(c)
	if len(ts) == 0 {
		return g.assignSmall(c)
	}
	t := pickOne(g, ts)
	bodyPid := c.pid || !t.rep
	forceSync := !bodyPid && g.family == "replicated-loops" && g.chance(60)
	if !bodyPid && !forceSync && g.chance(20) {
		bodyPid = true
	}
	k := &variable{name: g.fresh("k"), kind: vSmall, iv: t.iv, rep: !bodyPid, fixed: true}
	decl := &fe.VarDecl{Name: ident(k.name), Init: t.init.e}
	g.declare(k)
	cond := bin(fe.LSS, ident(k.name), t.bound)
	if g.chance(20) {
		// An extra conjunct cannot lengthen the loop.
		extra, _ := g.cond(!bodyPid, 0)
		cond = bin(fe.LAND, cond, extra)
	}
	updateFirst := g.chance(50)
	li := &loopInfo{divergent: bodyPid, canContinue: updateFirst}
	snap := g.lockRep()
	inner := ctx{depth: c.depth + 1, pid: bodyPid, mult: c.mult * max(t.trips, 1), loop: li}
	g.push()
	var body []fe.Stmt
	upd := assign(ident(k.name), t.update(ident(k.name)))
	if updateFirst {
		body = append(body, upd)
	}
	rest := g.list(inner, g.blockSize())
	if forceSync {
		rest = insertAt(g, rest, &fe.SyncStmt{})
	}
	body = append(body, rest...)
	if !updateFirst {
		body = append(body, upd)
	}
	g.pop()
	g.unlockRep(snap)
	return []fe.Stmt{decl, &fe.WhileStmt{Cond: cond, Body: block(body...)}}
}
