package polyhedra

// This file holds the Omega test (Pugh 1991) on raw constraint systems.
// A row r stands for r[0] + sum_i r[i]*x_i (>= 0 or = 0); every column
// other than 0 is an integer variable. Parameters and divs are just
// variables here: emptiness of a parametric set is "no point for any
// parameter value", which is what callers ask.

import "sync"

// normalizeSystem divides rows by the gcd of their variable coefficients
// (rounding inequality constants down, which is exact over the integers),
// drops trivially true rows, merges duplicates and opposite pairs, and
// reports false when a contradiction is found. The result's rows are
// fresh: callers may modify them in place.
func normalizeSystem(eqs, ineqs [][]Int) ([][]Int, [][]Int, bool) {
	return normalizeRows(eqs, ineqs, false)
}

// normalizeRows is normalizeSystem; with owned set, the given rows belong
// to the caller's working copy and are reused (modified in place) instead
// of copied, which saves most allocations of the Omega test's rounds.
func normalizeRows(eqs, ineqs [][]Int, owned bool) ([][]Int, [][]Int, bool) {
	return normalizeRowsIn(eqs, ineqs, owned, nil)
}

// normalizeRowsIn is normalizeRows whose copies (owned false) are taken
// from arena when it has room (see omegaRun.arena).
func normalizeRowsIn(eqs, ineqs [][]Int, owned bool, arena *[]Int) ([][]Int, [][]Int, bool) {
	var fresh rowAlloc
	var oeqs [][]Int
	if owned {
		// The lists are the caller's too: the kept rows are written
		// over the ones already read (both loops below filter in order).
		oeqs = eqs[:0]
	} else {
		fresh = newRowAllocIn(eqs, ineqs, arena)
	}
	for _, e := range eqs {
		g := rowGCD(e, 1)
		if isZero(g) {
			if !isZero(e[0]) {
				return nil, nil, false
			}
			continue
		}
		if !divides(g, e[0]) {
			return nil, nil, false
		}
		r := e
		if !owned {
			r = fresh.copy(e)
		}
		if !eq64(g, 1) {
			for i, v := range r {
				r[i] = quo(v, g)
			}
		}
		// Canonical sign: first nonzero variable coefficient positive.
		for i := 1; i < len(r); i++ {
			if !isZero(r[i]) {
				if sign(r[i]) < 0 {
					for j, v := range r {
						r[j] = neg(v)
					}
				}
				break
			}
		}
		dup := false
		for _, o := range oeqs {
			if rowsEqual(o, r) {
				dup = true
				break
			}
		}
		if !dup {
			oeqs = append(oeqs, r)
		}
	}
	// Rows by hash of their variable part: head.get(key) is 1 + the
	// index of the last row with that key, chain[i] is 1 + the previous
	// one (a linked list, which saves a slice allocation per key).
	var head keyTable
	head.init(len(ineqs))
	// chain and dropped (below) share one array: on the stack for the
	// small systems that are most of the calls.
	var small [2 * 24]int
	ints := small[:]
	if 2*len(ineqs) > len(small) {
		ints = make([]int, 2*len(ineqs))
	}
	chain := ints[:0:len(ineqs)]
	var oin [][]Int
	if owned {
		oin = ineqs[:0]
	} else {
		oin = make([][]Int, 0, len(ineqs))
	}
	for _, c := range ineqs {
		g := rowGCD(c, 1)
		if isZero(g) {
			if sign(c[0]) < 0 {
				return nil, nil, false
			}
			continue
		}
		r := c
		if !owned {
			r = fresh.copy(c)
		}
		if !eq64(g, 1) {
			r[0] = floorDiv(r[0], g)
			for i := 1; i < len(r); i++ {
				r[i] = quo(r[i], g)
			}
		}
		k := varKey(r)
		found := false
		for j := head.get(k) - 1; j >= 0; j = chain[j] - 1 {
			if varPartEqual(oin[j], r, false) {
				if cmp(r[0], oin[j][0]) < 0 {
					oin[j][0] = r[0]
				}
				found = true
				break
			}
		}
		if found {
			continue
		}
		chain = append(chain, head.get(k))
		head.set(k, len(oin)+1)
		oin = append(oin, r)
	}
	// Opposite pairs: c + f >= 0 and d - f >= 0 mean -c <= f <= d.
	// A row is dropped with its opposite or kept; the search below
	// reads oin, so the kept rows are moved together at the end. (A
	// row's opposite is unique, duplicates being merged above, so a row
	// kept when visited is never dropped later.)
	dropped := ints[len(ineqs) : len(ineqs)+len(oin)] // nonzero: dropped
	clear(dropped)
	for i, r := range oin {
		if dropped[i] != 0 {
			continue
		}
		j, ok := -1, false
		for c := head.get(negVarKey(r)) - 1; c >= 0; c = chain[c] - 1 {
			if varPartEqual(oin[c], r, true) {
				j, ok = c, true
				break
			}
		}
		if ok && dropped[j] == 0 {
			s := add(r[0], oin[j][0])
			if sign(s) < 0 {
				return nil, nil, false
			}
			if isZero(s) {
				dropped[i], dropped[j] = 1, 1
				e := r // dropped from the inequalities, so free to reuse
				for _, o := range oeqs {
					if rowsEqual(o, e) || (eqNeg(o[0], e[0]) && varPartEqual(o, e, true)) {
						e = nil
						break
					}
				}
				if e != nil {
					oeqs = append(oeqs, e)
				}
			}
		}
	}
	keep := oin[:0]
	for i, r := range oin {
		if dropped[i] == 0 {
			keep = append(keep, r)
		}
	}
	return oeqs, keep, true
}

// rowAlloc hands out copies of rows from one backing array (one
// allocation for a whole system instead of one per row). Each copy has
// its capacity capped at its length, so appending to it reallocates
// instead of running into the next row.
type rowAlloc struct{ buf []Int }

func newRowAlloc(eqs, ineqs [][]Int) rowAlloc { return newRowAllocIn(eqs, ineqs, nil) }

// newRowAllocIn is newRowAlloc taking the rows from arena when it has
// room.
func newRowAllocIn(eqs, ineqs [][]Int, arena *[]Int) rowAlloc {
	n := 0
	for _, r := range eqs {
		n += len(r)
	}
	for _, r := range ineqs {
		n += len(r)
	}
	if arena != nil && len(*arena) >= n {
		buf := (*arena)[:n:n]
		*arena = (*arena)[n:]
		return rowAlloc{buf}
	}
	return rowAlloc{make([]Int, n)}
}

func (a *rowAlloc) copy(r []Int) []Int {
	if len(a.buf) < len(r) {
		return copyRow(r)
	}
	w := a.buf[:len(r):len(r)]
	a.buf = a.buf[len(r):]
	copy(w, r)
	return w
}

// keyTable maps row keys to ints: a linear scan of an array on the
// stack for the small systems that are most of the calls (nothing to
// allocate), a map beyond.
type keyTable struct {
	n     int
	small [24]struct {
		k uint64
		v int
	}
	m map[uint64]int
}

func (t *keyTable) init(n int) {
	if n > len(t.small) {
		t.m = make(map[uint64]int, n)
	}
}

func (t *keyTable) get(k uint64) int {
	if t.m != nil {
		return t.m[k]
	}
	for i := 0; i < t.n; i++ {
		if t.small[i].k == k {
			return t.small[i].v
		}
	}
	return 0
}

func (t *keyTable) set(k uint64, v int) {
	if t.m != nil {
		t.m[k] = v
		return
	}
	for i := 0; i < t.n; i++ {
		if t.small[i].k == k {
			t.small[i].v = v
			return
		}
	}
	t.small[t.n].k, t.small[t.n].v = k, v
	t.n++
}

// varKey hashes the variable part of a row (FNV-1a, big values by
// value); rows with equal keys are still compared exactly (varPartEqual),
// so a collision can never merge different rows.
func varKey(r []Int) uint64 {
	h := uint64(14695981039346656037)
	for _, v := range r[1:] {
		h = hashInt(h, v)
	}
	return h
}

func negVarKey(r []Int) uint64 {
	h := uint64(14695981039346656037)
	for _, v := range r[1:] {
		h = hashInt(h, neg(v))
	}
	return h
}

// varPartEqual reports whether a and b (negated if negate) agree on
// every variable column.
func varPartEqual(a, b []Int, negate bool) bool {
	for i := 1; i < len(a); i++ {
		if negate {
			if !eqNeg(a[i], b[i]) {
				return false
			}
		} else if !eq(a[i], b[i]) {
			return false
		}
	}
	return true
}

// substitute replaces variable k in every row by the affine expression s
// (s[k] must be 0): r := r + r[k]*s with r[k] cleared.
func substitute(rows [][]Int, k int, s []Int) {
	for _, r := range rows {
		c := r[k]
		if isZero(c) {
			continue
		}
		r[k] = i64(0)
		for i := range r {
			if i != k {
				r[i] = addMul(r[i], c, s[i])
			}
		}
	}
}

// addColumn appends a zero column to every row.
func addColumn(rows [][]Int) [][]Int {
	out := make([][]Int, len(rows))
	for i, r := range rows {
		w := make([]Int, len(r)+1)
		copy(w, r)
		out[i] = w
	}
	return out
}

// solveEquality eliminates one equality step. It either substitutes a
// variable with a unit coefficient away (returning the rows with that
// column zeroed) or applies Pugh's mod-hat step, which adds a column. Both
// are bijections on integer points, so they preserve counts as well as
// emptiness. eqs[i] is the equality used; pick selects the allowed
// variables (nil: all). The rows are taken over: they may be modified
// in place (the caller passes rows it owns, fresh from normalizeSystem).
func solveEquality(eqs, ineqs [][]Int, pick func(col int) bool) ([][]Int, [][]Int, bool) {
	bi, bk := -1, -1
	var bv Int
	for i, e := range eqs {
		for k := 1; k < len(e); k++ {
			if isZero(e[k]) || (pick != nil && !pick(k)) {
				continue
			}
			if bi < 0 || cmp(abs(e[k]), bv) < 0 {
				bi, bk, bv = i, k, abs(e[k])
			}
		}
	}
	if bi < 0 {
		return eqs, ineqs, false
	}
	e := eqs[bi]
	if eq64(bv, 1) {
		s := make([]Int, len(e))
		for i, v := range e {
			if i != bk {
				s[i] = neg(mul(v, e[bk])) // x_k = -e[k]*(rest) since e[k] = ±1
			}
		}
		ne := make([][]Int, 0, len(eqs)-1)
		for i, r := range eqs {
			if i != bi {
				ne = append(ne, r)
			}
		}
		substitute(ne, bk, s)
		substitute(ineqs, bk, s)
		return ne, ineqs, true
	}
	// Pugh: m*sigma = sum modhat(a_i, m) x_i + modhat(c, m); solve for x_k.
	m := add(bv, i64(1))
	sgn := i64(1)
	if sign(e[bk]) < 0 {
		sgn = i64(-1)
	}
	ne := addColumn(eqs)
	ni := addColumn(ineqs)
	s := make([]Int, len(e)+1)
	for i, v := range e {
		if i != bk {
			s[i] = mul(sgn, modHat(v, m))
		}
	}
	s[len(e)] = mul(neg(sgn), m)
	substitute(ne, bk, s)
	substitute(ni, bk, s)
	return ne, ni, true
}

// boundsOf splits rows into those not involving column k, lower bounds
// (positive coefficient) and upper bounds (negative coefficient).
func boundsOf(ineqs [][]Int, k int) (rest, lower, upper [][]Int) {
	// One backing array for the three lists, each capped so that an
	// append by the caller reallocates.
	nl, nu := 0, 0
	for _, r := range ineqs {
		switch sign(r[k]) {
		case 1:
			nl++
		case -1:
			nu++
		}
	}
	nr := len(ineqs) - nl - nu
	buf := make([][]Int, len(ineqs))
	rest, lower, upper = buf[:0:nr], buf[nr:nr:nr+nl], buf[nr+nl:nr+nl:len(ineqs)]
	for _, r := range ineqs {
		switch sign(r[k]) {
		case 1:
			lower = append(lower, r)
		case -1:
			upper = append(upper, r)
		default:
			rest = append(rest, r)
		}
	}
	if nl == 0 {
		lower = nil
	}
	if nu == 0 {
		upper = nil
	}
	if nr == 0 {
		rest = nil
	}
	return
}

// fmPairs returns the Fourier-Motzkin combinations of every lower/upper
// pair eliminating column k; with dark set it returns the dark shadow
// rows b*l + a*u - (a-1)(b-1) >= 0 instead.
func fmPairs(lower, upper [][]Int, k int, dark bool) [][]Int {
	var out [][]Int
	for _, l := range lower {
		a := l[k]
		for _, u := range upper {
			b := neg(u[k])
			r := combine(b, l, a, u)
			r[k] = i64(0)
			if dark {
				r[0] = sub(r[0], mul(sub(a, i64(1)), sub(b, i64(1))))
			}
			out = append(out, r)
		}
	}
	return out
}

// fmPairsOf is fmPairs(lo, up, k, false) of boundsOf(ineqs, k), the
// n pairs in the same order, without the lists.
func fmPairsOf(ineqs [][]Int, k, n int) [][]Int {
	out := make([][]Int, 0, n)
	for _, l := range ineqs {
		if sign(l[k]) <= 0 {
			continue
		}
		a := l[k]
		for _, u := range ineqs {
			if sign(u[k]) >= 0 {
				continue
			}
			r := combine(neg(u[k]), l, a, u)
			r[k] = i64(0)
			out = append(out, r)
		}
	}
	return out
}

// withoutCol keeps, in place and in order, the rows of ineqs that do not
// mention column k.
func withoutCol(ineqs [][]Int, k int) [][]Int {
	keep := ineqs[:0]
	for _, r := range ineqs {
		if isZero(r[k]) {
			keep = append(keep, r)
		}
	}
	clear(ineqs[len(keep):]) // no row kept alive past the list
	return keep
}

// isExactElim reports whether eliminating k by Fourier-Motzkin is exact
// over the integers (every lower or every upper coefficient is 1).
func isExactElim(lower, upper [][]Int, k int) bool {
	allL, allU := true, true
	for _, l := range lower {
		if !eq64(l[k], 1) {
			allL = false
		}
	}
	for _, u := range upper {
		if !eq64(u[k], -1) {
			allU = false
		}
	}
	return allL || allU
}

// boundCounts counts the lower (nlo) and upper (nup) bounds on column k
// among ineqs, and says whether all of them have a unit coefficient
// (allL, allU: the Omega test's exact elimination), without building the
// lists (it runs for every column at every step).
func boundCounts(ineqs [][]Int, k int) (nlo, nup int, allL, allU bool) {
	allL, allU = true, true
	for _, r := range ineqs {
		switch sign(r[k]) {
		case 1:
			nlo++
			allL = allL && eq64(r[k], 1)
		case -1:
			nup++
			allU = allU && eq64(r[k], -1)
		}
	}
	return nlo, nup, allL, allU
}

// chooseElim picks the inequality column to eliminate among allowed ones:
// one-sided first, then exact, then fewest pairs. Returns -1 if none
// appears.
func chooseElim(ineqs [][]Int, ncols int, allowed func(int) bool) int {
	best, bestScore := -1, int64(-1)
	for k := 1; k < ncols; k++ {
		if allowed != nil && !allowed(k) {
			continue
		}
		// Count bounds without building the lists (this runs for every
		// column at every step).
		nlo, nup, allL, allU := boundCounts(ineqs, k)
		if nlo+nup == 0 {
			continue
		}
		var score int64
		switch {
		case nlo == 0 || nup == 0:
			score = 0
		case allL || allU:
			score = 1 + int64(nlo*nup)
		default:
			score = 1<<40 + int64(nlo*nup)
		}
		if best < 0 || score < bestScore {
			best, bestScore = k, score
		}
	}
	return best
}

// feasible decides whether the system has an integer solution (all
// columns existential). It is exact: real shadow, dark shadow and
// splinters as in the Omega test.

func feasible(eqs, ineqs [][]Int) bool {
	o := &omegaRun{budget: -1}
	o.takeArena()
	defer o.dropArena()
	return o.feasible(eqs, ineqs)
}

// omegaRun carries an optional work budget (negative: unlimited) through
// the recursion of one feasibility test.
type omegaRun struct {
	budget int
	// arena holds the free rows for the first copy of the system that
	// each (nested) call of feasible makes: taken in order and never
	// reused within the run, they go back to arenaPool when the test
	// ends (nothing of the run outlives it: it answers a bool). The copy
	// was a sixth of hrelation's bytes.
	arena []Int
	buf   *[]Int
}

// arenaPool holds the arenas of ended runs (cleared: no big.Int kept).
var arenaPool = sync.Pool{New: func() any { b := make([]Int, arenaSize); return &b }}

// arenaSize is the Ints of an arena (24 bytes each); a larger system
// copies into its own rows as before.
const arenaSize = 2048

func (o *omegaRun) takeArena() {
	o.buf = arenaPool.Get().(*[]Int)
	o.arena = *o.buf
}

func (o *omegaRun) dropArena() {
	b := *o.buf
	clear(b[:len(b)-len(o.arena)])
	arenaPool.Put(o.buf)
	o.buf, o.arena = nil, nil
}

type budgetExceeded struct{}

// feasibleLimited is feasible with a work limit: known is false when the
// limit was hit before an answer (callers then assume "maybe feasible").
// used reports the work spent.
func feasibleLimited(eqs, ineqs [][]Int, budget int) (res, known bool, used int) {
	o := &omegaRun{budget: budget}
	o.takeArena()
	defer func() {
		o.dropArena()
		if r := recover(); r != nil {
			if _, ok := r.(budgetExceeded); !ok {
				panic(r)
			}
			res, known, used = true, false, budget
		}
	}()
	res = o.feasible(eqs, ineqs)
	return res, true, budget - o.budget
}

// feasible never modifies the rows it is given: normalizeRows, the
// first step of every round, copies them in the first round, and only
// those copies and rows built later are modified in place.
func (o *omegaRun) feasible(eqs, ineqs [][]Int) bool {
	for owned := false; ; owned = true {
		// Work: rows times columns visited by one elimination step.
		w := 1 + len(ineqs)
		if len(ineqs) > 0 {
			w *= len(ineqs[0])
		}
		o.charge(w)
		var ok bool
		eqs, ineqs, ok = normalizeRowsIn(eqs, ineqs, owned, &o.arena)
		if !ok {
			return false
		}
		if len(eqs) > 0 {
			eqs, ineqs, _ = solveEquality(eqs, ineqs, nil)
			continue
		}
		if len(ineqs) == 0 {
			return true
		}
		ncols := len(ineqs[0])
		k := chooseElim(ineqs, ncols, nil)
		if k < 0 {
			return true
		}
		// The rows are this run's own once normalised (copies in the
		// first round, then the lists built here): the exact steps
		// filter them in place, in order, without boundsOf's lists.
		nlo, nup, allL, allU := boundCounts(ineqs, k)
		if nlo == 0 || nup == 0 {
			ineqs = withoutCol(ineqs, k)
			continue
		}
		// Charge the rows about to be built before building them, so
		// that a limited test stops before a large allocation.
		o.charge(nlo * nup * ncols)
		if allL || allU { // isExactElim
			pairs := fmPairsOf(ineqs, k, nlo*nup)
			ineqs = append(withoutCol(ineqs, k), pairs...)
			continue
		}
		rest, lo, up := boundsOf(ineqs, k)
		// Inexact: if some variable has a small constant range, trying
		// its values is cheaper than shadows and splinters (and exact).
		if v, lo, hi := smallRange(ineqs, ncols); v >= 0 && cmp(sub(hi, lo), i64(8)) < 0 {
			for x := lo; cmp(x, hi) <= 0; x = add(x, i64(1)) {
				e := make([]Int, ncols)
				e[0], e[v] = neg(x), i64(1)
				if o.feasible([][]Int{e}, ineqs) {
					return true
				}
			}
			return false
		}
		// rest is shared by both systems (feasible does not modify it).
		real := append(rest[:len(rest):len(rest)], fmPairs(lo, up, k, false)...)
		if !o.feasible(nil, real) {
			return false
		}
		o.charge(len(lo) * len(up) * ncols)
		dark := append(rest[:len(rest):len(rest)], fmPairs(lo, up, k, true)...)
		if o.feasible(nil, dark) {
			return true
		}
		if o.budget >= 0 {
			o.charge(splinterCount(lo, up, k) * ncols)
		}
		for _, eq := range splinters(lo, up, k) {
			if o.feasible([][]Int{eq}, ineqs) {
				return true
			}
		}
		return false
	}
}

// charge spends w units of a limited run's budget (no-op when
// unlimited) and stops the run when it is exhausted.
func (o *omegaRun) charge(w int) {
	if o.budget < 0 {
		return
	}
	o.budget -= w
	if o.budget < 0 {
		panic(budgetExceeded{})
	}
}

// smallRange finds the variable with the narrowest range given by rows
// that mention only that variable; it returns -1 if none is bounded.
func smallRange(ineqs [][]Int, ncols int) (int, Int, Int) {
	best, blo, bhi := -1, Int{}, Int{}
	for k := 1; k < ncols; k++ {
		haveLo, haveHi := false, false
		var lo, hi Int
		for _, r := range ineqs {
			if isZero(r[k]) || !onlyVar(r, k) {
				continue
			}
			if sign(r[k]) > 0 { // r[k]*x >= -r[0]
				b := ceilDiv(neg(r[0]), r[k])
				if !haveLo || cmp(b, lo) > 0 {
					lo, haveLo = b, true
				}
			} else { // -r[k]*x <= r[0]
				b := floorDiv(r[0], neg(r[k]))
				if !haveHi || cmp(b, hi) < 0 {
					hi, haveHi = b, true
				}
			}
		}
		if haveLo && haveHi && (best < 0 || cmp(sub(hi, lo), sub(bhi, blo)) < 0) {
			best, blo, bhi = k, lo, hi
		}
	}
	return best, blo, bhi
}

func onlyVar(r []Int, k int) bool {
	for i := 1; i < len(r); i++ {
		if i != k && !isZero(r[i]) {
			return false
		}
	}
	return true
}

// splinters returns the equalities a*x = L + j of Pugh's splinters for
// eliminating column k: for each lower bound with coefficient a and the
// largest upper coefficient m, j ranges over 0..floor((m*a-a-m)/m).
// splinterCount is len(splinters(lo, up, k)) without building them,
// saturated at 1<<40 (a limited run is charged before it allocates).
func splinterCount(lo, up [][]Int, k int) int {
	var m Int
	for _, u := range up {
		if cmp(neg(u[k]), m) > 0 {
			m = neg(u[k])
		}
	}
	n := i64(0)
	for _, l := range lo {
		n = add(n, add(floorDiv(sub(sub(mul(m, l[k]), l[k]), m), m), i64(1)))
	}
	if v, ok := n.int64(); ok && v < 1<<40 {
		return int(v)
	}
	return 1 << 40
}

func splinters(lo, up [][]Int, k int) [][]Int {
	var m Int
	for _, u := range up {
		if cmp(neg(u[k]), m) > 0 {
			m = neg(u[k])
		}
	}
	var out [][]Int
	for _, l := range lo {
		a := l[k]
		hi := floorDiv(sub(sub(mul(m, a), a), m), m)
		for j := i64(0); cmp(j, hi) <= 0; j = add(j, i64(1)) {
			e := copyRow(l)
			e[0] = sub(e[0], j)
			out = append(out, e)
		}
	}
	return out
}

// projectIneqCol eliminates column k (which appears in no equality) and
// returns systems whose union of integer points is exactly the integer
// projection: one system when FM is exact, otherwise the dark shadow and
// the splinters (in which column k is fixed by an equality and must be
// handled by the caller).
func projectIneqCol(eqs, ineqs [][]Int, k int) [][2][][]Int {
	rest, lo, up := boundsOf(ineqs, k)
	if len(lo) == 0 || len(up) == 0 {
		return [][2][][]Int{{copyRows(eqs), copyRows(rest)}}
	}
	if isExactElim(lo, up, k) {
		return [][2][][]Int{{copyRows(eqs), append(copyRows(rest), fmPairs(lo, up, k, false)...)}}
	}
	out := [][2][][]Int{{copyRows(eqs), append(copyRows(rest), fmPairs(lo, up, k, true)...)}}
	for _, eq := range splinters(lo, up, k) {
		out = append(out, [2][][]Int{append(copyRows(eqs), eq), copyRows(ineqs)})
	}
	return out
}
