package solver

import (
	"maps"
	"math/big"
	"slices"
	"sort"
	"strings"
)

// caseText returns the bracketed conditions of a p-case's indicator e,
// min(1, nat(L1), ..., nat(Lk)), or of c times one, min(c, c*nat(L1),
// ...) (c returned, nil for 1): each Li an integral linear form, the case
// Li >= 1 for every i. A form of one variable is a bound on it, the
// bounds of a variable joined (p >= 2 && p <= 2 is p = 2); a form of
// more is P >= Q + k, P the terms of positive coefficient. False where e
// is not such a min or its case is empty.
func caseText(e *Expr) (*big.Rat, string, bool) {
	if e.Op != OpMin || len(e.Args) < 2 {
		return nil, "", false
	}
	var c *big.Rat
	for _, a := range e.Args {
		if v, ok := a.IsConst(); ok {
			if c != nil || v.Sign() <= 0 {
				return nil, "", false
			}
			c = v
		}
	}
	if c == nil {
		return nil, "", false
	}
	type bound struct {
		lo, hi       *big.Rat
		hasLo, hasHi bool
	}
	vars := map[string]*bound{}
	atoms := map[string]*Expr{}
	forms := map[string]*bound{}
	formLin := map[string]Lin{}
	for _, a := range e.Args {
		if _, ok := a.IsConst(); ok {
			continue
		}
		k, t := splitCoef(a)
		if k.Cmp(c) != 0 || t.Op != OpNat {
			return nil, "", false
		}
		l, ok := atomLin(t.Args[0], atoms)
		if !ok || l.IsConst() || !integralLin(l) {
			return nil, "", false
		}
		if len(l.Terms) > 1 {
			// a.x + k >= 1 as a bound on a.x, a's first coefficient
			// made positive: a.x >= 1 - k, or -a.x + k >= 1 as a.x <=
			// k - 1; the bounds of one a.x joined as those of a variable.
			a := Lin{Terms: l.Terms, Const: new(big.Rat)}
			v := new(big.Rat).Sub(ratOne, l.Const)
			lower := l.Terms[0].K.Sign() > 0
			if !lower {
				a = a.Scale(ratMinusOne)
				v.Neg(v)
			}
			key := a.String()
			b := forms[key]
			if b == nil {
				b = &bound{}
				forms[key] = b
				formLin[key] = a
			}
			if lower && (!b.hasLo || v.Cmp(b.lo) > 0) {
				b.lo, b.hasLo = v, true
			}
			if !lower && (!b.hasHi || v.Cmp(b.hi) < 0) {
				b.hi, b.hasHi = v, true
			}
			continue
		}
		// a*x + k >= 1: x >= (1 - k)/a for a > 0, x <= (k - 1)/-a else.
		x, a0 := l.Terms[0].Var, l.Terms[0].K
		v := new(big.Rat).Quo(new(big.Rat).Sub(ratOne, l.Const), a0)
		b := vars[x]
		if b == nil {
			b = &bound{}
			vars[x] = b
		}
		if a0.Sign() > 0 {
			v = ratCeil(v)
			if !b.hasLo || v.Cmp(b.lo) > 0 {
				b.lo, b.hasLo = v, true
			}
		} else {
			v = ratFloor(v)
			if !b.hasHi || v.Cmp(b.hi) < 0 {
				b.hi, b.hasHi = v, true
			}
		}
	}
	names := make([]string, 0, len(vars))
	for x := range vars {
		names = append(names, x)
	}
	sort.Strings(names)
	var conds []string
	for _, x := range names {
		b := vars[x]
		if !b.hasLo && b.hasHi && b.hi.Sign() == 0 && modNonNeg(x, atoms) {
			// A remainder is >= 0: at most 0 is = 0.
			b.lo, b.hasLo = new(big.Rat), true
		}
		if k, ok := modConstDivisor(x, atoms); ok && !noModEquals {
			// A remainder by a constant k is in 0..k-1: mod(p, 2) >= 1
			// is mod(p, 2) = 1, mod(N, 3) <= 0 is mod(N, 3) = 0.
			switch {
			case !b.hasLo && b.hasHi && b.hi.Sign() == 0:
				b.lo, b.hasLo = new(big.Rat), true
			case b.hasLo && !b.hasHi && b.lo.Cmp(new(big.Rat).Sub(k, ratOne)) == 0:
				b.hi, b.hasHi = b.lo, true
			}
		}
		switch {
		case b.hasLo && b.hasHi && b.lo.Cmp(b.hi) > 0:
			return nil, "", false // an empty case: the 0 it is reads better
		case b.hasLo && b.hasHi && b.lo.Cmp(b.hi) == 0:
			conds = append(conds, x+" = "+b.lo.RatString())
		case b.hasLo && b.hasHi:
			conds = append(conds, b.lo.RatString()+" <= "+x+" <= "+b.hi.RatString())
		case b.hasLo:
			conds = append(conds, x+" >= "+b.lo.RatString())
		default:
			conds = append(conds, x+" <= "+b.hi.RatString())
		}
	}
	keys := make([]string, 0, len(forms))
	for key := range forms {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	for _, key := range keys {
		b, a := forms[key], formLin[key]
		switch {
		case b.hasLo && b.hasHi && b.lo.Cmp(b.hi) > 0:
			return nil, "", false
		case b.hasLo && b.hasHi && b.lo.Cmp(b.hi) == 0:
			conds = append(conds, linCaseText(a, "=", b.lo))
		default:
			if b.hasLo {
				conds = append(conds, linCaseText(a, ">=", b.lo))
			}
			if b.hasHi {
				conds = append(conds, linCaseText(a, "<=", b.hi))
			}
		}
	}
	text := "[" + strings.Join(conds, " && ") + "]"
	if c.Cmp(ratOne) == 0 {
		return nil, text, true
	}
	return c, text, true
}

// modConstDivisor returns k where the variable v of an atomLin form is a
// remainder mod(x, k) by a constant k >= 1 (in 0..k-1 whatever x).
func modConstDivisor(v string, atoms map[string]*Expr) (*big.Rat, bool) {
	a := atoms[v]
	if a == nil {
		return nil, false
	}
	k, ok := a.Args[1].IsConst()
	if !ok || !k.IsInt() || k.Cmp(ratOne) < 0 {
		return nil, false
	}
	return k, true
}

// linCaseText is a op v (a without constant) as P op Q: the terms of
// positive coefficient on the left, the others and v on the right (M >=
// n, N >= p + 1, M = n).
func linCaseText(a Lin, op string, v *big.Rat) string {
	var pos, neg []*Expr
	for _, t := range a.Terms {
		if t.K.Sign() > 0 {
			pos = append(pos, scaleVar(t.K, t.Var))
		} else {
			neg = append(neg, scaleVar(new(big.Rat).Neg(t.K), t.Var))
		}
	}
	neg = append(neg, Const(v))
	return Add(pos...).String() + " " + op + " " + Add(neg...).String()
}

// caseExpr is the indicator of the conjunction of the comparisons
// (a, op, b), op one of = == <= =< >= < >: min(1, nat(L1), ...), each
// comparison one or two forms L >= 1 (a >= b is a - b + 1 >= 1). False
// where a difference is not linear with integer coefficients (the
// indicator of an integral form is 0 or 1, of others it is not).
func caseExpr(cmps [][2]*Expr, ops []string) (*Expr, bool) {
	args := []*Expr{Int(1)}
	for i, c := range cmps {
		d := Sub(c[0], c[1]) // a - b
		// Linear with integer coefficients, in the variables and
		// remainders mod(x, y) (integers at every point): the indicator
		// is 0 or 1.
		l, ok := LinOf(d)
		if !ok {
			l, ok = atomLin(modsOut(d), nil)
		}
		if !ok || !integralLin(l) {
			return nil, false
		}
		ge := func(x *Expr) { args = append(args, Nat(x)) } // x >= 1
		switch ops[i] {
		case "=", "==":
			ge(Add(d, Int(1)))
			ge(Add(Mul(Int(-1), d), Int(1)))
		case ">=":
			ge(Add(d, Int(1)))
		case "<=", "=<":
			ge(Add(Mul(Int(-1), d), Int(1)))
		case ">":
			ge(d)
		case "<":
			ge(Mul(Int(-1), d))
		default:
			return nil, false
		}
	}
	return Min(args...), true
}

// indicatorForms returns the forms Li of a case's indicator min(1,
// nat(L1), ...) (caseForms: integral forms of variables and
// remainders, 0 or 1 at every point), as text.
func indicatorForms(e *Expr) (map[string]bool, bool) {
	ls, ok := caseForms(e)
	if !ok {
		return nil, false
	}
	forms := map[string]bool{}
	for _, l := range ls {
		forms[l.String()] = true
	}
	return forms, true
}

// impliedCasesDropped is the factors of a product without each case's
// indicator whose forms another indicator among them has too: that one
// is 0 wherever it is ([A && B]*[A] is [A && B]; of equal ones, the
// first stays). False where none is dropped.
func impliedCasesDropped(args []*Expr) ([]*Expr, bool) {
	forms := make([]map[string]bool, len(args))
	n := 0
	for i, a := range args {
		if f, ok := indicatorForms(a); ok {
			forms[i] = f
			n++
		}
	}
	if n < 2 {
		return nil, false
	}
	drop := make([]bool, len(args))
	for j := range args {
		for i := range args {
			if i == j || forms[i] == nil || forms[j] == nil || drop[i] || len(forms[j]) > len(forms[i]) {
				continue
			}
			if len(forms[j]) == len(forms[i]) && j < i {
				continue // equal: the first stays
			}
			sub := true
			for f := range forms[j] {
				sub = sub && forms[i][f]
			}
			if sub {
				drop[j] = true
				break
			}
		}
	}
	var kept []*Expr
	for i, a := range args {
		if !drop[i] {
			kept = append(kept, a)
		}
	}
	if len(kept) == len(args) {
		return nil, false
	}
	return kept, true
}

// caseArg is an argument c*[case] of a max, c > 0: its coefficient, the
// ranges its case gives each variable it bounds alone, and its other
// forms as text (with the forms themselves).
type caseArg struct {
	c      *big.Rat
	ranges map[string]*caseRange
	rest   string
	others []Lin
}

// caseRange is lo <= x <= hi over the integers (nil: unbounded).
type caseRange struct{ lo, hi *big.Int }

// caseArgOf reads a as c*min(1, nat(L1), ...) or min(1, ...) (c = 1).
func caseArgOf(a *Expr) (caseArg, bool) {
	c := RatInt(1)
	ind := a
	if a.Op == OpMul && len(a.Args) == 2 {
		v, ok := a.Args[0].IsConst()
		if !ok || v.Sign() <= 0 {
			return caseArg{}, false
		}
		c, ind = v, a.Args[1]
	}
	forms, ok := caseForms(ind)
	if !ok {
		return caseArg{}, false
	}
	ca := caseArg{c: c, ranges: map[string]*caseRange{}}
	var rest []string
	for _, l := range forms {
		if len(l.Terms) != 1 || strings.ContainsAny(l.Terms[0].Var, "()") {
			ca.others = append(ca.others, l)
			rest = append(rest, l.String())
			continue
		}
		// k*x + b >= 1: x >= (1 - b)/k for k > 0, x <= (1 - b)/k for k < 0.
		x, k := l.Terms[0].Var, l.Terms[0].K
		q := new(big.Rat).Quo(new(big.Rat).Sub(RatInt(1), l.Const), k)
		r := ca.ranges[x]
		if r == nil {
			r = &caseRange{}
			ca.ranges[x] = r
		}
		if k.Sign() > 0 {
			lo := ratCeil(q).Num()
			if r.lo == nil || lo.Cmp(r.lo) > 0 {
				r.lo = lo
			}
		} else {
			hi := ratFloor(q).Num()
			if r.hi == nil || hi.Cmp(r.hi) < 0 {
				r.hi = hi
			}
		}
	}
	sort.Strings(rest)
	ca.rest = strings.Join(rest, ";")
	return ca, true
}

func (r *caseRange) equal(o *caseRange) bool {
	eq := func(a, b *big.Int) bool { return a == nil && b == nil || a != nil && b != nil && a.Cmp(b) == 0 }
	if r == nil || o == nil {
		return r == nil && o == nil
	}
	return eq(r.lo, o.lo) && eq(r.hi, o.hi)
}

// union is r ∪ o where they meet or touch (false where a gap is left).
func (r *caseRange) union(o *caseRange) (*caseRange, bool) {
	one := big.NewInt(1)
	touches := func(hi, lo *big.Int) bool { return hi == nil || lo == nil || new(big.Int).Add(hi, one).Cmp(lo) >= 0 }
	if !touches(r.hi, o.lo) || !touches(o.hi, r.lo) {
		return nil, false
	}
	u := &caseRange{}
	if r.lo != nil && o.lo != nil {
		u.lo = r.lo
		if o.lo.Cmp(u.lo) < 0 {
			u.lo = o.lo
		}
	}
	if r.hi != nil && o.hi != nil {
		u.hi = r.hi
		if o.hi.Cmp(u.hi) > 0 {
			u.hi = o.hi
		}
	}
	return u, true
}

// expr is c*[case] again, its ranges written as forms; c alone where no
// form is left.
func (ca caseArg) expr() *Expr {
	args := []*Expr{Int(1)}
	for _, l := range ca.others {
		args = append(args, &Expr{Op: OpNat, Args: []*Expr{l.Expr()}})
	}
	for _, x := range slices.Sorted(maps.Keys(ca.ranges)) {
		r := ca.ranges[x]
		if r.lo != nil { // x - lo + 1 >= 1
			l := Lin{Terms: []LinTerm{{x, RatInt(1)}}, Const: new(big.Rat).SetInt(new(big.Int).Sub(big.NewInt(1), r.lo))}
			args = append(args, &Expr{Op: OpNat, Args: []*Expr{l.Expr()}})
		}
		if r.hi != nil { // hi - x + 1 >= 1
			l := Lin{Terms: []LinTerm{{x, RatInt(-1)}}, Const: new(big.Rat).SetInt(new(big.Int).Add(r.hi, big.NewInt(1)))}
			args = append(args, &Expr{Op: OpNat, Args: []*Expr{l.Expr()}})
		}
	}
	if len(args) == 1 {
		return Const(ca.c)
	}
	ind := &Expr{Op: OpMin, Args: args}
	if ca.c.Cmp(RatInt(1)) == 0 {
		return ind
	}
	return Mul(Const(ca.c), ind)
}

// mergeable reports whether a and b, of one coefficient and other forms,
// differ in the range of one variable only, and that range's union
// when they do.
func mergeable(a, b caseArg) (string, *caseRange, bool) {
	if a.c.Cmp(b.c) != 0 || a.rest != b.rest {
		return "", nil, false
	}
	full := &caseRange{}
	differ := ""
	for _, m := range []map[string]*caseRange{a.ranges, b.ranges} {
		for x := range m {
			ra, rb := a.ranges[x], b.ranges[x]
			if ra == nil {
				ra = full
			}
			if rb == nil {
				rb = full
			}
			if ra.equal(rb) {
				continue
			}
			if differ != "" && differ != x {
				return "", nil, false
			}
			differ = x
		}
	}
	if differ == "" {
		return "", nil, false // equal: sameTerms' job
	}
	ra, rb := a.ranges[differ], b.ranges[differ]
	if ra == nil {
		ra = full
	}
	if rb == nil {
		rb = full
	}
	u, ok := ra.union(rb)
	return differ, u, ok
}

// mergedCases is the arguments of a max with c*[A && x in I] and c*[A &&
// x in J] written c*[A && x in I ∪ J] where I and J meet or touch (c > 0:
// the larger of two such indicators is the indicator of the union):
// max(4*[N <= 1 && p <= 1], 4*[N = 2 && p <= 1], 4*[N >= 3 && p <= 1]) is
// 4*[p <= 1]. False where none merges.
func mergedCases(args []*Expr) ([]*Expr, bool) {
	cas := make([]*caseArg, len(args))
	n := 0
	for i, a := range args {
		if ca, ok := caseArgOf(a); ok {
			cas[i] = &ca
			n++
		}
	}
	if n < 2 {
		return nil, false
	}
	merged := false
	for again := true; again; {
		again = false
		for i := range cas {
			for j := i + 1; j < len(cas) && cas[i] != nil; j++ {
				if cas[j] == nil {
					continue
				}
				x, u, ok := mergeable(*cas[i], *cas[j])
				if !ok {
					continue
				}
				ranges := map[string]*caseRange{}
				for y, r := range cas[i].ranges {
					ranges[y] = r
				}
				delete(ranges, x)
				if u.lo != nil || u.hi != nil {
					ranges[x] = u
				}
				cas[i] = &caseArg{c: cas[i].c, ranges: ranges, rest: cas[i].rest, others: cas[i].others}
				cas[j] = nil
				args[j] = nil
				merged, again = true, true
			}
		}
	}
	if !merged {
		return nil, false
	}
	var out []*Expr
	for i, a := range args {
		switch {
		case a == nil:
		case cas[i] != nil:
			out = append(out, cas[i].expr())
		default:
			out = append(out, a)
		}
	}
	return out, true
}
