package gen

import (
	fe "bspcost/frontend"
)

// inject generates the program's one alignment violation, of family
// g.violation, at a point under replicated control. It uses only fresh
// variables (or leaves the generator's state as if under pid control), so
// the rest of the program keeps every other guarantee: whenever all
// processes happen to reach the same barriers (p = 1, or data that agree),
// the run is error-free; otherwise the simulator reports a barrier mismatch.
func (g *gen) inject(c ctx) []fe.Stmt {
	g.injected = true
	pidCtx := c
	pidCtx.depth = g.opts.MaxDepth // filler: simple statements only
	pidCtx.pid = true
	filler := func(max int) []fe.Stmt {
		return g.stmts(pidCtx, g.intn(max+1))
	}
	snap := g.saveRep()
	defer func() {
		// Filler ran under pid control: keep what it made non-replicated.
		now := g.saveRep()
		g.joinRep(snap, now)
	}()
	work := func() fe.Stmt { return cost(lit(int64(1+g.intn(4))), "r", &fe.SkipStmt{}) }
	switch g.violation {
	case "sync-under-pid-if":
		then := append(filler(1), &fe.SyncStmt{})
		then = append(then, filler(1)...)
		var els []fe.Stmt
		if g.chance(50) {
			els = append(filler(1), work())
		}
		return []fe.Stmt{ifStmt(g.pidCond(), then, els)}
	case "work1-work2":
		return []fe.Stmt{ifStmt(g.pidCond(),
			[]fe.Stmt{work(), &fe.SyncStmt{}},
			[]fe.Stmt{work(), &fe.SyncStmt{}})}
	case "pid-loop-bound":
		i := g.fresh("i")
		switch g.intn(4) {
		case 0:
			return []fe.Stmt{&fe.ForStmt{Var: ident(i), Lo: lit(0), Hi: ident("pid"), Body: block(work(), &fe.SyncStmt{})}}
		case 1:
			return []fe.Stmt{&fe.ForStmt{Var: ident(i), Lo: ident("pid"), Hi: bin(fe.SUB, g.nprocs(), lit(1)), Body: block(&fe.SyncStmt{})}}
		case 2:
			return []fe.Stmt{&fe.ForStmt{Var: ident(i), Lo: lit(0), Hi: bin(fe.REM, ident("pid"), lit(2)), Body: block(&fe.SyncStmt{}, work())}}
		default:
			k := g.fresh("k")
			return []fe.Stmt{
				&fe.VarDecl{Name: ident(k), Init: lit(0)},
				&fe.WhileStmt{Cond: bin(fe.LSS, ident(k), ident("pid")), Body: block(
					assign(ident(k), bin(fe.ADD, ident(k), lit(1))),
					&fe.SyncStmt{})},
			}
		}
	case "pid-break":
		i := g.fresh("i")
		hi := lit(int64(1 + g.intn(3)))
		if g.chance(50) {
			return []fe.Stmt{&fe.ForStmt{Var: ident(i), Lo: lit(0), Hi: hi, Body: block(
				&fe.SyncStmt{},
				ifStmt(bin(fe.EQL, ident("pid"), ident(i)), []fe.Stmt{&fe.BreakStmt{}}, nil))}}
		}
		return []fe.Stmt{&fe.ForStmt{Var: ident(i), Lo: lit(0), Hi: hi, Body: block(
			ifStmt(g.pidCond(), []fe.Stmt{&fe.ContinueStmt{}}, nil),
			work(),
			&fe.SyncStmt{})}}
	case "pid-chain":
		a, b := int64(1+g.intn(5)), int64(1+g.intn(3))
		t1, t2 := g.fresh("v"), g.fresh("v")
		out := []fe.Stmt{
			&fe.VarDecl{Name: ident(t1), Init: lit(0)},
			assign(ident(t1), bin(fe.ADD, ident("pid"), lit(a))), // pid + a
			&fe.VarDecl{Name: ident(t2), Init: bin(fe.MUL, ident(t1), lit(b))},
			assign(ident(t2), bin(fe.SUB, ident(t2), lit(a*b))), // pid * b
		}
		// Both stay visible as ordinary non-replicated small variables.
		g.declare(&variable{name: t1, kind: vSmall, iv: interval{0, smallCap}})
		g.declare(&variable{name: t2, kind: vSmall, iv: interval{0, smallCap}})
		var cond fe.Expr
		switch g.intn(3) {
		case 0:
			cond = bin(fe.EQL, ident(t2), lit(0))
		case 1:
			cond = bin(fe.GTR, ident(t2), lit(0))
		default:
			cond = bin(fe.LSS, ident(t2), lit(b))
		}
		return append(out, ifStmt(cond, []fe.Stmt{work(), &fe.SyncStmt{}}, nil))
	default: // "data-dependent"
		switch g.intn(3) {
		case 0:
			return []fe.Stmt{ifStmt(bin(fe.EQL, bin(fe.REM, &fe.AnyExpr{}, lit(2)), lit(0)), []fe.Stmt{&fe.SyncStmt{}}, nil)}
		case 1:
			t := g.fresh("x")
			return []fe.Stmt{
				&fe.VarDecl{Name: ident(t), Init: &fe.AnyExpr{}},
				ifStmt(bin(fe.GTR, ident(t), lit(0)), []fe.Stmt{work(), &fe.SyncStmt{}}, nil),
			}
		default:
			// Data received by get or put: process pid receives
			// (pid + 1) % p or (pid - 1) % p, whose parity differs between
			// neighbours for every p >= 2.
			src, t := g.fresh("x"), g.fresh("x")
			var s fe.Stmt
			if g.chance(50) {
				s = comm(fe.Get, bin(fe.REM, bin(fe.ADD, ident("pid"), lit(1)), g.nprocs()), loc(src, nil), loc(t, nil), nil)
			} else {
				s = comm(fe.Put, bin(fe.REM, bin(fe.ADD, ident("pid"), lit(1)), g.nprocs()), loc(src, nil), loc(t, nil), nil)
			}
			return []fe.Stmt{
				&fe.VarDecl{Name: ident(src), Init: ident("pid")},
				&fe.VarDecl{Name: ident(t), Init: lit(0)},
				s,
				&fe.SyncStmt{},
				ifStmt(bin(fe.EQL, bin(fe.REM, ident(t), lit(2)), lit(0)), []fe.Stmt{work(), &fe.SyncStmt{}}, nil),
			}
		}
	}
}
