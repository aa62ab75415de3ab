package solver

import (
	"math/big"
	"math/rand"
	"sort"
)

// Sums of costs over loops (triangular loops, issue 29 cause 4). The
// counted bound of a loop is its count times the largest cost of an
// application: an inner loop whose trip count n - i depends on the outer
// counter i costs n per outer iteration at most, so n·n in all, where the
// truth is n + (n-1) + ... + 1 = n(n+1)/2. Here the cost of an application
// is seen as a polynomial in u = nat(L), L a linear function of the head
// that every recursive call of the loop changes in one direction by at
// least d (the counter's step), with coefficients that are bounded as
// before (by functions that do not increase along the loop). Along a
// derivation the applications' values of L are then at most V, V - d,
// V - 2d, ... (decreasing: V is L at the entry; increasing: in the reverse
// order, V the largest value of L), one each, so the sum of u^k over the
// applications is at most sum_j nat(V - j·d)^k, whatever their number:
// V(V+1)/2 for k = 1 and d = 1 (Faulhaber's formulas up to k = 3; for
// d > 1, with M = ceil(V/d) positive terms, M·(V + d)/2 and d^k·S_k(M)).
// The constant part of the polynomial is paid per application as before
// (count × its bound). Every step is an upper bound: nat(a·L + b) <= a·u
// + nat(b) for a > 0, floor(x) <= x, ceil(x) <= x + 1, max of polynomials
// <= the coefficientwise max (u >= 0 and every coefficient is nat'd),
// products only of provably non-negative factors.

// sumMaxDegree is the largest power of u that is summed.
const sumMaxDegree = 3

// upoly is sum_k c[k]·u^k with u = nat(L) for the L of its sumView: every
// coefficient is non-negative (nat'd), an expression over the equation's
// variables that does not involve L's atom.
type upoly []*Expr

// sumView reads the costs of one equation of a loop as polynomials in
// nat(L).
type sumView struct {
	st  *state
	ctx *sccCtx
	eq  *normEq
	// L is the atom's function over the head variables (integral
	// coefficients), m how the loop's calls change it.
	L   Lin
	set bool
	m   monoFn
	// mono memoises monotone's answers by function (shared by the views
	// of one loop).
	mono map[string]monoFn
}

// monoFn is monotone's answer for one function.
type monoFn struct {
	dir  int
	d, D *big.Rat
}

// monotone reports whether the head function h changes in one direction
// along every call of the loop: dir -1 when each call decreases it by at
// least d >= 1, +1 when each increases it by at least d (0 otherwise);
// D, when not nil, is the most any call changes it by. h has integral
// coefficients, so a change of at least a rational r is one of at least
// ceil(r), of at most r one of at most floor(r).
func (st *state) monotone(ctx *sccCtx, h Lin, memo map[string]monoFn) monoFn {
	// (The change along a call does not depend on h's constant.)
	h = Lin{Terms: h.Terms, Const: RatInt(0)}
	key := h.String()
	if m, ok := memo[key]; ok {
		return m
	}
	res := monoFn{}
	defer func() { memo[key] = res }()
	if len(ctx.edges) == 0 {
		return res
	}
	for _, dir := range []int{-1, 1} {
		var d, D *big.Rat
		ok, capped := true, true
		for _, e := range ctx.edges {
			// change = dir·(h(call) - h(head)): its least and largest
			// value under the equation's constraints.
			change := h.substHead(e.call.Args).AddScaled(ratMinusOne, h)
			if dir < 0 {
				change = change.Scale(ratMinusOne)
			}
			max, bounded, empty, err := e.eq.cons.maximizeD(change.Scale(ratMinusOne), st.stop)
			if err != nil {
				return res
			}
			if empty {
				continue // the call cannot happen
			}
			if !bounded {
				ok = false
				break
			}
			least := ratCeil(RatNeg(max))
			if least.Sign() <= 0 {
				ok = false
				break
			}
			if d == nil || least.Cmp(d) < 0 {
				d = least
			}
			if capped {
				most, bounded, _, err := e.eq.cons.maximizeD(change, st.stop)
				if err != nil || !bounded {
					capped = false
				} else if m := ratFloor(most); D == nil || m.Cmp(D) > 0 {
					D = m
				}
			}
		}
		if ok && d != nil {
			res = monoFn{dir: dir, d: d}
			if capped {
				res.D = D
			}
			return res
		}
	}
	return res
}

// integral scales l by the least positive integer that makes its
// coefficients and constant integers.
func integral(l Lin) Lin {
	m := big.NewInt(1)
	for _, t := range l.Terms {
		m = lcm(m, t.K.Denom())
	}
	m = lcm(m, l.Const.Denom())
	if m.Cmp(big.NewInt(1)) == 0 {
		return l
	}
	return l.Scale(new(big.Rat).SetInt(m))
}

// headOf is l over eq's head variables (elimLocals), or false.
func headOf(l Lin, eq *normEq) (Lin, bool) {
	h := elimLocals(l, eq.cons)
	if !onlyHead(h) || h.IsConst() {
		return Lin{}, false
	}
	return h, true
}

// atomOf reports how the linear l relates to the view's L: l <= a·L + b
// with a > 0 and b linear (l - a·L). The first varying atom met sets L.
func (v *sumView) atomOf(l Lin) (a *big.Rat, b Lin, ok bool) {
	h0, ok := headOf(l, v.eq)
	if !ok {
		return nil, Lin{}, false
	}
	// h0, or h0 with head variables that the equation equates replaced
	// (a path where pid = k writes the count k as pid, which the loop
	// does not change monotonically; k it does).
	for _, h := range headVariants(h0, v.eq) {
		if v.set && !noInvariantCoefs && unchanged(v.ctx, h) {
			// A function no call changes is a coefficient (its value at
			// the entry): in N·(N - k) the sum is N times that of N - k,
			// not of (u + k)·u.
			continue
		}
		if !v.set {
			hi := integral(h)
			m := v.st.monotone(v.ctx, hi, v.mono)
			if m.dir == 0 {
				continue
			}
			v.L, v.set, v.m = hi, true, m
		}
		// a from the first variable of L that h has.
		a = nil
		for _, t := range v.L.Terms {
			if k := h.Coef(t.Var); k != nil {
				a = new(big.Rat).Quo(k, t.K)
				break
			}
		}
		if a == nil || a.Sign() <= 0 {
			continue
		}
		// l = h = a·L + b under eq's constraints (elimLocals and the
		// variants used only their equalities); any b is sound, bounded
		// as a coefficient.
		return a, h.AddScaled(RatNeg(a), v.L), true
	}
	return nil, Lin{}, false
}

// chooseL sets the view's L from the linear parts of e that the loop
// changes monotonically: of those with the variable part of the first,
// the one with the largest constant (with nat(k - 1) and nat(k) in a
// cost, L = k makes both at most nat(L), with no constant part paid per
// application).
func (v *sumView) chooseL(e *Expr) {
	var best Lin
	found := false
	var walk func(e *Expr)
	walk = func(e *Expr) {
		if l, ok := LinOf(e); ok {
			if l.IsConst() {
				return
			}
			h0, ok := headOf(l, v.eq)
			if !ok {
				return
			}
			for _, h := range headVariants(h0, v.eq) {
				hi := integral(h)
				if found {
					if (Lin{Terms: hi.Terms, Const: RatInt(0)}).String() == (Lin{Terms: best.Terms, Const: RatInt(0)}).String() && hi.Const.Cmp(best.Const) > 0 {
						best = hi
					}
					continue
				}
				if m := v.st.monotone(v.ctx, hi, v.mono); m.dir != 0 {
					best, found = hi, true
				}
			}
			return
		}
		for _, a := range e.Args {
			walk(a)
		}
	}
	walk(e)
	if found {
		v.L, v.set, v.m = best, true, v.st.monotone(v.ctx, best, v.mono)
	}
}

// headVariants is h, then h with each of its head variables that an
// equality of eq's constraints gives as a combination of other head
// variables (with a unit coefficient) replaced by it, one at a time.
func headVariants(h Lin, eq *normEq) []Lin {
	out := []Lin{h}
	for _, t := range h.Terms {
		for _, c := range eq.cons {
			k := c.L.Coef(t.Var)
			if !c.Eq || k == nil || !isUnit(k) || len(c.L.Terms) < 2 || !onlyHead(c.L) {
				continue
			}
			// t.Var = -(c.L - k·t.Var)/k
			def := c.L.Scale(RatNeg(new(big.Rat).Inv(k))).AddScaled(ratOne, LinVar(t.Var))
			out = append(out, h.substVar(t.Var, def))
			break
		}
	}
	return out
}

// hasAtom reports whether e has a linear part whose head function varies
// monotonically along the loop (setting L at the first).
func (v *sumView) hasAtom(e *Expr) bool {
	if l, ok := LinOf(e); ok {
		if l.IsConst() {
			return false
		}
		_, _, ok := v.atomOf(l)
		return ok
	}
	for _, a := range e.Args {
		if v.hasAtom(a) {
			return true
		}
	}
	return false
}

// coef is e as a coefficient: nat(e), which bounds e from above and is
// non-negative.
func coef(e *Expr) upoly { return upoly{Nat(e)} }

// view bounds e from above by a polynomial in u = nat(L), or false.
func (v *sumView) view(e *Expr) (upoly, bool) {
	if !v.hasAtom(e) {
		return coef(e), true
	}
	if l, ok := LinOf(e); ok {
		// l <= nat(l) <= a·u + nat(b).
		a, b, ok := v.atomOf(l)
		if !ok {
			return coef(e), true
		}
		return upoly{Nat(b.Expr()), Const(a)}, true
	}
	switch e.Op {
	case OpNat:
		return v.view(e.Args[0])
	case OpFloor:
		return v.view(e.Args[0])
	case OpCeil:
		p, ok := v.view(e.Args[0])
		if !ok {
			return nil, false
		}
		return p.add(upoly{Int(1)}), true
	case OpAdd:
		out := upoly{}
		for _, a := range e.Args {
			p, ok := v.view(a)
			if !ok {
				return nil, false
			}
			out = out.add(p)
		}
		return out, true
	case OpMax:
		// The coefficientwise maximum, each made once (Max of a growing
		// list per argument was quadratic).
		var cs [][]*Expr
		for _, a := range e.Args {
			p, ok := v.view(a)
			if !ok {
				return nil, false
			}
			for k, c := range p {
				for len(cs) <= k {
					cs = append(cs, nil)
				}
				cs[k] = append(cs[k], c)
			}
		}
		out := make(upoly, len(cs))
		for k, c := range cs {
			out[k] = Max(c...)
		}
		return out, true
	case OpMin:
		// min <= any argument: the one of the lowest positive degree
		// (summed), then with no constant part (which is paid per
		// application: of min(nat(k - 1) + 1, nat(k)), nat(k)), else the
		// first.
		var best upoly
		for _, a := range e.Args {
			if !v.hasAtom(a) {
				continue
			}
			p, ok := v.view(a)
			if !ok {
				continue
			}
			if best == nil || len(p) < len(best) || len(p) == len(best) && isZero(p[0]) && !isZero(best[0]) {
				best = p
			}
		}
		if best == nil {
			return coef(e), true
		}
		return best, true
	case OpMul:
		k, t := splitCoef(e)
		if k.Sign() < 0 {
			return nil, false
		}
		if t != e {
			p, ok := v.view(t)
			if !ok {
				return nil, false
			}
			return p.scale(Const(k)), true
		}
		out := upoly{Int(1)}
		for _, a := range e.Args {
			if !v.st.nonNegAt(a, v.eq) {
				return nil, false
			}
			p, ok := v.view(a)
			if !ok {
				return nil, false
			}
			out = out.mul(p)
			if len(out) > sumMaxDegree+1 {
				return nil, false
			}
		}
		return out, true
	case OpDiv:
		if !v.st.nonNegAt(e.Args[0], v.eq) || v.hasAtom(e.Args[1]) {
			return nil, false
		}
		p, ok := v.view(e.Args[0])
		if !ok {
			return nil, false
		}
		out := make(upoly, len(p))
		for i, c := range p {
			out[i] = Div(c, e.Args[1])
		}
		return out, true
	}
	return nil, false
}

func (p upoly) add(q upoly) upoly {
	n := max(len(p), len(q))
	out := make(upoly, n)
	for i := range out {
		switch {
		case i >= len(p):
			out[i] = q[i]
		case i >= len(q):
			out[i] = p[i]
		default:
			out[i] = Add(p[i], q[i])
		}
	}
	return out
}

func (p upoly) scale(k *Expr) upoly {
	out := make(upoly, len(p))
	for i, c := range p {
		out[i] = Mul(k, c)
	}
	return out
}

func (p upoly) mul(q upoly) upoly {
	out := make(upoly, len(p)+len(q)-1)
	for i, a := range p {
		for j, b := range q {
			t := Mul(a, b)
			if out[i+j] == nil {
				out[i+j] = t
			} else {
				out[i+j] = Add(out[i+j], t)
			}
		}
	}
	return out
}

// powerSum bounds sum_{j >= 0} nat(V - j·d)^k from above: V a
// non-negative integer-valued expression, d >= 1 an integer, 1 <= k <= 3.
func powerSum(V *Expr, d *big.Rat, k int) *Expr {
	faulhaber := func(M *Expr) *Expr {
		M1 := Add(M, Int(1))
		switch k {
		case 1:
			return Mul(Const(big.NewRat(1, 2)), M, M1)
		case 2:
			return Mul(Const(big.NewRat(1, 6)), M, M1, Add(Mul(Int(2), M), Int(1)))
		}
		return Mul(Const(big.NewRat(1, 4)), M, M, M1, M1)
	}
	if RatCmp(d, ratOne) == 0 {
		return faulhaber(V)
	}
	// M = ceil(V/d) positive terms, each at most d·(M - j).
	dm1 := new(big.Rat).Sub(d, ratOne)
	M := Floor(Mul(Const(new(big.Rat).Inv(d)), Add(V, Const(dm1))))
	if k == 1 {
		// sum = M·V - d·M(M-1)/2 <= M·(V + d)/2, as V <= d·M.
		return Floor(Mul(Const(big.NewRat(1, 2)), M, Add(V, Const(d))))
	}
	dk := new(big.Rat).Set(d)
	for i := 1; i < k; i++ {
		dk.Mul(dk, d)
	}
	return Mul(Const(dk), faulhaber(M))
}

// startSum bounds sum_{j < C} (L0 + j·D)^k from above: L0 and C
// non-negative, C integer-valued, D >= 1 an integer, 1 <= k <= 3. By the
// binomial formula, sum_i binom(k, i)·L0^(k-i)·D^i·sum_{j < C} j^i, where
// sum_{j < C} j^0 = C and sum_{j < C} j^i = S_i(nat(C - 1)) (Faulhaber).
func startSum(L0, C *Expr, D *big.Rat, k int) *Expr {
	binom := [][]int64{{1}, {1, 1}, {1, 2, 1}, {1, 3, 3, 1}}
	var parts []*Expr
	Dk := big.NewRat(1, 1)
	for i := 0; i <= k; i++ {
		var js *Expr
		if i == 0 {
			js = C
		} else {
			js = powerSum(natMinusOne(C), ratOne, i)
		}
		f := []*Expr{Const(new(big.Rat).Mul(big.NewRat(binom[k][i], 1), Dk)), js}
		for e := 0; e < k-i; e++ {
			f = append(f, L0)
		}
		parts = append(parts, Mul(f...))
		Dk = new(big.Rat).Mul(Dk, D)
	}
	return Add(parts...)
}

// natMinusOne is nat(e - 1), written nat(x - 1) when e is nat(x) (the
// same value).
func natMinusOne(e *Expr) *Expr {
	if e.Op == OpNat {
		e = e.Args[0]
	}
	return Nat(Sub(e, Int(1)))
}

// sumPool is the summed part of one function L over a loop: the largest
// coefficient of each power of u among the equations' costs.
type sumPool struct {
	L     Lin
	m     monoFn
	coefs []*Expr // over the entry's head variables
	// eqs are the equations whose costs have a part in the pool: L's
	// values at their applications are the summed ones.
	eqs []*normEq
}

// summedLoopCost is loopCost with the costs' parts that are polynomials
// in a monotone atom summed over the loop (see above): the exit's cost,
// per group its count times the largest remaining cost, and per atom
// the power sums. ok is false when no cost has such a part, or a bound
// fails.
//
// The equations of apart (when not nil) have no part in the pools: their
// whole costs are paid as the counted ones are (groupCost), once where
// they apply first.
//
// With ind, the costs' indicators of doubled counters' complements are
// summed too (indicatorTerm; a callee's cost read from its equations'
// bounds where that gives one: plainIndicatorCost), and ok is false
// where none is.
func (st *state) summedLoopCost(ctx *sccCtx, recEqs []*normEq, exit *Expr, apart map[*normEq]bool, ind bool) (*Expr, bool) {
	if !ctx.sameArity() || len(ctx.edges) == 0 {
		return nil, false
	}
	mono := map[string]monoFn{}
	pools := map[string]*sumPool{}
	inds := map[string]*indPool{}
	rest := map[*normEq]*Expr{}
	for _, eq := range recEqs {
		c, err := st.eqCost(eq, ctx.entry, false)
		if err != nil {
			return nil, false
		}
		if ind {
			if pc, ok := st.plainIndicatorCost(ctx, eq); ok {
				c = pc
			}
		}
		terms := costTerms(c)
		if apart[eq] {
			rest[eq] = c
			continue
		}
		var others []*Expr
		// The coefficients of this equation's terms in each pool: its
		// terms are paid together at an application (added), the
		// equations one at a time (the pool takes their maximum).
		eqCoefs := map[string][]*Expr{}
		for _, t := range terms {
			if L, c, m, ok := st.indicatorTerm(ctx, eq, t, ind); ok {
				key := L.String()
				ip := inds[key]
				if ip == nil {
					ip = &indPool{L: L}
					inds[key] = ip
				}
				ip.coef = append(ip.coef, c)
				if len(ip.eqs) == 0 || ip.eqs[len(ip.eqs)-1] != eq {
					ip.eqs = append(ip.eqs, eq)
				}
				others = append(others, m)
				continue
			}
			v := &sumView{st: st, ctx: ctx, eq: eq, mono: mono}
			if exprSize(t, maxViewSize) > maxViewSize {
				others = append(others, t)
				continue
			}
			v.chooseL(t)
			if !v.set {
				others = append(others, t) // no counter in it
				continue
			}
			p, ok := v.view(t)
			if !ok || !v.set || len(p) < 2 || len(p) > sumMaxDegree+1 {
				others = append(others, t)
				continue
			}
			key := v.L.String()
			pool := pools[key]
			if pool == nil {
				pool = &sumPool{L: v.L, m: v.m}
				pools[key] = pool
			}
			others = append(others, p[0])
			if len(pool.eqs) == 0 || pool.eqs[len(pool.eqs)-1] != eq {
				pool.eqs = append(pool.eqs, eq)
			}
			cs := eqCoefs[key]
			for k := 1; k < len(p); k++ {
				b, err := st.boundExpr(p[k], true, eq, ctx)
				if err != nil {
					return nil, false
				}
				b = Nat(b)
				for len(cs) <= k {
					cs = append(cs, nil)
				}
				if cs[k] == nil {
					cs[k] = b
				} else if noSumEqTerms {
					cs[k] = Max(cs[k], b)
				} else {
					cs[k] = Add(cs[k], b)
				}
			}
			eqCoefs[key] = cs
		}
		for key, cs := range eqCoefs {
			pool := pools[key]
			for k, b := range cs {
				if b == nil {
					continue
				}
				for len(pool.coefs) <= k {
					pool.coefs = append(pool.coefs, nil)
				}
				if pool.coefs[k] == nil {
					pool.coefs[k] = b
				} else {
					pool.coefs[k] = Max(pool.coefs[k], b)
				}
			}
		}
		if len(others) == 0 {
			rest[eq] = Int(0)
		} else {
			rest[eq] = Add(others...)
		}
	}
	if len(pools) == 0 && len(inds) == 0 || ind && len(inds) == 0 {
		return nil, false
	}
	gc, err := st.groupsCost(ctx, recEqs, func(eq *normEq) (*Expr, error) {
		r, ok := rest[eq]
		if !ok {
			// (Every group's equation is a recursive one.)
			return nil, errNoRest
		}
		b, err := st.boundExpr(r, true, eq, ctx)
		if err != nil {
			return nil, err
		}
		return Nat(b), nil
	})
	if err != nil {
		return nil, false
	}
	parts := []*Expr{exit, gc}
	ikeys := make([]string, 0, len(inds))
	for k := range inds {
		ikeys = append(ikeys, k)
	}
	sort.Strings(ikeys)
	for _, k := range ikeys {
		ip := inds[k]
		A, skip, ok := st.geoComplement(ctx, ip.L, ip.eqs)
		if !ok {
			return nil, false
		}
		// The applications with L = A - x > 0: x >= 2^(j + skip) at the
		// j-th, below A at those, so at most nat(ceil(log2(A)) - skip).
		n := Nat(Sub(Ceil(Log2(A.Expr())), Int(int64(skip))))
		parts = append(parts, Mul(Max(ip.coef...), n))
	}
	keys := make([]string, 0, len(pools))
	for k := range pools {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	// The applications of the loop's recursive equations, when each is
	// counted.
	var total *Expr
	if len(ctx.groups) > 0 {
		var cs []*Expr
		in := map[*normEq]bool{}
		for _, g := range ctx.groups {
			cs = append(cs, g.count)
			for _, eq := range g.eqs {
				in[eq] = true
			}
		}
		total = Add(cs...)
		for _, eq := range recEqs {
			if !in[eq] {
				total = nil
			}
		}
	}
	for _, k := range keys {
		pool := pools[k]
		var V *Expr
		if pool.m.dir < 0 {
			// L only decreases: its value at the entry bounds it at every
			// application.
			V = Nat(pool.L.Expr())
		} else {
			// L only increases: bounded at each application that has a
			// part in the pool, the largest bound is its value at the
			// last of them.
			var vs []*Expr
			for _, eq := range pool.eqs {
				b, err := st.boundLin(pool.L, true, eq, ctx)
				if err != nil {
					vs = nil
					break
				}
				vs = append(vs, b)
			}
			if vs != nil {
				V = Nat(Floor(Max(vs...)))
			}
		}
		var sum, fromStart *Expr
		if V != nil {
			// With a step of 1 and L >= m >= 2 at every application, the
			// values of L are among m..V: the terms below m are not summed.
			low := int64(0)
			if RatCmp(pool.m.d, ratOne) == 0 && !noSumFloor {
				low = st.leastAt(pool.L, pool.eqs)
			}
			var ps []*Expr
			for i, c := range pool.coefs {
				if c != nil && i > 0 {
					t := powerSum(V, pool.m.d, i)
					if low >= 2 {
						t = Nat(Sub(t, powerSum(Int(low-1), ratOne, i)))
					}
					ps = append(ps, Mul(c, t))
				}
			}
			sum = Add(ps...)
		}
		if pool.m.dir > 0 && pool.m.D != nil && total != nil {
			// L only increases, by at most D per application, from its
			// value at the entry: at the j-th application it is at most
			// L0 + j·D.
			L0 := Nat(pool.L.Expr())
			var ps []*Expr
			for i, c := range pool.coefs {
				if c != nil && i > 0 {
					ps = append(ps, Mul(c, startSum(L0, total, pool.m.D, i)))
				}
			}
			fromStart = Add(ps...)
		}
		var geo *Expr
		if V != nil && !noGeoSums {
			if f := st.geoFactor(ctx, pool.L, pool.m.dir); f > 0 {
				var ps []*Expr
				for i, c := range pool.coefs {
					if c != nil && i > 0 {
						ps = append(ps, Mul(c, geoSum(V, f, i)))
					}
				}
				geo = Add(ps...)
			}
		}
		var comp *Expr
		if pool.m.dir < 0 && len(pool.coefs) == 2 && pool.coefs[1] != nil && !noGeoComplement {
			if A, skip, ok := st.geoComplement(ctx, pool.L, pool.eqs); ok {
				comp = Mul(pool.coefs[1], geoComplementSum(A, skip))
			}
		}
		var cands []*Expr
		for _, b := range []*Expr{sum, fromStart, geo, comp} {
			if b != nil {
				cands = append(cands, b)
			}
		}
		if len(cands) == 0 {
			return nil, false
		}
		best := cands[0]
		for _, b := range cands[1:] {
			best = smallerBound(best, b, st.entryPre[ctx.entry])
		}
		parts = append(parts, best)
	}
	return Add(parts...), true
}

// leastAt is the least integer value of the head function L at the
// applications of eqs (0 when one has no lower bound).
func (st *state) leastAt(L Lin, eqs []*normEq) int64 {
	var least *big.Rat
	for _, eq := range eqs {
		max, bounded, empty, err := eq.cons.maximizeD(L.Scale(ratMinusOne), st.stop)
		if err != nil || !bounded && !empty {
			return 0
		}
		if empty {
			continue
		}
		if m := ratCeil(RatNeg(max)); least == nil || m.Cmp(least) < 0 {
			least = m
		}
	}
	if least == nil || !least.IsInt() || !least.Num().IsInt64() || least.Num().Int64() > 1<<20 {
		return 0
	}
	return least.Num().Int64()
}

// costTerms splits a cost into the terms that are viewed apart: its
// linear part (one term) and each of its other summands.
func costTerms(c *Expr) []*Expr {
	if c.Op != OpAdd {
		return []*Expr{c}
	}
	var lin, out []*Expr
	args := c.Args
	if !noFactorTerms {
		args = factorTerms(args)
	}
	for _, a := range args {
		if _, ok := LinOf(a); ok {
			lin = append(lin, a)
		} else {
			out = append(out, a)
		}
	}
	if len(lin) > 0 {
		out = append(out, Add(lin...))
	}
	return out
}

// factorTerms groups the products of a sum that have all but a linear
// factor in common, where one of them has a negative coefficient: N·s -
// k·s is (N - k)·s, a polynomial in nat(N - k) where -k·s alone is none.
// The sum's value is unchanged.
func factorTerms(args []*Expr) []*Expr {
	type part struct {
		i         int
		lin, rest *Expr
	}
	byRest := map[string][]part{}
	var keys []string
	neg := map[string]bool{}
	for i, a := range args {
		k, t := splitCoef(a)
		if t.Op != OpMul {
			continue
		}
		for j, f := range t.Args {
			if _, ok := LinOf(f); !ok {
				continue
			}
			rest := make([]*Expr, 0, len(t.Args)-1)
			rest = append(append(rest, t.Args[:j]...), t.Args[j+1:]...)
			r := Mul(rest...)
			key := r.String()
			if byRest[key] == nil {
				keys = append(keys, key)
			}
			byRest[key] = append(byRest[key], part{i, Mul(Const(k), f), r})
			if k.Sign() < 0 {
				neg[key] = true
			}
		}
	}
	used := map[int]bool{}
	var out []*Expr
	for _, key := range keys {
		ps := byRest[key]
		if !neg[key] || len(ps) < 2 {
			continue
		}
		var lins []*Expr
		var rest *Expr
		for _, p := range ps {
			if used[p.i] {
				continue
			}
			used[p.i] = true
			lins = append(lins, p.lin)
			rest = p.rest
		}
		if len(lins) == 0 {
			continue
		}
		out = append(out, Mul(rest, Add(lins...)))
	}
	if len(used) == 0 {
		return args
	}
	for i, a := range args {
		if !used[i] {
			out = append(out, a)
		}
	}
	return out
}

// sampleCompare compares the bounds a and b (over the head variables of
// a loop's entry) at sampled points where the facts at the loop's calls
// from outside hold: aLE (bLE) when a (b) is no larger at any of them,
// large the sign of a - b at the last point with every variable equal
// (the largest), n the points compared (0 when one fails to evaluate).
func sampleCompare(a, b *Expr, facts Poly) (aLE, bLE bool, large, n int) {
	if exprSize(a, maxCompareSize) > maxCompareSize || exprSize(b, maxCompareSize) > maxCompareSize {
		// (Evaluating bounds of thousands of nodes at every point took
		// longer than the rest of the solve.)
		return false, false, 0, 0
	}
	vars := map[string]bool{}
	for _, v := range a.Vars() {
		vars[v] = true
	}
	for _, v := range b.Vars() {
		vars[v] = true
	}
	for _, v := range facts.Vars() {
		vars[v] = true
	}
	names := make([]string, 0, len(vars))
	for v := range vars {
		names = append(names, v)
	}
	sort.Strings(names)
	// Each variable's range from the facts on it alone (an equality
	// #3 = 1 fixes it), and variables that an equality defines from the
	// others (#2 = #0 - 1; an equality is also a pair of opposite
	// inequalities).
	lo, hi := map[string]*big.Rat{}, map[string]*big.Rat{}
	var eqs []Lin
	seen := map[string]bool{}
	for _, c := range facts {
		if len(c.L.Terms) == 1 {
			t := c.L.Terms[0]
			x := new(big.Rat).Quo(RatNeg(c.L.Const), t.K) // t.K·v + k >= 0: v >= -k/t.K when t.K > 0
			if c.Eq || t.K.Sign() > 0 {
				if lo[t.Var] == nil || x.Cmp(lo[t.Var]) > 0 {
					lo[t.Var] = x
				}
			}
			if c.Eq || t.K.Sign() < 0 {
				if hi[t.Var] == nil || x.Cmp(hi[t.Var]) < 0 {
					hi[t.Var] = x
				}
			}
			continue
		}
		if c.Eq || seen[c.L.Scale(ratMinusOne).String()] {
			eqs = append(eqs, c.L)
		}
		seen[c.L.String()] = true
	}
	def := map[string]Lin{} // v = def[v], over the other variables
	var order []string
	for _, l := range eqs {
		for _, t := range l.Terms {
			if _, done := def[t.Var]; done || !isUnit(t.K) || lo[t.Var] != nil && hi[t.Var] != nil {
				continue
			}
			// v = -(l - k·v)/k
			d := l.Scale(RatNeg(new(big.Rat).Inv(t.K)))
			d = d.AddScaled(ratOne, LinVar(t.Var))
			def[t.Var] = d
			order = append(order, t.Var)
			break
		}
	}
	rng := rand.New(rand.NewSource(1))
	aLE, bLE = true, true
	equal, span := []int64{1, 2, 5, 10, 100, 1000, 10000}, 200
	if hasOp(a, OpPow2) || hasOp(b, OpPow2) {
		// (2^N at N = 10000 is slow to compute with, and no help.)
		equal, span = equal[:4], 32
	}
	for i := 0; i < 48 && n < 8+len(equal); i++ {
		env := map[string]*big.Rat{}
		for _, v := range names {
			var x *big.Rat
			if i < len(equal) {
				x = big.NewRat(equal[i], 1)
			} else {
				x = big.NewRat(int64(rng.Intn(span)), 1)
			}
			if l := lo[v]; l != nil && x.Cmp(l) < 0 {
				x = ratCeil(l)
			}
			if h := hi[v]; h != nil && x.Cmp(h) > 0 {
				x = ratFloor(h)
			}
			env[v] = x
		}
		for range order {
			for _, v := range order {
				if x, ok := def[v].EvalAt(env); ok {
					env[v] = x
				}
			}
		}
		if !facts.HoldsAt(env) {
			continue
		}
		n++
		_, ha, errA := a.Eval(env)
		_, hb, errB := b.Eval(env)
		if errA != nil || errB != nil {
			return false, false, 0, 0
		}
		c := ha.Cmp(hb)
		switch c {
		case -1:
			bLE = false
		case 1:
			aLE = false
		}
		if i < len(equal) {
			large = c
		}
	}
	return aLE, bLE, large, n
}

// smallerBound returns the one of a and b (bounds over the head
// variables of a loop's entry) that is no larger at the sampled points
// of sampleCompare (the shorter when equal), else the one of the lower
// growth (degree, then logarithms), else the one smaller where every
// variable is large (10000), else min(a, b) (also when too few
// points are found); past maxCompareSize nodes, the one of the lower
// degree (a when equal). Only the choice depends on the points: both
// are bounds.
func smallerBound(a, b *Expr, facts Poly) *Expr {
	if exprSize(a, maxCompareSize) > maxCompareSize || exprSize(b, maxCompareSize) > maxCompareSize {
		// Too large to compare at points: by degree, a when equal (a
		// min of both would only make it larger).
		if lowerDegree(b, a) {
			return b
		}
		return a
	}
	aLE, bLE, large, n := sampleCompare(a, b, facts)
	switch {
	case n < 3:
		return Min(a, b)
	case aLE && bLE:
		// Equal at every point: the shorter.
		if len(b.String()) < len(a.String()) {
			return b
		}
		return a
	case aLE:
		return a
	case bLE:
		return b
	case lowerGrowth(a, b):
		// Neither is below the other everywhere: the one that grows
		// more slowly (by degree, then by the points where every
		// variable is large; a min of both would be tighter, but min
		// chains make the bounds of nested loops unreadable).
		return a
	case lowerGrowth(b, a):
		return b
	case large < 0:
		return a
	case large > 0:
		return b
	}
	return Min(a, b)
}

// maxViewSize is the largest cost term (in nodes) read as a polynomial.
const maxViewSize = 2000

// maxCompareSize is the largest expression (in nodes) sampleCompare
// evaluates.
const maxCompareSize = 400

// exprSize is the number of nodes of e, counted up to a little past
// limit.
func exprSize(e *Expr, limit int) int {
	n := 1
	for _, a := range e.Args {
		if n > limit {
			break
		}
		n += exprSize(a, limit-n)
	}
	return n
}

// hasOp reports whether e has a node of operator op.
func hasOp(e *Expr, op Op) bool {
	if e.Op == op {
		return true
	}
	for _, a := range e.Args {
		if hasOp(a, op) {
			return true
		}
	}
	return false
}

// below reports whether b is below a at the sampled points of
// sampleCompare: nowhere larger, somewhere smaller.
func below(b, a *Expr, facts Poly) bool {
	if a == b || a.String() == b.String() {
		return false
	}
	aLE, bLE, _, n := sampleCompare(a, b, facts)
	return n >= 3 && bLE && !aLE
}

// Geometric sums. Where every call of the loop multiplies u = nat(L) by at
// least an integer f >= 2 (L increasing: nat(L at the call) >= f·u; a
// counter doubled, n := n * m with m >= 2) or divides it by at least f (L
// decreasing: f·nat(L at the call) <= u; a counter halved), the values of
// u at the applications, taken from the largest, are at most V, V/f,
// V/f^2, ... (V bounds u at every application; for a decreasing L its
// value at the entry), whatever their number: the sum of u^k is at most
// V^k·f^k/(f^k - 1), and for k = 1, as the u are integers and the least
// non-zero one is at least 1, (f·V - 1)/(f - 1) (2V - 1 for doubling).
// The inner loop of for (n = 1; n <= N; n *= 2) for (i = 0; i < n; i++)
// costs 2N - 1 in all, not N·log2(N).

// geoMaxFactor bounds the factors tried (the calls' coefficients).
const geoMaxFactor = 1 << 16

// geoFactor is the largest integer f >= 2 among 2 and the integral
// coefficients of the loop's calls by which every call multiplies nat(L)
// (dir > 0) or divides it (dir < 0), or 0. Each check is a linear
// program per call over the rationals (a relaxation of the integers, so
// a proof holds of them): with L at the head h and at the call c, the
// least of c - f·h where h >= 0 (dir > 0; where h < 0, nat(h) = 0 and
// any call is fine), of h - f·c where c >= 0 (dir < 0), is at least 0.
func (st *state) geoFactor(ctx *sccCtx, L Lin, dir int) int64 {
	if dir == 0 || len(ctx.edges) == 0 {
		return 0
	}
	seen := map[int64]bool{2: true}
	fs := []int64{2}
	for _, e := range ctx.edges {
		for _, a := range e.call.Args {
			for _, t := range a.Terms {
				k := new(big.Rat).Abs(t.K)
				if !k.IsInt() || !k.Num().IsInt64() {
					continue
				}
				if n := k.Num().Int64(); n > 2 && n <= geoMaxFactor && !seen[n] {
					seen[n] = true
					fs = append(fs, n)
				}
			}
		}
	}
	sort.Slice(fs, func(i, j int) bool { return fs[i] > fs[j] })
	for _, f := range fs {
		if st.multiplies(ctx, L, dir, RatInt(f)) {
			return f
		}
	}
	return 0
}

// multiplies is geoFactor's check for one factor f.
func (st *state) multiplies(ctx *sccCtx, L Lin, dir int, f *big.Rat) bool {
	for _, e := range ctx.edges {
		h := L
		c := L.substHead(e.call.Args)
		if dir < 0 {
			h, c = c, h
		}
		// c - f·h >= 0 wherever h >= 0.
		gap := c.AddScaled(RatNeg(f), h)
		cons := append(append(Poly(nil), e.eq.cons...), GE(h, NewLin(new(big.Rat))))
		max, bounded, empty, err := cons.maximizeD(gap.Scale(ratMinusOne), st.stop)
		if err != nil {
			return false
		}
		if empty {
			continue
		}
		if !bounded || max.Sign() > 0 {
			return false
		}
	}
	return true
}

// geoSum bounds the sum of u_j^k over non-negative integers u_j with
// u_j <= V/f^j (j = 0, 1, ...): V a non-negative integer-valued
// expression, f >= 2, 1 <= k <= 3 (see above).
func geoSum(V *Expr, f int64, k int) *Expr {
	if k == 1 {
		// (f·V - 1)/(f - 1), or 0 where V = 0.
		return Floor(Nat(Mul(Const(big.NewRat(1, f-1)), Sub(Mul(Int(f), V), Int(1)))))
	}
	fk := big.NewRat(1, 1)
	for i := 0; i < k; i++ {
		fk.Mul(fk, big.NewRat(f, 1))
	}
	ratio := new(big.Rat).Quo(fk, new(big.Rat).Sub(fk, ratOne))
	fs := []*Expr{Const(ratio)}
	for i := 0; i < k; i++ {
		fs = append(fs, V)
	}
	return Floor(Mul(fs...))
}

// Complements of doubled counters. A cost nat(A - x) where A does not
// change along the loop and every call at least doubles x >= 1 (the h of
// a recursive doubling, p - k senders in the round of distance k, k = 1,
// 2, 4, ...) decreases by steps that grow: counted, it is ceil(log2(A))
// times its first value; summed by steps of 1, A(A+1)/2. At the j-th
// application x >= 2^j, so the sum is at most sum_j nat(A - 2^j), the
// terms with 2^j < A: K·A - (2^K - 1) with K = ceil(log2(A)) for A >= 1
// (0 for A <= 1), exact where x starts at 1 and doubles.

// unchanged reports whether no call of the loop changes the head
// function h (every variable of h is passed as it is).
func unchanged(ctx *sccCtx, h Lin) bool {
	if len(ctx.edges) == 0 {
		return false
	}
	for _, t := range h.Terms {
		if !unchangedVar(ctx, t.Var) {
			return false
		}
	}
	return true
}

// unchangedVar reports whether every call of the loop passes the head
// variable v as it is.
func unchangedVar(ctx *sccCtx, v string) bool {
	for _, e := range ctx.edges {
		if _, ok := headPos(v, len(e.call.Args)); !ok {
			return false
		}
		ch := LinVar(v).substHead(e.call.Args).AddScaled(ratMinusOne, LinVar(v))
		if !ch.IsConst() || ch.Const.Sign() != 0 {
			return false
		}
	}
	return true
}

// geoComplement reports whether the loop's decreasing function L is
// A - x with A unchanged by every call of the loop and x at least doubled
// by each (where x >= 0) and at least 1 at every application of eqs (the
// equations whose costs are summed), and returns A and the number of
// terms of the sum that x's least value m at those applications skips:
// the j-th of them has x >= m·2^j >= 2^(j + skip), skip = floor(log2(m))
// (the later iterations of a loop whose first one is paid apart start
// at x = 2).
func (st *state) geoComplement(ctx *sccCtx, L Lin, eqs []*normEq) (Lin, int, bool) {
	A := Lin{Const: L.Const}
	found := false
	for _, t := range L.Terms {
		if unchangedVar(ctx, t.Var) {
			A = A.AddScaled(t.K, LinVar(t.Var))
		} else {
			found = true
		}
	}
	if !found || len(ctx.edges) == 0 {
		return Lin{}, 0, false
	}
	x := A.AddScaled(ratMinusOne, L)
	least := st.leastAt(x, eqs)
	if !st.multiplies(ctx, x, 1, RatInt(2)) || least < 1 {
		return Lin{}, 0, false
	}
	skip := 0
	for !noGeoStart && least >= 2 {
		skip++
		least /= 2
	}
	return A, skip, true
}

// geoComplementSum is sum_{j >= skip} nat(A - 2^j): K·nat(A) - 2^K + 1
// with K = ceil(log2(A)) (0 where A <= 1), the sum from j = 0, less its
// first skip terms.
func geoComplementSum(A Lin, skip int) *Expr {
	K := Ceil(Log2(A.Expr()))
	parts := []*Expr{Mul(K, Nat(A.Expr())), Mul(Int(-1), Pow2(K)), Int(1)}
	for j := range skip {
		parts = append(parts, Mul(Int(-1), Nat(A.AddScaled(ratMinusOne, NewLin(RatInt(1<<j))).Expr())))
	}
	return Add(parts...)
}

// Indicators of doubled counters' complements. A cost that is c where
// A - x > 0 and at most m elsewhere, x doubled by every call (the h of
// a recursive doubling whose last round, k = p - 1, has fewer senders:
// max(min(1, nat(k - p + 2)), min(2, 2*nat(p - k - 1)))), is counted
// with its largest value times the loop's count, ceil(log2(p))·c. It is
// at most m + nat(c - m)·[A - x > 0] at every application, and as
// x >= 2^j at the j-th (geoComplement), A - x > 0 holds at no more than
// ceil(log2(A)) of them: m per application and nat(c - m)·ceil(log2(A))
// in all (ceil(log2(p)) + ceil(log2(p - 1)) there, the exact sum). A
// callee's cost read from its equations' bounds (plainIndicatorCost)
// keeps its indicator but not the guards of its other cases, so
// loopCost keeps these sums only where below the sums without them, as
// the minimum of both.

// loopHasIndicator reports whether a cost of the loop's equations has a
// term that indicatorTerm reads, as eqCost gives it or as
// plainIndicatorCost does: where none has, the sums with indicators are
// the sums without them.
func (st *state) loopHasIndicator(ctx *sccCtx, recEqs []*normEq) bool {
	for _, eq := range recEqs {
		c, err := st.eqCost(eq, ctx.entry, false)
		if err != nil {
			return false
		}
		if pc, ok := st.plainIndicatorCost(ctx, eq); ok {
			c = pc
		}
		for _, t := range costTerms(c) {
			if _, _, _, ok := st.indicatorTerm(ctx, eq, t, true); ok {
				return true
			}
		}
	}
	return false
}

// indPool is the indicator part of the costs of a loop for one L = A - x:
// the coefficients of [L > 0] (the pool pays the largest) and the
// equations where they apply.
type indPool struct {
	L    Lin
	coef []*Expr
	eqs  []*normEq
}

// indicatorTerm reads the cost term t of the loop's equation eq as at
// most m + c·[L > 0], m and c non-negative constants and L a linear
// function of eq's head that geoComplement reads as A - x, x at least
// doubled by every call: t an indicator (indicatorOf) or the maximum of
// one and terms with constant upper bounds (constUpper), m their
// largest bound (at least 0), c = nat(c' - m), c' the indicator's.
func (st *state) indicatorTerm(ctx *sccCtx, eq *normEq, t *Expr, on bool) (Lin, *Expr, *Expr, bool) {
	if noGeoIndicator || !on {
		return Lin{}, nil, nil, false
	}
	args := []*Expr{t}
	if t.Op == OpMax {
		args = t.Args
	}
	for i, a := range args {
		c, x, ok := indicatorOf(a)
		if !ok {
			continue
		}
		l, ok := LinOf(x)
		if !ok {
			continue
		}
		L, ok := headOf(l, eq)
		if !ok {
			continue
		}
		if _, _, ok := st.geoComplement(ctx, L, []*normEq{eq}); !ok {
			continue
		}
		m := new(big.Rat)
		bounded := true
		for j, o := range args {
			if j == i {
				continue
			}
			u, ok := constUpper(o)
			if !ok {
				bounded = false
				break
			}
			if u.Cmp(m) > 0 {
				m = u
			}
		}
		d := new(big.Rat).Sub(c, m)
		if !bounded || d.Sign() <= 0 {
			continue
		}
		return L, Const(d), Const(m), true
	}
	return Lin{}, nil, nil, false
}

// indicatorOf reads e as at most c·[x > 0]: k·e' with
// k >= 0 a constant, e' a minimum of a constant c' >= 0 and k2·nat(x),
// k2 >= 0 (0 where x <= 0, at most c' elsewhere); c = k·c'.
func indicatorOf(e *Expr) (*big.Rat, *Expr, bool) {
	k, t := splitCoef(e)
	if k.Sign() < 0 || t.Op != OpMin {
		return nil, nil, false
	}
	var c *big.Rat
	var x *Expr
	for _, a := range t.Args {
		if v, ok := a.IsConst(); ok {
			if v.Sign() >= 0 && (c == nil || v.Cmp(c) < 0) {
				c = v
			}
			continue
		}
		k2, n := splitCoef(a)
		if x == nil && k2.Sign() >= 0 && n.Op == OpNat {
			x = n.Args[0]
		}
	}
	if c == nil || x == nil {
		return nil, nil, false
	}
	return new(big.Rat).Mul(k, c), x, true
}

// constUpper is a constant upper bound of e, where its form gives one.
func constUpper(e *Expr) (*big.Rat, bool) {
	if v, ok := e.IsConst(); ok {
		return v, true
	}
	switch e.Op {
	case OpNat:
		u, ok := constUpper(e.Args[0])
		if !ok {
			return nil, false
		}
		if u.Sign() < 0 {
			return new(big.Rat), true
		}
		return u, true
	case OpMin:
		var best *big.Rat
		for _, a := range e.Args {
			if u, ok := constUpper(a); ok && (best == nil || u.Cmp(best) < 0) {
				best = u
			}
		}
		return best, best != nil
	case OpMax, OpAdd:
		out := new(big.Rat)
		for i, a := range e.Args {
			u, ok := constUpper(a)
			if !ok {
				return nil, false
			}
			switch {
			case e.Op == OpAdd:
				out.Add(out, u)
			case i == 0 || u.Cmp(out) > 0:
				out.Set(u)
			}
		}
		return out, true
	case OpMul:
		k, t := splitCoef(e)
		if k.Sign() < 0 || t == e {
			return nil, false
		}
		u, ok := constUpper(t)
		if !ok {
			return nil, false
		}
		return new(big.Rat).Mul(k, u), true
	}
	return nil, false
}

// plainIndicatorCost is eq's cost with each callee's cost read from its
// equations' bounds (relBound.byEq) at the call's arguments: in a loop,
// eqCost reads the callee's cases without the counter (max(1, 2*[p >=
// 3]) for the last round above). An equation of the callee with a
// constant bound b and a constraint l >= 0 of its head costs at most
// min(b, b·nat(l + 1)) at the call (b where l >= 0 holds); such a
// constraint is read where the term is an indicator of a doubled
// counter's complement (indicatorTerm), the others as their bounds. The
// call costs the largest of its equations' (the live ones: those that
// may apply). Returned where some term is such an indicator.
func (st *state) plainIndicatorCost(ctx *sccCtx, eq *normEq) (*Expr, bool) {
	if noGeoIndicator || len(ctx.edges) == 0 {
		return nil, false
	}
	parts := []*Expr{eq.cost}
	found := false
	for _, c := range eq.calls {
		k := c.Key()
		if st.inSCC(ctx.entry, k) {
			continue
		}
		if st.recursive(k) {
			return nil, false
		}
		if _, err := st.boundRel(k); err != nil {
			return nil, false
		}
		rb := st.bounds[k]
		if len(rb.byEq) == 0 {
			return nil, false
		}
		m := map[string]*Expr{}
		for i, a := range c.Args {
			m[headVar(i)] = a.Expr()
		}
		var cases []*Expr
		for _, e := range rb.byEq {
			b := st.substAt(e.b, m)
			t := b
			if v, ok := b.IsConst(); ok && v.Sign() > 0 {
				// Of the constraints l >= 0 whose l + 1 differ by a
				// constant, the least l + 1 (the fewest applications).
				var best *Lin
				for _, con := range e.eq.cons {
					ls := []Lin{con.L}
					if con.Eq {
						ls = append(ls, con.L.Scale(ratMinusOne))
					}
					for _, l := range ls {
						if !headOnly(l, len(c.Args)) {
							continue
						}
						x := l.substHead(c.Args).AddScaled(ratOne, NewLin(ratOne))
						if best != nil {
							d := x.AddScaled(ratMinusOne, *best)
							if !d.IsConst() || d.Const.Sign() >= 0 {
								continue
							}
						}
						if _, _, _, ok := st.indicatorTerm(ctx, eq, Min(b, Mul(b, Nat(x.Expr()))), true); ok {
							best = &x
						}
					}
				}
				if best != nil {
					t = Min(b, Mul(b, Nat(best.Expr())))
					found = true
				}
			}
			cases = append(cases, t)
		}
		parts = append(parts, Max(cases...))
	}
	if !found {
		return nil, false
	}
	return Add(parts...), true
}

// headOnly reports whether l's variables are all head variables of an
// arity n.
func headOnly(l Lin, n int) bool {
	for _, t := range l.Terms {
		if _, ok := headPos(t.Var, n); !ok {
			return false
		}
	}
	return true
}
