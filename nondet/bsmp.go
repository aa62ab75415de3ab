package nondet

import (
	"fmt"
	"slices"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/hrelation"
)

// BSMP in the sequential program (docs/language.md). The process the
// program follows has a message queue whose length is a variable of its
// own, `queueN` (declared at the start, 0: nothing was sent before the
// first superstep). Each sync, where the next process is chosen, sets it
// to an arbitrary length within the bound hrelation gives for the
// superstep that ends there (Step.Messages: the most messages one process
// receives; the maximum over the steps the sync closes):
//
//	queue1 := any
//	assume 0 <= queue1 && queue1 <= q1
//
// and the queue statements read and consume it as the simulator does:
// qsize(n, w) is `n := queue1` and `w := any; assume w >= 0`; gettag(n,
// t) is `if queue1 == 0 then n := -1 else n := any; assume n >= 0 end`
// and `t := any` for a scalar tag; move(x, k) is `assume queue1 >= 1;
// queue1 := queue1 - 1` and `x := any` for a scalar destination (a move
// from an empty queue is a run-time error: those runs are discarded).
// Every run of a real process is a run of the sequential program with
// the same control flow: its queue's length is within the bound, and
// qsize, gettag and move see what it sees. A loop over the queue is
// bounded by the queue's length, which is bounded by what was sent to
// the process. When hrelation cannot count the messages (a send in a
// while loop), the length is at most the messages all processes send in
// the superstep when the caller bounds them (queuetotal.go), else only
// known to be >= 0, and such a loop has no bound. tagsize and send are
// skip (sends count like puts, in h).

// queueVar declares the queue's length when prog has a queue statement;
// it returns the declaration (nil when there is none).
func (in *instr) queueVar(prog *frontend.Program) frontend.Stmt {
	has := false
	frontend.Inspect(prog.Body, func(n frontend.Node) bool {
		if _, ok := n.(*frontend.RecvStmt); ok {
			has = true
		}
		return !has
	})
	if !has {
		return nil
	}
	pos := prog.Program
	var decl *frontend.VarDecl
	in.queue, decl = in.newVar("queue", intLit(0, pos), pos)
	return decl
}

func (in *instr) queueIdent(pos frontend.Pos) *frontend.Ident { return in.ident(in.queue, pos) }

func havoc(id *frontend.Ident, pos frontend.Pos) frontend.Stmt {
	return &frontend.AssignStmt{LHS: id, Assign: pos, RHS: &frontend.AnyExpr{AnyPos: pos}}
}

// queueAt returns the statements of sync c that set the queue's length
// for the next superstep (none when the program has no queue statement).
func (in *instr) queueAt(c align.Barrier, pos frontend.Pos) ([]frontend.Stmt, error) {
	if in.queue == nil || c.Kind != align.SyncBarrier {
		return nil, nil
	}
	var out []frontend.Stmt
	var bounds, totals []frontend.Expr
	sends, unbounded := false, false
	seen := map[*hrelation.Step]bool{}
	for _, st := range in.hr.StepsClosedBy(c) {
		m := st.Messages
		if m == nil || seen[m] {
			continue
		}
		seen[m] = true
		sends = true
		if noQueueBound {
			unbounded = true
			continue
		}
		if m.Err != nil {
			if t := in.total(st, pos); t != nil {
				if !slices.ContainsFunc(totals, func(u frontend.Expr) bool { return frontend.ExprString(u) == frontend.ExprString(t) }) {
					// (Steps closed here often have the same total.)
					totals = append(totals, t)
				}
			} else {
				unbounded = true
			}
			continue
		}
		cases, err := m.Cases(in.info())
		if err != nil {
			return nil, fmt.Errorf("%s: the messages of the superstep from %s to %s: %v", pos, st.Open, st.Close, err)
		}
		v, decls := in.sumCases("q", cases, pos)
		out = append(out, decls...)
		bounds = append(bounds, v)
	}
	q := in.queueIdent(pos)
	if !sends {
		// Nothing was sent in the superstep: the queue is empty.
		return append(out, &frontend.AssignStmt{LHS: q, Assign: pos, RHS: intLit(0, pos)}), nil
	}
	out = append(out, havoc(q, pos))
	var cond frontend.Expr = bin(intLit(0, pos), frontend.LEQ, in.queueIdent(pos), pos)
	if !unbounded {
		var bound frontend.Expr
		switch len(bounds) {
		case 0:
		case 1:
			bound = bounds[0]
		default:
			bound = &frontend.CallExpr{Fun: &frontend.Ident{NamePos: pos, Name: "max"}, Lparen: pos, Args: bounds, Rparen: pos}
		}
		// The queue is within the bound of one step or the total of
		// another (queuetotal.go).
		var within frontend.Expr
		if bound != nil {
			within = bin(in.queueIdent(pos), frontend.LEQ, bound, pos)
		}
		for _, t := range totals {
			if within == nil {
				within = t
			} else {
				within = bin(within, frontend.LOR, t, pos)
			}
		}
		if len(totals) > 0 && (bound != nil || len(totals) > 1) {
			within = paren(within, pos)
		}
		cond = bin(cond, frontend.LAND, within, pos)
	}
	return append(out, &frontend.AssumeStmt{Assume: pos, Cond: cond}), nil
}

// sumCases returns an expression of the sum of cases, with the
// statements that compute it into a fresh variable (prefix base) when
// it has conditions.
func (in *instr) sumCases(base string, cases []hrelation.Case, pos frontend.Pos) (frontend.Expr, []frontend.Stmt) {
	switch {
	case len(cases) == 0:
		return intLit(0, pos), nil
	case len(cases) == 1 && cases[0].Cond == nil:
		return cases[0].Value, nil
	}
	obj, decl := in.newVar(base, intLit(0, pos), pos)
	id := func() *frontend.Ident { return in.ident(obj, pos) }
	out := []frontend.Stmt{decl}
	for _, cs := range cases {
		var s frontend.Stmt = &frontend.AssignStmt{LHS: id(), Assign: pos, RHS: bin(id(), frontend.ADD, cs.Value, pos)}
		if cs.Cond != nil {
			s = &frontend.IfStmt{If: pos, Cond: cs.Cond, Then: &frontend.Block{Start: pos, Stmts: []frontend.Stmt{s}}, EndPos: pos}
		}
		out = append(out, s)
	}
	return id(), out
}

// recv returns the statements that replace a queue statement.
func (in *instr) recv(s *frontend.RecvStmt) []frontend.Stmt {
	pos := s.KwPos
	var out []frontend.Stmt
	// dataDst havocs a scalar destination (arrays hold data anyway).
	dataDst := func() {
		if s.Dst != nil && s.Dst.Var != nil && in.obj(s.Dst.Var) != nil && in.obj(s.Dst.Var).Kind == frontend.VarObj {
			out = append(out, havoc(in.ident(in.obj(s.Dst.Var), pos), pos))
		}
	}
	nonNeg := func(id *frontend.Ident) []frontend.Stmt {
		return []frontend.Stmt{havoc(id, pos), &frontend.AssumeStmt{Assume: pos, Cond: bin(intLit(0, pos), frontend.LEQ, in.ident(in.obj(id), pos), pos)}}
	}
	switch s.Kind {
	case frontend.Qsize:
		out = append(out, &frontend.AssignStmt{LHS: in.ident(in.obj(s.Count), pos), Assign: pos, RHS: in.queueIdent(pos)})
		if s.Words != nil {
			out = append(out, nonNeg(in.ident(in.obj(s.Words), pos))...)
		}
	case frontend.GetTag:
		empty := &frontend.AssignStmt{LHS: in.ident(in.obj(s.Count), pos), Assign: pos, RHS: &frontend.UnaryExpr{OpPos: pos, Op: frontend.SUB, X: intLit(1, pos)}}
		out = append(out, &frontend.IfStmt{If: pos, Cond: bin(in.queueIdent(pos), frontend.EQL, intLit(0, pos), pos),
			Then: &frontend.Block{Start: pos, Stmts: []frontend.Stmt{empty}},
			Else: &frontend.Block{Start: pos, Stmts: nonNeg(in.ident(in.obj(s.Count), pos))}, EndPos: pos})
		dataDst()
	case frontend.Move:
		if !noMoveConsumes {
			out = append(out,
				&frontend.AssumeStmt{Assume: pos, Cond: bin(intLit(1, pos), frontend.LEQ, in.queueIdent(pos), pos)},
				&frontend.AssignStmt{LHS: in.queueIdent(pos), Assign: pos, RHS: bin(in.queueIdent(pos), frontend.SUB, intLit(1, pos), pos)})
		}
		dataDst()
	}
	return out
}

// Mutation switches (TestBSMPMutations): each must make a soundness or
// precision test fail.
var (
	noQueueBound   bool // the queue's length is only known to be >= 0
	noMoveConsumes bool // move leaves the queue's length unchanged
)

// noRecvWrites forgets that queue statements write their variables (in
// the single-assignment facts and the abstract interpretation): the
// mutation check of that rule.
var noRecvWrites bool
