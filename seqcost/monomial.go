package seqcost

import (
	"math/big"
	"sort"
	"strconv"
	"strings"

	"bspcost/solver"
)

// Products in normal form (issue 29, cause 2). A product of two values
// that are not constants is outside the linear model; as a fresh unknown
// at each occurrence, pid*b + b - 1 - pid*b would not be b - 1, nor the
// count hi - lo + 1 of a block lo := pid*b, hi := pid*b + b - 1. Here the product of two linear forms is expanded (a polynomial:
// (x + 1)·y = x·y + y) and each of its monomials, a product of variables
// of the path (relation arguments, fresh values, derived parameters), is
// one variable per distinct product: its factors' names, sorted, are the
// key. Within an equation a variable name has one value, so equal keys
// are equal products: the value stays unconstrained, only its repeated
// occurrences are known to be equal, which is exact. Names are local to
// each equation (fresh values never are relation arguments), so one table
// serves the whole translation.

// monomialsOn switches the normal form (its tests switch it off).
var monomialsOn = true

// maxMonoTerms bounds the monomials of one expanded product, and
// maxMonoDegree the factors of one monomial; past them the product is one
// fresh unknown, as before.
const (
	maxMonoTerms  = 16
	maxMonoDegree = 6
)

// polyProduct is the product of every alternative of xs with every one
// of ys in normal form, or false when one is too large.
func (t *translator) polyProduct(xs, ys []alt) ([]alt, bool) {
	var out []alt
	for _, x := range xs {
		for _, y := range ys {
			l, ok := t.mulLin(x.lin, y.lin)
			if !ok {
				return nil, false
			}
			sq := t.squareFacts(l)
			// An operand's constraints (a quotient's q, a min's case)
			// matter only where its variables occur in the result
			// linearly (y's in x0·y when x0 != 0): a monomial is
			// unconstrained whatever its factors. Dropped, they only
			// allow more (and the paths stay small: the h of a
			// superstep multiplies many quotients).
			var cons solver.Poly
			if x.lin.Const.Sign() != 0 {
				cons = append(cons, y.cons...)
			}
			if y.lin.Const.Sign() != 0 {
				cons = append(cons, x.cons...)
			}
			cons = append(cons, sq...)
			out = append(out, alt{lin: l, cons: cons})
		}
	}
	return out, true
}

// squaresOn switches squareFacts (the mutation check of TestSquares).
var squaresOn = true

// squareFacts gives, for each monomial of l that is the square of a
// variable v, that it is at least |v|: v·v - v = v·(v - 1) >= 0 for
// every integer v, and v·v + v likewise. A guard r * r < n then bounds r
// (BSPedupack's radix, the least power of two at least sqrt(n)).
func (t *translator) squareFacts(l solver.Lin) solver.Poly {
	if !squaresOn {
		return nil
	}
	var out solver.Poly
	for _, term := range l.Terms {
		fs, ok := t.monoFactors[term.Var]
		if !ok || len(fs) != 2 || fs[0] != fs[1] {
			continue
		}
		m, v := solver.LinVar(term.Var), solver.LinVar(fs[0])
		out = append(out, geq(m, v), geq(m, v.Scale(ratMinus1)))
	}
	return out
}

// mulLin is a·b with its products of variables replaced by their
// monomial variables.
func (t *translator) mulLin(a, b solver.Lin) (solver.Lin, bool) {
	if len(a.Terms)*len(b.Terms) > maxMonoTerms {
		return solver.Lin{}, false
	}
	// a0·b + b0·(a - a0), then the products of the variable parts.
	out := b.Scale(a.Const)
	out = out.AddScaled(b.Const, solver.Lin{Terms: a.Terms, Const: new(big.Rat)})
	for _, x := range a.Terms {
		for _, y := range b.Terms {
			m, ok := t.monomial(x.Var, y.Var)
			if !ok {
				return solver.Lin{}, false
			}
			out = out.AddScaled(new(big.Rat).Mul(x.K, y.K), solver.LinVar(m))
		}
	}
	return out, true
}

// monomial is the variable standing for the product of the variables x
// and y (either may stand for a product itself).
func (t *translator) monomial(x, y string) (string, bool) {
	fs := append(append([]string(nil), t.factors(x)...), t.factors(y)...)
	if len(fs) > maxMonoDegree {
		return "", false
	}
	sort.Strings(fs)
	key := strings.Join(fs, "*")
	if m, ok := t.monos[key]; ok {
		return m, true
	}
	if t.monos == nil {
		t.monos, t.monoFactors = map[string]string{}, map[string][]string{}
	}
	t.nfresh++
	m := "F" + strconv.Itoa(t.nfresh)
	t.monos[key] = m
	t.monoFactors[m] = fs
	return m, true
}

// factors is the variables whose product v stands for (v alone when it
// is no monomial).
func (t *translator) factors(v string) []string {
	if fs, ok := t.monoFactors[v]; ok {
		return fs
	}
	return []string{v}
}

// derivedProduct records the derived parameter d = x*y (x and y single
// variables: nprocs, a parameter, another derived parameter) as the
// monomial of their factors, for polyExpr.
func (t *translator) derivedProduct(d solver.Lin, xs, ys []alt) {
	x, okx := singleVar(xs)
	y, oky := singleVar(ys)
	if !okx || !oky || len(d.Terms) != 1 {
		return
	}
	name := d.Terms[0].Var
	if _, ok := t.monoFactors[name]; ok {
		return
	}
	fs := append(append([]string(nil), t.factors(x)...), t.factors(y)...)
	if len(fs) > maxMonoDegree {
		return
	}
	sort.Strings(fs)
	if t.monos == nil {
		t.monos, t.monoFactors = map[string]string{}, map[string][]string{}
	}
	t.monoFactors[name] = fs
	if t.derivedProducts == nil {
		t.derivedProducts = map[string]bool{}
	}
	t.derivedProducts[name] = true
}

// singleVar is the variable that as is, when it is one alternative, a
// variable alone.
func singleVar(as []alt) (string, bool) {
	if len(as) != 1 || len(as[0].cons) != 0 {
		return "", false
	}
	l := as[0].lin
	if len(l.Terms) != 1 || l.Const.Sign() != 0 || solver.RatCmp(l.Terms[0].K, ratOne) != 0 {
		return "", false
	}
	return l.Terms[0].Var, true
}

// polyExpr is the cost expression of the value l (with the constraints
// cons): its monomial variables are the products they stand for (the same value in the equation), and
// terms with a common factor are grouped, so that the solver sees
// b*(p - k - 1) where the value was p*b - b - b*k (a product it can bound
// and sum over a loop), not an unknown. A derived product (p*b) is
// expanded only where its factors hold themselves in env (an entry
// argument that is not an argument of the relation is not available).
func (t *translator) polyExpr(l solver.Lin, env penv, cons solver.Poly) *solver.Expr {
	if len(t.monoFactors) == 0 || !monomialsOn {
		return linExpr(l)
	}
	// A monomial that a constraint of the path or of the value mentions
	// may be bounded by it (the remainder nprocs * x % 2 is between -1
	// and 1 whatever the product): then the value is the minimum of its
	// two forms (equal values), the solver bounds whichever it can.
	keep := false
	constrained := func(v string) bool {
		for _, p := range []solver.Poly{t.costCons, cons} {
			for _, c := range p {
				if c.L.Has(v) {
					return true
				}
			}
		}
		return false
	}
	type term struct {
		k  *big.Rat
		fs []string
	}
	var ts []term
	nonlin := false
	for _, lt := range l.Terms {
		fs := []string{lt.Var}
		if f, ok := t.monoFactors[lt.Var]; ok && (!t.derivedProducts[lt.Var] || t.available(f, env)) {
			keep = keep || constrained(lt.Var)
			fs = f
			// Derived products alone are parameters the solver bounds
			// exactly as they are (and the printed bound simplifies
			// p*(N/p) to N): only a product of values makes the
			// expansion worth it.
			nonlin = nonlin || !t.derivedProducts[lt.Var]
		}
		ts = append(ts, term{lt.K, fs})
	}
	if !nonlin {
		return linExpr(l)
	}
	var build func(ts []term) *solver.Expr
	build = func(ts []term) *solver.Expr {
		// The factor in the most terms (at least two) is taken out of
		// them; the rest are a sum.
		count := map[string]int{}
		for _, tm := range ts {
			seen := map[string]bool{}
			for _, f := range tm.fs {
				if !seen[f] {
					seen[f] = true
					count[f]++
				}
			}
		}
		best, n := "", 1
		for f, c := range count {
			if c > n || c == n && c > 1 && f < best {
				best, n = f, c
			}
		}
		// A factor is written nat(f) where the requires clause shows it
		// non-negative only in a product of several (alone, f stays in
		// the linear form the solver bounds as a whole).
		factor := func(f string, alone bool) *solver.Expr {
			if alone {
				return solver.Var(f)
			}
			return t.nonNegFactor(solver.Var(f))
		}
		if best == "" {
			parts := make([]*solver.Expr, 0, len(ts))
			for _, tm := range ts {
				fs := []*solver.Expr{solver.Const(tm.k)}
				for _, f := range tm.fs {
					fs = append(fs, factor(f, len(tm.fs) == 1))
				}
				parts = append(parts, solver.Mul(fs...))
			}
			return solver.Add(parts...)
		}
		var with, without []term
		for _, tm := range ts {
			i := -1
			for j, f := range tm.fs {
				if f == best {
					i = j
					break
				}
			}
			if i < 0 {
				without = append(without, tm)
				continue
			}
			rest := append(append([]string(nil), tm.fs[:i]...), tm.fs[i+1:]...)
			with = append(with, term{tm.k, rest})
		}
		inner := build(with)
		_, constInner := inner.IsConst()
		parts := []*solver.Expr{solver.Mul(factor(best, constInner), inner)}
		if len(without) > 0 {
			parts = append(parts, build(without))
		}
		return solver.Add(parts...)
	}
	parts := []*solver.Expr{build(ts)}
	if l.Const.Sign() != 0 {
		parts = append(parts, solver.Const(l.Const))
	}
	if keep {
		return solver.Min(linExpr(l), solver.Add(parts...))
	}
	return solver.Add(parts...)
}

// available reports whether every variable of fs holds itself in env: a
// derived parameter always does; an entry argument where it is an
// argument of the relation.
func (t *translator) available(fs []string, env penv) bool {
	for _, f := range fs {
		if _, ok := t.out.Derived[f]; ok {
			continue
		}
		if t.nameIndex == nil {
			t.nameIndex = map[string]int{}
			for i, n := range t.vars {
				t.nameIndex[n] = i
			}
		}
		k, ok := t.nameIndex[f]
		if !ok {
			return false
		}
		v := env.at(k)
		if v.Const == nil || len(v.Terms) != 1 || v.Const.Sign() != 0 || v.Terms[0].Var != f {
			return false
		}
	}
	return true
}

// productBoundsOn switches productBounds (its test switches it off).
var productBoundsOn = true

// productBounds gives, for each monomial variable m = x·y of two factors
// that the equation with constraints cons, cost and calls uses, the
// bounds of m that follow from the box of x and y that cons gives (their
// bounds by constants): (x - lx)(y - ly) >= 0, (ux - x)(uy - y) >= 0,
// (x - lx)(uy - y) >= 0 and (ux - x)(y - ly) >= 0, each where both ends
// are known, are linear in m, x and y. A product unconstrained whatever
// its factors made an h count nprocs * v, with 0 <= v <= 3 on the path,
// unbounded; it is at most 3·nprocs.
func (t *translator) productBounds(cons solver.Poly, cost *solver.Expr, calls []solver.Term) solver.Poly {
	if !productBoundsOn || len(t.monoFactors) == 0 {
		return nil
	}
	var ms []string
	seen := map[string]bool{}
	visit := func(v string) {
		if seen[v] {
			return
		}
		seen[v] = true
		if fs, ok := t.monoFactors[v]; ok && len(fs) == 2 && !t.derivedProducts[v] {
			ms = append(ms, v)
		}
	}
	for _, c := range cons {
		for _, tm := range c.L.Terms {
			visit(tm.Var)
		}
	}
	for _, c := range calls {
		for _, a := range c.Args {
			for _, tm := range a.Terms {
				visit(tm.Var)
			}
		}
	}
	for _, v := range cost.Vars() {
		visit(v)
	}
	if len(ms) == 0 {
		return nil
	}
	box := boxOf(cons)
	var out solver.Poly
	for _, m := range ms {
		fs := t.monoFactors[m]
		x, y := fs[0], fs[1]
		bx, by := box.get(x), box.get(y)
		// (a·x + b)(c·y + d) >= 0 with a, c = ±1: a·c·m + a·d·x + b·c·y + b·d >= 0.
		add := func(a int64, ex *big.Rat, c int64, ey *big.Rat) {
			if ex == nil || ey == nil {
				return
			}
			b := new(big.Rat).Mul(big.NewRat(-a, 1), ex) // a·x + b = a·(x - ex)
			d := new(big.Rat).Mul(big.NewRat(-c, 1), ey)
			l := solver.LinVar(m).Scale(big.NewRat(a*c, 1))
			l = l.AddScaled(new(big.Rat).Mul(big.NewRat(a, 1), d), solver.LinVar(x))
			l = l.AddScaled(new(big.Rat).Mul(b, big.NewRat(c, 1)), solver.LinVar(y))
			l = l.AddScaled(new(big.Rat).Mul(b, d), constLin(1))
			out = append(out, solver.Cons{L: l})
		}
		add(1, bx.lo, 1, by.lo)
		add(-1, bx.hi, -1, by.hi)
		add(1, bx.lo, -1, by.hi)
		add(-1, bx.hi, 1, by.lo)
	}
	return out
}
