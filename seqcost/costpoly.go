package seqcost

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"bspcost/frontend"
)

// costCancelOn switches cancelled (its test switches it off).
var costCancelOn = true

// maxCancelMonomials bounds the expansion cancelled makes of one cost:
// past it the cost is translated as written.
const maxCancelMonomials = 64

// cancelled rewrites the cost coefficient e, a sum, difference or product,
// as the sum of its monomials over its atoms (the operands that are not
// sums, differences, products, negations or literals, equal atoms alike:
// the same identifiers, the same operators), where that has fewer
// occurrences of atoms than e: a slice's words ((q + 1)*b - q*b of
// a[q*b:(q + 1)*b], q = (pid + 1) % p) are b. Each occurrence of an atom
// outside the linear model becomes a variable of its own in the
// translation, so the two q there would cost b times their largest
// difference (p - 1) rather than b. Within one annotation the atoms are
// evaluated once at the same point, so equal ones have equal values and
// the rewriting is exact; `any` is an atom equal to no other.
func (t *translator) cancelled(e frontend.Expr) (frontend.Expr, bool) {
	if !costCancelOn || t.polyTried[e] {
		return nil, false
	}
	if t.polyTried == nil {
		t.polyTried = map[frontend.Expr]bool{}
	}
	x := polyExpand{t: t, atoms: map[string]frontend.Expr{}}
	p, ok := x.expand(e)
	if !ok {
		return nil, false
	}
	n := 0
	for _, m := range p {
		n += len(m.atoms)
	}
	if n >= x.occurrences {
		return nil, false
	}
	for _, m := range p {
		if !m.coef.IsInt64() {
			return nil, false
		}
	}
	return x.build(e, p), true
}

// monomial is coef times the product of its atoms (keys of
// polyExpand.atoms, sorted).
type monomial struct {
	coef  *big.Int
	atoms []string
}

func (m monomial) key() string { return strings.Join(m.atoms, "*") }

// polyExpand expands one cost coefficient: atoms maps an atom's key to
// its first occurrence, occurrences counts the atoms of the expression
// as written.
type polyExpand struct {
	t           *translator
	atoms       map[string]frontend.Expr
	occurrences int
}

// expand returns e as monomials, in the order of their first appearance,
// without zero ones; false past maxCancelMonomials.
func (x *polyExpand) expand(e frontend.Expr) ([]monomial, bool) {
	x.t.polyTried[e] = true
	if x.t.outOfBudget() {
		// (Read at every node, as the translation does.)
		return nil, false
	}
	switch e := e.(type) {
	case *frontend.IntLit:
		if e.Value == 0 {
			return nil, true
		}
		return []monomial{{coef: big.NewInt(e.Value)}}, true
	case *frontend.ParenExpr:
		return x.expand(e.X)
	case *frontend.UnaryExpr:
		if e.Op == frontend.SUB {
			a, ok := x.expand(e.X)
			return scaleMonos(a, big.NewInt(-1)), ok
		}
	case *frontend.BinaryExpr:
		switch e.Op {
		case frontend.ADD, frontend.SUB:
			a, ok := x.expand(e.X)
			if !ok {
				return nil, false
			}
			b, ok := x.expand(e.Y)
			if !ok {
				return nil, false
			}
			if e.Op == frontend.SUB {
				b = scaleMonos(b, big.NewInt(-1))
			}
			return addMonos(a, b)
		case frontend.MUL:
			a, ok := x.expand(e.X)
			if !ok {
				return nil, false
			}
			b, ok := x.expand(e.Y)
			if !ok || len(a)*len(b) > maxCancelMonomials {
				return nil, false
			}
			var out []monomial
			for _, m := range a {
				for _, n := range b {
					atoms := append(append([]string(nil), m.atoms...), n.atoms...)
					sort.Strings(atoms)
					var ok bool
					if out, ok = addMonos(out, []monomial{{coef: new(big.Int).Mul(m.coef, n.coef), atoms: atoms}}); !ok {
						return nil, false
					}
				}
			}
			return out, true
		}
	}
	x.occurrences++
	k := x.atomKey(e)
	if _, ok := x.atoms[k]; !ok {
		x.atoms[k] = e
	}
	return []monomial{{coef: big.NewInt(1), atoms: []string{k}}}, true
}

func scaleMonos(a []monomial, k *big.Int) []monomial {
	out := make([]monomial, len(a))
	for i, m := range a {
		out[i] = monomial{coef: new(big.Int).Mul(m.coef, k), atoms: m.atoms}
	}
	return out
}

// addMonos is a + b, like monomials merged, zero ones dropped.
func addMonos(a, b []monomial) ([]monomial, bool) {
	out := append([]monomial(nil), a...)
	for _, n := range b {
		merged := false
		for i, m := range out {
			if m.key() == n.key() {
				out[i] = monomial{coef: new(big.Int).Add(m.coef, n.coef), atoms: m.atoms}
				merged = true
				break
			}
		}
		if !merged {
			out = append(out, n)
		}
	}
	kept := out[:0]
	for _, m := range out {
		if m.coef.Sign() != 0 {
			kept = append(kept, m)
		}
	}
	return kept, len(kept) <= maxCancelMonomials
}

// atomKey is a key of e equal for equal expressions: identifiers by their
// objects (p and nprocs are one), `any` and unknown nodes by their
// identity.
func (x *polyExpand) atomKey(e frontend.Expr) string {
	var b strings.Builder
	var walk func(e frontend.Expr)
	walk = func(e frontend.Expr) {
		switch e := e.(type) {
		case *frontend.IntLit:
			fmt.Fprintf(&b, "%d", e.Value)
		case *frontend.ParenExpr:
			walk(e.X)
		case *frontend.Ident:
			if o := x.t.obj(e); o != nil {
				fmt.Fprintf(&b, "%s@%p", o.Name, o)
			} else {
				fmt.Fprintf(&b, "%s@%p", e.Name, e)
			}
		case *frontend.UnaryExpr:
			fmt.Fprintf(&b, "(%d ", e.Op)
			walk(e.X)
			b.WriteString(")")
		case *frontend.BinaryExpr:
			fmt.Fprintf(&b, "(%d ", e.Op)
			walk(e.X)
			b.WriteString(" ")
			walk(e.Y)
			b.WriteString(")")
		case *frontend.IndexExpr:
			b.WriteString("(index ")
			walk(e.X)
			b.WriteString(" ")
			walk(e.Index)
			b.WriteString(")")
		case *frontend.CallExpr:
			fmt.Fprintf(&b, "(%s", e.Fun.Name)
			for _, a := range e.Args {
				b.WriteString(" ")
				walk(a)
			}
			b.WriteString(")")
		default:
			fmt.Fprintf(&b, "(node %p)", e)
		}
	}
	walk(e)
	return b.String()
}

// build is the sum of the monomials of p as an expression over the first
// occurrences of their atoms (0 for none), at e's position.
func (x *polyExpand) build(e frontend.Expr, p []monomial) frontend.Expr {
	pos := e.Pos()
	lit := func(v *big.Int) frontend.Expr {
		return &frontend.IntLit{ValuePos: pos, Lit: v.String(), Value: v.Int64()}
	}
	var sum frontend.Expr
	for _, m := range p {
		c := m.coef
		neg := sum != nil && c.Sign() < 0
		if neg {
			c = new(big.Int).Neg(c)
		}
		var term frontend.Expr
		if c.Cmp(big.NewInt(1)) != 0 || len(m.atoms) == 0 {
			term = lit(c)
		}
		for _, k := range m.atoms {
			a := &frontend.ParenExpr{Lparen: pos, X: x.atoms[k], Rparen: pos}
			if term == nil {
				term = a
			} else {
				term = &frontend.BinaryExpr{X: term, OpPos: pos, Op: frontend.MUL, Y: a}
			}
		}
		for n := term; n != nil; {
			x.t.polyTried[n] = true
			b, ok := n.(*frontend.BinaryExpr)
			if !ok {
				break
			}
			n = b.X
		}
		switch {
		case sum == nil:
			sum = term
		case neg:
			sum = &frontend.BinaryExpr{X: sum, OpPos: pos, Op: frontend.SUB, Y: term}
		default:
			sum = &frontend.BinaryExpr{X: sum, OpPos: pos, Op: frontend.ADD, Y: term}
		}
		x.t.polyTried[sum] = true
	}
	if sum == nil {
		return lit(new(big.Int))
	}
	return sum
}
