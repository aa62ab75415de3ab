package seqcost

import (
	"math/big"
	"sort"

	"bspcost/solver"
)

// Arguments fixed by a flag. A loop whose body ends a superstep is a
// relation with a flag argument, one value on its first iteration (the
// superstep from before the loop, an h of its own) and another on the
// next ones; its counter's initial value reaches the first iteration
// only from the call before the loop, w1(p, 1, 0). The solver reads the
// first iteration's equation at every counter value, and the h of that
// superstep at a counter the first iteration never has (a case of the h
// for i <= -1) is a cost no run pays. Where every call of a relation
// passes a constant at one position f, the calls that pass c there all
// pass the same constant d at a position j, and an equation's constraints
// fix f to c, the equation's variable at j is d: every derivation reaches
// that equation through one of those calls (the relation's own calls
// count too, so one that passes f on as a variable leaves the relation
// out). Substituted, as foldConstants does, the equation keeps its
// derivations and costs exactly; the calls that lead back to the
// relation keep their arguments (the loop's counter passed on from its
// head is how the solver reads its growth from the entry value).

// flagFactsOn switches the rule (its test switches it off).
var flagFactsOn = true

// flagFacts substitutes the arguments that a flag's value fixes, and
// reports whether it did.
func flagFacts(sys *solver.System) bool {
	if !flagFactsOn {
		return false
	}
	changed := false
	names, eqsOf := eqsByRelation(sys)
	calls := map[string][]solver.Term{}
	for _, e := range sys.Eqs {
		for _, c := range e.Calls {
			calls[c.Name] = append(calls[c.Name], c)
		}
	}
	sort.Strings(names)
	reaches := callReach(sys)
	for _, r := range names {
		eqs, sites := eqsOf[r], calls[r]
		if r == "main" || len(sites) == 0 || hasNL(sys, eqs) {
			continue
		}
		arity := len(sys.Eqs[eqs[0]].Head.Args)
		plain := make([]bool, arity)
		for j := range plain {
			plain[j] = true
			for _, i := range eqs {
				plain[j] = plain[j] && plainVar(sys.Eqs[i].Head.Args[j])
			}
		}
		for f := 0; f < arity; f++ {
			if !plain[f] || !constAtEvery(sites, f) {
				continue
			}
			for _, i := range eqs {
				e := sys.Eqs[i]
				c, ok := fixedBy(e.Cons, e.Head.Args[f].Terms[0].Var)
				if !ok {
					continue
				}
				sub := map[string]solver.Lin{}
				for j := 0; j < arity; j++ {
					if j == f || !plain[j] {
						continue
					}
					if d, ok := constWhere(sites, f, c, j); ok {
						sub[e.Head.Args[j].Terms[0].Var] = solver.NewLin(d)
					}
				}
				if len(sub) > 0 {
					// (A constant in a call back into the loop hid a
					// doubling counter's log2.)
					keep := map[int][]solver.Lin{}
					for ci, c := range e.Calls {
						if reaches[c.Name][r] {
							keep[ci] = c.Args
						}
					}
					substEquation(e, sub)
					for ci, args := range keep {
						e.Calls[ci].Args = args
					}
					changed = true
				}
			}
		}
	}
	return changed
}

// constAtEvery reports whether every call passes a constant at f.
func constAtEvery(sites []solver.Term, f int) bool {
	for _, s := range sites {
		if !s.Args[f].IsConst() {
			return false
		}
	}
	return true
}

// constWhere is the constant that every call passing c at f passes at j
// (ok false where they differ, one is not a constant, or none passes c).
func constWhere(sites []solver.Term, f int, c *big.Rat, j int) (*big.Rat, bool) {
	var d *big.Rat
	for _, s := range sites {
		if solver.RatCmp(s.Args[f].Const, c) != 0 {
			continue
		}
		a := s.Args[j]
		if !a.IsConst() || d != nil && solver.RatCmp(d, a.Const) != 0 {
			return nil, false
		}
		d = a.Const
	}
	return d, d != nil
}

// fixedBy is the value that cons's single-variable bounds fix v to.
func fixedBy(cons solver.Poly, v string) (*big.Rat, bool) {
	iv := boxOf(cons).get(v)
	if iv.lo == nil || iv.hi == nil || iv.lo.Cmp(iv.hi) != 0 {
		return nil, false
	}
	return iv.lo, true
}

// pinLocalsOn switches pinLocals (its test switches it off).
var pinLocalsOn = true

// pinLocals substitutes into an equation's calls and cost the variables
// other than its head's that its single-variable bounds fix (F1 >= 0, 0
// >= F1: a flag's value made by a fresh variable on one path, passed to
// the call after a loop): the solver reads a local variable of a call's
// arguments as unknown, and the call's relation at every value of it;
// substituted, the calls pass constants, which foldConstants and
// flagFacts read. Exact: the equation applies only at those values. Not
// a variable passed to a call that leads back to the equation's relation
// (flagFacts says why).
func pinLocals(sys *solver.System) {
	if !pinLocalsOn {
		return
	}
	reaches := callReach(sys)
	for _, e := range sys.Eqs {
		box := boxOf(e.Cons)
		var sub map[string]solver.Lin
		for _, b := range box.es {
			if b.iv.lo == nil || b.iv.hi == nil || b.iv.lo.Cmp(b.iv.hi) != 0 || headVar(e, b.v) || passedBack(e, b.v, reaches) {
				continue
			}
			if sub == nil {
				sub = map[string]solver.Lin{}
			}
			sub[b.v] = solver.NewLin(b.iv.lo)
		}
		if sub != nil {
			substEquation(e, sub)
		}
	}
}

// passedBack reports whether v is in the arguments of one of e's calls
// that lead back to e's relation (see flagFacts: a constant there hides
// from the solver how the loop's values grow).
func passedBack(e *solver.Equation, v string, reaches map[string]map[string]bool) bool {
	for _, c := range e.Calls {
		if !reaches[c.Name][e.Head.Name] {
			continue
		}
		for _, a := range c.Args {
			if a.Coef(v) != nil {
				return true
			}
		}
	}
	return false
}

// headVar reports whether v is a variable of e's head.
func headVar(e *solver.Equation, v string) bool {
	for _, a := range e.Head.Args {
		if a.Coef(v) != nil {
			return true
		}
	}
	return false
}

// callReach maps each relation to the relations its calls reach,
// directly or through others.
func callReach(sys *solver.System) map[string]map[string]bool {
	direct := map[string]map[string]bool{}
	for _, e := range sys.Eqs {
		for _, c := range e.Calls {
			if direct[e.Head.Name] == nil {
				direct[e.Head.Name] = map[string]bool{}
			}
			direct[e.Head.Name][c.Name] = true
		}
	}
	out := map[string]map[string]bool{}
	for r := range direct {
		seen := map[string]bool{}
		work := []string{r}
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			for y := range direct[x] {
				if !seen[y] {
					seen[y] = true
					work = append(work, y)
				}
			}
		}
		out[r] = seen
	}
	return out
}
