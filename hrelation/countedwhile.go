package hrelation

import (
	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// countedWhilesOn switches countedWhile (its test switches it off: the
// statements of such loops are then counted sequentially).
var countedWhilesOn = true

// counted is a while loop that steps a counter like a for loop,
// `k := lo; while k < E [&& C] do ...; k := k + d; ... end` with no sync
// in it (countedWhile), seen from its statements as the for loop
// `for k := lo to E - 1 step d` (pre, for those before the step) or
// `for k := lo + d to E - 1 + d step d` (post, after it): the counter's
// value at the statement runs over the for loop's values, once each.
type counted struct {
	w         *frontend.WhileStmt
	pre, post *frontend.ForStmt
	// rest is the loop's condition without the counter's literal (nil:
	// none), k the counter.
	rest frontend.Expr
	k    *frontend.Object
	// step is the index in the body of the counter's step.
	step int
	// bound is E; rangeOnly: its interval bounds the counter, not its
	// value (which may change from one test to the next).
	bound     frontend.Expr
	rangeOnly bool
}

// countedWhile returns w as a counted loop when prev, the statement
// before it in its block, sets the counter, nil when it is not one:
//   - the condition is `k < E` or `k <= E` (either side), alone or a
//     literal of a conjunction, E not reading k; when E reads `any` or
//     what the body writes, its value may change from one test to the
//     next, and only the largest value align gives it bounds k
//     (rangeOnly);
//   - the body has no sync (the loop is inside one superstep) and no
//     continue before the step (an iteration that skips the step would
//     run the body again at the same k), and assigns k once, `k := k +
//     d` at its top level, d at least 1 on every process (align's
//     interval), reading no `any` and nothing the body writes;
//   - prev is `var k := lo` or `k := lo`.
//
// A break leaves the loop early: fewer executions, which its statements'
// jump fallback says (jumps.go).
func (a *analyzer) countedWhile(prev frontend.Stmt, w *frontend.WhileStmt) *counted {
	if !countedWhilesOn || a.opts.seqWhiles || prev == nil || a.flow.blockHasSync(w.Body) {
		return nil
	}
	var k *frontend.Object
	var lo frontend.Expr
	switch s := prev.(type) {
	case *frontend.VarDecl:
		if s.Size == nil && s.Init != nil {
			k, lo = a.obj(s.Name), s.Init
		}
	case *frontend.AssignStmt:
		if id, ok := s.LHS.(*frontend.Ident); ok {
			k, lo = a.obj(id), s.RHS
		}
	}
	if k == nil || k.Kind != frontend.VarObj {
		return nil
	}
	// k is among what the body writes.
	fixed := func(e frontend.Expr) bool { return a.unchangedIn(e, w.Body, nil) }
	// The step: the one write of k in the body.
	step, writes := -1, 0
	var d frontend.Expr
	var incr *frontend.Ident
	frontend.Inspect(w.Body, func(n frontend.Node) bool {
		switch s := n.(type) {
		case *frontend.AssignStmt:
			if id, ok := s.LHS.(*frontend.Ident); ok && a.obj(id) == k {
				writes++
			}
		case *frontend.VarDecl:
			if a.obj(s.Name) == k {
				writes++
			}
		case *frontend.ForStmt:
			if a.obj(s.Var) == k {
				writes++
			}
		case *frontend.RecvStmt:
			for _, id := range s.Targets() {
				if a.obj(id) == k {
					writes++
				}
			}
		}
		return true
	})
	for i, s := range w.Body.Stmts {
		as, ok := s.(*frontend.AssignStmt)
		if !ok {
			continue
		}
		id, ok := as.LHS.(*frontend.Ident)
		if !ok || a.obj(id) != k {
			continue
		}
		sum, ok := frontend.Unparen(as.RHS).(*frontend.BinaryExpr)
		if !ok || sum.Op != frontend.ADD {
			break
		}
		x, y := frontend.Unparen(sum.X), sum.Y
		if xi, isID := x.(*frontend.Ident); !isID || a.obj(xi) != k {
			x, y = frontend.Unparen(sum.Y), sum.X
		}
		if xi, isID := x.(*frontend.Ident); isID && a.obj(xi) == k && fixed(y) && a.ar.Interval(y).Lo >= 1 {
			step, d, incr = i, y, id
		}
		break
	}
	if step < 0 || writes != 1 {
		return nil
	}
	for _, s := range w.Body.Stmts[:step] {
		for _, j := range ownJumps(s) {
			if _, isContinue := j.(*frontend.ContinueStmt); isContinue {
				return nil
			}
		}
	}
	lits := frontend.Conjuncts(w.Cond)
	at := w.While
	// The counter's literal: k < E or k <= E, E not reading k. A bound
	// that reads what the body writes or `any` changes from one test to
	// the next: only its interval bounds the counter (rangeOnly). A
	// literal whose bound is fixed is taken first.
	var hi, bound frontend.Expr
	lit, rangeOnly := -1, false
	for i, l := range lits {
		b, ok := frontend.Unparen(l).(*frontend.BinaryExpr)
		if !ok {
			continue
		}
		x, op, e := frontend.Unparen(b.X), b.Op, b.Y
		if xi, isID := x.(*frontend.Ident); !isID || a.obj(xi) != k {
			// E > k, E >= k.
			x, e = frontend.Unparen(b.Y), b.X
			switch op {
			case frontend.GTR:
				op = frontend.LSS
			case frontend.GEQ:
				op = frontend.LEQ
			default:
				continue
			}
		}
		if xi, isID := x.(*frontend.Ident); !isID || a.obj(xi) != k || readsVar(a.prog.Info, e, k) || op != frontend.LSS && op != frontend.LEQ {
			continue
		}
		if lit >= 0 && (!rangeOnly || !fixed(e)) {
			continue
		}
		hi, lit, rangeOnly, bound = e, i, !fixed(e), e
		if op == frontend.LSS {
			hi = &frontend.BinaryExpr{X: e, OpPos: at, Op: frontend.SUB, Y: &frontend.IntLit{ValuePos: at, Lit: "1", Value: 1}}
		}
	}
	if lit < 0 {
		return nil
	}
	var rest frontend.Expr
	for i, l := range lits {
		if i == lit {
			continue
		}
		if rest == nil {
			rest = l
		} else {
			rest = &frontend.BinaryExpr{X: rest, OpPos: at, Op: frontend.LAND, Y: l}
		}
	}
	plus := func(e frontend.Expr) frontend.Expr {
		return &frontend.BinaryExpr{X: e, OpPos: at, Op: frontend.ADD, Y: d}
	}
	return &counted{
		w:         w,
		pre:       &frontend.ForStmt{For: at, Var: incr, Lo: lo, Hi: hi, Step: d, Body: w.Body, EndPos: w.EndPos},
		post:      &frontend.ForStmt{For: at, Var: incr, Lo: plus(lo), Hi: plus(hi), Step: d, Body: w.Body, EndPos: w.EndPos},
		rest:      rest,
		k:         k,
		step:      step,
		rangeOnly: rangeOnly,
		bound:     bound,
	}
}

// stmtBefore is the statement before the i-th of b, nil for the first.
func stmtBefore(b *frontend.Block, i int) frontend.Stmt {
	if i == 0 {
		return nil
	}
	return b.Stmts[i-1]
}

// loopStmt is the statement of loop l of analyzer.loops: the while loop
// of a counted one's for.
func (a *analyzer) loopStmt(l frontend.Stmt) frontend.Stmt {
	if f, ok := l.(*frontend.ForStmt); ok && a.counted[f] != nil {
		return a.counted[f].w
	}
	return l
}

// countedGuards replaces, in the guards of a put or get, the guard of
// each counted while loop around it (inner: its loops in the superstep)
// by the guard of the for loop it is seen as and the rest of the loop's
// condition. Past the counter's step, the rest reads the counter as it
// was at the test, the value at the statement minus the step.
func (b *builder) countedGuards(inner []frontend.Stmt, guards []align.Guard) []align.Guard {
	var out []align.Guard
	for _, g := range guards {
		w, isWhile := g.Stmt.(*frontend.WhileStmt)
		var f *frontend.ForStmt
		for _, l := range inner {
			if fl, isFor := l.(*frontend.ForStmt); isFor && isWhile && b.a.counted[fl] != nil && b.a.counted[fl].w == w {
				f = fl
			}
		}
		if f == nil {
			out = append(out, g)
			continue
		}
		cw := b.a.counted[f]
		out = append(out, align.Guard{Kind: align.GuardFor, Stmt: f, Var: f.Var, Lo: f.Lo, Hi: f.Hi, Step: f.Step, Stable: true})
		if cw.rest == nil {
			continue
		}
		r := g
		r.Cond = cw.rest
		if f == cw.post {
			at := w.While
			r.Cond = substitute(b.a.prog.Info, cw.rest, cw.k, &frontend.BinaryExpr{X: f.Var, OpPos: at, Op: frontend.SUB, Y: f.Step})
		}
		r.Stable = r.Stable || b.restStable(cw)
		out = append(out, r)
	}
	return out
}

// restStable reports whether the rest of a counted loop's condition reads
// no `any` and nothing its body writes but the counter: its value at a
// statement of the body is the one at the test.
func (b *builder) restStable(cw *counted) bool { return b.a.unchangedIn(cw.rest, cw.w.Body, cw.k) }

// unchangedIn reports whether e reads no `any` and no variable that body
// writes but skip: its value is the same wherever body evaluates it.
func (a *analyzer) unchangedIn(e frontend.Expr, body *frontend.Block, skip *frontend.Object) bool {
	written := a.written(body)
	ok := true
	frontend.Inspect(e, func(n frontend.Node) bool {
		switch n := n.(type) {
		case *frontend.AnyExpr:
			ok = false
		case *frontend.Ident:
			if o := a.obj(n); o != nil && o != skip && written[o.ID] {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// loopText names loop s as its program writes it: `for i`, or the header
// of the while loop a counted one's for stands for.
func (a *analyzer) loopText(s *frontend.ForStmt) string {
	if cw := a.counted[s]; cw != nil {
		return "while " + frontend.ExprString(cw.w.Cond)
	}
	return "for " + s.Var.Name
}

// exprInterval is align's interval of e's values, also for the sums and
// differences a counted loop's for makes of the program's expressions.
func (a *analyzer) exprInterval(e frontend.Expr) intsem.Interval {
	switch x := e.(type) {
	case *frontend.ParenExpr:
		return a.exprInterval(x.X)
	case *frontend.IntLit:
		return intsem.Point(x.Value)
	case *frontend.BinaryExpr:
		if iv := a.ar.Interval(e); iv != intsem.Top {
			return iv
		}
		switch x.Op {
		case frontend.ADD:
			return a.exprInterval(x.X).Add(a.exprInterval(x.Y))
		case frontend.SUB:
			return a.exprInterval(x.X).Sub(a.exprInterval(x.Y))
		}
	}
	return a.ar.Interval(e)
}

// preFor is the for loop of a counted while's statements before its
// step (s itself for another loop): a for after the step has the same
// iterations, its bounds shifted by the step.
func (a *analyzer) preFor(s *frontend.ForStmt) *frontend.ForStmt {
	if cw := a.counted[s]; cw != nil {
		return cw.pre
	}
	return s
}
