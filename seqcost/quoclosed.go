package seqcost

import (
	"math/big"

	"bspcost/frontend"
	"bspcost/solver"
)

// Quotients of the entry arguments by a constant in a product. x / k by
// a constant k > 0 is a fresh q with linear constraints (divConst), which
// suits the solver better than an opaque parameter; but a product of it
// with another value of the entry arguments (nprocs * ((nprocs + 1) / 2),
// N * (nprocs / 2), the h-relations' counts of pairs) was then a product
// of values the program computes, left unconstrained, and a cost that
// adds it up had no bound. Where x is a value of the entry arguments and
// q is exactly floor(x / k), the product is a derived parameter like
// p * (N / p): its closed form over the parameters is exact. q is exactly
// floor(x / k) when x >= 0 (C's quotient truncates toward zero),
// floor(nat(x) / k) when x >= -(k-1) (such a negative x truncates to 0),
// and,
// whatever the sign of a, in the floor idiom (a - ((a % k + k) % k)) / k
// that the h-relations write for floor(a / k).

// quoClosedOn switches the rule (its test switches it off).
var quoClosedOn = true

// recordQuoClosed notes the closed form of the quotient q that divConst
// made of e = x / k (out, its alternatives), when q is exactly floor(x/k)
// (or floor(a/k) in the floor idiom) of a value of the entry arguments.
func (t *translator) recordQuoClosed(e *frontend.BinaryExpr, xs, out []alt, k *big.Rat, env penv) {
	if len(out) != 1 || len(out[0].lin.Terms) != 1 || out[0].lin.Const.Sign() != 0 {
		return
	}
	q := out[0].lin.Terms[0]
	if solver.RatCmp(q.K, ratOne) != 0 {
		return
	}
	closed, _, _, ok := t.quoClosedForm(e, xs, k, env)
	if !ok {
		return
	}
	if t.quoClosed == nil {
		t.quoClosed = map[string]*solver.Expr{}
	}
	t.quoClosed[q.Var] = closed
}

// quoClosedForm is the closed form of e = x / k over the entry
// arguments where C's quotient is exactly floor(x / k) (or floor(a / k) in
// the floor idiom), the dividend it floors (its one alternative: a
// linear form of the entry arguments, derived parameters and such
// quotients, with their constraints) and whether the closed form is
// floor(nat(x) / k) rather than exact.
func (t *translator) quoClosedForm(e *frontend.BinaryExpr, xs []alt, k *big.Rat, env penv) (closed *solver.Expr, a alt, nat, ok bool) {
	if ai, ok := floorIdiom(e, k); ok {
		as := t.lin(ai, env)
		ae, ok := t.entryExprOf(as)
		if !ok {
			// a itself may hold such quotients (floor(-(p/2) / 2)).
			if ae, ok = t.quoExprOf(as); !ok {
				return nil, alt{}, false, false
			}
		}
		return solver.Floor(solver.Div(ae, solver.Const(k))), as[0], false, true
	}
	x, ok := t.entryExprOf(xs)
	if !ok {
		return nil, alt{}, false, false
	}
	switch lo, ok := t.linLower(xs[0].lin); {
	case t.facts.nonNeg(x) || ok && lo.Sign() >= 0 || t.pathNonNeg(xs[0].lin):
		return solver.Floor(solver.Div(x, solver.Const(k))), xs[0], false, true
	case ok && new(big.Rat).Add(lo, k).Cmp(ratOne) >= 0:
		// -(k-1) <= x < 0 truncates to 0, the floor of nat(x) / k.
		return solver.Floor(solver.Div(solver.Nat(x), solver.Const(k))), xs[0], true, true
	}
	return nil, alt{}, false, false
}

// sharedQuoOn switches sharedQuo (its test switches it off).
var sharedQuoOn = true

// sharedQuo is e, the floor idiom (a - ((a % k + k) % k)) / k of a value
// a of the entry arguments, as one variable for every occurrence of the
// same floor(a / k), with the constraints k*q <= a <= k*q + k - 1: the
// cases of an h that hrelation writes with floors of p (p - 2*floor((p -
// 1)/2) - 1 == 0, p odd; p - 2*floor((p - 1)/2) - 2 == 0, p even) are
// then exclusive, where divConst's fresh quotient per occurrence let both
// hold at once and the bound add them. The variable is local to each
// equation as a fresh one is (its value is the same on every path, so
// naming it once is exact); not a derived parameter, which the solver
// reads as an unknown apart from p, its cases then kept whole.
func (t *translator) sharedQuo(e *frontend.BinaryExpr, xs []alt, k *big.Rat, env penv) ([]alt, bool) {
	if !sharedQuoOn {
		return nil, false
	}
	if _, idiom := floorIdiom(e, k); !idiom {
		return nil, false
	}
	closed, a, nat, ok := t.quoClosedForm(e, xs, k, env)
	if !ok || nat {
		return nil, false
	}
	key := closed.String()
	q, ok := t.sharedQuos[key]
	if !ok {
		q = t.fresh()
		if t.sharedQuos == nil {
			t.sharedQuos = map[string]solver.Lin{}
		}
		t.sharedQuos[key] = q
		if t.quoClosed == nil {
			t.quoClosed = map[string]*solver.Expr{}
		}
		t.quoClosed[q.Terms[0].Var] = closed
	}
	kq := q.Scale(k)
	cons := append(append(solver.Poly(nil), a.cons...), geq(a.lin, kq), geq(kq.AddScaled(ratOne, solver.NewLin(new(big.Rat).Sub(k, ratOne))), a.lin))
	return []alt{{lin: q, cons: cons}}, true
}

// floorIdiom reports whether e is (a - ((a % k + k) % k)) / k, which is
// floor(a / k) for every a (the inner remainder is a mod k, in 0..k-1),
// and gives a.
func floorIdiom(e *frontend.BinaryExpr, k *big.Rat) (frontend.Expr, bool) {
	num, ok := frontend.Unparen(e.X).(*frontend.BinaryExpr)
	if !ok || num.Op != frontend.SUB {
		return nil, false
	}
	mod, ok := frontend.Unparen(num.Y).(*frontend.BinaryExpr)
	if !ok || mod.Op != frontend.REM || !isIntLit(mod.Y, k) {
		return nil, false
	}
	sum, ok := frontend.Unparen(mod.X).(*frontend.BinaryExpr)
	if !ok || sum.Op != frontend.ADD || !isIntLit(sum.Y, k) {
		return nil, false
	}
	rem, ok := frontend.Unparen(sum.X).(*frontend.BinaryExpr)
	if !ok || rem.Op != frontend.REM || !isIntLit(rem.Y, k) {
		return nil, false
	}
	a := frontend.Unparen(num.X)
	if frontend.Print(a) != frontend.Print(frontend.Unparen(rem.X)) {
		return nil, false
	}
	return a, true
}

func isIntLit(e frontend.Expr, k *big.Rat) bool {
	l, ok := frontend.Unparen(e).(*frontend.IntLit)
	return ok && k.IsInt() && k.Num().IsInt64() && l.Value == k.Num().Int64()
}

// quoExprOf is entryExprOf of a single alternative whose variables are
// entry arguments, derived parameters and quotients of recordQuoClosed
// (replaced by their closed forms). The alternative's constraints are
// dropped: with one alternative they hold on every path, and the value
// is its closed form exactly.
func (t *translator) quoExprOf(as []alt) (*solver.Expr, bool) {
	if len(as) != 1 || len(t.quoClosed) == 0 {
		return nil, false
	}
	if len(t.entryArgs) != len(t.out.Args) {
		t.entryExprOf([]alt{{lin: solver.Lin{Const: new(big.Rat)}}}) // makes t.entryArgs
	}
	sub := map[string]*solver.Expr{}
	quo := false
	for _, lt := range as[0].lin.Terms {
		v := lt.Var
		if c, ok := t.quoClosed[v]; ok {
			sub[v], quo = c, true
			continue
		}
		if t.entryArgs[v] {
			continue
		}
		d, ok := t.out.Derived[v]
		if !ok {
			return nil, false
		}
		sub[v] = d
	}
	if !quo {
		return nil, false
	}
	return linExpr(as[0].lin).Subst(sub), true
}

// quoPathOn switches pathNonNeg (its test switches it off).
var quoPathOn = true

// pathNonNeg reports whether the constraints of the path where the value
// holding x is assigned (valueCons: an if's condition around it, such as
// the case of a superstep's h, 3 <= nprocs <= 5, that its floor
// (nprocs - 3) / 2 is written for) contradict x <= -1. The quotient is
// made on that path, and read only after it: there it is exactly
// floor(x / k), whatever the sign of x where the path does not go.
func (t *translator) pathNonNeg(x solver.Lin) bool {
	if !quoPathOn || len(t.valueCons) == 0 {
		return false
	}
	return contradicts(t.valueCons, solver.Poly{geq(constLin(-1), x)})
}
