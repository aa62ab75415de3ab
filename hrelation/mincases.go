package hrelation

import (
	"fmt"
	"math/big"
	"slices"

	"bspcost/frontend"
	"bspcost/polyhedra"
)

// minCasesOn switches the writing of an h whose pieces are the minimum of
// their values as one case, max(min(f1, ..., fk), 0) (its test switches it
// off).
var minCasesOn = true

// minCasesWork bounds the work of each emptiness test of minCases (the
// unit of polyhedra.Set.IsEmptyWithin); a test past it keeps the cases.
const minCasesWork = 20_000

// minCases returns h as the single value max(0, min(g1, ..., gm)) when
// that is h itself. The pieces f_i on D_i must be affine without floors
// and pairwise disjoint. The lines g are chosen among the f_i and, for a
// piece whose domain starts at p = a, the ramps f_i + k·(p - a) (k = 1..4
// or a constant value of a piece): a line is kept when it is at least f_j
// on every D_j (sound), and the kept ones must give f_j on each D_j and a
// value <= 0 wherever no piece holds (exact); lines not needed for that
// are dropped. The sequential program then charges h as one cost, which
// the solver keeps as a minimum, whereas cases in ifs are paths whose
// bounds it takes the maximum of: a neighbour exchange with at most 3
// partners (p - 1 up to p = 4, then 3) is min(3, p - 1) and not
// max(3, p - 1); 1 word from p = 3 on is max(0, p - 2), not 1 at every
// p. ok is false when the test does not apply or fails; the cases are
// then written one by one (Step.Cases). Every test is an emptiness test
// under a work bound; one past it counts as failed.
func minCases(h *polyhedra.PwQPoly, cols []frontend.Expr) (Case, bool, error) {
	if !minCasesOn {
		return Case{}, false, nil
	}
	var pcs []polyhedra.Piece
	for _, pc := range h.Pieces {
		if c, isConst := pc.Value.IsConstant(); isConst && c.Sign() == 0 {
			continue
		}
		if pc.Domain.NumParts() == 0 {
			continue
		}
		if len(pc.Value.Atoms()) > 0 {
			return Case{}, false, nil
		}
		pcs = append(pcs, pc)
	}
	if len(pcs) == 0 || len(pcs) > maxMinPieces {
		return Case{}, false, nil
	}
	np := len(h.Params)
	rows := make([][]*big.Rat, len(pcs)) // f_i as (constant, coefficients)
	for i, pc := range pcs {
		if rows[i] = affineRow(pc.Value, np); rows[i] == nil {
			return Case{}, false, nil
		}
	}
	empty := func(s *polyhedra.Set) bool {
		e, known := s.IsEmptyWithin(minCasesWork)
		return known && e
	}
	// where returns s with a - b > 0, a > 0 when b is nil (nil when it
	// cannot be written).
	where := func(s *polyhedra.Set, a, b []*big.Rat) *polyhedra.Set {
		d := make([]*big.Rat, len(a))
		for c := range a {
			d[c] = new(big.Rat).Set(a[c])
			if b != nil {
				d[c].Sub(d[c], b[c])
			}
		}
		c, ok := positive(d)
		if !ok {
			return nil
		}
		out, err := s.AddColConstraints(c)
		if err != nil {
			return nil
		}
		return out
	}
	sp := pcs[0].Domain.Space()
	all := polyhedra.EmptySet(sp)
	for i, pi := range pcs {
		all = all.Union(pi.Domain)
		for j := i + 1; j < len(pcs); j++ {
			if !empty(pi.Domain.Intersect(pcs[j].Domain)) {
				return Case{}, false, nil
			}
		}
	}
	// The candidate lines: the pieces, then the ramps.
	type line struct {
		row   []*big.Rat
		piece int // the piece whose value it is, or -1 for a ramp
	}
	var lines []line
	for i := range pcs {
		lines = append(lines, line{rows[i], i})
	}
	if pv := slices.Index(h.Params, "nprocs"); pv >= 0 {
		ks := []int64{1, 2, 3, 4}
		for _, r := range rows {
			if c := r[0]; c.IsInt() && c.Sign() > 0 && c.Num().IsInt64() && c.Num().Int64() <= 1<<20 && isConstRow(r) && !slices.Contains(ks, c.Num().Int64()) {
				ks = append(ks, c.Num().Int64())
			}
		}
		for i, pc := range pcs {
			a, ok := lowerBound(pc.Domain, pv)
			if !ok {
				continue
			}
			for _, k := range ks {
				r := make([]*big.Rat, len(rows[i]))
				for c := range r {
					r[c] = new(big.Rat).Set(rows[i][c])
				}
				r[0].Sub(r[0], new(big.Rat).SetInt64(k*a))
				r[pv+1].Add(r[pv+1], new(big.Rat).SetInt64(k))
				lines = append(lines, line{r, -1})
			}
		}
	}
	// Sound lines: at least f_j on every D_j.
	var kept []line
	for _, g := range lines {
		ok := true
		for j, pj := range pcs {
			s := where(pj.Domain, rows[j], g.row)
			ok = ok && s != nil && empty(s)
		}
		if ok {
			kept = append(kept, g)
		}
	}
	// The processes are at least one: no line needs to be 0 below.
	atLeastOneProc, err := polyhedra.NewSet(sp)
	if err != nil {
		return Case{}, false, nil
	}
	pv := slices.Index(h.Params, "nprocs")
	if pv >= 0 {
		c := polyhedra.ColConstraint{Coef: make([]int64, np), Const: -1}
		c.Coef[pv] = 1
		if atLeastOneProc, err = atLeastOneProc.AddColConstraints(c); err != nil {
			return Case{}, false, nil
		}
	}
	// exact: the minimum of ls is f_j on D_j, and at most 0 elsewhere.
	exact := func(ls []line) bool {
		if len(ls) == 0 {
			return false
		}
		for j, pj := range pcs {
			s := pj.Domain
			for _, g := range ls {
				if s = where(s, g.row, rows[j]); s == nil {
					return false
				}
			}
			if !empty(s) {
				return false
			}
		}
		out := atLeastOneProc
		for _, g := range ls {
			if out = where(out, g.row, nil); out == nil {
				return false
			}
		}
		return empty(out.Subtract(all))
	}
	if len(kept) > maxMinLines {
		return Case{}, false, nil
	}
	// Without a condition first; else within the constraints that every
	// piece's domain implies (a loop's one iteration, `i6 == 0`, a
	// parameter's range), outside which h is 0 anyway.
	var ctx []polyhedra.ColConstraint
	if !exact(kept) {
		ctx = commonContext(pcs, np, empty)
		if len(ctx) == 0 {
			return Case{}, false, nil
		}
		if atLeastOneProc, err = atLeastOneProc.AddColConstraints(ctx...); err != nil || !exact(kept) {
			return Case{}, false, nil
		}
	}
	// Drop the lines not needed, the last ramps first.
	for i := len(kept) - 1; i >= 0 && len(kept) > 1; i-- {
		rest := slices.Concat(kept[:i], kept[i+1:])
		if exact(rest) {
			kept = rest
		}
	}
	if len(pcs) == 1 && kept[0].piece == 0 && len(kept) == 1 {
		return Case{}, false, nil // the one piece as it was
	}
	// Drop the constraints of the condition not needed, the last first.
	var cond frontend.Expr
	if len(ctx) > 0 {
		base, err := polyhedra.NewSet(sp)
		if err != nil {
			return Case{}, false, nil
		}
		if pv >= 0 {
			c := polyhedra.ColConstraint{Coef: make([]int64, np), Const: -1}
			c.Coef[pv] = 1
			if base, err = base.AddColConstraints(c); err != nil {
				return Case{}, false, nil
			}
		}
		for i := len(ctx) - 1; i >= 0 && len(ctx) > 1; i-- {
			rest := slices.Concat(ctx[:i], ctx[i+1:])
			if atLeastOneProc, err = base.AddColConstraints(rest...); err == nil && exact(kept) {
				ctx = rest
			}
		}
		dom, err := polyhedra.NewSet(sp)
		if err != nil {
			return Case{}, false, nil
		}
		if dom, err = dom.AddColConstraints(ctx...); err != nil {
			return Case{}, false, nil
		}
		c, ok, err := domainExpr(dom, cols)
		if err != nil || !ok {
			return Case{}, false, err
		}
		cond = c
	}
	args := make([]frontend.Expr, len(kept))
	for i, g := range kept {
		var v frontend.Expr
		var err error
		if g.piece >= 0 {
			v, err = qpolyExpr(pcs[g.piece].Value, cols, nil)
		} else {
			v, err = ratAffine(g.row, cols)
		}
		if err != nil {
			return Case{}, false, err
		}
		args[i] = v
	}
	m := args[0]
	if len(args) > 1 {
		m = &frontend.CallExpr{Fun: &frontend.Ident{Name: "min"}, Args: args}
	}
	if lit, ok := m.(*frontend.IntLit); ok && lit.Value >= 0 {
		// (A constant line: max(0, 1) is 1.)
		return Case{Cond: cond, Only: cond != nil, Value: m}, true, nil
	}
	return Case{Cond: cond, Only: cond != nil, Value: &frontend.CallExpr{Fun: &frontend.Ident{Name: "max"}, Args: []frontend.Expr{&frontend.IntLit{Lit: "0"}, m}}}, true, nil
}

// minCasesContextOn switches commonContext (its test switches it off: an
// h that is a minimum only where its pieces' common constraints hold
// stays in cases).
var minCasesContextOn = true

// maxContext bounds the candidate constraints of commonContext.
const maxContext = 12

// commonContext returns the constraints of the pieces' domains that every
// piece's domain implies (its complement meets no domain), each at most
// once: where one fails, no piece holds and h is 0, so minCases needs its
// minimum to be h only where they all hold, and writes them as the case's
// condition. Only parts without divs give candidates.
func commonContext(pcs []polyhedra.Piece, np int, empty func(*polyhedra.Set) bool) []polyhedra.ColConstraint {
	if !minCasesContextOn {
		return nil
	}
	var cands []polyhedra.ColConstraint
	seen := map[string]bool{}
	add := func(r []*big.Int, neg bool) {
		if len(r) != np+1 {
			return
		}
		c := polyhedra.ColConstraint{Coef: make([]int64, np)}
		for i, x := range r {
			v := new(big.Int).Set(x)
			if neg {
				v.Neg(v)
			}
			if !v.IsInt64() {
				return
			}
			if i == 0 {
				c.Const = v.Int64()
			} else {
				c.Coef[i-1] = v.Int64()
			}
		}
		if isZero(c.Coef) {
			return
		}
		k := fmt.Sprint(c.Const, c.Coef)
		if seen[k] || len(cands) >= maxContext {
			return
		}
		seen[k] = true
		cands = append(cands, c)
	}
	for _, pc := range pcs {
		for _, b := range pc.Domain.Parts() {
			eqs, ineqs, divs := b.Constraints()
			if len(divs) > 0 {
				continue
			}
			for _, r := range eqs {
				add(r, false)
				add(r, true)
			}
			for _, r := range ineqs {
				add(r, false)
			}
		}
	}
	var out []polyhedra.ColConstraint
	for _, c := range cands {
		// Its complement: -(coef·x + const) - 1 >= 0.
		n := polyhedra.ColConstraint{Coef: make([]int64, np), Const: -c.Const - 1}
		for i, v := range c.Coef {
			n.Coef[i] = -v
		}
		implied := true
		for _, pc := range pcs {
			s, err := pc.Domain.AddColConstraints(n)
			if implied = err == nil && empty(s); !implied {
				break
			}
		}
		if implied {
			out = append(out, c)
		}
	}
	return out
}

func isZero(xs []int64) bool {
	for _, x := range xs {
		if x != 0 {
			return false
		}
	}
	return true
}

// maxMinPieces and maxMinLines bound the emptiness tests of minCases
// (pieces times lines, per set of lines tried).
const (
	maxMinPieces = 6
	maxMinLines  = 8
)

// isConstRow reports whether the row's coefficients are all 0.
func isConstRow(r []*big.Rat) bool {
	for _, c := range r[1:] {
		if c.Sign() != 0 {
			return false
		}
	}
	return true
}

// lowerBound returns the least value of parameter v on dom, when dom is
// one part whose constraints bound v below by a constraint on v alone.
func lowerBound(dom *polyhedra.Set, v int) (int64, bool) {
	parts := dom.Parts()
	if len(parts) != 1 {
		return 0, false
	}
	eqs, ineqs, divs := parts[0].Constraints()
	if len(divs) > 0 {
		return 0, false
	}
	var lo *big.Int
	single := func(r []*big.Int) bool {
		for i := 1; i < len(r); i++ {
			if i != v+1 && r[i].Sign() != 0 {
				return false
			}
		}
		return r[v+1].Sign() != 0
	}
	bound := func(c, k *big.Int) { // c·x + k >= 0, c > 0: x >= ceil(-k / c)
		q := new(big.Int).Neg(k)
		q.Add(q, new(big.Int).Sub(c, big.NewInt(1)))
		q.Div(q, c)
		if lo == nil || q.Cmp(lo) > 0 {
			lo = q
		}
	}
	for _, r := range ineqs {
		if single(r) && r[v+1].Sign() > 0 {
			bound(r[v+1], r[0])
		}
	}
	for _, r := range eqs {
		if single(r) {
			c, k := r[v+1], r[0]
			if c.Sign() < 0 {
				c, k = new(big.Int).Neg(c), new(big.Int).Neg(k)
			}
			bound(c, k)
		}
	}
	if lo == nil || !lo.IsInt64() {
		return 0, false
	}
	return lo.Int64(), true
}

// ratAffine returns the row (constant, coefficients) as an expression:
// an integer row as it is, else its multiple by the common denominator
// divided by it (exact where the value is an integer).
func ratAffine(row []*big.Rat, cols []frontend.Expr) (frontend.Expr, error) {
	den := commonDenom(row)
	ints := make([]*big.Int, len(row))
	for i, x := range row {
		ints[i] = new(big.Int).Mul(x.Num(), new(big.Int).Quo(den, x.Denom()))
	}
	e, err := affine(ints, cols)
	if err != nil || den.Cmp(big.NewInt(1)) == 0 {
		return e, err
	}
	l, err := lit(den)
	if err != nil {
		return nil, err
	}
	return bin(&frontend.ParenExpr{X: e}, frontend.QUO, l), nil
}

// affineRow returns q as (constant, coefficient of each of the np
// parameters), or nil when q has a term of degree above 1.
func affineRow(q polyhedra.QPoly, np int) []*big.Rat {
	row := make([]*big.Rat, np+1)
	for c := range row {
		row[c] = new(big.Rat)
	}
	for _, t := range q.Terms() {
		deg, v := 0, -1
		for i, e := range t.Exp {
			if e == 0 {
				continue
			}
			if i >= np {
				return nil
			}
			deg += e
			v = i
		}
		switch deg {
		case 0:
			row[0].Add(row[0], t.Coef)
		case 1:
			row[v+1].Add(row[v+1], t.Coef)
		default:
			return nil
		}
	}
	return row
}

// positive returns d · (1, params) > 0 as an integer constraint: d
// times the common denominator of its coefficients, an integer at every
// integer point, is at least 1. ok is false when a coefficient does not
// fit.
func positive(d []*big.Rat) (polyhedra.ColConstraint, bool) {
	den := commonDenom(d)
	c := polyhedra.ColConstraint{Coef: make([]int64, len(d)-1)}
	for i, x := range d {
		v := new(big.Int).Mul(x.Num(), new(big.Int).Quo(den, x.Denom()))
		if !v.IsInt64() {
			return c, false
		}
		if i == 0 {
			c.Const = v.Int64() - 1
		} else {
			c.Coef[i-1] = v.Int64()
		}
	}
	return c, true
}

// commonDenom returns the least common multiple of the denominators of rs.
func commonDenom(rs []*big.Rat) *big.Int {
	den := big.NewInt(1)
	for _, x := range rs {
		g := new(big.Int).GCD(nil, nil, den, x.Denom())
		den.Mul(den, new(big.Int).Quo(x.Denom(), g))
	}
	return den
}
