package driver

import (
	"fmt"
	"math/big"
	"strconv"
	"time"

	"bspcost/align"
	"bspcost/budget"
	"bspcost/diag"
	"bspcost/frontend"
	"bspcost/hrelation"
	"bspcost/nondet"
	"bspcost/seqcost"
	"bspcost/solver"
)

// The queue after a superstep whose sends hrelation could not count per
// superstep (a send in a loop over data: Step.Messages.Err). A process
// receives at most what all processes send in that superstep, and each
// process sends at most what one superstep of the step's opening barrier
// can send: a bound found as the work of one superstep is
// (seqcost.SuperstepProgram), over the sequential program with one unit
// of work at each send and no other. nprocs times it bounds the queue
// (nondet.InstrumentTotals), and the loops over the queue get a bound;
// a note at each such send says so. The bound must hold for every
// process, not the followed one: the followed process of the next
// superstep reads what every process sent.

// queueTotalOn switches the rule (its test switches it off).
var queueTotalOn = true

// queueRounds bounds the rounds of boundQueues: a round bounds the
// sends that the queues bounded by the previous one count (a loop that
// forwards what it receives).
const queueRounds = 3

// boundQueues instruments the program again with the totals of the
// steps whose messages hrelation could not count, round after round
// while some new step gets one, and returns the sequential program
// (r.Seq, made again when some step got a total). A round that fails
// leaves the program of the previous one, which is sound (the queues
// after such steps only non-negative).
//
// The rounds take at most a quarter of what is left of bud, so that the
// bounds of the program keep the rest.
func (r *Report) boundQueues(ar *align.Result, hr *hrelation.Result, bud *budget.Budget) *frontend.Program {
	if !queueTotalOn || hr == nil || !hasRecv(r.Program) {
		return r.Seq
	}
	qb := bud.Share(4)
	totals := map[*hrelation.Step]nondet.Total{}
	var notes []diag.Diagnostic
	for round := 0; round < queueRounds; round++ {
		more, ns := queueTotals(r.Program, r.Seq, hr, r.Facts, totals, qb, qb.Deadline())
		if len(more) == 0 {
			break
		}
		for st, t := range more {
			totals[st] = t
		}
		seq, err := nondet.InstrumentTotals(r.Program, ar, hr, r.Facts, totals)
		if err != nil {
			break
		}
		checked := frontend.Clone(seq)
		if frontend.Check(checked) != nil {
			break
		}
		r.Instrumented, r.Seq = seq, checked
		notes = append(notes, ns...)
	}
	notes = append(notes, totalWordsNotes(r.Program, hr)...)
	for _, d := range notes {
		d.File, d.Pos = r.Program.Where(d.Pos)
		d.End = d.Pos
		// A note of the bound, with the equations'.
		r.report(StageEquations, CategoryApprox, d)
	}
	return r.Seq
}

// queueTotals returns the totals of the steps of hr whose messages are
// not counted and that have none in have, each with a note at the sends
// not counted, or nil when there is no such step. seq is the checked
// sequential program of prog, which has a queue statement.
func queueTotals(prog, seq *frontend.Program, hr *hrelation.Result, facts *nondet.Facts, have map[*hrelation.Step]nondet.Total, bud *budget.Budget, deadline time.Time) (map[*hrelation.Step]nondet.Total, []diag.Diagnostic) {
	sends := map[frontend.Pos]bool{}
	openers := map[*frontend.SyncStmt]int{}
	frontend.Inspect(prog.Body, func(n frontend.Node) bool {
		switch n := n.(type) {
		case *frontend.CommStmt:
			if n.Kind == frontend.Send {
				sends[n.KwPos] = true
			}
		case *frontend.SyncStmt:
			openers[n] = len(openers) + 1
		}
		return true
	})
	var out map[*hrelation.Step]nondet.Total
	var notes []diag.Diagnostic
	perOpener := map[int]*solver.Expr{}
	for _, st := range hr.Steps {
		if _, done := have[st]; done || st.Messages == nil || st.Messages.Err == nil || st.Close.Kind != align.SyncBarrier {
			// (No queue is read after the end.)
			continue
		}
		i := 0
		switch st.Open.Kind {
		case align.StartBarrier:
		case align.SyncBarrier:
			var ok bool
			if i, ok = openers[st.Open.Sync]; !ok {
				continue
			}
		default:
			continue
		}
		b, done := perOpener[i]
		if !done {
			b = sendsOfStep(prog, seq, facts, i, sends, bud, deadline)
			perOpener[i] = b
		}
		if b == nil {
			continue
		}
		t, ok := normTotal(solver.Mul(solver.Var("p"), b))
		if !ok {
			continue
		}
		if out == nil {
			out = map[*hrelation.Step]nondet.Total{}
		}
		out[st] = nondet.Total{Cond: t.cond}
		_, closeAt := prog.Where(st.Close.Sync.Sync)
		for _, s := range st.Messages.Seq {
			notes = append(notes, diag.Diagnostic{Pos: s.Stmt.KwPos, Severity: diag.SeverityInfo,
				Msg: fmt.Sprintf("the messages of this send are not counted per superstep: a process's queue after the sync at line %d holds at most what all processes send in the superstep, %s (p times the most one process sends)", closeAt.Line, solver.Mul(solver.Var("p"), b))})
		}
	}
	return out, notes
}

// totalWordsNotes notes, in a program with a queue statement, each send
// whose targets hrelation could not express (RuleTotalWords): the queue
// after its superstep is bounded by what all processes send.
func totalWordsNotes(prog *frontend.Program, hr *hrelation.Result) []diag.Diagnostic {
	var out []diag.Diagnostic
	seen := map[frontend.Pos]bool{}
	for _, st := range hr.Steps {
		m := st.Messages
		if m == nil || m.Err != nil || st.Close.Sync == nil {
			continue
		}
		for _, f := range m.Fallbacks {
			if f.Rule != hrelation.RuleTotalWords || seen[f.Pos] {
				continue
			}
			seen[f.Pos] = true
			_, p := prog.Where(st.Close.Sync.Sync)
			out = append(out, diag.Diagnostic{Pos: f.Pos, Severity: diag.SeverityInfo,
				Msg: fmt.Sprintf("the targets of this send are not known: a process's queue after the sync at line %d holds at most what all processes send in the superstep", p.Line)})
		}
	}
	return out
}

func hasRecv(prog *frontend.Program) bool {
	has := false
	frontend.Inspect(prog.Body, func(n frontend.Node) bool {
		if _, ok := n.(*frontend.RecvStmt); ok {
			has = true
		}
		return !has
	})
	return has
}

// sendsOfStep bounds the messages one process sends in one superstep
// opened by opener i (nil: no bound).
func sendsOfStep(prog, seq *frontend.Program, facts *nondet.Facts, i int, sends map[frontend.Pos]bool, bud *budget.Budget, deadline time.Time) (out *solver.Expr) {
	defer func() {
		if recover() != nil {
			out = nil
		}
	}()
	var at []frontend.Expr
	var atInfo *frontend.Info
	if i > 0 {
		var syncs []*frontend.SyncStmt
		frontend.Inspect(prog.Body, func(n frontend.Node) bool {
			if s, ok := n.(*frontend.SyncStmt); ok {
				syncs = append(syncs, s)
			}
			return true
		})
		at, atInfo = facts.At(prog, syncs[i-1])
	}
	cut, err := seqcost.SuperstepProgram(prog, seq, i, at, atInfo)
	if err != nil || cut.AtCall {
		// AtCall: the superstep may go on past a collective's call.
		return nil
	}
	counted := *cut.Program
	counted.Body = &frontend.Block{Start: cut.Program.Body.Start, Stmts: countSends(cut.Program.Body.Stmts, sends)}
	b, err := seqcost.Solve(&counted, frontend.ResR, seqcost.Options{Budget: bud}, solver.Options{Deadline: deadline, Budget: bud})
	if err != nil || b.Expr == nil {
		return nil
	}
	return b.Expr
}

// countSends rebuilds ss with one unit of work at each send of the
// source (a skip of the sequential program at a send's position) and
// none elsewhere.
func countSends(ss []frontend.Stmt, sends map[frontend.Pos]bool) []frontend.Stmt {
	out := make([]frontend.Stmt, len(ss))
	for k, s := range ss {
		out[k] = countSend(s, sends)
	}
	return out
}

func countSend(s frontend.Stmt, sends map[frontend.Pos]bool) frontend.Stmt {
	block := func(b *frontend.Block) *frontend.Block {
		if b == nil {
			return nil
		}
		return &frontend.Block{Start: b.Start, Stmts: countSends(b.Stmts, sends)}
	}
	one := func(pos frontend.Pos) frontend.CostTerm {
		return frontend.CostTerm{Coef: &frontend.IntLit{ValuePos: pos, Lit: "1", Value: 1}, Resource: frontend.ResR}
	}
	switch s := s.(type) {
	case *frontend.CostStmt:
		cp := *s
		cp.Terms = nil
		for _, t := range s.Terms {
			if t.Resource != frontend.ResR {
				cp.Terms = append(cp.Terms, t)
			}
		}
		if k, ok := s.Stmt.(*frontend.SkipStmt); ok && sends[k.Skip] {
			cp.Terms = append(cp.Terms, one(k.Skip))
		} else {
			cp.Stmt = countSend(s.Stmt, sends)
		}
		return &cp
	case *frontend.SkipStmt:
		if sends[s.Skip] {
			return &frontend.CostStmt{Lbrace: s.Skip, Terms: []frontend.CostTerm{one(s.Skip)}, Rbrace: s.Skip, Stmt: s}
		}
	case *frontend.IfStmt:
		cp := *s
		cp.Then, cp.Else = block(s.Then), block(s.Else)
		return &cp
	case *frontend.WhileStmt:
		cp := *s
		cp.Body = block(s.Body)
		return &cp
	case *frontend.ForStmt:
		cp := *s
		cp.Body = block(s.Body)
		return &cp
	}
	return s
}

// A total as a tree of maxima and minima of polynomials (Op OpMax or
// OpMin, or a leaf: Poly), so that the queue's bound becomes linear
// comparisons, each with a product of parameters that the equations
// take as a derived parameter: q <= max(a, b) is q <= a || q <= b.
type totalTree struct {
	Op   solver.Op
	Poly *solver.Expr
	Kids []*totalTree
}

// maxTotalLeaves bounds the polynomials of a total (the sums distribute
// over maxima).
const maxTotalLeaves = 32

// normTotal returns e as a tree (ok false outside sums, products by
// positive factors, max, min and nat, or past maxTotalLeaves).
func normTotal(e *solver.Expr) (*totalTree, bool) {
	t, ok := norm(e)
	return t, ok && t.leaves() <= maxTotalLeaves
}

func (t *totalTree) leaves() int {
	if t.Poly != nil {
		return 1
	}
	n := 0
	for _, k := range t.Kids {
		n += k.leaves()
	}
	return n
}

// hasNode reports whether e has a max, min or nat.
func hasNode(e *solver.Expr) bool {
	switch e.Op {
	case solver.OpMax, solver.OpMin, solver.OpNat:
		return true
	case solver.OpConst, solver.OpVar, solver.OpAdd, solver.OpMul:
		for _, a := range e.Args {
			if hasNode(a) {
				return true
			}
		}
		return false
	}
	return true
}

func norm(e *solver.Expr) (*totalTree, bool) {
	switch e.Op {
	case solver.OpConst, solver.OpVar:
		return &totalTree{Poly: e}, true
	case solver.OpNat:
		x, ok := norm(e.Args[0])
		return &totalTree{Op: solver.OpMax, Kids: []*totalTree{{Poly: solver.Int(0)}, x}}, ok
	case solver.OpMax, solver.OpMin:
		t := &totalTree{Op: e.Op}
		for _, a := range e.Args {
			x, ok := norm(a)
			if !ok {
				return nil, false
			}
			t.Kids = append(t.Kids, x)
		}
		return t, true
	case solver.OpAdd:
		var t *totalTree
		for _, a := range e.Args {
			x, ok := norm(a)
			if !ok {
				return nil, false
			}
			if t == nil {
				t = x
			} else if t = combine(t, x); t.leaves() > maxTotalLeaves {
				return nil, false
			}
		}
		return t, t != nil
	case solver.OpMul:
		if !hasNode(e) {
			return &totalTree{Poly: e}, true
		}
		// One factor with maxima, the others positive (numbers, p).
		c := big.NewRat(1, 1)
		var node *solver.Expr
		var pos []*solver.Expr
		for _, a := range e.Args {
			switch v, isConst := a.IsConst(); {
			case isConst:
				c.Mul(c, v)
			case a.Op == solver.OpVar && a.Name == "p":
				pos = append(pos, a)
			case node == nil && hasNode(a):
				node = a
			default:
				return nil, false
			}
		}
		x, ok := norm(node)
		if !ok {
			return nil, false
		}
		f := solver.Mul(append([]*solver.Expr{solver.Const(c)}, pos...)...)
		return scale(x, f, c.Sign() < 0), true
	}
	return nil, false
}

// combine is the tree of a + b.
func combine(a, b *totalTree) *totalTree {
	switch {
	case a.Poly == nil:
		t := &totalTree{Op: a.Op}
		for _, k := range a.Kids {
			t.Kids = append(t.Kids, combine(k, b))
		}
		return t
	case b.Poly == nil:
		return combine(b, a)
	}
	return &totalTree{Poly: solver.Add(a.Poly, b.Poly)}
}

// scale is the tree of f·t, f of sign neg (maxima become minima).
func scale(t *totalTree, f *solver.Expr, neg bool) *totalTree {
	if t.Poly != nil {
		return &totalTree{Poly: solver.Mul(f, t.Poly)}
	}
	op := t.Op
	if neg {
		op = map[solver.Op]solver.Op{solver.OpMax: solver.OpMin, solver.OpMin: solver.OpMax}[op]
	}
	out := &totalTree{Op: op}
	for _, k := range t.Kids {
		out.Kids = append(out.Kids, scale(k, f, neg))
	}
	return out
}

// cond is the condition that queue is at most t: D·q <= D·P at a leaf P
// (D the common denominator of its numbers), a disjunction at a
// maximum, a conjunction at a minimum. A leaf whose numbers do not fit
// is true (no bound from it).
func (t *totalTree) cond(queue func() frontend.Expr) frontend.Expr {
	if t.Poly == nil {
		op := frontend.LOR
		if t.Op == solver.OpMin {
			op = frontend.LAND
		}
		var out frontend.Expr
		seen := map[string]bool{}
		for _, k := range t.Kids {
			x := k.cond(queue)
			s := frontend.ExprString(x)
			if seen[s] {
				continue // (a path more for the equations, and nothing else)
			}
			seen[s] = true
			if out == nil {
				out = x
			} else {
				out = &frontend.BinaryExpr{X: out, Op: op, Y: x}
			}
		}
		return paren(out)
	}
	d := big.NewInt(1)
	var dens func(e *solver.Expr)
	dens = func(e *solver.Expr) {
		if e.Op == solver.OpConst {
			q := e.Val.Denom()
			g := new(big.Int).GCD(nil, nil, d, q)
			d.Mul(d, new(big.Int).Quo(q, g))
		}
		for _, a := range e.Args {
			dens(a)
		}
	}
	dens(t.Poly)
	var n frontend.Expr
	ok := d.IsInt64()
	if ok {
		n, ok = scaled(t.Poly, new(big.Rat).SetInt(d))
	}
	if !ok {
		return &frontend.BinaryExpr{X: lit(0), Op: frontend.LEQ, Y: queue()}
	}
	var q frontend.Expr = queue()
	if d.Int64() != 1 {
		q = &frontend.BinaryExpr{X: lit(d.Int64()), Op: frontend.MUL, Y: q}
	}
	return &frontend.BinaryExpr{X: q, Op: frontend.LEQ, Y: n}
}

// scaled returns an integer expression equal to k·e, a polynomial (ok
// false when some number of it is not an integer).
func scaled(e *solver.Expr, k *big.Rat) (frontend.Expr, bool) {
	switch e.Op {
	case solver.OpConst:
		v := new(big.Rat).Mul(k, e.Val)
		if !v.IsInt() || v.Num().CmpAbs(big.NewInt(1<<62)) > 0 {
			return nil, false
		}
		return lit(v.Num().Int64()), true
	case solver.OpVar:
		if !k.IsInt() || k.Num().CmpAbs(big.NewInt(1<<62)) > 0 {
			return nil, false
		}
		var x frontend.Expr = &frontend.Ident{Name: e.Name}
		if k.Cmp(big.NewRat(1, 1)) != 0 {
			x = &frontend.BinaryExpr{X: lit(k.Num().Int64()), Op: frontend.MUL, Y: x}
		}
		return x, true
	case solver.OpAdd:
		var out frontend.Expr
		for _, a := range e.Args {
			x, ok := scaled(a, k)
			if !ok {
				return nil, false
			}
			if out == nil {
				out = x
			} else {
				out = &frontend.BinaryExpr{X: out, Op: frontend.ADD, Y: x}
			}
		}
		return paren(out), out != nil
	case solver.OpMul:
		c := new(big.Rat).Set(k)
		var rest []*solver.Expr
		for _, a := range e.Args {
			if v, ok := a.IsConst(); ok {
				c.Mul(c, v)
			} else {
				rest = append(rest, a)
			}
		}
		if len(rest) == 0 {
			return scaled(solver.Const(c), big.NewRat(1, 1))
		}
		out, ok := scaled(rest[0], c)
		for _, a := range rest[1:] {
			x, ok2 := scaled(a, big.NewRat(1, 1))
			if !ok || !ok2 {
				return nil, false
			}
			out = &frontend.BinaryExpr{X: paren(out), Op: frontend.MUL, Y: paren(x)}
		}
		return out, ok
	}
	return nil, false
}

func lit(v int64) frontend.Expr {
	if v < 0 { // (|v| <= 2^62: scaled)
		return &frontend.UnaryExpr{Op: frontend.SUB, X: &frontend.IntLit{Lit: strconv.FormatInt(-v, 10), Value: -v}}
	}
	return &frontend.IntLit{Lit: strconv.FormatInt(v, 10), Value: v}
}

func paren(e frontend.Expr) frontend.Expr {
	if e == nil {
		return nil
	}
	return &frontend.ParenExpr{X: e}
}
