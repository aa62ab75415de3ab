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
	var closed *solver.Expr
	if a, ok := floorIdiom(e, k); ok {
		as := t.lin(a, env)
		ae, ok := t.entryExprOf(as)
		if !ok {
			// a itself may hold such quotients (floor(-(p/2) / 2)).
			if ae, ok = t.quoExprOf(as); !ok {
				return
			}
		}
		closed = solver.Floor(solver.Div(ae, solver.Const(k)))
	} else {
		x, ok := t.entryExprOf(xs)
		if !ok {
			return
		}
		switch lo, ok := t.linLower(xs[0].lin); {
		case t.facts.nonNeg(x) || ok && lo.Sign() >= 0 || t.pathNonNeg(xs[0].lin):
			closed = solver.Floor(solver.Div(x, solver.Const(k)))
		case ok && new(big.Rat).Add(lo, k).Cmp(ratOne) >= 0:
			// -(k-1) <= x < 0 truncates to 0, the floor of nat(x) / k.
			closed = solver.Floor(solver.Div(solver.Nat(x), solver.Const(k)))
		default:
			return
		}
	}
	if t.quoClosed == nil {
		t.quoClosed = map[string]*solver.Expr{}
	}
	t.quoClosed[q.Var] = closed
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
