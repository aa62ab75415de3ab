package gen

import (
	fe "bspcost/frontend"
)

// sx is a generated bounded int expression with what the generator knows
// about it.
type sx struct {
	e    fe.Expr
	iv   interval
	rep  bool  // same value on every process (under replicated control)
	tags bound // symbolic upper bounds, meaningful when iv.lo >= 0
}

func (g *gen) nprocs() fe.Expr {
	// p and nprocs are synonyms; use both so both paths get exercised.
	if g.chance(30) {
		return ident("p")
	}
	return ident("nprocs")
}

func (g *gen) nprocsX() sx {
	return sx{e: g.nprocs(), iv: interval{1, maxP}, rep: true}
}

// blockLen is N / p, a positive divisor thanks to the requires clause.
func (g *gen) blockLen() fe.Expr { return bin(fe.QUO, ident(g.nName), g.nprocs()) }

func (g *gen) pidX() sx {
	t := bProcs
	if g.nName != "" {
		t |= bGlobal // p <= N by the requires clause
	}
	return sx{e: ident("pid"), iv: interval{0, maxP - 1}, tags: t}
}

func constX(v int64) sx { return sx{e: lit(v), iv: interval{v, v}, rep: true} }

// leaf returns a variable, constant or built-in; only replicated ones when
// needRep.
func (g *gen) leaf(needRep bool) sx {
	for {
		switch g.intn(10) {
		case 0, 1:
			return constX(int64(g.intn(10)))
		case 2:
			return g.nprocsX()
		case 3:
			if g.nName != "" {
				if g.chance(50) {
					return sx{e: ident(g.nName), iv: interval{1, maxN}, rep: true}
				}
				return sx{e: g.blockLen(), iv: interval{1, maxN}, rep: true}
			}
		case 4:
			if g.mName != "" {
				return sx{e: ident(g.mName), iv: interval{g.mMin, maxM}, rep: true}
			}
		case 5:
			if !needRep {
				return g.pidX()
			}
		case 6, 7:
			var cands []*variable
			for _, v := range g.visible(vSmall) {
				if v.rep || !needRep {
					cands = append(cands, v)
				}
			}
			if len(cands) > 0 {
				v := pickOne(g, cands)
				return sx{e: ident(v.name), iv: v.iv, rep: v.rep}
			}
		case 8:
			var cands []*variable
			for _, v := range g.visible(vLoop) {
				if v.rep || !needRep {
					cands = append(cands, v)
				}
			}
			if len(cands) > 0 {
				v := pickOne(g, cands)
				return sx{e: ident(v.name), iv: v.iv, rep: v.rep, tags: v.tags}
			}
		case 9:
			if !needRep {
				// Input data enters bounded arithmetic only reduced mod a
				// small constant: any int64 % c lies in (-c, c).
				c := int64(2 + g.intn(8))
				return sx{e: bin(fe.REM, g.dataLeaf(), lit(c)), iv: interval{-(c - 1), c - 1}}
			}
		}
	}
}

// small returns a bounded int expression of at most the given depth.
func (g *gen) small(needRep bool, depth int) sx {
	if depth <= 0 || g.chance(40) {
		return g.leaf(needRep)
	}
	if g.opts.Bits && g.chance(20) {
		return g.bits(needRep, depth)
	}
	x := g.small(needRep, depth-1)
	var r sx
	switch g.intn(8) {
	case 0:
		y := g.small(needRep, depth-1)
		r = sx{e: bin(fe.ADD, x.e, y.e), iv: x.iv.add(y.iv), rep: x.rep && y.rep}
	case 1:
		y := g.small(needRep, depth-1)
		r = sx{e: bin(fe.SUB, x.e, y.e), iv: x.iv.sub(y.iv), rep: x.rep && y.rep}
	case 2:
		y := g.small(needRep, depth-1)
		if g.chance(50) {
			y = constX(int64(1 + g.intn(4)))
		}
		r = sx{e: bin(fe.MUL, x.e, y.e), iv: x.iv.mul(y.iv), rep: x.rep && y.rep}
	case 3:
		if g.chance(60) {
			c := int64(2 + g.intn(3))
			r = sx{e: bin(fe.QUO, x.e, lit(c)), iv: x.iv.div(c, c), rep: x.rep}
		} else {
			r = sx{e: bin(fe.QUO, x.e, g.nprocs()), iv: x.iv.div(1, maxP), rep: x.rep}
		}
		if x.iv.lo >= 0 {
			r.tags = x.tags // a quotient is no larger than the dividend
		}
	case 4, 5:
		r = g.mod(x)
	case 6:
		y := g.small(needRep, depth-1)
		r = sx{e: call("min", x.e, y.e), iv: interval{min(x.iv.lo, y.iv.lo), min(x.iv.hi, y.iv.hi)}, rep: x.rep && y.rep}
		if x.iv.lo >= 0 && y.iv.lo >= 0 {
			r.tags = x.tags | y.tags
		}
	case 7:
		y := g.small(needRep, depth-1)
		r = sx{e: call("max", x.e, y.e), iv: interval{max(x.iv.lo, y.iv.lo), max(x.iv.hi, y.iv.hi)}, rep: x.rep && y.rep}
		r.tags = x.tags & y.tags
	}
	if !r.iv.ok() {
		return x
	}
	return r
}

// mod reduces x modulo a positive constant, nprocs, N/p or N.
func (g *gen) mod(x sx) sx {
	var r sx
	switch k := g.intn(4); {
	case k == 0 || g.nName == "" && k >= 2:
		c := int64(2 + g.intn(7))
		r = sx{e: bin(fe.REM, x.e, lit(c)), iv: x.iv.rem(c), rep: x.rep}
	case k == 1:
		r = sx{e: bin(fe.REM, x.e, g.nprocs()), iv: x.iv.rem(maxP), rep: x.rep, tags: bProcs}
		if g.nName != "" {
			r.tags |= bGlobal
		}
	case k == 2:
		r = sx{e: bin(fe.REM, x.e, g.blockLen()), iv: x.iv.rem(maxN), rep: x.rep, tags: bBlock | bGlobal}
	default:
		r = sx{e: bin(fe.REM, x.e, ident(g.nName)), iv: x.iv.rem(maxN), rep: x.rep, tags: bGlobal}
	}
	if x.iv.lo < 0 {
		r.tags = 0
	}
	return r
}

// nonneg returns a bounded expression whose value is never negative.
func (g *gen) nonneg(needRep bool, depth int) sx {
	x := g.small(needRep, depth)
	if x.iv.lo >= 0 {
		return x
	}
	return sx{e: call("max", x.e, lit(0)), iv: interval{0, max(0, x.iv.hi)}, rep: x.rep}
}

// fit clamps x into [0, smallCap], the invariant range of small variables.
func fit(x sx) sx {
	if x.iv.lo < 0 {
		x = sx{e: call("max", x.e, lit(0)), iv: interval{0, max(0, x.iv.hi)}, rep: x.rep}
	}
	if x.iv.hi > smallCap {
		x = sx{e: call("min", x.e, lit(smallCap)), iv: interval{x.iv.lo, smallCap}, rep: x.rep}
	}
	return x
}

// dataLeaf returns an unbounded, non-replicated int: a data scalar, an
// array element or any.
func (g *gen) dataLeaf() fe.Expr {
	arrays := g.visible(vArray)
	switch k := g.intn(6); {
	case k == 0:
		return &fe.AnyExpr{}
	case k <= 2 && len(arrays) > 0:
		a := pickOne(g, arrays)
		return &fe.IndexExpr{X: ident(a.name), Index: g.index(a)}
	default:
		return ident(pickOne(g, g.visible(vData)).name)
	}
}

// data returns an int expression of any value: it must not be used in
// arithmetic (it may be near the int64 limits) except reduced by "%".
func (g *gen) data(depth int) fe.Expr {
	switch k := g.intn(10); {
	case k < 5 || depth <= 0:
		return g.dataLeaf()
	case k < 8:
		return g.small(false, 2).e
	case k == 8:
		return call("min", g.data(depth-1), g.data(depth-1))
	default:
		return call("max", g.data(depth-1), g.data(depth-1))
	}
}

var cmpOps = []fe.Token{fe.LSS, fe.LEQ, fe.GTR, fe.GEQ, fe.EQL, fe.NEQ}

// cond returns a boolean expression; when needRep only replicated values
// are used, so every process takes the same branch. The bool says whether
// it is replicated.
func (g *gen) cond(needRep bool, depth int) (fe.Expr, bool) {
	switch k := g.intn(12); {
	case k == 0 && depth > 0:
		x, rx := g.cond(needRep, depth-1)
		y, ry := g.cond(needRep, depth-1)
		op := fe.LAND
		if g.chance(50) {
			op = fe.LOR
		}
		return bin(op, x, y), rx && ry
	case k == 1 && depth > 0:
		x, rx := g.cond(needRep, depth-1)
		return not(x), rx
	case k == 2 && g.chance(20):
		return &fe.BoolLit{Value: g.chance(50)}, true
	case k == 3 && !needRep:
		// A comparison of input data: fine for control flow without
		// barriers, and no arithmetic on unbounded values.
		return bin(pickOne(g, cmpOps), g.dataLeaf(), g.data(1)), false
	case k == 4:
		// Conditions are drawn freely, decided ones included: a branch
		// that is dead code is as much a part of real programs as a live
		// one, and shaping conditions by what an analysis decides would
		// hide its mistakes from the differential test.
		x := g.small(needRep, 2)
		c := int64(2 + g.intn(2))
		return bin(fe.EQL, bin(fe.REM, x.e, lit(c)), lit(int64(g.intn(int(c))))), x.rep
	case k == 5 && !needRep:
		return g.pidCond(), false
	default:
		x, y, op := g.small(needRep, 2), g.small(needRep, 1), pickOne(g, cmpOps)
		return bin(op, x.e, y.e), x.rep && y.rep
	}
}

// pidCond returns a condition on pid that differs between processes 0 and
// 1, so that a branch on it really diverges whenever p >= 2.
func (g *gen) pidCond() fe.Expr {
	pid := ident("pid")
	switch g.intn(7) {
	case 0:
		return bin(fe.EQL, pid, lit(0))
	case 1:
		return bin(fe.EQL, bin(fe.REM, pid, lit(2)), lit(int64(g.intn(2))))
	case 2:
		return bin(fe.GTR, pid, lit(0))
	case 3:
		return bin(fe.LSS, pid, bin(fe.QUO, g.nprocs(), lit(2))) // false for pid 0 only when p = 1
	case 4:
		return bin(fe.EQL, pid, bin(fe.SUB, g.nprocs(), lit(1)))
	case 5:
		return bin(fe.NEQ, pid, lit(0))
	default:
		return bin(fe.LEQ, bin(fe.MUL, pid, lit(2)), lit(int64(g.intn(3))))
	}
}

// lenExpr returns the length of array a as an expression.
func (g *gen) lenExpr(a *variable) fe.Expr {
	switch a.alen {
	case lenBlock:
		return g.blockLen()
	case lenGlobal:
		return ident(g.nName)
	case lenProcs:
		return g.nprocs()
	}
	return lit(a.clen)
}

func lenBound(a *variable) bound {
	switch a.alen {
	case lenBlock:
		return bBlock
	case lenGlobal:
		return bGlobal
	case lenProcs:
		return bProcs
	}
	return 0
}

// fitsIndex says whether x is always a valid index of a.
func fitsIndex(x sx, a *variable) bool {
	if x.iv.lo < 0 {
		return false
	}
	if x.iv.hi <= 0 || a.alen == lenConst && x.iv.hi < a.clen {
		return true
	}
	return x.tags&lenBound(a) != 0
}

// index returns an expression that is always a valid index of array a.
func (g *gen) index(a *variable) fe.Expr {
	switch g.intn(8) {
	case 0:
		return lit(0)
	case 1, 2, 3:
		for i := 0; i < 4; i++ {
			if x := g.nonneg(false, 1); fitsIndex(x, a) {
				return x.e
			}
		}
		fallthrough
	case 4, 5:
		// Reduce a non-negative value modulo the length.
		x := g.nonneg(false, 1)
		return bin(fe.REM, x.e, g.lenExpr(a))
	case 6:
		if a.alen == lenGlobal {
			for _, j := range g.visible(vLoop) {
				if j.tags&bBlock != 0 {
					// pid*(N/p) + j <= (p-1)(N/p) + N/p - 1 < N.
					return bin(fe.ADD, bin(fe.MUL, ident("pid"), g.blockLen()), ident(j.name))
				}
			}
		}
		return lit(0)
	default:
		// Data-dependent: (d % L + L) % L is in [0, L) for every d, and
		// d % L + L cannot overflow.
		var d fe.Expr
		if ds := g.visible(vData); len(ds) > 0 && g.chance(70) {
			d = ident(pickOne(g, ds).name)
		} else {
			d = &fe.AnyExpr{}
		}
		return bin(fe.REM, bin(fe.ADD, bin(fe.REM, d, g.lenExpr(a)), g.lenExpr(a)), g.lenExpr(a))
	}
}
