package gen

import (
	fe "bspcost/frontend"
)

// DeepFamilies lists the families of programs whose alignment the
// generator does not decide: each is an aligned program plus one snippet
// built freely from random parts, aligned or not, and only the simulator
// tells (Program.Aligned is false and means nothing for them). They reach
// the rules of the alignment analysis that straight-line violations do
// not: values carried around loops, assignments under pid-dependent
// control, trip counts of block loops, C division and remainder on
// negative values, received data in loop conditions, and break/continue
// at depth. No part is chosen by asking whether an analysis can prove it.
var DeepFamilies = []string{
	"loop-carried", // a value assigned in one iteration decides a sync in the next
	"ctrl-assign",  // assignments under pid-dependent control reaching a later condition
	"block-loop",   // syncs in block loops (for j := pid*b to pid*b+b-1) and their variants
	"divmod",       // decided and undecided conditions with % and / on negative values
	"comm-cond",    // data received by put/get landing in a loop condition
	"deep-break",   // break/continue under pid-dependent control at depth, syncs around
}

func isDeep(f string) bool { return contains(DeepFamilies, f) }

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if x == y {
			return true
		}
	}
	return false
}

// deep generates the snippet of family g.deep at a point under replicated
// control (the top level). Its variables are fresh and not registered, so
// the rest of the program keeps its guarantees; its values stay small and
// its loops short, so it raises no runtime error — only, perhaps, a
// barrier mismatch.
func (g *gen) deep(c ctx) []fe.Stmt {
	g.injected = true
	var out []fe.Stmt
	switch g.family {
	case "loop-carried":
		out = g.loopCarried()
	case "ctrl-assign":
		out = g.ctrlAssign()
	case "block-loop":
		out = g.blockLoop()
	case "divmod":
		out = g.divmod()
	case "comm-cond":
		out = g.commCond()
	default:
		out = g.deepBreak(0)
	}
	if g.chance(25) {
		// Around a short replicated loop: what the snippet leaves behind
		// meets its own beginning again.
		out = []fe.Stmt{&fe.ForStmt{Var: ident(g.fresh("w")), Lo: lit(0), Hi: lit(1), Body: block(out...)}}
	}
	return out
}

func (g *gen) work() fe.Stmt { return cost(lit(int64(1+g.intn(4))), "r", &fe.SkipStmt{}) }

// smallVal is a small expression that may or may not depend on pid.
func (g *gen) smallVal(name string) fe.Expr {
	switch g.intn(9) {
	case 0:
		return ident("pid")
	case 1:
		return bin(fe.REM, ident("pid"), lit(2))
	case 2:
		return bin(fe.MUL, ident("pid"), lit(0))
	case 3:
		return bin(fe.ADD, ident(name), lit(1))
	case 4:
		return call("max", ident(name), ident("pid"))
	case 5:
		return call("min", ident(name), lit(int64(g.intn(3))))
	case 6:
		return bin(fe.SUB, ident(name), ident(name))
	}
	return lit(int64(g.intn(3)))
}

// varCond is a condition on variable x whose outcome may or may not vary.
func (g *gen) varCond(x string) fe.Expr {
	k := lit(int64(g.intn(3)))
	switch g.intn(7) {
	case 0:
		return bin(fe.GTR, ident(x), k)
	case 1:
		return bin(fe.EQL, ident(x), k)
	case 2:
		return bin(fe.GEQ, ident(x), lit(0))
	case 3:
		return bin(fe.EQL, bin(fe.REM, ident(x), lit(2)), lit(0))
	case 4:
		return bin(fe.EQL, bin(fe.MUL, ident(x), lit(0)), lit(0))
	case 5:
		return bin(fe.LSS, ident(x), g.nprocs())
	}
	return bin(fe.NEQ, ident(x), k)
}

// loopCarried: var x := init; for i := 0 to n do [cond-sync; update] end,
// in either order: the update of one iteration decides the sync of the
// next.
func (g *gen) loopCarried() []fe.Stmt {
	x := g.fresh("x")
	inits := []fe.Expr{lit(0), lit(1), ident("pid"), bin(fe.REM, ident("pid"), lit(2))}
	body := []fe.Stmt{
		ifStmt(g.varCond(x), []fe.Stmt{g.work(), &fe.SyncStmt{}}, nil),
	}
	var upd fe.Stmt = assign(ident(x), g.smallVal(x))
	if g.chance(30) {
		upd = ifStmt(g.pidCond(), []fe.Stmt{assign(ident(x), g.smallVal(x))}, nil)
	}
	if g.chance(50) {
		body = append(body, upd)
	} else {
		body = append([]fe.Stmt{upd}, body...)
	}
	if g.chance(30) {
		body = append(body, assign(ident(x), lit(int64(g.intn(2))))) // reset at the end
	}
	hi := []fe.Expr{lit(int64(1 + g.intn(3))), bin(fe.SUB, g.nprocs(), lit(1))}[g.intn(2)]
	decl := &fe.VarDecl{Name: ident(x), Init: pickOne(g, inits)}
	if g.chance(15) {
		decl.Init = nil // input data, 0..9 in the simulator, not replicated
		body = append([]fe.Stmt{assign(ident(x), call("min", call("max", ident(x), lit(0)), lit(9)))}, body...)
	}
	return []fe.Stmt{
		decl,
		&fe.ForStmt{Var: ident(g.fresh("i")), Lo: lit(0), Hi: hi, Body: block(body...)},
	}
}

// ctrlAssign: var y := c0; if <pid-dependent> then y := v1 [else y := v2]
// end; [var z := f(y)]; if <cond on y or z> then sync end.
func (g *gen) ctrlAssign() []fe.Stmt {
	y := g.fresh("y")
	c0 := int64(g.intn(3))
	val := func() fe.Expr {
		if g.chance(40) {
			return lit(c0)
		}
		return lit(int64(g.intn(3)))
	}
	var cond fe.Expr
	if g.chance(70) {
		cond = g.pidCond()
	} else {
		cond, _ = g.cond(false, 1)
	}
	var els []fe.Stmt
	if g.chance(50) {
		els = []fe.Stmt{assign(ident(y), val())}
	}
	out := []fe.Stmt{
		&fe.VarDecl{Name: ident(y), Init: lit(c0)},
		ifStmt(cond, []fe.Stmt{g.work(), assign(ident(y), val())}, els),
	}
	use := y
	if g.chance(40) {
		z := g.fresh("z")
		out = append(out, &fe.VarDecl{Name: ident(z), Init: bin(fe.ADD, bin(fe.MUL, ident(y), lit(2)), lit(1))})
		use = z
	}
	if g.chance(30) {
		// The divergence may reach the sync through a loop condition.
		k := g.fresh("k")
		return append(out,
			&fe.VarDecl{Name: ident(k), Init: lit(0)},
			&fe.WhileStmt{Cond: bin(fe.LSS, ident(k), call("min", ident(use), lit(3))), Body: block(
				assign(ident(k), bin(fe.ADD, ident(k), lit(1))),
				&fe.SyncStmt{})})
	}
	return append(out, ifStmt(g.varCond(use), []fe.Stmt{g.work(), &fe.SyncStmt{}}, nil))
}

// blockLoop: for j := lo to hi [step s] do ... sync ... end, with bounds
// that shift with pid and a length that may or may not.
func (g *gen) blockLoop() []fe.Stmt {
	b := g.fresh("b")
	var bv fe.Expr
	switch k := g.intn(5); {
	case k == 0 && g.nName != "":
		bv = g.blockLen()
	case k == 1:
		bv = bin(fe.ADD, bin(fe.REM, ident("pid"), lit(2)), lit(1))
	case k == 2 && g.mName != "":
		bv = call("max", ident(g.mName), lit(1))
	default:
		bv = lit(int64(1 + g.intn(3)))
	}
	pid := func() fe.Expr { return ident("pid") }
	bx := func() fe.Expr { return ident(b) }
	var lo, hi fe.Expr
	switch g.intn(8) {
	case 0:
		lo, hi = bin(fe.MUL, pid(), bx()), bin(fe.SUB, bin(fe.ADD, bin(fe.MUL, pid(), bx()), bx()), lit(1))
	case 1:
		lo, hi = bin(fe.MUL, pid(), bx()), bin(fe.SUB, bin(fe.MUL, bin(fe.ADD, pid(), lit(1)), bx()), lit(1))
	case 2:
		lo, hi = pid(), bin(fe.SUB, bin(fe.ADD, pid(), bx()), lit(1))
	case 3:
		lo, hi = bin(fe.MUL, pid(), bx()), bin(fe.ADD, bin(fe.MUL, pid(), bx()), pid())
	case 4:
		lo, hi = bin(fe.ADD, bin(fe.MUL, bx(), pid()), lit(1)), bin(fe.MUL, bx(), bin(fe.ADD, pid(), lit(1)))
	case 5:
		lo, hi = pid(), pid()
	case 6:
		lo, hi = bin(fe.MUL, pid(), lit(2)), bin(fe.ADD, bin(fe.MUL, pid(), lit(2)), bin(fe.REM, pid(), lit(2)))
	default:
		lo, hi = bin(fe.SUB, lit(0), pid()), bin(fe.SUB, bx(), pid())
	}
	var step fe.Expr
	if g.chance(25) {
		step = lit(2)
	}
	j := g.fresh("j")
	body := []fe.Stmt{&fe.SyncStmt{}}
	if g.chance(50) {
		body = append([]fe.Stmt{cost(bin(fe.ADD, call("max", ident(j), lit(0)), lit(1)), "r", &fe.SkipStmt{})}, body...)
	}
	if g.chance(30) {
		body = append(body, ifStmt(bin(fe.EQL, ident(j), lo), []fe.Stmt{g.work()}, nil))
	}
	if g.chance(25) {
		// The counter's parity agrees between processes when the block
		// length is even, not otherwise.
		body = append(body, ifStmt(bin(fe.EQL, bin(fe.REM, ident(j), lit(2)), lit(0)), []fe.Stmt{&fe.SyncStmt{}}, nil))
	}
	return []fe.Stmt{
		&fe.VarDecl{Name: ident(b), Init: bv},
		&fe.ForStmt{Var: ident(j), Lo: lo, Hi: hi, Step: step, Body: block(body...)},
	}
}

// divmod: if <condition with % or / on negative values> then A else B end,
// where the branches may hold unaligned syncs: whether they run is decided
// by the condition's value.
func (g *gen) divmod() []fe.Stmt {
	var a fe.Expr
	switch g.intn(6) {
	case 0:
		a = lit(-int64(1 + g.intn(9)))
	case 1:
		a = bin(fe.SUB, lit(0), bin(fe.ADD, ident("pid"), lit(1)))
	case 2:
		a = bin(fe.SUB, ident("pid"), lit(int64(5+g.intn(5))))
	case 3:
		a = bin(fe.SUB, lit(0), g.nprocs())
	case 4:
		a = bin(fe.SUB, lit(0), bin(fe.REM, ident("pid"), lit(3)))
	default:
		a = bin(fe.SUB, lit(int64(g.intn(3))), lit(int64(3+g.intn(6))))
	}
	d := []int64{2, 3, 4, -2, -3}[g.intn(5)]
	var lhs fe.Expr
	switch k := g.intn(10); {
	case k < 4:
		lhs = bin(fe.REM, a, lit(d))
	case k < 8:
		lhs = bin(fe.QUO, a, lit(d))
	default:
		// A multiple of the divisor: (pid * d) % d.
		lhs = bin(fe.REM, bin(fe.MUL, ident("pid"), lit(d)), lit(d))
	}
	cond := bin(pickOne(g, cmpOps), lhs, lit(int64(g.intn(7)-3)))
	switch g.intn(4) {
	case 0:
		cond = bin(fe.LAND, cond, g.pidCond())
	case 1:
		cond = bin(fe.LOR, g.pidCond(), cond)
	}
	branch := func() []fe.Stmt {
		switch g.intn(3) {
		case 0:
			return []fe.Stmt{g.work(), &fe.SyncStmt{}}
		case 1:
			return []fe.Stmt{ifStmt(g.pidCond(), []fe.Stmt{&fe.SyncStmt{}}, nil)}
		}
		return []fe.Stmt{g.work()}
	}
	return []fe.Stmt{ifStmt(cond, branch(), branch())}
}

// commCond: a value sent by put or get lands in t, which then bounds a
// loop with a sync.
func (g *gen) commCond() []fe.Stmt {
	src, t := g.fresh("s"), g.fresh("t")
	var sv fe.Expr
	switch k := g.intn(5); {
	case k == 0 && g.nName != "":
		sv = ident(g.nName)
	case k == 1:
		sv = ident("pid")
	case k == 2:
		sv = bin(fe.REM, ident("pid"), lit(2))
	case k == 3:
		sv = g.nprocs()
	default:
		sv = lit(int64(g.intn(4)))
	}
	var target fe.Expr
	switch g.intn(3) {
	case 0:
		target = bin(fe.REM, bin(fe.ADD, ident("pid"), lit(1)), g.nprocs())
	case 1:
		target = lit(0)
	default:
		target = ident("pid")
	}
	kind := fe.Put
	if g.chance(50) {
		kind = fe.Get
	}
	bound := call("min", call("max", ident(t), lit(0)), lit(3))
	var loop []fe.Stmt
	if g.chance(50) {
		k := g.fresh("k")
		loop = []fe.Stmt{
			&fe.VarDecl{Name: ident(k), Init: lit(0)},
			&fe.WhileStmt{Cond: bin(fe.LSS, ident(k), bound), Body: block(assign(ident(k), bin(fe.ADD, ident(k), lit(1))), &fe.SyncStmt{})},
		}
	} else {
		loop = []fe.Stmt{&fe.ForStmt{Var: ident(g.fresh("i")), Lo: lit(1), Hi: bound, Body: block(g.work(), &fe.SyncStmt{})}}
	}
	return append([]fe.Stmt{
		&fe.VarDecl{Name: ident(src), Init: sv},
		&fe.VarDecl{Name: ident(t), Init: lit(0)},
		comm(kind, target, loc(src, nil), loc(t, nil), nil),
		&fe.SyncStmt{},
	}, loop...)
}

// deepBreak: nested loops (up to three) with a break or continue somewhere
// under a condition that may depend on pid, and syncs at random levels.
func (g *gen) deepBreak(depth int) []fe.Stmt {
	i := g.fresh("i")
	var body []fe.Stmt
	if depth < 2 && g.chance(70) {
		body = append(body, g.deepBreak(depth+1)...)
	}
	if g.chance(60) || depth == 0 {
		var s fe.Stmt = &fe.BreakStmt{}
		if g.chance(50) {
			s = &fe.ContinueStmt{}
		}
		var cond fe.Expr
		switch g.intn(4) {
		case 0:
			cond = bin(fe.EQL, ident(i), lit(1))
		case 1:
			cond = bin(fe.LAND, g.pidCond(), bin(fe.GEQ, ident(i), lit(1)))
		default:
			cond = g.pidCond()
		}
		inner := []fe.Stmt{s}
		if g.chance(30) {
			inner = []fe.Stmt{ifStmt(bin(fe.GTR, ident(i), lit(0)), inner, nil)}
		}
		br := ifStmt(cond, inner, nil)
		at := g.intn(len(body) + 1)
		body = append(body[:at], append([]fe.Stmt{br}, body[at:]...)...)
	}
	if g.chance(60) {
		body = insertAt(g, body, &fe.SyncStmt{})
	}
	return []fe.Stmt{&fe.ForStmt{Var: ident(i), Lo: lit(0), Hi: lit(int64(1 + g.intn(3))), Body: block(body...)}}
}
