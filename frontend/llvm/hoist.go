package llvm

import "bspcost/frontend"

// hoistBranchArrays moves the declaration of an array allocated in a
// branch (if (s == 0) Nv = vecalloci(p);) and used after the branch (under
// the same condition, in C) to just before the branch, at the top level:
// a .bsp declaration's scope ends with its block. Only a size made of
// constants, parameters and nprocs moves (its value is the same there);
// the array's contents are input data at its declaration either way.
func (t *translator) hoistBranchArrays(body []frontend.Stmt) []frontend.Stmt {
	if !hoistArraysOn {
		return body
	}
	var out []frontend.Stmt
	for _, s := range body {
		ifs, ok := s.(*frontend.IfStmt)
		if !ok {
			out = append(out, s)
			continue
		}
		var hoisted []frontend.Stmt
		var visit func(b *frontend.Block)
		visit = func(b *frontend.Block) {
			if b == nil {
				return
			}
			kept := b.Stmts[:0]
			for _, st := range b.Stmts {
				if d, ok := st.(*frontend.VarDecl); ok && d.Size != nil && (t.stableSize(d.Size) || t.unchangedIn(d.Size, ifs)) && t.usedOutside(d, ifs, body) {
					hoisted = append(hoisted, d)
					continue
				}
				if in, ok := st.(*frontend.IfStmt); ok {
					visit(in.Then)
					visit(in.Else)
				}
				kept = append(kept, st)
			}
			b.Stmts = kept
		}
		visit(ifs.Then)
		visit(ifs.Else)
		out = append(append(out, hoisted...), ifs)
	}
	return out
}

// hoistArraysOn switches hoistBranchArrays (its test switches it off).
var hoistArraysOn = true

// hoistUnchangedOn switches the hoisting of a size whose variables the
// branch does not assign (unchangedIn); off, only sizes of constants,
// parameters and nprocs move (the mutation check of
// TestRulesThatTranslate).
var hoistUnchangedOn = true

// unchangedIn reports whether the size e is made of constants,
// parameters, nprocs, pid and scalar variables that the statement in
// never assigns: its value is the same before in, where the declaration
// moves (matallocd(m, n)'s block of m * n elements, made in a branch
// with m and n the caller's).
func (t *translator) unchangedIn(e frontend.Expr, in frontend.Stmt) bool {
	if !hoistUnchangedOn {
		return false
	}
	vars := map[*cvar]bool{}
	ok := true
	frontend.Inspect(e, func(n frontend.Node) bool {
		switch x := n.(type) {
		case *frontend.Ident:
			if v := t.identOwner[x]; v != nil {
				if v.isArray || v.forVar {
					ok = false
				}
				vars[v] = true
			}
		case *frontend.AnyExpr, *frontend.IndexExpr, *frontend.CallExpr:
			ok = false
		}
		return ok
	})
	if !ok {
		return false
	}
	written := func(id *frontend.Ident) {
		if id != nil && vars[t.identOwner[id]] {
			ok = false
		}
	}
	loc := func(l *frontend.Location) {
		if l != nil {
			written(l.Var)
		}
	}
	frontend.Inspect(in, func(n frontend.Node) bool {
		switch x := n.(type) {
		case *frontend.AssignStmt:
			switch l := x.LHS.(type) {
			case *frontend.Ident:
				written(l)
			case *frontend.IndexExpr:
				written(l.X)
			}
		case *frontend.ForStmt:
			written(x.Var)
		case *frontend.VarDecl:
			written(x.Name)
		case *frontend.RecvStmt:
			written(x.Count)
			written(x.Words)
			loc(x.Dst)
		case *frontend.CommStmt:
			loc(x.Dst)
		}
		return ok
	})
	return ok
}

// stableSize reports whether an array size is made of constants,
// parameters and nprocs only.
func (t *translator) stableSize(e frontend.Expr) bool {
	ok := true
	frontend.Inspect(e, func(n frontend.Node) bool {
		switch x := n.(type) {
		case *frontend.Ident:
			if v := t.identOwner[x]; v != nil && !v.param || v == nil && x.Name != "nprocs" && x.Name != "p" {
				ok = false
			}
		case *frontend.AnyExpr, *frontend.IndexExpr:
			ok = false
		}
		return ok
	})
	return ok
}

// usedOutside reports whether the array d declares is named in body
// outside the statement in.
func (t *translator) usedOutside(d *frontend.VarDecl, in frontend.Stmt, body []frontend.Stmt) bool {
	v := t.identOwner[d.Name]
	if v == nil {
		return false
	}
	found := false
	for _, s := range body {
		if s == in {
			continue
		}
		frontend.Inspect(s, func(n frontend.Node) bool {
			if id, ok := n.(*frontend.Ident); ok && t.identOwner[id] == v {
				found = true
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}
