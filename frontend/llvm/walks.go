package llvm

import (
	"fmt"
	"path/filepath"

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
			pos := body[k].Pos()
			var length frontend.Expr
			var name string
			if n != nil {
				length, name = t.ident(n, pos), paramName(n)
			} else if length, name = t.walkLen(arr, pos); length == nil {
				break
			}
			// 0 <= p + 1 <= n - 1: the next read, after the increment,
			// within the array.
			bound := &frontend.BinaryExpr{
				X:     &frontend.BinaryExpr{X: t.ident(p, pos), OpPos: pos, Op: frontend.ADD, Y: intLit(1, pos)},
				OpPos: pos, Op: frontend.LEQ,
				Y: &frontend.BinaryExpr{X: paren(length), OpPos: pos, Op: frontend.SUB, Y: intLit(1, pos)},
			}
			low := &frontend.BinaryExpr{X: t.ident(p, pos), OpPos: pos, Op: frontend.GEQ, Y: intLit(-1, pos)}
			w.Cond = &frontend.BinaryExpr{X: &frontend.BinaryExpr{X: paren(w.Cond), OpPos: w.Pos(), Op: frontend.LAND, Y: low}, OpPos: w.Pos(), Op: frontend.LAND, Y: bound}
			_, wat := t.where(w.Pos())
			t.note(pos, "the bound assumes the reads of %s here stay within its %s elements (past them C's behaviour is undefined): the loop at line %d, which advances %s by one element each time, then ends within %s iterations", arr.cname, name, wat.Line, p.cname, name)
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

// localWalksOn switches walkLen (the mutation check of
// TestPointerWalkLocal).
var localWalksOn = true

// walkLen returns the length of arr, an array the program declares, for
// the condition of a walk over it, and how a note names it. A size built
// from constants, parameters and p is the same wherever it is read: the
// size itself. Any other size (one the program computes or reads, which
// may differ between processes and which the analysis forgets at each
// barrier) is a new parameter of the bound, the most elements arr is
// made with on any process: a run within the array reads at most that
// many elements. Nil for an argument or a global.
func (t *translator) walkLen(arr *cvar, pos frontend.Pos) (frontend.Expr, string) {
	if !localWalksOn || arr.param || arr.global || arr.ptrField {
		return nil, ""
	}
	size := arr.size
	if size == nil {
		size = t.walkDecls[arr]
	}
	if size != nil && t.stableSize(size) {
		return t.cloneExpr(size), frontend.ExprExcerpt(size)
	}
	lv := t.walkLens[arr]
	if lv == nil {
		if t.walkLens == nil {
			t.walkLens = map[*cvar]*cvar{}
		}
		lv = &cvar{cname: arr.cname + "_len", param: true, elem: 8}
		t.walkLens[arr] = lv
		t.params = append(t.params, lv)
		t.note(pos, "%s: a parameter of the bound, the most elements %s is made with (%s) on any process", paramName(lv), arr.cname, t.lineFrom(arr.declPos, pos))
	}
	return t.ident(lv, pos), paramName(lv)
}

// arrayDecls returns the sizes of the arrays declared in body (in its
// statements and those of its blocks).
func (t *translator) arrayDecls(body []frontend.Stmt) map[*cvar]frontend.Expr {
	out := map[*cvar]frontend.Expr{}
	var walk func(ss []frontend.Stmt)
	block := func(b *frontend.Block) {
		if b != nil {
			walk(b.Stmts)
		}
	}
	walk = func(ss []frontend.Stmt) {
		for _, s := range ss {
			switch s := s.(type) {
			case *frontend.VarDecl:
				if v := t.identOwner[s.Name]; v != nil && s.Size != nil {
					if _, seen := out[v]; seen {
						out[v] = nil // two sizes: neither is the one read
					} else {
						out[v] = s.Size
					}
				}
			case *frontend.IfStmt:
				block(s.Then)
				block(s.Else)
			case *frontend.ForStmt:
				block(s.Body)
			case *frontend.WhileStmt:
				block(s.Body)
			}
		}
	}
	walk(body)
	return out
}

// lineFrom names the line of pos for a note at from: "line N", with the
// file's name when it is another file.
func (t *translator) lineFrom(pos, from frontend.Pos) string {
	f, at := t.where(pos)
	if g, _ := t.where(from); g != f {
		return fmt.Sprintf("%s:%d", filepath.Base(f), at.Line)
	}
	return fmt.Sprintf("line %d", at.Line)
}
