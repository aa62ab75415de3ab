package polyhedra

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"bspcost/budget"
)

// QPoly is a quasi-polynomial in the parameters: a polynomial with
// rational coefficients whose variables are the parameters and floor
// atoms floor(aff/den), where aff is affine in the parameters and earlier
// atoms. It takes integer values wherever it counts points.
type QPoly struct {
	params []string
	atoms  []div // num over [const, params, atoms...] (full width)
	p      poly  // variables: params then atoms
}

// Params returns the parameter names of q.
func (q QPoly) Params() []string { return slices.Clone(q.params) }

// Eval returns the value of q for the given parameter values.
func (q QPoly) Eval(params []int64) *big.Rat {
	x := make([]Int, 1+len(q.params)+len(q.atoms))
	x[0] = i64(1)
	copy(x[1:], ints(params))
	for i, a := range q.atoms {
		x[1+len(q.params)+i] = floorDiv(dot(a.num, x), a.den)
	}
	r := make([]*big.Rat, len(x)-1)
	for i := range r {
		r[i] = ratOf(x[i+1])
	}
	return q.p.eval(r)
}

// IsConstant reports whether q does not depend on the parameters.
func (q QPoly) IsConstant() (*big.Rat, bool) {
	switch len(q.p.terms) {
	case 0:
		return new(big.Rat), true
	case 1:
		for _, e := range q.p.terms[0].e {
			if e != 0 {
				return nil, false
			}
		}
		return new(big.Rat).Set(q.p.terms[0].c), true
	}
	return nil, false
}

func (q QPoly) names() []string {
	names := append([]string{""}, q.params...)
	for _, a := range q.atoms {
		names = append(names, fmt.Sprintf("floor((%s)/%s)", fmtAff(a.num, names), a.den))
	}
	return names[1:]
}

// String prints q, e.g. "1/2 * p^2 + floor((p)/2)".
func (q QPoly) String() string {
	names := q.names()
	if len(q.p.terms) == 0 {
		return "0"
	}
	var parts []string
	// Highest total degree first for readability; terms are sorted by
	// exponent key, so reverse gives a stable order.
	ts := slices.Clone(q.p.terms)
	slices.Reverse(ts)
	for _, t := range ts {
		var fs []string
		for i, e := range t.e {
			switch {
			case e == 1:
				fs = append(fs, names[i])
			case e > 1:
				fs = append(fs, fmt.Sprintf("%s^%d", names[i], e))
			}
		}
		c := t.c.RatString()
		switch {
		case len(fs) == 0:
			parts = append(parts, c)
		case c == "1":
			parts = append(parts, strings.Join(fs, " * "))
		case c == "-1":
			parts = append(parts, "-"+strings.Join(fs, " * "))
		default:
			parts = append(parts, c+" * "+strings.Join(fs, " * "))
		}
	}
	return strings.ReplaceAll(strings.Join(parts, " + "), "+ -", "- ")
}

// align returns a QPoly carrying the atoms of q and o, and q's and o's
// polynomials over its variables (parameters must be the same).
func (q QPoly) align(o QPoly) (QPoly, poly, poly) {
	np := len(q.params)
	n := 1 + np + len(q.atoms) + len(o.atoms)
	r := QPoly{params: q.params}
	for _, a := range q.atoms {
		r.atoms = append(r.atoms, div{widen([][]Int{a.num}, n)[0], a.den})
	}
	shift := len(q.atoms)
	mapRow := func(num []Int) []Int {
		w := make([]Int, n)
		copy(w, num[:1+np])
		for i := 1 + np; i < len(num); i++ {
			w[i+shift] = num[i]
		}
		return w
	}
	for _, a := range o.atoms {
		r.atoms = append(r.atoms, div{mapRow(a.num), a.den})
	}
	pq := q.p
	for range o.atoms {
		pq = pq.addVar()
	}
	var ts []term
	for _, t := range o.p.terms {
		e := make([]int, n-1)
		copy(e, t.e[:np])
		for i := np; i < len(t.e); i++ {
			e[i+shift] = t.e[i]
		}
		ts = append(ts, term{e, t.c})
	}
	return r, pq, newPoly(n-1, ts)
}

// add returns q + o (same parameters).
func (q QPoly) add(o QPoly) QPoly {
	r, a, b := q.align(o)
	r.p = a.add(b)
	return r.compact()
}

// mul returns q * o (same parameters).
func (q QPoly) mul(o QPoly) QPoly { return q.mulW(o, meter{}) }

// mulW is mul charged to m: the polynomial product (poly.mulW) and
// the work around it, which was the larger part of countBox's time:
// align widens q's terms by one column per atom of o (poly.addVar
// rebuilds every term each time), and compact scans the product's terms
// once per atom.
func (q QPoly) mulW(o QPoly, m meter) QPoly {
	m.charge(len(q.p.terms) * len(o.atoms) * (q.p.nv + len(o.atoms) + 1))
	r, a, b := q.align(o)
	r.p = a.mulW(b, m)
	m.charge(len(r.p.terms) * len(r.atoms) * (r.p.nv + 1))
	return r.compact()
}

// compact drops atoms the polynomial and other atoms do not use and
// merges identical atoms.
func (q QPoly) compact() QPoly {
	np := len(q.params)
	for {
		changed := false
		for i := len(q.atoms) - 1; i >= 0 && !changed; i-- {
			col := 1 + np + i
			used := q.p.involves(col - 1)
			for _, a := range q.atoms {
				used = used || !isZero(a.num[col])
			}
			if !used {
				q = q.dropAtom(i)
				changed = true
			}
		}
		// Identical atoms: move every use of the later one to the earlier
		// one (in the polynomial by substitution, in atoms by adding
		// coefficients); it then becomes unused and is dropped.
		for i := 0; i < len(q.atoms) && !changed; i++ {
			for j := i + 1; j < len(q.atoms) && !changed; j++ {
				if !eq(q.atoms[i].den, q.atoms[j].den) || !rowsEqual(q.atoms[i].num, q.atoms[j].num) {
					continue
				}
				ci, cj := 1+np+i, 1+np+j
				e := make([]int, q.p.nv)
				e[ci-1] = 1
				q.p = q.p.subst(cj-1, newPoly(q.p.nv, []term{{e, big.NewRat(1, 1)}}))
				atoms := cloneDivs(q.atoms)
				for k := range atoms {
					atoms[k].num[ci] = add(atoms[k].num[ci], atoms[k].num[cj])
					atoms[k].num[cj] = i64(0)
				}
				q.atoms = atoms
				changed = true
			}
		}
		if !changed {
			return q
		}
	}
}

func (q QPoly) dropAtom(i int) QPoly {
	col := 1 + len(q.params) + i
	r := QPoly{params: q.params}
	for j, a := range q.atoms {
		if j != i {
			r.atoms = append(r.atoms, div{slices.Delete(copyRow(a.num), col, col+1), a.den})
		}
	}
	var ts []term
	for _, t := range q.p.terms {
		ts = append(ts, term{slices.Delete(slices.Clone(t.e), col-1, col), t.c})
	}
	r.p = newPoly(q.p.nv-1, ts)
	return r
}

// Piece is one part of a piecewise quasi-polynomial: Value on Domain.
type Piece struct {
	Domain *Set // a set with no set variables: a set of parameter values
	Value  QPoly
}

// PwQPoly is a piecewise quasi-polynomial: its value at a parameter
// point is the sum of the values of the pieces whose domain contains the
// point (0 if none). Pieces produced from one basic set are disjoint;
// pieces from different parts of a union may overlap and then add up
// (Count uses inclusion-exclusion over the parts of small unions, so some
// pieces may be negative there). Exact is false when the
// value is only a sound upper bound of the quantity asked for.
type PwQPoly struct {
	Params []string
	Pieces []Piece
	Exact  bool
}

// Eval returns the value at the given parameter values.
func (pw *PwQPoly) Eval(params []int64) *big.Rat {
	s := new(big.Rat)
	for _, pc := range pw.Pieces {
		if pc.Domain.Contains(params, nil) {
			s.Add(s, pc.Value.Eval(params))
		}
	}
	return s
}

// String prints pw in isl-like notation:
// "[p] -> { (value) : domain; ... }", with " (upper bound)" appended
// when inexact.
func (pw *PwQPoly) String() string {
	var b strings.Builder
	if len(pw.Params) > 0 {
		fmt.Fprintf(&b, "[%s] -> ", strings.Join(pw.Params, ", "))
	}
	b.WriteString("{ ")
	for i, pc := range pw.Pieces {
		if i > 0 {
			b.WriteString("; ")
		}
		d := pc.Domain.String()
		d = d[strings.Index(d, "{")+1 : strings.LastIndex(d, "}")]
		d = strings.TrimSpace(d)
		d = strings.TrimPrefix(d, "[]")
		d = strings.TrimSpace(d)
		d = strings.TrimPrefix(d, ": ")
		if d == "" {
			d = "true"
		}
		d = strings.ReplaceAll(d, "; [] : ", " or ")
		d = strings.ReplaceAll(d, "; []", " or true")
		fmt.Fprintf(&b, "(%s) : %s", pc.Value, d)
	}
	b.WriteString(" }")
	if !pw.Exact {
		b.WriteString(" (upper bound)")
	}
	return b.String()
}

// errTooComplex stops exact counting that exceeds its work limit.
var errTooComplex = errors.New("polyhedra: exact counting exceeds its work limit")

// CountOptions are the work limits of CountWith and SumWith; a zero
// field means its default. Past a limit, CountWith returns a sound upper
// bound (Exact false) and SumWith an error.
type CountOptions struct {
	// Nodes bounds the summation tree of each basic set (default 10000).
	Nodes int
	// Work bounds the Omega work of one call, all parts together (units
	// of feasibleLimited, roughly 3·10^4 per millisecond; default
	// 20,000,000).
	Work int
	// Parts bounds the parts of the disjoint decomposition of a union of
	// more than three parts (default 2000).
	Parts int
	// Pool, when not nil, is a work budget shared by several calls (an
	// analysis that counts hundreds of sets bounds them together, drawn
	// from its budget): a call gets at most what is left of it (and at
	// most Work), and the work it used is taken off it. Once it is
	// spent, CountWith returns its upper bound at once.
	Pool *budget.Pool
}

func (o CountOptions) withDefaults() CountOptions {
	if o.Nodes <= 0 {
		o.Nodes = 10000
	}
	if o.Work <= 0 {
		o.Work = countWorkLimit
	}
	if o.Parts <= 0 {
		o.Parts = 2000
	}
	return o
}

// ErrUnbounded is returned when a count is infinite or an optimum does
// not exist because the set is unbounded in that direction.
var ErrUnbounded = errors.New("polyhedra: set is unbounded")

// countSys is the state of symbolic summation. Columns: constant,
// parameters, summation variables, then atoms (param-only floors).
type countSys struct {
	budget     *int // shared work limit (recursion nodes)
	work       *int // shared work limit (emptiness tests)
	np, nvar   int
	gone       []bool // per column: a variable already eliminated or summed
	atoms      []div
	eqs, ineqs [][]Int
	p          poly // over columns 1..ncols-1
	// sum, when not nil, is what p is to be: the parent's polynomial
	// summed over a variable between two bounds (sumChambers). It is
	// made once the chamber is proved to have a point (eliminateEqualities'
	// first test), so that an empty chamber costs no summation: counting
	// a set with a redundant bound makes one such chamber per bound.
	sum *chamberSum
}

// lazyChamberSums makes a chamber's summation wait for its first
// emptiness test (TestLazyChamberSums compares it with the eager way): an
// empty chamber then charges no summation. It is a variable so that the
// test can run both ways. The work it saves is left to later counts
// under the same budget, so near the budget a count can be exact where
// the eager way gives a bound (docs/benchmarks.md, "polyhedra: benchmarks
// and robustness").
var lazyChamberSums = true

// chamberSum is the summation of a chamber's polynomial: p summed over
// the variable of column x from the row lo to the row up.
type chamberSum struct {
	p      poly
	x      int
	lo, up []Int
}

// sumPending makes c.p from c.sum (see countSys.sum), charged as count
// and sumChambers charged it.
func (c *countSys) sumPending() {
	s := c.sum
	if s == nil {
		return
	}
	c.sum = nil
	c.p = s.p.sumVarRowsW(s.x-1, s.lo, s.up, meter{left: c.work})
	*c.work -= 10 * len(c.p.terms)
	if *c.work < 0 {
		panic(tooComplex{})
	}
}

func (c *countSys) ncols() int       { return 1 + c.np + c.nvar + len(c.atoms) }
func (c *countSys) isVar(k int) bool { return k > c.np && k <= c.np+c.nvar }

func (c *countSys) clone() *countSys {
	return &countSys{budget: c.budget, work: c.work, np: c.np, nvar: c.nvar, gone: slices.Clone(c.gone), atoms: cloneDivs(c.atoms), eqs: copyRows(c.eqs), ineqs: copyRows(c.ineqs), p: c.p}
}

// addAtom adds floor(num/den) (num over outer columns only) and returns
// its column; identical atoms are shared.
func (c *countSys) addAtom(num []Int, den Int) int {
	num = widen([][]Int{num}, c.ncols())[0]
	for i, a := range c.atoms {
		if eq(a.den, den) && rowsEqual(a.num, num) {
			return 1 + c.np + c.nvar + i
		}
	}
	c.eqs = addColumn(c.eqs)
	c.ineqs = addColumn(c.ineqs)
	for i := range c.atoms {
		c.atoms[i].num = append(c.atoms[i].num, i64(0))
	}
	c.atoms = append(c.atoms, div{append(num, i64(0)), den})
	c.p = c.p.addVar()
	return c.ncols() - 1
}

// substVar replaces variable column k by the affine row s (s[k] = 0).
func (c *countSys) substVar(k int, s []Int) {
	substitute(c.eqs, k, s)
	substitute(c.ineqs, k, s)
	c.p = c.p.substW(k-1, affPoly(c.p.nv, s), meter{left: c.work})
	c.gone[k] = true
}

type rawPiece struct {
	atoms      []div
	eqs, ineqs [][]Int // over [const, params, atoms]
	p          poly    // over params, atoms
}

// outerOnly strips the (all zero) variable columns of a row.
func (c *countSys) outerOnly(r []Int) []Int {
	w := slices.Clone(r[:1+c.np])
	return append(w, r[1+c.np+c.nvar:]...)
}

// feasible prunes chambers: it answers true ("maybe") when the exact
// test exceeds its work limit, which is sound here because an empty
// chamber only adds pieces with empty domains.
// All tests of one summation share a total work limit; past it, exact
// counting gives up (Count then falls back to an upper bound).
func (c *countSys) feasible() bool {
	res, _ := c.feasibleKnown()
	return res
}

// feasibleKnown is feasible that also reports whether the answer was
// proved (false: the test hit its limit and answered "maybe").
func (c *countSys) feasibleKnown() (res, known bool) {
	per := min(feasibilityBudget, *c.work)
	res, known, used := feasibleLimited(c.eqs, append(c.ineqs[:len(c.ineqs):len(c.ineqs)], c.defs()...), per)
	*c.work -= used
	if *c.work <= 0 {
		panic(tooComplex{})
	}
	return res, known
}

// skipProvedFeasible lets eliminateEqualities skip the test after a
// unit substitution when the system before it was proved to have a
// point (a variable so that a test can compare with the slow path).
var skipProvedFeasible = true

type tooComplex struct{}

// feasibilityBudget limits each chamber emptiness test during counting,
// and countWorkLimit all of them together (units: rows times columns
// visited; the total limit is a few seconds of work).
const (
	feasibilityBudget = 200000
	countWorkLimit    = 20000000
)

func (c *countSys) defs() [][]Int {
	var out [][]Int
	for i, a := range c.atoms {
		col := 1 + c.np + c.nvar + i
		lo := copyRow(a.num)
		lo[col] = neg(a.den)
		hi := negRow(a.num)
		hi[col] = a.den
		hi[0] = add(hi[0], sub(a.den, i64(1)))
		out = append(out, lo, hi)
	}
	return out
}

// count sums c.p over the integer points of the variables, returning
// pieces over the parameters (possibly overlapping only if the input had
// overlapping parts; chambers are disjoint).
func (c *countSys) count(depth int) ([]rawPiece, error) {
	*c.budget--
	if c.sum == nil { // else charged when it is made (sumPending)
		*c.work -= 10 * len(c.p.terms)
	}
	if depth > 200 || *c.budget < 0 || *c.work < 0 {
		return nil, errTooComplex
	}
	if !c.eliminateEqualities() {
		return nil, nil // an empty chamber
	}
	x, err := c.pickVariable()
	if err != nil || x == -2 {
		return nil, err
	}
	if x < 0 {
		return []rawPiece{c.outerPiece()}, nil
	}
	if ps, split, err := c.splitResidues(x, depth); split || err != nil {
		return ps, err
	}
	return c.sumChambers(x, depth)
}

// eliminateEqualities removes the equalities on summation variables
// (unimodular column operations, then a substitution or a new atom for
// a non-unit pivot). It returns false when the chamber is empty.
func (c *countSys) eliminateEqualities() bool {
	// proved: the system has a point, proved by the last test. A unit
	// substitution (x = an integer affine form of the other columns) is a
	// bijection on integer points, so the proof survives it and the next
	// test is skipped (hrelation's sets have several such equalities:
	// TestSkipProvedFeasible).
	proved := false
	// A countSys owns its rows (sumBasic builds them with perm, clone and
	// sumChambers with copyRows and combine), and this loop already
	// changes them in place (substVar): normalisation works in place too,
	// from the first round (it copied them once, for nothing).
	owned := true
	for {
		var ok bool
		c.eqs, c.ineqs, ok = normalizeRows(c.eqs, c.ineqs, owned)
		if !ok {
			return false
		}
		owned = true
		// Prune empty chambers (exact test).
		if proved {
			if *c.work <= 0 {
				panic(tooComplex{})
			}
		} else if res, known := c.feasibleKnown(); !res {
			return false
		} else {
			proved = known && skipProvedFeasible
		}
		c.sumPending() // the chamber may have a point: its polynomial
		ei, ek := -1, -1
		for i, e := range c.eqs {
			for k := 1; k < len(e); k++ {
				if c.isVar(k) && !isZero(e[k]) {
					if ei < 0 || cmp(abs(e[k]), abs(c.eqs[ei][ek])) < 0 {
						ei, ek = i, k
					}
				}
			}
		}
		if ei < 0 {
			return true
		}
		e := c.eqs[ei]
		ek = c.reduceToOneVar(e)
		g := e[ek]
		if eq64(g, 1) || eq64(g, -1) {
			s := make([]Int, len(e))
			for j, v := range e {
				if j != ek {
					s[j] = neg(mul(v, g))
				}
			}
			c.eqs = slices.Delete(c.eqs, ei, ei+1)
			c.substVar(ek, s)
			continue
		}
		// g*x + rest = 0 with rest over outer columns: x = -rest/g must be
		// an integer; name it as the atom t = floor(-rest/g) and keep the
		// divisibility as the outer equality rest + g*t = 0.
		if sign(g) < 0 {
			e = negRow(e)
			g = neg(g)
		}
		proved = false
		rest := copyRow(e)
		rest[ek] = i64(0)
		t := c.addAtom(negRow(rest), g)
		rest = append(rest, make([]Int, c.ncols()-len(rest))...)
		c.eqs = slices.Delete(c.eqs, ei, ei+1)
		dom := copyRow(rest)
		dom[t] = g
		c.eqs = append(c.eqs, dom)
		s := make([]Int, c.ncols())
		s[t] = i64(1)
		c.substVar(ek, s)
	}
}

// reduceToOneVar applies unimodular column operations (a change of
// summation variables, a bijection on integer points) until the equality
// e has a single variable, and returns its column.
func (c *countSys) reduceToOneVar(e []Int) int {
	for {
		minc, nz := -1, 0
		for k := 1; k < len(e); k++ {
			if c.isVar(k) && !isZero(e[k]) {
				nz++
				if minc < 0 || cmp(abs(e[k]), abs(e[minc])) < 0 {
					minc = k
				}
			}
		}
		if nz == 1 {
			return minc
		}
		for k := 1; k < len(e); k++ {
			if k != minc && c.isVar(k) && !isZero(e[k]) {
				q := quo(e[k], e[minc])
				// col_k -= q col_minc  <=>  x_minc := x_minc - q x_k
				for _, rows := range [][][]Int{c.eqs, c.ineqs} {
					for _, r := range rows {
						r[k] = sub(r[k], mul(q, r[minc]))
					}
				}
				sp := make([]Int, c.ncols())
				sp[minc], sp[k] = i64(1), neg(q)
				c.p = c.p.substW(minc-1, affPoly(c.p.nv, sp), meter{left: c.work})
			}
		}
	}
}

// pickVariable chooses the summation variable that is cheapest to sum
// next (fewest residue splits, then fewest chambers). It returns -1 when
// no variable is left, -2 when the chamber turned out empty, and
// ErrUnbounded when a live variable lacks a lower or an upper bound: a
// variable that no constraint mentions still ranges over all integers
// (only variables eliminated by an equality or summed do not).
func (c *countSys) pickVariable() (int, error) {
	best, bestScore := -1, -1
	for k := 1 + c.np; k <= c.np+c.nvar; k++ {
		if c.gone[k] {
			continue
		}
		// The bounds on k in place (boundsOf's lists, for every variable
		// of every node, were a tenth of counting's bytes).
		nlo, nup := 0, 0
		for _, r := range c.ineqs {
			switch sign(r[k]) {
			case 1:
				nlo++
			case -1:
				nup++
			}
		}
		if nlo == 0 || nup == 0 {
			if !c.feasible() {
				return -2, nil
			}
			if c.p.isZero() {
				return -2, nil // a sum of zeros
			}
			return 0, ErrUnbounded
		}
		score := 0
		for _, r := range c.ineqs {
			if isZero(r[k]) {
				continue
			}
			a := abs(r[k])
			for j := 1; j < len(r); j++ {
				if j != k && c.isVar(j) && !divides(a, r[j]) {
					// A residue split into a classes (capped: beyond
					// that the node limit stops the summation anyway).
					w, ok := a.int64()
					if !ok || w > 1<<20 {
						w = 1 << 20
					}
					score += int(w)
				}
			}
		}
		score = score*1000 + nlo*nup
		if best < 0 || score < bestScore {
			best, bestScore = k, score
		}
	}
	if best < 0 && !c.feasible() {
		return -2, nil
	}
	return best, nil
}

// outerPiece is the result once every variable is summed: the chamber
// and the polynomial over the parameters and atoms.
func (c *countSys) outerPiece() rawPiece {
	var out rawPiece
	out.atoms = cloneDivs(c.atoms)
	for i := range out.atoms {
		out.atoms[i].num = c.outerOnly(out.atoms[i].num)
	}
	for _, r := range c.eqs {
		out.eqs = append(out.eqs, c.outerOnly(r))
	}
	for _, r := range c.ineqs {
		out.ineqs = append(out.ineqs, c.outerOnly(r))
	}
	var ts []term
	for _, t := range c.p.terms {
		ts = append(ts, term{append(slices.Clone(t.e[:c.np]), t.e[c.np+c.nvar:]...), t.c})
	}
	out.p = newPoly(c.p.nv-c.nvar, ts)
	return out
}

// splitResidues makes every bound on x have its other variable
// coefficients divisible by its own coefficient by splitting a variable
// into residue classes (v = a*v' + r is a bijection), so that the
// rounded bound is affine in the variables plus a floor atom of the
// parameters. split is false when no split was needed.
func (c *countSys) splitResidues(x, depth int) (out []rawPiece, split bool, err error) {
	_, lo, up := boundsOf(c.ineqs, x)
	for _, r := range append(slices.Clone(lo), up...) {
		a := abs(r[x])
		for j := 1; j < len(r); j++ {
			if j == x || !c.isVar(j) || divides(a, r[j]) {
				continue
			}
			for res := i64(0); cmp(res, a) < 0; res = add(res, i64(1)) {
				d := c.clone()
				s := make([]Int, d.ncols())
				s[0], s[j] = res, a
				// v := a*v + res (the column now holds v').
				for _, rows := range [][][]Int{d.eqs, d.ineqs} {
					for _, row := range rows {
						row[0] = add(row[0], mul(row[j], res))
						row[j] = mul(row[j], a)
					}
				}
				d.p = d.p.substW(j-1, affPoly(d.p.nv, s), meter{left: d.work})
				ps, err := d.count(depth + 1)
				if err != nil {
					return nil, true, err
				}
				out = append(out, ps...)
			}
			return out, true, nil
		}
	}
	return nil, false, nil
}

// sumChambers sums over x: for each pair of a lower bound L and an upper
// bound U, the chamber where L is the largest lower bound and U the
// smallest upper bound (ties broken by order, so chambers are disjoint),
// with the polynomial summed from L to U.
func (c *countSys) sumChambers(x, depth int) ([]rawPiece, error) {
	lows, ups, rest := c.roundedBounds(x)
	var out []rawPiece
	for i, L := range lows {
		for j, U := range ups {
			var d *countSys
			if i == len(lows)-1 && j == len(ups)-1 {
				// The last chamber (often the only one) takes c's rows,
				// atoms and rest as they are: c ends with this call
				// (count's last step), and a countSys owns its rows.
				d = &countSys{budget: c.budget, work: c.work, np: c.np, nvar: c.nvar, gone: c.gone, atoms: c.atoms, eqs: c.eqs, ineqs: rest}
				c.gone, c.atoms, c.eqs, c.ineqs = nil, nil, nil, nil
			} else {
				d = &countSys{budget: c.budget, work: c.work, np: c.np, nvar: c.nvar, gone: slices.Clone(c.gone), atoms: cloneDivs(c.atoms), eqs: copyRows(c.eqs), ineqs: copyRows(rest)}
			}
			d.gone[x] = true
			for k, Lk := range lows {
				if k == i {
					continue
				}
				r := combine(i64(1), L, i64(-1), Lk)
				if k < i {
					r[0] = sub(r[0], i64(1))
				}
				d.ineqs = append(d.ineqs, r)
			}
			for k, Uk := range ups {
				if k == j {
					continue
				}
				r := combine(i64(1), Uk, i64(-1), U)
				if k < j {
					r[0] = sub(r[0], i64(1))
				}
				d.ineqs = append(d.ineqs, r)
			}
			d.ineqs = append(d.ineqs, combine(i64(1), U, i64(-1), L))
			if lazyChamberSums {
				d.sum = &chamberSum{p: c.p, x: x, lo: L, up: U} // once d has a point
			} else {
				d.p = c.p.sumVarRowsW(x-1, L, U, meter{left: c.work})
			}
			ps, err := d.count(depth + 1)
			if err != nil {
				return nil, err
			}
			out = append(out, ps...)
		}
	}
	return out, nil
}

// roundedBounds returns the bounds on x as affine rows L_i <= x <= U_j
// (over the other variables, parameters and atoms; a non-unit
// coefficient becomes a floor atom of the outer part) and the
// constraints that do not mention x, all over the current columns.
func (c *countSys) roundedBounds(x int) (lows, ups, rest [][]Int) {
	rest, lo, up := boundsOf(c.ineqs, x)
	outerPart := func(r []Int) []Int {
		o := make([]Int, len(r))
		for j, v := range r {
			if !c.isVar(j) {
				o[j] = v
			}
		}
		return o
	}
	for _, r := range lo {
		a := r[x]
		b := make([]Int, len(r))
		for j, v := range r {
			if c.isVar(j) && j != x {
				b[j] = neg(quo(v, a))
			}
		}
		if eq64(a, 1) {
			op := outerPart(r)
			for j, v := range op {
				b[j] = sub(b[j], v)
			}
		} else {
			t := c.addAtom(outerPart(r), a) // ceil(-op/a) = -floor(op/a)
			b = append(b, make([]Int, c.ncols()-len(b))...)
			b[t] = i64(-1)
		}
		lows = append(lows, b)
	}
	for _, r := range up {
		bb := neg(r[x])
		b := make([]Int, len(r))
		for j, v := range r {
			if c.isVar(j) && j != x {
				b[j] = quo(v, bb)
			}
		}
		if eq64(bb, 1) {
			op := outerPart(r)
			for j, v := range op {
				b[j] = add(b[j], v)
			}
		} else {
			t := c.addAtom(outerPart(r), bb)
			b = append(b, make([]Int, c.ncols()-len(b))...)
			b[t] = i64(1)
		}
		ups = append(ups, b)
	}
	n := c.ncols()
	return widenShort(lows, n), widenShort(ups, n), widenShort(rest, n)
}

// widenShort is widen in place for roundedBounds' lists (its own): only
// the rows made before an atom was added are copied wider, the others
// stay (sumChambers copies rest for each chamber but the last, which
// takes c's rows anyway).
func widenShort(rows [][]Int, n int) [][]Int {
	for i, r := range rows {
		if len(r) < n {
			w := make([]Int, n)
			copy(w, r)
			rows[i] = w
		}
	}
	return rows
}

// sumBasic sums the integrand (a polynomial over parameters then set
// variables; nil means 1) over the points of b.
// The node limit is per basic set, the work (*work) shared by the caller.
func sumBasic(b *BasicSet, integrand *poly, nodes int, work *int) ([]rawPiece, error) {
	np := b.nParam()
	// Divs that only depend on parameters stay atoms; the others become
	// summation variables (each is a function of the point, so lifting
	// them does not change the count).
	isAtom := make([]bool, len(b.divs))
	for i, d := range b.divs {
		isAtom[i] = true
		for col, v := range d.num {
			if isZero(v) {
				continue
			}
			if col >= b.dimOff() && col < b.divOff() {
				isAtom[i] = false
			}
			if col >= b.divOff() && !isAtom[col-b.divOff()] {
				isAtom[i] = false
			}
		}
	}
	order := []int{}
	for col := 0; col < b.divOff(); col++ {
		order = append(order, col)
	}
	for i := range b.divs {
		if !isAtom[i] {
			order = append(order, b.divOff()+i)
		}
	}
	nvar := len(order) - 1 - np
	for i := range b.divs {
		if isAtom[i] {
			order = append(order, b.divOff()+i)
		}
	}
	// The permuted rows in one block, each a capped piece of it (an
	// append copies): one allocation for the system, as copyRows.
	block := make([]Int, (len(b.eqs)+len(b.ineqs)+2*len(b.divs))*len(order))
	perm := func(r []Int) []Int {
		w := block[:len(order):len(order)]
		block = block[len(order):]
		for i, col := range order {
			w[i] = r[col]
		}
		return w
	}
	c := &countSys{budget: &nodes, work: work, np: np, nvar: nvar, gone: make([]bool, 1+np+nvar)}
	for _, r := range b.eqs {
		c.eqs = append(c.eqs, perm(r))
	}
	for _, r := range b.ineqs {
		c.ineqs = append(c.ineqs, perm(r))
	}
	defs := b.divDefs()
	for i, d := range b.divs {
		if isAtom[i] {
			c.atoms = append(c.atoms, div{perm(d.num), d.den})
		} else {
			c.ineqs = append(c.ineqs, perm(defs[2*i]), perm(defs[2*i+1]))
		}
	}
	c.p = constPoly(len(order)-1, big.NewRat(1, 1))
	if integrand != nil {
		// Columns 1..np+nDim keep their places; pad for the div columns.
		c.p = *integrand
		for c.p.nv < len(order)-1 {
			c.p = c.p.addVar()
		}
	}
	return c.countRecover()
}

func (c *countSys) countRecover() (out []rawPiece, err error) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(tooComplex); !ok {
				panic(r)
			}
			out, err = nil, errTooComplex
		}
	}()
	return c.count(0)
}

func (rp rawPiece) toPiece(params []string) Piece {
	sp := Space{Params: params, Out: []string{}}
	b := &BasicSet{space: sp, divs: cloneDivs(rp.atoms), eqs: copyRows(rp.eqs), ineqs: copyRows(rp.ineqs)}
	q := QPoly{params: params, atoms: cloneDivs(rp.atoms), p: rp.p}.compact()
	dom := &Set{space: sp}
	if b = b.cleanupOwned(); b != nil { // its rows and divs are copies
		dom.addPart(b)
	}
	return Piece{Domain: dom, Value: q.dropPeriodicOn(dom)}
}

// Count returns the number of integer points of s as a piecewise
// quasi-polynomial in its parameters (for a map, of pairs). The result is
// exact (Exact true) unless exact summation exceeds its work limits (a
// bound on time; coefficients are exact integers of any size); then it is
// a sound upper bound, the product of the counts of one-variable shadows
// of its parts, with Exact false.
// Infinite sets give ErrUnbounded.
func (s *Set) Count() (*PwQPoly, error) { return s.CountWith(CountOptions{}) }

// CountWith is Count with the given work limits.
func (s *Set) CountWith(opt CountOptions) (*PwQPoly, error) {
	n, pv, ok, unbounded, runs := s.countFixed()
	if ok {
		return constCountAt(s.space.Params, pv, n), nil
	} else if unbounded {
		return nil, ErrUnbounded
	}
	pw, err := s.sumExactRuns(nil, opt, runs)
	if err == nil || errors.Is(err, ErrUnbounded) {
		return pw, err
	}
	ub, err2 := s.countBox(opt.Pool)
	if err2 != nil {
		return nil, err
	}
	return ub, nil
}

func (s *Set) countExact() (*PwQPoly, error) { return s.sumExact(nil, CountOptions{}) }

// sumExact sums the integrand over s exactly, or fails with
// errTooComplex past the limits of opt (all of its emptiness tests and
// summations share one work budget).
func (s *Set) sumExact(integrand *poly, opt CountOptions) (*PwQPoly, error) {
	return s.sumExactRuns(integrand, opt, nil)
}

// sumExactRuns is sumExact with the records of emptiness tests already
// run on parts of s (runs[i] for part i, nil: none; see countFixed):
// replayed (emptyAgain) instead of run again.
func (s *Set) sumExactRuns(integrand *poly, opt CountOptions, runs []*emptyRun) (*PwQPoly, error) {
	opt = opt.withDefaults()
	w := &workBudget{left: opt.Work, stop: opt.Pool.Budget()}
	if opt.Pool != nil {
		w.left = int(min(int64(w.left), opt.Pool.Left()))
		start := w.left
		defer func() { opt.Pool.Take(int64(start - max(w.left, 0))) }()
		if w.left <= 0 {
			return nil, errTooComplex
		}
	}
	pw := &PwQPoly{Params: slices.Clone(s.space.Params), Exact: true}
	add := func(b *BasicSet, sign int64) error {
		if w.spent() {
			return errTooComplex
		}
		rps, err := sumBasic(b, integrand, opt.Nodes, &w.left)
		if err != nil {
			return err
		}
		for _, rp := range rps {
			if pc := rp.toPiece(pw.Params); !pc.Domain.provablyEmpty() && !pc.Value.p.isZero() {
				if sign < 0 {
					pc.Value = pc.Value.neg()
				}
				pw.Pieces = append(pw.Pieces, pc)
			}
		}
		return nil
	}
	var parts []*BasicSet
	var tests []emptyRun // the emptiness test of each kept part
	for i, b := range s.parts {
		var empty bool
		var r emptyRun
		if i < len(runs) && runs[i] != nil {
			r = *runs[i]
			empty = w.emptyAgain(r)
		} else {
			empty, r = w.emptyRec(b)
		}
		if !empty {
			parts = append(parts, b)
			tests = append(tests, r)
		}
	}
	// subset is a bounded test: false when not proved, which only costs
	// an inclusion-exclusion term.
	subset := func(a, b *BasicSet) bool { return len(subtractBasicWith(a, b, w.empty)) == 0 }
	if len(parts) <= 3 {
		// Drop parts contained in another (the first of equal ones stays).
		var kept []*BasicSet
		var keptRuns []emptyRun
		for i, b := range parts {
			sub := false
			for j, o := range parts {
				if i != j && subset(b, o) && (j < i || !subset(o, b)) {
					sub = true
					break
				}
			}
			if !sub {
				kept = append(kept, b)
				keptRuns = append(keptRuns, tests[i])
			}
		}
		parts, tests = kept, keptRuns
	}
	if len(parts) <= 3 {
		// Inclusion-exclusion: intersections of parts are simpler to
		// count than the pieces of a disjoint decomposition, which carry
		// negated constraints.
		for mask := 1; mask < 1<<len(parts); mask++ {
			var b *BasicSet
			n, last := 0, 0
			for i, p := range parts {
				if mask&(1<<i) == 0 {
					continue
				}
				n, last = n+1, i
				if b == nil {
					// Not copied: the emptiness tests, sumBasic and
					// intersectBasic only read the rows they are given.
					b = p
				} else if b = intersectBasic(b, p); b == nil {
					break
				}
			}
			if b == nil {
				continue
			}
			// One part alone was tested above (a copy has its rows):
			// replayed, not run again.
			if n == 1 && w.emptyAgain(tests[last]) || n > 1 && w.empty(b) {
				continue
			}
			sign := int64(1)
			if n%2 == 0 {
				sign = -1
			}
			if err := add(b, sign); err != nil {
				return nil, err
			}
		}
	} else {
		d, ok := (&Set{space: s.space, parts: parts}).makeDisjointWithin(w, opt.Parts)
		if !ok {
			return nil, errTooComplex
		}
		for _, b := range d.parts {
			if err := add(b, 1); err != nil {
				return nil, err
			}
		}
	}
	pw.mergeEqual()
	return pw, nil
}

// countBox bounds the count from above: each part is contained in the
// product of its one-variable shadows (Fourier-Motzkin on the
// gcd-tightened constraints, which keeps every integer point), and the
// union has at most the sum of its parts' points.
//
// The product is charged to boxWork: each shadow's count brings its own
// floor atoms, so the exact product of d factors of three terms has 3^d
// terms (a generated program's 11-dimensional sets took 10 ms each, for
// hundreds of sets, once hrelation's work pool was spent). Past the
// limit, every factor is first relaxed to an affine upper bound without
// atoms (relaxAtoms), whose products collapse to few terms; past it
// again, the count fails (errTooComplex) rather than run unbounded.
//
// Both attempts draw on pool (CountOptions.Pool) when there is one; once
// an analysis has spent its pool, the exact attempt of each further
// count gets boxFloor units (small sets keep their exact box) and the
// relaxed one boxWork (a count must still give its bound).
func (s *Set) countBox(pool *budget.Pool) (*PwQPoly, error) {
	// The shadows' counts, once for both attempts (they were most of
	// the box's time when each attempt made them again).
	names := s.space.Dims()
	factors := make([][]*PwQPoly, len(s.parts))
	for i, b := range s.parts {
		for d := range names {
			sh := b.shadowOnto(d, Space{Params: s.space.Params, Out: []string{names[d]}})
			c, err := FromBasic(sh).countExact()
			if err != nil {
				return nil, err
			}
			factors[i] = append(factors[i], c)
		}
	}
	limit := boxWork
	if pool != nil {
		limit = max(int(min(int64(limit), pool.Left())), boxFloor)
	}
	pw, used, err := s.boxProduct(factors, false, limit)
	if pool != nil {
		pool.Take(int64(used))
	}
	if err == nil {
		return pw, nil
	}
	pw, used, err = s.boxProduct(factors, true, boxWork)
	if pool != nil {
		pool.Take(int64(used))
	}
	return pw, err
}

// BoxBound returns an upper bound of the number of points of s over its
// dimensions past the first n, for every parameter value and every value
// of the first n dimensions: with n = 0, of the count of s; for a map
// [x] -> [y] with n its input dimensions, of its largest fibre (a set
// over (x, y), by the dimensions' order). It is the coarsest form of
// countBox, for callers whose exact count is too large to use: one piece
// per part of s, without floor atoms. Per part, each dimension past n
// has a one-variable shadow (every other dimension eliminated, the first
// n too, so the bound holds for each of their values); of its lower
// bounds L and upper bounds U (affine in the parameters, rational), one
// pair is chosen (the fewest parameters in U - L, then the smallest
// constant) and the shadow has at most U - L + 1 integer points where
// U >= L, none elsewhere. The piece is the product of these factors on
// the parameter values where every chosen U >= L and the shadows'
// parameter-only rows hold; outside it some shadow is empty and so is
// the part. The parts' pieces add up (sum semantics). ErrUnbounded when a
// shadow has no lower or upper bound; ErrWorkLimit past boxWork.
func (s *Set) BoxBound(n int) (pw *PwQPoly, err error) {
	names := s.space.Dims()
	if n < 0 || n > len(names) {
		return nil, fmt.Errorf("polyhedra: BoxBound(%d) of a set of %d dimensions", n, len(names))
	}
	left := boxWork
	m := meter{left: &left}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(tooComplex); !ok {
				panic(r)
			}
			pw, err = nil, ErrWorkLimit
		}
	}()
	pw = &PwQPoly{Params: slices.Clone(s.space.Params)}
	if len(s.parts) > 1 {
		// The rows common to every part bound their union: when they
		// bound every dimension, one piece for all.
		if pc, empty, err := s.boxPart(s.commonRows(), n, m); err == nil {
			if !empty {
				pw.Pieces = append(pw.Pieces, pc)
			}
			return pw, nil
		}
	}
	for _, b := range s.parts {
		pc, empty, err := s.boxPart(b, n, m)
		if err != nil {
			return nil, err
		}
		if !empty {
			pw.Pieces = append(pw.Pieces, pc)
		}
	}
	return pw, nil
}

// commonRows returns a basic set of the constraints that every part of s
// has (rows over the constant, the parameters and the set variables, an
// equality as two inequalities, compared once divided by their gcd): it
// contains s.
func (s *Set) commonRows() *BasicSet {
	w := 1 + len(s.space.Params) + s.space.NDim()
	count := map[string]int{}
	var order []string
	rows := map[string][]Int{}
	for i, b := range s.parts {
		seen := map[string]bool{}
		add := func(r []Int) {
			if !isZeroFrom(r, w) {
				return // a div's column
			}
			r = copyRow(r[:w])
			if g := rowGCD(r, 0); !isZero(g) && !eq64(g, 1) {
				for k := range r {
					r[k] = quo(r[k], g)
				}
			}
			var sb strings.Builder
			for _, v := range r {
				sb.WriteString(v.String())
				sb.WriteByte(',')
			}
			key := sb.String()
			if seen[key] {
				return
			}
			seen[key] = true
			if i == 0 {
				order = append(order, key)
				rows[key] = r
			}
			count[key]++
		}
		for _, e := range b.eqs {
			add(e)
			add(negRow(e))
		}
		for _, r := range b.ineqs {
			add(r)
		}
	}
	out := &BasicSet{space: s.space.clone()}
	for _, k := range order {
		if count[k] == len(s.parts) {
			out.ineqs = append(out.ineqs, rows[k])
		}
	}
	return out
}

// boxPart is BoxBound's piece of one basic set (empty: b is).
func (s *Set) boxPart(b *BasicSet, n int, m meter) (pc Piece, empty bool, err error) {
	names := s.space.Dims()
	params := s.space.Params
	np := len(params)
	psp := Space{Params: slices.Clone(params)}
	dom := &BasicSet{space: psp.clone()}
	val := QPoly{params: slices.Clone(params), p: constPoly(np, big.NewRat(1, 1))}
	for d := n; d < len(names); d++ {
		sh := b.shadowOnto(d, Space{Params: params, Out: []string{names[d]}})
		xc := 1 + np
		var los, ups [][]Int
		for _, r := range sh.ineqs {
			switch sign(r[xc]) {
			case 1:
				los = append(los, r)
			case -1:
				ups = append(ups, r)
			default:
				dom.ineqs = append(dom.ineqs, copyRow(r[:xc]))
			}
		}
		if len(los) == 0 || len(ups) == 0 {
			if sh.provablyEmpty() { // so is b
				return Piece{}, true, nil
			}
			return Piece{}, false, ErrUnbounded
		}
		// lo: c·x + e >= 0 (c > 0), up: -c'·x + e' >= 0 (c' > 0):
		// c·e' + c'·e >= 0 where x exists, and U - L is that over c·c'.
		var best []Int
		var bestDen Int
		bestParams := 0
		var bestConst *big.Rat
		for _, lo := range los {
			for _, up := range ups {
				m.charge(xc)
				c, c2 := lo[xc], neg(up[xc])
				w := combine(c, up[:xc], c2, lo[:xc])
				den := mul(c, c2)
				k := 0
				for _, v := range w[1:] {
					if !isZero(v) {
						k++
					}
				}
				cst := new(big.Rat).SetFrac(w[0].bigInt(), den.bigInt())
				if best == nil || k < bestParams || k == bestParams && cst.Cmp(bestConst) < 0 {
					best, bestDen, bestParams, bestConst = w, den, k, cst
				}
			}
		}
		dom.ineqs = append(dom.ineqs, best)
		// The factor U - L + 1.
		var ts []term
		for i, v := range best {
			c := new(big.Rat).SetFrac(v.bigInt(), bestDen.bigInt())
			e := make([]int, np)
			if i == 0 {
				c.Add(c, big.NewRat(1, 1))
			} else {
				e[i-1] = 1
			}
			if c.Sign() != 0 {
				ts = append(ts, term{e, c})
			}
		}
		val = QPoly{params: val.params, p: val.p.mulW(newPoly(np, ts), m)}
	}
	if dom.provablyEmpty() || val.p.isZero() {
		return Piece{}, true, nil
	}
	return Piece{&Set{space: psp, parts: []*BasicSet{dom.cleanup()}}, val}, false, nil
}

// boxWork bounds the polynomial products of one countBox attempt (units
// of mulW: about 3·10^4 per millisecond, as the Omega test's).
const boxWork = 100000

// boxFloor is the exact attempt's allowance once a pool is spent.
const boxFloor = 10000

// boxProduct is one attempt of countBox: the sum over the parts of the
// products of their factors, within limit units (used: how many it
// took; errTooComplex past the limit); relax: the factors are relaxed
// to atom-free upper bounds first.
func (s *Set) boxProduct(factors [][]*PwQPoly, relax bool, limit int) (pw *PwQPoly, used int, err error) {
	left := limit
	m := meter{left: &left}
	defer func() {
		used = min(limit, limit-left)
		if r := recover(); r != nil {
			if _, ok := r.(tooComplex); !ok {
				panic(r)
			}
			pw, err = nil, errTooComplex
		}
	}()
	pw = &PwQPoly{Params: slices.Clone(s.space.Params)}
	for _, fs := range factors {
		prod := ConstPw(pw.Params, big.NewRat(1, 1))
		for _, c := range fs {
			if relax {
				r := &PwQPoly{Params: c.Params, Exact: c.Exact}
				for _, pc := range c.Pieces {
					if v, ok := pc.Value.relaxAtoms(); ok {
						pc.Value = v
					}
					r.Pieces = append(r.Pieces, pc)
				}
				c = r
			}
			prod = prod.mulW(c, m)
		}
		pw = pw.Add(prod)
	}
	pw.Exact = false
	return pw, 0, nil
}

// relaxAtoms returns an upper bound of q without floor atoms, valid for
// every parameter value, when q is affine in the parameters and atoms
// (a one-variable shadow's count, as floor(hi) - floor(lo) + 1 is): an
// atom with a positive coefficient c is bounded by c·num/den (floor(x)
// <= x), one with a negative coefficient by c·(num - den + 1)/den
// (floor(num/den) >= (num - den + 1)/den for integers). An atom's num
// may use earlier atoms, whose coefficients it adds to (atoms are
// relaxed from the last). ok is false when q is not affine.
func (q QPoly) relaxAtoms() (QPoly, bool) {
	np := len(q.params)
	if len(q.atoms) == 0 {
		return q, false
	}
	// coef over the columns [const, params, atoms] of q.
	coef := make([]*big.Rat, 1+q.p.nv)
	for i := range coef {
		coef[i] = new(big.Rat)
	}
	for _, t := range q.p.terms {
		col, deg := 0, 0
		for i, e := range t.e {
			if e != 0 {
				col, deg = i+1, deg+e
			}
		}
		if deg > 1 {
			return q, false
		}
		coef[col].Add(coef[col], t.c)
	}
	if !relaxAtomColumns(q.atoms, np, coef, -1) {
		return q, false
	}
	return QPoly{params: q.params, p: newPoly(np, affineTerms(np, coef, nil))}, true
}

// relaxAtomColumns replaces, from the last atom, each atom column of coef
// (over [const, params, atoms]) by its affine bound: c·num/den, plus
// c·(1 - den)/den where c's sign is low, the side that needs floor's
// lower bound (floor(num/den) >= (num - den + 1)/den for integers). An
// atom's num may read earlier atoms, whose columns take its share. It
// reports false when a num reads its own atom or a later one.
func relaxAtomColumns(atoms []div, np int, coef []*big.Rat, low int) bool {
	for i := len(atoms) - 1; i >= 0; i-- {
		col := 1 + np + i
		c := coef[col]
		if c.Sign() == 0 {
			continue
		}
		a := atoms[i]
		k := new(big.Rat).Quo(c, ratOf(a.den)) // c/den
		for j, v := range a.num {
			if isZero(v) {
				continue
			}
			if j >= col {
				return false
			}
			coef[j].Add(coef[j], new(big.Rat).Mul(k, ratOf(v)))
		}
		if c.Sign() == low { // c·(1 - den)/den
			coef[0].Add(coef[0], new(big.Rat).Mul(k, ratOf(sub(i64(1), a.den))))
		}
		coef[col] = new(big.Rat)
	}
	return true
}

// affineTerms appends to ts the affine terms of coef's columns [const,
// params].
func affineTerms(np int, coef []*big.Rat, ts []term) []term {
	for i := 0; i <= np; i++ {
		if coef[i].Sign() == 0 {
			continue
		}
		e := make([]int, np)
		if i > 0 {
			e[i-1] = 1
		}
		ts = append(ts, term{e, coef[i]})
	}
	return ts
}

// shadowOnto returns a basic set over the parameters and set variable d
// that contains the projection of b: all other columns are eliminated by
// Fourier-Motzkin (rows beyond a cap are dropped, which only enlarges
// the shadow).
func (b *BasicSet) shadowOnto(d int, sp Space) *BasicSet {
	sh, _ := b.shadowOntoExact(d, sp)
	return sh
}

// shadowOntoExact is shadowOnto that also reports whether the shadow is
// the exact rational projection (no row was dropped).
func (b *BasicSet) shadowOntoExact(d int, sp Space) (*BasicSet, bool) {
	exact := true
	rows := b.allIneqs()
	for _, e := range b.eqs {
		rows = append(rows, copyRow(e), negRow(e))
	}
	keep := 1 + b.nParam()
	xc := b.dimOff() + d
	for k := keep; k < b.ncols(); k++ {
		if k == xc {
			continue
		}
		rest, lo, up := boundsOf(rows, k)
		rows = append(rest, fmPairs(lo, up, k, false)...)
		eqs, ineqs, ok := normalizeSystem(nil, rows)
		if !ok {
			return &BasicSet{space: sp.clone(), ineqs: [][]Int{append([]Int{i64(-1)}, make([]Int, keep)...)}}, exact
		}
		rows = ineqs
		for _, e := range eqs {
			rows = append(rows, e, negRow(e))
		}
		if len(rows) > 400 {
			rows, exact = rows[:400], false
		}
	}
	out := &BasicSet{space: sp.clone()}
	for _, r := range rows {
		w := append(copyRow(r[:keep]), r[xc])
		out.ineqs = append(out.ineqs, w)
	}
	return out, exact
}

// mul multiplies two piecewise quasi-polynomials (sum semantics).
func (pw *PwQPoly) mul(o *PwQPoly) *PwQPoly { return pw.mulW(o, meter{}) }

// mulW is mul charged to m: the polynomial products as poly.mulW, and
// pieceWork per pair of pieces (an intersection and its emptiness test).
func (pw *PwQPoly) mulW(o *PwQPoly, m meter) *PwQPoly {
	out := &PwQPoly{Params: pw.Params, Exact: pw.Exact && o.Exact}
	for _, a := range pw.Pieces {
		for _, b := range o.Pieces {
			m.charge(pieceWork)
			d := a.Domain.Intersect(b.Domain)
			if !d.provablyEmpty() {
				out.Pieces = append(out.Pieces, Piece{d, a.Value.mulW(b.Value, m)})
			}
		}
	}
	return out
}

// pieceWork is the charge of one pair of pieces in PwQPoly.mulW.
const pieceWork = 100

// mergeEqual joins pieces with identical values and disjoint domains
// (joining overlapping ones would change the sum).
func (pw *PwQPoly) mergeEqual() {
	var out []Piece
	var keys []string
	for _, pc := range pw.Pieces {
		if pc.Value.p.isZero() {
			continue
		}
		var key string
		if len(pw.Pieces) > 1 { // else nothing to compare with
			key = pc.Value.String()
		}
		merged := false
		for i := range out {
			if keys[i] == key && out[i].Domain.Intersect(pc.Domain).provablyEmpty() {
				out[i].Domain = out[i].Domain.Union(pc.Domain)
				merged = true
				break
			}
		}
		if !merged {
			out = append(out, pc)
			keys = append(keys, key)
		}
	}
	if len(out) <= 8 {
		for i := range out {
			out[i].Domain = out[i].Domain.Simplify()
		}
	}
	pw.Pieces = out
}

// Monomial is Coef times the product of name^exponent over parameter and
// set variable names; a polynomial is a list of monomials.
type Monomial struct {
	Coef *big.Rat
	Exp  map[string]int
}

// Sum returns the sum, over the integer points of s, of the polynomial
// given by terms (in the parameters and set variables), as a piecewise
// quasi-polynomial in the parameters. It is exact or fails (there is no
// upper-bound fallback, since the polynomial may be negative); an
// infinite sum gives ErrUnbounded. Count is Sum of the constant 1.
func (s *Set) Sum(terms []Monomial) (pw *PwQPoly, err error) {
	names := append(slices.Clone(s.space.Params), s.space.Dims()...)
	var ts []term
	for _, m := range terms {
		e := make([]int, len(names))
		for n, k := range m.Exp {
			i := slices.Index(names, n)
			if i < 0 || k < 0 {
				return nil, fmt.Errorf("polyhedra: Sum: bad variable %q^%d", n, k)
			}
			e[i] += k
		}
		ts = append(ts, term{e, new(big.Rat).Set(m.Coef)}) // the caller's
	}
	integrand := newPoly(len(names), ts)
	return s.sumExact(&integrand, CountOptions{})
}
