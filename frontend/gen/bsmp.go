package gen

import (
	fe "bspcost/frontend"
)

// BSMP statements (Options.Sends): sends to the targets puts use, with a
// word or a block as payload and sometimes a tag; tagsize under
// replicated control (all processes set the same size, as BSPlib
// requires), of 0 or 1 word so that any one-word location can hold a tag;
// and snippets that empty the queue — qsize and a for loop of moves,
// gettag and a while loop of moves, or one move under "if n > 0" — whose
// counts are fresh variables no other statement uses. A move is never
// made on an empty queue, and what it writes is input data anyway (data
// scalars, arrays). The snippets hold no sync, so they may stand under
// pid-dependent control. Without Options.Sends none of this is drawn, and
// the generated programs are those of before.

// bsmpChoices returns the BSMP statements stmt may draw in c.
func (g *gen) bsmpChoices(c ctx) []choice {
	if !g.opts.Sends {
		return nil
	}
	cs := []choice{
		{3, func() []fe.Stmt { return g.send() }},
		{2, func() []fe.Stmt { return g.receive() }},
	}
	if !c.pid {
		cs = append(cs, choice{1, func() []fe.Stmt {
			return []fe.Stmt{&fe.TagSizeStmt{Size: lit(int64(g.intn(2)))}}
		}})
	}
	return cs
}

// send generates a send, with its target's guard when it needs one.
func (g *gen) send() []fe.Stmt {
	proc, guard := g.target(g.chance(70))
	var s *fe.CommStmt
	if g.chance(40) {
		if t, ok := g.blockTransfer(fe.Put, proc).(*fe.CommStmt); ok && t != nil {
			s = t
		}
	}
	if s == nil {
		s = &fe.CommStmt{Proc: proc, Src: g.scalarOrElem()}
		if g.chance(30) {
			s.Words = lit(1)
		}
	}
	s.Kind, s.Dst = fe.Send, nil
	if g.chance(40) {
		// A tag needs the count written out; the tag size is at most 1.
		if s.Words == nil {
			if s.Src.Slice {
				s.Words = bin(fe.SUB, s.Src.Hi, s.Src.Index)
			} else {
				s.Words = lit(1)
			}
		}
		s.Tag = g.scalarOrElem()
	}
	if guard != nil {
		return []fe.Stmt{ifStmt(guard, []fe.Stmt{s}, nil)}
	}
	return []fe.Stmt{s}
}

// moveDst returns a move's destination and its word count (nil: implied):
// a word, a whole array with its length, or a full slice.
func (g *gen) moveDst() (*fe.Location, fe.Expr) {
	if as := g.visible(vArray); len(as) > 0 && g.chance(40) {
		a := pickOne(g, as)
		if g.chance(50) {
			return loc(a.name, nil), g.lenExpr(a)
		}
		return sliceLoc(a.name, lit(0), g.lenExpr(a)), nil
	}
	l := g.scalarOrElem()
	if g.chance(30) {
		return l, lit(1)
	}
	return l, nil
}

// move generates a move, sometimes with a cost annotation.
func (g *gen) move() fe.Stmt {
	dst, n := g.moveDst()
	var s fe.Stmt = &fe.RecvStmt{Kind: fe.Move, Dst: dst, Max: n}
	if g.chance(50) {
		s = cost(lit(int64(1+g.intn(3))), "r", s)
	}
	return s
}

// receive generates a snippet that takes messages from the queue. The
// snippet's statements may be separated by a sync that a loop's body gets
// inserted anywhere (insertAt), so a move is always guarded by a qsize or
// gettag of its own block: a count read before such a sync may be stale.
func (g *gen) receive() []fe.Stmt {
	n := g.fresh("q")
	nx := func() *fe.Ident { return ident(n) }
	var tag *fe.Location
	if g.chance(50) {
		tag = g.scalarOrElem()
	}
	gettag := func(count string) fe.Stmt {
		s := &fe.RecvStmt{Kind: fe.GetTag, Count: ident(count)}
		if tag != nil {
			s.Dst = loc(tag.Var.Name, tag.Index)
		}
		return s
	}
	var out []fe.Stmt
	var words string
	if g.chance(30) {
		words = g.fresh("q")
		out = append(out, &fe.VarDecl{Name: ident(words), Init: lit(0)})
	}
	qsize := func() fe.Stmt {
		s := &fe.RecvStmt{Kind: fe.Qsize, Count: nx()}
		if words != "" {
			s.Words = ident(words)
		}
		return s
	}
	switch g.intn(3) {
	case 0:
		// The pattern of the textbook: qsize, then a for loop over the
		// count, each move checked by a gettag.
		l := g.fresh("q")
		return append(out, &fe.VarDecl{Name: nx(), Init: lit(0)}, &fe.VarDecl{Name: ident(l), Init: lit(0)}, qsize(),
			&fe.ForStmt{Var: ident(g.fresh("m")), Lo: lit(1), Hi: nx(), Body: block(
				gettag(l), ifStmt(bin(fe.GEQ, ident(l), lit(0)), []fe.Stmt{g.move()}, nil))})
	case 1:
		// BSPlib's do-while over gettag.
		return append(out, &fe.VarDecl{Name: nx(), Init: lit(0)},
			&fe.WhileStmt{Cond: bin(fe.GEQ, nx(), lit(0)), Body: block(
				gettag(n), ifStmt(bin(fe.GEQ, nx(), lit(0)), []fe.Stmt{g.move()}, nil))})
	default:
		// A do-while over qsize.
		return append(out, &fe.VarDecl{Name: nx(), Init: lit(1)},
			&fe.WhileStmt{Cond: bin(fe.GTR, nx(), lit(0)), Body: block(
				qsize(), ifStmt(bin(fe.GTR, nx(), lit(0)), []fe.Stmt{g.move()}, nil))})
	}
}
