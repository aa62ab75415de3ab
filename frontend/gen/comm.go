package gen

import (
	fe "bspcost/frontend"
)

// target returns a process expression whose value is in 0..p-1, and a
// guard that must hold around the put/get for that (nil when none is
// needed). Affine targets are the ones a polyhedral analysis handles
// (pid + k, pid - i, constants, also reduced mod p); non-affine ones are
// products of pid, quotients and data.
func (g *gen) target(affine bool) (proc, guard fe.Expr) {
	pid := func() fe.Expr { return ident("pid") }
	if affine {
		switch g.intn(9) {
		case 0:
			return pid(), nil
		case 1:
			return lit(0), nil
		case 2:
			return bin(fe.SUB, g.nprocs(), lit(1)), nil
		case 3:
			k := g.nonneg(false, 1)
			if g.chance(50) {
				k = constX(int64(1 + g.intn(3)))
			}
			return bin(fe.REM, bin(fe.ADD, pid(), k.e), g.nprocs()), nil
		case 4:
			return bin(fe.REM, bin(fe.SUB, bin(fe.ADD, pid(), g.nprocs()), lit(1)), g.nprocs()), nil
		case 5:
			return bin(fe.SUB, bin(fe.SUB, g.nprocs(), lit(1)), pid()), nil
		case 6:
			return bin(fe.REM, lit(int64(g.intn(10))), g.nprocs()), nil
		case 7:
			// The seed's scan: pid - i under "if pid >= i".
			i := g.guardOffset()
			return bin(fe.SUB, pid(), i()), bin(fe.GEQ, pid(), i())
		default:
			i := g.guardOffset()
			return bin(fe.ADD, pid(), i()), bin(fe.LSS, bin(fe.ADD, pid(), i()), g.nprocs())
		}
	}
	switch g.intn(8) {
	case 0:
		return bin(fe.REM, bin(fe.MUL, pid(), pid()), g.nprocs()), nil
	case 1:
		k := int64(2 + g.intn(3))
		return bin(fe.REM, bin(fe.ADD, bin(fe.MUL, pid(), lit(k)), lit(1)), g.nprocs()), nil
	case 2:
		return bin(fe.QUO, pid(), lit(2)), nil
	case 3:
		// Data-dependent: (d % p + p) % p is a valid pid for every d.
		d := g.dataLeaf()
		return bin(fe.REM, bin(fe.ADD, bin(fe.REM, d, g.nprocs()), g.nprocs()), g.nprocs()), nil
	case 4:
		return call("max", bin(fe.SUB, pid(), lit(1)), lit(0)), nil
	case 5:
		return call("min", bin(fe.ADD, pid(), lit(1)), bin(fe.SUB, g.nprocs(), lit(1))), nil
	case 6:
		x := g.nonneg(false, 1)
		if x.iv.hi*x.iv.hi > valueLimit {
			x = constX(3)
		}
		return bin(fe.REM, bin(fe.MUL, x.e, x.e), g.nprocs()), nil
	default:
		// A non-negative bounded value mod p, e.g. a small variable.
		x := g.nonneg(false, 2)
		return bin(fe.REM, x.e, g.nprocs()), nil
	}
}

// guardOffset returns a builder of a non-negative offset for guarded
// targets: a constant, a loop counter or a small variable.
func (g *gen) guardOffset() func() fe.Expr {
	var cands []string
	for _, v := range g.visible(vLoop) {
		if v.iv.lo >= 0 {
			cands = append(cands, v.name)
		}
	}
	for _, v := range g.visible(vSmall) {
		cands = append(cands, v.name) // small variables are in [0, smallCap]
	}
	if len(cands) > 0 && g.chance(60) {
		name := pickOne(g, cands)
		return func() fe.Expr { return ident(name) }
	}
	k := int64(1 + g.intn(3))
	return func() fe.Expr { return lit(k) }
}

// comm generates a put or get, with its guard if the target needs one.
// style is "affine", "nonaffine" or "slices" (block transfers, slices and
// word counts, to an affine target).
func (g *gen) comm(c ctx, style string) []fe.Stmt {
	proc, guard := g.target(style != "nonaffine")
	kind := fe.Put
	if g.chance(45) {
		kind = fe.Get
	}
	var s fe.Stmt
	if style == "slices" {
		s = g.blockTransfer(kind, proc)
	}
	if s == nil {
		s = g.wordTransfer(kind, proc)
	}
	if guard != nil {
		// The guard is pid-dependent, but it holds no sync: fine anywhere.
		return []fe.Stmt{ifStmt(guard, []fe.Stmt{s}, nil)}
	}
	return []fe.Stmt{s}
}

// scalarOrElem returns a one-word location: a data scalar or an array
// element.
func (g *gen) scalarOrElem() *fe.Location {
	if as := g.visible(vArray); len(as) > 0 && g.chance(40) {
		a := pickOne(g, as)
		return loc(a.name, g.index(a))
	}
	return loc(pickOne(g, g.visible(vData)).name, nil)
}

// wordTransfer moves one word (scalar or element), optionally with an
// explicit word count 1.
func (g *gen) wordTransfer(kind fe.CommKind, proc fe.Expr) fe.Stmt {
	src, dst := g.scalarOrElem(), g.scalarOrElem()
	var words fe.Expr
	if src.Index != nil && dst.Index != nil && g.chance(30) {
		words = lit(1)
	}
	return comm(kind, proc, src, dst, words)
}

// blockTransfer moves several words: whole arrays, slices and counts, with
// every range within its array on every process (lengths are replicated).
// It returns nil when the arrays in scope allow none.
func (g *gen) blockTransfer(kind fe.CommKind, proc fe.Expr) fe.Stmt {
	arrays := g.visible(vArray)
	if len(arrays) == 0 {
		return nil
	}
	byKind := map[lenKind][]*variable{}
	for _, a := range arrays {
		byKind[a.alen] = append(byKind[a.alen], a)
	}
	var opts []func() fe.Stmt
	// Same-length arrays: whole array by count, or by full slices.
	for _, lk := range []lenKind{lenBlock, lenGlobal, lenProcs} {
		as := byKind[lk]
		if len(as) == 0 {
			continue
		}
		opts = append(opts, func() fe.Stmt {
			a, b := pickOne(g, as), pickOne(g, as)
			switch g.intn(3) {
			case 0:
				return comm(kind, proc, loc(a.name, nil), loc(b.name, nil), g.lenExpr(a))
			case 1:
				return comm(kind, proc, sliceLoc(a.name, lit(0), g.lenExpr(a)), sliceLoc(b.name, lit(0), g.lenExpr(b)), nil)
			default:
				return comm(kind, proc, sliceLoc(a.name, lit(0), g.lenExpr(a)), loc(b.name, nil), nil)
			}
		})
	}
	// A block of N/p words into block off of an N-array, off in 0..p-1.
	if len(byKind[lenBlock]) > 0 && len(byKind[lenGlobal]) > 0 {
		opts = append(opts, func() fe.Stmt {
			a, b := pickOne(g, byKind[lenBlock]), pickOne(g, byKind[lenGlobal])
			off := g.blockOffset()
			start := func() fe.Expr { return bin(fe.MUL, off(), g.blockLen()) }
			end := func() fe.Expr { return bin(fe.MUL, bin(fe.ADD, off(), lit(1)), g.blockLen()) }
			var blk, whole *fe.Location
			var words fe.Expr
			if g.chance(50) {
				blk, whole = sliceLoc(b.name, start(), end()), sliceLoc(a.name, lit(0), g.blockLen())
			} else {
				blk, whole, words = loc(b.name, start()), loc(a.name, nil), g.blockLen()
			}
			if g.chance(50) {
				return comm(kind, proc, whole, blk, words) // gather
			}
			return comm(kind, proc, blk, whole, words) // scatter
		})
	}
	// Constant-length arrays: slices with constant bounds.
	if cs := byKind[lenConst]; len(cs) > 0 {
		opts = append(opts, func() fe.Stmt {
			a, b := pickOne(g, cs), pickOne(g, cs)
			n := 1 + int64(g.intn(int(min(a.clen, b.clen))))
			i := int64(g.intn(int(a.clen - n + 1)))
			j := int64(g.intn(int(b.clen - n + 1)))
			if g.chance(50) {
				return comm(kind, proc, sliceLoc(a.name, lit(i), lit(i+n)), sliceLoc(b.name, lit(j), lit(j+n)), nil)
			}
			return comm(kind, proc, loc(a.name, lit(i)), loc(b.name, lit(j)), lit(n))
		})
	}
	if len(opts) == 0 {
		return nil
	}
	return pickOne(g, opts)()
}

// blockOffset returns a builder of a value in 0..p-1 for block offsets:
// pid, a counter over 0..p-1, or (pid + 1) % p.
func (g *gen) blockOffset() func() fe.Expr {
	var cands []string
	for _, v := range g.visible(vLoop) {
		if v.tags&bProcs != 0 && v.iv.lo >= 0 {
			cands = append(cands, v.name)
		}
	}
	switch k := g.intn(3); {
	case k == 0 && len(cands) > 0:
		name := pickOne(g, cands)
		return func() fe.Expr { return ident(name) }
	case k == 1:
		return func() fe.Expr { return bin(fe.REM, bin(fe.ADD, ident("pid"), lit(1)), g.nprocs()) }
	}
	return func() fe.Expr { return ident("pid") }
}
