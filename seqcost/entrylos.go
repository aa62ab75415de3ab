package seqcost

import (
	"sort"

	"bspcost/solver"
)

// entryLosOn switches contradictDerivedLos (its test switches it off).
var entryLosOn = true

// derivedLoFacts are the least values of the derived parameters, those
// pre does not state: derivedSigns' (a remainder, a product of
// non-negative values), and 1 for a quotient floor(x / y), y positive,
// whose dividend the requires clause shows at least its divisor
// (floor(N / p) >= 1 where N >= p, which the intervals derivedSigns reads
// do not show).
func (t *translator) derivedLoFacts(pre solver.Poly) solver.Poly {
	if !entryLosOn {
		return nil
	}
	lo := map[string]int64{}
	for v, l := range t.dlo {
		lo[v] = l
	}
	for d, f := range t.out.Derived {
		if f.Op != solver.OpFloor || f.Args[0].Op != solver.OpDiv || lo[d] >= 1 {
			continue
		}
		x, y := f.Args[0].Args[0], f.Args[0].Args[1]
		if t.facts.positive(y) && t.requiresImplies(solver.Sub(x, y)) {
			lo[d] = 1
		}
	}
	have := map[string]bool{}
	for _, c := range pre {
		have[c.String()] = true
		if c.Eq && len(c.L.Terms) == 1 {
			delete(lo, c.L.Terms[0].Var) // (fixed: D1 = 0 of N % p == 0)
		}
	}
	vs := make([]string, 0, len(lo))
	for v := range lo {
		vs = append(vs, v)
	}
	sort.Strings(vs)
	var out solver.Poly
	for _, v := range vs {
		c := geq(solver.LinVar(v), constLin(lo[v]))
		if !have[c.String()] {
			out = append(out, c)
		}
	}
	return out
}

// contradictDerivedLos adds to each equation that states an upper bound
// of a derived parameter below its least value (derivedLoFacts: a case
// of an h that needs N / p == 0 where N >= p) that least value, which
// makes its constraints contradict: it has no derivation, where it cost
// its value at every point. The facts go to those equations only, not to
// the entry's precondition, where more facts can lead the solver to
// other (looser) ranking functions and cases.
func (t *translator) contradictDerivedLos(pre solver.Poly) {
	if !entryLosOn {
		return
	}
	facts := t.derivedLoFacts(pre)
	if len(facts) == 0 {
		return
	}
	for _, eq := range t.sys.Eqs {
		if t.outOfBudget() {
			return
		}
		for _, f := range facts {
			v := f.L.Terms[0].Var
			upper := false
			for _, c := range eq.Cons {
				if k := c.L.Coef(v); k != nil && (k.Sign() < 0 || c.Eq) {
					upper = true
					break
				}
			}
			if !upper {
				continue
			}
			if ok, err := append(append(solver.Poly(nil), eq.Cons...), f).Feasible(); err == nil && !ok {
				eq.Cons = append(eq.Cons, f)
				break
			}
		}
	}
}
