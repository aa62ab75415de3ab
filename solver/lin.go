package solver

import (
	"math"
	"math/big"
	"sort"
	"strings"
	"time"
)

// Lin is a linear expression with exact rational coefficients:
// sum of Coef[v]*v plus Const. Zero coefficients are never stored. The
// numbers stored in Coef are never changed in place (operations store new
// ones), so that copies share them; only an owned Const (of a Clone or a
// new Lin) is updated in place. Within the solver, the Coef map of a Lin
// is not changed either once the Lin is built, so Lins that differ in
// their constants only may share one (the invariants' candidates do).
type Lin struct {
	Coef  map[string]*big.Rat
	Const *big.Rat
}

// NewLin returns the constant linear expression k.
func NewLin(k *big.Rat) Lin { return Lin{Coef: map[string]*big.Rat{}, Const: new(big.Rat).Set(k)} }

// LinVar returns the linear expression v.
func LinVar(v string) Lin {
	return Lin{Coef: map[string]*big.Rat{v: ratInt(1)}, Const: new(big.Rat)}
}

// Clone returns a copy with its own map and constant (the coefficients
// are shared: they are never changed in place).
func (l Lin) Clone() Lin {
	out := Lin{Coef: make(map[string]*big.Rat, len(l.Coef)), Const: new(big.Rat).Set(l.Const)}
	for v, c := range l.Coef {
		out.Coef[v] = c
	}
	return out
}

// AddScaled returns l + k*m.
func (l Lin) AddScaled(k *big.Rat, m Lin) Lin {
	out := Lin{Coef: make(map[string]*big.Rat, len(l.Coef)+len(m.Coef)), Const: new(big.Rat).Set(l.Const)}
	for v, c := range l.Coef {
		out.Coef[v] = c
	}
	out.addScaled(k, m)
	return out
}

// addScaled adds k*m to l in place; l must own its constant (a Clone or a
// new Lin), which every caller ensures.
func (l Lin) addScaled(k *big.Rat, m Lin) {
	if m.Const.Sign() != 0 {
		if ki, ok := smallInt(k); ok {
			if ci, ok := smallInt(m.Const); ok {
				if li, ok := smallInt(l.Const); ok {
					if p, ok := mul64(ki, ci); ok {
						if s, ok := add64(li, p); ok {
							l.Const.SetInt64(s)
							goto coefs
						}
					}
				}
			}
		}
		l.Const.Add(l.Const, new(big.Rat).Mul(k, m.Const))
	}
coefs:
	for v, c := range m.Coef {
		l.addTerm(k, c, v)
	}
}

// addTerm adds k*c*v to l in place (a new number in l.Coef).
func (l Lin) addTerm(k, c *big.Rat, v string) {
	o, had := l.Coef[v]
	if ki, ok := smallInt(k); ok {
		if ci, ok := smallInt(c); ok {
			if p, ok := mul64(ki, ci); ok {
				s, ok := p, true
				if had {
					var oi int64
					if oi, ok = smallInt(o); ok {
						s, ok = add64(p, oi)
					}
				}
				if ok {
					switch {
					case s == 0:
						delete(l.Coef, v)
					case !had && ki == 1:
						l.Coef[v] = c // the same number: shared
					default:
						l.Coef[v] = ratInt(s)
					}
					return
				}
			}
		}
	}
	s := new(big.Rat).Mul(k, c)
	if had {
		s.Add(s, o)
	}
	if s.Sign() == 0 {
		delete(l.Coef, v)
	} else {
		l.Coef[v] = s
	}
}

// smallInt returns r as an int64 when r is an integer of magnitude below
// 2^62 (sums and products are then checked with add64 and mul64).
func smallInt(r *big.Rat) (int64, bool) {
	if !r.IsInt() {
		return 0, false
	}
	n := r.Num()
	if !n.IsInt64() {
		return 0, false
	}
	x := n.Int64()
	if x <= -1<<62 || x >= 1<<62 {
		return 0, false
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

// ratInt returns the rational n, shared when small (for Coef only: it
// must never be changed in place).
func ratInt(n int64) *big.Rat {
	if n >= -64 && n <= 64 {
		return smallRats[n+64]
	}
	return big.NewRat(n, 1)
}

// Scale returns k*l.
func (l Lin) Scale(k *big.Rat) Lin {
	out := Lin{Coef: make(map[string]*big.Rat, len(l.Coef)), Const: new(big.Rat)}
	out.addScaled(k, l)
	return out
}

// IsConst reports whether l has no variables.
func (l Lin) IsConst() bool { return len(l.Coef) == 0 }

// Vars returns the variables of l, sorted.
func (l Lin) Vars() []string {
	out := make([]string, 0, len(l.Coef))
	for v := range l.Coef {
		out = append(out, v)
	}
	sort.Strings(out)
	return out
}

// Subst replaces variables by linear expressions.
func (l Lin) Subst(m map[string]Lin) Lin {
	hit := false
	for v := range l.Coef {
		if _, ok := m[v]; ok {
			hit = true
			break
		}
	}
	if !hit {
		return l
	}
	out := Lin{Coef: make(map[string]*big.Rat, len(l.Coef)), Const: new(big.Rat).Set(l.Const)}
	for v, c := range l.Coef {
		if r, ok := m[v]; ok {
			out.addScaled(c, r)
		} else {
			out.addTerm(ratOne, c, v)
		}
	}
	return out
}

// Rename renames variables.
func (l Lin) Rename(m map[string]string) Lin {
	out := Lin{Coef: make(map[string]*big.Rat, len(l.Coef)), Const: new(big.Rat).Set(l.Const)}
	for v, c := range l.Coef {
		if r, ok := m[v]; ok {
			v = r
		}
		out.addTerm(ratOne, c, v)
	}
	return out
}

// Expr converts l to a cost expression: the tree Add(Const(l.Const),
// Mul(Const(coef), Var(v))...) builds (variables in name order, each
// scaled by its coefficient, then the constant unless it is zero), built
// directly: Lin.String and the solver's keys call it very often, and Add
// sorts its terms by their printed form.
func (l Lin) Expr() *Expr {
	vars := l.Vars()
	out := make([]*Expr, 0, len(vars)+1)
	for _, v := range vars {
		out = append(out, scale(l.Coef[v], Var(v)))
	}
	if l.Const.Sign() != 0 || len(out) == 0 {
		out = append(out, Const(l.Const))
	}
	if len(out) == 1 {
		return out[0]
	}
	return &Expr{Op: OpAdd, Args: out}
}

// String prints l as l.Expr().String() does, without building the tree
// (linExprSlow and its test keep the two the same).
func (l Lin) String() string {
	vars := l.Vars()
	var b strings.Builder
	if len(vars) == 0 {
		return l.Const.RatString()
	}
	if len(vars) == 1 && l.Const.Sign() == 0 {
		// A lone product prints with its sign inside: -X, -3*X, (-3/2)*X.
		k := l.Coef[vars[0]]
		if k.IsInt() && k.Sign() < 0 {
			if k.Num().IsInt64() && k.Num().Int64() == -1 {
				return "-" + vars[0]
			}
			return k.RatString() + "*" + vars[0]
		}
		if k.Sign() < 0 {
			return "(" + k.RatString() + ")*" + vars[0]
		}
		writeScaled(&b, k, vars[0])
		return b.String()
	}
	abs := new(big.Rat)
	for i, v := range vars {
		k := l.Coef[v]
		switch {
		case i == 0 && k.Sign() < 0:
			b.WriteString("-")
		case k.Sign() < 0:
			b.WriteString(" - ")
		case i > 0:
			b.WriteString(" + ")
		}
		writeScaled(&b, abs.Abs(k), v)
	}
	if c := l.Const.Sign(); c != 0 {
		if c < 0 {
			b.WriteString(" - ")
		} else {
			b.WriteString(" + ")
		}
		b.WriteString(abs.Abs(l.Const).RatString())
	}
	return b.String()
}

// writeScaled prints k*v for k > 0 as a sum's term prints it: v, 3*v, v/2,
// (3/2)*v.
func writeScaled(b *strings.Builder, k *big.Rat, v string) {
	switch {
	case ratCmp(k, ratOne) == 0:
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
	for _, v := range l.Vars() {
		args = append(args, Mul(Const(l.Coef[v]), Var(v)))
	}
	return Add(args...)
}

// EvalAt evaluates l at an integer point; missing variables are an error.
func (l Lin) EvalAt(env map[string]*big.Rat) (*big.Rat, bool) {
	s := new(big.Rat).Set(l.Const)
	for v, c := range l.Coef {
		x, ok := env[v]
		if !ok {
			return nil, false
		}
		s.Add(s, new(big.Rat).Mul(c, x))
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
	l := c.L
	den := big.NewInt(1)
	for _, v := range l.Coef {
		den = lcm(den, v.Denom())
	}
	den = lcm(den, l.Const.Denom())
	l = l.Scale(new(big.Rat).SetInt(den))
	g := new(big.Int)
	for _, v := range l.Coef {
		g.GCD(nil, nil, g, new(big.Int).Abs(v.Num()))
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

// tight reports whether c has integer coefficients, at least one of them,
// with gcd 1, and an integer constant: tighten's fixed points, recognised
// with int64 arithmetic (false when a number does not fit).
func (c Cons) tight() bool {
	if len(c.L.Coef) == 0 || !c.L.Const.IsInt() {
		return false
	}
	var g uint64
	for _, v := range c.L.Coef {
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
		for v := range c.L.Coef {
			set[v] = true
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
		n += len(c.L.Coef)
	}
	terms := make([]lpTerm, 0, n)
	if prog.rows == nil {
		prog.rows = make([]lpRow, 0, len(p))
	}
	for _, c := range p {
		start := len(terms)
		for v, k := range c.L.Coef {
			j, ok := cols[v]
			if !ok {
				j = prog.newVar(true)
				cols[v] = j
			}
			terms = append(terms, lpTerm{j, k})
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
func (p Poly) Feasible() (bool, error) { return p.feasibleD(time.Time{}) }

func (p Poly) feasibleD(deadline time.Time) (bool, error) {
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
func (p Poly) feasiblePointD(deadline time.Time) (bool, map[string]num, error) {
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
		for v, k := range c.L.Coef {
			x, ok := pt[v]
			if !ok {
				return false
			}
			s = numAdd(s, numMul(numOf(k), x))
		}
		if c.Eq && !s.isZero() || !c.Eq && s.sign() < 0 {
			return false
		}
	}
	return true
}

// point returns a rational point of p (nil when empty or on error).
func (p Poly) point(deadline time.Time) map[string]*big.Rat {
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
	return p.maximizeD(l, time.Time{})
}

func (p Poly) maximizeD(l Lin, deadline time.Time) (max *big.Rat, bounded, empty bool, err error) {
	prog := &lp{deadline: deadline, slackStart: !noSlackStart} // values only: see lp.slackStart
	cols := lpOf(prog, p, nil)
	prog.obj = map[int]*big.Rat{}
	for v, k := range l.Coef {
		j, ok := cols[v]
		if !ok {
			// a variable p does not constrain: unbounded
			return nil, false, false, nil
		}
		prog.obj[j] = new(big.Rat).Neg(k)
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
	max     *big.Rat
	bounded bool
	err     error
}

// maximizeAllD is maximizeD for each l of ls over the same p: one phase 1
// for all of them, then one phase 2 each, which are the steps maximizeD
// takes for each (so the answers are the same). An infeasible p bounds
// nothing; empty reports that phase 1 ran and found p infeasible (it runs
// only when some l has every variable constrained by p).
func (p Poly) maximizeAllD(ls []Lin, deadline time.Time) (out []maxResult, empty bool) {
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
		for v, k := range l.Coef {
			j, ok := cols[v]
			if !ok {
				continue next // a variable p does not constrain: unbounded
			}
			obj[j] = new(big.Rat).Neg(k)
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
			out[i] = maxResult{max: new(big.Rat).Add(new(big.Rat).Neg(val), l.Const), bounded: true}
		}
	}
	return out, empty
}

// impliesAllD reports for each l of ls whether p implies l >= 0: one
// phase 1 for all of them (they share p's rows), whose point answers
// every l it refutes (l < 0 there) without a linear program, then one
// phase 2 each for the others. On an error (budget, deadline) the answers
// are false.
func (p Poly) impliesAllD(deadline time.Time, ls []Lin) []bool {
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
		for v, k := range l.Coef {
			j, ok := cols[v]
			if !ok {
				continue next // a variable p does not constrain: unbounded
			}
			obj[j] = new(big.Rat).Set(k)
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
	for v, c := range l.Coef {
		j, ok := cols[v]
		if !ok {
			return num{}, false
		}
		s = numAdd(s, numMul(numOf(c), x[j]))
	}
	return s, true
}

// Implies reports whether p implies l >= 0 over the rationals (hence
// over the integers).
func (p Poly) Implies(l Lin) bool { return p.impliesD(time.Time{}, l) }

// impliesD is Implies under a deadline (false once it has passed).
func (p Poly) impliesD(deadline time.Time, l Lin) bool {
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

// ratCmp is a.Cmp(b) without its allocations when both are integers
// (big.Rat.Cmp scales each numerator by the other's denominator into new
// storage even when the denominators are 1): most coefficients and
// constants the solver compares are integers.
func ratCmp(a, b *big.Rat) int {
	if a.IsInt() && b.IsInt() {
		return a.Num().Cmp(b.Num())
	}
	return a.Cmp(b)
}
