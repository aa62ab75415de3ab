package seqcost

import (
	"sort"

	"bspcost/solver"
)

// entryLosOn switches entryDerivedLos (its test switches it off).
var entryLosOn = true

// entryDerivedLos are the least values of the derived parameters as the
// entry's facts, those pre does not state: derivedSigns' (a remainder,
// a product of non-negative values), and 1 for a quotient floor(x / y),
// y positive, whose dividend the requires clause shows at least its
// divisor (floor(N / p) >= 1 where N >= p, which the intervals
// derivedSigns reads do not show). A case of an h that needs N / p == 0
// then has no derivation, where it cost its value at every point.
func (t *translator) entryDerivedLos(pre solver.Poly) solver.Poly {
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
