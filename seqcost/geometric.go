package seqcost

import (
	"sort"

	"bspcost/frontend"
	"bspcost/solver"
)

// geometricOn switches geometric (the mutation check of TestGeometric).
var geometricOn = true

// geometric models c := c * m (either order; m any value, c the variable
// assigned), a counter that grows geometrically when m >= 2 (BSPedupack's
// FFT: for (c = 1; c < p; c *= n / p)), by alternatives per sign: for
// c >= 0 and m >= 2 the new value is at least 2c; for c >= 0 and
// 0 <= m <= 1 it is between 0 and c; for c or m negative it is
// unconstrained. Each holds of the product, and together they cover every
// case, so the solver counts the loop logarithmically where m >= 2 is
// known, and finds no bound where m may be 1 or 0 (the loop may run
// forever). Without it the product is unconstrained and such a loop has no
// ranking function.
func (t *translator) geometric(k int, e frontend.Expr, env penv) ([]alt, bool) {
	if !geometricOn {
		return nil, false
	}
	b, ok := stripParen(e).(*frontend.BinaryExpr)
	if !ok || b.Op != frontend.MUL {
		return nil, false
	}
	self := func(x frontend.Expr) bool {
		id, ok := stripParen(x).(*frontend.Ident)
		if !ok || t.obj(id) == nil {
			return false
		}
		j, ok := t.index[t.obj(id)]
		return ok && j == k
	}
	other := b.Y
	switch {
	case self(b.X):
	case self(b.Y):
		other = b.X
	default:
		return nil, false
	}
	ms := t.lin(other, env)
	if _, ok := constOf(ms); ok {
		return nil, false // linear: the usual rule
	}
	c := t.get(env, k)
	var out []alt
	for _, m := range ms {
		// The growth as 2c + e, e >= 0: the solver's geometric ranking
		// looks for a counter scaled at the call.
		extra := t.fresh()
		stay := t.fresh()
		out = append(out,
			alt{lin: c.Scale(solver.RatInt(2)).AddScaled(ratOne, extra), cons: append(append(solver.Poly(nil), m.cons...),
				geq(c, constLin(0)), geq(m.lin, constLin(2)), geq(extra, constLin(0)))},
			alt{lin: stay, cons: append(append(solver.Poly(nil), m.cons...),
				geq(c, constLin(0)), geq(m.lin, constLin(0)), geq(constLin(1), m.lin),
				geq(stay, constLin(0)), geq(c, stay))},
			alt{lin: t.fresh(), cons: append(append(solver.Poly(nil), m.cons...), geq(constLin(-1), c))},
			alt{lin: t.fresh(), cons: append(append(solver.Poly(nil), m.cons...), geq(constLin(-1), m.lin))})
	}
	return out, true
}

// derivedFloorsOn switches derivedFloors (the mutation check of
// TestGeometric).
var derivedFloorsOn = true

// derivedFloors are the entry's facts D >= 2 of the derived parameters
// D = floor(x / y) (y positive) whose dividend the requires clause shows
// at least twice the divisor (floor(n / p) where n >= 2p; also the bounds
// of a quotient divByEntry made): true at every point it allows, and what
// a loop multiplying by D needs to count logarithmically (geometric).
// (Lower bounds 0 and 1 the solver's bounds get from nonNegFactor.)
func (t *translator) derivedFloors() solver.Poly {
	if !derivedFloorsOn {
		return nil
	}
	var ds []string
	for d := range t.out.Derived {
		ds = append(ds, d)
	}
	sort.Strings(ds)
	var out solver.Poly
	for _, d := range ds {
		f := t.out.Derived[d]
		if f.Op != solver.OpFloor || f.Args[0].Op != solver.OpDiv {
			continue
		}
		x, y := f.Args[0].Args[0], f.Args[0].Args[1]
		if t.facts.positive(y) && t.requiresImplies(solver.Sub(x, solver.Mul(solver.Int(2), y))) {
			out = append(out, geq(solver.LinVar(d), constLin(2)))
		}
	}
	return out
}

// requiresImplies reports whether the entry precondition implies e >= 0, e
// linear in the entry arguments (an LP: n - 2p >= 0 follows from n >= 2p,
// which the intervals of facts do not show).
func (t *translator) requiresImplies(e *solver.Expr) bool {
	l, ok := solver.LinOf(e)
	return ok && len(t.pre) > 0 && t.pre.Implies(l)
}
