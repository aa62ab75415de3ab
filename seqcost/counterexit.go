package seqcost

import (
	"bspcost/frontend"
	"bspcost/solver"
)

// counterHiOn switches counterHi in callLoop: a while loop's counter
// bounded from above after the loop (the mutation check of
// TestCounterExitHi).
var counterHiOn = true

// counterStep is how a loop's counter advances: k := k + c, or k := k * c
// when mul.
type counterStep struct {
	k   int // the counter's index
	c   int64
	mul bool
	e   frontend.Expr // the bound it is compared with: k < e, or k <= e when leq
	leq bool
}

// counterSteps finds, in a while loop's condition cond (a conjunction),
// the conjuncts k < E and k <= E (E > k, E >= k) whose counter k the
// body writes exactly once, by k := k + c (c >= 1) or k := k * c (c >= 1)
// outside any loop nested in the body, and whose bound E reads no
// variable the loop changes (mod), no array element and no `any`: E has
// one value at every test. Every pass that changes k began with k < E (k
// <= E) and changed it once, so after the loop k is at most the value
// before the last step's, E - 1 (E), advanced once, or, where the loop
// did not run, its value before (counterHi).
func (t *translator) counterSteps(body *frontend.Block, cond frontend.Expr, mod map[int]bool) []counterStep {
	var out []counterStep
	for _, c := range frontend.Conjuncts(cond) {
		cmp, ok := c.(*frontend.BinaryExpr)
		if !ok {
			continue
		}
		x, e, leq := cmp.X, cmp.Y, false
		switch cmp.Op {
		case frontend.LSS:
		case frontend.LEQ:
			leq = true
		case frontend.GTR:
			x, e = cmp.Y, cmp.X
		case frontend.GEQ:
			x, e, leq = cmp.Y, cmp.X, true
		default:
			continue
		}
		id, ok := frontend.Unparen(x).(*frontend.Ident)
		if !ok {
			continue
		}
		k, ok := t.index[t.obj(id)]
		if !ok || !mod[k] || !t.fixedIn(e, mod) {
			continue
		}
		c, mul, ok := t.onlyStep(body, k)
		if !ok {
			continue
		}
		out = append(out, counterStep{k: k, c: c, mul: mul, e: e, leq: leq})
	}
	return out
}

// fixedIn reports whether e reads no variable of mod, no array element
// and no `any`.
func (t *translator) fixedIn(e frontend.Expr, mod map[int]bool) bool {
	ok := true
	frontend.Inspect(e, func(n frontend.Node) bool {
		switch n := n.(type) {
		case *frontend.IndexExpr, *frontend.AnyExpr:
			ok = false
		case *frontend.Ident:
			if k, found := t.index[t.obj(n)]; found && mod[k] {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// onlyStep returns c and whether it multiplies, where body's one write to
// scalar k is k := k + c or k := k * c (either operand order), c >= 1 a
// constant, outside the loops nested in body.
func (t *translator) onlyStep(body *frontend.Block, k int) (int64, bool, bool) {
	writes := 0
	t.eachLoopWrite(body, nil, func(w int, _ *frontend.AssignStmt, _ *frontend.VarDecl) {
		if w == k {
			writes++
		}
	})
	if writes != 1 {
		return 0, false, false
	}
	var step *frontend.AssignStmt
	frontend.Inspect(body, func(n frontend.Node) bool {
		switch n := n.(type) {
		case *frontend.WhileStmt, *frontend.ForStmt:
			return false // a write there may run several times a pass
		case *frontend.AssignStmt:
			if id, ok := n.LHS.(*frontend.Ident); ok {
				if w, ok := t.index[t.obj(id)]; ok && w == k {
					step = n
				}
			}
		}
		return true
	})
	if step == nil || !t.rel.stmts[step] {
		return 0, false, false
	}
	bin, ok := frontend.Unparen(step.RHS).(*frontend.BinaryExpr)
	if !ok || bin.Op != frontend.ADD && bin.Op != frontend.MUL {
		return 0, false, false
	}
	self := func(x frontend.Expr) bool {
		id, ok := frontend.Unparen(x).(*frontend.Ident)
		if !ok {
			return false
		}
		w, ok := t.index[t.obj(id)]
		return ok && w == k
	}
	var c frontend.Expr
	switch {
	case self(bin.X):
		c = bin.Y
	case self(bin.Y):
		c = bin.X
	default:
		return 0, false, false
	}
	lit, ok := frontend.Unparen(c).(*frontend.IntLit)
	if !ok || lit.Value < 1 || lit.Value > 1<<20 {
		return 0, false, false
	}
	return lit.Value, bin.Op == frontend.MUL, true
}

// counterHi gives the alternatives (a DNF) that bound the counters of
// steps after a while loop on path s, vals their values after it: each
// counter is at most E - 1 + c (E + c where leq; c * (E - 1) and c * E
// for a product, whose counter is then never negative: its value before
// the loop is not), or, where the loop did not run, its value before: at
// most the first where the facts of s show the value before within it,
// else at most the sum of both where neither is negative (k := 1; while
// k < p do k := k * 2: k <= 2p - 1). nil where there is nothing to add.
func (t *translator) counterHi(steps []counterStep, s seg, vals map[int]solver.Lin) []solver.Poly {
	cases := []solver.Poly{nil}
	notes := len(t.out.Notes)
	defer func() { t.out.Notes = t.out.Notes[:notes] }() // the exit condition's translation makes them
	var facts solver.Poly
	for _, st := range steps {
		v, ok := vals[st.k]
		if !ok {
			continue
		}
		init := t.get(s.env, st.k)
		if facts == nil {
			facts = append(append(solver.Poly(nil), s.cons...), t.allEntryFacts(s.head)...)
		}
		holds := func(c solver.Cons) bool { // c on every solution of facts
			neg := solver.Cons{L: c.L.Scale(ratMinus1).AddScaled(ratMinus1, constLin(1))}
			ok, err := append(append(solver.Poly(nil), facts...), neg).Feasible()
			return err == nil && !ok
		}
		if st.mul && !holds(geq(init, constLin(0))) {
			continue
		}
		var next []solver.Poly
		for _, a := range t.lin(st.e, s.env) {
			hi := a.lin
			if !st.leq {
				hi = hi.AddScaled(ratOne, constLin(-1))
			}
			if st.mul {
				hi = hi.Scale(solver.RatInt(st.c))
			} else {
				hi = hi.AddScaled(ratOne, constLin(st.c))
			}
			switch {
			case holds(geq(hi, init)):
			case holds(geq(init, constLin(0))) && holds(geq(hi, constLin(0))):
				// At most the larger of two values not negative: at
				// most their sum (one constraint: a path per case made
				// the solver's bounds of the code after the loop looser).
				hi = hi.AddScaled(ratOne, init)
			default:
				continue
			}
			for _, c := range cases {
				next = append(next, append(append(append(solver.Poly(nil), c...), a.cons...), geq(hi, v)))
			}
		}
		if len(next) > t.opt.MaxAlternatives {
			continue
		}
		cases = next
	}
	if len(cases) == 1 && cases[0] == nil {
		return nil
	}
	return cases
}
