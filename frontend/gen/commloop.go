package gen

import (
	fe "bspcost/frontend"
)

// commLoop generates a loop over targets (family "comm-loops"): the
// counter picks the process a put or get talks to, the patterns of
// all-to-all exchanges, gathers and scatters, neighbourhoods, strided
// targets and non-affine ones. The loop holds no sync, so it may stand
// under pid-dependent control; whether a put or a get, and which words,
// is drawn per loop, so sections mix both.
func (g *gen) commLoop(c ctx) []fe.Stmt {
	i := g.fresh("t")
	iv := func() fe.Expr { return ident(i) }
	pid := func() fe.Expr { return ident("pid") }
	last := func() fe.Expr { return bin(fe.SUB, g.nprocs(), lit(1)) }
	kind := fe.Put
	if g.chance(45) {
		kind = fe.Get
	}
	var lo, hi, step, proc, guard fe.Expr
	switch g.intn(6) {
	case 0: // all-to-all: every other process once
		lo, hi = lit(1), last()
		proc = bin(fe.REM, bin(fe.ADD, pid(), iv()), g.nprocs())
	case 1: // gather or scatter through every process
		lo, hi = lit(0), last()
		proc = iv()
	case 2: // a neighbourhood: pid + 1 .. pid + k, inside the machine
		lo, hi = lit(1), lit(int64(1+g.intn(3)))
		proc = bin(fe.ADD, pid(), iv())
		guard = bin(fe.LSS, bin(fe.ADD, pid(), iv()), g.nprocs())
	case 3: // a neighbourhood below: pid - k .. pid - 1
		lo, hi = lit(1), lit(int64(1+g.intn(3)))
		proc = bin(fe.SUB, pid(), iv())
		guard = bin(fe.GEQ, pid(), iv())
	case 4: // strided targets
		lo, hi, step = lit(0), last(), lit(int64(2+g.intn(2)))
		proc = iv()
	default: // non-affine: (pid * i) % p
		lo, hi = lit(1), last()
		proc = bin(fe.REM, bin(fe.MUL, pid(), iv()), g.nprocs())
	}
	s := g.wordTransfer(kind, proc)
	if guard != nil {
		s = ifStmt(guard, []fe.Stmt{s}, nil)
	}
	return []fe.Stmt{&fe.ForStmt{Var: ident(i), Lo: lo, Hi: hi, Step: step, Body: block(s)}}
}
