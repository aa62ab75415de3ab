package solver

// nodeRounds bounds the recursive nodes of multiple recursion equation by
// equation, as rankRounds does for loops: a round finds a linear f with
// f >= 1 + (f summed over any subset of the children) at the target
// equation's nodes, f >= that sum at the other uncounted equations' nodes,
// and f + d >= it (or d alone >= it) at the nodes of equations counted in
// earlier rounds, where d is a linear function of their heads (a reset of
// X to at most R at a node that splits A). By induction on the tree, the
// target's nodes under a node n number at most nat(f(n)) plus nat(d)
// summed over the counted nodes below n (a node's children with f > 0
// have f summing to at most f + d <= nat(f) + nat(d) there); nat(d) of
// each counted equation is bounded over the entry's variables
// (boundExpr), times its count. nodeCount is the case of one round for
// all equations.
func (st *state) nodeRounds(ctx *sccCtx, recEqs []*normEq) (*Expr, bool) {
	if noNodeRounds {
		return nil, false
	}
	count := map[*normEq]*Expr{}
	unbounded := append([]*normEq{}, recEqs...)
	var total []*Expr
	for len(unbounded) > 0 {
		if st.checkTime() != nil {
			return nil, false
		}
		progress := false
		for i, target := range unbounded {
			// d alone first (a reset: d = R), then f + d (an increase:
			// d = I where the children's sizes sum to at most X + I).
			c, ok := st.nodeRound(ctx, target, recEqs, count, len(count) > 0)
			if !ok && len(count) > 0 {
				c, ok = st.nodeRound(ctx, target, recEqs, count, false)
			}
			if !ok {
				continue
			}
			count[target] = c
			total = append(total, c)
			unbounded = append(append([]*normEq{}, unbounded[:i]...), unbounded[i+1:]...)
			progress = true
			break
		}
		if !progress {
			return nil, false
		}
	}
	return Add(total...), true
}

// nodeRound is one round of nodeRounds for target.
//
// With dOnly, d alone pays at the counted nodes (d >= the children's
// sum): what the induction needs of a node whose f is negative, and
// enough for one that resets the children's f to at most d.
func (st *state) nodeRound(ctx *sccCtx, target *normEq, recEqs []*normEq, count map[*normEq]*Expr, dOnly bool) (*Expr, bool) {
	prog := st.newLP()
	funcs := map[string]locFunc{}
	for _, r := range ctx.rels {
		funcs[r] = newLocFuncMask(prog, ctx.arity[r], ctx.relevant[r])
	}
	deltas := map[*normEq]locFunc{}
	for _, eq := range recEqs {
		if prog.stopped() {
			break // (solve reports why)
		}
		head := funcs[eq.rel].head()
		var ats []tmpl
		for _, c := range eq.calls {
			if st.inSCC(ctx.entry, c.Key()) {
				ats = append(ats, funcs[c.Key()].at(c.Args))
			}
		}
		if len(ats) > 4 {
			return nil, false
		}
		base := head.addScaled(ratOne, newTmpl())
		if _, counted := count[eq]; counted {
			d := newLocFunc(prog, eq.arity)
			d.l1Objective(prog)
			deltas[eq] = d
			// (d may be negative somewhere: f + d <= nat(f) + nat(d),
			// and nat(d) is what is paid.)
			if dOnly {
				base = d.head()
			} else {
				base = base.addScaled(ratOne, d.head())
			}
		}
		if eq == target {
			base.c.c = ratSub(base.c.c, ratOne)
			farkas(prog, eq.cons, base) // f >= 1
		}
		for set := 1; set < 1<<len(ats); set++ {
			t := base.addScaled(ratOne, newTmpl())
			for i, a := range ats {
				if set&(1<<i) != 0 {
					t = t.addScaled(ratMinusOne, a)
				}
			}
			farkas(prog, eq.cons, t)
		}
	}
	funcs[ctx.entry].l1Objective(prog)
	status, x, err := prog.solveAny()
	if err != nil || status != lpOptimal {
		return nil, false
	}
	terms := []*Expr{Nat(funcs[ctx.entry].value(x).Expr())}
	for eq, d := range deltas {
		dl := d.value(x)
		if dl.IsConst() && dl.Const.Sign() == 0 {
			continue
		}
		b, err := st.boundExpr(Nat(dl.Expr()), true, eq, ctx)
		if err != nil {
			return nil, false
		}
		terms = append(terms, Mul(count[eq], b))
	}
	return Add(terms...), true
}
