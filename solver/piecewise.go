package solver

import (
	"math/big"
)

// A univariate bound (p alone, or N alone) built from sums, constant
// multiples, products with a factor constant where the other varies, max,
// min and nat is piecewise linear over the integers. SimplifyUnder
// computes its pieces exactly (plOf) and, where the pieces are those of
// one line, of a max of lines (a convex function) or of a min of lines (a
// concave one), prints that: the nested max chains and p-case indicator
// products of the solver's bounds, max(4*min(1, nat(p - 2)), min(1,
// nat(-p + 3))*(p + 2)), are min(4, p + 2) under p >= 1. The domain is
// the variable's range under the facts, so the form found is equal to
// the original at every integer point where the facts hold.

// plPiece is f(x) = k*x + c for the integers x in [lo, hi]; loInf and
// hiInf stand for an unbounded end.
type plPiece struct {
	lo, hi       int64
	loInf, hiInf bool
	k, c         *big.Rat
}

// plFunc is a piecewise linear function: its pieces in order, adjacent
// (one's hi + 1 the next's lo), covering the domain.
type plFunc []plPiece

// plMaxPieces bounds the pieces of a function and plMaxAbs the size of a
// breakpoint: past them plOf gives up (the bound stays as it is).
const (
	plMaxPieces = 64
	plMaxAbs    = 1 << 40
)

// plDomain is the integer range of the variable.
type plDomain struct {
	lo, hi       int64
	loInf, hiInf bool
}

func plConst(d plDomain, k, c *big.Rat) plFunc {
	return plFunc{{lo: d.lo, hi: d.hi, loInf: d.loInf, hiInf: d.hiInf, k: k, c: c}}
}

// plOf returns e's pieces over the domain d of the variable x, e having
// no other variable; false where e has an operator outside the
// piecewise-linear fragment or a product of two varying factors.
func plOf(e *Expr, x string, d plDomain) (plFunc, bool) {
	switch e.Op {
	case OpConst:
		return plConst(d, new(big.Rat), e.Val), true
	case OpVar:
		if e.Name != x {
			return nil, false
		}
		return plConst(d, big.NewRat(1, 1), new(big.Rat)), true
	case OpAdd, OpMul, OpMax, OpMin:
		f, ok := plOf(e.Args[0], x, d)
		if !ok {
			return nil, false
		}
		for _, a := range e.Args[1:] {
			g, ok := plOf(a, x, d)
			if !ok {
				return nil, false
			}
			if f, ok = plCombine(e.Op, f, g); !ok {
				return nil, false
			}
		}
		return f, true
	case OpNat:
		f, ok := plOf(e.Args[0], x, d)
		if !ok {
			return nil, false
		}
		return plCombine(OpMax, f, plConst(d, new(big.Rat), new(big.Rat)))
	case OpDiv:
		// a / max(b, 1), b a constant.
		v, ok := e.Args[1].IsConst()
		if !ok {
			return nil, false
		}
		f, ok := plOf(e.Args[0], x, d)
		if !ok {
			return nil, false
		}
		q := new(big.Rat).Inv(ratMax(v, ratOne))
		return plCombine(OpMul, f, plConst(d, new(big.Rat), q))
	}
	return nil, false
}

// plRefine splits f and g at each other's breakpoints: pieces over the
// same intervals.
func plRefine(f, g plFunc) (plFunc, plFunc) {
	var a, b plFunc
	i, j := 0, 0
	for i < len(f) && j < len(g) {
		p, q := f[i], g[j]
		lo, loInf := p.lo, p.loInf
		if !q.loInf && (loInf || q.lo > lo) {
			lo, loInf = q.lo, false
		}
		hi, hiInf := p.hi, p.hiInf
		switch {
		case p.hiInf && q.hiInf:
		case p.hiInf:
			hi, hiInf = q.hi, false
		case !q.hiInf && q.hi < hi:
			hi = q.hi
		}
		p.lo, p.loInf, p.hi, p.hiInf = lo, loInf, hi, hiInf
		q.lo, q.loInf, q.hi, q.hiInf = lo, loInf, hi, hiInf
		a, b = append(a, p), append(b, q)
		endF := f[i].hiInf == hiInf && (hiInf || f[i].hi == hi)
		endG := g[j].hiInf == hiInf && (hiInf || g[j].hi == hi)
		if endF {
			i++
		}
		if endG {
			j++
		}
	}
	return a, b
}

// plCombine is f op g piece by piece.
func plCombine(op Op, f, g plFunc) (plFunc, bool) {
	a, b := plRefine(f, g)
	var out plFunc
	for i := range a {
		p, q := a[i], b[i]
		switch op {
		case OpAdd:
			p.k, p.c = new(big.Rat).Add(p.k, q.k), new(big.Rat).Add(p.c, q.c)
			out = append(out, p)
		case OpMul:
			if plPoint(p) { // two constants at one point
				p.k, p.c = new(big.Rat), plAt(p.k, p.c, p.lo)
				q.k, q.c = new(big.Rat), plAt(q.k, q.c, q.lo)
			}
			switch {
			case q.k.Sign() == 0:
				p.k, p.c = new(big.Rat).Mul(p.k, q.c), new(big.Rat).Mul(p.c, q.c)
			case p.k.Sign() == 0:
				p.k, p.c = new(big.Rat).Mul(q.k, p.c), new(big.Rat).Mul(q.c, p.c)
			default:
				return nil, false
			}
			out = append(out, p)
		default: // OpMax, OpMin
			parts, ok := plMaxMin(op, p, q)
			if !ok {
				return nil, false
			}
			out = append(out, parts...)
		}
		if len(out) > plMaxPieces {
			return nil, false
		}
	}
	return plMerge(out), true
}

// plMaxMin is max (min) of two lines over p's interval: one piece, or two
// split at the last integer on one side of their crossing.
func plMaxMin(op Op, p, q plPiece) ([]plPiece, bool) {
	// pick reports whether p is the one kept where p - q has the sign of
	// the difference dk*x + dc at x (or at the end, by the slope).
	better := func(v int) bool {
		if op == OpMax {
			return v >= 0
		}
		return v <= 0
	}
	dk := new(big.Rat).Sub(p.k, q.k)
	dc := new(big.Rat).Sub(p.c, q.c)
	if dk.Sign() == 0 {
		if better(dc.Sign()) {
			return []plPiece{p}, true
		}
		return []plPiece{q}, true
	}
	// p - q = 0 at r = -dc/dk; p - q has dk's sign above r.
	r := new(big.Rat).Quo(new(big.Rat).Neg(dc), dk)
	fl := ratFloor(r)
	if !fl.IsInt() || fl.Num().CmpAbs(big.NewInt(plMaxAbs)) > 0 {
		return nil, false
	}
	cut := fl.Num().Int64() // the last integer <= r
	below, above := p, q    // the larger below r and above it, for max with dk < 0
	if better(dk.Sign()) {
		below, above = q, p
	}
	// At x <= cut, p - q has the sign of -dk or is 0 (x = r); at x >=
	// cut + 1, dk's sign.
	var out []plPiece
	if p.loInf || p.lo <= cut {
		b := below
		if !p.hiInf && p.hi < cut {
			b.hi = p.hi
		} else {
			b.hi, b.hiInf = cut, false
		}
		out = append(out, b)
	}
	if p.hiInf || p.hi > cut {
		a := above
		if !p.loInf && p.lo > cut {
			a.lo = p.lo
		} else {
			a.lo, a.loInf = cut+1, false
		}
		out = append(out, a)
	}
	return out, true
}

// plMerge joins adjacent pieces of the same line, and a piece of one
// point to a neighbour whose line has its value there.
func plMerge(f plFunc) plFunc {
	var out plFunc
	for _, p := range f {
		n := len(out)
		if n == 0 {
			out = append(out, p)
			continue
		}
		last := &out[n-1]
		switch {
		case last.k.Cmp(p.k) == 0 && last.c.Cmp(p.c) == 0,
			plPoint(p) && plAt(last.k, last.c, p.lo).Cmp(plAt(p.k, p.c, p.lo)) == 0:
			last.hi, last.hiInf = p.hi, p.hiInf
		case plPoint(*last) && plAt(last.k, last.c, last.lo).Cmp(plAt(p.k, p.c, last.lo)) == 0:
			last.k, last.c, last.hi, last.hiInf = p.k, p.c, p.hi, p.hiInf
		default:
			out = append(out, p)
		}
	}
	return out
}

// plPoint reports whether p's interval is one integer.
func plPoint(p plPiece) bool { return !p.loInf && !p.hiInf && p.lo == p.hi }

// plAt is k*x + c.
func plAt(k, c *big.Rat, x int64) *big.Rat {
	v := new(big.Rat).Mul(k, new(big.Rat).SetInt64(x))
	return v.Add(v, c)
}

// plLine is k*x + c as an expression.
func plLine(x string, k, c *big.Rat) *Expr {
	return Add(Mul(Const(k), Var(x)), Const(c))
}

// plAbove reports whether the line (k, c) is >= the line of p at every
// integer of p's interval.
func plAbove(p plPiece, k, c *big.Rat) bool {
	dk := new(big.Rat).Sub(k, p.k)
	dc := new(big.Rat).Sub(c, p.c)
	at := func(x int64) bool {
		v := new(big.Rat).Mul(dk, new(big.Rat).SetInt64(x))
		return v.Add(v, dc).Sign() >= 0
	}
	if p.loInf && dk.Sign() > 0 || p.hiInf && dk.Sign() < 0 {
		return false
	}
	if p.loInf && p.hiInf {
		return dc.Sign() >= 0 // dk is 0
	}
	return (p.loInf || at(p.lo)) && (p.hiInf || at(p.hi))
}

// plForm returns a max or a min of f's lines equal to f at every integer
// of its domain: one line; or, where every line is <= f on every piece
// (f convex), their max; or, where every line is >= f, their min. False
// for other shapes (a step: 7 up to p = 2, 9 from p = 3).
func plForm(f plFunc, x string) (*Expr, bool) {
	if len(f) == 0 {
		return nil, false
	}
	if len(f) == 1 {
		return plLine(x, f[0].k, f[0].c), true
	}
	convex, concave := true, true
	for _, p := range f {
		for _, q := range f {
			convex = convex && plBelow(p, q.k, q.c)
			concave = concave && plAbove(p, q.k, q.c)
		}
	}
	lines := make([]*Expr, len(f))
	for i, p := range f {
		lines[i] = plLine(x, p.k, p.c)
	}
	switch {
	case convex && len(f) == 2 && (isZero(lines[0]) || isZero(lines[1])):
		return Nat(Add(lines...)), true // max(0, L) is nat(L)
	case convex:
		return Max(lines...), true
	case concave:
		return Min(lines...), true
	}
	return nil, false
}

// plBelow reports whether the line (k, c) is <= the line of p at every
// integer of p's interval.
func plBelow(p plPiece, k, c *big.Rat) bool {
	neg := p
	neg.k, neg.c = new(big.Rat).Neg(p.k), new(big.Rat).Neg(p.c)
	return plAbove(neg, new(big.Rat).Neg(k), new(big.Rat).Neg(c))
}
