package hrelation

import (
	"slices"

	"bspcost/align"
	"bspcost/frontend"
)

// loopJumpOn switches the loop-jump check of a statement's executions
// (its test switches it off: a put before a break is then claimed
// exact at every iteration's count).
var loopJumpOn = true

// continueGuardOn switches the guards of the continues before a
// statement (its test switches it off: such a continue is then a
// fallback, the statement counted at every iteration).
var continueGuardOn = true

// loopJumps looks at the jumps of the loops of inner (the loops around c
// within the superstep, whose iterations are the dimensions of c's
// executions) that can skip executions of c. A break of the loop's own
// ends its iterations early, wherever it stands in the body; a continue
// of its own skips the rest of its iteration, so it skips c only when it
// comes before c in the body (in the order of the tree: a continue after
// c, past c's loops nested in the body, is reached only once c is done in
// that iteration). A continue as the last statement of an if without
// else that stands in the loop's body before the statement holding c
// (`if x then S continue end` ... c) skips c exactly where its condition
// holds at the if: c runs only where it does not, a guard of c like an
// else branch's (its block may change what it reads from the if to c:
// not stable, as align's guards say for theirs), returned in guards.
// Every other such jump is returned in pos, ok: the executions counted
// over every iteration are then a superset of those that run, the count
// sound, not exact.
func (b *builder) loopJumps(inner []frontend.Stmt, c *frontend.CommStmt) (guards []align.Guard, pos frontend.Pos, ok bool) {
	if !loopJumpOn {
		return nil, frontend.Pos{}, false
	}
	for _, l := range inner {
		body := loopBody(l)
		at := -1 // the statement of body that holds c
		for i, s := range body.Stmts {
			if holds(s, c) {
				at = i
			}
		}
		for i, s := range body.Stmts {
			jumps := ownJumps(s)
			if len(jumps) == 0 {
				continue
			}
			if i < at && continueGuardOn {
				if g, isGuard := b.continueGuard(s, body); isGuard {
					guards = append(guards, g)
					continue
				}
			}
			for _, j := range jumps {
				switch j := j.(type) {
				case *frontend.BreakStmt:
					pos, ok = j.Break, true
				case *frontend.ContinueStmt:
					if i < at || i == at && mayPrecede(s, j, c) {
						pos, ok = j.Continue, true
					}
				}
				if ok {
					return guards, pos, ok
				}
			}
		}
	}
	return guards, pos, false
}

// continueGuard reports whether s, a statement of the loop body body, is
// an if without else whose own jump is one continue, the last statement
// of its then branch, and returns the guard it gives the statements after
// it: its condition false, stable where it reads no `any`, no array and
// nothing body writes.
func (b *builder) continueGuard(s frontend.Stmt, body *frontend.Block) (align.Guard, bool) {
	if cs, isCost := s.(*frontend.CostStmt); isCost {
		s = cs.Stmt
	}
	st, isIf := s.(*frontend.IfStmt)
	if !isIf || st.Else != nil || len(st.Then.Stmts) == 0 {
		return align.Guard{}, false
	}
	if _, isCont := st.Then.Stmts[len(st.Then.Stmts)-1].(*frontend.ContinueStmt); !isCont || len(ownJumps(st)) != 1 {
		return align.Guard{}, false
	}
	written := b.a.written(body)
	stable := true
	frontend.Inspect(st.Cond, func(n frontend.Node) bool {
		switch e := n.(type) {
		case *frontend.AnyExpr, *frontend.IndexExpr:
			stable = false
		case *frontend.Ident:
			if o := b.a.obj(e); o != nil && written[o.ID] {
				stable = false
			}
		}
		return stable
	})
	return align.Guard{Kind: align.GuardIf, Stmt: st, Cond: st.Cond, Negated: true, Replicated: b.a.ar.Replicated(st.Cond), Stable: stable}, true
}

// holds reports whether x is in n.
func holds[T frontend.Node](n frontend.Node, x T) bool {
	found := false
	frontend.Inspect(n, func(m frontend.Node) bool {
		found = found || m == frontend.Node(x)
		return !found
	})
	return found
}

// mayPrecede reports whether the jump j may run before c in one pass
// through s: j comes before c in the order of the tree, and no if of s
// has them in different branches.
func mayPrecede(s frontend.Stmt, j frontend.Stmt, c *frontend.CommStmt) bool {
	first, apart := false, false
	seenC := false
	frontend.Inspect(s, func(n frontend.Node) bool {
		switch n {
		case frontend.Node(c):
			seenC = true
		case frontend.Node(j):
			first = !seenC
		}
		if st, isIf := n.(*frontend.IfStmt); isIf && st.Else != nil {
			apart = apart || holds(st.Then, j) && holds(st.Else, c) || holds(st.Then, c) && holds(st.Else, j)
		}
		return true
	})
	return first && !apart
}

// ownJumps returns the breaks and continues in s that leave or restart
// the loop whose body holds s (not those of a loop nested in s).
func ownJumps(s frontend.Stmt) []frontend.Stmt {
	var out []frontend.Stmt
	frontend.Inspect(s, func(n frontend.Node) bool {
		switch j := n.(type) {
		case *frontend.BreakStmt:
			out = append(out, j)
		case *frontend.ContinueStmt:
			out = append(out, j)
		case *frontend.WhileStmt, *frontend.ForStmt:
			return false
		}
		return true
	})
	return out
}

// pathsApartOn switches pathsApart (its test switches it off: such a
// step is then claimed exact).
var pathsApartOn = true

// pathsApart returns a statement of the step, which has several, that
// runs at different steps of a loop around it before the closing
// barrier on different paths (flow.go's shifts: the counter of a loop
// whose body syncs, stepped a different number of times or its loop
// entered again), nil when there is none. The step's statements are the
// union of its paths' (a put in the last iteration of an inner loop
// whose body syncs, and the statements of the next iteration of the
// outer loop, which run only after it): where the barrier's values rule
// out a path, or no path runs them all, their sum is above what any run
// sends.
func (b *builder) pathsApart() *frontend.CommStmt {
	if !pathsApartOn || len(b.st.Comms) < 2 {
		return nil
	}
	for _, c := range b.st.Comms {
		s, ok := b.a.flow.shifts[c][b.close]
		if !ok {
			continue
		}
		inner := b.a.innerLoops(c)
		for _, l := range b.a.loops[c] {
			f, isFor := l.(*frontend.ForStmt)
			if !isFor || slices.Contains(inner, l) || b.a.obj(f.Var) == nil {
				continue
			}
			if s.get(b.a.obj(f.Var).ID) == unknownIncs {
				return c
			}
		}
	}
	return nil
}
