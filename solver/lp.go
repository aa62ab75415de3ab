package solver

import (
	"errors"
	"math/big"
	"sync"
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
	terms []lpTerm // one per variable (of any order)
	kind  lpKind
	rhs   *big.Rat
	// negRHS: the right-hand side is -rhs (lpOf's rows, without a
	// negated copy of each constant).
	negRHS bool
}

// lpTerm is a coefficient of a row: c times variable j.
type lpTerm struct {
	j int
	c *big.Rat
}

// rhsSign is the sign of r's right-hand side.
func (r lpRow) rhsSign() int {
	if r.negRHS {
		return -r.rhs.Sign()
	}
	return r.rhs.Sign()
}

// slackRHS sets r's slack coefficient in its tableau row (+1 for <=, -1
// for >=, at column slack; an equality has none) and returns its
// right-hand side as a num: what prepare and prepareFree both start a row
// with.
func (r lpRow) slackRHS(row []num, slack int) num {
	switch r.kind {
	case lpLE:
		row[slack] = numInt(1)
	case lpGE:
		row[slack] = numInt(-1)
	}
	b := numOf(r.rhs)
	if r.negRHS {
		b = numNeg(b)
	}
	return b
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
	deadline stopAt
	// slackStart lets phase 1 start from the slacks of the rows that the
	// origin satisfies (artificials only for the others): fewer pivots,
	// the same feasibility and optima, but another vertex where the
	// optimum is not unique, so only for callers that read values, never
	// solutions (the memo's implication tests and maxima).
	slackStart bool
	// buf, when not nil, is the work space of the tableau prepare builds
	// (the memo's, shared by its tableaus); nil: a new one.
	buf *lpBuf
	// rowsBuf, when not nil, holds the storage lpOf builds the rows in:
	// for a program whose rows are dropped after phase 1 (the memo's:
	// its tableaus never read them again), so that the next one reuses
	// it.
	rowsBuf *lpBuf
	// answers, when not nil, holds the answers of the state's larger
	// programs solved before (solveMemo).
	answers *solveMemo
	// nominal, when > 0, says the program is likely infeasible (one
	// like it was): solveMemo decides its feasibility first by phase 1
	// from the slacks, and where it is infeasible charges nominal
	// operations in all (see solveMemo.solve).
	nominal int64
	// stop, when set, is why the program will not be solved (errLPWork:
	// past the size budget; errTimeout): see stopped.
	stop error
}

// stopped reports whether p cannot be solved any more, recording why in
// p.stop: its rows times its variables already pass maxTableauCells (a
// bound below the tableau's size, which has a row per row and a column
// per variable at least, and both only grow), or the deadline has
// passed. The builders of large programs (farkas) ask before adding to
// one.
func (p *lp) stopped() bool {
	if p.stop != nil {
		return true
	}
	if len(p.rows) > maxTableauCells || p.nvar > maxTableauCells || len(p.rows)*p.nvar > maxTableauCells {
		p.stop = errLPWork
	} else if p.deadline.passed() {
		p.stop = errTimeout
	}
	return p.stop != nil
}

// pivotOps is the operations (package budget) charged for a pivot of a
// tableau of the given cells: one, and one more per 256 cells, about
// the time of a statement's analysis in the earlier stages each.
func pivotOps(cells int64) int64 { return 1 + cells>>8 }

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
	terms := make([]lpTerm, 0, len(coef))
	for j, c := range coef {
		terms = append(terms, lpTerm{j, c})
	}
	p.rows = append(p.rows, lpRow{terms: terms, kind: kind, rhs: rhs})
}

// maxPivots bounds the work of one solve; the solver treats a hit as "no
// proof found", never as a result. (A variable so that tests can lower
// it.)
var maxPivots = 5000

// maxTableauCells bounds the numbers of one dense tableau (rows times
// columns, 24 bytes each, and as many again for the copy phase 2 pivots
// on): a larger program is refused before anything of that size is
// allocated, with errLPWork, which callers take as "no proof found" (a
// ranking function, a bound) and so cost precision, never soundness. The
// programs of the ranking search grow with the variables times the
// equations of a component: a component of a hundred relations of a
// hundred arguments would ask for hundreds of gigabytes. (A variable so
// that tests can lower it.)
var maxTableauCells = 1 << 22

// maxLPWork bounds the arithmetic of one solve: each pivot costs up to
// the tableau's cells, and the sum over its pivots may not pass this
// (deterministic, unlike the deadline, so that whether a program is
// solved does not depend on the machine's speed).
var maxLPWork = int64(1) << 31

// bigTableau is the size (cells) from which the simplex reads the clock
// before every pivot rather than every 16th.
const bigTableau = 1 << 16

// solve returns the status and, when optimal, a solution and its value.
func (p *lp) solve() (lpStatus, []*big.Rat, *big.Rat, error) {
	if p.answers != nil && !noSolveMemo && int64(len(p.rows))*int64(p.nvar) >= solveMemoCells && p.stop == nil {
		return p.answers.solve(p)
	}
	return p.solveNew()
}

// solveNew is solve without the memo.
func (p *lp) solveNew() (lpStatus, []*big.Rat, *big.Rat, error) {
	if p.buf == nil {
		// Nothing of the work space outlives this call (the solution is
		// fresh big.Rats): it goes back to bufs.
		p.buf = getBuf()
		defer func() { bufs.Put(p.buf); p.buf = nil }()
	}
	t, st, err := p.prepare()
	if err != nil || st != lpOptimal {
		return st, nil, nil, err
	}
	// One objective: phase 2 on the tableau itself (the same steps as on
	// a copy), whose storage is then free for the next linear program.
	defer t.release()
	return t.optimizeOn(t, p.obj, p.abs)
}

// bufs recycles the work spaces (lpBuf) of linear programs solved once
// (solve, feasibleD): each is put back once, by the call that got it,
// after its tableau's last use.
var bufs sync.Pool

// getBuf returns a work space from bufs, or a new one.
func getBuf() *lpBuf {
	if b, ok := bufs.Get().(*lpBuf); ok {
		return b
	}
	return &lpBuf{}
}

// slabs recycles the storage of tableaus no one refers to any more
// (release): most linear programs are solved once and dropped, and fresh
// storage for each was most of the solver's allocation.
var slabs sync.Pool

// slabHook, when set, sees the size of every slab getSlab returns (the
// tests check that no tableau past maxTableauCells is ever allocated).
var slabHook func(n int)

// getSlab returns n numbers' storage (contents undefined).
func getSlab(n int) []num {
	if slabHook != nil {
		slabHook(n)
	}
	if s, ok := slabs.Get().(*[]num); ok && cap(*s) >= n {
		return (*s)[:n]
	}
	return make([]num, n)
}

// compact moves t, after phase 1, into storage of its own size (its
// structural columns and right-hand sides) and returns the larger storage
// that phase 1 needed (artificial columns, phase 1's costs) to slabs: for
// a tableau that is kept (the memo's), while the next phase 1 reuses that
// storage.
func (t *tableau) compact() {
	if t.slab == nil {
		return
	}
	s := make([]num, t.m*t.nstruct+t.m)
	for i, row := range t.T {
		r := s[i*t.nstruct : (i+1)*t.nstruct : (i+1)*t.nstruct]
		copy(r, row)
		t.T[i] = r
	}
	rhs := s[t.m*t.nstruct:]
	copy(rhs, t.rhs)
	t.rhs = rhs
	old := t.slab
	t.slab = s
	slabs.Put(&old)
}

// release returns t's storage to slabs: t must not be used afterwards.
func (t *tableau) release() {
	if t.slab != nil {
		s := t.slab
		t.slab, t.T = nil, nil
		slabs.Put(&s)
	}
}

// tableau is a linear program after phase 1: a feasible basis, from which
// optimize minimises any objective (on a copy, so one phase 1 serves many
// objectives over the same rows).
type tableau struct {
	p     *lp
	T     [][]num
	rhs   []num
	basis []int
	// colOf and negOf map a variable to its column (and that of its
	// negative part when free, else -1).
	colOf, negOf  []int
	ncol, nstruct int
	m             int
	pivots        *int
	// npivots is the count pivots points to for a tableau of prepare.
	npivots int
	// elim is the number of pivots prepareFree's elimination made before
	// phase 1: charged to the budget with the simplex's (*pivots +
	// elim), but kept apart from them, which count the simplex's work
	// only.
	elim int
	// slab is the storage of T and rhs (see release).
	slab []num
	// unsplit is p.nvar when prepareFree left the free variables unsplit
	// (column j < unsplit is variable j's), else 0 (see freeAt).
	unsplit int
	// buf holds run's and pivot's work space and the storage of the copy
	// phase 2 pivots on (used by one run at a time: a tableau and its
	// copies are never pivoted concurrently). One phase 1 serves many
	// objectives (the invariants' implication tests), and a fresh copy
	// each time was most of their allocation.
	buf *lpBuf
}

// lpBuf is the reusable work space of a tableau and its copies (and of
// all the tableaus of an lpMemo, which optimises one at a time).
type lpBuf struct {
	d    []num // reduced costs
	nz   []int // nonzero columns of the pivot row
	cost []num // phase 2's objective per column
	val  []num // the columns' values at the optimum
	// The storage of the copy that phase 2 pivots on.
	copySlab  []num
	copyRows  [][]num
	copyBasis []int
	copyPiv   int
	copyT     tableau
	// The rows and their terms of the program being prepared (see
	// lp.rowsBuf).
	rows  []lpRow
	terms []lpTerm
}

// prepare builds the standard form and runs phase 1: lpOptimal when the
// rows are feasible, lpInfeasible when not.
func (p *lp) prepare() (*tableau, lpStatus, error) {
	// Building the dense tableau costs rows × columns before the first
	// pivot: past the deadline, build nothing. Building it is charged as
	// one pivot of its size.
	if p.stopped() {
		return nil, 0, p.stop
	}
	if p.deadline.charge(pivotOps(int64(len(p.rows)) * int64(p.nvar))) {
		p.stop = errTimeout
		return nil, 0, p.stop
	}
	if p.slackStart && len(p.abs) == 0 && !splitFree {
		return p.prepareFree()
	}
	// Standard form: columns for x+ (and x- for free variables), slacks,
	// then artificials; every row gets rhs >= 0.
	// (The basis shares this allocation: its last m ints.)
	idx := make([]int, 3*p.nvar+3*len(p.rows))
	colOf, negOf := idx[:p.nvar:p.nvar], idx[p.nvar:2*p.nvar:2*p.nvar]
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
	slackOf := idx[2*p.nvar : 2*p.nvar+m : 2*p.nvar+m]
	ncol = p.slackColumns(slackOf, ncol)
	nstruct := ncol
	// An artificial per row (simple and robust), column nstruct+i for row
	// i; under slackStart, only for the rows whose slack cannot start
	// basic (an equality, or a row the origin violates), numbered in row
	// order after nstruct.
	artOf := idx[2*p.nvar+m : 2*p.nvar+2*m : 2*p.nvar+2*m]
	nart := 0
	for i, r := range p.rows {
		artOf[i] = -1
		if !p.slackStart || !slackFeasible(r) {
			artOf[i] = nstruct + nart
			nart++
		}
	}
	ncol += nart
	if m*ncol > maxTableauCells || m > maxTableauCells {
		return nil, 0, errLPWork
	}
	// One allocation for the rows, the right-hand sides, phase 1's costs
	// and the work space.
	slab := getSlab(m*ncol + m + ncol)
	for j := range slab {
		slab[j] = numZero
	}
	T := make([][]num, m)
	rhs := slab[m*ncol : m*ncol+m : m*ncol+m]
	cost1 := slab[m*ncol+m:]
	basis := idx[2*p.nvar+2*m : 2*p.nvar+3*m : 2*p.nvar+3*m]
	for i, r := range p.rows {
		row := slab[i*ncol : (i+1)*ncol : (i+1)*ncol]
		for _, t := range r.terms {
			v, c := t.j, t.c
			if c.Sign() == 0 {
				continue
			}
			row[colOf[v]] = numOf(c)
			if negOf[v] >= 0 {
				row[negOf[v]] = numNeg(row[colOf[v]])
			}
		}
		b := r.slackRHS(row, slackOf[i])
		if b.sign() < 0 || artOf[i] < 0 && r.kind == lpGE {
			// (A row whose slack starts basic gets the slack's +1.)
			for j := range row {
				if !row[j].isZero() {
					row[j] = numNeg(row[j])
				}
			}
			b = numNeg(b)
		}
		if artOf[i] >= 0 {
			row[artOf[i]] = numInt(1)
			basis[i] = artOf[i]
			cost1[artOf[i]] = numInt(1)
		} else {
			basis[i] = slackOf[i]
		}
		T[i] = row
		rhs[i] = b
	}
	buf := p.buf
	if buf == nil {
		buf = &lpBuf{}
	}
	t := &tableau{p: p, T: T, rhs: rhs, basis: basis, colOf: colOf, negOf: negOf, ncol: ncol, nstruct: nstruct, m: m, buf: buf, slab: slab}
	t.pivots = &t.npivots // (in the same allocation)
	return t.phase1(cost1)
}

// phase1 minimises the sum of t's artificials (cost1) and readies t for
// phase 2: lpOptimal when the rows are feasible, lpInfeasible when not.
func (t *tableau) phase1(cost1 []num) (*tableau, lpStatus, error) {
	T, rhs, basis, m, nstruct, ncol := t.T, t.rhs, t.basis, t.m, t.nstruct, t.ncol
	// Phase 1: minimise the sum of artificials.
	if _, err := t.run(cost1, ncol); err != nil {
		t.release()
		return nil, 0, err
	}
	for i := 0; i < m; i++ {
		if basis[i] >= nstruct && !rhs[i].isZero() {
			t.release()
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
				t.buf.nz = pivot(T, rhs, i, j, t.buf.nz)
				basis[i] = j
				break
			}
		}
	}
	// Phase 2 never reads the artificial columns (they never re-enter,
	// and those still basic sit in redundant rows at zero): the copies
	// optimize pivots on need the structural columns only.
	for i := range T {
		T[i] = T[i][:nstruct:nstruct]
	}
	return t, lpOptimal, nil
}

// slackFeasible reports whether r's slack can start basic: an inequality
// that the origin satisfies (sum <= rhs with rhs >= 0, sum >= rhs with
// rhs <= 0).
func slackFeasible(r lpRow) bool {
	switch r.kind {
	case lpLE:
		return r.rhsSign() >= 0
	case lpGE:
		return r.rhsSign() <= 0
	}
	return false
}

// optimize minimises obj (plus abs, see lp.abs) from the feasible basis of
// phase 1, on a copy of the tableau.
func (t0 *tableau) optimize(obj, abs map[int]*big.Rat) (lpStatus, []*big.Rat, *big.Rat, error) {
	return t0.optimizeOn(t0.copy(), obj, abs)
}

// optimizeOn is optimize pivoting on t, a copy of t0 or t0 itself.
func (t0 *tableau) optimizeOn(t *tableau, obj, abs map[int]*big.Rat) (lpStatus, []*big.Rat, *big.Rat, error) {
	st, err := t.phase2(obj, abs)
	if err != nil {
		return 0, nil, nil, err
	}
	if st != lpOptimal {
		return st, nil, nil, nil
	}
	colVal := t.values()
	p := t.p
	x := make([]*big.Rat, p.nvar)
	val := numZero
	for v := 0; v < p.nvar; v++ {
		xv := colVal[t.colOf[v]]
		if t.negOf[v] >= 0 {
			xv = numSub(xv, colVal[t.negOf[v]])
		}
		x[v] = xv.rat()
		if c, ok := obj[v]; ok {
			val = numAdd(val, numMul(numOf(c), xv))
		}
	}
	return lpOptimal, x, val.rat(), nil
}

// optimizeValue is optimize's status and optimal value without the
// solution (the implication tests and maxima need the value only).
func (t0 *tableau) optimizeValue(obj map[int]*big.Rat) (lpStatus, *big.Rat, error) {
	t := t0.copy()
	st, err := t.phase2(obj, nil)
	if err != nil || st != lpOptimal {
		return st, nil, err
	}
	colVal := t.values()
	val := numZero
	for v, c := range obj {
		xv := colVal[t.colOf[v]]
		if t.negOf[v] >= 0 {
			xv = numSub(xv, colVal[t.negOf[v]])
		}
		val = numAdd(val, numMul(numOf(c), xv))
	}
	return lpOptimal, val.rat(), nil
}

// objTerm is a coefficient of an objective: c times variable v.
type objTerm struct {
	v int
	c num
}

// zeroCost returns the tableau's cost row for phase 2, all zero: the
// work space's buffer, grown to the columns when needed.
func (t *tableau) zeroCost() []num {
	b := t.buf
	if cap(b.cost) < t.ncol {
		b.cost = make([]num, t.ncol)
	}
	cost2 := b.cost[:t.ncol]
	for j := range cost2 {
		cost2[j] = numZero
	}
	return cost2
}

// optimizeValueTerms is optimizeValue with the objective as terms (at
// most one per variable) and the value as a num: the same steps, without
// a map or big.Rats.
//
// Phase 1's basis is often optimal already (no reduced cost negative):
// then t0 itself gives the value, without the copy that pivoting needs.
func (t0 *tableau) optimizeValueTerms(obj []objTerm) (lpStatus, num, error) {
	colOf, negOf := t0.colOf, t0.negOf
	cost2 := t0.zeroCost()
	for _, o := range obj {
		cost2[colOf[o.v]] = o.c
		if negOf[o.v] >= 0 {
			cost2[negOf[o.v]] = numNeg(o.c)
		}
	}
	d := t0.reducedCosts(cost2, t0.nstruct)
	t := t0
	for j, dj := range d {
		// (A free column's positive reduced cost is a step too: see
		// runFrom.)
		if s := dj.sign(); s < 0 || s > 0 && t0.freeAt(j) {
			t = t0.copy() // (the copy shares t0's work space: d stays)
			st, err := t.runFrom(d, t.nstruct)
			if err != nil || st != lpOptimal {
				return st, numZero, err
			}
			break
		}
	}
	colVal := t.values()
	val := numZero
	for _, o := range obj {
		xv := colVal[colOf[o.v]]
		if negOf[o.v] >= 0 {
			xv = numSub(xv, colVal[negOf[o.v]])
		}
		val = numAdd(val, numMul(o.c, xv))
	}
	return lpOptimal, val, nil
}

// rayCols returns the structural columns along which t's basic solution
// grows without bound: those with no positive entry in any row (the
// ratio test of the simplex finds no row to leave for them; a basic
// column has its 1, so each is nonbasic). Under prepareFree, the rows of
// free variables bound nothing, and a nonbasic free column is a ray both
// ways (fallsAlongRay knows it by freeAt).
func (t *tableau) rayCols() []int {
	var out []int
	for j := 0; j < t.nstruct; j++ {
		ray := true
		for i := 0; i < t.m; i++ {
			if t.freeAt(t.basis[i]) {
				if t.basis[i] == j {
					ray = false // basic
					break
				}
				continue
			}
			if t.T[i][j].sign() > 0 {
				ray = false
				break
			}
		}
		if ray {
			out = append(out, j)
		}
	}
	return out
}

// fallsAlongRay reports whether obj (as optimizeValueTerms reads it)
// has a negative reduced cost at one of rays (t's rayCols; a nonzero one
// at a free column's): minimising it is then unbounded, which is what
// phase 2 would find from t's basis (every column the simplex reaches
// keeps the same feasible region, so an unbounded program ends
// unbounded), without its copy and pivots.
func (t *tableau) fallsAlongRay(rays []int, obj []objTerm) bool {
	if len(rays) == 0 {
		return false
	}
	cost := func(j int) num {
		for _, o := range obj {
			switch j {
			case t.colOf[o.v]:
				return o.c
			case t.negOf[o.v]:
				return numNeg(o.c)
			}
		}
		return numZero
	}
	// The rows whose basic column has a cost (few: the objective's).
	type costRow struct {
		i int
		c num
	}
	var rbuf [16]costRow
	rows := rbuf[:0]
	for i := 0; i < t.m; i++ {
		if c := cost(t.basis[i]); !c.isZero() {
			rows = append(rows, costRow{i, c})
		}
	}
	for _, j := range rays {
		d := cost(j)
		for _, r := range rows {
			if !t.T[r.i][j].isZero() {
				d = numSub(d, numMul(r.c, t.T[r.i][j]))
			}
		}
		if s := d.sign(); s < 0 || s > 0 && t.freeAt(j) {
			return true
		}
	}
	return false
}

// phase2 minimises obj (plus abs) on t.
func (t *tableau) phase2(obj, abs map[int]*big.Rat) (lpStatus, error) {
	colOf, negOf := t.colOf, t.negOf
	// Phase 2 on the structural columns only (remaining basic artificials
	// sit in redundant rows at zero and never re-enter).
	cost2 := t.zeroCost()
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
	return t.run(cost2, t.nstruct)
}

// values returns the value of every column at t's basic solution (in
// t's work space: valid until its next use).
func (t *tableau) values() []num {
	b := t.buf
	if cap(b.val) < t.ncol {
		b.val = make([]num, t.ncol)
	}
	colVal := b.val[:t.ncol]
	for j := range colVal {
		colVal[j] = numZero
	}
	for i := 0; i < t.m; i++ {
		colVal[t.basis[i]] = t.rhs[i]
	}
	return colVal
}

// point returns the value of each variable at t's basic solution (phase
// 1's point: what optimize with no objective returns, without a copy).
func (t *tableau) point() []num {
	colVal := t.values()
	x := make([]num, t.p.nvar)
	for v := range x {
		x[v] = colVal[t.colOf[v]]
		if t.negOf[v] >= 0 {
			x[v] = numSub(x[v], colVal[t.negOf[v]])
		}
	}
	return x
}

// copy returns a copy of t to pivot on, in the storage of t's work space
// (optimize keeps nothing of it after returning: its results are fresh
// big.Rats).
func (t *tableau) copy() *tableau {
	b := t.buf
	w := 0
	if len(t.T) > 0 {
		w = len(t.T[0])
	}
	n := len(t.T)*w + len(t.rhs)
	if cap(b.copySlab) < n {
		b.copySlab = make([]num, n)
	}
	slab := b.copySlab[:n]
	if cap(b.copyRows) < len(t.T) {
		b.copyRows = make([][]num, len(t.T))
	}
	T := b.copyRows[:len(t.T)]
	for i, r := range t.T {
		T[i] = slab[i*w : (i+1)*w : (i+1)*w]
		copy(T[i], r)
	}
	rhs := slab[len(t.T)*w:]
	copy(rhs, t.rhs)
	if cap(b.copyBasis) < len(t.basis) {
		b.copyBasis = make([]int, len(t.basis))
	}
	basis := b.copyBasis[:len(t.basis)]
	copy(basis, t.basis)
	b.copyPiv = *t.pivots // each objective gets phase 2's budget anew
	c := &b.copyT
	*c = *t
	c.T, c.rhs, c.basis, c.pivots, c.slab = T, rhs, basis, &b.copyPiv, nil
	return c
}

// run minimises cost over the tableau, allowing entering columns < limit.
func (t *tableau) run(cost []num, limit int) (lpStatus, error) {
	return t.runFrom(t.reducedCosts(cost, limit), limit)
}

// reducedCosts returns d_j = c_j - c_B B^-1 A_j for the columns below
// limit, from the canonical tableau (in t's work space; t is only read).
func (t *tableau) reducedCosts(cost []num, limit int) []num {
	T, basis, m := t.T, t.basis, t.m
	if cap(t.buf.d) < limit {
		t.buf.d = make([]num, limit)
	}
	d := t.buf.d[:limit]
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
	return d
}

// runFrom is run given the reduced costs d of the current basis, which
// it updates with each pivot.
func (t *tableau) runFrom(d []num, limit int) (lpStatus, error) {
	T, rhs, basis, m, p := t.T, t.rhs, t.basis, t.m, t.p
	for n := 0; ; n++ {
		enter := -1
		for j := 0; j < limit; j++ {
			if s := d[j].sign(); s < 0 || s > 0 && t.freeAt(j) {
				enter = j
				break
			}
		}
		if enter < 0 {
			return lpOptimal, nil
		}
		if t.freeAt(enter) {
			// A nonbasic free column (a basic one costs 0) is zero in
			// every row but the free variables': it moves either way
			// with every row still satisfied, and the objective falls
			// one of the two ways.
			return lpUnbounded, nil
		}
		leave := -1
		var best num
		for i := 0; i < m; i++ {
			if T[i][enter].sign() <= 0 || t.freeAt(basis[i]) {
				continue // (a free variable's row bounds nothing)
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
		// (The clock is read before a run's first pivot and every 16th
		// after it, a pivot of a small tableau costing about what reading
		// it does; before every pivot of a large one.)
		cells := int64(m) * int64(limit)
		if p.deadline.charge(pivotOps(cells)) || (n&15 == 0 || cells > bigTableau) && p.deadline.passed() {
			// The solver's time or budget is up: not this LP's failure,
			// so that callers stop rather than try the next candidate.
			return 0, errTimeout
		}
		if np := *t.pivots + t.elim; np > maxPivots || int64(np)*cells > maxLPWork {
			return 0, errLPWork
		}
		t.buf.nz = pivot(T, rhs, leave, enter, t.buf.nz)
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

// pivot makes column c basic in row r; nz is work space, returned for
// reuse.
func pivot(T [][]num, rhs []num, r, c int, nz []int) []int {
	pv := T[r][c]
	row := T[r]
	nz = nz[:0]
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
	return nz
}

// slackColumns numbers the slack columns from ncol, one per inequality
// row in row order (slackOf[i] = -1 for an equality), and returns the
// next free column.
func (p *lp) slackColumns(slackOf []int, ncol int) int {
	for i, r := range p.rows {
		slackOf[i] = -1
		if r.kind != lpEQ {
			slackOf[i] = ncol
			ncol++
		}
	}
	return ncol
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
