package seqcost

import (
	"math/big"
	"sort"

	"bspcost/solver"
)

// projectLocal eliminates from cons the fresh variables (named F...) that
// neither the cost nor the calls of an equation use (used), instead of
// dropping every constraint that mentions one: an equality gives the
// variable's value, substituted into the others; otherwise Fourier–Motzkin
// combines each lower bound with each upper bound. Both keep only
// consequences of cons over the integers (the variables are the
// program's integers: intBounds and tightened round what the rationals
// give): the guard gets weaker, never stronger, which is sound, and what a local
// variable related survives. nondet's facts after a havoc relate the new
// process's scalars to its fresh pid (x == pid, 0 <= pid < nprocs): dropped,
// they left x unbounded. Past maxFMPairs combinations for one variable its
// constraints are dropped, as before, which bounds the work. stop (nil:
// never) is read before each elimination: once it is true, cons is
// returned as it is (the translation ends with the budget's error).
func projectLocal(cons solver.Poly, used map[string]bool, stop func() bool) solver.Poly {
	local := map[string]bool{}
	for _, c := range cons {
		for _, t := range c.L.Terms {
			if v := t.Var; len(v) > 0 && v[0] == 'F' && !used[v] {
				local[v] = true
			}
		}
	}
	if len(local) == 0 {
		return cons
	}
	vars := make([]string, 0, len(local))
	for v := range local {
		vars = append(vars, v)
	}
	sort.Strings(vars)
	out := append(solver.Poly(nil), cons...)
	if !fmCheapestOn || len(vars) > maxCheapestVars {
		for _, v := range vars {
			if stop != nil && stop() {
				return cons
			}
			out = eliminate(out, v)
		}
		vars = nil
	}
	for len(vars) > 0 {
		// The variable with the fewest combinations first: a quotient's
		// q (two bounds of its own) before the dividends that the
		// combinations multiply, so that fewer variables pass
		// maxFMPairs and lose their constraints (those of a cost's
		// quotient of a sum of quotients, a h-relation's count).
		if stop != nil && stop() {
			return cons
		}
		best, bestN := 0, -1
		for i, v := range vars {
			if n := fmPairs(out, v); bestN < 0 || n < bestN {
				best, bestN = i, n
			}
		}
		out = eliminate(out, vars[best])
		vars = append(vars[:best], vars[best+1:]...)
	}
	// The combinations repeat (each barrier's old pid gives p >= 1 again)
	// or hold always: keep one of each, and no constant ones that hold.
	seen := map[string]bool{}
	kept := out[:0]
	for _, c := range out {
		if c.L.IsConst() && (c.L.Const.Sign() == 0 || (!c.Eq && c.L.Const.Sign() > 0)) {
			continue
		}
		if k := c.String(); !seen[k] {
			seen[k] = true
			kept = append(kept, c)
		}
	}
	return kept
}

// fmCheapestOn switches the order of elimination by fewest combinations
// (its test switches it off: the order of the names).
var fmCheapestOn = true

// maxCheapestVars bounds the local variables ordered by fmPairs (each
// choice scans the constraints for every variable left); past it they go
// in the order of their names.
const maxCheapestVars = 48

// fmPairs is how many combinations eliminate(cons, v) makes (0 when an
// equality gives v's value).
func fmPairs(cons solver.Poly, v string) int {
	pos, neg := 0, 0
	for _, c := range cons {
		k := c.L.Coef(v)
		if k == nil || k.Sign() == 0 {
			continue
		}
		if c.Eq {
			return 0
		}
		if k.Sign() > 0 {
			pos++
		} else {
			neg++
		}
	}
	return pos * neg
}

// maxFMPairs bounds the combinations made to eliminate one variable.
const maxFMPairs = 16

// eliminate returns cons without v (see projectLocal).
func eliminate(cons solver.Poly, v string) solver.Poly {
	var with, rest solver.Poly
	for _, c := range cons {
		if k := c.L.Coef(v); k != nil && k.Sign() != 0 {
			with = append(with, c)
		} else {
			rest = append(rest, c)
		}
	}
	if len(with) == 0 {
		return cons
	}
	for i, c := range with {
		if !c.Eq {
			continue
		}
		// v = -(c.L - a v) / a: substitute it.
		a := c.L.Coef(v)
		if intBoundsOn && !unit(a) {
			with = append(with, intBounds(cons, v)...)
		}
		for j, d := range with {
			if j == i {
				continue
			}
			k := new(big.Rat).Quo(d.L.Coef(v), a)
			l := d.L.AddScaled(k.Neg(k), c.L).Without(v)
			rest = append(rest, tightened(solver.Cons{L: integral(l), Eq: d.Eq}))
		}
		return rest
	}
	var pos, neg solver.Poly
	for _, c := range with {
		if c.L.Coef(v).Sign() > 0 {
			pos = append(pos, c)
		} else {
			neg = append(neg, c)
		}
	}
	if len(pos)*len(neg) > maxFMPairs {
		return rest
	}
	for _, p := range pos {
		for _, n := range neg {
			// p.L/a + n.L/b >= 0 with a = p's coefficient, b = -n's.
			a, b := p.L.Coef(v), new(big.Rat).Neg(n.L.Coef(v))
			l := p.L.Scale(new(big.Rat).Inv(a)).AddScaled(new(big.Rat).Inv(b), n.L).Without(v)
			rest = append(rest, tightened(solver.Cons{L: integral(l)}))
		}
	}
	return rest
}

// integral returns l scaled by the lcm of its denominators (a positive
// factor: the same constraint), so that the equations keep integer
// coefficients as the translation writes them.
func integral(l solver.Lin) solver.Lin {
	m := big.NewInt(1)
	lcm := func(d *big.Int) {
		g := new(big.Int).GCD(nil, nil, m, d)
		m.Mul(m, new(big.Int).Quo(d, g))
	}
	lcm(l.Const.Denom())
	for _, t := range l.Terms {
		lcm(t.K.Denom())
	}
	if m.Cmp(big.NewInt(1)) == 0 {
		return l
	}
	return l.Scale(new(big.Rat).SetInt(m))
}

// intBoundsOn switches intBounds (its test switches it off).
var intBoundsOn = true

// intBounds are v's least and greatest values under cons rounded to
// integers, where they are not integers already: v is an integer, and
// an equality a*v = e with |a| > 1 that eliminate substitutes keeps
// only e's rational range, not its residue (p = 2q + 2 and p >= 1: q >=
// -1/2 is q >= 0, so p >= 2, an even p's least value).
func intBounds(cons solver.Poly, v string) solver.Poly {
	var out solver.Poly
	x := solver.LinVar(v)
	if hi, bounded, empty, err := cons.Maximize(x); err == nil && bounded && !empty && !hi.IsInt() {
		out = append(out, geq(solver.NewLin(floorRat(hi)), x))
	}
	if m, bounded, empty, err := cons.Maximize(x.Scale(ratMinus1)); err == nil && bounded && !empty && !m.IsInt() {
		out = append(out, geq(x, solver.NewLin(ceilRat(new(big.Rat).Neg(m)))))
	}
	return out
}

// gcdTightenOn switches tightened (its test switches it off).
var gcdTightenOn = true

// tightened is c (integer coefficients) over the integers: its
// variables' coefficients divided by their gcd g, the constant of an
// inequality by g rounded down (2*q + 1 >= 0 is q >= 0), an equality
// whose constant g does not divide is 0 = 1 (no integer point).
func tightened(c solver.Cons) solver.Cons {
	if !gcdTightenOn || len(c.L.Terms) == 0 {
		return c
	}
	g := new(big.Int)
	for _, t := range c.L.Terms {
		if !t.K.IsInt() {
			return c
		}
		g.GCD(nil, nil, g, new(big.Int).Abs(t.K.Num()))
	}
	if !c.L.Const.IsInt() || g.Cmp(big.NewInt(1)) <= 0 {
		return c
	}
	gr := new(big.Rat).SetInt(g)
	k := new(big.Rat).Quo(c.L.Const, gr)
	if c.Eq && !k.IsInt() {
		return solver.Cons{L: solver.NewLin(big.NewRat(1, 1)), Eq: true}
	}
	l := c.L.Scale(new(big.Rat).Inv(gr))
	l.Const = floorRat(k)
	return solver.Cons{L: l, Eq: c.Eq}
}
