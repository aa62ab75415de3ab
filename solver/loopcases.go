package solver

// maxLoopCases bounds the equations loopCasesMax compares (pairs of
// them, one linear program each).
const maxLoopCases = 6

// loopCasesMax bounds the largest cost of the loop's recursive equations
// eqs, cs their costs' bounds (cs[i] of eqs[i]): Max(cs...), or, as
// minOfCases does for the equations of a relation that is not
// recursive, the least of the costs that are not 0 where each equation's
// cost is the least of them wherever its constraints hold (costs taken
// as nat(L): they are not negative). Within a
// loop this needs costs of values that no iteration changes (positions
// of the loop's relation that every call inside the component passes
// unchanged: nprocs, a parameter), so that the constraints of an
// application speak of the values the costs are taken at; the entry's
// facts on those values (entryPre) hold at every application too. The
// first iteration of a loop that charges a superstep's h split into the
// cases of a minimum (p + 3 where p >= 2, 2*p + 1 where p <= 2) then
// costs min(p + 3, 2*p + 1), not max(p + 3, 2*p + 1).
func (st *state) loopCasesMax(ctx *sccCtx, eqs []*normEq, cs []*Expr) *Expr {
	plain := Max(cs...)
	if noLoopCases || len(eqs) < 2 || len(eqs) != len(cs) || len(eqs) > maxLoopCases || len(ctx.rels) != 1 {
		return plain
	}
	fixed := st.fixedPositions(ctx)
	lins := make([]Lin, len(cs))
	var nonZero []int
	for i, c := range cs {
		if c.Op == OpNat {
			// nat(L_i) <= nat(L_j) where L_i <= L_j.
			c = c.Args[0]
		}
		l, ok := LinOf(c)
		if !ok || eqs[i].rel != ctx.entry {
			return plain
		}
		for _, t := range l.Terms {
			if !fixed[t.Var] {
				return plain
			}
		}
		lins[i] = l
		if !l.IsConst() || l.Const != nil && l.Const.Sign() != 0 {
			nonZero = append(nonZero, i)
		}
	}
	if len(nonZero) < 2 {
		return plain
	}
	var pre Poly
	for _, c := range st.entryPre[ctx.entry] {
		ok := true
		for _, t := range c.L.Terms {
			ok = ok && fixed[t.Var]
		}
		if ok {
			pre = append(pre, c)
		}
	}
	// An equation of cost 0 costs at most nat(L_j) for every j; one of
	// cost nat(L_i) (or L_i) at most nat(L_j) where L_i <= L_j.
	for _, i := range nonZero {
		eq := eqs[i]
		cons := append(append(Poly(nil), eq.cons...), pre...)
		for _, j := range nonZero {
			if i == j {
				continue
			}
			if st.checkTime() != nil || !cons.impliesD(st.stop, lins[j].AddScaled(ratMinusOne, lins[i])) {
				return plain
			}
		}
	}
	args := make([]*Expr, len(nonZero))
	for k, j := range nonZero {
		args[k] = Nat(cs[j])
	}
	return Min(args...)
}

// fixedPositions are the head variables of the component's (one)
// relation that every call inside it passes unchanged.
func (st *state) fixedPositions(ctx *sccCtx) map[string]bool {
	fixed := map[string]bool{}
	for k := 0; k < ctx.arity[ctx.entry]; k++ {
		v := headVar(k)
		same := true
		for _, e := range ctx.edges {
			if k >= len(e.call.Args) {
				same = false
				break
			}
			a := e.call.Args[k]
			if len(a.Terms) != 1 || a.Const != nil && a.Const.Sign() != 0 || a.Terms[0].Var != v || a.Terms[0].K.Cmp(ratOne) != 0 {
				same = false
				break
			}
		}
		if same {
			fixed[v] = true
		}
	}
	return fixed
}
