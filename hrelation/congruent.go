package hrelation

import (
	"math/big"
	"strconv"

	"bspcost/frontend"
	"bspcost/polyhedra"
	"bspcost/polyhedra/bspaff"
)

// Congruent remote processes: a target (source) whose value is congruent
// modulo nprocs to a·pid + e, with a a constant and e replicated at the
// statement — `(pid + rounds) % nprocs`, `(pid + 9) % nprocs`, `(2 * pid +
// 1) % nprocs`, `((pid - k) % p + p) % p` — where the model cannot write
// the target itself (its quotient takes too many values, or its count
// is piecewise in residues of p). In one execution instance of the
// statement (the same iterations of its loops, so the same e on every
// process), the processes s in 0..p-1 that address one target t satisfy
// a·s ≡ t - e (mod p): at most gcd(a, p) of them, since the target of a
// run without a run-time error is the one value in 0..p-1 of its class.
// So a process receives (is asked for) at most gcd(a, p) times the words
// of all the instances: the distinct-targets rule (a = ±1) with a
// multiplicity. gcd(a, p) is written with floors of p:
// 1 + Σ φ(d)·[d divides p] over the divisors d > 1 of a, [d divides p]
// being 1 + floor(p / d) - floor((p + d - 1) / d) for p >= 1, values the
// sequential analysis keeps exact (h = 2 - p % 2 for a = 2, where the
// count's maximum without floors is 2 at every p).

// congruentOn switches the rule (its test switches it off).
var congruentOn = true

// maxCongruent bounds |a|: the divisors of a are enumerated.
const maxCongruent = 64

// congruence returns a with x ≡ a·pid + e (mod nprocs) for some e
// replicated at the statement, ok false when x is not of that form. The
// forms: pid; a replicated expression (a = 0); sums, differences and
// negations; products by an integer literal; remainders by nprocs (C's x
// % p is congruent to x modulo p whatever the signs).
func (b *builder) congruence(x frontend.Expr) (a int64, ok bool) {
	x = frontend.Unparen(x)
	info := b.a.prog.Info
	if id, isID := x.(*frontend.Ident); isID && info.ObjectOf(id) != nil && info.ObjectOf(id).Kind == frontend.PidObj {
		return 1, true
	}
	if b.a.ar.Replicated(x) && !readsPid(info, x) {
		return 0, true
	}
	bounded := func(v int64, ok bool) (int64, bool) {
		if !ok || v > maxCongruent || v < -maxCongruent {
			return 0, false
		}
		return v, true
	}
	switch e := x.(type) {
	case *frontend.UnaryExpr:
		if e.Op == frontend.SUB {
			a, ok := b.congruence(e.X)
			return -a, ok
		}
	case *frontend.BinaryExpr:
		switch e.Op {
		case frontend.ADD, frontend.SUB:
			l, ok1 := b.congruence(e.X)
			r, ok2 := b.congruence(e.Y)
			if e.Op == frontend.SUB {
				r = -r
			}
			return bounded(l+r, ok1 && ok2)
		case frontend.MUL:
			if k, isLit := litValue(e.X); isLit {
				r, ok := b.congruence(e.Y)
				return bounded(k*r, ok && k >= -maxCongruent && k <= maxCongruent)
			}
			if k, isLit := litValue(e.Y); isLit {
				l, ok := b.congruence(e.X)
				return bounded(k*l, ok && k >= -maxCongruent && k <= maxCongruent)
			}
		case frontend.REM:
			if id, isID := frontend.Unparen(e.Y).(*frontend.Ident); isID && info.ObjectOf(id) != nil && info.ObjectOf(id).Kind == frontend.NprocsObj {
				return b.congruence(e.X)
			}
		}
	}
	return 0, false
}

// litValue returns the value of an integer literal.
func litValue(x frontend.Expr) (int64, bool) {
	l, ok := frontend.Unparen(x).(*frontend.IntLit)
	if !ok {
		return 0, false
	}
	return l.Value, true
}

// readsPid reports whether x, an expression of the program info binds,
// reads pid.
func readsPid(info *frontend.Info, x frontend.Expr) bool {
	found := false
	frontend.Inspect(x, func(n frontend.Node) bool {
		if id, ok := n.(*frontend.Ident); ok && info.ObjectOf(id) != nil && info.ObjectOf(id).Kind == frontend.PidObj {
			found = true
		}
		return !found
	})
	return found
}

// congruent returns the multiplier a of c's remote process (or of the
// one value of the scalar it names, distinctValue) when the rule
// applies: a ≠ 0 and the processes that run one execution instance of c
// agree on e (sameOffset).
func (b *builder) congruent(c *frontend.CommStmt) (int64, bool) {
	if !congruentOn || b.a.opts.noCongruent {
		return 0, false
	}
	a, ok := b.congruence(b.distinctValue(c))
	if !ok || a == 0 || !b.sameOffset(c) {
		return 0, false
	}
	if a < 0 {
		a = -a
	}
	return a, true
}

// gcdExtra returns gcd(a, nprocs) - 1 over the step's parameters objs:
// Σ φ(d)·[d divides nprocs] over the divisors d > 1 of a, one piece on
// nprocs >= 1 (nil for a = 1).
func (b *builder) gcdExtra(a int64, objs []*frontend.Object) (*polyhedra.PwQPoly, error) {
	var sum *polyhedra.PwQPoly
	P := bspaff.Var(b.a.nprocs)
	x := b.bld.NewVar("x")
	// count counts lo <= x, d·x <= nprocs + k where nprocs >= 1:
	// floor((nprocs + k) / d) + 1 - lo.
	count := func(lo, d, k int64) (*polyhedra.PwQPoly, error) {
		dx, err := bspaff.Var(x).Scale(d)
		if err != nil {
			return nil, err
		}
		hi, err := bspaff.Combine(1, P, -1, dx)
		if err == nil {
			hi, err = hi.AddConst(k)
		}
		if err != nil {
			return nil, err
		}
		low, _ := bspaff.Var(x).AddConst(-lo)
		pp, _ := P.AddConst(-1)
		set, err := b.bld.Set(b.namer, objs, []*frontend.Object{x}, bspaff.Formula{{{Expr: low}, {Expr: hi}, {Expr: pp}}})
		if err != nil {
			return nil, err
		}
		return set.Count()
	}
	for d := int64(2); d <= a; d++ {
		if a%d != 0 {
			continue
		}
		// [d divides p] = 1 + floor(p / d) - floor((p + d - 1) / d): the
		// first term is floor(p / d) + 1 (x from 0), the second x from 1.
		hi, err := count(0, d, 0)
		if err != nil {
			return nil, err
		}
		lo, err := count(1, d, d-1)
		if err != nil {
			return nil, err
		}
		names := hi.Params
		phi := polyhedra.ConstPw(names, big.NewRat(totient(d), 1))
		ind := hi.Add(lo.Mul(polyhedra.ConstPw(names, big.NewRat(-1, 1))))
		t := ind.Mul(phi)
		if sum == nil {
			sum = t
		} else {
			sum = sum.Add(t)
		}
	}
	if sum == nil {
		return nil, nil
	}
	return sum.Disjoint(), nil
}

// totient is Euler's φ(n) for small n >= 1.
func totient(n int64) int64 {
	r := n
	for q := int64(2); q*q <= n; q++ {
		if n%q == 0 {
			for n%q == 0 {
				n /= q
			}
			r -= r / q
		}
	}
	if n > 1 {
		r -= r / n
	}
	return r
}

// Congruent remote processes with a multiplier that is not a constant:
// `(pid * i) % nprocs` over a loop counter i, `(t * pid + 1) % nprocs`
// with t a parameter. In one execution instance the multiplier m is the
// same on every process, and at most gcd(m, p) processes address one
// target, which is at most |m| for m ≠ 0 and p for m = 0: a process
// receives (is asked for) at most the words of all instances, each
// times |m| where 1 <= |m| <= p in every execution (a minimum with p
// would be the maximum of its cases in the sequential analysis). The
// count is one of the instances with a column z in 0..|m| - 1. Not exact
// (gcd(m, p) is often below |m|), but a factor of about 2 below every
// word (Σ i over 1..p - 1 is p (p - 1) / 2).

// scaledCongruentOn switches the rule (its test switches it off).
var scaledCongruentOn = true

// congruenceTerm is a term k·m of a multiplier, m replicated (nil: 1).
type congruenceTerm struct {
	k int64
	m frontend.Expr
}

// scaledCongruence returns the multiplier of pid in x, a sum of terms
// k·m, when x is congruent modulo nprocs to (Σ k·m)·pid + e with the m
// and e replicated at the statement: congruence's forms, and products of
// pid's form by a replicated expression where pid's coefficient is a
// constant.
func (b *builder) scaledCongruence(x frontend.Expr) ([]congruenceTerm, bool) {
	x = frontend.Unparen(x)
	info := b.a.prog.Info
	if id, isID := x.(*frontend.Ident); isID && info.ObjectOf(id) != nil && info.ObjectOf(id).Kind == frontend.PidObj {
		return []congruenceTerm{{k: 1}}, true
	}
	if b.a.ar.Replicated(x) && !readsPid(info, x) {
		return nil, true
	}
	scale := func(ts []congruenceTerm, k int64, m frontend.Expr) ([]congruenceTerm, bool) {
		var r []congruenceTerm
		for _, t := range ts {
			if k > maxCongruent || k < -maxCongruent || t.k > maxCongruent || t.k < -maxCongruent {
				return nil, false
			}
			switch {
			case m == nil:
				r = append(r, congruenceTerm{k: t.k * k, m: t.m})
			case t.m == nil:
				r = append(r, congruenceTerm{k: t.k * k, m: m})
			default:
				return nil, false
			}
		}
		return r, len(r) <= 4
	}
	switch e := x.(type) {
	case *frontend.UnaryExpr:
		if e.Op == frontend.SUB {
			ts, ok := b.scaledCongruence(e.X)
			if !ok {
				return nil, false
			}
			return scale(ts, -1, nil)
		}
	case *frontend.BinaryExpr:
		switch e.Op {
		case frontend.ADD, frontend.SUB:
			l, ok1 := b.scaledCongruence(e.X)
			r, ok2 := b.scaledCongruence(e.Y)
			if !ok1 || !ok2 {
				return nil, false
			}
			if e.Op == frontend.SUB {
				if r, ok2 = scale(r, -1, nil); !ok2 {
					return nil, false
				}
			}
			all := append(l, r...)
			return all, len(all) <= 4
		case frontend.MUL:
			for _, sw := range [][2]frontend.Expr{{e.X, e.Y}, {e.Y, e.X}} {
				if k, isLit := litValue(sw[0]); isLit {
					ts, ok := b.scaledCongruence(sw[1])
					if !ok {
						return nil, false
					}
					return scale(ts, k, nil)
				}
				if b.a.ar.Replicated(sw[0]) && !readsPid(info, sw[0]) {
					ts, ok := b.scaledCongruence(sw[1])
					if !ok {
						return nil, false
					}
					return scale(ts, 1, sw[0])
				}
			}
		case frontend.REM:
			if id, isID := frontend.Unparen(e.Y).(*frontend.Ident); isID && info.ObjectOf(id) != nil && info.ObjectOf(id).Kind == frontend.NprocsObj {
				return b.scaledCongruence(e.X)
			}
		}
	}
	return nil, false
}

// scaledCongruent returns, for a statement c whose remote process has a
// multiplier that is not a constant (scaledCongruence), its executions
// exec with a column z in 0..min(|m|, nprocs) - 1 (0..nprocs - 1 where
// m = 0), m written in the statement's columns (the builder's hooks are
// still c's, commChecked having just built it); ok false when the rule
// does not apply or |m| may be 0 or above nprocs.
func (b *builder) scaledCongruent(c *frontend.CommStmt, exec bspaff.Formula) (scaled bspaff.Formula, z *frontend.Object, ok bool) {
	if !scaledCongruentOn || !congruentOn || b.a.opts.noCongruent || !b.instancesAligned(c) {
		return nil, nil, false
	}
	ts, ok := b.scaledCongruence(b.distinctValue(c))
	if !ok {
		return nil, nil, false
	}
	// m as an expression: Σ k·m + the constant.
	var m frontend.Expr
	variable := false
	pos := c.Proc.Pos()
	add := func(t frontend.Expr) {
		if m == nil {
			m = t
		} else {
			m = &frontend.BinaryExpr{X: m, Op: frontend.ADD, Y: t, OpPos: pos}
		}
	}
	for _, t := range ts {
		lit := &frontend.IntLit{ValuePos: pos, Lit: strconv.FormatInt(t.k, 10), Value: t.k}
		if t.m == nil {
			add(lit)
			continue
		}
		variable = true
		add(&frontend.BinaryExpr{X: lit, Op: frontend.MUL, Y: &frontend.ParenExpr{Lparen: pos, X: t.m, Rparen: pos}, OpPos: pos})
	}
	if !variable {
		return nil, nil, false
	}
	mpw, err := b.bld.Aff(m)
	if err != nil {
		return nil, nil, false
	}
	z = b.bld.NewVar("z")
	Z := bspaff.Var(z)
	P := bspaff.Var(b.a.nprocs)
	// none reports whether no execution has cond and x >= 0.
	none := func(cond bspaff.Conj, x bspaff.Poly) bool {
		g, err := bspaff.And(exec, bspaff.Formula{append(append(bspaff.Conj{}, cond...), geq0(x))})
		return err == nil && b.isEmpty(g)
	}
	var mf bspaff.Formula
	for _, p := range mpw {
		neg, err := p.Val.Scale(-1)
		if err != nil {
			return nil, nil, false
		}
		// |m| = a·m with 1 <= a·m <= nprocs in every execution, so that
		// min(|m|, nprocs) is |m|, one piece: the cases of a minimum
		// would be a maximum in the sequential analysis (worse than
		// nprocs).
		var abs bspaff.Poly
		for _, v := range []bspaff.Poly{p.Val, neg} {
			vneg, err := v.Scale(-1)
			if err != nil {
				return nil, nil, false
			}
			if none(p.Cond, vneg) && none(p.Cond, polySub(polySub(v, P), bspaff.Const(1))) {
				abs, ok = v, true
				break
			}
			ok = false
		}
		if !ok {
			return nil, nil, false
		}
		mf = append(mf, append(append(bspaff.Conj{}, p.Cond...), geq0(Z), geq0(polySub(polySub(abs, bspaff.Const(1)), Z))))
	}
	scaled, err = bspaff.And(exec, mf)
	if err != nil || len(scaled) > maxCases*maxCases {
		return nil, nil, false
	}
	return scaled, z, true
}
