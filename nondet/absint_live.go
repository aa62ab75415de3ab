package nondet

import (
	"slices"

	"bspcost/frontend"
)

// Dead scalars in the abstract interpretation. A state holds at most
// maxCons constraints, and trim drops those of most columns first: a
// program that sets many scalars it never reads again (the C front end's
// flags of null pointers, temporaries) would fill the state with their
// ranges and push out the relations the later code needs (nz <= nz_max).
// So an assignment to a scalar that no path reads before assigning it
// again sets nothing (the scalar is projected out), and a crowded state
// drops the scalars dead after a statement (projected out). Both are sound: projection
// keeps every consequence over the other variables, and a dead scalar's
// value reaches no cost, condition or other variable. The liveness is
// the source program's, backward, with loops over-approximated as in
// live.go (the head: what is live after the loop plus whatever the loop
// reads).

// noDeadScalars keeps the constraints of dead scalars (the mutation check
// of TestDeadScalars).
var noDeadScalars bool

// crowded returns the number of constraints from which a state drops its
// dead scalars after a statement: below it they cost no room, and a dead
// scalar that keeps its value (one no barrier havocs) may still name a
// relation worth writing (lo == pid * b, hi == lo + b - 1 with b read
// no more).
func crowded() int { return maxCons - 4 }

// crowdedBefore is crowded before a compound statement.
func crowdedBefore() int { return maxCons - 10 }

// srcLive is the result of the liveness pass: the assignments and
// declarations whose scalar is dead after them, and the scalars live
// after each statement of a block (a set of indices into vars).
type srcLive struct {
	info      *frontend.Info
	idx       map[*frontend.Object]int
	deadAfter map[frontend.Stmt]bool
	liveAfter map[frontend.Stmt]dstSet
	heads     []liveSet // the live sets at the heads of the enclosing loops
}

// liveScalars runs the liveness pass over body.
func liveScalars(info *frontend.Info, body *frontend.Block) *srcLive {
	l := &srcLive{info: info, idx: map[*frontend.Object]int{}, deadAfter: map[frontend.Stmt]bool{}, liveAfter: map[frontend.Stmt]dstSet{}}
	l.block(body, liveSet{})
	return l
}

// set is live as a set of indices.
func (l *srcLive) set(live liveSet) dstSet {
	var out dstSet
	for o := range live {
		i, ok := l.idx[o]
		if !ok {
			i = len(l.idx)
			l.idx[o] = i
		}
		if out == nil {
			out = make(dstSet, (len(l.idx)+63)/64)
		}
		for i/64 >= len(out) {
			out = append(out, 0)
		}
		out[i/64] |= 1 << (i % 64)
	}
	return out
}

// isLive reports whether o is in the set of a statement.
func (l *srcLive) isLive(o *frontend.Object, set dstSet) bool {
	i, ok := l.idx[o]
	return ok && set.has(i)
}

// scalar returns id's object when it is a source scalar variable.
func (l *srcLive) scalar(id *frontend.Ident) *frontend.Object {
	if id == nil {
		return nil
	}
	if o := l.info.ObjectOf(id); o != nil && o.Kind == frontend.VarObj {
		return o
	}
	return nil
}

// reads adds to live every scalar that n mentions.
func (l *srcLive) reads(n frontend.Node, live liveSet) {
	if n == nil {
		return
	}
	frontend.Inspect(n, func(n frontend.Node) bool {
		if id, ok := n.(*frontend.Ident); ok {
			if o := l.scalar(id); o != nil {
				live[o] = struct{}{}
			}
		}
		return true
	})
}

// loopReads adds to live every scalar that the loop s reads: those it
// mentions, less the scalars it only assigns or declares.
func (l *srcLive) loopReads(s frontend.Stmt, live liveSet) {
	frontend.Inspect(s, func(n frontend.Node) bool {
		switch n := n.(type) {
		case *frontend.AssignStmt:
			if id, ok := n.LHS.(*frontend.Ident); ok && l.scalar(id) != nil {
				l.reads(n.RHS, live)
				return false
			}
		case *frontend.VarDecl:
			l.reads(n.Init, live)
			l.reads(n.Size, live)
			return false
		case *frontend.Ident:
			if o := l.scalar(n); o != nil {
				live[o] = struct{}{}
			}
		}
		return true
	})
}

// block returns the scalars live before b, given those live after it.
// The set passed in may be changed.
func (l *srcLive) block(b *frontend.Block, live liveSet) liveSet {
	if b == nil {
		return live
	}
	for i := len(b.Stmts) - 1; i >= 0; i-- {
		l.liveAfter[b.Stmts[i]] = l.set(live)
		live = l.stmt(b.Stmts[i], live)
	}
	return live
}

func (l *srcLive) stmt(s frontend.Stmt, live liveSet) liveSet {
	switch s := s.(type) {
	case *frontend.CostStmt:
		live = l.stmt(s.Stmt, live)
		for _, t := range s.Terms {
			l.reads(t.Coef, live)
		}
		return live
	case *frontend.AssignStmt:
		if id, ok := s.LHS.(*frontend.Ident); ok {
			if o := l.scalar(id); o != nil {
				_, alive := live[o]
				l.deadAfter[s] = !alive
				delete(live, o)
				l.reads(s.RHS, live)
				return live
			}
		}
		l.reads(s.LHS, live)
		l.reads(s.RHS, live)
		return live
	case *frontend.VarDecl:
		if o := l.scalar(s.Name); o != nil && s.Size == nil {
			_, alive := live[o]
			l.deadAfter[s] = !alive
			delete(live, o)
		}
		l.reads(s.Init, live)
		l.reads(s.Size, live)
		return live
	case *frontend.IfStmt:
		then := l.block(s.Then, live.clone())
		live = l.block(s.Else, live)
		live.addAll(then)
		l.reads(s.Cond, live)
		return live
	case *frontend.WhileStmt, *frontend.ForStmt:
		// The head: live after the loop, or read anywhere in it (its
		// condition, bounds and body).
		head := live.clone()
		l.loopReads(s, head)
		l.heads = append(l.heads, head)
		var body *frontend.Block
		if w, ok := s.(*frontend.WhileStmt); ok {
			body = w.Body
		} else {
			body = s.(*frontend.ForStmt).Body
		}
		l.block(body, head.clone())
		l.heads = l.heads[:len(l.heads)-1]
		return head
	case *frontend.BreakStmt, *frontend.ContinueStmt:
		if n := len(l.heads); n > 0 {
			return l.heads[n-1].clone()
		}
		return live
	}
	// Assumes, puts and gets (a get reads its source, on another
	// process), queue statements, sync, skip: whatever they mention is
	// read.
	l.reads(s, live)
	return live
}

// dropDead projects out of a crowded st the source scalars dead after
// the statement s of a block, which next follows: a loop or an if (whose
// conditions and a for loop's bounds add several constraints at once)
// makes a state crowded sooner.
func (a *absint) dropDead(st *astate, s, next frontend.Stmt) *astate {
	limit := crowded()
	switch next.(type) {
	case *frontend.ForStmt, *frontend.WhileStmt, *frontend.IfStmt:
		limit = crowdedBefore()
	}
	if st == nil || noDeadScalars || a.live == nil || len(st.cs) < limit {
		return st
	}
	live, ok := a.live.liveAfter[s]
	if !ok {
		return st
	}
	var dead []*frontend.Object
	seen := map[*frontend.Object]bool{}
	for _, c := range st.cs {
		for _, t := range c.terms {
			for _, w := range t.vars {
				if w.Kind == frontend.VarObj && !seen[w] && !a.live.isLive(w, live) {
					seen[w] = true
					dead = append(dead, w)
				}
			}
		}
	}
	sortObjects(dead)
	for _, w := range dead {
		st = st.project(w)
	}
	return st
}

// deadTarget reports whether the scalar s assigns or declares is dead
// after it.
func (a *absint) deadTarget(s frontend.Stmt) bool {
	return !noDeadScalars && a.live != nil && a.live.deadAfter[s]
}

// sortObjects sorts objects by ID (a deterministic order of projection).
func sortObjects(os []*frontend.Object) {
	slices.SortFunc(os, func(a, b *frontend.Object) int { return a.ID - b.ID })
}
