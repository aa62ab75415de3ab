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

// expandedCap saturates ExpandedSize (floors nested in floors grow
// exponentially when written out).
const expandedCap = 1 << 40

// ExpandedSize returns the number of leaves (parameters and constants) of
// pw written as an expression in which each floor atom of a value and
// each div of a domain is written out at each of its uses: a constant
// coefficient other than ±1 is a leaf of its own, a value with a
// fractional coefficient one more (the common denominator), a floor whose
// numerator has n leaves costs floor(n, den == 1), its domains' rows
// count as values, and parameter i has params[i] leaves (1 when params
// is shorter). It reads pw in place (no copies), for callers that bound
// the size of what they write (hrelation's h); the result saturates at
// 2^40.
func (pw *PwQPoly) ExpandedSize(paramSizes []int, floor func(num int, unitDen bool) int) int {
	add := func(a, b int) int { return min(a+b, expandedCap) }
	row := func(r []Int, cols []int) int {
		n := 0
		for i, c := range r {
			switch {
			case isZero(c):
			case i == 0:
				n = add(n, 1)
			case i-1 < len(cols):
				n = add(n, cols[i-1])
				if !eq64(c, 1) && !eq64(c, -1) {
					n = add(n, 1)
				}
			}
		}
		return n
	}
	np := len(pw.Params)
	var buf [16]int
	params := buf[:0]
	for i := range np {
		n := 1
		if i < len(paramSizes) {
			n = paramSizes[i]
		}
		params = append(params, n)
	}
	total := 0
	for _, pc := range pw.Pieces {
		for _, b := range pc.Domain.parts {
			// The domain's columns: the constant, the parameters, its
			// set variables (none for a domain) and divs.
			cols := params
			for range b.nDim() {
				cols = append(cols[:len(cols):len(cols)], 1)
			}
			for _, d := range b.divs {
				cols = append(cols[:len(cols):len(cols)], min(floor(row(d.num, cols), eq64(d.den, 1)), expandedCap))
			}
			for _, r := range b.eqs {
				total = add(total, add(row(r, cols), 1))
			}
			for _, r := range b.ineqs {
				total = add(total, add(row(r, cols), 1))
			}
		}
		cols := params
		for _, a := range pc.Value.atoms {
			cols = append(cols[:len(cols):len(cols)], min(floor(row(a.num, cols), eq64(a.den, 1)), expandedCap))
		}
		frac := false
		for _, t := range pc.Value.p.terms {
			n := 1
			for i, e := range t.e {
				for ; e > 0 && i < len(cols); e-- {
					n = add(n, cols[i])
				}
			}
			total = add(total, n)
			frac = frac || !t.c.IsInt()
		}
		if frac {
			total = add(total, 1) // the common denominator
		}
	}
	return total
}
