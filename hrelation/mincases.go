package hrelation

import (
	"math/big"

	"bspcost/frontend"
	"bspcost/polyhedra"
)

// minCasesOn switches the writing of an h whose pieces are the minimum of
// their values as one case, max(min(f1, ..., fk), 0) (its test switches it
// off).
var minCasesOn = true

// minCasesWork bounds the work of each emptiness test of minCases (the
// unit of polyhedra.Set.IsEmptyWithin); a test past it keeps the cases.
const minCasesWork = 20_000

// minCases returns the pieces of h as the single value max(min(f1, ...,
// fk), 0) when that is h itself: the pieces f_i on D_i, without floors
// and of degree at most 1, are pairwise disjoint, every f_i >= f_j on D_j
// (so min = f_j there), and every point where all f_i >= 1 is in some D_i
// (so outside them the value is 0, like h). The sequential program then
// charges h as one cost, which the solver keeps as the minimum, whereas
// cases in ifs become paths whose bounds it adds up as a maximum: a
// neighbour exchange with at most 3 partners, h = p - 1 for p <= 4 and 3
// from p = 5, is min(3, p - 1) and not max(3, p - 1). ok is false when
// the test does not apply or fails; the cases are then written one by
// one (Step.Cases). Sound either way: on D_j the value is f_j >= 0, and
// elsewhere it is at least 0.
func minCases(h *polyhedra.PwQPoly, cols []frontend.Expr) (Case, bool, error) {
	if !minCasesOn {
		return Case{}, false, nil
	}
	var pcs []polyhedra.Piece
	for _, pc := range h.Pieces {
		if c, isConst := pc.Value.IsConstant(); isConst && c.Sign() == 0 {
			continue
		}
		if pc.Domain.NumParts() == 0 {
			continue
		}
		if len(pc.Value.Atoms()) > 0 {
			return Case{}, false, nil
		}
		pcs = append(pcs, pc)
	}
	if len(pcs) < 2 {
		return Case{}, false, nil
	}
	np := len(h.Params)
	rows := make([][]*big.Rat, len(pcs)) // f_i as (constant, coefficients)
	for i, pc := range pcs {
		if rows[i] = affineRow(pc.Value, np); rows[i] == nil {
			return Case{}, false, nil
		}
	}
	empty := func(s *polyhedra.Set) bool {
		e, known := s.IsEmptyWithin(minCasesWork)
		return known && e
	}
	// above returns the constraint a - b > 0.
	above := func(a, b []*big.Rat) (polyhedra.ColConstraint, bool) {
		d := make([]*big.Rat, len(a))
		for c := range a {
			d[c] = new(big.Rat).Sub(a[c], b[c])
		}
		return positive(d)
	}
	zero := make([]*big.Rat, np+1)
	for c := range zero {
		zero[c] = new(big.Rat)
	}
	sp := pcs[0].Domain.Space()
	all := polyhedra.EmptySet(sp)
	for i, pi := range pcs {
		all = all.Union(pi.Domain)
		for j, pj := range pcs {
			if i == j {
				continue
			}
			if j > i && !empty(pi.Domain.Intersect(pj.Domain)) {
				return Case{}, false, nil
			}
			// f_j - f_i > 0 somewhere on D_j: f_i is below f_j there.
			c, ok := above(rows[j], rows[i])
			if !ok {
				return Case{}, false, nil
			}
			below, err := pj.Domain.AddColConstraints(c)
			if err != nil || !empty(below) {
				return Case{}, false, nil
			}
		}
	}
	// Every f_i > 0 outside every D_i: the minimum would be above h.
	outside, err := polyhedra.NewSet(sp)
	if err != nil {
		return Case{}, false, nil
	}
	for _, r := range rows {
		c, ok := above(r, zero)
		if !ok {
			return Case{}, false, nil
		}
		if outside, err = outside.AddColConstraints(c); err != nil {
			return Case{}, false, nil
		}
	}
	if !empty(outside.Subtract(all)) {
		return Case{}, false, nil
	}
	args := make([]frontend.Expr, len(pcs))
	for i, pc := range pcs {
		v, err := qpolyExpr(pc.Value, cols)
		if err != nil {
			return Case{}, false, err
		}
		args[i] = v
	}
	m := &frontend.CallExpr{Fun: &frontend.Ident{Name: "min"}, Args: args}
	return Case{Value: &frontend.CallExpr{Fun: &frontend.Ident{Name: "max"}, Args: []frontend.Expr{m, &frontend.IntLit{Lit: "0"}}}}, true, nil
}

// affineRow returns q as (constant, coefficient of each of the np
// parameters), or nil when q has a term of degree above 1.
func affineRow(q polyhedra.QPoly, np int) []*big.Rat {
	row := make([]*big.Rat, np+1)
	for c := range row {
		row[c] = new(big.Rat)
	}
	for _, t := range q.Terms() {
		deg, v := 0, -1
		for i, e := range t.Exp {
			if e == 0 {
				continue
			}
			if i >= np {
				return nil
			}
			deg += e
			v = i
		}
		switch deg {
		case 0:
			row[0].Add(row[0], t.Coef)
		case 1:
			row[v+1].Add(row[v+1], t.Coef)
		default:
			return nil
		}
	}
	return row
}

// positive returns d · (1, params) > 0 as an integer constraint: d
// times the common denominator of its coefficients, an integer at every
// integer point, is at least 1. ok is false when a coefficient does not
// fit.
func positive(d []*big.Rat) (polyhedra.ColConstraint, bool) {
	den := big.NewInt(1)
	for _, x := range d {
		g := new(big.Int).GCD(nil, nil, den, x.Denom())
		den.Mul(den, new(big.Int).Quo(x.Denom(), g))
	}
	c := polyhedra.ColConstraint{Coef: make([]int64, len(d)-1)}
	for i, x := range d {
		v := new(big.Int).Mul(x.Num(), new(big.Int).Quo(den, x.Denom()))
		if !v.IsInt64() {
			return c, false
		}
		if i == 0 {
			c.Const = v.Int64() - 1
		} else {
			c.Coef[i-1] = v.Int64()
		}
	}
	return c, true
}
