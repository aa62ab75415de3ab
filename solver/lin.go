package solver

import (
	"math"
	"math/big"
	"math/bits"
	"slices"
	"sort"
	"strings"
)

// Lin is a linear expression with exact rational coefficients: the sum
// of t.K*t.Var over its Terms plus Const. The terms are sorted by
// variable name, one per variable, and no coefficient is zero: a slice,
// not a map, because the solver builds, compares, hashes and walks very
// many small Lins (a map costs a few hundred bytes and a randomised walk
// each), and the sorted order gives keys and linear programs their order
// without sorting. The numbers of a Lin, its coefficients and its
// constant, are never changed in place (operations store new ones), so
// that copies share them, and the small integers among them are the
// shared ones of RatInt: most Lins then allocate only their terms. Within
// the solver, the Terms of a Lin are not changed either once the Lin is
// built, so Lins that differ in their constants only may share them (the
// invariants' candidates do).
type Lin struct {
	Terms []LinTerm
	Const *big.Rat
}

// LinTerm is one term K*Var of a Lin (K is never zero).
type LinTerm struct {
	Var string
	K   *big.Rat
}

// NewLin returns the constant linear expression k.
func NewLin(k *big.Rat) Lin { return Lin{Const: ratShared(k)} }

// ratShared returns a number of k's value that is never changed in place:
// RatInt's shared one when k is a small integer, else a copy (k may be
// changed by its owner afterwards).
func ratShared(k *big.Rat) *big.Rat {
	if n, ok := smallInt(k); ok {
		return RatInt(n)
	}
	return new(big.Rat).Set(k)
}

// LinVar returns the linear expression v.
func LinVar(v string) Lin {
	return Lin{Terms: []LinTerm{{v, RatInt(1)}}, Const: RatInt(0)}
}

// varAddScaled returns LinVar(v).AddScaled(k, m), v + k*m, with one
// allocation (the terms) instead of three: the solver builds many such
// constraints (#i - a) and templates (#i - #j).
func varAddScaled(v string, k *big.Rat, m Lin) Lin {
	out := Lin{Const: RatInt(0)}
	out.addConst(k, m.Const)
	ts := make([]LinTerm, 0, len(m.Terms)+1)
	placed := false
	for _, t := range m.Terms {
		if !placed && v <= t.Var {
			placed = true
			if v == t.Var {
				if c := scaledTerm(k, t.K, RatInt(1)); c != nil {
					ts = append(ts, LinTerm{v, c})
				}
				continue
			}
			ts = append(ts, LinTerm{v, RatInt(1)})
		}
		if c := scaledTerm(k, t.K, nil); c != nil {
			ts = append(ts, LinTerm{t.Var, c})
		}
	}
	if !placed {
		ts = append(ts, LinTerm{v, RatInt(1)})
	}
	if len(ts) > 0 {
		out.Terms = ts
	}
	return out
}

// varPairScaled returns LinVar(v).AddScaled(k, LinVar(w)), v + k*w, with
// one allocation.
func varPairScaled(v string, k *big.Rat, w string) Lin {
	one := [1]LinTerm{{w, RatInt(1)}}
	return varAddScaled(v, k, Lin{Terms: one[:], Const: RatInt(0)})
}

// Coef returns the coefficient of v in l, nil when v does not occur.
// The number is l's: it must not be changed.
func (l Lin) Coef(v string) *big.Rat {
	if i, ok := l.find(v); ok {
		return l.Terms[i].K
	}
	return nil
}

// Has reports whether v occurs in l.
func (l Lin) Has(v string) bool {
	_, ok := l.find(v)
	return ok
}

// find returns the position of v in l.Terms, or where it would be
// inserted, and whether it is there. (The Lins of the solver have a few
// terms: a scan is as fast as a binary search.)
func (l Lin) find(v string) (int, bool) {
	ts := l.Terms
	if len(ts) > 8 {
		lo, hi := 0, len(ts)
		for lo < hi {
			m := int(uint(lo+hi) >> 1)
			if ts[m].Var < v {
				lo = m + 1
			} else {
				hi = m
			}
		}
		return lo, lo < len(ts) && ts[lo].Var == v
	}
	for i := range ts {
		if ts[i].Var >= v {
			return i, ts[i].Var == v
		}
	}
	return len(ts), false
}

// Without returns l without its term in v (l itself when v does not
// occur).
func (l Lin) Without(v string) Lin {
	i, ok := l.find(v)
	if !ok {
		return l
	}
	out := Lin{Terms: make([]LinTerm, 0, len(l.Terms)-1), Const: l.Const}
	out.Terms = append(append(out.Terms, l.Terms[:i]...), l.Terms[i+1:]...)
	if len(out.Terms) == 0 {
		out.Terms = nil
	}
	return out
}

// Clone returns a copy with its own terms (the numbers are shared: they
// are never changed in place).
func (l Lin) Clone() Lin {
	out := Lin{Const: l.Const}
	if len(l.Terms) > 0 {
		out.Terms = append(make([]LinTerm, 0, len(l.Terms)), l.Terms...)
	}
	return out
}

// AddScaled returns l + k*m (with terms of its own, as a Clone's).
func (l Lin) AddScaled(k *big.Rat, m Lin) Lin {
	if len(m.Terms) == 0 {
		out := l.Clone()
		out.addScaled(k, m)
		return out
	}
	out := Lin{Terms: l.Terms, Const: l.Const}
	out.addScaled(k, m) // (new terms: l's are not changed)
	return out
}

// addScaled sets l to l + k*m: its constant and terms are replaced by
// new ones (the old may be shared), never changed.
func (l *Lin) addScaled(k *big.Rat, m Lin) {
	l.addConst(k, m.Const)
	if len(m.Terms) == 0 {
		return
	}
	// A merge of the two sorted lists into a new one.
	a, b := l.Terms, m.Terms
	out := make([]LinTerm, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || i < len(a) && a[i].Var < b[j].Var:
			out = append(out, a[i])
			i++
		case i == len(a) || b[j].Var < a[i].Var:
			if c := scaledTerm(k, b[j].K, nil); c != nil {
				out = append(out, LinTerm{b[j].Var, c})
			}
			j++
		default:
			if c := scaledTerm(k, b[j].K, a[i].K); c != nil {
				out = append(out, LinTerm{a[i].Var, c})
			}
			i++
			j++
		}
	}
	if len(out) == 0 {
		out = nil
	}
	l.Terms = out
}

// addConst sets l's constant to l.Const + k*c (a new number, or a shared
// small one).
func (l *Lin) addConst(k, c *big.Rat) {
	if c.Sign() == 0 {
		return
	}
	if ki, ok := smallInt(k); ok {
		if ci, ok := smallInt(c); ok {
			if li, ok := smallInt(l.Const); ok {
				if p, ok := mul64(ki, ci); ok {
					if s, ok := add64(li, p); ok {
						l.Const = RatInt(s)
						return
					}
				}
			}
		}
	}
	l.Const = new(big.Rat).Add(l.Const, new(big.Rat).Mul(k, c))
}

// scaledTerm returns k*c + o (o nil: k*c), nil when it is zero: a shared
// small number when it is one (c itself when k is 1 and there is no o).
func scaledTerm(k, c, o *big.Rat) *big.Rat {
	if ki, ok := smallInt(k); ok {
		if ci, ok := smallInt(c); ok {
			if p, ok := mul64(ki, ci); ok {
				s, ok := p, true
				if o != nil {
					var oi int64
					if oi, ok = smallInt(o); ok {
						s, ok = add64(p, oi)
					}
				}
				if ok {
					switch {
					case s == 0:
						return nil
					case o == nil && ki == 1:
						return c // the same number: shared
					default:
						return RatInt(s)
					}
				}
			}
		}
	}
	s := new(big.Rat).Mul(k, c)
	if o != nil {
		s.Add(s, o)
	}
	if s.Sign() == 0 {
		return nil
	}
	return s
}

// addTerm adds k*c*v to l in place: l's terms must be its own (a Clone's
// or a new Lin's), the number at v is replaced, never changed.
func (l *Lin) addTerm(k, c *big.Rat, v string) {
	i, had := l.find(v)
	var o *big.Rat
	if had {
		o = l.Terms[i].K
	}
	s := scaledTerm(k, c, o)
	switch {
	case s == nil && had:
		l.Terms = append(l.Terms[:i], l.Terms[i+1:]...)
		if len(l.Terms) == 0 {
			l.Terms = nil
		}
	case s == nil:
	case had:
		l.Terms[i].K = s
	default:
		l.Terms = append(l.Terms, LinTerm{})
		copy(l.Terms[i+1:], l.Terms[i:])
		l.Terms[i] = LinTerm{v, s}
	}
}

// smallInt returns r as an int64 when r is an integer of magnitude below
// 2^62 (sums and products are then checked with add64 and mul64).
func smallInt(r *big.Rat) (int64, bool) {
	if !r.IsInt() {
		return 0, false
	}
	n := r.Num()
	if bits.UintSize < 64 {
		if !n.IsInt64() {
			return 0, false
		}
		x := n.Int64()
		if x <= -1<<62 || x >= 1<<62 {
			return 0, false
		}
		return x, true
	}
	// The magnitude's words read directly (the hottest test of the
	// solver's arithmetic: IsInt64 and Int64 each walk them again).
	w := n.Bits()
	switch {
	case len(w) == 0:
		return 0, true
	case len(w) > 1 || uint64(w[0]) >= 1<<62:
		return 0, false
	}
	x := int64(w[0])
	if n.Sign() < 0 {
		x = -x
	}
	return x, true
}

// smallRats are the coefficients -64..64, shared by every Lin that
// stores one (coefficients are never changed in place).
var smallRats = func() []*big.Rat {
	// Built in two slabs (the numerators' words alias one array, the
	// denominators are the zero Rat's implicit 1), not 387 allocations
	// of big.NewRat: this runs in every bspcost process's start-up.
	rats := make([]big.Rat, 129)
	words := make([]big.Word, 129)
	out := make([]*big.Rat, 129)
	for i := range out {
		n := i - 64
		words[i] = big.Word(max(n, -n))
		num := rats[i].Num() // a reference: sets the numerator in place
		num.SetBits(words[i : i+1 : i+1])
		if n < 0 {
			num.Neg(num)
		}
		out[i] = &rats[i]
	}
	return out
}()

// RatInt returns the rational n, shared when small: a number that must
// never be changed in place (the solver's, and the cost equations' that
// seqcost builds, follow that rule).
func RatInt(n int64) *big.Rat {
	if n >= -64 && n <= 64 {
		return smallRats[n+64]
	}
	return ratIntNew(n)
}

// ratWord is a big.Rat with the one word of its numerator: an integer
// rational in one allocation (big.NewRat(n, 1) makes three and runs a
// gcd; its denominator stays the zero Int's implicit 1, as smallRats').
type ratWord struct {
	r big.Rat
	w [1]big.Word
}

// ratIntNew returns a new rational n (its owner's: it may be changed).
func ratIntNew(n int64) *big.Rat {
	u := abs64(n)
	if bits.UintSize < 64 && u > math.MaxUint32 {
		return new(big.Rat).SetInt64(n)
	}
	p := new(ratWord)
	p.w[0] = big.Word(u)
	num := p.r.Num() // (a reference: set in place)
	num.SetBits(p.w[:1:1])
	if n < 0 {
		num.Neg(num)
	}
	return &p.r
}

// The arithmetic of numbers that are never changed in place (a Lin's, an
// aff's, a constant Expr's): each returns a shared small number or a new
// one, never one of its operands changed. Integers below 2^62 take int64
// arithmetic: big.Rat's runs a gcd on every result whose operands carry
// an explicit denominator 1 (norm stores one for each integer result),
// and its Cmp, Neg and Abs copy.

// ratAdd returns x + y.
func ratAdd(x, y *big.Rat) *big.Rat {
	if xi, ok := smallInt(x); ok {
		if yi, ok := smallInt(y); ok {
			return RatInt(xi + yi) // (no overflow below 2^62)
		}
	}
	return new(big.Rat).Add(x, y)
}

// ratSub returns x - y.
func ratSub(x, y *big.Rat) *big.Rat {
	if xi, ok := smallInt(x); ok {
		if yi, ok := smallInt(y); ok {
			return RatInt(xi - yi)
		}
	}
	return new(big.Rat).Sub(x, y)
}

// ratMul returns x * y.
func ratMul(x, y *big.Rat) *big.Rat {
	if xi, ok := smallInt(x); ok {
		if yi, ok := smallInt(y); ok {
			if p, ok := mul64(xi, yi); ok {
				return RatInt(p)
			}
		}
	}
	return new(big.Rat).Mul(x, y)
}

// RatNeg returns -x, a number that must never be changed in place.
func RatNeg(x *big.Rat) *big.Rat {
	if xi, ok := smallInt(x); ok {
		return RatInt(-xi)
	}
	return new(big.Rat).Neg(x)
}

// ratAbs returns |x|: x itself when it is not negative (so for numbers
// that are only read).
func ratAbs(x *big.Rat) *big.Rat {
	if x.Sign() >= 0 {
		return x
	}
	return RatNeg(x)
}

// Scale returns k*l.
func (l Lin) Scale(k *big.Rat) Lin {
	out := Lin{Const: RatInt(0)}
	out.addScaled(k, l)
	return out
}

// IsConst reports whether l has no variables.
func (l Lin) IsConst() bool { return len(l.Terms) == 0 }

// Vars returns the variables of l, sorted.
func (l Lin) Vars() []string {
	out := make([]string, len(l.Terms))
	for i, t := range l.Terms {
		out[i] = t.Var
	}
	return out
}

// Subst replaces variables by linear expressions.
func (l Lin) Subst(m map[string]Lin) Lin {
	n, hit := 0, false
	for _, t := range l.Terms {
		if r, ok := m[t.Var]; ok {
			hit = true
			n += len(r.Terms)
		} else {
			n++
		}
	}
	if !hit {
		return l
	}
	// Every term of the sum in one list (one allocation), then sorted
	// and those of one variable added up.
	out := Lin{Terms: make([]LinTerm, 0, n), Const: l.Const}
	for _, t := range l.Terms {
		r, ok := m[t.Var]
		if !ok {
			out.Terms = append(out.Terms, t)
			continue
		}
		out.addConst(t.K, r.Const)
		for _, u := range r.Terms {
			out.Terms = append(out.Terms, LinTerm{u.Var, scaledTerm(t.K, u.K, nil)})
		}
	}
	out.Terms = sumTerms(out.Terms)
	return out
}

// substHead is l.Subst(m) where m maps headVar(i) to args[i]: a head's
// function at a call's arguments, without making the map.
func (l Lin) substHead(args []Lin) Lin {
	n, hit := 0, false
	for _, t := range l.Terms {
		if i, ok := headPos(t.Var, len(args)); ok {
			hit = true
			n += len(args[i].Terms)
		} else {
			n++
		}
	}
	if !hit {
		return l
	}
	out := Lin{Terms: make([]LinTerm, 0, n), Const: l.Const}
	for _, t := range l.Terms {
		i, ok := headPos(t.Var, len(args))
		if !ok {
			out.Terms = append(out.Terms, t)
			continue
		}
		r := args[i]
		out.addConst(t.K, r.Const)
		for _, u := range r.Terms {
			out.Terms = append(out.Terms, LinTerm{u.Var, scaledTerm(t.K, u.K, nil)})
		}
	}
	out.Terms = sumTerms(out.Terms)
	return out
}

// substVar is l.Subst(map[string]Lin{v: def}), without the map.
func (l Lin) substVar(v string, def Lin) Lin {
	at := -1
	for i, t := range l.Terms {
		if t.Var == v {
			at = i
			break
		}
	}
	if at < 0 {
		return l
	}
	t := l.Terms[at]
	out := Lin{Terms: make([]LinTerm, 0, len(l.Terms)-1+len(def.Terms)), Const: l.Const}
	out.Terms = append(out.Terms, l.Terms[:at]...)
	out.addConst(t.K, def.Const)
	for _, u := range def.Terms {
		out.Terms = append(out.Terms, LinTerm{u.Var, scaledTerm(t.K, u.K, nil)})
	}
	out.Terms = append(out.Terms, l.Terms[at+1:]...)
	out.Terms = sumTerms(out.Terms)
	return out
}

// headPos returns i when v is headVar(i) for an i below n: '#' and i in
// decimal, without sign or leading zeros (the text headVar makes).
func headPos(v string, n int) (int, bool) {
	if len(v) < 2 || v[0] != '#' || len(v) > 10 || v[1] == '0' && len(v) > 2 {
		return 0, false
	}
	i := 0
	for j := 1; j < len(v); j++ {
		d := v[j]
		if d < '0' || d > '9' {
			return 0, false
		}
		i = i*10 + int(d-'0')
	}
	return i, i < n
}

// sumTerms sorts ts (nonzero terms, a variable maybe more than once) by
// variable and adds up each variable's, in place: a Lin's Terms (nil when
// none is left).
func sumTerms(ts []LinTerm) []LinTerm {
	for i := 1; i < len(ts); i++ {
		for j := i; j > 0 && ts[j].Var < ts[j-1].Var; j-- {
			ts[j], ts[j-1] = ts[j-1], ts[j]
		}
	}
	n := 0
	for i := 0; i < len(ts); {
		v := ts[i].Var
		var k *big.Rat // (nil: zero so far)
		for ; i < len(ts) && ts[i].Var == v; i++ {
			if k == nil {
				k = ts[i].K
			} else {
				k = scaledTerm(ratOne, ts[i].K, k)
			}
		}
		if k != nil {
			ts[n] = LinTerm{v, k}
			n++
		}
	}
	if n == 0 {
		return nil
	}
	return ts[:n]
}

// Rename renames variables.
func (l Lin) Rename(m map[string]string) Lin {
	out := Lin{Const: l.Const}
	for _, t := range l.Terms {
		v := t.Var
		if r, ok := m[v]; ok {
			v = r
		}
		out.addTerm(ratOne, t.K, v)
	}
	return out
}

// Expr converts l to a cost expression: the tree Add(Const(l.Const),
// Mul(Const(coef), Var(v))...) builds (variables in name order, each
// scaled by its coefficient, then the constant unless it is zero), built
// directly: Lin.String and the solver's keys call it very often, and Add
// sorts its terms by their printed form.
func (l Lin) Expr() *Expr {
	out := make([]*Expr, 0, len(l.Terms)+1)
	for _, t := range l.Terms {
		out = append(out, scaleVar(t.K, t.Var))
	}
	if l.Const.Sign() != 0 || len(out) == 0 {
		out = append(out, constOf(l.Const)) // (never changed: shared)
	}
	if len(out) == 1 {
		return out[0]
	}
	return &Expr{Op: OpAdd, Args: out}
}

// String prints l as l.Expr().String() does, without building the tree
// (linExprSlow and its test keep the two the same).
func (l Lin) String() string {
	var b strings.Builder
	if len(l.Terms) == 0 {
		return l.Const.RatString()
	}
	if len(l.Terms) == 1 && l.Const.Sign() == 0 {
		// A lone product prints with its sign inside: -X, -3*X, (-3/2)*X.
		k, v := l.Terms[0].K, l.Terms[0].Var
		if k.IsInt() && k.Sign() < 0 {
			if k.Num().IsInt64() && k.Num().Int64() == -1 {
				return "-" + v
			}
			return k.RatString() + "*" + v
		}
		if k.Sign() < 0 {
			return "(" + k.RatString() + ")*" + v
		}
		writeScaled(&b, k, v)
		return b.String()
	}
	for i, t := range l.Terms {
		k, v := t.K, t.Var
		switch {
		case i == 0 && k.Sign() < 0:
			b.WriteString("-")
		case k.Sign() < 0:
			b.WriteString(" - ")
		case i > 0:
			b.WriteString(" + ")
		}
		writeScaled(&b, ratAbs(k), v)
	}
	if c := l.Const.Sign(); c != 0 {
		if c < 0 {
			b.WriteString(" - ")
		} else {
			b.WriteString(" + ")
		}
		b.WriteString(ratAbs(l.Const).RatString())
	}
	return b.String()
}

// writeScaled prints k*v for k > 0 as a sum's term prints it: v, 3*v, v/2,
// (3/2)*v.
func writeScaled(b *strings.Builder, k *big.Rat, v string) {
	switch {
	case RatCmp(k, ratOne) == 0:
	case k.IsInt():
		b.WriteString(k.RatString())
		b.WriteString("*")
	case k.Num().IsInt64() && k.Num().Int64() == 1:
		b.WriteString(v)
		b.WriteString("/")
		b.WriteString(k.Denom().String())
		return
	default:
		b.WriteString("(")
		b.WriteString(k.RatString())
		b.WriteString(")*")
	}
	b.WriteString(v)
}

// linExprSlow is Expr through the simplifying constructors, the
// definition Expr and String must agree with (lin_test.go).
func linExprSlow(l Lin) *Expr {
	args := []*Expr{Const(l.Const)}
	for _, t := range l.Terms {
		args = append(args, Mul(Const(t.K), Var(t.Var)))
	}
	return Add(args...)
}

// EvalAt evaluates l at an integer point; missing variables are an error.
func (l Lin) EvalAt(env map[string]*big.Rat) (*big.Rat, bool) {
	s := new(big.Rat).Set(l.Const)
	for _, t := range l.Terms {
		x, ok := env[t.Var]
		if !ok {
			return nil, false
		}
		s.Add(s, new(big.Rat).Mul(t.K, x))
	}
	return s, true
}

// LinOf converts a cost expression to a linear expression when it is one
// (sums, constant multiples and divisions by constants of variables).
func LinOf(e *Expr) (Lin, bool) {
	switch e.Op {
	case OpConst:
		return NewLin(e.Val), true
	case OpVar:
		return LinVar(e.Name), true
	case OpAdd:
		out := NewLin(new(big.Rat))
		for _, a := range e.Args {
			l, ok := LinOf(a)
			if !ok {
				return Lin{}, false
			}
			out = out.AddScaled(ratOne, l)
		}
		return out, true
	case OpMul:
		k := big.NewRat(1, 1)
		var lin *Lin
		for _, a := range e.Args {
			if v, ok := a.IsConst(); ok {
				k.Mul(k, v)
				continue
			}
			if lin != nil {
				return Lin{}, false
			}
			l, ok := LinOf(a)
			if !ok {
				return Lin{}, false
			}
			lin = &l
		}
		if lin == nil {
			return NewLin(k), true
		}
		return lin.Scale(k), true
	}
	return Lin{}, false
}

// Cons is a linear constraint over integers: L >= 0, or L == 0 when Eq.
type Cons struct {
	L  Lin
	Eq bool
}

func (c Cons) String() string {
	if c.Eq {
		return c.L.String() + " = 0"
	}
	return c.L.String() + " >= 0"
}

// tighten normalises an inequality for integer variables: integer
// coefficients with gcd 1 and the constant rounded down (2*X - 1 >= 0
// becomes X - 1 >= 0). An equality is scaled to integers only. It reports
// false when an equality has no integer solution or a constant constraint is
// false.
func (c Cons) tighten() (Cons, bool) {
	if c.tight() {
		// Integer coefficients with gcd 1 and an integer constant (the
		// common case): scaling by 1 and flooring change nothing. Lins
		// are never changed in place, so c can be returned as it is.
		return c, true
	}
	if t, ok, small := c.tightenSmall(); small {
		return t, ok
	}
	return c.tightenBig()
}

// tightenBig is tighten in big.Rat arithmetic.
func (c Cons) tightenBig() (Cons, bool) {
	l := c.L
	den := big.NewInt(1)
	for _, t := range l.Terms {
		den = lcm(den, t.K.Denom())
	}
	den = lcm(den, l.Const.Denom())
	l = l.Scale(new(big.Rat).SetInt(den))
	g := new(big.Int)
	for _, t := range l.Terms {
		g.GCD(nil, nil, g, new(big.Int).Abs(t.K.Num()))
	}
	if g.Sign() == 0 {
		// constant constraint
		if c.Eq {
			return c, l.Const.Sign() == 0
		}
		return c, l.Const.Sign() >= 0
	}
	if c.Eq {
		r := new(big.Int).Rem(l.Const.Num(), g)
		if r.Sign() != 0 {
			return c, false
		}
	}
	inv := new(big.Rat).SetFrac(big.NewInt(1), g)
	l = l.Scale(inv)
	if !c.Eq {
		l.Const = ratFloor(l.Const)
	}
	return Cons{L: l, Eq: c.Eq}, true
}

// tightenSmall is tighten in int64 arithmetic, for constraints whose
// numerators and denominators are below 2^30 (and their denominators'
// lcm too): small is false for the others.
func (c Cons) tightenSmall() (t Cons, ok, small bool) {
	const lim = 1 << 30
	frac := func(r *big.Rat) (n, d int64, ok bool) {
		if !r.Num().IsInt64() || !r.Denom().IsInt64() {
			return 0, 0, false
		}
		n, d = r.Num().Int64(), r.Denom().Int64()
		return n, d, n > -lim && n < lim && d < lim
	}
	var nbuf [8]int64
	nums := nbuf[:0]
	den := int64(1)
	for _, t := range c.L.Terms {
		n, d, ok := frac(t.K)
		if !ok {
			return c, false, false
		}
		den = den / int64(gcd64(uint64(den), uint64(d))) * d
		if den >= lim {
			return c, false, false
		}
		nums = append(nums, n)
	}
	cn, cd, fits := frac(c.L.Const)
	if !fits {
		return c, false, false
	}
	den = den / int64(gcd64(uint64(den), uint64(cd))) * cd
	if den >= lim {
		return c, false, false
	}
	// Scaled by den: integers below 2^60.
	var g uint64
	for i, t := range c.L.Terms {
		_, d, _ := frac(t.K)
		nums[i] *= den / d
		g = gcd64(g, abs64(nums[i]))
	}
	cst := cn * (den / cd)
	if g == 0 {
		// constant constraint
		if c.Eq {
			return c, cst == 0, true
		}
		return c, cst >= 0, true
	}
	k := int64(g)
	if c.Eq && cst%k != 0 {
		return c, false, true
	}
	l := Lin{Terms: make([]LinTerm, len(c.L.Terms))}
	for i, t := range c.L.Terms {
		l.Terms[i] = LinTerm{t.Var, RatInt(nums[i] / k)}
	}
	q := cst / k
	if !c.Eq && cst%k != 0 && cst < 0 {
		q-- // floor
	}
	l.Const = RatInt(q)
	return Cons{L: l, Eq: c.Eq}, true, true
}

// tight reports whether c has integer coefficients, at least one of them,
// with gcd 1, and an integer constant: tighten's fixed points, recognised
// with int64 arithmetic (false when a number does not fit).
func (c Cons) tight() bool {
	if len(c.L.Terms) == 0 || !c.L.Const.IsInt() {
		return false
	}
	var g uint64
	for _, t := range c.L.Terms {
		v := t.K
		if !v.IsInt() || !v.Num().IsInt64() {
			return false
		}
		n := v.Num().Int64()
		if n == math.MinInt64 {
			return false
		}
		g = gcd64(g, abs64(n))
	}
	return g == 1
}

func lcm(a, b *big.Int) *big.Int {
	g := new(big.Int).GCD(nil, nil, a, b)
	return new(big.Int).Mul(a, new(big.Int).Quo(b, g))
}

// Poly is a conjunction of linear constraints (a convex polyhedron read
// over the integers).
type Poly []Cons

func (p Poly) String() string {
	parts := make([]string, len(p))
	for i, c := range p {
		parts[i] = c.String()
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// Vars returns the variables of p, sorted.
func (p Poly) Vars() []string {
	set := map[string]bool{}
	for _, c := range p {
		for _, t := range c.L.Terms {
			set[t.Var] = true
		}
	}
	out := make([]string, 0, len(set))
	for v := range set {
		out = append(out, v)
	}
	sort.Strings(out)
	return out
}

// HoldsAt reports whether every constraint holds at env.
func (p Poly) HoldsAt(env map[string]*big.Rat) bool {
	for _, c := range p {
		v, ok := c.L.EvalAt(env)
		if !ok {
			return false
		}
		if c.Eq && v.Sign() != 0 || !c.Eq && v.Sign() < 0 {
			return false
		}
	}
	return true
}

// lpOf adds p's constraints over fresh LP variables (free, one per
// variable of p) to prog, returning the variable map.
func lpOf(prog *lp, p Poly, cols map[string]int) map[string]int {
	if cols == nil {
		cols = map[string]int{}
	}
	// The rows' terms share one allocation.
	n := 0
	for _, c := range p {
		n += len(c.L.Terms)
	}
	var terms []lpTerm
	if sb := prog.rowsBuf; sb != nil {
		terms = slices.Grow(sb.terms[:0], n)
		sb.terms = terms
		if prog.rows == nil {
			prog.rows = slices.Grow(sb.rows[:0], len(p))
		}
	} else {
		terms = make([]lpTerm, 0, n)
	}
	if prog.rows == nil {
		prog.rows = make([]lpRow, 0, len(p))
	}
	for _, c := range p {
		start := len(terms)
		for _, t := range c.L.Terms {
			j, ok := cols[t.Var]
			if !ok {
				j = prog.newVar(true)
				cols[t.Var] = j
			}
			terms = append(terms, lpTerm{j, t.K})
		}
		kind := lpGE
		if c.Eq {
			kind = lpEQ
		}
		prog.rows = append(prog.rows, lpRow{terms: terms[start:len(terms):len(terms)], kind: kind, rhs: c.L.Const, negRHS: true})
	}
	return cols
}

// Feasible reports whether p has a rational solution (false also when the
// LP runs out of budget, which callers treat as "keep the equation").
func (p Poly) Feasible() (bool, error) { return p.feasibleD(stopAt{}) }

func (p Poly) feasibleD(deadline stopAt) (bool, error) {
	prog := &lp{deadline: deadline, slackStart: !noSlackStart} // values only: see lp.slackStart
	lpOf(prog, p, nil)
	// Phase 1 decides feasibility (solve's phase 2 without an objective
	// stops at once with the same status): no solution to build.
	prog.buf = getBuf()
	t, st, err := prog.prepare()
	if t != nil {
		t.release()
	}
	bufs.Put(prog.buf)
	prog.buf = nil
	if err != nil {
		return true, err
	}
	return st == lpOptimal, nil
}

// feasiblePointD is feasibleD with, when p is feasible, phase 1's point
// (a value per variable of p).
func (p Poly) feasiblePointD(deadline stopAt) (bool, map[string]num, error) {
	prog := &lp{deadline: deadline, slackStart: !noSlackStart} // values only: see lp.slackStart
	cols := lpOf(prog, p, nil)
	prog.buf = getBuf()
	t, st, err := prog.prepare()
	var pt map[string]num
	if t != nil {
		if err == nil && st == lpOptimal {
			x := t.point()
			pt = make(map[string]num, len(cols))
			for v, j := range cols {
				pt[v] = x[j]
			}
		}
		t.release()
	}
	bufs.Put(prog.buf)
	prog.buf = nil
	if err != nil {
		return true, nil, err
	}
	return st == lpOptimal, pt, nil
}

// holdsAtNum reports whether every constraint of p holds at pt (false
// also when a variable of p has no value there).
func (p Poly) holdsAtNum(pt map[string]num) bool {
	for _, c := range p {
		s := numOf(c.L.Const)
		for _, t := range c.L.Terms {
			x, ok := pt[t.Var]
			if !ok {
				return false
			}
			s = numAdd(s, numMul(numOf(t.K), x))
		}
		if c.Eq && !s.isZero() || !c.Eq && s.sign() < 0 {
			return false
		}
	}
	return true
}

// point returns a rational point of p (nil when empty or on error).
func (p Poly) point(deadline stopAt) map[string]*big.Rat {
	prog := &lp{deadline: deadline, slackStart: !noSlackStart} // values only: see lp.slackStart
	cols := lpOf(prog, p, nil)
	st, x, _, err := prog.solve()
	if err != nil || st != lpOptimal {
		return nil
	}
	out := map[string]*big.Rat{}
	for v, j := range cols {
		out[v] = x[j]
	}
	return out
}

// Maximize returns the supremum of l over p (rational relaxation): ok is
// false when unbounded or infeasible (infeasible reports empty).
func (p Poly) Maximize(l Lin) (max *big.Rat, bounded, empty bool, err error) {
	return p.maximizeD(l, stopAt{})
}

func (p Poly) maximizeD(l Lin, deadline stopAt) (max *big.Rat, bounded, empty bool, err error) {
	prog := &lp{deadline: deadline, slackStart: !noSlackStart} // values only: see lp.slackStart
	cols := lpOf(prog, p, nil)
	prog.obj = map[int]*big.Rat{}
	for _, t := range l.Terms {
		j, ok := cols[t.Var]
		if !ok {
			// a variable p does not constrain: unbounded
			return nil, false, false, nil
		}
		prog.obj[j] = new(big.Rat).Neg(t.K)
	}
	st, _, val, err := prog.solve()
	if err != nil {
		return nil, false, false, err
	}
	switch st {
	case lpInfeasible:
		return nil, false, true, nil
	case lpUnbounded:
		return nil, false, false, nil
	}
	return new(big.Rat).Add(new(big.Rat).Neg(val), l.Const), true, false, nil
}

// maxResult is one answer of maximizeAllD (as maximizeD returns it).
type maxResult struct {
	// max is the maximum when bounded (a num: most are small integers,
	// which need no big.Rat).
	max     num
	bounded bool
	err     error
}

// maxRat is r's maximum as a big.Rat, nil when not bounded.
func (r maxResult) maxRat() *big.Rat {
	if !r.bounded {
		return nil
	}
	return r.max.rat()
}

// floorRat is floor(a) (shared when small: not to be changed).
func (a num) floorRat() *big.Rat {
	if a.b == nil {
		q := a.n / a.d
		if a.n%a.d != 0 && a.n < 0 {
			q-- // floor (d > 0)
		}
		return RatInt(q)
	}
	return ratFloor(a.b)
}

// maximizeAllD is maximizeD for each l of ls over the same p: one phase 1
// for all of them, then one phase 2 each, which are the steps maximizeD
// takes for each (so the answers are the same). An infeasible p bounds
// nothing; empty reports that phase 1 ran and found p infeasible (it runs
// only when some l has every variable constrained by p).
func (p Poly) maximizeAllD(ls []Lin, deadline stopAt) (out []maxResult, empty bool) {
	out = make([]maxResult, len(ls))
	prog := &lp{deadline: deadline, slackStart: !noSlackStart} // values only: see lp.slackStart
	cols := lpOf(prog, p, nil)
	var t *tableau
	var st lpStatus
	var err error
	prepared := false
next:
	for i, l := range ls {
		obj := map[int]*big.Rat{}
		for _, t := range l.Terms {
			j, ok := cols[t.Var]
			if !ok {
				continue next // a variable p does not constrain: unbounded
			}
			obj[j] = new(big.Rat).Neg(t.K)
		}
		if !prepared {
			t, st, err = prog.prepare()
			prepared = true
		}
		if err != nil {
			out[i].err = err
			continue
		}
		if st != lpOptimal {
			empty = true
			continue
		}
		ost, val, oerr := t.optimizeValue(obj)
		switch {
		case oerr != nil:
			out[i].err = oerr
		case ost == lpOptimal:
			out[i] = maxResult{max: numOf(new(big.Rat).Add(new(big.Rat).Neg(val), l.Const)), bounded: true}
		}
	}
	return out, empty
}

// impliesAllD reports for each l of ls whether p implies l >= 0: one
// phase 1 for all of them (they share p's rows), whose point answers
// every l it refutes (l < 0 there) without a linear program, then one
// phase 2 each for the others. On an error (budget, deadline) the answers
// are false.
func (p Poly) impliesAllD(deadline stopAt, ls []Lin) []bool {
	out := make([]bool, len(ls))
	prog := &lp{deadline: deadline, slackStart: !noSlackStart} // values only: see lp.slackStart
	cols := lpOf(prog, p, nil)
	t, status, err := prog.prepare()
	if err != nil {
		return out
	}
	if status != lpOptimal {
		for i := range out {
			out[i] = true // p is empty: it implies everything
		}
		return out
	}
	// Phase 1's point (what optimize with no objective returns).
	x := t.point()
next:
	for i, l := range ls {
		if v, ok := evalCols(l, cols, x); ok && v.sign() < 0 {
			continue // refuted by the point
		}
		obj := map[int]*big.Rat{}
		for _, t := range l.Terms {
			j, ok := cols[t.Var]
			if !ok {
				continue next // a variable p does not constrain: unbounded
			}
			obj[j] = new(big.Rat).Set(t.K)
		}
		status, val, err := t.optimizeValue(obj)
		if err != nil || status != lpOptimal {
			continue
		}
		out[i] = new(big.Rat).Add(val, l.Const).Sign() >= 0
	}
	return out
}

// evalCols evaluates l at the point x of an LP whose columns cols gives
// (false when l has a variable without a column).
func evalCols(l Lin, cols map[string]int, x []num) (num, bool) {
	s := numOf(l.Const)
	for _, t := range l.Terms {
		j, ok := cols[t.Var]
		if !ok {
			return num{}, false
		}
		s = numAdd(s, numMul(numOf(t.K), x[j]))
	}
	return s, true
}

// Implies reports whether p implies l >= 0 over the rationals (hence
// over the integers).
func (p Poly) Implies(l Lin) bool { return p.impliesD(stopAt{}, l) }

// impliesD is Implies under a deadline (false once it has passed).
func (p Poly) impliesD(deadline stopAt, l Lin) bool {
	m, ok, empty, err := p.maximizeD(l.Scale(ratMinusOne), deadline)
	if err != nil {
		return false
	}
	if empty {
		return true
	}
	return ok && m.Sign() <= 0
}

// GE returns the constraint a >= b.
func GE(a, b Lin) Cons { return Cons{L: a.AddScaled(ratMinusOne, b)} }

// LE returns the constraint a <= b.
func LE(a, b Lin) Cons { return GE(b, a) }

// EQ returns the constraint a = b.
func EQ(a, b Lin) Cons { return Cons{L: a.AddScaled(ratMinusOne, b), Eq: true} }

// LinConst returns the constant linear expression n.
func LinConst(n int64) Lin { return NewLin(big.NewRat(n, 1)) }

// RatCmp is a.Cmp(b) without its allocations when both are integers
// (big.Rat.Cmp scales each numerator by the other's denominator into new
// storage even when the denominators are 1): most coefficients and
// constants the solver compares are integers.
func RatCmp(a, b *big.Rat) int {
	if a.IsInt() && b.IsInt() {
		return a.Num().Cmp(b.Num())
	}
	return a.Cmp(b)
}
