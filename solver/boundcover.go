package solver

import "math/big"

// Where the component's linear program of lpBoundSolve is infeasible for
// one equation, it is for another of the same relation whose constraints
// allow at least the head values the first one's do. The program asks
// for functions f of the component's relations, one not increasing along
// each call of the component (but by a constant at counted ones), with
// f at eq's relation >= l wherever eq's constraints hold (Farkas). Only
// that last part depends on eq, and where l is a function of the head
// only, it depends only on the set P of head values that satisfy eq's
// constraints with some values of its other variables. If P1 holds in P2
// (P1 not empty), every f that fits P2 fits P1: no f for eq1 means none
// for eq2 (Farkas' lemma, over the rationals as the program is). The
// counts of a loop's rounds bound l = rho at each of the equations that
// double the same counter (a doubling step in each branch of a loop's
// body): most fail alike.

// coverKey selects the programs that differ in eq alone: the function,
// eq's relation, the counted edges (and the component: kept in it).
type coverKey struct{ l, rel, counted string }

// failedBound is an equation whose program was infeasible, with the
// operations its solve charged.
type failedBound struct {
	eq  *normEq
	ops int64
}

// maxCoverLocals bounds the variables other than the head's that
// projectHead eliminates, and maxCoverCons the constraints it may make:
// past them no cover is looked for.
const (
	maxCoverLocals = 3
	maxCoverCons   = 48
)

// boundCovered answers lpBoundMask for l at eq, l a function of eq's
// head, where an equation recorded infeasible under ck has head values
// that eq's allow too: the same failure, without the program. It charges
// the operations that equation's program charged, so that the state's
// work (maxLowInvCompare) stays what solving it would make it, nearly.
func (st *state) boundCovered(l Lin, eq *normEq, ctx *sccCtx, ck coverKey) (boundAnswer, bool) {
	if noBoundCover || len(ctx.noBound[ck]) == 0 || !onlyHead(l) {
		return boundAnswer{}, false
	}
	p2, ok := projectHead(eq.cons)
	if !ok {
		return boundAnswer{}, false
	}
	for _, f := range ctx.noBound[ck] {
		if f.eq == eq || !st.holdsIn(f.eq.cons, p2) {
			continue
		}
		if st.stop.charge(f.ops) {
			return boundAnswer{}, false
		}
		st.boundCovers++
		return boundAnswer{err: noBoundErr(l, eq, ctx), infeasible: true}, true
	}
	return boundAnswer{}, false
}

// holdsIn reports whether every point of p1 (not empty over the
// rationals) satisfies p2.
func (st *state) holdsIn(p1, p2 Poly) bool {
	if ok, err := p1.feasibleD(st.stop); err != nil || !ok {
		return false
	}
	for _, c := range p2 {
		if !p1.impliesD(st.stop, c.L) || c.Eq && !p1.impliesD(st.stop, c.L.Scale(ratMinusOne)) {
			return false
		}
	}
	return true
}

// projectHead is the projection of p on the head variables (#i), over
// the rationals: Fourier-Motzkin elimination of the others (an equality
// with the variable substituted into the rest, else every pair of a lower
// and an upper bound combined). ok is false past maxCoverLocals or
// maxCoverCons.
func projectHead(p Poly) (Poly, bool) {
	var locals []string
	seen := map[string]bool{}
	for _, c := range p {
		for _, t := range c.L.Terms {
			if _, isHead := headIndex(t.Var); !isHead && !seen[t.Var] {
				seen[t.Var] = true
				locals = append(locals, t.Var)
			}
		}
	}
	if len(locals) > maxCoverLocals {
		return nil, false
	}
	cur := append(Poly{}, p...)
	for _, v := range locals {
		next, ok := eliminate(cur, v)
		if !ok || len(next) > maxCoverCons {
			return nil, false
		}
		cur = next
	}
	return cur, true
}

// eliminate projects v out of p (see projectHead).
func eliminate(p Poly, v string) (Poly, bool) {
	for i, c := range p {
		k := c.L.Coef(v)
		if !c.Eq || k == nil || k.Sign() == 0 {
			continue
		}
		// v = -(c.L - k*v)/k: substituted, c dropped.
		var out Poly
		for j, d := range p {
			if j == i {
				continue
			}
			if kd := d.L.Coef(v); kd != nil && kd.Sign() != 0 {
				d = Cons{L: d.L.AddScaled(new(big.Rat).Neg(new(big.Rat).Quo(kd, k)), c.L), Eq: d.Eq}
			}
			out = append(out, d)
		}
		return out, true
	}
	var out, pos, neg Poly
	for _, c := range p {
		k := c.L.Coef(v)
		switch {
		case k == nil || k.Sign() == 0:
			out = append(out, c)
		case k.Sign() > 0:
			pos = append(pos, c)
		default:
			neg = append(neg, c)
		}
	}
	for _, a := range pos {
		ka := a.L.Coef(v)
		for _, b := range neg {
			kb := new(big.Rat).Neg(b.L.Coef(v))
			// kb*a + ka*b: v's coefficients cancel, both scaled by > 0.
			out = append(out, Cons{L: a.L.Scale(kb).AddScaled(ka, b.L)})
			if len(out) > maxCoverCons {
				return nil, false
			}
		}
	}
	return out, true
}
