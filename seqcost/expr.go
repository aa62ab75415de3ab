package seqcost

import (
	"fmt"
	"math/big"
	"slices"

	"bspcost/frontend"
	"bspcost/frontend/intsem"
	"bspcost/solver"
)

var (
	ratOne    = solver.RatInt(1)
	ratMinus1 = solver.RatInt(-1)
)

// value gives the alternatives for the value of integer expression e in
// environment env. It never fails: a value outside the model is a fresh
// (unconstrained, or partly constrained) variable, reported as a note.
func (t *translator) value(e frontend.Expr, env penv) []alt {
	splits, notes := t.constSplits, len(t.out.Notes)
	alts := t.lin(e, env)
	if len(alts) > t.opt.MaxAlternatives && t.constSplits != splits {
		alts = withoutConstSplits(t, notes, func() []alt { return t.lin(e, env) })
	}
	if len(alts) > t.opt.MaxAlternatives {
		t.note(e.Pos(), "%s has too many cases; its value is left unconstrained", t.excerpt(e, "value"))
		return t.one(t.fresh())
	}
	return alts
}

// lin is value without the cap.
func (t *translator) lin(e frontend.Expr, env penv) []alt {
	if t.outOfBudget() {
		return t.one(t.fresh()) // (the translation ends with the budget's error)
	}
	switch e := e.(type) {
	case *frontend.IntLit:
		return t.one(constLin(e.Value))
	case *frontend.ParenExpr:
		return t.lin(e.X, env)
	case *frontend.Ident:
		if k, ok := t.index[t.obj(e)]; ok {
			return t.one(t.get(env, k))
		}
	case *frontend.AnyExpr, *frontend.IndexExpr:
		return t.one(t.fresh()) // input data
	case *frontend.UnaryExpr:
		if e.Op == frontend.SUB {
			return mapAlts(t.lin(e.X, env), func(l solver.Lin) solver.Lin { return l.Scale(ratMinus1) })
		}
	case *frontend.BinaryExpr:
		return t.binary(e, env)
	case *frontend.CallExpr:
		if e.Fun.Name == "log2" {
			return t.log2(e, env)
		}
		return t.minMax(e, env)
	}
	t.note(e.Pos(), "%s is not an integer expression of the model; its value is left unconstrained", t.excerpt(e, "value"))
	return t.one(t.fresh())
}

// altSlabSize is how many alternatives one's slab holds.
const altSlabSize = 16

// one is the single alternative l (no constraints), as lin returns it:
// most expressions have one, and a slice of its own for each was a
// third of the translation's allocations. It is cut from a slab, with
// its capacity at its length so that an append copies it rather than
// writing into the next one's.
func (t *translator) one(l solver.Lin) []alt {
	if len(t.altSlab) == 0 {
		t.altSlab = make([]alt, altSlabSize)
	}
	a := t.altSlab[:1:1]
	t.altSlab = t.altSlab[1:]
	a[0] = alt{lin: l}
	return a
}

func mapAlts(as []alt, f func(solver.Lin) solver.Lin) []alt {
	for i := range as {
		as[i].lin = f(as[i].lin)
	}
	return as
}

// product combines every alternative of x with every one of y. xs is
// lin's (a slice of its own, which mapAlts changes in place too): with one
// alternative on each side, the one result goes in it. The budget is
// read at every combination: nested sums of split values make products
// of thousands of alternatives before value's cap applies.
func (t *translator) product(xs, ys []alt, f func(a, b solver.Lin) solver.Lin) []alt {
	if len(xs) == 1 && len(ys) == 1 {
		x, y := xs[0], ys[0]
		xs[0] = alt{lin: f(x.lin, y.lin), cons: append(append(solver.Poly(nil), x.cons...), y.cons...)}
		return xs
	}
	var out []alt
	var last alt
	some := false
	for _, x := range xs {
		for _, y := range ys {
			if t.outOfBudget() {
				return t.one(t.fresh()) // (the translation ends with the budget's error)
			}
			cons := append(append(solver.Poly(nil), x.cons...), y.cons...)
			last, some = alt{lin: f(x.lin, y.lin), cons: cons}, true
			// Alternatives of both sides that contradict (p = 2 from one
			// 3 % p, p >= 4 from the other) have no execution: dropping
			// them is exact, and keeps the product of two split values
			// from growing as the square of their cases.
			if len(x.cons) > 0 && len(y.cons) > 0 && infeasible(cons) {
				continue
			}
			out = append(out, last)
		}
	}
	if len(out) == 0 && some {
		// Every combination contradicts: one stays (a value has an
		// alternative), for the path's constraints to drop it where it
		// forks.
		out = append(out, last)
	}
	return out
}

func (t *translator) binary(e *frontend.BinaryExpr, env penv) []alt {
	var xs, ys []alt // a product's operands (not evaluated twice)
	switch e.Op {
	case frontend.ADD, frontend.SUB:
		k := ratOne
		if e.Op == frontend.SUB {
			k = ratMinus1
		}
		return t.product(t.lin(e.X, env), t.lin(e.Y, env), func(a, b solver.Lin) solver.Lin { return a.AddScaled(k, b) })
	case frontend.MUL:
		xs, ys = t.lin(e.X, env), t.lin(e.Y, env)
		if c, ok := constOf(xs); ok {
			return mapAlts(ys, func(l solver.Lin) solver.Lin { return l.Scale(c) })
		}
		if c, ok := constOf(ys); ok {
			return mapAlts(xs, func(l solver.Lin) solver.Lin { return l.Scale(c) })
		}
	case frontend.QUO, frontend.REM:
		t.inDiv++
		xs, ys = t.lin(e.X, env), t.lin(e.Y, env)
		t.inDiv--
		if v, ok := t.constQuoRem(e.Op, xs, ys); ok {
			return t.one(constLin(v))
		}
		if v, ok := multipleQuoRem(e.Op, xs, ys); ok {
			return t.one(constLin(v))
		}
		if c, ok := constOf(ys); ok && c.Sign() > 0 && c.IsInt() {
			if e.Op == frontend.REM && remConstDerivedOn {
				if d, ok := t.derivedOf(e, xs, ys); ok {
					return t.one(d)
				}
			}
			if e.Op == frontend.QUO {
				if as, ok := t.sharedQuo(e, xs, c, env); ok {
					return as
				}
			}
			out := t.divConst(e.Op, xs, c)
			if e.Op == frontend.QUO && quoClosedOn {
				t.recordQuoClosed(e, xs, out, c, env)
			}
			return out
		}
		if as, ok := t.constByEntry(e.Op, xs, ys); ok {
			return as
		}
		if as, ok := t.quoRemBelow(e.Op, xs, ys); ok {
			return as
		}
	case frontend.SHL, frontend.SHR, frontend.AND, frontend.OR, frontend.XOR:
		return t.bits(e, env)
	default:
		// A comparison or logical operator used as an integer: 0 or 1.
		q := t.fresh()
		return []alt{{lin: q, cons: solver.Poly{geq(q, constLin(0)), geq(constLin(1), q)}}}
	}
	// Non-linear: a value of the entry arguments only (N / p) is a derived
	// parameter; a quotient by one whose dividend also holds pid is
	// between two (BSPedupack's nloc); anything else is unconstrained.
	if d, ok := t.derivedOf(e, xs, ys); ok {
		return t.one(d)
	}
	if as, ok := t.mulOfQuo(e, env); ok {
		return as
	}
	if e.Op == frontend.QUO && divByEntryOn {
		if as, ok := t.divByEntry(e, env); ok {
			return as
		}
	}
	if e.Op == frontend.QUO {
		if as, ok := t.divByRange(e, xs, ys); ok {
			return as
		}
	}
	if (e.Op == frontend.QUO || e.Op == frontend.REM) && divRemBoundsOn {
		if as, ok := t.divRemBounds(e.Op, xs, ys, env); ok {
			t.note(e.Pos(), "%s is not linear; its value is only bounded by its operands", t.excerpt(e, "value"))
			return as
		}
	}
	t.note(e.Pos(), "%s is not linear; its value is left unconstrained", t.excerpt(e, "value"))
	if e.Op == frontend.MUL && monomialsOn {
		// Unconstrained, but the same value wherever the same product of
		// the same values occurs (monomial.go).
		if as, ok := t.polyProduct(xs, ys); ok {
			return as
		}
	}
	return t.one(t.fresh())
}

// zeroDividendOn switches multipleQuoRem's 0 / y and 0 % y (its test
// switches it off).
var zeroDividendOn = true

// remConstDerivedOn switches reading x % k, x a value of the entry
// arguments and k a positive constant, as a derived parameter (mod(N, 3),
// between 0 and k - 1) rather than x less k times a fresh quotient: a
// branch on it (N % 3 == 1) is then a case of the entry's values, which
// the bound keeps ([mod(N, 3) = 1]), not a choice of the fresh quotient
// that the solver takes either way.
var remConstDerivedOn = true

// constQuoRemOn switches constQuoRem (its test switches it off).
var constQuoRemOn = true

// constQuoRem is the value of x / y or x % y for constants x and y (3 % 2
// of a variable assigned 3), as the program computes it: divConst's
// fresh quotient would leave 3 % 2 between -1 and 1, a branch on it
// undecided.
func (t *translator) constQuoRem(op frontend.Token, xs, ys []alt) (int64, bool) {
	if !constQuoRemOn {
		return 0, false
	}
	x, okx := constOf(xs)
	y, oky := constOf(ys)
	if !okx || !oky || !x.IsInt() || !y.IsInt() || !x.Num().IsInt64() || !y.Num().IsInt64() || y.Sign() == 0 {
		return 0, false
	}
	if op == frontend.QUO {
		return intsem.Quo(x.Num().Int64(), y.Num().Int64())
	}
	return intsem.Rem(x.Num().Int64(), y.Num().Int64())
}

// multipleQuoRemOn switches multipleQuoRem (its test switches it off).
var multipleQuoRemOn = true

// multipleQuoRem is the value of x / y (k) and x % y (0) where x is k·y
// for an integer k, y not a constant (p / nprocs, nprocs % p, 2*N / N):
// exact for every y but 0, where the run stops (a zero divisor), so no
// path goes on with another value. As a derived parameter it would be an
// unknown, and the cases of an h or a branch over it undecided.
func multipleQuoRem(op frontend.Token, xs, ys []alt) (int64, bool) {
	if !multipleQuoRemOn || len(xs) != 1 || len(ys) != 1 || len(xs[0].cons) > 0 || len(ys[0].cons) > 0 {
		return 0, false
	}
	x, y := xs[0].lin, ys[0].lin
	if zeroDividendOn && x.IsConst() && (x.Const == nil || x.Const.Sign() == 0) && !y.IsConst() {
		// 0 = 0·y: 0 / y and 0 % y are 0 (0 % (N / p), whose divisor
		// derivedOf may not know positive).
		return 0, true
	}
	if y.IsConst() || len(x.Terms) != len(y.Terms) {
		return 0, false
	}
	t0 := y.Terms[0]
	xc := x.Coef(t0.Var)
	if xc == nil {
		return 0, false
	}
	k := new(big.Rat).Quo(xc, t0.K)
	if !k.IsInt() || !k.Num().IsInt64() {
		return 0, false
	}
	if d := x.AddScaled(new(big.Rat).Neg(k), y); !d.IsConst() || d.Const != nil && d.Const.Sign() != 0 {
		return 0, false
	}
	if op == frontend.QUO {
		return k.Num().Int64(), true
	}
	return 0, true
}

// constByEntryOn switches constByEntry (its test switches it off).
var constByEntryOn = true

// maxConstByEntry is the largest dividend constByEntry splits: c + 1
// alternatives each.
const maxConstByEntry = 4

// constByEntry models c / y and c % y, c a constant in 0..maxConstByEntry
// and y a positive value of the entry arguments (3 % nprocs, a word's
// index an h reads), by one alternative per value of the quotient: y >= c
// + 1, where c / y is 0 and c % y is c, and y = k for each k in 1..c. As a
// derived parameter the value is an unknown between 0 and c, and the
// cases of an h over it ("nprocs - 3 % nprocs - 1 == 0": p = 4 only) lose
// their link to p; as cases of y they are p-cases the solver keeps apart.
// The alternatives are exact (every y >= 1 is in one of them).
func (t *translator) constByEntry(op frontend.Token, xs, ys []alt) ([]alt, bool) {
	if !constByEntryOn || t.noConstSplit || t.inDiv > 0 {
		// (An operand of another division, (7 % p + p) % p, keeps the
		// derived parameter: its cases would each be bounded by their
		// operands, past the cap on alternatives.)
		return nil, false
	}
	c, ok := constOf(xs)
	if !ok || !c.IsInt() || c.Sign() < 0 || c.Cmp(big.NewRat(maxConstByEntry, 1)) > 0 {
		return nil, false
	}
	y, ok := t.entryExprOf(ys)
	if !ok || !t.facts.positive(y) {
		return nil, false
	}
	t.constSplits++
	n := c.Num().Int64()
	value := func(k int64) int64 {
		if op == frontend.QUO {
			return n / k
		}
		return n % k
	}
	yl := ys[0].lin
	out := []alt{{lin: constLin(value(n + 1)), cons: solver.Poly{geq(yl, constLin(n+1))}}}
	for k := int64(1); k <= n; k++ {
		out = append(out, alt{lin: constLin(value(k)), cons: solver.Poly{geq(yl, constLin(k)), geq(constLin(k), yl)}})
	}
	return out, true
}

// quoRemBelowOn switches quoRemBelow (its test switches it off).
var quoRemBelowOn = true

// quoRemBelow is x / y and x % y where the requires clause shows 0 <= x
// <= y, x and y values of the entry arguments (nprocs % n under n >=
// nprocs): x % y is x where x < y and 0 where x = y, x / y is 0 and 1
// there (outside loops: see below). Both alternatives are exact; as a
// derived parameter the value would be an unknown between 0 and y - 1,
// and what reads it (the target nprocs % n % nprocs, always 0) undecided.
func (t *translator) quoRemBelow(op frontend.Token, xs, ys []alt) ([]alt, bool) {
	if !quoRemBelowOn || len(t.pre) == 0 || len(xs) != 1 || len(ys) != 1 || len(xs[0].cons) > 0 || len(ys[0].cons) > 0 {
		return nil, false
	}
	if _, ok := t.entryExprOf(xs); !ok {
		return nil, false
	}
	if _, ok := t.entryExprOf(ys); !ok {
		return nil, false
	}
	x, y := xs[0].lin, ys[0].lin
	gap := y.AddScaled(ratMinus1, x) // y - x
	if !t.pre.Implies(x) || !t.pre.Implies(y.AddScaled(ratOne, constLin(-1))) || !t.pre.Implies(gap) {
		return nil, false
	}
	below, at := x, constLin(0) // x % y for x < y, x = y
	if op == frontend.QUO {
		below, at = constLin(0), constLin(1)
	}
	if t.pre.Implies(gap.AddScaled(ratOne, constLin(-1))) {
		return t.one(below), true
	}
	if len(t.loops) > 0 {
		// In a loop, the fork doubles the paths of its body at every
		// occurrence, past MaxAlternatives into a join whose count the
		// solver bounds less well than the value's bounds cost.
		return nil, false
	}
	return []alt{
		{lin: below, cons: solver.Poly{geq(gap, constLin(1))}},
		{lin: at, cons: solver.Poly{geq(gap, constLin(0)), geq(constLin(0), gap)}},
	}, true
}

// constOf reports whether as is a single constant.
func constOf(as []alt) (*big.Rat, bool) {
	if len(as) == 1 && as[0].lin.IsConst() && len(as[0].cons) == 0 {
		return as[0].lin.Const, true
	}
	return nil, false
}

// divConst models x / k and x % k for a constant k > 0 by a fresh q with
// k·q - (k-1) <= x <= k·q + (k-1): C truncates toward zero, so x - k·q is
// between -(k-1) and k-1 whatever the sign of x (narrower where the sign
// is known: divConstRange); the remainder r = x - k·q is bounded the same
// way.
func (t *translator) divConst(op frontend.Token, xs []alt, k *big.Rat) []alt {
	km1 := new(big.Rat).Sub(k, ratOne)
	var out []alt
	for _, x := range xs {
		sx := t.linSign(x.lin)
		if sx == 0 && len(x.cons) > 0 && divConstConsOn {
			// A value of fresh variables (a remainder by a constant, of
			// data): its range under its own constraints.
			xlo, xhi, ok := consRange(x.cons, x.lin)
			if ok && xlo.Cmp(new(big.Rat).Neg(km1)) >= 0 && xhi.Cmp(km1) <= 0 {
				// |x| < k: x / k is 0 and x % k is x (a[i] % 6 % 7 is
				// a[i] % 6, at most 5).
				if op == frontend.QUO {
					out = append(out, alt{lin: constLin(0), cons: x.cons})
				} else {
					out = append(out, x)
				}
				continue
			}
			if ok && xlo.Sign() >= 0 {
				sx = 1
			} else if ok && xhi.Sign() <= 0 {
				sx = -1
			}
		}
		q := t.fresh()
		kq := q.Scale(k)
		cons := append(solver.Poly(nil), x.cons...)
		lo, hi := divConstRange(sx, km1)
		cons = append(cons,
			geq(x.lin, kq.AddScaled(ratOne, solver.NewLin(lo))), // x >= k q + lo
			geq(kq.AddScaled(ratOne, solver.NewLin(hi)), x.lin)) // x <= k q + hi
		if op == frontend.QUO {
			out = append(out, alt{lin: q, cons: cons})
		} else {
			out = append(out, alt{lin: x.lin.AddScaled(ratMinus1, kq), cons: cons})
		}
	}
	return out
}

// divConstConsOn switches divConst's reading of a dividend's range from
// its own constraints (its test switches it off).
var divConstConsOn = true

// consRange is the least and greatest value of l under cons (ok false
// where either is unbounded, cons is empty or the linear programs fail).
func consRange(cons solver.Poly, l solver.Lin) (lo, hi *big.Rat, ok bool) {
	hi, bounded, empty, err := cons.Maximize(l)
	if err != nil || !bounded || empty {
		return nil, nil, false
	}
	m, bounded, empty, err := cons.Maximize(l.Scale(ratMinus1))
	if err != nil || !bounded || empty {
		return nil, nil, false
	}
	return new(big.Rat).Neg(m), hi, true
}

// divConstSignOn switches divConstRange's use of the dividend's sign (the
// mutation check of TestDivConstSign).
var divConstSignOn = true

// divConstRange is the range lo..hi of x - k·q for q = x / k truncated,
// km1 = k - 1, sx x's sign by the requires clause (linSign): 0..k-1 for x
// >= 0, -(k-1)..0 for x <= 0, else -(k-1)..k-1. With the sign, a quotient
// is floor(x / k) or ceil(x / k), not a rational within k - 1 of x / k:
// (p*p + p) / 2 charged per superstep sums to p*(p + 1)/2, not that plus
// 1/2 per superstep.
func divConstRange(sx int, km1 *big.Rat) (lo, hi *big.Rat) {
	neg := new(big.Rat).Neg(km1)
	switch {
	case divConstSignOn && sx > 0:
		return new(big.Rat), km1
	case divConstSignOn && sx < 0:
		return neg, new(big.Rat)
	}
	return neg, km1
}

// divRemBoundsOn switches divRemBounds (its test switches it off).
var divRemBoundsOn = true

// divRemBounds models x / y and x % y, y not a positive constant, by what
// C's truncating division keeps whatever the operands, where the requires
// clause shows an operand's sign: a zero divisor stops the run (as a
// non-positive step does, so no path goes on past it), so |y| >= 1, the
// quotient has the sign of x·y and |x / y| <= |x|, the remainder has the
// sign of x, |x % y| <= |x| and |x % y| <= |y| - 1. One alternative (a
// split by the signs multiplied the paths past the solver's means): the
// remainder by the data of a constant remainder or by a parameter stays
// between bounds (a[i] % 8 % (N / p), a[i] % p).
func (t *translator) divRemBounds(op frontend.Token, xs, ys []alt, env penv) ([]alt, bool) {
	var out []alt
	for _, x := range xs {
		for _, y := range ys {
			as, ok := t.divRemAlt(op, x, y, env)
			if !ok || len(out)+len(as) > t.opt.MaxAlternatives {
				return nil, false
			}
			out = append(out, as...)
		}
	}
	return out, true
}

// divAnySignOn switches the bounds of a quotient whose operands' signs
// are both unknown (the mutation check of TestDivAnySign).
var divAnySignOn = true

// divNestedSignOn extends divAnySignOn to a quotient that is an operand
// of one other division (the mutation check of TestDivAnySign/nested):
// n / p / k in a C kernel whose arguments have no known sign, ufft's
// n / k with n the caller's n / p. Unconstrained, the quotient leaves the
// outer one unbounded too; its two alternatives multiply the outer's, so
// one level only.
var divNestedSignOn = true

// remSignSplitOn switches the alternatives of a remainder by a divisor
// of known sign whose dividend's sign is unknown, one per sign of the
// dividend (its test switches it off): |x % y| <= |x| then, so a loop
// counter's i % N >= 2 needs i >= 2.
var remSignSplitOn = true

// divRemAlt is divRemBounds of one alternative of each operand.
func (t *translator) divRemAlt(op frontend.Token, x, y alt, env penv) ([]alt, bool) {
	sx, sy := t.linSign(x.lin), t.linSign(y.lin)
	if sx == 0 && divRangeOn && t.isPid(x.lin, env) {
		sx = 1 // pid >= 0
	}
	remSplit := remSignSplitOn && op == frontend.REM && sy != 0 && t.inDiv == 0 && !x.lin.IsConst()
	if sx == 0 && (remSplit || op == frontend.QUO && (sy != 0 || divAnySignOn && (t.inDiv == 0 || divNestedSignOn && t.inDiv == 1))) {
		// A quotient (or a remainder by a divisor of known sign:
		// remSplit): one alternative per sign of the dividend (its only
		// bounds are the dividend's, |x / y| <= |x| whatever y's sign; a
		// divisor of unknown sign only where the quotient is no operand
		// of more than one other division, whose alternatives it would
		// multiply: divNestedSignOn).
		var out []alt
		for _, s := range []int{1, -1} {
			xa := x
			xa.cons = append(append(solver.Poly(nil), x.cons...), geq(x.lin.Scale(solver.RatInt(int64(s))), constLin(0)))
			as, _ := t.divRemSigned(op, xa, y, s, sy)
			out = append(out, as...)
		}
		return out, true
	}
	if sx == 0 && (op == frontend.QUO || sy == 0) {
		return nil, false
	}
	as, ok := t.divRemSigned(op, x, y, sx, sy)
	if ok && op == frontend.REM && sx > 0 && sy > 0 {
		t.remRange(as[0].lin, x, y, env)
	}
	return as, ok
}

// divRemSigned is divRemBounds of x op y where sx and sy are the signs of
// x and y (0: unknown).
func (t *translator) divRemSigned(op frontend.Token, x, y alt, sx, sy int) ([]alt, bool) {
	zero := constLin(0)
	r := t.fresh()
	cons := append(append(solver.Poly(nil), x.cons...), y.cons...)
	neg := func(l solver.Lin, s int) solver.Lin {
		if s < 0 {
			return l.Scale(ratMinus1)
		}
		return l
	}
	if sx != 0 {
		ax := neg(x.lin, sx) // |x|
		s := sx              // the sign of r
		if op == frontend.QUO {
			s *= sy
		}
		if s != 0 {
			cons = append(cons, geq(neg(r, s), zero), geq(ax, neg(r, s)))
		} else {
			cons = append(cons, geq(ax, r), geq(ax, r.Scale(ratMinus1)))
		}
	}
	if op == frontend.REM && sy != 0 {
		aym1 := neg(y.lin, sy).AddScaled(ratMinus1, constLin(1)) // |y| - 1
		cons = append(cons, geq(aym1, r), geq(aym1, r.Scale(ratMinus1)))
	}
	return []alt{{lin: r, cons: cons}}, true
}

// minMax: min(a, b, ...) is a_i under a_i <= a_j for all j (max likewise),
// one alternative per argument.
func (t *translator) minMax(e *frontend.CallExpr, env penv) []alt {
	args := make([][]alt, len(e.Args))
	for i, a := range e.Args {
		args[i] = t.lin(a, env)
	}
	isMin := e.Fun.Name == "min"
	var out, pruned []alt
	var rec func(i int, chosen []alt)
	rec = func(i int, chosen []alt) {
		if len(out) > t.opt.MaxAlternatives*4 {
			return
		}
		if i == len(args) {
			for w := range chosen {
				a := alt{lin: chosen[w].lin.Clone()}
				for _, c := range chosen {
					a.cons = append(a.cons, c.cons...)
				}
				for o := range chosen {
					if o == w {
						continue
					}
					if isMin {
						a.cons = append(a.cons, geq(chosen[o].lin, chosen[w].lin))
					} else {
						a.cons = append(a.cons, geq(chosen[w].lin, chosen[o].lin))
					}
				}
				if minMaxPruneOn && constFalse(a.cons) {
					pruned = append(pruned, a)
					continue
				}
				if minMaxSameOn {
					// Constraints true between constants say nothing,
					// and an alternative like one kept adds no case:
					// max(0, 0) is 0, once (0 % nprocs is then 0).
					a.cons = withoutConstTrue(a.cons)
					if slices.ContainsFunc(out, func(b alt) bool { return sameAlt(a, b) }) {
						continue
					}
				}
				out = append(out, a)
			}
			return
		}
		for _, a := range args[i] {
			rec(i+1, append(chosen, a))
		}
	}
	rec(0, nil)
	if len(out) == 0 {
		return pruned // (an argument without a value: left to the caller)
	}
	return out
}

// minMaxPruneOn switches the pruning of minMax's alternatives whose
// constraints are false between constants (its test switches it off).
var minMaxPruneOn = true

// minMaxSameOn switches the merging of minMax's equal alternatives (its
// test switches it off).
var minMaxSameOn = true

// withoutConstTrue is cs without its constraints between constants that
// hold (cs itself when it has none).
func withoutConstTrue(cs solver.Poly) solver.Poly {
	if !slices.ContainsFunc(cs, func(c solver.Cons) bool { return c.L.IsConst() }) {
		return cs
	}
	var out solver.Poly
	for _, c := range cs {
		if !c.L.IsConst() {
			out = append(out, c)
		}
	}
	return out
}

// sameAlt reports whether a and b are the same value under the same
// constraints, as printed.
func sameAlt(a, b alt) bool {
	return len(a.cons) == len(b.cons) && a.lin.String() == b.lin.String() && a.cons.String() == b.cons.String()
}

// constFalse reports whether one of cs is false whatever the variables:
// a constant below 0 (an equality: not 0). min(2, 4) is 2 only, not also
// 4 under 2 >= 4, which no later stage may drop (a loop to min(v, 4) with
// v = 2 counted 5 times).
func constFalse(cs solver.Poly) bool {
	for _, c := range cs {
		if !c.L.IsConst() {
			continue
		}
		if sg := c.L.Const.Sign(); sg < 0 || c.Eq && sg != 0 {
			return true
		}
	}
	return false
}

// cond gives the disjunctive normal form of e (positive) or of !e, as
// conjunctions of linear constraints in env. A comparison outside the model
// constrains nothing (one empty conjunction): more paths, never fewer.
func (t *translator) cond(e frontend.Expr, positive bool, env penv) []solver.Poly {
	splits, capHits, notes := t.constSplits, t.capHits, len(t.out.Notes)
	if !positive && !e.Pos().IsValid() && quietElseOn {
		// The negation of a case of a superstep's h (nondet's, without
		// position) constrains the path that leaves that case's words
		// out: given up, that path costs less wherever the case holds,
		// so the bound loses nothing and the user is not told.
		defer func(q bool) { t.quietCap = q }(t.quietCap)
		t.quietCap = true
	}
	d := t.condOf(e, positive, env)
	if t.capHits != capHits && t.constSplits != splits {
		// constByEntry's cases took the condition past the cap: as a
		// derived parameter its value constrains at least what it did.
		d = withoutConstSplits(t, notes, func() []solver.Poly { return t.condOf(e, positive, env) })
	}
	return d
}

// withoutConstSplits is f's result with constByEntry off, the notes made
// since notes (by the translation f repeats) dropped.
func withoutConstSplits[T any](t *translator, notes int, f func() T) T {
	t.out.Notes = t.out.Notes[:notes]
	was := t.noConstSplit
	t.noConstSplit = true
	defer func() { t.noConstSplit = was }()
	return f()
}

// condOf is cond without the second translation.
func (t *translator) condOf(e frontend.Expr, positive bool, env penv) []solver.Poly {
	switch e := e.(type) {
	case *frontend.ParenExpr:
		return t.cond(e.X, positive, env)
	case *frontend.BoolLit:
		if e.Value == positive {
			return []solver.Poly{nil}
		}
		return nil
	case *frontend.UnaryExpr:
		if e.Op == frontend.NOT {
			return t.cond(e.X, !positive, env)
		}
	case *frontend.BinaryExpr:
		switch e.Op {
		case frontend.LAND, frontend.LOR:
			x, y := t.cond(e.X, positive, env), t.cond(e.Y, positive, env)
			if (e.Op == frontend.LAND) == positive {
				var out []solver.Poly
				for _, a := range x {
					for _, b := range y {
						c := append(append(solver.Poly(nil), a...), b...)
						// Conjunctions that contradict have no execution
						// (cases of p from two split values that differ):
						// dropping them is exact (no conjunction left is
						// false), and keeps the DNF within its cap.
						if constByEntryOn && len(x)*len(y) > 1 && infeasible(c) {
							continue
						}
						out = append(out, c)
					}
				}
				return t.capDNF(e, out)
			}
			return t.capDNF(e, append(x, y...))
		case frontend.LSS, frontend.LEQ, frontend.GTR, frontend.GEQ, frontend.EQL, frontend.NEQ:
			return t.capDNF(e, t.compare(e, positive, env))
		}
	}
	// An integer used as a condition, or anything else: no constraint.
	return []solver.Poly{nil}
}

// quietElseOn switches off the notes of the negations of h's cases
// given up past MaxAlternatives (cond; TestQuietElse).
var quietElseOn = true

// maxSynthExcerpt is the longest text of an expression the analysis
// wrote that a note quotes.
const maxSynthExcerpt = 24

// excerpt names e, a value or condition (what), for a note: the user's
// text, or, for an expression the analysis wrote (no position: the
// cases of a superstep's h that nondet charges at its sync, whose text
// the user never wrote), what it stands for.
func (t *translator) excerpt(e frontend.Expr, what string) string {
	if !e.Pos().IsValid() {
		// A short text is the user's words count carried into the h;
		// a long one the analysis's own cases.
		if x := frontend.ExprExcerpt(e); len(x) <= maxSynthExcerpt {
			return "a " + what + " of the h of the superstep that ends here, " + x + ","
		}
		return "a " + what + " of the h of the superstep that ends here"
	}
	if what == "value" {
		return frontend.ExprExcerpt(e)
	}
	return what + " " + frontend.ExprExcerpt(e)
}

// capDNF keeps a DNF within the alternatives bound by giving up its
// constraints (one empty conjunction) past it.
func (t *translator) capDNF(e frontend.Expr, d []solver.Poly) []solver.Poly {
	if len(d) > t.opt.MaxAlternatives {
		t.capHits++
		if !t.quietCap {
			t.note(e.Pos(), "%s has too many cases; it is not used as a constraint", t.excerpt(e, "condition"))
		}
		return []solver.Poly{nil}
	}
	return d
}

// negatedComparison maps a comparison to the one that holds when it does
// not (made once: compare runs for every condition on every path).
var negatedComparison = map[frontend.Token]frontend.Token{frontend.LSS: frontend.GEQ, frontend.LEQ: frontend.GTR,
	frontend.GTR: frontend.LEQ, frontend.GEQ: frontend.LSS, frontend.EQL: frontend.NEQ, frontend.NEQ: frontend.EQL}

func (t *translator) compare(e *frontend.BinaryExpr, positive bool, env penv) []solver.Poly {
	op := e.Op
	if !positive {
		op = negatedComparison[op]
	}
	var out []solver.Poly
	for _, a := range t.product(t.lin(e.X, env), t.lin(e.Y, env), func(x, y solver.Lin) solver.Lin {
		return x.AddScaled(ratMinus1, y) // d = x - y
	}) {
		d := a.lin
		base := a.cons
		with := func(cs ...solver.Cons) solver.Poly { return append(append(solver.Poly(nil), base...), cs...) }
		if constByEntryOn && len(base) > 0 {
			// A case of a split value in which the comparison is false
			// (3 % p == 0 where p >= 4: 3 == 0) has no execution.
			with = func(cs ...solver.Cons) solver.Poly {
				c := append(append(solver.Poly(nil), base...), cs...)
				if infeasible(c) {
					return nil
				}
				return c
			}
		}
		switch op {
		case frontend.LSS: // x - y <= -1
			out = append(out, with(solver.Cons{L: d.Scale(ratMinus1).AddScaled(ratMinus1, constLin(1))}))
		case frontend.LEQ:
			out = append(out, with(solver.Cons{L: d.Scale(ratMinus1)}))
		case frontend.GTR:
			out = append(out, with(solver.Cons{L: d.AddScaled(ratMinus1, constLin(1))}))
		case frontend.GEQ:
			out = append(out, with(solver.Cons{L: d}))
		case frontend.EQL:
			out = append(out, with(solver.Cons{L: d, Eq: true}))
		case frontend.NEQ:
			out = append(out, with(solver.Cons{L: d.Scale(ratMinus1).AddScaled(ratMinus1, constLin(1))}),
				with(solver.Cons{L: d.AddScaled(ratMinus1, constLin(1))}))
		}
	}
	return slices.DeleteFunc(out, func(c solver.Poly) bool { return c == nil })
}

// cost translates an annotation's coefficient into a cost expression over
// the variables of env: polynomials stay as they are, min and max stay,
// a division or remainder is exact where its operands' signs are known
// (entry arguments, via the requires clause) and otherwise a fresh
// variable bounded by linear constraints (the solver maximises over it).
func (t *translator) cost(e frontend.Expr, env penv) (*solver.Expr, solver.Poly) {
	if t.outOfBudget() {
		return linExpr(t.fresh()), nil // (the translation ends with the budget's error)
	}
	switch e := e.(type) {
	case *frontend.IntLit:
		return solver.Int(e.Value), nil
	case *frontend.ParenExpr:
		return t.cost(e.X, env)
	case *frontend.Ident:
		if k, ok := t.index[t.obj(e)]; ok {
			return t.polyExpr(t.quoCost(t.get(env, k)), env, nil), nil
		}
	case *frontend.UnaryExpr:
		if e.Op == frontend.SUB {
			x, c := t.cost(e.X, env)
			return solver.Mul(solver.Int(-1), x), c
		}
	case *frontend.BinaryExpr:
		switch e.Op {
		case frontend.ADD, frontend.SUB, frontend.MUL:
			if c, ok := t.cancelled(e); ok {
				return t.cost(c, env)
			}
			x, cx := t.cost(e.X, env)
			y, cy := t.cost(e.Y, env)
			cons := append(cx, cy...)
			switch e.Op {
			case frontend.ADD:
				return solver.Add(x, y), cons
			case frontend.SUB:
				return solver.Sub(x, y), cons
			}
			_, xc := x.IsConst()
			_, yc := y.IsConst()
			if derivedSignsOn && !xc && !yc {
				// (A constant factor keeps the product linear: a nat in
				// it would split the linear form the solver bounds as a
				// whole, r - 9q with |r - 9q| <= 8.)
				x, y = t.nonNegFactor(x), t.nonNegFactor(y)
			}
			return solver.Mul(x, y), cons
		}
		if d, ok := t.derived(e, env); ok {
			return linExpr(d), nil
		}
	case *frontend.CallExpr:
		if e.Fun.Name == "log2" {
			break // a value of the linear model, below
		}
		var args []*solver.Expr
		var cons solver.Poly
		for _, a := range e.Args {
			x, c := t.cost(a, env)
			args = append(args, x)
			cons = append(cons, c...)
		}
		if e.Fun.Name == "min" {
			return solver.Min(args...), cons
		}
		return solver.Max(args...), cons
	}
	// Anything else: a value of the linear model (possibly fresh). With
	// several alternatives, a fresh variable bounded by none of them would
	// be unbounded; take the first alternative's form under a fresh
	// variable equal to one of them — simplest sound choice: fresh, with
	// the constraints of a single alternative when there is one.
	as := t.value(e, env)
	if len(as) == 1 {
		return t.polyExpr(t.quoCost(as[0].lin), env, as[0].cons), as[0].cons
	}
	if costCasesOn && len(as)*t.costCases() <= t.opt.MaxAlternatives {
		// A variable v equal to the value, and the path forks over its
		// cases (v = the case's form under its constraints).
		v := t.fresh()
		cases := make([]alt, len(as))
		for i, a := range as {
			cons := append(append(solver.Poly(nil), a.cons...), geq(v, a.lin), geq(a.lin, v))
			cases[i] = alt{lin: v, cons: cons}
		}
		t.costForks = append(t.costForks, cases)
		return linExpr(v), nil
	}
	t.note(e.Pos(), "%s has several cases; it is left unbounded", t.excerpt(e, "cost"))
	return linExpr(t.fresh()), nil
}

// exprBudgetOn makes the translation of expressions read the analysis's
// budget: one statement's expressions can take seconds (the cases of
// nested divisions and minima multiply before the cap on alternatives
// applies to the whole), and a charge per statement alone let such a
// statement run on past the deadline. Off (tests only): statements only.
var exprBudgetOn = true

// outOfBudget reports whether the budget has run out (recording its
// error for the translation to end with), read at every expression node
// (the clock every few reads: budget.Budget.Check); nothing is charged.
func (t *translator) outOfBudget() bool {
	if t.opsErr != nil {
		return true
	}
	if !exprBudgetOn {
		return false
	}
	if err := t.opt.Budget.Check(); err != nil {
		t.opsErr = err
		return true
	}
	return false
}

// costCasesOn switches the forks over a cost's cases (its test switches
// it off).
var costCasesOn = true

// costCases is how many paths the cost being translated forks into so far.
func (t *translator) costCases() int {
	n := 1
	for _, f := range t.costForks {
		n *= len(f)
	}
	return n
}

// linExpr turns a linear form into a cost expression: Lin.Expr builds the
// tree the simplifying constructors would (solver's test keeps the two the
// same) without their maps and sorting.
func linExpr(l solver.Lin) *solver.Expr { return l.Expr() }

// derived gives the variable standing for a non-linear expression e whose
// operands are values of the entry arguments only (nprocs and parameters,
// which never change), creating it on first use. Its closed form over the
// entry arguments goes to Result.Derived; it must be exact (a bound over
// the variable is turned into one over the parameters by substitution), so
// division and remainder are only accepted where the requires clause shows
// the dividend non-negative and the divisor positive.
func (t *translator) derived(e *frontend.BinaryExpr, env penv) (solver.Lin, bool) {
	return t.derivedOf(e, t.lin(e.X, env), t.lin(e.Y, env))
}

// derivedOf is derived with the alternatives of e's operands, xs and ys
// (lin's: translating them again at every level of a nested expression
// took time exponential in its depth).
func (t *translator) derivedOf(e *frontend.BinaryExpr, xs, ys []alt) (solver.Lin, bool) {
	x, okx := t.entryExprOf(xs)
	y, oky := t.entryExprOf(ys)
	if e.Op == frontend.MUL && quoClosedOn {
		if !okx {
			x, okx = t.quoExprOf(xs)
		}
		if !oky {
			y, oky = t.quoExprOf(ys)
		}
	}
	if !okx || !oky {
		return solver.Lin{}, false
	}
	var closed *solver.Expr
	switch e.Op {
	case frontend.MUL:
		closed = solver.Mul(x, y)
	case frontend.QUO, frontend.REM:
		// By a constant, divConst and quoCost give the quotient its
		// exact form already.
		_, byConst := constOf(ys)
		if !t.atLeast(xs, x, 0, !byConst) || !t.atLeast(ys, y, 1, !byConst) {
			return solver.Lin{}, false
		}
		q := solver.Floor(solver.Div(x, y))
		if e.Op == frontend.QUO {
			closed = q
		} else {
			closed = solver.Sub(x, solver.Mul(y, q))
		}
	case frontend.SHL:
		// Pow2 is 2^nat(y): a count y < 0 is a runtime error.
		closed = solver.Mul(x, solver.Pow2(y))
	case frontend.SHR:
		if !t.facts.nonNeg(x) {
			return solver.Lin{}, false
		}
		closed = solver.Floor(solver.Div(x, solver.Pow2(y)))
	default:
		return solver.Lin{}, false
	}
	d := t.derivedVar(closed)
	if hasDerived(t.out.Derived, xs) || hasDerived(t.out.Derived, ys) {
		if t.nested == nil {
			t.nested = map[string]bool{}
		}
		t.nested[d.Terms[0].Var] = true
	}
	if e.Op == frontend.REM {
		if t.remainders == nil {
			t.remainders = map[string]*solver.Expr{}
		}
		t.remainders[d.Terms[0].Var] = y
	}
	if derivedSignsOn {
		t.derivedSigns(e.Op, d, x, y)
	}
	if e.Op == frontend.MUL && monomialsOn {
		// p * b is the monomial of its factors too (costs factor it:
		// p*b - b - b*k is b*(p - k - 1)).
		t.derivedProduct(d, xs, ys)
	}
	return d, true
}

// hasDerived reports whether as's one alternative has a derived
// parameter.
func hasDerived(derived map[string]*solver.Expr, as []alt) bool {
	if len(as) != 1 {
		return false
	}
	for _, tm := range as[0].lin.Terms {
		if _, ok := derived[tm.Var]; ok {
			return true
		}
	}
	return false
}

// derivedOperandsOn switches atLeast's reading of derived parameters (its
// test switches it off).
var derivedOperandsOn = true

// atLeast reports whether the value of the entry arguments e (as's one
// alternative) is at least min wherever the requires clause holds: by
// the clause's intervals, or, where derived is set and e has a derived
// parameter (N / p), by the intervals and the derived parameters' least
// values, so that (N / p) % p is a derived parameter as N % p is.
func (t *translator) atLeast(as []alt, e *solver.Expr, min int64, derived bool) bool {
	if lo, ok := t.facts.lower(e); ok {
		return cmpInt(lo, min) >= 0
	}
	if !derived || !derivedOperandsOn || len(as) != 1 || len(as[0].cons) != 0 {
		return false
	}
	for _, tm := range as[0].lin.Terms {
		if _, rem := t.remainders[tm.Var]; rem {
			// A remainder's remainder or quotient (p % size % size) is
			// a closed form of nested floors, longer and no more exact
			// than the remainder's bounds.
			return false
		}
	}
	lo, ok := t.facts.lowerLin(as[0].lin, t.dlo)
	return ok && cmpInt(lo, min) >= 0
}

// derivedSignsOn switches derivedSigns (its test switches it off).
var derivedSignsOn = true

// derivedSigns records what the requires clause shows of the sign of the
// derived parameter d = x op y (t.dlo): a product of non-negative values
// is non-negative; a quotient (x >= 0, y > 0 here) too, and at least 1
// where x >= y; a remainder too. A cost's factor that is non-negative by
// them is written nat(factor) (cost: the same value), so that the solver
// can bound the product; p * (N/p) had no bound.
func (t *translator) derivedSigns(op frontend.Token, d solver.Lin, x, y *solver.Expr) {
	if t.facts.lo == nil || len(d.Terms) != 1 {
		// (The requires clause's first pass, before its facts.)
		return
	}
	v := d.Terms[0].Var
	if _, ok := t.dlo[v]; ok {
		return
	}
	lo := int64(-1)
	switch op {
	case frontend.MUL:
		if t.facts.nonNeg(x) && t.facts.nonNeg(y) {
			lo = 0
		}
	case frontend.QUO:
		lo = 0
		if t.facts.nonNeg(solver.Sub(x, y)) {
			lo = 1
		}
	case frontend.REM, frontend.SHR:
		lo = 0
	case frontend.SHL:
		if t.facts.nonNeg(x) {
			lo = 0
		}
	}
	if lo < 0 {
		return
	}
	t.setDerivedLo(d, lo)
}

// setDerivedLo records lo as the least value of the derived parameter d.
func (t *translator) setDerivedLo(d solver.Lin, lo int64) {
	if t.facts.lo == nil || len(d.Terms) != 1 {
		return
	}
	if t.dlo == nil {
		t.dlo = map[string]int64{}
	}
	t.dlo[d.Terms[0].Var] = lo
}

// nonNegFactor is e, or nat(e) when e is a linear form of the entry
// arguments and derived parameters, with a derived parameter, that the
// requires clause shows non-negative (the same value at every point it
// allows).
func (t *translator) nonNegFactor(e *solver.Expr) *solver.Expr {
	if solver.NonNegative(e) {
		return e
	}
	l, ok := solver.LinOf(e)
	if !ok {
		return e
	}
	// Only a factor with a derived parameter: the solver knows the
	// entry arguments' signs from the equations' constraints (and a
	// nat it does not need makes its maxima harder to simplify).
	derived := false
	for _, tm := range l.Terms {
		if _, ok := t.dlo[tm.Var]; ok {
			derived = true
		}
	}
	if !derived {
		return e
	}
	if lo, ok := t.linLower(l); !ok || lo.Sign() < 0 {
		return e
	}
	return solver.Nat(e)
}

// linLower is a lower bound of l over the entry arguments and derived
// parameters (the requires clause's bounds, derivedSigns'), if every
// variable of l has one on its side.
func (t *translator) linLower(l solver.Lin) (*big.Rat, bool) {
	lo := new(big.Rat).Set(l.Const)
	for _, tm := range l.Terms {
		var end *big.Rat
		if d, ok := t.dlo[tm.Var]; ok && tm.K.Sign() > 0 {
			end = solver.RatInt(d)
		} else if tm.K.Sign() > 0 {
			end = t.facts.lo[tm.Var]
		} else {
			end = t.facts.hi[tm.Var]
		}
		if end == nil {
			return nil, false
		}
		lo.Add(lo, new(big.Rat).Mul(tm.K, end))
	}
	return lo, true
}

// linSign is +1 where l >= 0 and -1 where l <= 0 by linLower (the
// requires clause), else 0.
func (t *translator) linSign(l solver.Lin) int {
	if lo, ok := t.linLower(l); ok && lo.Sign() >= 0 {
		return 1
	}
	if lo, ok := t.linLower(l.Scale(ratMinus1)); ok && lo.Sign() >= 0 {
		return -1
	}
	return 0
}

// derivedVar is the derived parameter whose value is closed (one per
// distinct closed form).
func (t *translator) derivedVar(closed *solver.Expr) solver.Lin {
	key := closed.String()
	name, ok := t.derivedBy[key]
	if !ok {
		name = fmt.Sprintf("D%d", len(t.derivedBy)+1)
		t.derivedBy[key] = name
		t.out.Derived[name] = closed
	}
	return solver.LinVar(name)
}

// divByEntryOn switches divByEntry (its tests switch it off).
var divByEntryOn = true

// divByEntry models x / y, y a positive value of the entry arguments and
// x = A + c·pid (A a value of the entry arguments, c = -1, 0 or 1: with
// c = 0 a quotient derived would have needed A >= 0), the block and
// cyclic distribution formulas ((n + p - s - 1) / p): pid is
// between 0 and nprocs - 1, so x is between Xlo and Xhi, values of the
// entry arguments, and C's quotient (truncated) q is between two derived
// parameters: floor(Xlo / y) <= q <= floor(Xhi / y) when Xlo >= 0, else
// -floor(nat(-Xlo) / y) <= q <= floor(nat(Xhi) / y) (a truncated quotient
// lies between those of the interval's ends, and 0 when they differ in
// sign).
func (t *translator) divByEntry(e *frontend.BinaryExpr, env penv) ([]alt, bool) {
	y, ok := t.entryExpr(e.Y, env)
	if !ok || !t.facts.positive(y) {
		return nil, false
	}
	var a []*solver.Expr
	pidCoef := int64(0)
	var walk func(x frontend.Expr, sign int64) bool
	walk = func(x frontend.Expr, sign int64) bool {
		switch x := x.(type) {
		case *frontend.ParenExpr:
			return walk(x.X, sign)
		case *frontend.BinaryExpr:
			if x.Op == frontend.ADD || x.Op == frontend.SUB {
				s2 := sign
				if x.Op == frontend.SUB {
					s2 = -sign
				}
				return walk(x.X, sign) && walk(x.Y, s2)
			}
		case *frontend.UnaryExpr:
			if x.Op == frontend.SUB {
				return walk(x.X, -sign)
			}
		case *frontend.Ident:
			if o := t.obj(x); o != nil && o.Kind == frontend.PidObj {
				pidCoef += sign
				return true
			}
		}
		v, ok := t.entryExpr(x, env)
		if !ok {
			return false
		}
		a = append(a, solver.Mul(solver.Int(sign), v))
		return true
	}
	if !walk(e.X, 1) || pidCoef < -1 || pidCoef > 1 {
		return nil, false
	}
	if t.nprocsID == nil {
		t.nprocsID = &frontend.Ident{Name: "nprocs"}
		t.info.Bind(t.nprocsID, t.nprocsObj())
	}
	n, ok := t.entryExpr(t.nprocsID, env)
	if !ok {
		return nil, false
	}
	base := solver.Add(append(a, solver.Int(0))...)
	span := solver.Mul(solver.Int(pidCoef), solver.Sub(n, solver.Int(1)))
	lo, hi := base, solver.Add(base, span)
	if pidCoef < 0 {
		lo, hi = hi, base
	}
	q, cons := t.quotientBetween(lo, hi, y)
	return []alt{{lin: q, cons: cons}}, true
}

// entryExpr is the closed form of e over the entry arguments (and derived
// parameters), if e's value depends on them only.
func (t *translator) entryExpr(e frontend.Expr, env penv) (*solver.Expr, bool) {
	return t.entryExprOf(t.lin(e, env))
}

// entryExprOf is entryExpr of e's alternatives as.
func (t *translator) entryExprOf(as []alt) (*solver.Expr, bool) {
	if len(as) != 1 || len(as[0].cons) != 0 {
		return nil, false
	}
	if len(t.entryArgs) != len(t.out.Args) {
		t.entryArgs = make(map[string]bool, len(t.out.Args))
		for _, a := range t.out.Args {
			t.entryArgs[a] = true
		}
	}
	entry := t.entryArgs
	var sub map[string]*solver.Expr
	for _, lt := range as[0].lin.Terms {
		v := lt.Var
		if entry[v] {
			continue
		}
		d, ok := t.out.Derived[v]
		if !ok {
			return nil, false
		}
		if sub == nil {
			sub = map[string]*solver.Expr{}
		}
		sub[v] = d
	}
	x := linExpr(as[0].lin)
	if sub != nil {
		x = x.Subst(sub)
	}
	return x, true
}
