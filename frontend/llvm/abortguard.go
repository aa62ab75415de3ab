package llvm

import (
	"strings"

	"bspcost/frontend"
)

// abortGuardsOn switches the abort guards of broadcasts (the mutation
// check of TestAbortGuard): off, a broadcast value checked by an abort
// before it is sent is a parameter without the fact the check gives it.
var abortGuardsOn = true

// abortGuards finds, in ss (the statements process c runs before it
// broadcasts v), the ends of the run under a condition on v:
//
//	v := any; if v < 2 * nprocs then bsp_abort(...) end   (BSPedupack's FFT)
//
// with nothing after them writing v. The run goes on past each only where
// its condition fails, so the value broadcast satisfies the negation; each
// is returned over the parameter pv, with the position of the call that
// ends the run and its name. A condition that names anything but v, the
// parameters, nprocs and constants, or not v, gives nothing.
func (t *translator) abortGuards(ss []frontend.Stmt, v, pv *cvar) (out []guard) {
	if !abortGuardsOn {
		return nil
	}
	for i := len(ss) - 1; i >= 0; i-- {
		if writesVar(t, ss[i+1:], v) {
			break
		}
		s, ok := ss[i].(*frontend.IfStmt)
		if !ok {
			continue
		}
		var goesOn frontend.Expr // the condition under which the run goes on
		var m *frontend.SkipStmt
		if mk, ok := t.onlyMark(s.Then); ok && (s.Else == nil || len(s.Else.Stmts) == 0) {
			goesOn, m = negate(s.Cond), mk
		} else if mk, ok := t.onlyMark(s.Else); ok && len(s.Then.Stmts) == 0 {
			goesOn, m = s.Cond, mk
		} else {
			continue
		}
		if !t.mentions(goesOn, v) {
			continue
		}
		if req, ok := t.overParam(goesOn, v, pv); ok {
			out = append(out, guard{req: req, at: m.Skip, ender: t.abortMarks[m]})
		}
	}
	return out
}

// mentions reports whether e reads v.
func (t *translator) mentions(e frontend.Expr, v *cvar) bool {
	found := false
	frontend.Inspect(e, func(n frontend.Node) bool {
		if id, ok := n.(*frontend.Ident); ok && t.identOwner[id] == v {
			found = true
		}
		return !found
	})
	return found
}

// mayGuard reports whether an end of the run in the block being
// translated may be a broadcast's guard: in the SPMD function itself
// (not inlined code) and in no loop of it, as abortGuards requires. Only
// there is it marked, so that elsewhere the translation is as without
// the rule.
func (t *translator) mayGuard() bool {
	if len(t.inlining) != 1 {
		return false
	}
	b, ok := t.g.index[t.curBlock]
	if !ok {
		return false
	}
	for _, l := range t.g.loops {
		if l.body[b] {
			return false
		}
	}
	return true
}

// onlyMark returns the end of the run that is the whole of b.
func (t *translator) onlyMark(b *frontend.Block) (*frontend.SkipStmt, bool) {
	if b == nil || len(b.Stmts) != 1 {
		return nil, false
	}
	m, ok := b.Stmts[0].(*frontend.SkipStmt)
	if !ok || t.abortMarks[m] == "" {
		return nil, false
	}
	return m, true
}

// overParam copies e with v read as the parameter pv; false when e names
// anything but v, the parameters, nprocs and constants, or is not a
// comparison of integer operations.
func (t *translator) overParam(e frontend.Expr, v, pv *cvar) (frontend.Expr, bool) {
	switch e := e.(type) {
	case *frontend.IntLit:
		return &frontend.IntLit{ValuePos: e.ValuePos, Lit: e.Lit, Value: e.Value}, true
	case *frontend.Ident:
		w := t.identOwner[e]
		switch {
		case w == nil && e.Name == "nprocs":
			return &frontend.Ident{NamePos: e.NamePos, Name: "p"}, true // p in a requires clause
		case w == v:
			return t.ident(pv, e.NamePos), true
		case w != nil && w.param:
			return t.ident(w, e.NamePos), true
		}
	case *frontend.ParenExpr:
		x, ok := t.overParam(e.X, v, pv)
		return &frontend.ParenExpr{Lparen: e.Lparen, X: x, Rparen: e.Rparen}, ok
	case *frontend.UnaryExpr:
		x, ok := t.overParam(e.X, v, pv)
		return &frontend.UnaryExpr{OpPos: e.OpPos, Op: e.Op, X: x}, ok
	case *frontend.BinaryExpr:
		switch e.Op {
		case frontend.ADD, frontend.SUB, frontend.MUL, frontend.QUO, frontend.REM,
			frontend.EQL, frontend.NEQ, frontend.LSS, frontend.LEQ, frontend.GTR, frontend.GEQ,
			frontend.LAND, frontend.LOR:
		default:
			return nil, false
		}
		x, ok1 := t.overParam(e.X, v, pv)
		y, ok2 := t.overParam(e.Y, v, pv)
		return &frontend.BinaryExpr{X: x, OpPos: e.OpPos, Op: e.Op, Y: y}, ok1 && ok2
	}
	return nil, false
}

// paren parenthesises a binary expression for printing inside another.
func paren(e frontend.Expr) frontend.Expr {
	if _, ok := e.(*frontend.BinaryExpr); ok {
		return &frontend.ParenExpr{Lparen: e.Pos(), X: e, Rparen: e.End()}
	}
	return e
}

// writesVar reports whether a statement of ss (at any depth) may write v.
func writesVar(t *translator, ss []frontend.Stmt, v *cvar) bool {
	found := false
	for _, s := range ss {
		frontend.Inspect(s, func(n frontend.Node) bool {
			found = found || t.writesIn(n, v)
			return !found
		})
	}
	return found
}

// writesIn reports whether the node n itself may write v: an assignment,
// a transfer or message into it, a declaration or loop of it.
func (t *translator) writesIn(n frontend.Node, v *cvar) bool {
	switch n := n.(type) {
	case *frontend.AssignStmt:
		lhs := n.LHS
		if ix, ok := lhs.(*frontend.IndexExpr); ok {
			lhs = ix.X
		}
		id, ok := lhs.(*frontend.Ident)
		return ok && t.identOwner[id] == v
	case *frontend.CommStmt:
		return n.Dst != nil && t.identOwner[n.Dst.Var] == v || n.Tag != nil && t.identOwner[n.Tag.Var] == v
	case *frontend.RecvStmt:
		for _, id := range n.Targets() {
			if t.identOwner[id] == v {
				return true
			}
		}
	case *frontend.VarDecl:
		return t.identOwner[n.Name] == v
	case *frontend.ForStmt:
		return t.identOwner[n.Var] == v
	}
	return false
}

// dropAbortMarks removes the statements standing for ends of the run
// (abortMarks) once the broadcasts have read them, and the ifs left empty.
func (t *translator) dropAbortMarks(ss []frontend.Stmt) []frontend.Stmt {
	if len(t.abortMarks) == 0 {
		return ss
	}
	out := ss[:0]
	for _, s := range ss {
		switch s := s.(type) {
		case *frontend.SkipStmt:
			if t.abortMarks[s] != "" {
				continue
			}
		case *frontend.IfStmt:
			had := len(s.Then.Stmts) > 0 || s.Else != nil && len(s.Else.Stmts) > 0
			s.Then.Stmts = t.dropAbortMarks(s.Then.Stmts)
			if s.Else != nil {
				s.Else.Stmts = t.dropAbortMarks(s.Else.Stmts)
			}
			if had && len(s.Then.Stmts) == 0 && (s.Else == nil || len(s.Else.Stmts) == 0) {
				continue
			}
		case *frontend.WhileStmt:
			s.Body.Stmts = t.dropAbortMarks(s.Body.Stmts)
		case *frontend.ForStmt:
			s.Body.Stmts = t.dropAbortMarks(s.Body.Stmts)
		case *frontend.CostStmt:
			if m, ok := s.Stmt.(*frontend.SkipStmt); ok && t.abortMarks[m] != "" {
				s.Stmt = &frontend.SkipStmt{Skip: m.Skip} // its work stays
			}
		}
		out = append(out, s)
	}
	return out
}

// pidIs returns the constant process c when s is `if pid == c then ...
// end` without else.
func pidIs(s frontend.Stmt) (*frontend.IfStmt, int64, bool) {
	is, ok := s.(*frontend.IfStmt)
	if !ok || is.Else != nil {
		return nil, 0, false
	}
	cond, ok := is.Cond.(*frontend.BinaryExpr)
	if !ok || cond.Op != frontend.EQL {
		return nil, 0, false
	}
	id, ok1 := cond.X.(*frontend.Ident)
	lit, ok2 := cond.Y.(*frontend.IntLit)
	if !ok1 || !ok2 || id.Name != "pid" {
		return nil, 0, false
	}
	return is, lit.Value, true
}

// guardBefore finds the abort guard of a get broadcast's value: in the
// superstep before the get (prev, up to its sync), the last `if pid == c
// then ... end`, and the guard at the end of its body; nothing after it
// in prev, nor in cur (the get's superstep before it), may write v.
func (t *translator) guardBefore(prev, cur []frontend.Stmt, c int64, v, pv *cvar) []guard {
	if writesVar(t, cur, v) {
		return nil
	}
	for i := len(prev) - 1; i >= 0; i-- {
		if is, pc, ok := pidIs(prev[i]); ok && pc == c {
			if writesVar(t, prev[i+1:], v) {
				return nil
			}
			return t.abortGuards(is.Then.Stmts, v, pv)
		}
	}
	return nil
}

// guard is what an abort guard requires of a broadcast value (req, over
// the parameter), with the end of the run (ender, at) and the broadcast
// (the C variable v, from process proc at line).
type guard struct {
	req   frontend.Expr
	at    frontend.Pos
	ender string
	v     string
	proc  int64
	line  int
}

// guardsRequire notes each guard at its end of the run, once the
// parameters have their names, and returns the requires clause req
// conjoined with what they require.
func (t *translator) guardsRequire(req frontend.Expr) frontend.Expr {
	for _, g := range t.guards {
		// This note replaces the one that the run going on past the end
		// covers the run that ends there: it says what goes on.
		kept := (*t.notes)[:0]
		for _, d := range *t.notes {
			if d.Pos != g.at || !strings.HasPrefix(d.Msg, g.ender+" ends the run here; ") {
				kept = append(kept, d)
			}
		}
		*t.notes = kept
		text := frontend.ExprString(g.req)
		t.note(g.at, "%s ends the run here unless %s; %s is then broadcast by process %d (line %d), so the bound assumes %s (a run that ends here costs what it did up to this line, before the broadcast)", g.ender, text, g.v, g.proc, g.line, text)
		if req == nil {
			req = g.req
		} else {
			req = &frontend.BinaryExpr{X: paren(req), OpPos: req.Pos(), Op: frontend.LAND, Y: paren(g.req)}
		}
	}
	return req
}

// copiesOfBroadcastsOn switches copiesOfBroadcasts (the mutation check of
// TestBroadcastCopies).
var copiesOfBroadcastsOn = true

// copiesOfBroadcasts makes the reads of a copy of a broadcast parameter
// reads of the parameter: a variable whose every write is v := n (n a
// parameter broadcasts made; an inlined function's argument,
// k1_init(n, p) in BSPedupack's FFT) and whose every read comes after
// such a write in its block or an enclosing one holds n at every read.
// The analyses then see the parameter (n / p a floor of parameters)
// rather than a variable equal to it.
func (t *translator) copiesOfBroadcasts(body []frontend.Stmt, bcast map[*cvar]bool) []frontend.Stmt {
	if !copiesOfBroadcastsOn || len(bcast) == 0 {
		return body
	}
	src := map[*cvar]*cvar{} // copy -> the parameter it copies; nil: not a copy
	bad := map[*cvar]bool{}
	written := map[*frontend.Ident]bool{}
	for _, s := range body {
		frontend.Inspect(s, func(n frontend.Node) bool {
			switch n := n.(type) {
			case *frontend.AssignStmt:
				id, ok := n.LHS.(*frontend.Ident)
				if !ok {
					if ix, ok := n.LHS.(*frontend.IndexExpr); ok {
						if w := t.identOwner[ix.X]; w != nil {
							bad[w] = true
						}
					}
					return true
				}
				v := t.identOwner[id]
				if v == nil {
					return true
				}
				r, ok := n.RHS.(*frontend.Ident)
				pv := t.identOwner[r]
				if !ok || pv == nil || !bcast[pv] || src[v] != nil && src[v] != pv || v.param || v.isArray || v.forVar {
					bad[v] = true
					return true
				}
				src[v] = pv
				written[id] = true
			case *frontend.CommStmt:
				if n.Dst != nil {
					bad[t.identOwner[n.Dst.Var]] = true
				}
				if n.Tag != nil {
					bad[t.identOwner[n.Tag.Var]] = true
				}
			case *frontend.RecvStmt:
				for _, id := range n.Targets() {
					bad[t.identOwner[id]] = true
				}
			case *frontend.VarDecl:
				bad[t.identOwner[n.Name]] = true
			case *frontend.ForStmt:
				bad[t.identOwner[n.Var]] = true
			}
			return true
		})
	}
	done := map[*cvar]bool{}
	for v := range src {
		if !bad[v] && t.readAfterWrite(body, v, false) {
			done[v] = true
		}
	}
	if len(done) == 0 {
		return body
	}
	// The reads in body become the parameter's; the writes stay (dead
	// now), and so does any read made elsewhere (a contract's check).
	var ids []*frontend.Ident
	for _, s := range body {
		frontend.Inspect(s, func(n frontend.Node) bool {
			if id, ok := n.(*frontend.Ident); ok && done[t.identOwner[id]] && !written[id] {
				ids = append(ids, id)
			}
			return true
		})
	}
	t.reown(ids, func(id *frontend.Ident) *cvar { return src[t.identOwner[id]] })
	return body
}

// readAfterWrite reports whether every read of v in ss comes after a
// write of v in the same block or an enclosing one (def: v is written
// before ss starts).
func (t *translator) readAfterWrite(ss []frontend.Stmt, v *cvar, def bool) bool {
	reads := func(n frontend.Node) bool {
		found := false
		if n == nil {
			return false
		}
		frontend.Inspect(n, func(m frontend.Node) bool {
			if id, ok := m.(*frontend.Ident); ok && t.identOwner[id] == v {
				found = true
			}
			return !found
		})
		return found
	}
	for _, s := range ss {
		if c, ok := s.(*frontend.CostStmt); ok {
			for _, term := range c.Terms {
				if !def && reads(term.Coef) {
					return false
				}
			}
			s = c.Stmt
		}
		switch s := s.(type) {
		case *frontend.AssignStmt:
			if id, ok := s.LHS.(*frontend.Ident); ok && t.identOwner[id] == v {
				def = true
				continue
			}
			if !def && reads(s) {
				return false
			}
		case *frontend.IfStmt:
			if !def && reads(s.Cond) {
				return false
			}
			if !t.readAfterWrite(s.Then.Stmts, v, def) || s.Else != nil && !t.readAfterWrite(s.Else.Stmts, v, def) {
				return false
			}
		case *frontend.WhileStmt:
			if !def && reads(s.Cond) {
				return false
			}
			if !t.readAfterWrite(s.Body.Stmts, v, def) {
				return false
			}
		case *frontend.ForStmt:
			if !def && (reads(s.Lo) || reads(s.Hi) || s.Step != nil && reads(s.Step)) {
				return false
			}
			if !t.readAfterWrite(s.Body.Stmts, v, def) {
				return false
			}
		default:
			if !def && reads(s) {
				return false
			}
		}
	}
	return true
}
