package hrelation

import (
	"fmt"
	"math/big"
	"sort"

	"bspcost/frontend"
	"bspcost/polyhedra"
)

// Case is one term of h written as .bsp expressions: Value where Cond
// holds (Cond nil: everywhere). h is the sum of the values of the cases
// whose condition holds (the sum semantics of polyhedra.PwQPoly), so the
// sequential program can charge each case in an `if` of its own, and no
// case is a number that only holds for some parameter values.
type Case struct {
	Cond, Value frontend.Expr
}

// Cases returns H as .bsp expressions over the step's parameters (program
// objects as identifiers, bound in info, which must extend the program's
// bindings; opaque parameters as their expressions), to be
// evaluated at the closing barrier. Rational coefficients become one
// exact division by their common denominator (h is an integer on each
// piece); floor atoms become C divisions corrected for negative values.
func (st *Step) Cases(info *frontend.Info) ([]Case, error) {
	if st.H == nil {
		return nil, fmt.Errorf("no bound: %v", st.Err)
	}
	var cols []frontend.Expr
	for _, p := range st.Params {
		if p.Expr != nil {
			cols = append(cols, &frontend.ParenExpr{X: p.Expr})
		} else {
			id := &frontend.Ident{Name: p.Obj.Name}
			info.Bind(id, p.Obj)
			cols = append(cols, id)
		}
	}
	switch c, ok, err := minCases(st.H, cols); {
	case err != nil:
		return nil, err
	case ok:
		return []Case{c}, nil
	}
	var out []Case
	for _, pc := range st.H.Pieces {
		cond, ok, err := domainExpr(pc.Domain, cols)
		if err != nil {
			return nil, err
		}
		if !ok {
			continue // empty domain
		}
		val, err := qpolyExpr(pc.Value, cols, pc.Domain)
		if err != nil {
			return nil, err
		}
		if v, isLit := val.(*frontend.IntLit); isLit && v.Value == 0 {
			continue
		}
		out = append(out, Case{Cond: cond, Value: val})
	}
	return out, nil
}

func lit(v *big.Int) (frontend.Expr, error) {
	if !v.IsInt64() {
		return nil, fmt.Errorf("coefficient %s does not fit in an int", v)
	}
	if v.Sign() < 0 {
		return &frontend.UnaryExpr{Op: frontend.SUB, X: &frontend.IntLit{Lit: new(big.Int).Neg(v).String(), Value: -v.Int64()}}, nil
	}
	return &frontend.IntLit{Lit: v.String(), Value: v.Int64()}, nil
}

func bin(x frontend.Expr, op frontend.Token, y frontend.Expr) frontend.Expr {
	return &frontend.BinaryExpr{X: x, Op: op, Y: y}
}

// affine returns row · (1, cols...) as an expression.
func affine(row []*big.Int, cols []frontend.Expr) (frontend.Expr, error) {
	var sum frontend.Expr
	add := func(t frontend.Expr, neg bool) {
		switch {
		case sum == nil && neg:
			sum = &frontend.UnaryExpr{Op: frontend.SUB, X: t}
		case sum == nil:
			sum = t
		case neg:
			sum = bin(sum, frontend.SUB, t)
		default:
			sum = bin(sum, frontend.ADD, t)
		}
	}
	for i := 1; i < len(row) && i-1 < len(cols); i++ {
		c := row[i]
		if c.Sign() == 0 {
			continue
		}
		a := new(big.Int).Abs(c)
		var t frontend.Expr = cols[i-1]
		if a.Cmp(big.NewInt(1)) != 0 {
			l, err := lit(a)
			if err != nil {
				return nil, err
			}
			t = bin(l, frontend.MUL, t)
		}
		add(t, c.Sign() < 0)
	}
	if len(row) > 0 && row[0].Sign() != 0 {
		l, err := lit(new(big.Int).Abs(row[0]))
		if err != nil {
			return nil, err
		}
		add(l, row[0].Sign() < 0)
	}
	if sum == nil {
		return &frontend.IntLit{Lit: "0"}, nil
	}
	return sum, nil
}

// floorDiv returns floor(a / d), d > 0, with the C operators of .bsp:
// (a - ((a % d + d) % d)) / d.
func floorDiv(a frontend.Expr, d *big.Int) (frontend.Expr, error) {
	if d.Cmp(big.NewInt(1)) == 0 {
		return a, nil
	}
	l, err := lit(d)
	if err != nil {
		return nil, err
	}
	p := &frontend.ParenExpr{X: a}
	rem := bin(&frontend.ParenExpr{X: bin(bin(p, frontend.REM, l), frontend.ADD, l)}, frontend.REM, l)
	return bin(&frontend.ParenExpr{X: bin(p, frontend.SUB, &frontend.ParenExpr{X: rem})}, frontend.QUO, l), nil
}

// domainExpr returns the condition of a set of parameter values (nil when
// it always holds); ok is false for the empty set.
func domainExpr(dom *polyhedra.Set, cols []frontend.Expr) (frontend.Expr, bool, error) {
	var disj frontend.Expr
	parts := dom.Parts()
	if len(parts) == 0 {
		return nil, false, nil
	}
	for _, b := range parts {
		eqs, ineqs, divs := b.Constraints()
		all := append([]frontend.Expr{}, cols...)
		for _, d := range divs {
			a, err := affine(d.Num, all)
			if err != nil {
				return nil, false, err
			}
			f, err := floorDiv(a, d.Den)
			if err != nil {
				return nil, false, err
			}
			all = append(all, f)
		}
		var conj frontend.Expr
		for i, rows := range [][][]*big.Int{eqs, ineqs} {
			for _, r := range rows {
				a, err := affine(r, all)
				if err != nil {
					return nil, false, err
				}
				op := frontend.GEQ
				if i == 0 {
					op = frontend.EQL
				}
				c := bin(a, op, &frontend.IntLit{Lit: "0"})
				if conj == nil {
					conj = c
				} else {
					conj = bin(conj, frontend.LAND, c)
				}
			}
		}
		if conj == nil {
			return nil, true, nil // a part without constraints: always
		}
		if disj == nil {
			disj = conj
		} else {
			disj = bin(disj, frontend.LOR, conj)
		}
	}
	return disj, true, nil
}

// qpolyExpr returns q as an expression over cols (then q's atoms). An
// atom whose numerator is over the parameters only and not negative on
// dom (nil: not known) is a plain C division, which the sequential
// analysis keeps exact (floor((nprocs + 2) / 2) - floor((nprocs + 1) / 2)
// is 1 - nprocs % 2 to it, where the corrected form only has a range).
func qpolyExpr(q polyhedra.QPoly, cols []frontend.Expr, dom *polyhedra.Set) (frontend.Expr, error) {
	all := append([]frontend.Expr{}, cols...)
	for _, a := range q.Atoms() {
		x, err := affine(a.Num, all)
		if err != nil {
			return nil, err
		}
		if plainDivOn && nonNegative(a.Num, len(cols), dom) {
			all = append(all, &frontend.ParenExpr{X: bin(&frontend.ParenExpr{X: x}, frontend.QUO, mustLit(a.Den))})
			continue
		}
		f, err := floorDiv(x, a.Den)
		if err != nil {
			return nil, err
		}
		all = append(all, &frontend.ParenExpr{X: f})
	}
	terms := q.Terms()
	// Highest degree first, the constant last: "nprocs * N - N".
	sort.SliceStable(terms, func(i, j int) bool { return degree(terms[i]) > degree(terms[j]) })
	den := big.NewInt(1)
	for _, t := range terms {
		d := t.Coef.Denom()
		g := new(big.Int).GCD(nil, nil, den, d)
		den.Mul(den, new(big.Int).Quo(d, g))
	}
	var sum frontend.Expr
	for _, t := range terms {
		c := new(big.Int).Mul(t.Coef.Num(), new(big.Int).Quo(den, t.Coef.Denom()))
		var mono frontend.Expr
		for i, e := range t.Exp {
			for ; e > 0; e-- {
				if mono == nil {
					mono = all[i]
				} else {
					mono = bin(mono, frontend.MUL, all[i])
				}
			}
		}
		a := new(big.Int).Abs(c)
		var term frontend.Expr
		switch {
		case mono == nil:
			l, err := lit(a)
			if err != nil {
				return nil, err
			}
			term = l
		case a.Cmp(big.NewInt(1)) == 0:
			term = mono
		default:
			l, err := lit(a)
			if err != nil {
				return nil, err
			}
			term = bin(l, frontend.MUL, mono)
		}
		switch {
		case sum == nil && c.Sign() < 0:
			sum = &frontend.UnaryExpr{Op: frontend.SUB, X: term}
		case sum == nil:
			sum = term
		case c.Sign() < 0:
			sum = bin(sum, frontend.SUB, term)
		default:
			sum = bin(sum, frontend.ADD, term)
		}
	}
	if sum == nil {
		return &frontend.IntLit{Lit: "0"}, nil
	}
	if den.Cmp(big.NewInt(1)) != 0 {
		l, err := lit(den)
		if err != nil {
			return nil, err
		}
		sum = bin(&frontend.ParenExpr{X: sum}, frontend.QUO, l)
	}
	return sum, nil
}

// plainDivOn switches the plain divisions of qpolyExpr (its test
// switches it off).
var plainDivOn = true

// nonNegativeWork bounds the emptiness test of nonNegative.
const nonNegativeWork = 20_000

// nonNegative reports whether the affine form num (a constant, then np
// parameters, then nothing but zeros) is at least 0 on dom.
func nonNegative(num []*big.Int, np int, dom *polyhedra.Set) bool {
	if dom == nil || len(num) == 0 {
		return false
	}
	for i := 1 + np; i < len(num); i++ {
		if num[i].Sign() != 0 {
			return false
		}
	}
	// num <= -1: -num - 1 >= 0.
	c := polyhedra.ColConstraint{Coef: make([]int64, np)}
	for i := 0; i < len(num) && i <= np; i++ {
		v := new(big.Int).Neg(num[i])
		if !v.IsInt64() {
			return false
		}
		if i == 0 {
			c.Const = v.Int64() - 1
		} else {
			c.Coef[i-1] = v.Int64()
		}
	}
	neg, err := dom.AddColConstraints(c)
	if err != nil {
		return false
	}
	empty, known := neg.IsEmptyWithin(nonNegativeWork)
	return empty && known
}

// mustLit is lit of a positive divisor (an atom's denominator).
func mustLit(d *big.Int) frontend.Expr {
	l, err := lit(d)
	if err != nil {
		return &frontend.IntLit{Lit: d.String()}
	}
	return l
}

func degree(t polyhedra.QTerm) int {
	d := 0
	for _, e := range t.Exp {
		d += e
	}
	return d
}

// exprSize returns the number of leaves (parameters and literals) of pw
// written out as Cases writes it, each floor atom and div at each of its
// uses and twice in floorDiv (polyhedra.PwQPoly.ExpandedSize), at most
// one literal more per term. It is what the sequential program, seqcost
// and the solver read of h; floors nested in floors make it grow
// exponentially with the nesting, which the pieces' count alone does not
// show.
// params holds the leaves of each parameter (an opaque one is its
// expression; nil: 1 each).
func exprSize(pw *polyhedra.PwQPoly, params []int) int {
	return pw.ExpandedSize(params, func(num int, unitDen bool) int {
		if unitDen {
			return num
		}
		return 2*num + 4 // (a - ((a % d + d) % d)) / d
	})
}

// paramSizes returns the leaves of each parameter as Cases writes it.
func paramSizes(ps []Param) []int {
	out := make([]int, len(ps))
	for i, p := range ps {
		out[i] = 1
		if p.Expr != nil {
			out[i] = 0
			frontend.Inspect(p.Expr, func(n frontend.Node) bool {
				switch n.(type) {
				case *frontend.Ident, *frontend.IntLit:
					out[i]++
				}
				return true
			})
		}
	}
	return out
}
