package solver

import "strings"

// indicatorFactors returns the forms L1, ..., Lk of the factors of the
// product e that are case indicators min(1, nat(L1), ..., nat(Lk)) (1
// where every Li >= 1, else 0; Li integral linear forms, not constant),
// and the product of the other factors; false where no factor is one, or
// every factor is.
func indicatorFactors(e *Expr) (conds []Lin, inds []*Expr, rest *Expr, ok bool) {
	var others []*Expr
	for _, a := range e.Args {
		if ls, isInd := caseForms(a); isInd {
			conds = append(conds, ls...)
			inds = append(inds, a)
			continue
		}
		others = append(others, a)
	}
	if len(inds) == 0 || len(others) == 0 {
		return nil, nil, nil, false
	}
	return conds, inds, Mul(others...), true
}

// caseForms is caseIndicator's test without the facts: min(1, nat(L1),
// ..., nat(Lk)), each Li an integral linear form that is not a constant.
func caseForms(e *Expr) ([]Lin, bool) { return caseFormsWith(e, nil) }

// caseFormsWith returns the forms Li of min(1, g1, ..., gk), each gi
// nat(Li), or Li itself where nonNeg (if not nil) shows Li >= 0, each Li
// an integral linear form that is not a constant (of variables and, in
// Pretty's trees, remainders mod(x, y): atomLin).
func caseFormsWith(e *Expr, nonNeg func(*Expr) bool) ([]Lin, bool) {
	if e.Op != OpMin || len(e.Args) < 2 {
		return nil, false
	}
	one := false
	var ls []Lin
	for _, x := range e.Args {
		if v, ok := x.IsConst(); ok {
			if RatCmp(v, ratOne) != 0 || one {
				return nil, false
			}
			one = true
			continue
		}
		nat := x.Op == OpNat
		if nat {
			x = x.Args[0]
		} else if nonNeg == nil {
			return nil, false
		}
		l, ok := atomLin(x, nil) // (LinOf but in Pretty's trees: remainders)
		if !ok || l.IsConst() || !integralLin(l) {
			return nil, false
		}
		if !nat && !nonNeg(x) {
			return nil, false
		}
		ls = append(ls, l)
	}
	return ls, one && len(ls) > 0
}

// indicatorProduct bounds from above a product of case indicators and
// other factors, in an equation that is not in a loop's component, by
// the indicators' bounds times the other factors' bound where the
// indicators' cases hold (eq's constraints with every Li >= 1): where a
// case does not hold the product is 0, so its other factors need only be
// bounded where they all do. A loop called with pid as its counter's
// start that sends only from pid >= 1 runs at most its count at pid = 1
// there, not at pid = 0; bounded factor by factor, the count would be
// taken at pid = 0, where the indicator is 0. No case holding anywhere
// eq applies, the product is 0.
func (st *state) indicatorProduct(e *Expr, eq *normEq, ctx *sccCtx) (*Expr, bool) {
	if noIndicatorProducts || ctx != nil {
		return nil, false
	}
	conds, inds, rest, ok := indicatorFactors(e)
	if !ok {
		return nil, false
	}
	within := st.casesEq(eq, conds)
	if f, err := within.cons.feasibleD(st.stop); err != nil {
		return nil, false
	} else if !f {
		return Int(0), true
	}
	b, err := st.boundExpr(rest, true, within, ctx)
	if err != nil {
		return nil, false
	}
	parts := []*Expr{Nat(b)}
	for _, ind := range inds {
		bi, err := st.boundExpr(ind, true, eq, ctx)
		if err != nil {
			return nil, false
		}
		parts = append(parts, bi)
	}
	return Mul(parts...), true
}

// casesEq is eq with the constraints Li >= 1 of conds added, made once
// per equation and conditions (the linear programs' memos are keyed by
// the equation).
func (st *state) casesEq(eq *normEq, conds []Lin) *normEq {
	var b strings.Builder
	cons := append(Poly(nil), eq.cons...)
	for _, l := range conds {
		c := Cons{L: l.AddScaled(ratMinusOne, LinConst(1))}
		cons = append(cons, c)
		b.WriteString(c.String())
		b.WriteByte(';')
	}
	k := casesKey{eq, b.String()}
	if w, ok := st.casesEqs[k]; ok {
		return w
	}
	w := *eq
	w.cons = cons
	if st.casesEqs == nil {
		st.casesEqs = map[casesKey]*normEq{}
	}
	st.casesEqs[k] = &w
	return &w
}

// casesKey is casesEq's memo's key.
type casesKey struct {
	eq    *normEq
	conds string
}
