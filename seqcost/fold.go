package seqcost

import (
	"math/big"

	"bspcost/solver"
)

// foldConstants removes from the relations (but main) the arguments that
// hold one constant at every call: a loop head whose step is always 1, a
// flag v6 := 1 the program never changes. A position is constant when
// every call from another relation passes the same number and every call
// from the relation itself passes the head's own variable there
// unchanged: then every derivation reaches the relation with that number
// in that position, so the equations with the number in place of the
// variable have the same derivations and costs (the meaning is kept
// exactly). The solver then works on smaller relations, with fewer
// candidate invariants and ranking-function coefficients. Folding a
// relation's arguments can make the calls it makes constant in turn: the
// relations it calls are checked again.
func foldConstants(sys *solver.System) {
	type site struct{ eq, call int }
	sites := map[string][]site{} // relation -> its calls
	names, eqsOf := eqsByRelation(sys)
	for i, e := range sys.Eqs {
		for j, c := range e.Calls {
			sites[c.Name] = append(sites[c.Name], site{i, j})
		}
	}
	work := make([]string, 0, len(names))
	queued := map[string]bool{}
	for _, n := range names {
		if n != "main" {
			work = append(work, n)
			queued[n] = true
		}
	}
	for len(work) > 0 {
		r := work[0]
		work = work[1:]
		queued[r] = false
		eqs := eqsOf[r]
		if len(eqs) == 0 || len(sites[r]) == 0 {
			continue
		}
		arity := len(sys.Eqs[eqs[0]].Head.Args)
		if hasNL(sys, eqs) {
			continue // seqcost makes none; not folded should one appear
		}
		consts := make([]*big.Rat, arity)
		for j := 0; j < arity; j++ {
			consts[j] = constantAt(sys, eqs, r, j, sites[r], func(s site) solver.Term { return sys.Eqs[s.eq].Calls[s.call] }, func(s site) *solver.Equation { return sys.Eqs[s.eq] })
		}
		sub := map[string]solver.Lin{}
		keep := make([]bool, arity)
		n := 0
		for j, c := range consts {
			keep[j] = c == nil
			if c != nil {
				n++
			}
		}
		if n == 0 {
			continue
		}
		for _, i := range eqs {
			e := sys.Eqs[i]
			clear(sub)
			for j, c := range consts {
				if c != nil {
					sub[e.Head.Args[j].Terms[0].Var] = solver.NewLin(c)
				}
			}
			substEquation(e, sub)
		}
		for _, s := range sites[r] {
			c := &sys.Eqs[s.eq].Calls[s.call]
			c.Args = keepArgs(c.Args, keep)
		}
		for _, i := range eqs {
			e := sys.Eqs[i]
			e.Head.Args = keepArgs(e.Head.Args, keep)
			for _, c := range e.Calls {
				if c.Name != "main" && c.Name != r && !queued[c.Name] {
					queued[c.Name] = true
					work = append(work, c.Name)
				}
			}
		}
	}
}

// constantAt is the constant that position j of relation r holds at
// every call (sites), or nil. The head's argument at j must be a plain
// variable in every equation of r.
func constantAt[S any](sys *solver.System, eqs []int, r string, j int, sites []S, call func(S) solver.Term, caller func(S) *solver.Equation) *big.Rat {
	for _, i := range eqs {
		if !plainVar(sys.Eqs[i].Head.Args[j]) {
			return nil
		}
	}
	var c *big.Rat
	for _, s := range sites {
		a := call(s).Args[j]
		if e := caller(s); e.Head.Name == r {
			if plainVar(a) && a.Terms[0].Var == e.Head.Args[j].Terms[0].Var {
				continue // passed on unchanged
			}
		}
		if !a.IsConst() {
			return nil
		}
		if c == nil {
			c = a.Const
		} else if solver.RatCmp(c, a.Const) != 0 {
			return nil
		}
	}
	if c != nil && !unit(c) && c.Sign() != 0 && isStep(sys, eqs, r, j) {
		return nil
	}
	return c
}

// isStep reports whether the variable of position j of relation r is
// added to another variable in a call of r by itself (i := i + s): such a
// step, when it is a number other than 1, stays an argument. The solver
// bounds a loop whose step is an unchanged argument by floor((hi - lo)/s)
// + 1, but one whose step is a number k by the rational (hi - lo)/k + 1
// (a solver gap, docs/benchmarks.md, seqfold): folding the step would
// lose the floor.
func isStep(sys *solver.System, eqs []int, r string, j int) bool {
	for _, i := range eqs {
		e := sys.Eqs[i]
		v := e.Head.Args[j].Terms[0].Var
		for _, c := range e.Calls {
			if c.Name != r {
				continue
			}
			for _, a := range c.Args {
				if len(a.Terms) > 1 && a.Has(v) {
					return true
				}
			}
		}
	}
	return false
}

// plainVar reports whether l is one variable with coefficient 1.
func plainVar(l solver.Lin) bool {
	return len(l.Terms) == 1 && l.Const.Sign() == 0 && solver.RatCmp(l.Terms[0].K, ratOne) == 0
}

// keepArgs is args at the positions keep marks (a new slice).
func keepArgs(args []solver.Lin, keep []bool) []solver.Lin {
	out := make([]solver.Lin, 0, len(args))
	for j, a := range args {
		if keep[j] {
			out = append(out, a)
		}
	}
	return out
}

// substEquation replaces variables by linear forms in e's constraints,
// cost and calls (not its head, whose positions the caller drops).
// Constraints that become constant and true go.
func substEquation(e *solver.Equation, sub map[string]solver.Lin) {
	cons := e.Cons[:0:0]
	for _, c := range e.Cons {
		if hasAny(c.L, sub) {
			c = solver.Cons{L: c.L.Subst(sub), Eq: c.Eq}
			if c.L.IsConst() {
				s := c.L.Const.Sign()
				if s == 0 || s > 0 && !c.Eq {
					continue // true
				}
			}
		}
		cons = append(cons, c)
	}
	e.Cons = cons
	for i := range e.Calls {
		args := make([]solver.Lin, len(e.Calls[i].Args))
		for j, a := range e.Calls[i].Args {
			if hasAny(a, sub) {
				a = a.Subst(sub)
			}
			args[j] = a
		}
		e.Calls[i].Args = args
	}
	if _, ok := e.Cost.IsConst(); !ok {
		es := make(map[string]*solver.Expr, len(sub))
		for v, l := range sub {
			es[v] = l.Expr()
		}
		e.Cost = e.Cost.Subst(es)
	}
}

func hasAny(l solver.Lin, sub map[string]solver.Lin) bool {
	for _, t := range l.Terms {
		if _, ok := sub[t.Var]; ok {
			return true
		}
	}
	return false
}

func hasNL(sys *solver.System, eqs []int) bool {
	for _, i := range eqs {
		if len(sys.Eqs[i].NL) > 0 {
			return true
		}
	}
	return false
}

// eqsByRelation is sys's relations in the order of their first
// equation, and each one's equations (indices into sys.Eqs).
func eqsByRelation(sys *solver.System) (names []string, eqsOf map[string][]int) {
	eqsOf = map[string][]int{}
	for i, e := range sys.Eqs {
		if _, ok := eqsOf[e.Head.Name]; !ok {
			names = append(names, e.Head.Name)
		}
		eqsOf[e.Head.Name] = append(eqsOf[e.Head.Name], i)
	}
	return names, eqsOf
}
