package solver

import (
	"fmt"
	"math"
	"math/big"
	"slices"
	"sort"
	"strings"
	"sync/atomic"
)

// Op is the operator of a cost expression node.
type Op int

// The operators of cost expressions. Their semantics over the rationals
// (see Expr.Eval) are total, so that every expression has a value at every
// point: division by a non-positive divisor and log2 of a value below 1 are
// given conventional values that keep the operators monotone.
const (
	OpConst Op = iota // Val
	OpVar             // Name
	OpAdd             // Args[0] + Args[1] + ...
	OpMul             // Args[0] * Args[1] * ...
	OpMax             // max(Args...)
	OpMin             // min(Args...)
	OpNat             // nat(Args[0]) = max(Args[0], 0)
	OpDiv             // Args[0] / max(Args[1], 1): division by a parameter (N/p)
	OpLog2            // log2(max(Args[0], 1)), so never negative
	OpCeil            // ceil(Args[0])
	OpFloor           // floor(Args[0])
	OpPow2            // 2^nat(Args[0])
)

// Expr is a cost expression: a tree of exact rationals, variables and the
// operators above. Expressions are immutable once built; build them with the
// constructors (Const, Var, Add, ...), which simplify as they go, so that two
// equal expressions usually print the same. The zero Expr is not valid.
type Expr struct {
	Op   Op
	Val  *big.Rat // OpConst only
	Name string   // OpVar only
	Args []*Expr
	// text is String's answer once made: the constructors key and sort
	// their arguments by their printed forms, so a subtree is printed
	// again at every level above it (atomic: an expression may be
	// printed by several goroutines at once).
	text atomic.Pointer[string]
}

// Const returns the constant r (r is not kept: its owner may change it).
// The number of a constant is never changed (expressions are immutable),
// so a small integer is RatInt's shared one.
func Const(r *big.Rat) *Expr { return constOf(ratShared(r)) }

// constOf returns the constant r, kept: r must never be changed in place
// (a Lin's number, or a result of ratAdd and the like).
func constOf(r *big.Rat) *Expr { return &Expr{Op: OpConst, Val: r} }

// Int returns the integer constant n.
func Int(n int64) *Expr { return constOf(RatInt(n)) }

// Var returns the variable called name.
func Var(name string) *Expr { return &Expr{Op: OpVar, Name: name} }

// IsConst reports whether e is a constant, and returns its value.
func (e *Expr) IsConst() (*big.Rat, bool) {
	if e.Op == OpConst {
		return e.Val, true
	}
	return nil, false
}

func isZero(e *Expr) bool { v, ok := e.IsConst(); return ok && v.Sign() == 0 }

var ratOne = big.NewRat(1, 1)

// ratMinusOne is -1, for the many a - b and -a (shared like ratOne:
// never changed in place; big.NewRat's normalisation allocated each time).
var ratMinusOne = big.NewRat(-1, 1)

// Add returns the simplified sum of its arguments: nested sums are
// flattened, constants folded and equal terms collected (2*nat(A) + nat(A)
// is 3*nat(A)).
func Add(args ...*Expr) *Expr {
	// The sums are numbers that are never changed in place (see ratAdd):
	// kept by the constants built from them.
	c := RatInt(0)
	coef := map[string]*big.Rat{}
	term := map[string]*Expr{}
	var order []string
	var add func(e *Expr, k *big.Rat)
	add = func(e *Expr, k *big.Rat) {
		switch e.Op {
		case OpConst:
			c = addMul(c, k, e.Val)
			return
		case OpAdd:
			for _, a := range e.Args {
				add(a, k)
			}
			return
		}
		f, t := splitCoef(e)
		key := t.String()
		if _, ok := coef[key]; !ok {
			coef[key] = RatInt(0)
			term[key] = t
			order = append(order, key)
		}
		coef[key] = addMul(coef[key], k, f)
	}
	for _, a := range args {
		add(a, ratOne)
	}
	out := make([]*Expr, 0, len(order)+1)
	// The order of sortTerms with the printed forms already at hand (the
	// keys); the same stable sort as sort.SliceStable's, without its
	// reflection's allocations.
	slices.SortStableFunc(order, func(a, b string) int {
		if ka, kb := termRank(term[a]), termRank(term[b]); ka != kb {
			return ka - kb
		}
		return strings.Compare(a, b)
	})
	for _, key := range order {
		if coef[key].Sign() == 0 {
			continue
		}
		out = append(out, scale(coef[key], term[key]))
	}
	if c.Sign() != 0 || len(out) == 0 {
		out = append(out, constOf(c))
	}
	if len(out) == 1 {
		return out[0]
	}
	return &Expr{Op: OpAdd, Args: out}
}

// addMul returns s + k*v (as ratAdd: none of the three is changed): with
// int64 arithmetic when the three are small integers (the usual case;
// the same value without a product's storage), else with big.Rat's.
func addMul(s, k, v *big.Rat) *big.Rat {
	if ki, ok := smallInt(k); ok {
		if vi, ok := smallInt(v); ok {
			if si, ok := smallInt(s); ok {
				if p, ok := mul64(ki, vi); ok {
					if r, ok := add64(si, p); ok {
						return RatInt(r)
					}
				}
			}
		}
	}
	return ratAdd(s, ratMul(k, v))
}

// sortTerms sorts es stably in the order of the terms of a sum (termRank,
// then the printed text), printing each once.
func sortTerms(es []*Expr) {
	if len(es) < 2 {
		return
	}
	type keyed struct {
		e    *Expr
		rank int
		text string
	}
	ks := make([]keyed, len(es))
	for i, e := range es {
		ks[i] = keyed{e, termRank(e), e.String()}
	}
	sort.SliceStable(ks, func(i, j int) bool {
		if ks[i].rank != ks[j].rank {
			return ks[i].rank < ks[j].rank
		}
		return ks[i].text < ks[j].text
	})
	for i := range ks {
		es[i] = ks[i].e
	}
}

// termRank orders the terms of a sum: variables first, then the rest, then
// products; equal ranks go by printed text, so that printing is stable.
func termRank(e *Expr) int {
	switch e.Op {
	case OpVar:
		return 0
	case OpMul:
		return 2
	}
	return 1
}

// splitCoef splits e into a rational factor and the rest.
func splitCoef(e *Expr) (*big.Rat, *Expr) {
	if e.Op == OpMul {
		if v, ok := e.Args[0].IsConst(); ok {
			rest := e.Args[1:]
			if len(rest) == 1 {
				return v, rest[0]
			}
			return v, &Expr{Op: OpMul, Args: rest}
		}
	}
	return ratOne, e
}

// scale returns k*t; k is kept (as constOf's).
func scale(k *big.Rat, t *Expr) *Expr {
	if RatCmp(k, ratOne) == 0 {
		return t
	}
	if t.Op == OpMul {
		return &Expr{Op: OpMul, Args: append([]*Expr{constOf(k)}, t.Args...)}
	}
	n := new(scaleNode)
	n.k = Expr{Op: OpConst, Val: k}
	n.args = [2]*Expr{&n.k, t}
	n.e = Expr{Op: OpMul, Args: n.args[:]}
	return &n.e
}

// scaleNode is the product k*t of scale and k*v of Lin.Expr in one
// allocation (the product, its arguments and its constant, and a
// variable's node): expressions are immutable, so their parts may share
// storage (they cannot be told apart from separate ones).
type scaleNode struct {
	e    Expr
	args [2]*Expr
	k, v Expr
}

// scaleVar returns k*v as scale(k, Var(v)) does.
func scaleVar(k *big.Rat, v string) *Expr {
	if RatCmp(k, ratOne) == 0 {
		return Var(v)
	}
	n := new(scaleNode)
	n.v = Expr{Op: OpVar, Name: v}
	n.k = Expr{Op: OpConst, Val: k}
	n.args = [2]*Expr{&n.k, &n.v}
	n.e = Expr{Op: OpMul, Args: n.args[:]}
	return &n.e
}

// Sub returns a - b.
func Sub(a, b *Expr) *Expr { return Add(a, Mul(Int(-1), b)) }

// Mul returns the simplified product of its arguments. A product of a
// constant and a sum is distributed (2*(A + 1) is 2*A + 2); other products
// of sums are kept, which keeps printed bounds short.
func Mul(args ...*Expr) *Expr {
	c := RatInt(1) // (never changed in place: kept by constOf)
	var fs []*Expr
	var add func(e *Expr)
	add = func(e *Expr) {
		switch e.Op {
		case OpConst:
			c = ratMul(c, e.Val)
		case OpMul:
			for _, a := range e.Args {
				add(a)
			}
		default:
			fs = append(fs, e)
		}
	}
	for _, a := range args {
		add(a)
	}
	if c.Sign() == 0 {
		return Int(0)
	}
	if len(fs) == 0 {
		return constOf(c)
	}
	if len(fs) == 1 && fs[0].Op == OpAdd {
		parts := make([]*Expr, len(fs[0].Args))
		for i, a := range fs[0].Args {
			parts[i] = Mul(constOf(c), a)
		}
		return Add(parts...)
	}
	if !noImpliedCases && minFactors(fs) >= 2 {
		// [A && B]*[A] is [A && B] (a loop's first guard beside the
		// cases of its count).
		if kept, ok := impliedCasesDropped(fs); ok {
			fs = kept
		}
	}
	sortTerms(fs)
	if len(fs) == 1 {
		return scale(c, fs[0])
	}
	return scale(c, &Expr{Op: OpMul, Args: fs})
}

// minFactors counts the minima among fs.
func minFactors(fs []*Expr) int {
	n := 0
	for _, f := range fs {
		if f.Op == OpMin {
			n++
		}
	}
	return n
}

// Max returns the simplified maximum of its arguments (at least one).
// Nested maxima are flattened, duplicates removed, constants folded into
// one, and a non-positive constant dropped next to a provably non-negative
// argument.
func Max(args ...*Expr) *Expr { return maxMin(OpMax, args) }

// Min returns the simplified minimum of its arguments (at least one).
func Min(args ...*Expr) *Expr { return maxMin(OpMin, args) }

func maxMin(op Op, args []*Expr) *Expr {
	var c *big.Rat
	seen := map[string]bool{}
	var out []*Expr
	text := map[*Expr]string{} // each argument printed once
	var add func(e *Expr)
	add = func(e *Expr) {
		if e.Op == op {
			for _, a := range e.Args {
				add(a)
			}
			return
		}
		if v, ok := e.IsConst(); ok {
			if c == nil || (op == OpMax && RatCmp(v, c) > 0) || (op == OpMin && RatCmp(v, c) < 0) {
				c = v
			}
			return
		}
		k := e.String()
		if !seen[k] {
			seen[k] = true
			out = append(out, e)
			text[e] = k
		}
	}
	for _, a := range args {
		add(a)
	}
	if len(out) > 1 && !noSameTerms {
		out = sameTerms(op, out, text)
	}
	if op == OpMax && len(out) > 1 {
		out = dropDominated(out, text, c != nil && c.Sign() >= 0)
	}
	if op == OpMin && c != nil && c.Sign() <= 0 && !noMinNonNeg {
		// min(0, nat(p - 8)) is 0: an argument never below 0 is never
		// below c (an indicator's case that holds nowhere).
		out = slices.DeleteFunc(out, NonNegative)
	}
	if op == OpMin && c != nil && RatCmp(c, ratOne) == 0 && !noMinNonNeg {
		// min(1, ceil(log2(L))) is min(1, nat(L - 1)) for an integral L
		// (the count of a doubling loop beside its cases: [p >= 2]).
		for i, a := range out {
			if a.Op == OpCeil && a.Args[0].Op == OpLog2 {
				if l, ok := LinOf(a.Args[0].Args[0]); ok && integralLin(l) {
					out[i] = Nat(Add(l.Expr(), Int(-1)))
				}
			}
		}
	}
	if op == OpMin && c != nil && c.Sign() > 0 && !noMinNonNeg {
		// min(1, A + 1) with A >= 0 is 1 (a count of at least one
		// beside an indicator): an argument never below c goes too.
		out = slices.DeleteFunc(out, func(a *Expr) bool { return atLeastConst(a, c) })
	}
	if c != nil {
		keep := true
		if op == OpMax && c.Sign() <= 0 {
			for _, a := range out {
				if NonNegative(a) {
					keep = false
				}
			}
		}
		if keep {
			out = append(out, Const(c))
		}
	}
	if len(out) == 0 {
		panic("solver: max/min of nothing")
	}
	if len(out) == 1 {
		return out[0]
	}
	keys := make([]string, len(out))
	for i, e := range out {
		if k, ok := text[e]; ok {
			keys[i] = k
		} else {
			keys[i] = e.String() // the constant
		}
	}
	idx := make([]int, len(out))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool { return keys[idx[i]] < keys[idx[j]] })
	sorted := make([]*Expr, len(out))
	for i, k := range idx {
		sorted[i] = out[k]
	}
	return &Expr{Op: op, Args: sorted}
}

// sameTerms keeps, of the arguments of a max (min) that differ only in
// their constant term (t + 1, t + 10, t), the one with the largest
// (least) constant: t + c1 <= t + c2 at every point where c1 <= c2. A
// bound that is the maximum over many paths of k*p + c stays short. text
// holds each argument's printed form.
func sameTerms(op Op, args []*Expr, text map[*Expr]string) []*Expr {
	type cand struct {
		i int
		c *big.Rat
	}
	best := map[string]cand{}
	var order []string
	for i, a := range args {
		key, c := text[a], RatInt(0)
		if a.Op == OpAdd {
			if v, ok := a.Args[len(a.Args)-1].IsConst(); ok {
				var parts []string
				for _, t := range a.Args[:len(a.Args)-1] {
					parts = append(parts, t.String())
				}
				key, c = strings.Join(parts, " + "), v
			}
		}
		b, ok := best[key]
		switch {
		case !ok:
			order = append(order, key)
			best[key] = cand{i, c}
		case op == OpMax && RatCmp(c, b.c) > 0 || op == OpMin && RatCmp(c, b.c) < 0:
			best[key] = cand{i, c}
		}
	}
	if len(order) == len(args) {
		return args
	}
	out := make([]*Expr, 0, len(order))
	for _, k := range order {
		out = append(out, args[best[k].i])
	}
	return out
}

// dropDominated removes from the (non-constant) arguments of a max those
// that another argument is >= at every point, by two syntactic rules:
//
//   - k1*X and k2*X with 0 < k1 < k2, when some argument is >= 0 at every
//     point (nonNegArg: a constant >= 0 beside them, or a NonNegative
//     argument): k1*X goes. Where X >= 0, k2*X >= k1*X; where X < 0, k1*X
//     is negative and that argument is not.
//   - a and a + Y1 + ... + Yn with every Yi NonNegative (and not a
//     constant, which stays in a): a goes.
//
// The maximum keeps its value at every point; the closed forms of chains
// of join relations (max of sums of max) stay small. text holds each
// argument's printed form.
func dropDominated(args []*Expr, text map[*Expr]string, nonNegArg bool) []*Expr {
	if !nonNegArg {
		for _, a := range args {
			if NonNegative(a) {
				nonNegArg = true
				break
			}
		}
	}
	index := make(map[string]int, len(args))
	for i, a := range args {
		index[text[a]] = i
	}
	dropped := make([]bool, len(args))
	n := 0
	drop := func(i int) {
		if !dropped[i] {
			dropped[i] = true
			n++
		}
	}
	if nonNegArg {
		// The largest positive coefficient of each term.
		best := map[string]int{}
		coef := make([]*big.Rat, len(args))
		for i, a := range args {
			k, t := splitCoef(a)
			if k.Sign() <= 0 {
				continue
			}
			coef[i] = k
			key := t.String()
			if j, ok := best[key]; !ok || RatCmp(k, coef[j]) > 0 {
				if ok {
					drop(j)
				}
				best[key] = i
			} else {
				drop(i)
			}
		}
	}
	for _, a := range args {
		if a.Op != OpAdd {
			continue
		}
		var rest []*Expr
		pos := false
		for _, t := range a.Args {
			// (A constant stays with a: a + 1 is matched, not a.)
			if _, isConst := t.IsConst(); !isConst && NonNegative(t) {
				pos = true
			} else {
				rest = append(rest, t)
			}
		}
		if !pos || len(rest) == 0 {
			continue
		}
		if j, ok := index[Add(rest...).String()]; ok && args[j] != a {
			drop(j)
		}
	}
	if len(args) <= maxCoefDominance && !noCoefDominance {
		// max(2*I + X, I + X) is 2*I + X where I >= 0: a sum whose
		// every term has at least the other's coefficient, its other
		// terms non-negative, and at least its constant.
		sums := make([]map[string]*big.Rat, len(args))
		consts := make([]*big.Rat, len(args))
		for i, a := range args {
			sums[i], consts[i] = coefTerms(a)
		}
		for i := range args {
			for j := range args {
				if i == j || dropped[i] || dropped[j] || sums[i] == nil || sums[j] == nil {
					continue
				}
				if coefAbove(sums[i], consts[i], sums[j], consts[j]) {
					drop(j)
				}
			}
		}
	}
	if n == 0 {
		return args
	}
	out := make([]*Expr, 0, len(args)-n)
	for i, a := range args {
		if !dropped[i] {
			out = append(out, a)
		}
	}
	return out
}

// maxCoefDominance bounds the arguments of a max compared pairwise by
// their terms' coefficients (dropDominated).
const maxCoefDominance = 12

// coefTerms splits e into its terms' coefficients by the terms' text
// (each term non-negative, else nil) and its constant.
func coefTerms(e *Expr) (map[string]*big.Rat, *big.Rat) {
	parts := []*Expr{e}
	if e.Op == OpAdd {
		parts = e.Args
	}
	m := map[string]*big.Rat{}
	c := new(big.Rat)
	for _, t := range parts {
		if v, ok := t.IsConst(); ok {
			c = ratAdd(c, v)
			continue
		}
		k, u := splitCoef(t)
		if k.Sign() <= 0 || !NonNegative(u) {
			return nil, nil
		}
		key := u.String()
		if old, ok := m[key]; ok {
			k = ratAdd(old, k)
		}
		m[key] = k
	}
	return m, c
}

// coefAbove reports whether the sum (a, ca) is at least (b, cb)
// wherever its terms are non-negative: every term of b is in a with at
// least its coefficient, and ca >= cb.
func coefAbove(a map[string]*big.Rat, ca *big.Rat, b map[string]*big.Rat, cb *big.Rat) bool {
	if RatCmp(ca, cb) < 0 {
		return false
	}
	for t, k := range b {
		ka, ok := a[t]
		if !ok || RatCmp(ka, k) < 0 {
			return false
		}
	}
	return true
}

// Nat returns nat(e) = max(e, 0); e itself when it is provably
// non-negative.
func Nat(e *Expr) *Expr {
	if v, ok := e.IsConst(); ok {
		if v.Sign() < 0 {
			return Int(0)
		}
		return e
	}
	if NonNegative(e) {
		return e
	}
	// nat(k*e) = k*nat(e) for k > 0 keeps the atoms' coefficients primitive.
	if f, t := splitCoef(e); f.Sign() > 0 && RatCmp(f, ratOne) != 0 {
		return Mul(Const(f), Nat(t))
	}
	return &Expr{Op: OpNat, Args: []*Expr{e}}
}

// Div returns a / max(b, 1): division by a parameter such as p. Division
// by a positive constant is multiplication by its inverse.
func Div(a, b *Expr) *Expr {
	if v, ok := b.IsConst(); ok {
		if RatCmp(v, ratOne) <= 0 {
			return a
		}
		return Mul(Const(new(big.Rat).Inv(v)), a)
	}
	if isZero(a) {
		return a
	}
	return &Expr{Op: OpDiv, Args: []*Expr{a, b}}
}

// Log2 returns log2(max(e, 1)).
func Log2(e *Expr) *Expr {
	if v, ok := e.IsConst(); ok {
		if RatCmp(v, ratOne) <= 0 {
			return Int(0)
		}
		if v.IsInt() && v.Num().BitLen() > 0 {
			n := v.Num()
			if new(big.Int).And(n, new(big.Int).Sub(n, big.NewInt(1))).Sign() == 0 {
				return Int(int64(n.BitLen() - 1))
			}
		}
	}
	return &Expr{Op: OpLog2, Args: []*Expr{e}}
}

// Ceil returns ceil(e); ceil(-x) is written -floor(x) (negated).
func Ceil(e *Expr) *Expr {
	if v, ok := e.IsConst(); ok {
		return Const(ratCeil(v))
	}
	if isIntegral(e) {
		return e
	}
	if c, ok := log2Const(e); ok && !noLog2Consts {
		// The least k with 2^k >= c, an integer: 2^k >= ceil(c).
		n := new(big.Int).Sub(ratCeil(c).Num(), big.NewInt(1))
		return Int(int64(n.BitLen()))
	}
	if m, ok := negated(e); ok {
		return Mul(Int(-1), Floor(m))
	}
	if r, ok := roundParts(e, OpCeil); ok {
		return r
	}
	return &Expr{Op: OpCeil, Args: []*Expr{e}}
}

// roundParts rewrites round(e), round floor or ceil, where a part of e
// can leave it at every point: round(x + k) is round(x) + k for an
// integral k, and round(round(x) / b) is round(x / b) for an integer b
// >= 1 (the integers between x and round(x) hold no multiple of b that
// the two sides could differ at). floor(floor(p/2)/2 - 1) prints as
// floor(p/4) - 1.
func roundParts(e *Expr, op Op) (*Expr, bool) {
	if noNestedRound {
		return nil, false
	}
	round := Floor
	if op == OpCeil {
		round = Ceil
	}
	switch e.Op {
	case OpAdd:
		var whole, rest []*Expr
		for _, a := range e.Args {
			if isIntegral(a) {
				whole = append(whole, a)
			} else {
				rest = append(rest, a)
			}
		}
		if len(whole) == 0 || len(rest) == 0 {
			return nil, false
		}
		return Add(append([]*Expr{round(Add(rest...))}, whole...)...), true
	case OpMul:
		if len(e.Args) != 2 {
			return nil, false
		}
		c, ok := e.Args[0].IsConst()
		in := e.Args[1]
		if !ok {
			c, ok = e.Args[1].IsConst()
			in = e.Args[0]
		}
		if !ok || c.Sign() <= 0 || !c.Num().IsInt64() || c.Num().Int64() != 1 {
			return nil, false
		}
		if in.Op != op || len(in.Args) != 1 {
			return nil, false
		}
		return round(Mul(Const(c), in.Args[0])), true
	}
	return nil, false
}

// negated returns -e when the first non-constant term of e has a negative
// coefficient and that of -e a positive one: ceil(-x) is -floor(x) and
// floor(-x) is -ceil(x) at every point, so that ceil(-p/2) and floor(p/2)
// are the same atom and the terms of an expanded product cancel.
func negated(e *Expr) (*Expr, bool) {
	if noNegatedRound {
		return nil, false
	}
	lead := func(e *Expr) int {
		t := e
		if e.Op == OpAdd {
			t = e.Args[0]
		}
		if _, ok := t.IsConst(); ok {
			return 0
		}
		k, _ := splitCoef(t)
		return k.Sign()
	}
	if lead(e) >= 0 {
		return nil, false
	}
	m := Mul(Int(-1), e)
	if lead(m) <= 0 {
		return nil, false
	}
	return m, true
}

// Floor returns floor(e); floor(-x) is written -ceil(x) (negated), and
// integral addends and a nested floor divided by an integer come out
// (roundParts).
func Floor(e *Expr) *Expr {
	if v, ok := e.IsConst(); ok {
		return Const(ratFloor(v))
	}
	if isIntegral(e) {
		return e
	}
	if c, ok := log2Const(e); ok && !noLog2Consts {
		// The greatest k with 2^k <= c, an integer: 2^k <= floor(c).
		return Int(int64(ratFloor(c).Num().BitLen() - 1))
	}
	if m, ok := negated(e); ok {
		return Mul(Int(-1), Ceil(m))
	}
	if r, ok := roundParts(e, OpFloor); ok {
		return r
	}
	return &Expr{Op: OpFloor, Args: []*Expr{e}}
}

// log2Const reports whether e is log2(c) of a constant c >= 1 (Log2
// folds the powers of two, the others stay) of at most 62 bits.
func log2Const(e *Expr) (*big.Rat, bool) {
	if e.Op != OpLog2 {
		return nil, false
	}
	c, ok := e.Args[0].IsConst()
	if !ok || RatCmp(c, ratOne) < 0 || ratCeil(c).Num().BitLen() > 62 {
		return nil, false
	}
	return c, true
}

// Pow2 returns 2^nat(e).
func Pow2(e *Expr) *Expr {
	if v, ok := e.IsConst(); ok && v.IsInt() && v.Num().IsInt64() && v.Num().Int64() < 64 {
		n := v.Num().Int64()
		if n < 0 {
			n = 0
		}
		return Const(new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(1), uint(n))))
	}
	return &Expr{Op: OpPow2, Args: []*Expr{e}}
}

// isIntegral reports whether e takes integer values at integer points.
func isIntegral(e *Expr) bool {
	switch e.Op {
	case OpConst:
		return e.Val.IsInt()
	case OpVar, OpCeil, OpFloor, OpPow2:
		return true
	case OpAdd, OpMul, OpMax, OpMin, OpNat:
		for _, a := range e.Args {
			if !isIntegral(a) {
				return false
			}
		}
		return true
	}
	return false
}

// NonNegative reports whether e is provably >= 0 at every point (a
// syntactic check: nat, log2, pow2 and sums/products of such).
func NonNegative(e *Expr) bool {
	switch e.Op {
	case OpConst:
		return e.Val.Sign() >= 0
	case OpNat, OpLog2, OpPow2:
		return true
	case OpAdd, OpMul, OpMin:
		for _, a := range e.Args {
			if !NonNegative(a) {
				return false
			}
		}
		return true
	case OpMax:
		for _, a := range e.Args {
			if NonNegative(a) {
				return true
			}
		}
		return false
	case OpDiv, OpCeil, OpFloor:
		return NonNegative(e.Args[0])
	}
	return false
}

// Vars returns the sorted names of the variables of e.
func (e *Expr) Vars() []string {
	set := map[string]bool{}
	var walk func(*Expr)
	walk = func(e *Expr) {
		if e.Op == OpVar {
			set[e.Name] = true
		}
		for _, a := range e.Args {
			walk(a)
		}
	}
	walk(e)
	out := make([]string, 0, len(set))
	for v := range set {
		out = append(out, v)
	}
	sort.Strings(out)
	return out
}

// Subst replaces variables by expressions (those not in m stay) and
// re-simplifies.
func (e *Expr) Subst(m map[string]*Expr) *Expr {
	switch e.Op {
	case OpConst:
		return e
	case OpVar:
		if r, ok := m[e.Name]; ok {
			return r
		}
		return e
	}
	args := make([]*Expr, len(e.Args))
	for i, a := range e.Args {
		args[i] = a.Subst(m)
	}
	return rebuild(e.Op, args)
}

// rebuild applies the simplifying constructor of op.
func rebuild(op Op, args []*Expr) *Expr {
	switch op {
	case opModText:
		return &Expr{Op: op, Args: args}
	case OpAdd:
		return Add(args...)
	case OpMul:
		return Mul(args...)
	case OpMax:
		return Max(args...)
	case OpMin:
		return Min(args...)
	case OpNat:
		return Nat(args[0])
	case OpDiv:
		return Div(args[0], args[1])
	case OpLog2:
		return Log2(args[0])
	case OpCeil:
		return Ceil(args[0])
	case OpFloor:
		return Floor(args[0])
	case OpPow2:
		return Pow2(args[0])
	}
	panic(fmt.Sprintf("solver: rebuild of op %d", op))
}

// Simplify returns e rebuilt bottom-up with the simplifying constructors
// (useful for expressions built as literals).
func Simplify(e *Expr) *Expr { return e.Subst(nil) }

// String prints e in the syntax ParseExpr reads: infix + - * /, functions
// nat, max, min, log2, ceil, floor and 2^(e). Sums print their variable
// terms first and the constant last: nat(A - B) + 1.
func (e *Expr) String() string {
	// (A variable and a constant print as themselves at the top, with no
	// builder: Add keys its terms by their printed forms. A larger tree
	// starts with room for a short sum, not a regrowth per term.)
	switch e.Op {
	case OpVar:
		return e.Name
	case OpConst:
		return e.Val.RatString()
	}
	if t := e.text.Load(); t != nil && !noExprText {
		return *t
	}
	var b strings.Builder
	b.Grow(32)
	e.printNew(&b, 0, false)
	t := b.String()
	if !noExprText {
		e.text.Store(&t)
	}
	return t
}

// Pretty prints e as String does, except that a p-case's indicator,
// min(1, nat(L1), ..., nat(Lk)) with integral linear forms Li (1 where
// every Li >= 1, else 0), and c times one, min(c, c*nat(L1), ...), print
// as their conditions in brackets, [p = 2], [2 <= p <= 4], [N >= p + 1
// && p <= 3], c*[...]: the form a person reads, which ParseExpr reads
// back to an equal expression. Bounds are shown to users in this form.
func (e *Expr) Pretty() string {
	switch e.Op {
	case OpVar:
		return e.Name
	case OpConst:
		return e.Val.RatString()
	}
	if noCaseText {
		return e.String()
	}
	var b strings.Builder
	b.Grow(32)
	scaledCasesOut(modsOut(e)).print(&b, 0, true)
	return b.String()
}

// scaledCasesOut is e with each c times a case's indicator, min(c,
// c*nat(L1), ...), written c*min(1, nat(L1), ...): the constant joins the
// coefficient of the product it is in (3*N*[p <= 1], not N*(3*[p <= 1])).
func scaledCasesOut(e *Expr) *Expr {
	if len(e.Args) == 0 {
		return e
	}
	args := make([]*Expr, len(e.Args))
	changed := false
	for i, a := range e.Args {
		args[i] = scaledCasesOut(a)
		changed = changed || args[i] != a
	}
	if e.Op == OpMul && !noImpliedCases {
		if kept, ok := impliedCasesDropped(args); ok {
			args, changed = kept, true
		}
	}
	if e.Op == OpMax && !noMergedCases {
		if kept, ok := mergedCases(args); ok {
			args, changed = kept, true
		}
	}
	if c, _, ok := caseText(e); ok && c != nil {
		one := []*Expr{Int(1)}
		for _, a := range e.Args {
			if _, isConst := a.IsConst(); !isConst {
				_, t := splitCoef(a)
				one = append(one, t)
			}
		}
		return Mul(Const(c), &Expr{Op: OpMin, Args: one})
	}
	if !changed {
		return e
	}
	return rebuild(e.Op, args)
}

// precedence levels: 0 top, 1 sum operand, 2 product operand. cases
// prints p-cases' indicators in brackets (Pretty).
func (e *Expr) print(b *strings.Builder, prec int, cases bool) {
	// A subtree that prints as it does at the top (a function, a
	// product; a sum or a quotient at the top level) is printed once, by
	// String, which keeps its text. (Pretty's text differs: not kept.)
	if !cases && e.Op != OpConst && e.Op != OpVar && (prec == 0 || e.Op != OpAdd && e.Op != OpDiv) && !noExprText {
		b.WriteString(e.String())
		return
	}
	e.printNew(b, prec, cases)
}

// printNew is print without e's own kept text.
func (e *Expr) printNew(b *strings.Builder, prec int, cases bool) {
	if cases && e.Op == OpMin {
		if c, text, ok := caseText(e); ok {
			if c != nil {
				if prec > 1 {
					b.WriteByte('(')
				}
				b.WriteString(c.RatString())
				b.WriteString("*")
			}
			b.WriteString(text)
			if c != nil && prec > 1 {
				b.WriteByte(')')
			}
			return
		}
	}
	switch e.Op {
	case OpConst:
		s := e.Val.RatString()
		if (e.Val.Sign() < 0 && prec > 0) || (!e.Val.IsInt() && prec > 1) {
			s = "(" + s + ")"
		}
		b.WriteString(s)
	case OpVar:
		b.WriteString(e.Name)
	case OpAdd:
		if prec > 0 {
			b.WriteByte('(')
		}
		for i, a := range e.Args {
			f, t := splitCoef(a)
			neg := false
			if a.Op == OpConst {
				neg = a.Val.Sign() < 0
				f = ratAbs(a.Val)
			} else if f.Sign() < 0 {
				neg = true
				f = RatNeg(f)
			}
			switch {
			case i == 0 && neg:
				b.WriteString("-")
			case i > 0 && neg:
				b.WriteString(" - ")
			case i > 0:
				b.WriteString(" + ")
			}
			if a.Op == OpConst {
				b.WriteString(f.RatString())
				continue
			}
			scale(f, t).print(b, 1, cases)
		}
		if prec > 0 {
			b.WriteByte(')')
		}
	case OpMul:
		f, t := splitCoef(e)
		if RatCmp(f, ratOne) != 0 {
			if f.IsInt() {
				if RatCmp(f, ratMinusOne) == 0 {
					b.WriteString("-")
				} else {
					b.WriteString(f.RatString())
					b.WriteString("*")
				}
			} else if f.Num().IsInt64() && f.Num().Int64() == 1 {
				// (1/2)*X prints as X/2.
				t.print(b, 2, cases)
				b.WriteString("/")
				b.WriteString(f.Denom().String())
				return
			} else {
				b.WriteString("(" + f.RatString() + ")*")
			}
			t.print(b, 2, cases)
			return
		}
		for i, a := range e.Args {
			if i > 0 {
				b.WriteString("*")
			}
			a.print(b, 2, cases)
		}
	case OpDiv:
		if prec > 1 {
			b.WriteByte('(')
		}
		e.Args[0].print(b, 2, cases)
		b.WriteString("/")
		e.Args[1].print(b, 3, cases)
		if prec > 1 {
			b.WriteByte(')')
		}
	case OpPow2:
		b.WriteString("2^(")
		e.Args[0].print(b, 0, cases)
		b.WriteString(")")
	default:
		b.WriteString(opName[e.Op])
		b.WriteByte('(')
		for i, a := range e.Args {
			if i > 0 {
				b.WriteString(", ")
			}
			a.print(b, 0, cases)
		}
		b.WriteByte(')')
	}
}

var opName = map[Op]string{OpMax: "max", OpMin: "min", OpNat: "nat", OpLog2: "log2", OpCeil: "ceil", OpFloor: "floor", opModText: "mod"}

// Eval evaluates e at a point (every variable of e must be bound). Most
// operators are exact; log2 of a value that is not a power of two is not
// rational, so Eval returns an interval [lo, hi] that contains the exact
// value (lo == hi when the value is exact). Unbound variables are an error.
func (e *Expr) Eval(env map[string]*big.Rat) (lo, hi *big.Rat, err error) {
	switch e.Op {
	case OpConst:
		return e.Val, e.Val, nil
	case OpVar:
		v, ok := env[e.Name]
		if !ok {
			return nil, nil, fmt.Errorf("variable %s has no value", e.Name)
		}
		return v, v, nil
	}
	los := make([]*big.Rat, len(e.Args))
	his := make([]*big.Rat, len(e.Args))
	for i, a := range e.Args {
		l, h, err := a.Eval(env)
		if err != nil {
			return nil, nil, err
		}
		los[i], his[i] = l, h
	}
	switch e.Op {
	case OpAdd:
		lo, hi = new(big.Rat), new(big.Rat)
		for i := range los {
			lo.Add(lo, los[i])
			hi.Add(hi, his[i])
		}
		return lo, hi, nil
	case OpMul:
		lo, hi = big.NewRat(1, 1), big.NewRat(1, 1)
		for i := range los {
			lo, hi = mulInterval(lo, hi, los[i], his[i])
		}
		return lo, hi, nil
	case OpMax, OpMin:
		lo, hi = los[0], his[0]
		for i := 1; i < len(los); i++ {
			if (e.Op == OpMax) == (los[i].Cmp(lo) > 0) {
				lo = los[i]
			}
			if (e.Op == OpMax) == (his[i].Cmp(hi) > 0) {
				hi = his[i]
			}
		}
		return lo, hi, nil
	case OpNat:
		return ratMax(los[0], new(big.Rat)), ratMax(his[0], new(big.Rat)), nil
	case OpDiv:
		dl, dh := ratMax(los[1], ratOne), ratMax(his[1], ratOne)
		inv1, inv2 := new(big.Rat).Inv(dl), new(big.Rat).Inv(dh)
		a, b := mulInterval(los[0], his[0], inv2, inv1)
		return a, b, nil
	case OpLog2:
		l, _ := log2Interval(ratMax(los[0], ratOne))
		_, h := log2Interval(ratMax(his[0], ratOne))
		return l, h, nil
	case OpCeil:
		return ratCeil(los[0]), ratCeil(his[0]), nil
	case OpFloor:
		return ratFloor(los[0]), ratFloor(his[0]), nil
	case OpPow2:
		l, h := ratFloor(ratMax(los[0], new(big.Rat))), ratCeil(ratMax(his[0], new(big.Rat)))
		if h.Num().BitLen() > 20 {
			return nil, nil, fmt.Errorf("2^%s is too large to evaluate", h.RatString())
		}
		return pow2Rat(l), pow2Rat(h), nil
	}
	return nil, nil, fmt.Errorf("bad operator %d", e.Op)
}

// pow2Rat is 2^n for a non-negative integer n (the interval ends of 2^x
// are 2^floor(lo) and 2^ceil(hi)).
func pow2Rat(end *big.Rat) *big.Rat {
	n := end.Num().Int64()
	return new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(1), uint(n)))
}

// EvalInt is Eval at a point given as int64 values.
func (e *Expr) EvalInt(env map[string]int64) (lo, hi *big.Rat, err error) {
	m := make(map[string]*big.Rat, len(env))
	for k, v := range env {
		m[k] = big.NewRat(v, 1)
	}
	return e.Eval(m)
}

func mulInterval(al, ah, bl, bh *big.Rat) (*big.Rat, *big.Rat) {
	ps := []*big.Rat{new(big.Rat).Mul(al, bl), new(big.Rat).Mul(al, bh), new(big.Rat).Mul(ah, bl), new(big.Rat).Mul(ah, bh)}
	lo, hi := ps[0], ps[0]
	for _, p := range ps[1:] {
		if p.Cmp(lo) < 0 {
			lo = p
		}
		if p.Cmp(hi) > 0 {
			hi = p
		}
	}
	return lo, hi
}

func ratMax(a, b *big.Rat) *big.Rat {
	if a.Cmp(b) >= 0 {
		return a
	}
	return b
}

func ratFloor(r *big.Rat) *big.Rat {
	if r.IsInt() && r.Num().IsInt64() {
		return new(big.Rat).SetInt64(r.Num().Int64()) // (no division)
	}
	q := new(big.Int).Div(r.Num(), r.Denom()) // Euclidean: floor for positive denominators
	return new(big.Rat).SetInt(q)
}

func ratCeil(r *big.Rat) *big.Rat {
	f := ratFloor(r)
	if f.Cmp(r) == 0 {
		return f
	}
	return f.Add(f, ratOne)
}

// log2Interval returns rationals lo <= log2(x) <= hi for x >= 1: exact for
// powers of two (including fractional ones), otherwise a float estimate
// widened by a margin far above float64's error.
func log2Interval(x *big.Rat) (*big.Rat, *big.Rat) {
	if x.Num().BitLen() > 0 && isPow2(x.Num()) && isPow2(x.Denom()) {
		n := big.NewRat(int64(x.Num().BitLen()-x.Denom().BitLen()), 1)
		return n, n
	}
	// floor(log2) and ceil(log2) from bit lengths bound it for huge values.
	f, _ := x.Float64()
	if math.IsInf(f, 0) {
		q := new(big.Int).Quo(x.Num(), x.Denom())
		n := int64(q.BitLen())
		return big.NewRat(n-1, 1), big.NewRat(n+1, 1)
	}
	v := math.Log2(f)
	lo := new(big.Rat).SetFloat64(v - 1e-9*math.Max(1, v))
	hi := new(big.Rat).SetFloat64(v + 1e-9*math.Max(1, v))
	if lo.Sign() < 0 {
		lo = new(big.Rat)
	}
	return lo, hi
}

func isPow2(n *big.Int) bool {
	return n.Sign() > 0 && new(big.Int).And(n, new(big.Int).Sub(n, big.NewInt(1))).Sign() == 0
}

// atLeastConst reports whether e is A + k with A provably non-negative
// and the constant k >= c.
func atLeastConst(e *Expr, c *big.Rat) bool {
	if e.Op != OpAdd || len(e.Args) < 2 {
		return false
	}
	k, ok := e.Args[len(e.Args)-1].IsConst()
	if !ok || RatCmp(k, c) < 0 {
		return false
	}
	for _, a := range e.Args[:len(e.Args)-1] {
		if !NonNegative(a) {
			return false
		}
	}
	return true
}
