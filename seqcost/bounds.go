package seqcost

import (
	"math/big"

	"bspcost/solver"
)

// bounds are intervals of the entry arguments implied by the entry
// precondition (nprocs >= 1 and the linear part of the requires clause),
// found by propagating each constraint a few rounds. They decide the signs
// that exact division needs (N / p with N >= p is floor(N / p)).
type bounds struct {
	lo, hi map[string]*big.Rat // nil entry: unbounded
}

func propagate(pre solver.Poly) bounds {
	b := bounds{lo: map[string]*big.Rat{}, hi: map[string]*big.Rat{}}
	var rows []solver.Lin
	for _, c := range pre {
		rows = append(rows, c.L)
		if c.Eq {
			rows = append(rows, c.L.Scale(ratMinus1))
		}
	}
	// Each row's variables, sorted once (Vars sorts on every call).
	vars := make([][]string, len(rows))
	for i, r := range rows {
		vars[i] = r.Vars()
	}
	for round := 0; round < 8; round++ {
		changed := false
		for i, r := range rows { // r >= 0
			for _, v := range vars[i] {
				c := r.Coef(v)
				// c v >= -(rest), rest = r - c v; need the maximum of rest.
				max := new(big.Rat).Set(r.Const)
				ok := true
				for _, u := range vars[i] {
					if u == v {
						continue
					}
					d := r.Coef(u)
					var end *big.Rat
					if d.Sign() > 0 {
						end = b.hi[u]
					} else {
						end = b.lo[u]
					}
					if end == nil {
						ok = false
						break
					}
					addScaledRat(max, d, end)
				}
				if !ok {
					continue
				}
				// v >= lim (c > 0) or v <= lim (c < 0); max is this
				// iteration's own number, so -max/c is made in it.
				lim := max.Neg(max)
				if !unit(c) {
					lim.Quo(lim, c)
				} else if c.Sign() < 0 {
					lim.Neg(lim)
				}
				if c.Sign() > 0 {
					if old := b.lo[v]; old == nil || lim.Cmp(old) > 0 {
						b.lo[v], changed = lim, true
					}
				} else if old := b.hi[v]; old == nil || lim.Cmp(old) < 0 {
					b.hi[v], changed = lim, true
				}
			}
		}
		if !changed {
			break
		}
	}
	return b
}

// lower is a lower bound of linear e, if every variable has one.
func (b bounds) lower(e *solver.Expr) (*big.Rat, bool) {
	l, ok := solver.LinOf(e)
	if !ok {
		return nil, false
	}
	s := new(big.Rat).Set(l.Const)
	for _, t := range l.Terms {
		v, c := t.Var, t.K
		end := b.lo[v]
		if c.Sign() < 0 {
			end = b.hi[v]
		}
		if end == nil {
			return nil, false
		}
		addScaledRat(s, c, end)
	}
	return s, true
}

func (b bounds) nonNeg(e *solver.Expr) bool {
	lo, ok := b.lower(e)
	return ok && lo.Sign() >= 0
}

func (b bounds) positive(e *solver.Expr) bool {
	lo, ok := b.lower(e)
	return ok && lo.Sign() > 0
}
