package solver

import (
	"math/big"
	"sort"
	"strings"
	"time"
)

// Lin is a linear expression with exact rational coefficients:
// sum of Coef[v]*v plus Const. Zero coefficients are never stored.
type Lin struct {
	Coef  map[string]*big.Rat
	Const *big.Rat
}

// NewLin returns the constant linear expression k.
func NewLin(k *big.Rat) Lin { return Lin{Coef: map[string]*big.Rat{}, Const: new(big.Rat).Set(k)} }

// LinVar returns the linear expression v.
func LinVar(v string) Lin {
	l := NewLin(new(big.Rat))
	l.Coef[v] = big.NewRat(1, 1)
	return l
}

// Clone returns a deep copy.
func (l Lin) Clone() Lin {
	out := NewLin(l.Const)
	for v, c := range l.Coef {
		out.Coef[v] = new(big.Rat).Set(c)
	}
	return out
}

// AddScaled returns l + k*m.
func (l Lin) AddScaled(k *big.Rat, m Lin) Lin {
	out := l.Clone()
	out.Const.Add(out.Const, new(big.Rat).Mul(k, m.Const))
	for v, c := range m.Coef {
		s := new(big.Rat).Mul(k, c)
		if o, ok := out.Coef[v]; ok {
			s.Add(s, o)
		}
		if s.Sign() == 0 {
			delete(out.Coef, v)
		} else {
			out.Coef[v] = s
		}
	}
	return out
}

// Scale returns k*l.
func (l Lin) Scale(k *big.Rat) Lin { return NewLin(new(big.Rat)).AddScaled(k, l) }

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
	out := NewLin(l.Const)
	for v, c := range l.Coef {
		if r, ok := m[v]; ok {
			out = out.AddScaled(c, r)
		} else {
			out = out.AddScaled(c, LinVar(v))
		}
	}
	return out
}

// Rename renames variables.
func (l Lin) Rename(m map[string]string) Lin {
	out := NewLin(l.Const)
	for v, c := range l.Coef {
		if r, ok := m[v]; ok {
			v = r
		}
		out = out.AddScaled(c, LinVar(v))
	}
	return out
}

// Expr converts l to a cost expression.
func (l Lin) Expr() *Expr {
	args := []*Expr{Const(l.Const)}
	for _, v := range l.Vars() {
		args = append(args, Mul(Const(l.Coef[v]), Var(v)))
	}
	return Add(args...)
}

func (l Lin) String() string { return l.Expr().String() }

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
	for _, c := range p {
		row := map[int]*big.Rat{}
		for v, k := range c.L.Coef {
			j, ok := cols[v]
			if !ok {
				j = prog.newVar(true)
				cols[v] = j
			}
			row[j] = k
		}
		kind := lpGE
		if c.Eq {
			kind = lpEQ
		}
		prog.addRow(row, kind, new(big.Rat).Neg(c.L.Const))
	}
	return cols
}

// Feasible reports whether p has a rational solution (false also when the
// LP runs out of budget, which callers treat as "keep the equation").
func (p Poly) Feasible() (bool, error) { return p.feasibleD(time.Time{}) }

func (p Poly) feasibleD(deadline time.Time) (bool, error) {
	prog := &lp{deadline: deadline}
	lpOf(prog, p, nil)
	st, _, _, err := prog.solve()
	if err != nil {
		return true, err
	}
	return st == lpOptimal, nil
}

// point returns a rational point of p (nil when empty or on error).
func (p Poly) point(deadline time.Time) map[string]*big.Rat {
	prog := &lp{deadline: deadline}
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
	prog := &lp{deadline: deadline}
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

// impliesAllD reports for each l of ls whether p implies l >= 0: one
// phase 1 for all of them (they share p's rows), then one phase 2 each.
// On an error (budget, deadline) the answers are false.
func (p Poly) impliesAllD(deadline time.Time, ls []Lin) []bool {
	out := make([]bool, len(ls))
	prog := &lp{deadline: deadline}
	cols := lpOf(prog, p, nil)
	t, st, err := prog.prepare()
	if err != nil {
		return out
	}
	if st != lpOptimal {
		for i := range out {
			out[i] = true // p is empty: it implies everything
		}
		return out
	}
next:
	for i, l := range ls {
		// l >= 0 iff min l >= 0 over p, i.e. minimise l.
		obj := map[int]*big.Rat{}
		for v, k := range l.Coef {
			j, ok := cols[v]
			if !ok {
				continue next // a variable p does not constrain: unbounded
			}
			obj[j] = new(big.Rat).Set(k)
		}
		st, _, val, err := t.optimize(obj, nil)
		if err != nil || st != lpOptimal {
			continue
		}
		out[i] = new(big.Rat).Add(val, l.Const).Sign() >= 0
	}
	return out
}

// Implies reports whether p implies l >= 0 over the rationals (hence
// over the integers).
func (p Poly) Implies(l Lin) bool { return p.impliesD(time.Time{}, l) }

// impliesD is Implies under a deadline (false once it has passed).
func (p Poly) impliesD(deadline time.Time, l Lin) bool {
	m, ok, empty, err := p.maximizeD(l.Scale(big.NewRat(-1, 1)), deadline)
	if err != nil {
		return false
	}
	if empty {
		return true
	}
	return ok && m.Sign() <= 0
}

// GE returns the constraint a >= b.
func GE(a, b Lin) Cons { return Cons{L: a.AddScaled(big.NewRat(-1, 1), b)} }

// LE returns the constraint a <= b.
func LE(a, b Lin) Cons { return GE(b, a) }

// EQ returns the constraint a = b.
func EQ(a, b Lin) Cons { return Cons{L: a.AddScaled(big.NewRat(-1, 1), b), Eq: true} }

// LinConst returns the constant linear expression n.
func LinConst(n int64) Lin { return NewLin(big.NewRat(n, 1)) }
