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
				if lim, ok, done := propagateSmall(b, r, vars[i], v, c); done {
					// In int64 (nearly always): the same bound, with no
					// number made unless it is kept.
					if ok {
						changed = b.tighten(v, c, lim) || changed
					}
					continue
				}
				// c v >= -(rest), rest = r - c v; need the maximum of rest.
				max := new(big.Rat).Set(r.Const)
				ok := true
				for _, u := range vars[i] {
					if u == v {
						continue
					}
					d := r.Coef(u)
					end := b.maxEnd(d, u)
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
					if old := b.lo[v]; old == nil || solver.RatCmp(lim, old) > 0 {
						b.lo[v], changed = lim, true
					}
				} else if old := b.hi[v]; old == nil || solver.RatCmp(lim, old) < 0 {
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

// propagateSmall is the bound one round of propagate gets for v from
// row r (c v >= -(rest)) when c is ±1 and every number is a small
// integer: lim is v's new lower bound (c > 0) or upper bound (c < 0), ok
// false when a variable of rest is unbounded on the side that matters;
// done false when the numbers are not all small (propagate then computes
// with big.Rat).
func propagateSmall(b bounds, r solver.Lin, vs []string, v string, c *big.Rat) (lim int64, ok, done bool) {
	k, small := small64(c)
	if !small || (k != 1 && k != -1) {
		return 0, false, false
	}
	max, small := small64(r.Const)
	if !small {
		return 0, false, false
	}
	for _, u := range vs {
		if u == v {
			continue
		}
		d := r.Coef(u)
		end := b.maxEnd(d, u)
		if end == nil {
			return 0, false, true
		}
		dk, ok1 := small64(d)
		e, ok2 := small64(end)
		if !ok1 || !ok2 {
			return 0, false, false
		}
		max += dk * e // |dk·e| < 2^60, |max| <= 2^60 before: no overflow
		if max > 1<<60 || max < -(1<<60) {
			return 0, false, false
		}
	}
	// lim = -max / c.
	if k == 1 {
		return -max, true, true
	}
	return max, true, true
}

// maxEnd is the end of u's interval where d·u is largest: its upper bound
// when d > 0, else its lower bound (nil: unbounded on that side).
func (b bounds) maxEnd(d *big.Rat, u string) *big.Rat {
	if d.Sign() > 0 {
		return b.hi[u]
	}
	return b.lo[u]
}

// tighten keeps lim as v's lower bound (c > 0) or upper bound (c < 0) if
// it is tighter than the one known, and reports whether it was.
func (b bounds) tighten(v string, c *big.Rat, lim int64) bool {
	if c.Sign() > 0 {
		if old := b.lo[v]; old == nil || cmpInt(old, lim) < 0 {
			b.lo[v] = solver.RatInt(lim)
			return true
		}
		return false
	}
	if old := b.hi[v]; old == nil || cmpInt(old, lim) > 0 {
		b.hi[v] = solver.RatInt(lim)
		return true
	}
	return false
}

// cmpInt compares x with n (-1, 0, +1), without a number made when x is
// a small integer.
func cmpInt(x *big.Rat, n int64) int {
	if m, ok := small64(x); ok {
		switch {
		case m < n:
			return -1
		case m > n:
			return 1
		}
		return 0
	}
	return x.Cmp(new(big.Rat).SetInt64(n))
}

// lower is a lower bound of linear e, if every variable has one.
func (b bounds) lower(e *solver.Expr) (*big.Rat, bool) {
	l, ok := solver.LinOf(e)
	if !ok {
		return nil, false
	}
	return b.lowerLin(l, nil)
}

// lowerLin is a lower bound of l, if every variable has one: its interval's
// end, or for a variable of los with a positive coefficient, its least
// value there (the derived parameters' least values).
func (b bounds) lowerLin(l solver.Lin, los map[string]int64) (*big.Rat, bool) {
	s := new(big.Rat)
	if l.Const != nil {
		s.Set(l.Const)
	}
	for _, t := range l.Terms {
		v, c := t.Var, t.K
		if d, ok := los[v]; ok && c.Sign() > 0 {
			addScaledRat(s, c, big.NewRat(d, 1))
			continue
		}
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
