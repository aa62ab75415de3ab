package align

import "bspcost/frontend"

// Guard stability: whether a guard's condition still holds at every
// statement it guards. It is a syntactic, conservative check: the condition
// is stable when nothing inside the guarded block can write what it reads.

// written returns the objects (by ID) that executing b can write: assigned
// variables and arrays, put/get destinations when b holds a sync that
// delivers them, and, when b holds a sync, the destinations of every put
// and get of the program (another process's put lands at that sync).
func (a *analyzer) written(b *frontend.Block) map[int]bool {
	if w, ok := a.writes[b]; ok {
		return w
	}
	w := map[int]bool{}
	hasSync := false
	frontend.Inspect(b, func(n frontend.Node) bool {
		switch s := n.(type) {
		case *frontend.AssignStmt:
			switch l := s.LHS.(type) {
			case *frontend.Ident:
				if l.Obj != nil {
					w[l.Obj.ID] = true
				}
			case *frontend.IndexExpr:
				if l.X.Obj != nil {
					w[l.X.Obj.ID] = true
				}
			}
		case *frontend.SyncStmt:
			hasSync = true
		}
		return true
	})
	if hasSync {
		for id := range a.commDsts() {
			w[id] = true
		}
	}
	a.writes[b] = w
	return w
}

// commDsts returns the destinations of every put and get of the program.
func (a *analyzer) commDsts() map[int]bool {
	if a.dsts == nil {
		a.dsts = map[int]bool{}
		frontend.Inspect(a.prog.Body, func(n frontend.Node) bool {
			if s, ok := n.(*frontend.CommStmt); ok && s.Dst.Var.Obj != nil {
				a.dsts[s.Dst.Var.Obj.ID] = true
			}
			return true
		})
	}
	return a.dsts
}

// stable reports whether the expressions es (a condition, or the bounds of
// a for loop) read nothing that b writes, and no `any`.
func (a *analyzer) stable(b *frontend.Block, es ...frontend.Expr) bool {
	w := a.written(b)
	ok := true
	for _, e := range es {
		if e == nil {
			continue
		}
		frontend.Inspect(e, func(n frontend.Node) bool {
			switch x := n.(type) {
			case *frontend.AnyExpr:
				ok = false
			case *frontend.Ident:
				if x.Obj != nil && w[x.Obj.ID] {
					ok = false
				}
			}
			return ok
		})
	}
	return ok
}
