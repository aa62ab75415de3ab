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
	// Only: no other case's condition holds where Cond does (their
	// domains are disjoint), so the cases marked Only may be charged as
	// the branches of one if-elif chain: the sum of the cases is the
	// value of the one branch taken, which the sequential analysis keeps
	// as a maximum over the branches, not a sum.
	Only bool
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
	var doms []*polyhedra.Set
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
		doms = append(doms, pc.Domain)
	}
	markOnly(out, doms)
	return out, nil
}

// onlyCasesOn switches markOnly (its test switches it off).
var onlyCasesOn = true

// maxOnlyCases and onlyWork bound markOnly's emptiness tests (a pair of
// cases each, onlyWork for each: roughly a millisecond).
const (
	maxOnlyCases = 12
	onlyWork     = 30000
)

// markOnly marks the cases whose domain (doms, in the same order) meets
// no other case's, each pair proved empty within onlyWork.
func markOnly(cases []Case, doms []*polyhedra.Set) {
	if !onlyCasesOn || len(cases) < 2 || len(cases) > maxOnlyCases {
		return
	}
	meets := make([]bool, len(cases))
	for i := range cases {
		for j := i + 1; j < len(cases); j++ {
			if meets[i] && meets[j] {
				continue
			}
			if cases[i].Cond == nil || cases[j].Cond == nil {
				meets[i], meets[j] = true, true
				continue
			}
			if empty, known := doms[i].Intersect(doms[j]).IsEmptyWithin(onlyWork); !empty || !known {
				meets[i], meets[j] = true, true
			}
		}
	}
	for i := range cases {
		cases[i].Only = !meets[i]
	}
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
		eqs, ineqs, congr := pinDivs(eqs, ineqs, divs, len(cols))
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
		for _, g := range congr {
			c, err := g.expr(cols, eqs, ineqs)
			if err != nil {
				return nil, false, err
			}
			if conj == nil {
				conj = c
			} else {
				conj = bin(conj, frontend.LAND, c)
			}
		}
		shadow := projectDivs(eqs, ineqs, divs, len(cols))
		for i, rows := range [][][]*big.Int{shadow, eqs, ineqs} {
			for _, r := range rows {
				a, err := affine(r, all)
				if err != nil {
					return nil, false, err
				}
				op := frontend.GEQ
				if i == 1 {
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
	return qpolyExprShift(q, cols, dom, false)
}

// qpolyExprShift is qpolyExpr; with shift, a plain division whose
// numerator has a negative constant -c is written (num + m·d) / d - m,
// m = ceil(c / d), the same value where num >= 0 and a numerator the
// sequential analysis knows not negative at more points ((nprocs + 1) / 3
// and not (nprocs - 2) / 3 + 1, which it bounds by nprocs / 3 + 1).
func qpolyExprShift(q polyhedra.QPoly, cols []frontend.Expr, dom *polyhedra.Set, shift bool) (frontend.Expr, error) {
	all := append([]frontend.Expr{}, cols...)
	for _, a := range q.Atoms() {
		num := a.Num
		var m *big.Int
		if shift && len(num) > 0 && num[0].Sign() < 0 {
			// m = ceil(-num[0] / den)
			m = new(big.Int).Neg(num[0])
			m.Add(m, new(big.Int).Sub(a.Den, big.NewInt(1)))
			m.Quo(m, a.Den)
		}
		x, err := affine(num, all)
		if err != nil {
			return nil, err
		}
		if plainDivOn && nonNegative(num, len(cols), dom) {
			if m != nil {
				shifted := append([]*big.Int{new(big.Int).Add(num[0], new(big.Int).Mul(m, a.Den))}, num[1:]...)
				if x, err = affine(shifted, all); err != nil {
					return nil, err
				}
				ml, err := lit(m)
				if err != nil {
					return nil, err
				}
				all = append(all, &frontend.ParenExpr{X: bin(bin(&frontend.ParenExpr{X: x}, frontend.QUO, mustLit(a.Den)), frontend.SUB, ml)})
				continue
			}
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

// projectDivsOn switches projectDivs (its test switches it off: a piece's
// condition with floor atoms is only its rows over them).
var projectDivsOn = true

// maxShadowRows bounds the rows of projectDivs's elimination.
const maxShadowRows = 64

// projectDivs returns the inequalities over the first n columns (after
// the constant) that the rows of a part imply with its div columns
// eliminated (Fourier-Motzkin over the rationals with each div's two
// defining rows, then tightened over the integers), those that are not
// already rows of the part. The piece `nprocs + k + 2*floor(-k/2) >= 2`
// implies nprocs >= 2: the sequential analysis, which keeps the linear
// conjuncts of a case's condition and drops the ones with floors, then
// still knows that the case is empty at p = 1. Implied rows, so the
// condition is unchanged; nil when there is no div or the elimination
// grows past maxShadowRows.
func projectDivs(eqs, ineqs [][]*big.Int, divs []polyhedra.DivDef, n int) [][]*big.Int {
	if !projectDivsOn || len(divs) == 0 {
		return nil
	}
	width := 1 + n + len(divs)
	pad := func(r []*big.Int) []*big.Int { return padRow(r, width) }
	neg := func(r []*big.Int) []*big.Int {
		out := make([]*big.Int, len(r))
		for i, x := range r {
			out[i] = new(big.Int).Neg(x)
		}
		return out
	}
	var rows [][]*big.Int
	for _, r := range ineqs {
		rows = append(rows, pad(r))
	}
	for _, r := range eqs {
		rows = append(rows, pad(r), neg(pad(r)))
	}
	for j, d := range divs {
		c := 1 + n + j
		// num - den*x >= 0 and den*x - num + den - 1 >= 0.
		lo := pad(d.Num)
		lo[c].Sub(lo[c], d.Den)
		hi := neg(pad(d.Num))
		hi[c].Add(hi[c], d.Den)
		hi[0].Add(hi[0], new(big.Int).Sub(d.Den, big.NewInt(1)))
		rows = append(rows, lo, hi)
	}
	for c := width - 1; c > n; c-- {
		var pos, negs, next [][]*big.Int
		for _, r := range rows {
			switch r[c].Sign() {
			case 1:
				pos = append(pos, r)
			case -1:
				negs = append(negs, r)
			default:
				next = append(next, r)
			}
		}
		if len(next)+len(pos)*len(negs) > maxShadowRows {
			return nil
		}
		for _, p := range pos {
			for _, q := range negs {
				a, b := new(big.Int).Neg(q[c]), p[c] // a*p + b*q has 0 at c
				r := make([]*big.Int, width)
				for i := range r {
					r[i] = new(big.Int).Add(new(big.Int).Mul(a, p[i]), new(big.Int).Mul(b, q[i]))
				}
				next = append(next, r)
			}
		}
		rows = next
	}
	seen := map[string]bool{}
	for _, r := range ineqs {
		seen[rowKey(pad(r)[:1+n])] = true
	}
	var out [][]*big.Int
	for _, r := range rows {
		r = tighten(r[:1+n])
		if r == nil {
			continue
		}
		if k := rowKey(r); !seen[k] {
			seen[k] = true
			out = append(out, r)
		}
	}
	return out
}

// tighten divides an inequality row (constant first) by the gcd of its
// variable coefficients, flooring the constant (integer points keep it);
// nil for a row without variables (true, or empty: the part's own rows
// say which).
func tighten(r []*big.Int) []*big.Int {
	g := new(big.Int)
	for _, x := range r[1:] {
		g.GCD(nil, nil, g, new(big.Int).Abs(x))
	}
	if g.Sign() == 0 {
		return nil
	}
	out := make([]*big.Int, len(r))
	out[0] = new(big.Int).Div(r[0], g) // Euclidean: floor for g > 0
	for i, x := range r[1:] {
		out[i+1] = new(big.Int).Quo(x, g)
	}
	return out
}

func rowKey(r []*big.Int) string {
	var sb []byte
	for _, x := range r {
		sb = append(sb, x.String()...)
		sb = append(sb, ',')
	}
	return string(sb)
}
