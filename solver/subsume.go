package solver

import "strings"

// maxSubsumeGroup bounds the equations of one relation with the same
// calls that dropSubsumed compares pairwise (its linear programs grow
// with the square of a group).
const maxSubsumeGroup = 24

// dropSubsumed marks dead each equation another equation of its relation
// subsumes: the same calls (the same arguments), a cost at least as large
// (the same expression, or constants), and constraints implied by the
// dropped one's. Every evaluation through the dropped equation is then an
// evaluation through the other with the same variables, the same calls and
// a cost no smaller, so no bound of the system is lowered below a run;
// kept, the two overlapping equations are counted as two transitions of a
// loop (a doubling loop's equation repeated under `P <= 2` counted one
// round more than the loop runs). Equations with non-linear constraints
// are left alone (their implication is not checked). It reports whether
// it dropped any.
func dropSubsumed(eqs map[string][]*normEq, stop stopAt) bool {
	if noSubsumed {
		return false
	}
	dropped := false
	for _, list := range eqs {
		groups := map[string][]*normEq{}
		var keys []string
		for _, e := range list {
			if e.dead || len(e.src.NL) > 0 {
				continue
			}
			k := callsKey(e.calls)
			if _, ok := groups[k]; !ok {
				keys = append(keys, k)
			}
			groups[k] = append(groups[k], e)
		}
		for _, k := range keys {
			g := groups[k]
			if len(g) < 2 || len(g) > maxSubsumeGroup {
				continue
			}
			for i, b := range g {
				for j, a := range g {
					if i == j || a.dead || b.dead || !costAtLeast(a.cost, b.cost) {
						continue
					}
					if stop.charge(int64(len(a.cons))) || stop.passed() {
						return dropped
					}
					// Identical equations: only the later one is dropped.
					if consImplied(b.cons, a.cons, stop) && (j < i || !consImplied(a.cons, b.cons, stop)) {
						b.dead = true
						dropped = true
					}
				}
			}
		}
	}
	return dropped
}

// callsKey is the calls' text: equal keys are the same calls with the same
// arguments.
func callsKey(calls []Term) string {
	var sb strings.Builder
	for _, c := range calls {
		sb.WriteString(c.String())
		sb.WriteByte(';')
	}
	return sb.String()
}

// costAtLeast reports whether cost a is at least cost b at every point:
// the same expression, or constants a >= b.
func costAtLeast(a, b *Expr) bool {
	if ka, ok := a.IsConst(); ok {
		if kb, ok := b.IsConst(); ok {
			return ka.Cmp(kb) >= 0
		}
		return false
	}
	return a.String() == b.String()
}

// consImplied reports whether constraints p imply each of q's (over the
// rationals: then also over the integers).
func consImplied(p, q Poly, stop stopAt) bool {
	for _, c := range q {
		if !p.impliesD(stop, c.L) {
			return false
		}
		if c.Eq && !p.impliesD(stop, c.L.Scale(ratMinusOne)) {
			return false
		}
	}
	return true
}
