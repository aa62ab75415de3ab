package llvm

import (
	"math"

	"bspcost/frontend"
)

// convertFors rewrites, everywhere in stmts, the C for loop as clang -O0
// leaves it,
//
//	i := lo; while i < hi do B; i := i + s end
//
// into for i := lo to hi - 1 step s do B end, when that is the same
// program: s is a positive constant, B neither writes i nor continues
// this loop (a continue in the while skips the increment), hi is
// evaluated once by the for and may not change in B nor hold any, and i
// is not read anywhere else (the counter is scoped to the for). The cost
// analyses bound for loops better (hrelation needs the counter's range).
func (t *translator) convertFors(stmts []frontend.Stmt) []frontend.Stmt {
	owner := map[*frontend.Ident]*cvar{}
	for _, v := range t.order {
		for _, id := range v.idents {
			owner[id] = v
		}
	}
	for _, v := range append(append([]*cvar{}, t.params...), t.vlas...) {
		for _, id := range v.idents {
			owner[id] = v
		}
	}
	// covered: the identifiers of a variable u in the pairs u := e (e not
	// reading u); while ... end. A variable all of whose identifiers are
	// in such pairs is dead after each of its loops (the next read is
	// after the next pair's assignment), so a C counter declared once
	// and reused by several loops (int i, t; at the top, as C89 code
	// does) gives each loop its own for counter.
	covered := map[*frontend.Ident]bool{}
	bad := map[*cvar]bool{}
	var mark func(ss []frontend.Stmt)
	mark = func(ss []frontend.Stmt) {
		for k, s := range ss {
			if w, ok := s.(*frontend.WhileStmt); ok && k > 0 {
				if as, ok := ss[k-1].(*frontend.AssignStmt); ok {
					if id, ok := as.LHS.(*frontend.Ident); ok && owner[id] != nil && !reads(as.RHS, owner[id], owner) {
						u := owner[id]
						// A pair whose body assigns u other than by its
						// last statement (a pair of u nested in it) keeps
						// u alive across loops: no pair of u counts.
						if b := w.Body.Stmts; len(b) > 0 && writes(b[:len(b)-1], u, owner) {
							bad[u] = true
						}
						for _, n := range []frontend.Node{as, w} {
							frontend.Inspect(n, func(n frontend.Node) bool {
								if x, ok := n.(*frontend.Ident); ok && owner[x] == u {
									covered[x] = true
								}
								return true
							})
						}
					}
				}
			}
			frontend.Inspect(s, func(n frontend.Node) bool {
				if b, ok := n.(*frontend.Block); ok && n != s {
					mark(b.Stmts)
					return false
				}
				return true
			})
		}
	}
	mark(stmts)
	for id := range covered {
		if bad[owner[id]] {
			delete(covered, id)
		}
	}
	t.covered = covered
	var walk func(ss []frontend.Stmt) []frontend.Stmt
	walk = func(ss []frontend.Stmt) []frontend.Stmt {
		for k := 0; k < len(ss); k++ {
			switch s := ss[k].(type) {
			case *frontend.IfStmt:
				s.Then.Stmts = walk(s.Then.Stmts)
				if s.Else != nil {
					s.Else.Stmts = walk(s.Else.Stmts)
				}
			case *frontend.CostStmt:
				one := walk([]frontend.Stmt{s.Stmt})
				if len(one) == 1 {
					s.Stmt = one[0]
				}
			case *frontend.ForStmt:
				s.Body.Stmts = walk(s.Body.Stmts)
			case *frontend.WhileStmt:
				s.Body.Stmts = walk(s.Body.Stmts)
				if k == 0 {
					continue
				}
				if f, last := t.forOf(ss[k-1], s, owner); f != nil {
					repl := []frontend.Stmt{f}
					if last != nil {
						repl = append(repl, last)
					}
					ss = append(ss[:k-1], append(repl, ss[k+1:]...)...)
					k += len(repl) - 2
				}
			}
		}
		return ss
	}
	return walk(stmts)
}

// forOf is the for loop of the pair init; w (nil when it is none), and,
// when the counter is read after the loop, the assignment of its value
// there that follows the for.
func (t *translator) forOf(init frontend.Stmt, w *frontend.WhileStmt, owner map[*frontend.Ident]*cvar) (*frontend.ForStmt, frontend.Stmt) {
	as, ok := init.(*frontend.AssignStmt)
	if !ok {
		return nil, nil
	}
	iid, ok := as.LHS.(*frontend.Ident)
	if !ok {
		return nil, nil
	}
	v := owner[iid]
	if v == nil || v.isArray || v.param || v.fp || t.isTemp(v) {
		return nil, nil
	}
	c, ok := frontend.Unparen(w.Cond).(*frontend.BinaryExpr)
	if !ok {
		return nil, nil
	}
	var hi frontend.Expr
	var incl bool
	isI := func(x frontend.Expr) bool {
		id, ok := frontend.Unparen(x).(*frontend.Ident)
		return ok && owner[id] == v
	}
	switch {
	case isI(c.X) && (c.Op == frontend.LSS || c.Op == frontend.LEQ):
		hi, incl = c.Y, c.Op == frontend.LEQ
	case isI(c.Y) && (c.Op == frontend.GTR || c.Op == frontend.GEQ):
		hi, incl = c.X, c.Op == frontend.GEQ
	default:
		return nil, nil
	}
	body := w.Body.Stmts
	if len(body) == 0 {
		return nil, nil
	}
	inc, ok := body[len(body)-1].(*frontend.AssignStmt)
	if !ok || !isI(inc.LHS) {
		return nil, nil
	}
	sum, ok := frontend.Unparen(inc.RHS).(*frontend.BinaryExpr)
	if !ok || sum.Op != frontend.ADD || !isI(sum.X) {
		return nil, nil
	}
	step, ok := constOf(sum.Y)
	if !ok || step <= 0 {
		return nil, nil
	}
	rest := body[:len(body)-1]
	if hasLoopJump(rest, true) {
		return nil, nil
	}
	// What the body writes.
	written := map[*cvar]bool{}
	anyIn := false
	uses := 0
	frontend.Inspect(&frontend.Block{Stmts: rest}, func(n frontend.Node) bool {
		switch n := n.(type) {
		case *frontend.AssignStmt:
			switch l := n.LHS.(type) {
			case *frontend.Ident:
				written[owner[l]] = true
			case *frontend.IndexExpr:
				written[owner[l.X]] = true
			}
		case *frontend.CommStmt:
			// A get writes dst here, a put on another process: a
			// variable of hi could change at the sync. A send writes its
			// tag's count.
			if n.Dst != nil {
				written[owner[n.Dst.Var]] = true
			}
			if n.Tag != nil {
				written[owner[n.Tag.Var]] = true
			}
			if n.Src != nil && owner[n.Src.Var] == v {
				// put(q, &j, ...): a for counter is not a location.
				written[v] = true
			}
		case *frontend.RecvStmt:
			for _, id := range n.Targets() {
				written[owner[id]] = true
			}
		case *frontend.VarDecl:
			written[owner[n.Name]] = true
		}
		return true
	})
	if written[v] {
		return nil, nil
	}
	hiOK := true
	frontend.Inspect(hi, func(n frontend.Node) bool {
		switch n := n.(type) {
		case *frontend.AnyExpr:
			anyIn = true
		case *frontend.Ident:
			if o := owner[n]; o != nil && (written[o] || o == v) {
				hiOK = false
			}
		}
		return true
	})
	if !hiOK || anyIn {
		return nil, nil
	}
	loI := false
	frontend.Inspect(as.RHS, func(n frontend.Node) bool {
		if id, ok := n.(*frontend.Ident); ok && owner[id] == v {
			loI = true
		}
		return true
	})
	if loI {
		return nil, nil
	}
	// Every read or write of i is the init, the condition, the body or the
	// increment of this loop.
	count := func(n frontend.Node) {
		frontend.Inspect(n, func(n frontend.Node) bool {
			if id, ok := n.(*frontend.Ident); ok && owner[id] == v {
				uses++
			}
			return true
		})
	}
	count(as)
	count(w.Cond)
	count(&frontend.Block{Stmts: body})
	var last frontend.Stmt
	if uses != len(v.idents) {
		for _, id := range v.idents {
			if !t.covered[id] {
				last = t.exitValue(v, as, inc, hi, incl, step, rest, owner)
				if last == nil {
					return nil, nil
				}
				break
			}
		}
	}
	if !incl {
		if k, ok := constOf(hi); ok {
			hi = intLit(k-1, hi.Pos())
		} else {
			hi = bin(hi, frontend.SUB, intLit(1, hi.Pos()), hi.Pos())
		}
	}
	f := &frontend.ForStmt{For: w.While, Var: iid, Lo: as.RHS, Hi: hi, Body: &frontend.Block{Start: w.Body.Start, Stmts: rest}, EndPos: w.EndPos}
	if step != 1 {
		f.Step = intLit(step, w.While)
	}
	// The loop's own counter: the identifiers of the init and the body
	// move to it; those of the condition and the increment are gone.
	nv := &cvar{cname: v.cname, declPos: v.declPos, forVar: true}
	t.order = append(t.order, nv)
	mine := map[*frontend.Ident]bool{iid: true}
	frontend.Inspect(&frontend.Block{Stmts: rest}, func(n frontend.Node) bool {
		if id, ok := n.(*frontend.Ident); ok && owner[id] == v {
			mine[id] = true
		}
		return true
	})
	keep := v.idents[:0]
	dropped := map[*frontend.Ident]bool{}
	frontend.Inspect(w.Cond, func(n frontend.Node) bool {
		if id, ok := n.(*frontend.Ident); ok {
			dropped[id] = true
		}
		return true
	})
	frontend.Inspect(inc, func(n frontend.Node) bool {
		if id, ok := n.(*frontend.Ident); ok {
			dropped[id] = true
		}
		return true
	})
	for _, id := range v.idents {
		switch {
		case mine[id]:
			nv.idents = append(nv.idents, id)
			owner[id] = nv
		case !dropped[id]:
			keep = append(keep, id)
		}
	}
	v.idents = keep
	return f, last
}

// forExitOn switches exitValue (the mutation check of TestForExitValue).
var forExitOn = true

// exitValue is the assignment i := max(lo, hi) (hi + 1 for <=) of the
// value the counter i of i := lo; while i < hi do B; i := i + 1 end has
// after it, when the for loop that replaces the pair leaves i to code
// that reads it (a C loop's counter read after the loop): lo is a
// constant, the step 1, and B does not break (a pass never leaves before
// the guard fails, at hi exactly), nor writes hi's variables (checked by
// the caller). Nil when it does not apply.
func (t *translator) exitValue(v *cvar, as *frontend.AssignStmt, inc *frontend.AssignStmt, hi frontend.Expr, incl bool, step int64, rest []frontend.Stmt, owner map[*frontend.Ident]*cvar) frontend.Stmt {
	lo, ok := constOf(as.RHS)
	if !forExitOn || !ok || step != 1 || hasLoopJump(rest, false) {
		return nil
	}
	saved := t.curPos
	t.curPos = inc.Pos()
	defer func() { t.curPos = saved }()
	var val frontend.Expr
	if h, ok := constOf(hi); ok && (!incl || h < math.MaxInt64) {
		if incl {
			h++
		}
		val = intLit(max(lo, h), t.curPos)
	} else {
		end := t.cloneExpr(hi)
		if incl {
			end = bin(end, frontend.ADD, intLit(1, t.curPos), t.curPos)
		}
		val = &frontend.CallExpr{Fun: &frontend.Ident{NamePos: t.curPos, Name: "max"}, Lparen: t.curPos, Args: []frontend.Expr{intLit(lo, t.curPos), end}, Rparen: t.curPos}
	}
	last := &frontend.AssignStmt{LHS: t.ident(v, t.curPos), Assign: t.curPos, RHS: val}
	frontend.Inspect(last, func(n frontend.Node) bool {
		if id, ok := n.(*frontend.Ident); ok && t.identOwner[id] != nil {
			owner[id] = t.identOwner[id]
		}
		return true
	})
	return last
}

// writes reports whether stmts assign the variable v.
func writes(stmts []frontend.Stmt, v *cvar, owner map[*frontend.Ident]*cvar) bool {
	found := false
	frontend.Inspect(&frontend.Block{Stmts: stmts}, func(n frontend.Node) bool {
		if as, ok := n.(*frontend.AssignStmt); ok {
			if id, ok := as.LHS.(*frontend.Ident); ok && owner[id] == v {
				found = true
			}
		}
		return !found
	})
	return found
}

// reads reports whether e reads the variable v.
func reads(e frontend.Expr, v *cvar, owner map[*frontend.Ident]*cvar) bool {
	found := false
	frontend.Inspect(e, func(n frontend.Node) bool {
		if id, ok := n.(*frontend.Ident); ok && owner[id] == v {
			found = true
		}
		return !found
	})
	return found
}
