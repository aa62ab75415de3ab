package solver

import (
	"math/big"
)

// An expression of one integer variable x built from sums, products,
// constant divisions, max, min, nat, floor and ceil is, on each residue
// class x = L*t + r (L the least common denominator of x's coefficients
// in its floors and ceilings), eventually one polynomial in t: the order
// of two polynomials is fixed past the largest root of their difference
// (Cauchy's bound), floor(P(t)) is P(t) - P(0) + floor(P(0)) where P's
// other coefficients are integers, and floor(c/x) is a constant once x >
// |c|. So b >= a at every integer x of a range [lo, ...) is decided
// exactly: on each class, the eventual polynomial of b - a has a positive
// leading coefficient (or is 0), and the points before its threshold are
// evaluated one by one. The solver's bounds in p alone are maxima of such
// polynomials (p*p/2, ceil(p/2)*floor(p/2), p*floor(2/p)) that the linear
// tests of SimplifyUnder read as unrelated atoms; uniGE lets a max (min)
// drop the arguments another one is >= (<=) at every point.

// tpoly is a polynomial in t, its coefficients from t^0 up, without
// trailing zeros (the zero polynomial is empty).
type tpoly []*big.Rat

// Limits of uniGE: past them it answers false (the argument is kept).
const (
	uniMaxPeriod = 12      // L
	uniMaxDegree = 8       // of a polynomial
	uniMaxT      = 1 << 16 // a threshold in t
	uniMaxPoints = 256     // points evaluated per test
	// uniMaxWork bounds the nodes evaluated (points times the size of
	// the difference) in one SimplifyUnder call.
	uniMaxWork = 1 << 19
	// uniNegInf stands for "from every t".
	uniNegInf = -(1 << 40)
)

func (a tpoly) trim() tpoly {
	n := len(a)
	for n > 0 && a[n-1].Sign() == 0 {
		n--
	}
	return a[:n]
}

func tpConst(c *big.Rat) tpoly { return tpoly{new(big.Rat).Set(c)}.trim() }

func (a tpoly) add(b tpoly, k *big.Rat) tpoly {
	n := len(a)
	if len(b) > n {
		n = len(b)
	}
	out := make(tpoly, n)
	for i := range out {
		out[i] = new(big.Rat)
		if i < len(a) {
			out[i].Set(a[i])
		}
		if i < len(b) {
			out[i].Add(out[i], new(big.Rat).Mul(k, b[i]))
		}
	}
	return out.trim()
}

func (a tpoly) mul(b tpoly) (tpoly, bool) {
	if len(a) == 0 || len(b) == 0 {
		return nil, true
	}
	if len(a)+len(b)-2 > uniMaxDegree {
		return nil, false
	}
	out := make(tpoly, len(a)+len(b)-1)
	for i := range out {
		out[i] = new(big.Rat)
	}
	for i, x := range a {
		for j, y := range b {
			out[i+j].Add(out[i+j], new(big.Rat).Mul(x, y))
		}
	}
	return out.trim(), true
}

func (a tpoly) lead() int {
	if len(a) == 0 {
		return 0
	}
	return a[len(a)-1].Sign()
}

// after returns the least integer t0 such that a has its leading
// coefficient's sign at every t >= t0: past the smaller of Cauchy's bound
// on its roots, 1 + max |a_i/a_n|, and Fujiwara's, 2*max |a_(n-i)/a_n|^(1/i)
// (a_0 halved), whose i-th roots keep large low coefficients (the
// constants of a polynomial of degree 6) from pushing the threshold far;
// false past uniMaxT.
func (a tpoly) after() (int64, bool) {
	if len(a) <= 1 {
		return uniNegInf, true
	}
	deg := len(a) - 1
	n := new(big.Rat).Abs(a[deg])
	cauchy := new(big.Rat)
	var fuji int64
	for i := 1; i <= deg; i++ {
		q := new(big.Rat).Quo(new(big.Rat).Abs(a[deg-i]), n)
		if q.Cmp(cauchy) > 0 {
			cauchy = new(big.Rat).Set(q)
		}
		if i == deg {
			q.Quo(q, big.NewRat(2, 1))
		}
		m, ok := rootCeil(q, i)
		if !ok {
			fuji = uniMaxT + 1
		} else if m > fuji {
			fuji = m
		}
	}
	cauchy.Add(cauchy, ratOne)
	t := int64(uniMaxT + 1)
	if f := ratFloor(cauchy); f.Num().CmpAbs(big.NewInt(uniMaxT)) <= 0 {
		t = f.Num().Int64() + 1
	}
	if 2*fuji+1 < t {
		t = 2*fuji + 1
	}
	if t > uniMaxT {
		return 0, false
	}
	return t, true
}

// rootCeil is the least integer m >= 0 with m^k >= q (q >= 0); false past
// uniMaxT.
func rootCeil(q *big.Rat, k int) (int64, bool) {
	ge := func(m int64) bool {
		p := new(big.Rat).SetInt64(1)
		mr := new(big.Rat).SetInt64(m)
		for i := 0; i < k; i++ {
			p.Mul(p, mr)
		}
		return p.Cmp(q) >= 0
	}
	if !ge(uniMaxT) {
		return 0, false
	}
	lo, hi := int64(0), int64(uniMaxT) // ge(hi), the least such m in [lo, hi]
	for lo < hi {
		mid := (lo + hi) / 2
		if ge(mid) {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo, true
}

func maxT(a, b int64) int64 {
	if a > b {
		return a
	}
	return b
}

// uniPeriod returns the least common denominator of x's coefficients in
// the linear arguments of e's floors and ceilings (1 without any).
func uniPeriod(e *Expr, x string) (int64, bool) {
	l := int64(1)
	var walk func(e *Expr) bool
	walk = func(e *Expr) bool {
		if e.Op == OpFloor || e.Op == OpCeil {
			if lin, ok := LinOf(e.Args[0]); ok {
				for _, t := range lin.Terms {
					if t.Var == x {
						d := t.K.Denom().Int64()
						l = l / int64(gcd64(uint64(l), uint64(d))) * d
						if l > uniMaxPeriod {
							return false
						}
					}
				}
			}
		}
		for _, a := range e.Args {
			if !walk(a) {
				return false
			}
		}
		return true
	}
	return l, walk(e)
}

// uniEventual returns the polynomial P and threshold T with e(L*t + r) =
// P(t) at every integer t >= T; false where e is outside the fragment.
func uniEventual(e *Expr, x string, l, r int64) (tpoly, int64, bool) {
	switch e.Op {
	case OpConst:
		return tpConst(e.Val), uniNegInf, true
	case OpVar:
		if e.Name != x {
			return nil, 0, false
		}
		return tpoly{big.NewRat(r, 1), big.NewRat(l, 1)}.trim(), uniNegInf, true
	case OpAdd, OpMul:
		p, t, ok := uniEventual(e.Args[0], x, l, r)
		if !ok {
			return nil, 0, false
		}
		for _, a := range e.Args[1:] {
			q, u, ok := uniEventual(a, x, l, r)
			if !ok {
				return nil, 0, false
			}
			if e.Op == OpAdd {
				p = p.add(q, ratOne)
			} else if p, ok = p.mul(q); !ok {
				return nil, 0, false
			}
			t = maxT(t, u)
		}
		return p, t, true
	case OpMax, OpMin, OpNat:
		args := e.Args
		if e.Op == OpNat {
			args = []*Expr{e.Args[0], Int(0)}
		}
		p, t, ok := uniEventual(args[0], x, l, r)
		if !ok {
			return nil, 0, false
		}
		for _, a := range args[1:] {
			q, u, ok := uniEventual(a, x, l, r)
			if !ok {
				return nil, 0, false
			}
			d := q.add(p, ratMinusOne)
			v, ok := d.after()
			if !ok {
				return nil, 0, false
			}
			t = maxT(maxT(t, u), v)
			if (e.Op == OpMin) == (d.lead() < 0) && d.lead() != 0 {
				p = q
			}
		}
		return p, t, true
	case OpDiv:
		k, ok := e.Args[1].IsConst()
		if !ok {
			return nil, 0, false
		}
		if k.Cmp(ratOne) < 0 {
			k = ratOne // X / max(Y, 1)
		}
		p, t, ok := uniEventual(e.Args[0], x, l, r)
		if !ok {
			return nil, 0, false
		}
		return p.scaled(new(big.Rat).Inv(k)), t, true
	case OpFloor, OpCeil:
		if a := e.Args[0]; a.Op == OpDiv {
			if c, ok := a.Args[0].IsConst(); ok {
				if _, isConst := a.Args[1].IsConst(); !isConst {
					return uniRecip(e.Op, c, a.Args[1], x, l, r)
				}
			}
		}
		p, t, ok := uniEventual(e.Args[0], x, l, r)
		if !ok {
			return nil, 0, false
		}
		c0 := new(big.Rat)
		if len(p) > 0 {
			c0 = p[0]
		}
		for _, c := range p[min(1, len(p)):] {
			if !c.IsInt() {
				return nil, 0, false
			}
		}
		k := ratFloor(c0)
		if e.Op == OpCeil {
			k = ratCeil(c0)
		}
		return p.add(tpConst(c0), ratMinusOne).add(tpConst(k), ratOne), t, true
	}
	return nil, 0, false
}

func (a tpoly) scaled(k *big.Rat) tpoly {
	out := make(tpoly, len(a))
	for i, c := range a {
		out[i] = new(big.Rat).Mul(c, k)
	}
	return out.trim()
}

// uniRecip is floor(c/Y) or ceil(c/Y) (op) for a constant c and Y of
// positive leading coefficient: once Y > |c| + 1 the quotient is in (-1,
// 1), so floor is 0 (c >= 0) or -1, ceil 1 (c > 0) or 0.
func uniRecip(op Op, c *big.Rat, y *Expr, x string, l, r int64) (tpoly, int64, bool) {
	q, t, ok := uniEventual(y, x, l, r)
	if !ok || len(q) < 2 || q.lead() <= 0 {
		return nil, 0, false
	}
	d := q.add(tpConst(new(big.Rat).Add(new(big.Rat).Abs(c), ratOne)), ratMinusOne)
	// d(t) > 0 from d's threshold on, and from the one of d - 1 > -1 too;
	// the later of the two covers d's leading sign.
	v, ok := d.after()
	if !ok {
		return nil, 0, false
	}
	var k int64
	switch {
	case op == OpFloor && c.Sign() < 0:
		k = -1
	case op == OpCeil && c.Sign() > 0:
		k = 1
	}
	return tpConst(big.NewRat(k, 1)), maxT(t, v), true
}

// uniArg is what uniDominated knows of one argument: its variable, and
// per residue class its eventual polynomial and threshold; vals caches
// its values at the points evaluated.
type uniArg struct {
	e    *Expr
	x    string
	ok   bool
	p    []tpoly
	t    []int64
	vals map[int64]*big.Rat
}

// uniDominated marks the arguments of a max (min when isMin) that another
// argument not marked, of the same one variable, is >= (<=) at every
// integer point of the facts (uniEventual's polynomials compared past
// their thresholds, the points before evaluated); it returns how many it
// marked. Each argument is read and evaluated once, so that a max of many
// is compared within uniMaxWork.
func (s *simplifier) uniDominated(args []*Expr, dropped []bool, isMin bool) int {
	if noUniDominated || len(args) < 2 || s.uniWork >= uniMaxWork {
		return 0
	}
	// A constant argument is compared with those of every variable.
	byVar := map[string][]int{}
	var consts []int
	for i, a := range args {
		if dropped[i] {
			continue
		}
		switch vs := a.Vars(); len(vs) {
		case 0:
			consts = append(consts, i)
		case 1:
			byVar[vs[0]] = append(byVar[vs[0]], i)
		}
	}
	if isMin && len(consts) > 0 {
		// min(1, nat(L1), ...) is a case's indicator, the form the rules
		// of products and maxima read: it stays one.
		return 0
	}
	for x := range byVar {
		byVar[x] = append(byVar[x], consts...)
	}
	n := 0
	for x, idx := range byVar {
		if len(idx) < 2 {
			continue
		}
		dom, ok := s.domainOf(x)
		if !ok || dom.loInf {
			continue
		}
		l := int64(1)
		for _, i := range idx {
			li, ok := uniPeriod(args[i], x)
			if !ok {
				l = 0
				break
			}
			l = l / int64(gcd64(uint64(l), uint64(li))) * li
			if l > uniMaxPeriod {
				l = 0
				break
			}
		}
		if l == 0 {
			continue
		}
		us := make([]*uniArg, len(idx))
		for k, i := range idx {
			u := &uniArg{e: args[i], x: x, ok: true, vals: map[int64]*big.Rat{}}
			for r := int64(0); r < l && u.ok; r++ {
				p, t, ok := uniEventual(args[i], x, l, r)
				u.ok = ok
				u.p, u.t = append(u.p, p), append(u.t, t)
			}
			us[k] = u
		}
		for k, i := range idx {
			if !us[k].ok {
				continue
			}
			for m, j := range idx {
				if k == m || dropped[j] || !us[m].ok {
					continue
				}
				hi, lo := us[m], us[k] // hi >= lo wanted (max)
				if isMin {
					hi, lo = lo, hi
				}
				if s.tests >= maxImplies {
					return n
				}
				s.tests++ // one test of the budget, as an LP's
				if s.uniGE2(hi, lo, l, dom) {
					dropped[i] = true
					n++
					break
				}
			}
		}
	}
	return n
}

// uniGE2 reports whether b >= a at every integer of dom.
func (s *simplifier) uniGE2(b, a *uniArg, l int64, dom plDomain) bool {
	points := 0
	for r := int64(0); r < l; r++ {
		d := b.p[r].add(a.p[r], ratMinusOne)
		if d.lead() < 0 {
			return false
		}
		v, ok := d.after()
		if !ok {
			return false
		}
		t := maxT(maxT(b.t[r], a.t[r]), v)
		for u := floorDiv(dom.lo-r+l-1, l); u < t; u++ {
			xv := l*u + r
			if !dom.hiInf && xv > dom.hi {
				break
			}
			if points++; points > uniMaxPoints {
				return false
			}
			bv, ok1 := s.uniVal(b, xv)
			av, ok2 := s.uniVal(a, xv)
			if !ok1 || !ok2 || bv.Cmp(av) < 0 {
				return false
			}
		}
	}
	return true
}

// uniVal is u's value at x = xv (false where it is not exact or the work
// budget is spent).
func (s *simplifier) uniVal(u *uniArg, xv int64) (*big.Rat, bool) {
	if v, ok := u.vals[xv]; ok {
		return v, v != nil
	}
	size := int64(exprSize(u.e, 1<<20))
	if s.uniWork+size > uniMaxWork {
		return nil, false
	}
	s.uniWork += size
	lo, hi, err := u.e.Eval(map[string]*big.Rat{u.x: big.NewRat(xv, 1)})
	if err != nil || lo.Cmp(hi) != 0 {
		u.vals[xv] = nil
		return nil, false
	}
	u.vals[xv] = lo
	return lo, true
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// splitGE reports whether b >= a where b - a is a sum of terms of one
// variable x (and constants), U, and other terms, R: R >= 0 follows from
// the facts by the linear test and U >= 0 at every integer x of the
// facts (uniEventual). The solver's bounds compare terms in the
// parameters, equal or linearly ordered, beside polynomials in p that
// the linear test reads as unrelated atoms (floor(p/2)*floor(p/2) - 2*p*
// floor(p/2) + p*p, which is ceil(p/2)*ceil(p/2)).
func (s *simplifier) splitGE(b, a *Expr) bool {
	if noSplitUni || s.uniWork >= uniMaxWork || s.tests >= maxImplies {
		return false
	}
	d := Sub(b, a)
	terms := []*Expr{d}
	if d.Op == OpAdd {
		terms = d.Args
	}
	// Each variable that is a term's only one is tried as x, those of
	// non-linear terms first (the others the linear test reads already).
	var xs []string
	seen := map[string]bool{}
	for _, lin := range []bool{false, true} {
		for _, t := range terms {
			if vs := t.Vars(); len(vs) == 1 && !seen[vs[0]] {
				if _, isLin := LinOf(t); isLin == lin {
					seen[vs[0]] = true
					xs = append(xs, vs[0])
				}
			}
		}
	}
	for k, x := range xs {
		if k == 2 {
			break
		}
		var uni, rest []*Expr
		for _, t := range terms {
			if vs := t.Vars(); len(vs) == 0 || len(vs) == 1 && vs[0] == x {
				uni = append(uni, t)
			} else {
				rest = append(rest, t)
			}
		}
		if len(rest) > 0 && !s.implies(s.lin(Add(rest...))) {
			continue
		}
		if s.uniNonNeg(Add(uni...), x) {
			return true
		}
	}
	return false
}

// uniNonNeg reports whether u >= 0 at every integer x of the facts.
func (s *simplifier) uniNonNeg(u *Expr, x string) bool {
	dom, ok := s.domainOf(x)
	if !ok || dom.loInf {
		return false
	}
	l, ok := uniPeriod(u, x)
	if !ok {
		return false
	}
	ua := &uniArg{e: u, x: x, ok: true, vals: map[int64]*big.Rat{}}
	zero := &uniArg{e: Int(0), x: x, ok: true, vals: map[int64]*big.Rat{}}
	for r := int64(0); r < l; r++ {
		p, t, ok := uniEventual(u, x, l, r)
		if !ok {
			return false
		}
		ua.p, ua.t = append(ua.p, p), append(ua.t, t)
		zero.p, zero.t = append(zero.p, nil), append(zero.t, uniNegInf)
	}
	return s.uniGE2(ua, zero, l, dom)
}
