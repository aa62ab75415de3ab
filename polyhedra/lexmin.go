package polyhedra

import (
	"errors"
	"fmt"
	"slices"
)

// ErrTooLarge is returned (wrapped) when an exact result has a value that
// does not fit in the int64 of the API, e.g. a LexMin coordinate.
var ErrTooLarge = errors.New("polyhedra: value does not fit in int64")

// withRow returns s with the constraint row (over constant, parameters
// and set variables; eq selects "= 0" instead of ">= 0") added to every
// part.
func (s *Set) withRow(row []Int, eq bool) *Set {
	out := &Set{space: s.space.clone()}
	for _, b := range s.parts {
		c := b.copy()
		r := widen([][]Int{row}, c.ncols())[0]
		if eq {
			c.eqs = append(c.eqs, r)
		} else {
			c.ineqs = append(c.ineqs, r)
		}
		if c = c.cleanup(); c != nil {
			out.parts = append(out.parts, c)
		}
	}
	return out
}

// bound returns the row x_col <= v (upper) or x_col >= v (lower).
func (s *Set) boundRow(col int, v Int, upper bool) []Int {
	r := make([]Int, 1+len(s.space.Params)+s.space.NDim())
	if upper {
		r[0], r[col] = v, i64(-1)
	} else {
		r[0], r[col] = neg(v), i64(1)
	}
	return r
}

// searchMin returns the least value of column col over s, given that s
// has a point with x_col >= lo. It doubles a step until it finds a
// point, then bisects; every probe is an exact emptiness test. Values
// are exact Ints, so the search ends (after about 2*log2 of the distance
// probes) however far the point lies.
func (s *Set) searchMin(col int, lo Int) Int {
	hi := lo
	for step := i64(1); s.withRow(s.boundRow(col, hi, true), false).IsEmpty(); step = add(step, step) {
		hi = add(lo, step)
	}
	for cmp(lo, hi) < 0 { // invariant: a point with x <= hi, none with x < lo
		mid := floorDiv(add(lo, hi), i64(2))
		if s.withRow(s.boundRow(col, mid, true), false).IsEmpty() {
			lo = add(mid, i64(1))
		} else {
			hi = mid
		}
	}
	return lo
}

// rationalLower returns a lower bound on column col over the (non-empty)
// basic set b, from Fourier-Motzkin on the rational relaxation, or false
// when the relaxation is unbounded below (then so are the integer
// points, by Meyer's theorem on rational polyhedra).
func rationalLower(b *BasicSet, col int) (Int, bool, error) {
	rows := b.allIneqs()
	for _, e := range b.eqs {
		rows = append(rows, copyRow(e), negRow(e))
	}
	for k := 1; k < b.ncols(); k++ {
		if k == col {
			continue
		}
		rest, lo, up := boundsOf(rows, k)
		rows = append(rest, fmPairs(lo, up, k, false)...)
		eqs, ineqs, ok := normalizeSystem(nil, rows)
		if !ok {
			return Int{}, false, errors.New("polyhedra: lexmin: inconsistent relaxation of a non-empty set")
		}
		rows = ineqs
		for _, e := range eqs {
			rows = append(rows, e, negRow(e))
		}
		if len(rows) > 1000 {
			return Int{}, false, errors.New("polyhedra: lexmin: elimination too large")
		}
	}
	have := false
	var best Int
	for _, r := range rows {
		if sign(r[col]) > 0 {
			v := ceilDiv(neg(r[0]), r[col])
			if !have || cmp(v, best) < 0 {
				best, have = v, true
			}
		}
	}
	return best, have, nil
}

// LexMin returns the lexicographically smallest point (set variables,
// input tuple first) of s at the given parameter values, ok=false if
// there is none, or ErrUnbounded. Exact. The search is exact for any
// size of values; a coordinate of the optimum that does not fit in an
// int64 gives an error wrapping ErrTooLarge (never a truncated value).
// When the rational relaxation is too large to eliminate and the points
// reach below -2^64 in a coordinate, LexMin cannot tell whether the set
// is unbounded or its optimum is merely beyond int64, and returns an
// error wrapping ErrTooLarge that says so.
func (s *Set) LexMin(params []int64) ([]int64, bool, error) {
	return s.lexOpt(params, false)
}

// LexMax is LexMin for the largest point.
func (s *Set) LexMax(params []int64) ([]int64, bool, error) {
	return s.lexOpt(params, true)
}

func (s *Set) lexOpt(params []int64, maximize bool) ([]int64, bool, error) {
	if len(params) != len(s.space.Params) {
		return nil, false, fmt.Errorf("polyhedra: %d parameter values for %d parameters", len(params), len(s.space.Params))
	}
	t := s
	for i := range s.space.Params {
		t = t.fixParam(i, params[i])
	}
	if maximize {
		t = t.negateDims()
	}
	if t.IsEmpty() {
		return nil, false, nil
	}
	np := len(s.space.Params)
	var pt []int64
	for d := 0; d < s.space.NDim(); d++ {
		col := 1 + np + d
		lo, haveLo := Int{}, false
		for _, b := range t.parts {
			if b.IsEmpty() {
				continue
			}
			v, ok, err := rationalLower(b, col)
			if err != nil {
				// Elimination too large: find a lower bound by doubling
				// steps down from a point, with exact emptiness tests.
				if v, ok = FromBasic(b).searchLower(col); !ok {
					return nil, false, fmt.Errorf("%w: coordinate %d has points below -2^64 (unbounded, or an optimum beyond int64)", ErrTooLarge, d)
				}
			}
			if !ok {
				return nil, false, ErrUnbounded
			}
			if !haveLo || cmp(v, lo) < 0 {
				lo, haveLo = v, true
			}
		}
		v := t.searchMin(col, lo)
		out := v
		if maximize {
			out = neg(v)
		}
		w, fits := out.int64()
		if !fits {
			return nil, false, fmt.Errorf("%w: coordinate %d of the optimum is %s", ErrTooLarge, d, out)
		}
		pt = append(pt, w)
		t = t.withRow(t.boundRow(col, v, false), false).withRow(t.boundRow(col, v, true), false)
	}
	return pt, true, nil
}

// negateDims maps every point x to -x (parameters unchanged).
func (s *Set) negateDims() *Set {
	out := &Set{space: s.space.clone()}
	for _, b := range s.parts {
		c := b.copy()
		for _, rows := range [][][]Int{c.eqs, c.ineqs} {
			for _, r := range rows {
				for k := c.dimOff(); k < c.divOff(); k++ {
					r[k] = neg(r[k])
				}
			}
		}
		for i := range c.divs {
			for k := c.dimOff(); k < c.divOff(); k++ {
				c.divs[i].num[k] = neg(c.divs[i].num[k])
			}
		}
		out.parts = append(out.parts, c)
	}
	return out
}

// Sample returns some integer point of s: parameter values and set
// variables, or ok=false if s is empty. It prefers values close to 0,
// fixing one coordinate at a time to its value of least magnitude (an
// exact search, whatever the size of the values). ok is also false when
// that point has a coordinate that does not fit in an int64 (so ok=false
// with IsEmpty false means exactly that); it never returns a truncated
// value.
func (s *Set) Sample() (params, dims []int64, ok bool) {
	// Read the parameters as leading set variables (same columns).
	sp := Space{Out: append(slices.Clone(s.space.Params), s.space.Dims()...)}
	t := s.relabel(sp)
	if t.IsEmpty() {
		return nil, nil, false
	}
	var pt []int64
	for d := 0; d < sp.NDim(); d++ {
		col := 1 + d
		var v Int
		if up := t.withRow(t.boundRow(col, i64(0), false), false); !up.IsEmpty() {
			v = up.searchMin(col, i64(0))
		} else {
			v = neg(t.negateDims().withRow(t.boundRow(col, i64(1), false), false).searchMin(col, i64(1)))
		}
		w, fits := v.int64()
		if !fits {
			return nil, nil, false
		}
		pt = append(pt, w)
		t = t.withRow(t.boundRow(col, v, false), false).withRow(t.boundRow(col, v, true), false)
	}
	np := len(s.space.Params)
	return pt[:np], pt[np:], true
}

// searchLower finds a value below every point of s in column col by
// doubling steps down from 0 (exact Int probes); false if there are
// points below -2^64. The caller only needs bounds of optima it can
// return as int64, so it does not search further: below -2^64 the set is
// either unbounded or has an optimum beyond int64, and this search alone
// cannot tell which.
func (s *Set) searchLower(col int) (Int, bool) {
	if s.withRow(s.boundRow(col, i64(0), true), false).IsEmpty() {
		return i64(0), true // every point has x > 0
	}
	lo := i64(-1)
	for k := 0; k <= 64; k++ {
		if s.withRow(s.boundRow(col, sub(lo, i64(1)), true), false).IsEmpty() {
			return lo, true
		}
		lo = add(lo, lo)
	}
	return Int{}, false
}

// LexMinSet returns the parametric lexicographic minimum of s, as isl's
// isl_set_lexmin and isl_map_lexmin: for a set, the points of s that are
// lexicographically smallest for their parameter values (at most one per
// parameter value); for a map, for every input in its domain, the input
// with its lexicographically smallest output. Where s has no minimum
// (it is unbounded below, e.g. { [x, y] : x >= 0 } has no point smaller
// than all others) the result is empty for those parameter values
// (inputs), as it is where s is empty. Exact, or ErrWorkLimit: by
// parametric integer programming where it answers (see pip.go), else a
// construction that subtracts a union from s, whose parts can multiply
// (3-dimensional unions with strides and two parameters reach thousands
// of parts), so it stops past lexWorkLimit rather than run for minutes.
func (s *Set) LexMinSet() (*Set, error) { return s.lexOptSet(false) }

// LexMaxSet is LexMinSet for the lexicographic maximum.
func (s *Set) LexMaxSet() (*Set, error) { return s.lexOptSet(true) }

// ErrWorkLimit is returned by operations that give up on an exact answer
// past their work limit and have no sound approximation to offer
// instead.
var ErrWorkLimit = errors.New("polyhedra: the exact answer exceeds the work limit")

// lexWorkLimit bounds the Omega work (units of feasibleLimited, roughly
// 3·10^4 per millisecond) of the subtraction and coalescing in one
// LexMinSet/LexMaxSet, and lexPartLimit the parts of the difference.
const (
	lexWorkLimit = 30_000_000
	lexPartLimit = 2000
)

// lexOptSet removes from s every point x beaten by some y of s with the
// same parameters (and input tuple, for a map): y <lex x, read as the
// union over k of "y_j = x_j for j < k and y_k < x_k" (">" to maximise).
// The beaten points are the domain of that relation between two copies
// of s, an exact integer projection, and what is left is exactly the
// optimum. No search is involved, so unbounded sets need no special
// case: where no optimum exists every point is beaten. (Doing it one
// variable at a time, keeping the optimal x_0..x_k after step k, was
// tried: it fragments the set more, and is slower.)
func (s *Set) lexOptSet(maximize bool) (*Set, error) {
	// One budget for the whole call, however it proceeds.
	w := &workBudget{left: lexWorkLimit}
	var rays, rest []*BasicSet
	for _, p := range s.parts {
		if p.firstOutputRay(maximize) {
			rays = append(rays, p)
		} else {
			rest = append(rest, p)
		}
	}
	if len(rays) == 0 {
		return s.lexOptParts(maximize, w)
	}
	// A part in which the first output can go on decreasing (increasing,
	// to maximise) from any of its points beats every point of the
	// union wherever it has a point: there the union has no optimum.
	// Elsewhere the optimum is that of the other parts. The parameter
	// values and inputs where a ray part has points are its domain, a
	// projection; the rays themselves never enter the pairs below.
	opt, err := (&Set{space: s.space, parts: rest}).lexOptParts(maximize, w)
	if err != nil {
		return nil, err
	}
	if len(opt.parts) == 0 {
		return opt, nil
	}
	drop, dsp := s.domainDrop()
	dom, err := (&Set{space: s.space, parts: rays}).projectDimsLimited(drop, dsp)
	if err != nil {
		return nil, err
	}
	perm := make([]int, s.space.NDim())
	for k := range perm {
		perm[k] = -1
		if k < len(s.space.In) {
			perm[k] = k
		}
	}
	lifted := EmptySet(s.space)
	for _, p := range dom.parts {
		lifted.addPart(p.permuteDims(s.space, perm))
	}
	out, ok := opt.subtractLimited(lifted, lexPartLimit)
	if !ok {
		return nil, ErrWorkLimit
	}
	return out.coalesceWith(w), nil
}

// firstOutputRay reports whether no row of b bounds its first output
// variable from below (from above, with maximize) and no equality or
// div mentions it: then from any point of b, decreasing (increasing)
// that variable alone stays in b, so b has no lexicographic minimum
// (maximum) for any parameter value and input where it has a point.
func (b *BasicSet) firstOutputRay(maximize bool) bool {
	return len(b.space.Out) > 0 && b.outputRay(0, maximize)
}

// outputRay is firstOutputRay for output variable k: in b alone, every
// point is then beaten by the point with that variable one step
// smaller (larger) and the same earlier outputs, so b has no optimum
// anywhere.
func (b *BasicSet) outputRay(k int, maximize bool) bool {
	col := b.dimOff() + len(b.space.In) + k
	if !b.isRay(col) {
		return false
	}
	for _, r := range b.ineqs {
		if sign(r[col]) > 0 != maximize && !isZero(r[col]) {
			return false
		}
	}
	return true
}

// lexOptParts is lexOptSet without ray parts.
func (s *Set) lexOptParts(maximize bool, w *workBudget) (*Set, error) {
	if len(s.parts) == 1 {
		for k := range s.space.Out {
			if s.parts[0].outputRay(k, maximize) {
				return EmptySet(s.space), nil
			}
		}
	}
	if len(s.parts) < 2 {
		return s.lexOptPart(maximize, w)
	}
	if pipEnabled {
		if out, ok, err := s.pipLexOptUnion(maximize, w); err != nil {
			return nil, err
		} else if ok {
			return out, nil
		}
	}
	for _, p := range s.parts {
		if !p.lexBounded(maximize) {
			return s.lexOptPairs(maximize, w)
		}
	}
	// Every part has an optimum wherever it has a point, so the optimum
	// of the union is the optimum of the parts' optima (for each
	// parameter value and input, of at most one point per part). The
	// pairs of the union's parts, of which there are the square of the
	// number of parts, are then only built between those single points.
	opt := EmptySet(s.space)
	for _, p := range s.parts {
		o, err := FromBasic(p).lexOptPart(maximize, w)
		if err != nil {
			return nil, err
		}
		opt.parts = append(opt.parts, o.parts...)
	}
	if len(opt.parts) < 2 {
		return opt, nil
	}
	return opt.lexOptPairs(maximize, w)
}

// lexBounded reports whether, for every value of the parameters and of
// the input tuple (for a map), b has a lexicographic minimum (maximum,
// with maximize) wherever it has a point: each output variable x_k has
// a lower (upper) bound among the rows that involves, besides x_k, only
// parameters, inputs, earlier outputs and divs of those. Then given the
// earlier outputs at their optimal values x_k is bounded in the
// direction of the optimum, so its optimum exists. A sufficient
// condition only (the divs' own defining rows are not looked at).
func (b *BasicSet) lexBounded(maximize bool) bool {
	first := b.dimOff() + len(b.space.In) // column of the first output
	off := b.divOff()
	// late[c]: column c is an output at or after the one being bounded,
	// or a div depending on one.
	late := make([]bool, b.ncols())
	for k := b.divOff() - 1; k >= first; k-- {
		late[k] = true
		for i, d := range b.divs {
			for c, v := range d.num {
				if !isZero(v) && late[c] {
					late[off+i] = true
					break
				}
			}
		}
		bounded := func(r []Int, isEq bool) bool {
			sg := sign(r[k])
			if sg == 0 || !isEq && (sg > 0) == maximize {
				return false
			}
			for c, v := range r {
				if c != k && !isZero(v) && late[c] {
					return false
				}
			}
			return true
		}
		found := false
		for _, r := range b.eqs {
			found = found || bounded(r, true)
		}
		for _, r := range b.ineqs {
			found = found || bounded(r, false)
		}
		if !found {
			return false
		}
	}
	return true
}

// determinedOutputs reports for each output variable x_k of b whether an
// equality of b fixes it given the parameters, the inputs and the
// earlier outputs: nonzero on x_k, zero on later outputs and on divs that
// depend on x_k or later outputs.
func (b *BasicSet) determinedOutputs() []bool {
	first := b.dimOff() + len(b.space.In)
	off := b.divOff()
	out := make([]bool, off-first)
	late := make([]bool, b.ncols())
	for k := off - 1; k >= first; k-- {
		late[k] = true
		for i, d := range b.divs {
			for c, v := range d.num {
				if !isZero(v) && late[c] {
					late[off+i] = true
					break
				}
			}
		}
		for _, e := range b.eqs {
			if isZero(e[k]) {
				continue
			}
			ok := true
			for c, v := range e {
				if c != k && !isZero(v) && late[c] {
					ok = false
					break
				}
			}
			if ok {
				out[k-first] = true
				break
			}
		}
	}
	return out
}

// lexOptPart is lexOptSet of a set of at most one part: by parametric
// integer programming, or by pairs of points when that gives up.
func (s *Set) lexOptPart(maximize bool, w *workBudget) (*Set, error) {
	if pipEnabled && len(s.parts) == 1 {
		if out, err := pipLexOpt(s.parts[0], maximize, w); err == nil {
			return out, nil
		}
	}
	return s.lexOptPairs(maximize, w)
}

// lexOptPairs is lexOptSet by the pairs of points of s itself.
func (s *Set) lexOptPairs(maximize bool, w *workBudget) (*Set, error) {
	sp := s.space
	np, ni, no := len(sp.Params), len(sp.In), len(sp.Out)
	// Joint space [i, x] -> [y]: i the shared input tuple (empty for a
	// set), x and y the output tuples of two points.
	jsp := Space{Params: sp.Params, In: sp.Dims(), Out: sp.Out, IsMap: true}
	px, py := make([]int, ni+2*no), make([]int, ni+2*no)
	for k := range px {
		px[k], py[k] = -1, -1
		switch {
		case k < ni:
			px[k], py[k] = k, k
		case k < ni+no:
			px[k] = k
		default:
			py[k] = k - no
		}
	}
	xc, yc := 1+np+ni, 1+np+ni+no // columns of x_0 and y_0
	sgn := i64(1)
	if maximize {
		sgn = i64(-1)
	}
	x, y := EmptySet(jsp), EmptySet(jsp)
	for _, p := range s.parts {
		x.addPart(p.permuteDims(jsp, px))
		y.addPart(p.permuteDims(jsp, py))
	}
	pairs := x.Intersect(y)
	beaten := EmptySet(jsp)
	// Within one basic set, an output fixed by an equality over the
	// parameters, inputs and earlier outputs is the same in two points
	// that agree before it: no point is beaten there.
	var fixed []bool
	if len(s.parts) == 1 {
		fixed = s.parts[0].determinedOutputs()
	}
	for k := 0; k < no; k++ {
		if fixed != nil && fixed[k] {
			continue
		}
		t := pairs
		for j := 0; j < k; j++ {
			eq := make([]Int, yc+no)
			eq[xc+j], eq[yc+j] = i64(1), i64(-1)
			t = t.withRow(eq, true)
		}
		lt := make([]Int, yc+no) // sgn*(x_k - y_k) - 1 >= 0
		lt[0], lt[xc+k], lt[yc+k] = i64(-1), sgn, neg(sgn)
		beaten = beaten.Union(t.withRow(lt, false))
	}
	dom := beaten.domain().coalesceWith(w) // fewer, smaller parts to subtract
	// Subtract dom part by part, each part reduced to its gist within
	// the part of s it is subtracted from: the same difference with far
	// fewer pieces, since most constraints of dom repeat those of s.
	// The result is only simplified under a work limit: that step is
	// cosmetic and could otherwise blow up on pieces with many divs.
	out := EmptySet(sp)
	for _, p := range s.parts {
		rest := []*BasicSet{p}
		for _, q := range dom.parts {
			q = q.copy()
			q.space = sp.clone() // same columns as s
			g := q.gist(p)
			if g == nil {
				continue // disjoint from p
			}
			var r []*BasicSet
			for _, l := range rest {
				r = append(r, subtractBasicWith(l, g, w.empty)...)
				if w.left <= 0 || len(out.parts)+len(r) > lexPartLimit {
					return nil, ErrWorkLimit
				}
			}
			rest = r
		}
		out.parts = append(out.parts, rest...)
	}
	return out.coalesceWith(w), nil
}
