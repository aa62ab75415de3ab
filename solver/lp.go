package solver

import (
	"errors"
	"math/big"
	"time"
)

// This file is an exact linear-programming solver: the two-phase simplex
// method over math/big.Rat with Bland's rule (so it cannot cycle). The
// problems the solver builds are small (tens of variables and rows); exact
// arithmetic keeps every ranking function and bound it derives exact.

// lpKind is the sense of an LP row.
type lpKind int

const (
	lpLE lpKind = iota // sum <= rhs
	lpGE               // sum >= rhs
	lpEQ               // sum == rhs
)

type lpRow struct {
	coef map[int]*big.Rat
	kind lpKind
	rhs  *big.Rat
}

// lp is a linear program: minimise obj·x subject to its rows, where each
// variable is non-negative unless marked free.
type lp struct {
	nvar int
	free []bool
	rows []lpRow
	obj  map[int]*big.Rat
	// abs adds c*|x| to the objective for free variables x (both parts of
	// the split pay), which makes L1 norms expressible.
	abs map[int]*big.Rat
	// deadline, when set, stops the simplex with errLPWork once passed.
	deadline time.Time
}

// errLPWork is returned when the simplex exceeds its pivot budget.
var errLPWork = errors.New("linear program too large")

// lpStatus is the outcome of solving.
type lpStatus int

const (
	lpOptimal lpStatus = iota
	lpInfeasible
	lpUnbounded
)

func (p *lp) newVar(free bool) int {
	p.free = append(p.free, free)
	p.nvar++
	return p.nvar - 1
}

func (p *lp) addRow(coef map[int]*big.Rat, kind lpKind, rhs *big.Rat) {
	p.rows = append(p.rows, lpRow{coef, kind, rhs})
}

// maxPivots bounds the work of one solve; the solver treats a hit as "no
// proof found", never as a result.
const maxPivots = 5000

// solve returns the status and, when optimal, a solution and its value.
func (p *lp) solve() (lpStatus, []*big.Rat, *big.Rat, error) {
	t, st, err := p.prepare()
	if err != nil || st != lpOptimal {
		return st, nil, nil, err
	}
	return t.optimize(p.obj, p.abs)
}

// tableau is a linear program after phase 1: a feasible basis, from which
// optimize minimises any objective (on a copy, so one phase 1 serves many
// objectives over the same rows).
type tableau struct {
	p             *lp
	T             [][]num
	rhs           []num
	basis         []int
	colOf, negOf  []int
	ncol, nstruct int
	m             int
	pivots        *int
	// scratch is the copy optimize last worked on, whose storage the next
	// optimize reuses: one phase 1 serves many objectives (the
	// invariants' implication tests), and a fresh copy each time was most
	// of their allocation.
	scratch *tableau
}

// prepare builds the standard form and runs phase 1: lpOptimal when the
// rows are feasible, lpInfeasible when not.
func (p *lp) prepare() (*tableau, lpStatus, error) {
	// Building the dense tableau costs rows × columns before the first
	// pivot: past the deadline, build nothing.
	if !p.deadline.IsZero() && time.Now().After(p.deadline) {
		return nil, 0, errTimeout
	}
	// Standard form: columns for x+ (and x- for free variables), slacks,
	// then artificials; every row gets rhs >= 0.
	colOf := make([]int, p.nvar)
	negOf := make([]int, p.nvar)
	ncol := 0
	for v := 0; v < p.nvar; v++ {
		colOf[v] = ncol
		ncol++
		negOf[v] = -1
		if p.free[v] {
			negOf[v] = ncol
			ncol++
		}
	}
	m := len(p.rows)
	slackOf := make([]int, m)
	for i, r := range p.rows {
		slackOf[i] = -1
		if r.kind != lpEQ {
			slackOf[i] = ncol
			ncol++
		}
	}
	nstruct := ncol
	// Artificial per row (simple and robust).
	artOf := make([]int, m)
	for i := range p.rows {
		artOf[i] = ncol
		ncol++
	}
	T := make([][]num, m)
	rhs := make([]num, m)
	for i, r := range p.rows {
		row := make([]num, ncol)
		for j := range row {
			row[j] = numZero
		}
		for v, c := range r.coef {
			if c.Sign() == 0 {
				continue
			}
			row[colOf[v]] = numOf(c)
			if negOf[v] >= 0 {
				row[negOf[v]] = numNeg(row[colOf[v]])
			}
		}
		switch r.kind {
		case lpLE:
			row[slackOf[i]] = numInt(1)
		case lpGE:
			row[slackOf[i]] = numInt(-1)
		}
		b := numOf(r.rhs)
		if b.sign() < 0 {
			for j := range row {
				if !row[j].isZero() {
					row[j] = numNeg(row[j])
				}
			}
			b = numNeg(b)
		}
		row[artOf[i]] = numInt(1)
		T[i] = row
		rhs[i] = b
	}
	basis := make([]int, m)
	for i := range basis {
		basis[i] = artOf[i]
	}
	pivots := 0
	t := &tableau{p: p, T: T, rhs: rhs, basis: basis, colOf: colOf, negOf: negOf, ncol: ncol, nstruct: nstruct, m: m, pivots: &pivots}
	run := t.run
	// Phase 1: minimise the sum of artificials.
	cost1 := make([]num, ncol)
	for j := range cost1 {
		cost1[j] = numZero
	}
	for i := range p.rows {
		cost1[artOf[i]] = numInt(1)
	}
	if _, err := run(cost1, ncol); err != nil {
		return nil, 0, err
	}
	for i := 0; i < m; i++ {
		if basis[i] >= nstruct && !rhs[i].isZero() {
			return nil, lpInfeasible, nil
		}
	}
	// Drive artificials (at zero) out of the basis where possible.
	for i := 0; i < m; i++ {
		if basis[i] < nstruct {
			continue
		}
		for j := 0; j < nstruct; j++ {
			if !T[i][j].isZero() {
				pivot(T, rhs, i, j)
				basis[i] = j
				break
			}
		}
	}
	return t, lpOptimal, nil
}

// optimize minimises obj (plus abs, see lp.abs) from the feasible basis of
// phase 1, on a copy of the tableau.
func (t0 *tableau) optimize(obj, abs map[int]*big.Rat) (lpStatus, []*big.Rat, *big.Rat, error) {
	t := t0.copy()
	p, rhs, basis, colOf, negOf, ncol, nstruct, m := t.p, t.rhs, t.basis, t.colOf, t.negOf, t.ncol, t.nstruct, t.m
	run := t.run
	// Phase 2 on the structural columns only (remaining basic artificials
	// sit in redundant rows at zero and never re-enter).
	cost2 := make([]num, ncol)
	for j := range cost2 {
		cost2[j] = numZero
	}
	for v, c := range obj {
		cost2[colOf[v]] = numOf(c)
		if negOf[v] >= 0 {
			cost2[negOf[v]] = numNeg(cost2[colOf[v]])
		}
	}
	for v, c := range abs {
		k := numOf(c)
		cost2[colOf[v]] = numAdd(cost2[colOf[v]], k)
		if negOf[v] >= 0 {
			cost2[negOf[v]] = numAdd(cost2[negOf[v]], k)
		}
	}
	st, err := run(cost2, nstruct)
	if err != nil {
		return 0, nil, nil, err
	}
	if st != lpOptimal {
		return st, nil, nil, nil
	}
	colVal := make([]num, ncol)
	for j := range colVal {
		colVal[j] = numZero
	}
	for i := 0; i < m; i++ {
		colVal[basis[i]] = rhs[i]
	}
	x := make([]*big.Rat, p.nvar)
	val := new(big.Rat)
	for v := 0; v < p.nvar; v++ {
		xv := colVal[colOf[v]]
		if negOf[v] >= 0 {
			xv = numSub(xv, colVal[negOf[v]])
		}
		x[v] = xv.rat()
		if c, ok := obj[v]; ok {
			val.Add(val, new(big.Rat).Mul(c, x[v]))
		}
	}
	return lpOptimal, x, val, nil
}

// copy returns a copy of t to pivot on, in the storage of t's previous
// copy when there is one (optimize keeps nothing of it after returning:
// its results are fresh big.Rats).
func (t *tableau) copy() *tableau {
	c := t.scratch
	if c == nil {
		c = &tableau{T: make([][]num, len(t.T))}
		for i, r := range t.T {
			c.T[i] = make([]num, len(r))
		}
		c.rhs = make([]num, len(t.rhs))
		c.basis = make([]int, len(t.basis))
		c.pivots = new(int)
		t.scratch = c
	}
	T, rhs, basis, pivots := c.T, c.rhs, c.basis, c.pivots
	*c = *t
	c.scratch = nil
	for i, r := range t.T {
		copy(T[i], r)
	}
	copy(rhs, t.rhs)
	copy(basis, t.basis)
	*pivots = *t.pivots // each objective gets phase 2's budget anew
	c.T, c.rhs, c.basis, c.pivots = T, rhs, basis, pivots
	return c
}

// run minimises cost over the tableau, allowing entering columns < limit.
func (t *tableau) run(cost []num, limit int) (lpStatus, error) {
	T, rhs, basis, m, p := t.T, t.rhs, t.basis, t.m, t.p
	// Reduced costs d_j = c_j - c_B B^-1 A_j, computed once from the
	// canonical tableau and then updated with each pivot.
	d := make([]num, limit)
	copy(d, cost[:limit])
	for i := 0; i < m; i++ {
		cb := cost[basis[i]]
		if cb.isZero() {
			continue
		}
		for j := 0; j < limit; j++ {
			if !T[i][j].isZero() {
				d[j] = numSub(d[j], numMul(cb, T[i][j]))
			}
		}
	}
	for {
		enter := -1
		for j := 0; j < limit; j++ {
			if d[j].sign() < 0 {
				enter = j
				break
			}
		}
		if enter < 0 {
			return lpOptimal, nil
		}
		leave := -1
		var best num
		for i := 0; i < m; i++ {
			if T[i][enter].sign() <= 0 {
				continue
			}
			ratio := numQuo(rhs[i], T[i][enter])
			if leave < 0 {
				leave, best = i, ratio
				continue
			}
			if c := numCmp(ratio, best); c < 0 || c == 0 && basis[i] < basis[leave] {
				leave, best = i, ratio
			}
		}
		if leave < 0 {
			return lpUnbounded, nil
		}
		*t.pivots++
		if !p.deadline.IsZero() && time.Now().After(p.deadline) {
			// The solver's time is up: not this LP's failure, so that
			// callers stop rather than try the next candidate.
			return 0, errTimeout
		}
		if *t.pivots > maxPivots {
			return 0, errLPWork
		}
		pivot(T, rhs, leave, enter)
		basis[leave] = enter
		f := d[enter]
		row := T[leave]
		for j := 0; j < limit; j++ {
			if !row[j].isZero() {
				d[j] = numSub(d[j], numMul(f, row[j]))
			}
		}
	}
}

func pivot(T [][]num, rhs []num, r, c int) {
	pv := T[r][c]
	row := T[r]
	var nz []int
	for j := range row {
		if !row[j].isZero() {
			row[j] = numQuo(row[j], pv)
			nz = append(nz, j)
		}
	}
	rhs[r] = numQuo(rhs[r], pv)
	for i := range T {
		if i == r {
			continue
		}
		f := T[i][c]
		if f.isZero() {
			continue
		}
		ti := T[i]
		for _, j := range nz {
			ti[j] = numSub(ti[j], numMul(f, row[j]))
		}
		rhs[i] = numSub(rhs[i], numMul(f, rhs[r]))
	}
}

// solveAny is solve, except that an objective unbounded below is dropped
// and any feasible point returned: every feasible point of the solver's
// programs is a valid proof, the objective only picks a tidy one.
func (p *lp) solveAny() (lpStatus, []*big.Rat, error) {
	st, x, _, err := p.solve()
	if err == nil && st == lpUnbounded {
		p.obj, p.abs = nil, nil
		st, x, _, err = p.solve()
	}
	return st, x, err
}
