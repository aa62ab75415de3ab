package seqcost

import (
	"math/big"
	"sort"
	"strconv"
	"strings"

	"bspcost/solver"
)

// Products in normal form (issue 29, cause 2). A product of two values
// that are not constants is outside the linear model; it used to be a
// fresh unknown at each occurrence, so that pid*b + b - 1 - pid*b was not
// b - 1, nor the count hi - lo + 1 of a block lo := pid*b, hi := pid*b +
// b - 1. Here the product of two linear forms is expanded (a polynomial:
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
			out = append(out, alt{lin: l, cons: cons})
		}
	}
	return out, true
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
