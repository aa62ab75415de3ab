package align

import "bspcost/frontend"

// Guard stability: whether a guard's condition still holds at a statement
// it guards. It is a syntactic, conservative check: the condition is stable
// at s when nothing that can execute between the evaluation of the
// condition and s can write what it reads.

// pathElem is one enclosing block of the statement being analysed and the
// index of the statement of that block that contains it.
type pathElem struct {
	b *frontend.Block
	i int
}

// blockWrites indexes what the statements of a block can write, so that
// "can b.Stmts[:i] write x" costs no pass over the statements before i:
// first[id] is the first statement that can write object id, sync the
// first that holds a sync (len(b.Stmts) when none). It depends on the
// program text only, so it is built once per block, not at every visit
// (a loop body is visited at every fixpoint pass).
type blockWrites struct {
	first map[int]int
	sync  int
}

func (a *analyzer) blockWrites(b *frontend.Block) *blockWrites {
	if bw, ok := a.bw[b]; ok {
		return bw
	}
	bw := &blockWrites{first: map[int]int{}, sync: len(b.Stmts)}
	for i, s := range b.Stmts {
		w := a.written(s)
		for id := range w.ids {
			if _, ok := bw.first[id]; !ok {
				bw.first[id] = i
			}
		}
		if w.sync && bw.sync == len(b.Stmts) {
			bw.sync = i
		}
	}
	a.bw[b] = bw
	return bw
}

// readsBefore reports whether cond reads `any` or an object that the
// statements b.Stmts[:i] can write.
func (a *analyzer) readsBefore(b *frontend.Block, i int, cond frontend.Expr) bool {
	bw := a.blockWrites(b)
	hit := false
	frontend.Inspect(cond, func(n frontend.Node) bool {
		switch x := n.(type) {
		case *frontend.AnyExpr:
			hit = true
		case *frontend.Ident:
			if o := a.obj(x); o != nil {
				if f, ok := bw.first[o.ID]; ok && f < i {
					hit = true
				} else if bw.sync < i && a.commDsts()[o.ID] {
					hit = true
				}
			}
		}
		return !hit
	})
	return hit
}

// writeSet is what a piece of code can write: the objects in ids, and, if
// sync is set, the destinations of every put and get of the program (dsts).
// The flag keeps the sets small: a sync writes every destination, and
// copying them into the set of every statement holding a sync made the
// analysis quadratic in the number of syncs.
type writeSet struct {
	ids  map[int]bool
	sync bool
	dsts map[int]bool
}

func (w *writeSet) has(id int) bool {
	return w != nil && (w.ids[id] || w.sync && w.dsts[id])
}

// written returns the objects (by ID) that executing n can write: assigned
// variables and arrays, and, when n holds a sync, the destinations of every
// put and get of the program (another process's put lands at that sync).
func (a *analyzer) written(n frontend.Node) *writeSet {
	if w, ok := a.writes[n]; ok {
		return w
	}
	var w map[int]bool // nil when nothing is assigned (most statements)
	hasSync := false
	frontend.Inspect(n, func(n frontend.Node) bool {
		switch s := n.(type) {
		case *frontend.AssignStmt:
			switch l := s.LHS.(type) {
			case *frontend.Ident:
				if o := a.obj(l); o != nil {
					w = setID(w, o.ID)
				}
			case *frontend.IndexExpr:
				if o := a.obj(l.X); o != nil {
					w = setID(w, o.ID)
				}
			}
		case *frontend.RecvStmt:
			for _, id := range s.Targets() {
				if o := a.obj(id); o != nil {
					w = setID(w, o.ID)
				}
			}
		case *frontend.SyncStmt:
			hasSync = true
		}
		return true
	})
	ws := &writeSet{ids: w}
	if hasSync {
		ws.sync, ws.dsts = true, a.commDsts()
	}
	a.writes[n] = ws
	return ws
}

func setID(w map[int]bool, id int) map[int]bool {
	if w == nil {
		w = map[int]bool{}
	}
	w[id] = true
	return w
}

// commDsts returns the destinations of every put and get of the program.
func (a *analyzer) commDsts() map[int]bool {
	if a.dsts == nil {
		a.dsts = map[int]bool{}
		frontend.Inspect(a.prog.Body, func(n frontend.Node) bool {
			if s, ok := n.(*frontend.CommStmt); ok && s.Dst != nil && a.obj(s.Dst.Var) != nil {
				a.dsts[a.obj(s.Dst.Var).ID] = true
			}
			return true
		})
	}
	return a.dsts
}

// reads reports whether the expressions es read an object of w, or `any`.
func reads(info *frontend.Info, w *writeSet, es ...frontend.Expr) bool {
	hit := false
	for _, e := range es {
		if e == nil {
			continue
		}
		frontend.Inspect(e, func(n frontend.Node) bool {
			switch x := n.(type) {
			case *frontend.AnyExpr:
				hit = true
			case *frontend.Ident:
				if o := info.ObjectOf(x); o != nil && w.has(o.ID) {
					hit = true
				}
			}
			return !hit
		})
	}
	return hit
}

// stable reports whether the expressions es (a condition, or the bounds of
// a for loop) read nothing that b writes, and no `any`.
func (a *analyzer) stable(b *frontend.Block, es ...frontend.Expr) bool {
	return !reads(a.prog.Info, a.written(b), es...)
}

// pushGuard enters a guarded block; popGuard leaves it.
func (a *analyzer) pushGuard(g Guard) {
	a.guards = append(a.guards, g)
	a.guardAt = append(a.guardAt, len(a.path))
}

func (a *analyzer) popGuard() {
	a.guards = a.guards[:len(a.guards)-1]
	a.guardAt = a.guardAt[:len(a.guardAt)-1]
}

// guardsAt returns the guards of the statement being analysed, with their
// stability at that statement. An if or while condition is stable at s when
// nothing between its evaluation and s writes what it reads: the statements
// of the guarded block before s (and before the enclosing statements of s),
// and the whole body of a loop entered in between (its earlier iterations).
// The bounds of a for loop are evaluated once, at the entry, so they must
// not be written anywhere in the body.
func (a *analyzer) guardsAt(s frontend.Stmt) []Guard {
	gs := append([]Guard(nil), a.guards...)
	for j := range gs {
		g := &gs[j]
		if g.Kind == GuardFor {
			continue // computed for the whole body at the loop
		}
		g.Stable = !a.writtenBefore(a.guardAt[j], g.Cond)
	}
	return gs
}

// writtenBefore reports whether cond reads `any` or something that can be
// written between entering the block at depth d of the current path and
// reaching the current statement.
func (a *analyzer) writtenBefore(d int, cond frontend.Expr) bool {
	for k := d; k < len(a.path); k++ {
		e := a.path[k]
		if a.readsBefore(e.b, e.i, cond) {
			return true
		}
		if e.i < len(e.b.Stmts) {
			switch cur := e.b.Stmts[e.i].(type) {
			case *frontend.WhileStmt, *frontend.ForStmt:
				return reads(a.prog.Info, a.written(cur), cond) // earlier iterations of an inner loop
			}
		}
	}
	return false
}
