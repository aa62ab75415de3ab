package nondet

import (
	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// Loop counters that differ between processes at a barrier.
//
// A for loop whose counter may differ between processes (its start or
// step is not replicated: `for j := pid * b to pid * b + b - 1`) and whose
// body holds a sync cannot keep its counter across the havoc of that
// sync: after `pid := any` the sequential program would continue with the
// new process's pid but the old process's counter, a state no process
// is in, and a superstep whose worst process differs from the previous
// one's would be missed (an unsound bound). Counters cannot be assigned,
// so such a loop becomes a while loop over a fresh variable c:
//
//	var n := hi - lo; var o := -st; var c := lo - st
//	while o + st <= n do  o := o + st; c := lo + o; body[i := c]  end
//
// (st is the step, a fresh variable unless it is a literal; the updates
// come first so that `continue` keeps them), and each sync inside sets c
// after pid: `c := lo + o`, the new process's own counter, when lo is
// made of pid, parameters and replicated single-assignment variables
// (every process is at the same iteration o, as the barriers are
// textually aligned, and its counter is its own lo plus o). Otherwise
// the loop steps `c := c + st` and the sync havocs c (`c := any`) and
// assumes the counter's range on every process there, when align knows
// it. o and
// n are the same on every process: the trip count is replicated
// (align.Result.ReplicatedTrips), else the sync would not be aligned.

// counter is one rewritten loop, innermost last in instr.counters.
type counter struct {
	src     *frontend.Object // the source loop's counter
	c, o    *frontend.Object // the new counter and the iteration offset
	lo      frontend.Expr    // the loop's start, kept as a fact, or nil
	forStmt *frontend.ForStmt
}

// varyingCounter reports whether for loop s must be rewritten: its body
// holds a sync and its counter may differ between processes.
func (in *instr) varyingCounter(s *frontend.ForStmt) bool {
	if s.Var == nil || in.obj(s.Var) == nil {
		return false
	}
	if in.ar.Replicated(s.Lo) && (s.Step == nil || in.ar.Replicated(s.Step)) {
		return false
	}
	hasSync := false
	frontend.Inspect(s.Body, func(n frontend.Node) bool {
		if _, ok := n.(*frontend.SyncStmt); ok {
			hasSync = true
		}
		return !hasSync
	})
	return hasSync
}

// newVar declares a fresh scalar named after base with the given initial
// value.
func (in *instr) newVar(base string, init frontend.Expr, pos frontend.Pos) (*frontend.Object, *frontend.VarDecl) {
	name := in.freshName(base)
	o := &frontend.Object{Kind: frontend.VarObj, Name: name, Decl: pos, ID: -1}
	return o, &frontend.VarDecl{Var: pos, Name: in.ident(o, pos), Init: init}
}

func bin(x frontend.Expr, op frontend.Token, y frontend.Expr, pos frontend.Pos) *frontend.BinaryExpr {
	return &frontend.BinaryExpr{X: x, Op: op, Y: y, OpPos: pos}
}

func paren(e frontend.Expr, pos frontend.Pos) frontend.Expr {
	return &frontend.ParenExpr{Lparen: pos, X: e, Rparen: pos}
}

// rewriteFor returns the while loop that replaces s (see above).
func (in *instr) rewriteFor(s *frontend.ForStmt) ([]frontend.Stmt, error) {
	pos := s.For
	var decls []frontend.Stmt
	// A literal step stays a literal, so that the loop's equations have
	// a constant decrement.
	var step func() frontend.Expr
	switch l := s.Step.(type) {
	case nil:
		step = func() frontend.Expr { return intLit(1, pos) }
	case *frontend.IntLit:
		step = func() frontend.Expr { return intLit(l.Value, pos) }
	default:
		st, d := in.newVar("step", paren(s.Step, pos), pos)
		decls = append(decls, d)
		step = func() frontend.Expr { return in.ident(st, pos) }
	}
	n, nDecl := in.newVar("span", bin(paren(s.Hi, pos), frontend.SUB, paren(s.Lo, pos), pos), pos)
	o, oDecl := in.newVar("iter", &frontend.UnaryExpr{OpPos: pos, Op: frontend.SUB, X: step()}, pos)
	c, cDecl := in.newVar(s.Var.Name, bin(paren(s.Lo, pos), frontend.SUB, step(), pos), pos)
	decls = append(decls, nDecl, oDecl, cDecl)
	k := &counter{src: in.obj(s.Var), c: c, o: o, forStmt: s}
	if s.Step == nil || in.ar.Replicated(s.Step) {
		k.lo = in.loFact(s.Lo)
	}
	in.counters = append(in.counters, k)
	body, err := in.block(s.Body)
	in.counters = in.counters[:len(in.counters)-1]
	if err != nil {
		return nil, err
	}
	// The body shares nodes with the source program: rename the counter
	// in a copy.
	src := in.obj(s.Var)
	body = frontend.CloneBlockIn(in.info(), body)
	frontend.Inspect(body, func(nd frontend.Node) bool {
		if id, ok := nd.(*frontend.Ident); ok && in.obj(id) == src {
			id.Name = c.Name
			in.info().Bind(id, c)
		}
		return true
	})
	assign := func(v *frontend.Object, e frontend.Expr) frontend.Stmt {
		return &frontend.AssignStmt{LHS: in.ident(v, pos), Assign: pos, RHS: e}
	}
	var cNext frontend.Expr = bin(in.ident(c, pos), frontend.ADD, step(), pos)
	if k.lo != nil {
		cNext = k.counterValue(in, pos)
	}
	body.Stmts = append([]frontend.Stmt{assign(o, bin(in.ident(o, pos), frontend.ADD, step(), pos)), assign(c, cNext)}, body.Stmts...)
	loop := &frontend.WhileStmt{
		While:  pos,
		Cond:   bin(bin(in.ident(o, pos), frontend.ADD, step(), pos), frontend.LEQ, in.ident(n, pos), pos),
		Body:   body,
		EndPos: s.EndPos,
	}
	return append(decls, loop), nil
}

// counterValue is lo + o: the counter of the current process.
func (k *counter) counterValue(in *instr, pos frontend.Pos) frontend.Expr {
	return bin(paren(k.lo, pos), frontend.ADD, in.ident(k.o, pos), pos)
}

// loFact returns lo when it can be re-evaluated for another process after
// a havoc (the criteria of fact: pid, nprocs, parameters, literals,
// arithmetic and replicated single-assignment variables), else nil.
func (in *instr) loFact(lo frontend.Expr) frontend.Expr {
	if !pure(lo) || !in.reevaluable(lo, nil) {
		return nil
	}
	return lo
}

// havocCounters returns, for the sync at s, the havoc of the counters of
// the enclosing rewritten loops and what is kept of them.
func (in *instr) havocCounters(s *frontend.SyncStmt) []frontend.Stmt {
	pos := s.Sync
	var out []frontend.Stmt
	for _, k := range in.counters {
		if k.lo != nil {
			// The new process's counter: its own start plus the common
			// offset.
			out = append(out, &frontend.AssignStmt{LHS: in.ident(k.c, pos), Assign: pos, RHS: k.counterValue(in, pos)})
			continue
		}
		out = append(out, &frontend.AssignStmt{LHS: in.ident(k.c, pos), Assign: pos, RHS: &frontend.AnyExpr{AnyPos: pos}})
		if iv, _, ok := in.ar.ValueAt(s, k.src); ok && iv != intsem.Top {
			if cond := in.rangeFact(k.c, iv, pos); cond != nil {
				out = append(out, &frontend.AssumeStmt{Assume: pos, Cond: cond})
			}
		}
	}
	return out
}

// rangeFact is lo <= c && c <= hi for the finite ends of iv, or nil.
func (in *instr) rangeFact(c *frontend.Object, iv intsem.Interval, pos frontend.Pos) frontend.Expr {
	var cond frontend.Expr
	and := func(e frontend.Expr) {
		if cond == nil {
			cond = e
		} else {
			cond = bin(cond, frontend.LAND, e, pos)
		}
	}
	if iv.Lo != intsem.MinInt {
		and(bin(intLit(iv.Lo, pos), frontend.LEQ, in.ident(c, pos), pos))
	}
	if iv.Hi != intsem.MaxInt {
		and(bin(in.ident(c, pos), frontend.LEQ, intLit(iv.Hi, pos), pos))
	}
	return cond
}
