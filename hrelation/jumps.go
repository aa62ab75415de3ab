package hrelation

import "bspcost/frontend"

// loopJumpOn switches the loop-jump check of a statement's executions
// (its test switches it off: a put before a break is then claimed
// exact at every iteration's count).
var loopJumpOn = true

// loopJump returns the position of a jump of the first loop of inner
// (the loops around c within the superstep, whose iterations are the
// dimensions of c's executions) that can skip executions of c, and
// whether there is one. A
// break of the loop's own ends its iterations early, wherever it stands
// in the body; a continue of its own skips the rest of its iteration,
// so it skips c only when it comes before c in the body (in the order
// of the tree: a continue after c, past c's loops nested in the body, is
// reached only once c is done in that iteration; an if's branches are
// taken as if in sequence, a bound). The executions counted over every
// iteration are then a superset of those that run: the count stays
// sound, not exact.
func loopJump(inner []frontend.Stmt, c *frontend.CommStmt) (frontend.Pos, bool) {
	if !loopJumpOn {
		return frontend.Pos{}, false
	}
	for _, l := range inner {
		if pos, ok := jumpsOver(loopBody(l), c); ok {
			return pos, true
		}
	}
	return frontend.Pos{}, false
}

// jumpsOver returns the position of a break of body's own loop, or of a
// continue of its own before c, and whether there is one.
func jumpsOver(body *frontend.Block, c *frontend.CommStmt) (pos frontend.Pos, found bool) {
	seen := false
	frontend.Inspect(body, func(n frontend.Node) bool {
		switch j := n.(type) {
		case *frontend.CommStmt:
			seen = seen || j == c
		case *frontend.BreakStmt:
			pos, found = j.Break, true
		case *frontend.ContinueStmt:
			if !seen {
				pos, found = j.Continue, true
			}
		case *frontend.WhileStmt, *frontend.ForStmt:
			// A nested loop's own jumps do not leave this one; c
			// inside it is seen there.
			frontend.Inspect(loopBody(n.(frontend.Stmt)), func(m frontend.Node) bool {
				seen = seen || m == frontend.Node(c)
				return !seen
			})
			return false
		}
		return !found
	})
	return pos, found
}
