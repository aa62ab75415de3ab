package gen

import (
	fe "bspcost/frontend"
)

// program generates the whole program: parameters and requires clause, a
// prelude of top-level declarations (every put/get location is one of
// them, so it exists on every process whenever a barrier delivers to it),
// then random statements with the family's feature at a random position.
func (g *gen) program(name string) *fe.Program {
	deep := false
	switch f := g.opts.Family; {
	case isDeep(f):
		g.family, deep = f, true
	case contains(UnalignedFamilies, f):
		g.violation, g.family = f, f
	case contains(AlignedFamilies, f) && !g.opts.Unaligned:
		g.family = f
	case g.opts.Unaligned:
		g.violation = pickOne(g, UnalignedFamilies)
		g.family = g.violation
	default:
		g.family = pickOne(g, AlignedFamilies)
	}
	prog := &fe.Program{Name: ident(name)}
	var req []fe.Expr
	if g.chance(85) || g.family == "comm-slices" {
		g.nName = pickOne(g, []string{"N", "N", "n", "size"})
		g.params = append(g.params, paramInfo{name: g.nName, kind: blockParam})
		n := func() fe.Expr { return ident(g.nName) }
		ge := bin(fe.GEQ, n(), g.nprocs())
		dv := bin(fe.EQL, bin(fe.REM, n(), g.nprocs()), lit(0))
		if g.chance(50) {
			req = append(req, ge, dv)
		} else {
			req = append(req, dv, ge)
		}
	}
	if g.chance(40) {
		g.mName = pickOne(g, []string{"M", "K", "rounds"})
		g.mMin = int64(g.intn(2))
		g.params = append(g.params, paramInfo{name: g.mName, kind: countParam, min: g.mMin})
		req = append(req, bin(fe.GEQ, ident(g.mName), lit(g.mMin)))
	}
	for _, pi := range g.params {
		prog.Params = append(prog.Params, ident(pi.name))
	}
	for i, r := range req {
		if i == 0 {
			prog.Requires = r
		} else {
			prog.Requires = bin(fe.LAND, prog.Requires, r)
		}
	}

	g.push()
	defer g.pop()
	body := g.prelude()
	c := ctx{mult: 1, reach: true}
	n := 2 + g.intn(g.opts.MaxStmts+1)
	featAt := g.intn(n + 1)
	injectAt := g.intn(n + 1)
	for i := 0; i <= n; i++ {
		if i == featAt && deep {
			body = append(body, g.deep(c)...)
		} else if i == featAt && g.violation == "" {
			body = append(body, g.feature(c)...)
		}
		if i == injectAt && g.violation != "" && !g.injected {
			body = append(body, g.inject(c)...)
		}
		if i < n {
			body = append(body, g.stmt(c)...)
		}
	}
	prog.Body = block(body...)
	return prog
}

// prelude declares the top-level variables: data scalars, arrays and
// small control variables, in random order.
func (g *gen) prelude() []fe.Stmt {
	var decls []func() fe.Stmt
	nd := 1 + g.intn(3)
	for i := 0; i < nd; i++ {
		decls = append(decls, func() fe.Stmt {
			v := g.declare(&variable{name: g.fresh("x"), kind: vData})
			d := &fe.VarDecl{Name: ident(v.name)}
			switch g.intn(5) {
			case 0:
				d.Init = ident("pid")
			case 1:
				d.Init = &fe.AnyExpr{}
			case 2:
				d.Init = lit(int64(g.intn(10)))
			}
			return d
		})
	}
	kinds := []lenKind{lenProcs, lenConst}
	if g.nName != "" {
		kinds = append(kinds, lenBlock, lenGlobal, lenBlock)
	}
	na := g.intn(4)
	if g.family == "comm-slices" {
		na += 2
	}
	for i := 0; i < na; i++ {
		lk := pickOne(g, kinds)
		if g.family == "comm-slices" && g.nName != "" && i < 2 {
			lk = []lenKind{lenBlock, lenGlobal}[i]
		}
		decls = append(decls, func() fe.Stmt {
			a := g.declare(&variable{name: g.fresh("a"), kind: vArray, alen: lk, clen: int64(2 + g.intn(7))})
			return &fe.VarDecl{Name: ident(a.name), Size: g.lenExpr(a)}
		})
	}
	ns := 1 + g.intn(3)
	for i := 0; i < ns; i++ {
		decls = append(decls, func() fe.Stmt {
			v := g.declare(&variable{name: g.fresh("v"), kind: vSmall, iv: interval{0, smallCap}, rep: true})
			var init fe.Expr
			switch k := g.intn(6); {
			case k == 0:
				init, v.rep = ident("pid"), false
			case k == 1 && g.nName != "":
				init = ident(g.nName)
			case k == 2:
				init = g.nprocs()
			case k == 3 && g.mName != "":
				init = ident(g.mName)
			default:
				init = lit(int64(g.intn(5)))
			}
			return &fe.VarDecl{Name: ident(v.name), Init: init}
		})
	}
	g.r.Shuffle(len(decls), func(i, j int) { decls[i], decls[j] = decls[j], decls[i] })
	var out []fe.Stmt
	for _, d := range decls {
		out = append(out, d())
	}
	return out
}

// feature generates the aligned family's characteristic statements at the
// top level (replicated control).
func (g *gen) feature(c ctx) []fe.Stmt {
	switch g.family {
	case "replicated-loops":
		if g.chance(60) {
			var ts []forTmpl
			for _, t := range g.forTemplates(c) {
				if t.rep {
					ts = append(ts, t)
				}
			}
			return []fe.Stmt{g.forWith(c, pickOne(g, ts), true)}
		}
		return g.scan(c, "affine")
	case "pid-branches":
		if g.chance(50) {
			return g.work12(c)
		}
		return g.ifChain(c, false)
	case "comm-affine", "comm-nonaffine", "comm-slices":
		style := g.family[len("comm-"):]
		if g.chance(30) {
			return g.scan(c, style)
		}
		return append(g.comm(c, style), &fe.SyncStmt{})
	default: // "reassigned"
		return g.reassign(c)
	}
}

// scan generates the seed's scan shape: a doubling while loop whose body
// communicates (under a guard), syncs, and works under the same guard.
func (g *gen) scan(c ctx, style string) []fe.Stmt {
	k := g.declare(&variable{name: g.fresh("k"), kind: vSmall, iv: interval{1, 2 * maxP}, rep: true, fixed: true})
	snap := g.lockRep()
	defer g.unlockRep(snap)
	kx := func() fe.Expr { return ident(k.name) }
	guard := func() fe.Expr { return bin(fe.GEQ, ident("pid"), kx()) }
	var s fe.Stmt
	if style == "affine" && g.chance(70) {
		xs := g.visible(vData)
		s = comm(fe.Get, bin(fe.SUB, ident("pid"), kx()), loc(pickOne(g, xs).name, nil), loc(pickOne(g, xs).name, nil), nil)
	} else {
		inner := ctx{depth: c.depth + 1, pid: true, mult: c.mult * 3}
		s = g.comm(inner, style)[0]
	}
	inner := ctx{depth: g.opts.MaxDepth, pid: true, mult: c.mult * 3}
	work := g.annotate(g.assignData(inner)[0])
	body := []fe.Stmt{
		ifStmt(guard(), []fe.Stmt{s}, nil),
		&fe.SyncStmt{},
		ifStmt(guard(), []fe.Stmt{work}, nil),
		assign(kx(), bin(fe.MUL, kx(), lit(2))),
	}
	return []fe.Stmt{
		&fe.VarDecl{Name: ident(k.name), Init: lit(1)},
		&fe.WhileStmt{Cond: bin(fe.LSS, kx(), g.nprocs()), Body: block(body...)},
	}
}
