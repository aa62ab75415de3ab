package seqcost

import (
	"strconv"

	"bspcost/frontend"
	"bspcost/solver"
)

// Alternating counters around inner loops. unroll.go translates a loop
// `while c < B` whose counter c := c * m may alternate in sign two
// iterations at a time, in one equation per double iteration, where the
// solver sees c's fourfold growth. A body that holds a loop (BSPedupack's
// FFT kernel: for (c = k1; c <= p; c *= n / p) around bspredistr, with its
// sync, twiddle and ufft) is several relations, the inner loops' and the
// continuations after them, and no equation holds both multiplications:
// the intermediate relations see c with its sign alternated, and no
// linear function of c ranks the loop.
//
// Such a loop is translated two iterations at a time too, with the
// counter's magnitude as a hidden argument a of the loop's relations: a
// is |c| at the loop's head (set on entry, one path per sign of c), the
// body leaves it unchanged, and the second iteration's c := c * m, from
// the counter c1 = c0 * m of the first (c0 = c at the head, a = |c0|),
// sets c to c2 = c1 * m and a to |c2| by the cases of c0's and m's signs
// on runs that end (the runs that never end are left out, as endingAlts
// does):
//
//   - c0 >= 1, m >= 2: c1 >= 2a and c2 >= 2 c1, a2 = c2 >= 4a;
//   - c0 >= 1, m <= -2: c1 <= -2a and c2 >= -2 c1, a2 = c2 >= 4a;
//   - c0 <= -1, m <= -2: c1 >= 2a and c2 <= -2 c1, a2 = -c2 >= 4a;
//
// and the others never end: c0 = 0 stays 0; with |m| <= 1 the counter
// takes at most the values c0, -c0 and 0, all at most B once c0 and c1
// passed the guard (0 <= c0, or c1 = -c0 >= 1, or 0 = c1 passed it), so
// the loop repeats for ever; c0 <= -1 and m >= 2 only decrease c. Both
// guards still hold at the second multiplication (nothing writes B, and c
// only there), c0 <= B and c1 <= B, which bound a by B: the solver counts
// a's fourfold growth logarithmically over the relations of the body,
// which pass a unchanged. The first iteration's paths go to a relation of
// their own (the second iteration's start) where the guard holds again,
// and back to the head where it does not (the head then leaves the loop:
// a no longer |c| there matters to nothing).
//
// The multiplication must be a statement of the body's top level (every
// pass that reaches the second one passed the first) and the body has no
// break or continue (every path from the head to the second
// multiplication is the two iterations).

// doubleOn switches the two-step translation of loops with inner loops
// (the mutation check of TestDoubleAroundLoops).
var doubleOn = true

// doubled is a loop that the two-step translation may apply to: its
// counter k, the hidden variable abs (|c| at the head), the counter's
// multiplication and its multiplier.
type doubled struct {
	k, abs int
	assign *frontend.AssignStmt
	m      frontend.Expr
}

// collectDoubles finds the while loops of the two-step translation's
// shape (growingIn's, around a loop) and gives each its hidden variable:
// before the liveness, which carries it at the loop's head and in its
// body. Whether the multiplier may be negative is decided later
// (alternates): where it is not, the variable is never set and nothing
// reads it.
func (t *translator) collectDoubles() {
	if !doubleOn || !unrollOn || !geometricOn || !neverEndsOn || !endsOnlyGrowingOn {
		return
	}
	frontend.Inspect(t.prog.Body, func(n frontend.Node) bool {
		w, ok := n.(*frontend.WhileStmt)
		if !ok || !t.rel.stmts[w] || !t.hasRelLoop(w.Body) || hasBreak(w.Body) || hasContinue(w.Body) {
			return true
		}
		for _, st := range w.Body.Stmts {
			a, ok := st.(*frontend.AssignStmt)
			if !ok || !t.rel.stmts[a] {
				continue
			}
			k, m, ok := t.selfProduct(a)
			if !ok || !readsVar(m) {
				continue // (a constant multiplier: the linear rule's)
			}
			if _, ok := t.growingIn(w, k, m); !ok {
				continue
			}
			if t.doubles == nil {
				t.doubles = map[*frontend.WhileStmt]*doubled{}
			}
			t.doubles[w] = &doubled{k: k, abs: len(t.vars), assign: a, m: m}
			t.vars = append(t.vars, "H"+strconv.Itoa(len(t.vars)))
			break
		}
		return true
	})
}

// readsVar reports whether e reads a variable (else it is a constant).
func readsVar(e frontend.Expr) bool {
	found := false
	frontend.Inspect(e, func(n frontend.Node) bool {
		switch n.(type) {
		case *frontend.Ident, *frontend.AnyExpr, *frontend.IndexExpr, *frontend.CallExpr:
			found = true
		}
		return !found
	})
	return found
}

// setAbs sets the hidden variable of d to |c| on the paths that enter
// its loop: one path per sign of c.
func (t *translator) setAbs(segs []seg, d *doubled) []seg {
	var out []seg
	for _, s := range segs {
		c := t.get(s.env, d.k)
		for _, a := range []alt{
			{lin: c, cons: solver.Poly{geq(c, constLin(0))}},
			{lin: c.Scale(ratMinus1), cons: solver.Poly{geq(constLin(-1), c)}},
		} {
			if contradicts(s.cons, a.cons) {
				continue
			}
			n := s.clone()
			n.env = n.env.set(d.abs, a.lin)
			n.cons = append(n.cons, a.cons...)
			out = append(out, n)
		}
	}
	return out
}

// toSecond closes path e, which went once through the body of the loop
// st (relation head), at mid (the second iteration's start) where the
// guard holds again, and at head where it does not.
func (t *translator) toSecond(st *frontend.WhileStmt, e seg, head, mid string) {
	for _, pos := range []bool{true, false} {
		to := head
		if pos {
			to = mid
		}
		for _, c := range t.cond(st.Cond, pos, e.env) {
			if contradicts(e.cons, c) {
				continue
			}
			n := e.clone()
			n.cons = append(n.cons, c...)
			t.emit(n, to)
		}
	}
}

// secondBody translates the body of st once more from relation mid, the
// second iteration, whose multiplication is doubleStep's; its paths
// return to head.
func (t *translator) secondBody(st *frontend.WhileStmt, head, mid string) {
	start := seg{head: mid, env: t.identity(mid), cons: t.entryFacts(mid)}
	save := t.second
	t.second = st
	for _, e := range t.block(st.Body, []seg{start}) {
		t.emit(e, head)
	}
	t.second = save
}

// doubleStep is the second iteration's c := c * m of loop w: c2 and |c2|
// from c1 (c's value) and a = |c0| (the hidden variable), by the cases of
// the signs of c0 and m on runs that end, under both guards.
func (t *translator) doubleStep(segs []seg, w *frontend.WhileStmt, d *doubled) []seg {
	single := func(ps []solver.Poly) solver.Poly {
		if len(ps) == 1 {
			return ps[0]
		}
		return nil // (a disjunction: not restated, which only allows more)
	}
	var out []seg
	for _, s := range segs {
		c1, a := t.get(s.env, d.k), t.get(s.env, d.abs)
		g1 := single(t.cond(w.Cond, true, s.env))
		gPos := single(t.cond(w.Cond, true, s.env.set(d.k, a)))
		gNeg := single(t.cond(w.Cond, true, s.env.set(d.k, a.Scale(ratMinus1))))
		for _, m := range t.lin(d.m, s.env) {
			e := t.fresh()
			zero, one, two := constLin(0), constLin(1), constLin(2)
			twoA := a.Scale(solver.RatInt(2))
			cases := []struct {
				c2, a2 solver.Lin
				cons   solver.Poly
			}{
				{c1.Scale(solver.RatInt(2)).AddScaled(ratOne, e), c1.Scale(solver.RatInt(2)).AddScaled(ratOne, e),
					solver.Poly{geq(m.lin, two), geq(c1, twoA)}},
				{c1.Scale(solver.RatInt(-2)).AddScaled(ratOne, e), c1.Scale(solver.RatInt(-2)).AddScaled(ratOne, e),
					solver.Poly{geq(constLin(-2), m.lin), geq(twoA.Scale(ratMinus1), c1)}},
				{c1.Scale(solver.RatInt(-2)).AddScaled(ratMinus1, e), c1.Scale(solver.RatInt(2)).AddScaled(ratOne, e),
					solver.Poly{geq(constLin(-2), m.lin), geq(c1, twoA)}},
			}
			for i, cs := range cases {
				g := gPos
				if i == 2 {
					g = gNeg
				}
				cons := append(append(append(append(solver.Poly(nil), m.cons...), cs.cons...), g...), g1...)
				cons = append(cons, geq(a, one), geq(e, zero))
				if contradicts(s.cons, cons) {
					continue
				}
				n := s.clone()
				n.env = n.env.set(d.k, cs.c2).set(d.abs, cs.a2)
				n.cons = append(n.cons, cons...)
				out = append(out, n)
			}
		}
	}
	return out
}

// selfProduct reads a as c := c * m (either order), c a carried scalar:
// c's index and m.
func (t *translator) selfProduct(a *frontend.AssignStmt) (int, frontend.Expr, bool) {
	id, ok := a.LHS.(*frontend.Ident)
	if !ok {
		return 0, nil, false
	}
	j, ok := t.index[t.obj(id)]
	if !ok {
		return 0, nil, false
	}
	mul, ok := frontend.Unparen(a.RHS).(*frontend.BinaryExpr)
	if !ok || mul.Op != frontend.MUL {
		return 0, nil, false
	}
	self := func(x frontend.Expr) bool {
		xid, ok := frontend.Unparen(x).(*frontend.Ident)
		return ok && t.obj(xid) != nil && t.index[t.obj(xid)] == j && t.obj(xid) == t.obj(id)
	}
	switch {
	case self(mul.X):
		return j, mul.Y, true
	case self(mul.Y):
		return j, mul.X, true
	}
	return 0, nil, false
}
