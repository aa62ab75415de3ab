package llvm

import (
	"bspcost/frontend"
)

// pointerWalksOn switches boundPointerWalks (the mutation check of
// TestPointerWalk).
var pointerWalksOn = true

// boundPointerWalks bounds the while loops that walk an array argument
// forward, one element per iteration, and read the element reached:
//
//	while pvloc < pvloc_end do ... pinc := pinc + 1; pvloc := pvloc + inc[pinc] end
//
// (BSPedupack's sparse matrix-vector kernel: the increments are data, so
// the loop's own condition has no ranking function). Every iteration
// that reads inc[pinc] past the increment has pinc + 1 <= inc_len - 1 at
// its start in a run that stays within the array (past it, C's behaviour
// is undefined), so the loop's condition gets that conjunct: the same
// program for every such run, and a loop that ends within inc_len
// iterations. A note at the read says what the bound assumes. The
// counter must be written in the loop only by that increment, the read
// must be a statement of the loop's body itself after it, and nothing
// between them may leave the iteration.
func (t *translator) boundPointerWalks(ss []frontend.Stmt) {
	if !pointerWalksOn {
		return
	}
	for _, s := range ss {
		switch s := s.(type) {
		case *frontend.IfStmt:
			t.boundPointerWalks(s.Then.Stmts)
			if s.Else != nil {
				t.boundPointerWalks(s.Else.Stmts)
			}
		case *frontend.ForStmt:
			t.boundPointerWalks(s.Body.Stmts)
		case *frontend.WhileStmt:
			t.boundPointerWalks(s.Body.Stmts)
			t.boundWalk(s)
		}
	}
}

// boundWalk is boundPointerWalks for one loop.
func (t *translator) boundWalk(w *frontend.WhileStmt) {
	body := w.Body.Stmts
	for j, s := range body {
		as, ok := s.(*frontend.AssignStmt)
		if !ok {
			continue
		}
		id, ok := as.LHS.(*frontend.Ident)
		p := t.identOwner[id]
		if !ok || p == nil || p.isArray || p.param {
			continue
		}
		inc, ok := as.RHS.(*frontend.BinaryExpr)
		if !ok || inc.Op != frontend.ADD || t.identOwner[identOf(inc.X)] != p {
			continue
		}
		if one, ok := inc.Y.(*frontend.IntLit); !ok || one.Value != 1 {
			continue
		}
		// p written only here in the loop.
		if writesVar(t, body[:j], p) || writesVar(t, body[j+1:], p) {
			continue
		}
		for k := j + 1; k < len(body); k++ {
			if frontend.HasJump(body[k]) {
				break
			}
			arr := t.readAt(body[k], p)
			if arr == nil {
				continue
			}
			var n *cvar
			for _, pv := range t.params {
				if pv.lenOf == arr {
					n = pv
				}
			}
			if n == nil {
				break
			}
			pos := body[k].Pos()
			// 0 <= p + 1 <= n - 1: the next read, after the increment,
			// within the array.
			bound := &frontend.BinaryExpr{
				X:     &frontend.BinaryExpr{X: t.ident(p, pos), OpPos: pos, Op: frontend.ADD, Y: intLit(1, pos)},
				OpPos: pos, Op: frontend.LEQ,
				Y: &frontend.BinaryExpr{X: t.ident(n, pos), OpPos: pos, Op: frontend.SUB, Y: intLit(1, pos)},
			}
			low := &frontend.BinaryExpr{X: t.ident(p, pos), OpPos: pos, Op: frontend.GEQ, Y: intLit(-1, pos)}
			w.Cond = &frontend.BinaryExpr{X: &frontend.BinaryExpr{X: paren(w.Cond), OpPos: w.Pos(), Op: frontend.LAND, Y: low}, OpPos: w.Pos(), Op: frontend.LAND, Y: bound}
			t.note(pos, "the bound assumes the reads of %s here stay within its %s elements (past them C's behaviour is undefined): the loop at line %d, which advances %s by one element each time, then ends within %s iterations", arr.cname, paramName(n), w.Pos().Line, p.cname, paramName(n))
			return
		}
	}
}

// identOf is e as an identifier, or nil.
func identOf(e frontend.Expr) *frontend.Ident {
	id, _ := e.(*frontend.Ident)
	return id
}

// readAt returns the array that statement s reads at index p (an
// assignment whose right-hand side reads a[p]), or nil.
func (t *translator) readAt(s frontend.Stmt, p *cvar) *cvar {
	if c, ok := s.(*frontend.CostStmt); ok {
		s = c.Stmt
	}
	as, ok := s.(*frontend.AssignStmt)
	if !ok {
		return nil
	}
	var arr *cvar
	frontend.Inspect(as.RHS, func(n frontend.Node) bool {
		if ix, ok := n.(*frontend.IndexExpr); ok {
			if a := t.identOwner[ix.X]; a != nil && a.isArray && t.identOwner[identOf(ix.Index)] == p {
				arr = a
			}
		}
		return arr == nil
	})
	return arr
}
