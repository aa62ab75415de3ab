package seqcost

import (
	"bspcost/frontend"
	"bspcost/solver"
)

// divRangeOn switches the ranges of remainders and divByRange (their
// test switches them off).
var divRangeOn = true

// valRange is what a fresh variable is known to lie between, both ends
// values of the entry arguments (and derived parameters).
type valRange struct{ lo, hi *solver.Expr }

// remRange records the range of r = x % y where x is pid's current value
// (so x >= 0) and y a positive value of the entry arguments: C's
// remainder of a non-negative dividend is between 0 and y - 1. The
// remainder is a fresh variable that never changes, so the range holds
// wherever it is read (s := pid % M, then (n + M - s - 1) / M).
func (t *translator) remRange(r solver.Lin, x alt, y alt, env penv) {
	if !divRangeOn || len(r.Terms) != 1 || !t.isPid(x.lin, env) {
		return
	}
	ye, ok := t.entryExprOf([]alt{{lin: y.lin}})
	if !ok || !t.facts.positive(ye) {
		return
	}
	if t.ranges == nil {
		t.ranges = map[string]valRange{}
	}
	t.ranges[r.Terms[0].Var] = valRange{solver.Int(0), solver.Sub(ye, solver.Int(1))}
}

// isPid reports whether l is pid's value in env.
func (t *translator) isPid(l solver.Lin, env penv) bool {
	v, ok := t.pidVar(env)
	return ok && len(l.Terms) == 1 && l.Terms[0].Var == v && l.Terms[0].K.Cmp(ratOne) == 0 && (l.Const == nil || l.Const.Sign() == 0)
}

// pidVar is the variable that pid's value in env is, if it is one.
func (t *translator) pidVar(env penv) (string, bool) {
	for _, o := range t.prog.Objects {
		if o.Kind != frontend.PidObj {
			continue
		}
		k, ok := t.index[o]
		if !ok {
			return "", false
		}
		l := env.at(k)
		if len(l.Terms) != 1 || l.Terms[0].K.Cmp(ratOne) != 0 || (l.Const != nil && l.Const.Sign() != 0) {
			return "", false
		}
		return l.Terms[0].Var, true
	}
	return "", false
}

// divByRange models x / y, y a positive value of the entry arguments and
// x a linear form of the entry arguments and fresh variables of known
// range (remRange; pid's is divByEntry's): x lies between Xlo and Xhi, values of the entry
// arguments, so C's truncated quotient lies between two derived
// parameters, as in divByEntry (the cyclic distribution's local size
// (n + M - s - 1) / M, s = pid % M, of a two-dimensional processor grid).
func (t *translator) divByRange(e *frontend.BinaryExpr, xs, ys []alt) ([]alt, bool) {
	if !divRangeOn || len(xs) != 1 || len(ys) != 1 || len(ys[0].cons) != 0 {
		return nil, false
	}
	y, ok := t.entryExprOf(ys)
	if !ok || !t.facts.positive(y) {
		return nil, false
	}
	x := xs[0].lin
	base := solver.Lin{Const: x.Const}
	var lo, hi []*solver.Expr
	ranged := false
	for _, tm := range x.Terms {
		one := solver.LinVar(tm.Var)
		if _, ok := t.entryExprOf([]alt{{lin: one}}); ok {
			base = base.AddScaled(tm.K, one)
			continue
		}
		r, ok := t.ranges[tm.Var]
		if !ok {
			return nil, false
		}
		ranged = true
		k := solver.Const(tm.K)
		if tm.K.Sign() > 0 {
			lo, hi = append(lo, solver.Mul(k, r.lo)), append(hi, solver.Mul(k, r.hi))
		} else {
			lo, hi = append(lo, solver.Mul(k, r.hi)), append(hi, solver.Mul(k, r.lo))
		}
	}
	if !ranged {
		return nil, false
	}
	b, ok := t.entryExprOf([]alt{{lin: base}})
	if !ok {
		return nil, false
	}
	xlo, xhi := solver.Add(append(lo, b)...), solver.Add(append(hi, b)...)
	q, qcons := t.quotientBetween(xlo, xhi, y)
	cons := append(append(solver.Poly(nil), xs[0].cons...), qcons...)
	t.note(e.Pos(), "%s is not linear; its value is between those at the ends of its dividend's range", t.excerpt(e, "value"))
	return []alt{{lin: q, cons: cons}}, true
}

// quotientBetween is a fresh value q between the quotients by y (>= 1) of
// the ends lo <= hi of a dividend's range: floor(lo/y) <= q <=
// floor(hi/y) where lo is known >= 0; otherwise -floor(nat(-lo)/y) <= q <=
// floor(nat(hi)/y), which holds for either sign.
func (t *translator) quotientBetween(lo, hi, y *solver.Expr) (solver.Lin, solver.Poly) {
	var qlo, qhi *solver.Expr
	if t.facts.nonNeg(lo) {
		qlo, qhi = solver.Floor(solver.Div(lo, y)), solver.Floor(solver.Div(hi, y))
	} else {
		qlo = solver.Mul(solver.Int(-1), solver.Floor(solver.Div(solver.Nat(solver.Mul(solver.Int(-1), lo)), y)))
		qhi = solver.Floor(solver.Div(solver.Nat(hi), y))
	}
	q := t.fresh()
	return q, solver.Poly{geq(q, t.derivedVar(qlo)), geq(t.derivedVar(qhi), q)}
}
