package seqcost

import (
	"bspcost/frontend"
	"bspcost/solver"
)

// mulOfQuoOn switches mulOfQuo (the mutation check of TestMulOfQuo).
var mulOfQuoOn = true

// mulOfQuo models a * (b / a) (either order), a a positive value of the
// entry arguments (nprocs * (n / nprocs): the words of n / nprocs elements
// from each of nprocs processes), by a fresh v between linear bounds. C
// truncates toward zero, so v = b - r with r the remainder: for b >= 0,
// 0 <= r <= a - 1 and b - a + 1 <= v <= b; for b < 0, -(a - 1) <= r <= 0
// and b <= v <= 0. Two alternatives, one per sign of b. Without it the
// product is unconstrained and a cost of it has no bound.
func (t *translator) mulOfQuo(e *frontend.BinaryExpr, env penv) ([]alt, bool) {
	if e.Op != frontend.MUL || !mulOfQuoOn {
		return nil, false
	}
	other, quo := e.X, frontend.Expr(nil)
	if q, ok := frontend.Unparen(e.Y).(*frontend.BinaryExpr); ok && q.Op == frontend.QUO {
		quo = q
	} else if q, ok := frontend.Unparen(e.X).(*frontend.BinaryExpr); ok && q.Op == frontend.QUO {
		other, quo = e.Y, q
	} else {
		return nil, false
	}
	q := quo.(*frontend.BinaryExpr)
	as, ds := t.lin(other, env), t.lin(q.Y, env)
	if len(as) != 1 || len(as[0].cons) != 0 || len(ds) != 1 || len(ds[0].cons) != 0 {
		return nil, false
	}
	a := as[0].lin
	if diff := a.AddScaled(ratMinus1, ds[0].lin); !diff.IsConst() || diff.Const.Sign() != 0 {
		return nil, false
	}
	if y, ok := t.entryExprOf(ds); !ok || !t.facts.positive(y) {
		return nil, false
	}
	var out []alt
	for _, b := range t.lin(q.X, env) {
		v := t.fresh()
		nonNeg := append(append(solver.Poly(nil), b.cons...),
			geq(b.lin, constLin(0)),
			geq(b.lin, v),
			geq(v, b.lin.AddScaled(ratMinus1, a).AddScaled(ratOne, constLin(1))))
		w := t.fresh()
		neg := append(append(solver.Poly(nil), b.cons...),
			geq(constLin(-1), b.lin),
			geq(w, b.lin),
			geq(constLin(0), w))
		out = append(out, alt{lin: v, cons: nonNeg}, alt{lin: w, cons: neg})
	}
	return out, true
}
