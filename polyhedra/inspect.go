package polyhedra

import "math/big"

// Read-only views of the representation, for clients that translate sets
// and quasi-polynomials into another language (hrelation writes h as .bsp
// expressions for the sequential program).

// DivDef is floor(Num · (1, columns...) / Den), Den > 0: a div of a basic
// set (over the constant, the parameters, the set variables and the
// earlier divs) or a floor atom of a QPoly (over the constant, the
// parameters and the earlier atoms). Num has the full width of its
// context; the entries past the div's own position are zero.
type DivDef struct {
	Num []*big.Int
	Den *big.Int
}

// QTerm is one monomial of a QPoly: Coef times the product of column i
// raised to Exp[i], the columns being the parameters, then the atoms.
type QTerm struct {
	Coef *big.Rat
	Exp  []int
}

func bigRow(r []Int) []*big.Int {
	out := make([]*big.Int, len(r))
	for i, x := range r {
		out[i] = new(big.Int).Set(x.bigInt())
	}
	return out
}

// Constraints returns the rows of b over the columns (1, parameters, set
// variables, divs): eqs mean row · columns = 0, ineqs >= 0; divs defines
// the div columns in order.
func (b *BasicSet) Constraints() (eqs, ineqs [][]*big.Int, divs []DivDef) {
	for _, r := range b.eqs {
		eqs = append(eqs, bigRow(r))
	}
	for _, r := range b.ineqs {
		ineqs = append(ineqs, bigRow(r))
	}
	for _, d := range b.divs {
		divs = append(divs, DivDef{Num: bigRow(d.num), Den: new(big.Int).Set(d.den.bigInt())})
	}
	return eqs, ineqs, divs
}

// Atoms returns the floor atoms of q in order.
func (q QPoly) Atoms() []DivDef {
	var out []DivDef
	for _, a := range q.atoms {
		out = append(out, DivDef{Num: bigRow(a.num), Den: new(big.Int).Set(a.den.bigInt())})
	}
	return out
}

// Terms returns the monomials of q over (parameters..., atoms...).
func (q QPoly) Terms() []QTerm {
	var out []QTerm
	for _, t := range q.p.terms {
		out = append(out, QTerm{Coef: new(big.Rat).Set(t.c), Exp: append([]int(nil), t.e...)})
	}
	return out
}
