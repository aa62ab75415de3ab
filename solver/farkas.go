package solver

import (
	"math/big"
	"slices"
)

// aff is an affine function of LP variables: sum of k*x_j over m plus c.
// m is sorted by j, one entry per variable, and keeps zero entries (farkas
// makes a row entry of each): a slice, not a map, because the affs are
// many and small (a map cost two allocations and hashing per entry). Its
// numbers are never changed in place (operations store new ones, see
// ratAdd), so that affs and the rows built from them share them; its
// slice is its own (set changes it in place).
type aff struct {
	m []affTerm
	c *big.Rat
}

// affTerm is the entry k*x_j of an aff.
type affTerm struct {
	j int
	k *big.Rat
}

func newAff() aff { return aff{c: RatInt(0)} }

// at returns the entry of x_j, nil when there is none.
func (a aff) at(j int) *big.Rat {
	for _, e := range a.m {
		if e.j == j {
			return e.k
		}
	}
	return nil
}

// set makes k the entry of x_j (in place: a's slice must be its own).
func (a *aff) set(j int, k *big.Rat) {
	i := 0
	for i < len(a.m) && a.m[i].j < j {
		i++
	}
	if i < len(a.m) && a.m[i].j == j {
		a.m[i].k = k
		return
	}
	a.m = slices.Insert(a.m, i, affTerm{j, k})
}

func (a aff) addScaled(k *big.Rat, b aff) aff {
	out := aff{c: a.c}
	if b.c.Sign() != 0 {
		out.c = ratAdd(out.c, ratMul(k, b.c))
	}
	if len(a.m)+len(b.m) == 0 {
		return out
	}
	// A merge of the two sorted lists: a's entries, k*b's, and k*v + o
	// where both have one.
	m := make([]affTerm, 0, len(a.m)+len(b.m))
	i, j := 0, 0
	for i < len(a.m) || j < len(b.m) {
		switch {
		case j == len(b.m) || i < len(a.m) && a.m[i].j < b.m[j].j:
			m = append(m, a.m[i])
			i++
		case i == len(a.m) || b.m[j].j < a.m[i].j:
			m = append(m, affTerm{b.m[j].j, ratMul(k, b.m[j].k)})
			j++
		default:
			m = append(m, affTerm{a.m[i].j, ratAdd(ratMul(k, b.m[j].k), a.m[i].k)})
			i++
			j++
		}
	}
	out.m = m
	return out
}

// copy is a.addScaled(ratOne, newAff()): a's own copy (of the slice: the
// numbers are shared).
func (a aff) copy() aff {
	out := aff{c: a.c}
	if len(a.m) > 0 {
		out.m = slices.Clone(a.m)
	}
	return out
}

// scaled is newAff().addScaled(k, a): k*a.
func (a aff) scaled(k *big.Rat) aff {
	out := aff{c: RatInt(0)}
	if a.c.Sign() != 0 {
		out.c = ratMul(k, a.c)
	}
	if len(a.m) > 0 {
		out.m = make([]affTerm, len(a.m))
		for i, e := range a.m {
			out.m[i] = affTerm{e.j, ratMul(k, e.k)}
		}
	}
	return out
}

// tmpl is a linear expression over program variables whose coefficients
// are affine in LP variables: the unknown ranking or bound functions.
type tmpl struct {
	coef map[string]aff
	c    aff
}

func newTmpl() tmpl { return tmpl{coef: map[string]aff{}, c: newAff()} }

func (t tmpl) addScaled(k *big.Rat, u tmpl) tmpl {
	// (Each coefficient in one step: what copying t, then adding k*u,
	// gives.)
	out := tmpl{coef: make(map[string]aff, len(t.coef)+len(u.coef)), c: t.c.addScaled(k, u.c)}
	for v, a := range t.coef {
		if b, ok := u.coef[v]; ok {
			out.coef[v] = a.addScaled(k, b)
		} else {
			out.coef[v] = a.copy()
		}
	}
	for v, b := range u.coef {
		if _, ok := t.coef[v]; !ok {
			out.coef[v] = b.scaled(k)
		}
	}
	return out
}

// tmplLin is the known linear expression l as a template.
func tmplLin(l Lin) tmpl {
	t := newTmpl()
	t.c.c = l.Const // (shared: neither changes its numbers)
	for _, lt := range l.Terms {
		a := newAff()
		a.c = lt.K
		t.coef[lt.Var] = a
	}
	return t
}

// locFunc is an unknown linear function of a relation's head variables:
// LP variables coef[i] (of #i) and cst.
type locFunc struct {
	coef []int
	cst  int
}

func newLocFunc(prog *lp, arity int) locFunc { return newLocFuncMask(prog, arity, nil) }

// newLocFuncMask is newLocFunc with the coefficients of the positions
// where use is false fixed to 0 (coef -1): fewer LP variables and rows.
func newLocFuncMask(prog *lp, arity int, use []bool) locFunc {
	f := locFunc{cst: prog.newVar(true)}
	for i := 0; i < arity; i++ {
		if use != nil && i < len(use) && !use[i] {
			f.coef = append(f.coef, -1)
			continue
		}
		f.coef = append(f.coef, prog.newVar(true))
	}
	return f
}

// at is the template f(args): the function applied to linear arguments.
func (f locFunc) at(args []Lin) tmpl {
	t := newTmpl()
	t.c.m = make([]affTerm, 0, len(args)+1) // (the constant's, and each argument's)
	t.c.set(f.cst, RatInt(1))
	for i, a := range args {
		if f.coef[i] < 0 {
			continue
		}
		for _, at := range a.Terms {
			v, k := at.Var, at.K
			c, ok := t.coef[v]
			if !ok {
				c = newAff()
			}
			c.set(f.coef[i], ratAdd(k, ratOrZero(c.at(f.coef[i]))))
			t.coef[v] = c
		}
		if a.Const.Sign() != 0 {
			t.c.set(f.coef[i], ratAdd(a.Const, ratOrZero(t.c.at(f.coef[i]))))
		}
	}
	return t
}

// head is f applied to the canonical head variables #0..#n-1: what
// f.at(#0, ..., #n-1) gives, without building the arguments.
func (f locFunc) head() tmpl {
	t := newTmpl()
	t.c.set(f.cst, RatInt(1))
	for i, j := range f.coef {
		if j >= 0 {
			t.coef[headVar(i)] = aff{m: []affTerm{{j, RatInt(1)}}, c: RatInt(0)}
		}
	}
	return t
}

// value reads the solved function as a linear expression over #i.
func (f locFunc) value(x []*big.Rat) Lin {
	l := NewLin(x[f.cst])
	for i, j := range f.coef {
		if j >= 0 && x[j].Sign() != 0 {
			l.addTerm(ratOne, ratShared(x[j]), headVar(i))
		}
	}
	return l
}

// l1Objective adds W*|coef| + cst of f to the objective (|.| via the
// split of free variables, which costs both parts).
func (f locFunc) l1Objective(prog *lp) {
	if prog.obj == nil {
		prog.obj = map[int]*big.Rat{}
	}
	prog.obj[f.cst] = ratOne // (objective values are only read)
	if prog.abs == nil {
		prog.abs = map[int]*big.Rat{}
	}
	for _, j := range f.coef {
		if j >= 0 {
			prog.abs[j] = ratL1Weight
		}
	}
}

// l1Weight makes few and small coefficients matter more than the constant
// when choosing among valid functions (A - B + 5 over 2*A - 2*B).
const l1Weight = 1000

// ratL1Weight is l1Weight as a shared rational (never changed in place).
var ratL1Weight = big.NewRat(l1Weight, 1)

// ratOrZero is r, or the shared 0 for nil (to be read only).
func ratOrZero(r *big.Rat) *big.Rat {
	if r == nil {
		return RatInt(0)
	}
	return r
}

// farkas adds constraints to prog that make "poly implies t >= 0" hold
// (affine Farkas lemma: t is a non-negative combination of poly's
// inequalities plus any combination of its equalities plus a non-negative
// constant). Sound for integer points; complete over the rationals when
// poly is non-empty.
//
// A program that has grown past what prepare would accept, or whose
// deadline has passed, gets nothing more (prog.stopped): its solve
// fails at once with the reason, and the work of writing the rows of a
// program that cannot be solved is saved.
func farkas(prog *lp, poly Poly, t tmpl) {
	if prog.stopped() {
		return
	}
	mult := make([]int, len(poly))
	prog.free = slices.Grow(prog.free, len(poly)) // (newVar's appends)
	for i, c := range poly {
		mult[i] = prog.newVar(c.Eq)
	}
	// The rows' multiplier terms, per variable, in one pass over the
	// constraints (a lookup of every variable in every constraint cost
	// the variables times the constraints).
	// (A row's numbers are only read: poly's own are shared.)
	byVar := map[string]map[int]*big.Rat{}
	for i, c := range poly {
		for _, tm := range c.L.Terms {
			row := byVar[tm.Var]
			if row == nil {
				row = map[int]*big.Rat{}
				byVar[tm.Var] = row
			}
			row[mult[i]] = tm.K
		}
	}
	for v := range t.coef {
		if byVar[v] == nil {
			byVar[v] = map[int]*big.Rat{}
		}
	}
	prog.rows = slices.Grow(prog.rows, len(byVar)+1) // (addRow's appends)
	for v, row := range byVar {
		// sum_m mult_m * G_mv - coef_v(lambda) = coef_v.c
		rhs := RatInt(0)
		if a, ok := t.coef[v]; ok {
			for _, e := range a.m {
				row[e.j] = ratSub(ratOrZero(row[e.j]), e.k)
			}
			rhs = a.c
		}
		prog.addRow(row, lpEQ, rhs)
	}
	// t.c(lambda) - sum_m mult_m * G_m0 >= 0
	row := map[int]*big.Rat{}
	for _, e := range t.c.m {
		row[e.j] = e.k
	}
	for i, c := range poly {
		if c.L.Const.Sign() != 0 {
			row[mult[i]] = ratSub(ratOrZero(row[mult[i]]), c.L.Const)
		}
	}
	prog.addRow(row, lpGE, RatNeg(t.c.c))
}
