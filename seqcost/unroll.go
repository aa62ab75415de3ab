package seqcost

import (
	"bspcost/frontend"
	"bspcost/solver"
)

// Counters whose sign alternates. A loop that only its guard c < B
// leaves, with c := c * m its only write of c and m unchanged
// (endsOnlyGrowing), is counted logarithmically from the alternatives of
// endingAlts where m >= 2. Where m may be negative (BSPedupack's FFT
// kernel: for (c = 1; c < p; c *= n / p), with nothing saying n >= 0),
// c alternates in sign: from c >= 1 and m <= -2 the next value is at most
// -2c, below B whatever B, and the one after at least 4c. No linear
// function of c grows at every iteration, but over two iterations c
// grows fourfold, keeping its sign. Such a loop is translated two
// iterations at a time: each path through the body that passes the guard
// again goes through the body a second time before it returns to the
// loop's head, and one that fails it returns at once (the head then
// leaves the loop). That is the same loop (every run is a sequence of
// such double iterations and at most one single one), and the solver
// counts c's fourfold growth between two heads. The multiplier's value
// is evaluated once for the two iterations (it reads only values the
// loop does not change, so it is one value), else two fresh values of
// independent signs would let c * m * m' stay negative.

// unrollOn switches alternates (the mutation check of TestUnrollAlternating).
var unrollOn = true

// alternates reports whether the while loop st (its relation's head
// values env, st on top of t.loops) is to be translated two iterations
// at a time: it has a counter c := c * m that only its guard leaves
// (endsOnlyGrowing, with endingAlts on) and whose multiplier the entry's
// facts do not show non-negative.
func (t *translator) alternates(st *frontend.WhileStmt, env penv) bool {
	if !unrollOn || !geometricOn || !neverEndsOn {
		return false
	}
	if t.hasRelLoop(st.Body) && t.doubles[st] == nil {
		return false
	}
	k, m, ok := t.multiplied(st.Body)
	if d := t.doubles[st]; d != nil {
		// (The body's first product may be an inner loop's.)
		k, m, ok = d.k, d.m, true
	}
	if !ok {
		return false
	}
	ms := t.lin(m, env)
	if _, isConst := constOf(ms); isConst {
		return false // the linear rule's (geometric leaves it)
	}
	floors := t.derivedFloors(true)
	shown := true
	for _, a := range ms {
		facts := append(append(append(solver.Poly(nil), t.pre...), floors...), a.cons...)
		shown = shown && facts.Implies(a.lin)
	}
	if shown || !t.endsOnlyGrowing(k, m) {
		return false
	}
	if t.doubles[st] != nil {
		// Two iterations over several relations, each evaluating the
		// multiplier on its own (double.go).
		if t.twoStep == nil {
			t.twoStep = map[*frontend.WhileStmt]bool{}
		}
		t.twoStep[st] = true
		return true
	}
	if t.unrolled == nil {
		t.unrolled = map[*frontend.WhileStmt]bool{}
		t.unrollMul = map[*frontend.WhileStmt]map[frontend.Expr][]alt{}
	}
	t.unrolled[st] = true
	t.unrollMul[st] = map[frontend.Expr][]alt{}
	return true
}

// hasRelLoop reports whether b holds a loop that the resource's
// translation keeps (the others are skipped, no relations of their own).
// The body of a loop with one becomes several relations (the inner
// loop's, the continuation after it), and a value is the same in one
// equation only: the two iterations' multipliers would be two values
// again, of independent signs, and unrolling would only double the
// translation (double.go translates such a loop two iterations at a time
// otherwise).
func (t *translator) hasRelLoop(b *frontend.Block) bool {
	found := false
	frontend.Inspect(b, func(n frontend.Node) bool {
		switch n := n.(type) {
		case *frontend.WhileStmt:
			found = found || t.rel.stmts[n]
		case *frontend.ForStmt:
			found = found || t.rel.stmts[n]
		}
		return !found
	})
	return found
}

// multiplied finds in b an assignment c := c * m (either order) to a
// carried scalar c: c's index and the expression m.
func (t *translator) multiplied(b *frontend.Block) (int, frontend.Expr, bool) {
	k, m, found := 0, frontend.Expr(nil), false
	frontend.Inspect(b, func(n frontend.Node) bool {
		if found {
			return false
		}
		a, ok := n.(*frontend.AssignStmt)
		if !ok || !t.rel.stmts[a] {
			return true
		}
		id, ok := a.LHS.(*frontend.Ident)
		if !ok {
			return true
		}
		j, ok := t.index[t.obj(id)]
		if !ok {
			return true
		}
		mul, ok := frontend.Unparen(a.RHS).(*frontend.BinaryExpr)
		if !ok || mul.Op != frontend.MUL {
			return true
		}
		self := func(x frontend.Expr) bool {
			xid, ok := frontend.Unparen(x).(*frontend.Ident)
			return ok && t.obj(xid) != nil && t.index[t.obj(xid)] == j && t.obj(xid) == t.obj(id)
		}
		switch {
		case self(mul.X):
			k, m, found = j, mul.Y, true
		case self(mul.Y):
			k, m, found = j, mul.X, true
		}
		return !found
	})
	return k, m, found
}

// secondIteration closes path e, which went once through the body of the
// unrolled loop st (relation head), at head: where the guard holds again,
// after a second pass through the body.
func (t *translator) secondIteration(st *frontend.WhileStmt, e seg, head string) {
	for _, c := range t.cond(st.Cond, true, e.env) {
		if contradicts(e.cons, c) {
			continue
		}
		n := e.clone()
		n.cons = append(n.cons, c...)
		for _, e2 := range t.block(st.Body, []seg{n}) {
			// The two iterations' cases of the multiplier are cases of
			// one value: a path that took contradicting ones is none
			// (an assignment's alternatives are not checked as an if's
			// branches are, and projecting the multiplier out of the
			// equation would lose the contradiction).
			if infeasible(e2.cons) {
				continue
			}
			t.emit(e2, head)
		}
	}
	for _, c := range t.cond(st.Cond, false, e.env) {
		if contradicts(e.cons, c) {
			continue
		}
		n := e.clone()
		n.cons = append(n.cons, c...)
		t.emit(n, head)
	}
}

// multiplier is the value of the multiplier m of an unrolled loop's
// counter: one per translation of the loop (alternates starts it), the
// same variables in its two iterations.
func (t *translator) multiplier(m frontend.Expr, env penv) []alt {
	if len(t.loops) == 0 {
		return t.lin(m, env)
	}
	w := t.loops[len(t.loops)-1].while
	if w == nil || !t.unrolled[w] {
		return t.lin(m, env)
	}
	if as, ok := t.unrollMul[w][m]; ok {
		return append([]alt(nil), as...)
	}
	as := t.lin(m, env)
	t.unrollMul[w][m] = append([]alt(nil), as...)
	return as
}
