package polyhedra

// This file holds the Omega test (Pugh 1991) on raw constraint systems.
// A row r stands for r[0] + sum_i r[i]*x_i (>= 0 or = 0); every column
// other than 0 is an integer variable. Parameters and divs are just
// variables here: emptiness of a parametric set is "no point for any
// parameter value", which is what callers ask.

// normalizeSystem divides rows by the gcd of their variable coefficients
// (rounding inequality constants down, which is exact over the integers),
// drops trivially true rows, merges duplicates and opposite pairs, and
// reports false when a contradiction is found.
func normalizeSystem(eqs, ineqs [][]int64) ([][]int64, [][]int64, bool) {
	var oeqs [][]int64
	for _, e := range eqs {
		g := rowGCD(e, 1)
		if g == 0 {
			if e[0] != 0 {
				return nil, nil, false
			}
			continue
		}
		if e[0]%g != 0 {
			return nil, nil, false
		}
		r := make([]int64, len(e))
		for i, v := range e {
			r[i] = v / g
		}
		// Canonical sign: first nonzero variable coefficient positive.
		for i := 1; i < len(r); i++ {
			if r[i] != 0 {
				if r[i] < 0 {
					r = negRow(r)
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
	best := map[uint64][]int{}
	var oin [][]int64
	for _, c := range ineqs {
		g := rowGCD(c, 1)
		if g == 0 {
			if c[0] < 0 {
				return nil, nil, false
			}
			continue
		}
		r := make([]int64, len(c))
		r[0] = floorDiv(c[0], g)
		for i := 1; i < len(c); i++ {
			r[i] = c[i] / g
		}
		k := varKey(r)
		found := false
		for _, j := range best[k] {
			if varPartEqual(oin[j], r, 1) {
				if r[0] < oin[j][0] {
					oin[j][0] = r[0]
				}
				found = true
				break
			}
		}
		if found {
			continue
		}
		best[k] = append(best[k], len(oin))
		oin = append(oin, r)
	}
	// Opposite pairs: c + f >= 0 and d - f >= 0 mean -c <= f <= d.
	var keep [][]int64
	dropped := make([]bool, len(oin))
	for i, r := range oin {
		if dropped[i] {
			continue
		}
		j, ok := -1, false
		for _, c := range best[negVarKey(r)] {
			if varPartEqual(oin[c], r, -1) {
				j, ok = c, true
				break
			}
		}
		if ok && !dropped[j] {
			s := add(r[0], oin[j][0])
			if s < 0 {
				return nil, nil, false
			}
			if s == 0 {
				dropped[i], dropped[j] = true, true
				e := copyRow(r)
				for _, o := range oeqs {
					if rowsEqual(o, e) || rowsEqual(o, negRow(e)) {
						e = nil
						break
					}
				}
				if e != nil {
					oeqs = append(oeqs, e)
				}
				continue
			}
		}
		keep = append(keep, r)
	}
	return oeqs, keep, true
}

// varKey hashes the variable part of a row (FNV-1a); rows with equal
// keys are compared exactly by the callers' use of best[] only through
// rowsVarEqual, so a collision can never merge different rows.
func varKey(r []int64) uint64 {
	h := uint64(14695981039346656037)
	for _, v := range r[1:] {
		h ^= uint64(v)
		h *= 1099511628211
	}
	return h
}

func negVarKey(r []int64) uint64 {
	h := uint64(14695981039346656037)
	for _, v := range r[1:] {
		h ^= uint64(-v)
		h *= 1099511628211
	}
	return h
}

func varPartEqual(a, b []int64, sign int64) bool {
	for i := 1; i < len(a); i++ {
		if a[i] != sign*b[i] {
			return false
		}
	}
	return true
}

// substitute replaces variable k in every row by the affine expression s
// (s[k] must be 0): r := r + r[k]*s with r[k] cleared.
func substitute(rows [][]int64, k int, s []int64) {
	for _, r := range rows {
		c := r[k]
		if c == 0 {
			continue
		}
		r[k] = 0
		for i := range r {
			if i != k {
				r[i] = add(r[i], mul(c, s[i]))
			}
		}
	}
}

// addColumn appends a zero column to every row.
func addColumn(rows [][]int64) [][]int64 {
	out := make([][]int64, len(rows))
	for i, r := range rows {
		out[i] = append(copyRow(r), 0)
	}
	return out
}

// solveEquality eliminates one equality step. It either substitutes a
// variable with a unit coefficient away (returning the rows with that
// column zeroed) or applies Pugh's mod-hat step, which adds a column. Both
// are bijections on integer points, so they preserve counts as well as
// emptiness. eqs[i] is the equality used; pick selects the allowed
// variables (nil: all).
func solveEquality(eqs, ineqs [][]int64, pick func(col int) bool) ([][]int64, [][]int64, bool) {
	bi, bk := -1, -1
	var bv int64
	for i, e := range eqs {
		for k := 1; k < len(e); k++ {
			if e[k] == 0 || (pick != nil && !pick(k)) {
				continue
			}
			if bi < 0 || abs(e[k]) < bv {
				bi, bk, bv = i, k, abs(e[k])
			}
		}
	}
	if bi < 0 {
		return eqs, ineqs, false
	}
	e := eqs[bi]
	if bv == 1 {
		s := make([]int64, len(e))
		for i, v := range e {
			if i != bk {
				s[i] = neg(mul(v, e[bk])) // x_k = -e[k]*(rest) since e[k] = ±1
			}
		}
		ne := make([][]int64, 0, len(eqs)-1)
		for i, r := range eqs {
			if i != bi {
				ne = append(ne, copyRow(r))
			}
		}
		ni := copyRows(ineqs)
		substitute(ne, bk, s)
		substitute(ni, bk, s)
		return ne, ni, true
	}
	// Pugh: m*sigma = sum modhat(a_i, m) x_i + modhat(c, m); solve for x_k.
	m := add(bv, 1)
	sign := int64(1)
	if e[bk] < 0 {
		sign = -1
	}
	ne := addColumn(eqs)
	ni := addColumn(ineqs)
	s := make([]int64, len(e)+1)
	for i, v := range e {
		if i != bk {
			s[i] = mul(sign, modHat(v, m))
		}
	}
	s[len(e)] = mul(neg(sign), m)
	substitute(ne, bk, s)
	substitute(ni, bk, s)
	return ne, ni, true
}

// boundsOf splits rows into those not involving column k, lower bounds
// (positive coefficient) and upper bounds (negative coefficient).
func boundsOf(ineqs [][]int64, k int) (rest, lower, upper [][]int64) {
	for _, r := range ineqs {
		switch {
		case r[k] > 0:
			lower = append(lower, r)
		case r[k] < 0:
			upper = append(upper, r)
		default:
			rest = append(rest, r)
		}
	}
	return
}

// fmPairs returns the Fourier-Motzkin combinations of every lower/upper
// pair eliminating column k; with dark set it returns the dark shadow
// rows b*l + a*u - (a-1)(b-1) >= 0 instead.
func fmPairs(lower, upper [][]int64, k int, dark bool) [][]int64 {
	var out [][]int64
	for _, l := range lower {
		a := l[k]
		for _, u := range upper {
			b := neg(u[k])
			r := combine(b, l, a, u)
			r[k] = 0
			if dark {
				r[0] = sub(r[0], mul(a-1, b-1))
			}
			out = append(out, r)
		}
	}
	return out
}

// isExactElim reports whether eliminating k by Fourier-Motzkin is exact
// over the integers (every lower or every upper coefficient is 1).
func isExactElim(lower, upper [][]int64, k int) bool {
	allL, allU := true, true
	for _, l := range lower {
		if l[k] != 1 {
			allL = false
		}
	}
	for _, u := range upper {
		if u[k] != -1 {
			allU = false
		}
	}
	return allL || allU
}

// chooseElim picks the inequality column to eliminate among allowed ones:
// one-sided first, then exact, then fewest pairs. Returns -1 if none
// appears.
func chooseElim(ineqs [][]int64, ncols int, allowed func(int) bool) int {
	best, bestScore := -1, int64(-1)
	for k := 1; k < ncols; k++ {
		if allowed != nil && !allowed(k) {
			continue
		}
		_, lo, up := boundsOf(ineqs, k)
		if len(lo)+len(up) == 0 {
			continue
		}
		var score int64
		switch {
		case len(lo) == 0 || len(up) == 0:
			score = 0
		case isExactElim(lo, up, k):
			score = 1 + int64(len(lo)*len(up))
		default:
			score = 1<<40 + int64(len(lo)*len(up))
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

func feasible(eqs, ineqs [][]int64) bool { return (&omegaRun{budget: -1}).feasible(eqs, ineqs) }

// omegaRun carries an optional work budget (negative: unlimited) through
// the recursion of one feasibility test.
type omegaRun struct{ budget int }

type budgetExceeded struct{}

// feasibleLimited is feasible with a work limit: known is false when the
// limit was hit before an answer (callers then assume "maybe feasible").
// used reports the work spent.
func feasibleLimited(eqs, ineqs [][]int64, budget int) (res, known bool, used int) {
	o := &omegaRun{budget: budget}
	defer func() {
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

func (o *omegaRun) feasible(eqs, ineqs [][]int64) bool {
	eqs, ineqs = copyRows(eqs), copyRows(ineqs)
	for {
		if o.budget >= 0 {
			// Work: rows times columns visited by one elimination step.
			w := 1 + len(ineqs)
			if len(ineqs) > 0 {
				w *= len(ineqs[0])
			}
			o.budget -= w
			if o.budget < 0 {
				panic(budgetExceeded{})
			}
		}
		var ok bool
		eqs, ineqs, ok = normalizeSystem(eqs, ineqs)
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
		rest, lo, up := boundsOf(ineqs, k)
		if len(lo) == 0 || len(up) == 0 {
			ineqs = rest
			continue
		}
		if isExactElim(lo, up, k) {
			ineqs = append(rest, fmPairs(lo, up, k, false)...)
			continue
		}
		// Inexact: if some variable has a small constant range, trying
		// its values is cheaper than shadows and splinters (and exact).
		if v, lo, hi := smallRange(ineqs, ncols); v >= 0 && hi-lo < 8 {
			for x := lo; x <= hi; x++ {
				e := make([]int64, ncols)
				e[0], e[v] = neg(x), 1
				if o.feasible([][]int64{e}, ineqs) {
					return true
				}
			}
			return false
		}
		real := append(copyRows(rest), fmPairs(lo, up, k, false)...)
		if !o.feasible(nil, real) {
			return false
		}
		dark := append(copyRows(rest), fmPairs(lo, up, k, true)...)
		if o.feasible(nil, dark) {
			return true
		}
		for _, eq := range splinters(lo, up, k) {
			if o.feasible([][]int64{eq}, ineqs) {
				return true
			}
		}
		return false
	}
}

// smallRange finds the variable with the narrowest range given by rows
// that mention only that variable; it returns -1 if none is bounded.
func smallRange(ineqs [][]int64, ncols int) (int, int64, int64) {
	best, blo, bhi := -1, int64(0), int64(0)
	for k := 1; k < ncols; k++ {
		haveLo, haveHi := false, false
		var lo, hi int64
		for _, r := range ineqs {
			if r[k] == 0 || !onlyVar(r, k) {
				continue
			}
			if r[k] > 0 { // r[k]*x >= -r[0]
				b := ceilDiv(neg(r[0]), r[k])
				if !haveLo || b > lo {
					lo, haveLo = b, true
				}
			} else { // -r[k]*x <= r[0]
				b := floorDiv(r[0], neg(r[k]))
				if !haveHi || b < hi {
					hi, haveHi = b, true
				}
			}
		}
		if haveLo && haveHi && (best < 0 || sub(hi, lo) < sub(bhi, blo)) {
			best, blo, bhi = k, lo, hi
		}
	}
	return best, blo, bhi
}

func onlyVar(r []int64, k int) bool {
	for i := 1; i < len(r); i++ {
		if i != k && r[i] != 0 {
			return false
		}
	}
	return true
}

// splinters returns the equalities a*x = L + j of Pugh's splinters for
// eliminating column k: for each lower bound with coefficient a and the
// largest upper coefficient m, j ranges over 0..floor((m*a-a-m)/m).
func splinters(lo, up [][]int64, k int) [][]int64 {
	var m int64
	for _, u := range up {
		if -u[k] > m {
			m = -u[k]
		}
	}
	var out [][]int64
	for _, l := range lo {
		a := l[k]
		hi := floorDiv(sub(sub(mul(m, a), a), m), m)
		for j := int64(0); j <= hi; j++ {
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
func projectIneqCol(eqs, ineqs [][]int64, k int) [][2][][]int64 {
	rest, lo, up := boundsOf(ineqs, k)
	if len(lo) == 0 || len(up) == 0 {
		return [][2][][]int64{{copyRows(eqs), copyRows(rest)}}
	}
	if isExactElim(lo, up, k) {
		return [][2][][]int64{{copyRows(eqs), append(copyRows(rest), fmPairs(lo, up, k, false)...)}}
	}
	out := [][2][][]int64{{copyRows(eqs), append(copyRows(rest), fmPairs(lo, up, k, true)...)}}
	for _, eq := range splinters(lo, up, k) {
		out = append(out, [2][][]int64{append(copyRows(eqs), eq), copyRows(ineqs)})
	}
	return out
}
