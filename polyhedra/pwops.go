package polyhedra

import (
	"fmt"
	"math/big"
	"slices"

	"bspcost/budget"
)

// ConstPw returns the constant c on every parameter value.
func ConstPw(params []string, c *big.Rat) *PwQPoly {
	q := QPoly{params: slices.Clone(params), p: constPoly(len(params), new(big.Rat).Set(c))} // c stays the caller's
	return &PwQPoly{Params: slices.Clone(params), Exact: true, Pieces: []Piece{{Universe(Space{Params: params}), q}}}
}

// ParamPw returns the value of the named parameter (for example a
// message size N that multiplies a fibre count).
func ParamPw(params []string, name string) *PwQPoly {
	i := slices.Index(params, name)
	if i < 0 {
		panic("polyhedra: ParamPw: no parameter " + name)
	}
	e := make([]int, len(params))
	e[i] = 1
	q := QPoly{params: slices.Clone(params), p: newPoly(len(params), []term{{e, big.NewRat(1, 1)}})}
	return &PwQPoly{Params: slices.Clone(params), Exact: true, Pieces: []Piece{{Universe(Space{Params: params}), q}}}
}

func (pw *PwQPoly) sameParams(o *PwQPoly) {
	if !slices.Equal(pw.Params, o.Params) {
		panic(fmt.Sprintf("polyhedra: piecewise quasi-polynomials over different parameters %v and %v", pw.Params, o.Params))
	}
}

// Add returns pw + o (same parameter list). Exact if both are; if one is
// an upper bound, so is the sum.
func (pw *PwQPoly) Add(o *PwQPoly) *PwQPoly {
	pw.sameParams(o)
	out := &PwQPoly{Params: slices.Clone(pw.Params), Exact: pw.Exact && o.Exact}
	out.Pieces = append(append(out.Pieces, pw.Pieces...), o.Pieces...)
	return out
}

// Mul returns pw * o (same parameter list). The product of upper bounds
// is an upper bound only for non-negative values, which is the case for
// counts, sizes and fibres; Exact is the conjunction.
func (pw *PwQPoly) Mul(o *PwQPoly) *PwQPoly {
	pw.sameParams(o)
	return pw.mul(o)
}

// Disjoint returns pw with pairwise disjoint piece domains and the same
// value at every parameter point (where pieces overlapped, the new piece
// carries their sum), with pieces of equal value merged. This is the
// form isl uses for piecewise quasi-polynomials; pw itself uses sum
// semantics (see PwQPoly).
func (pw *PwQPoly) Disjoint() *PwQPoly {
	out := &PwQPoly{Params: slices.Clone(pw.Params), Pieces: disjointSumAll(pw.Pieces), Exact: pw.Exact}
	out.mergeEqual()
	return out
}

// DisjointWithin is Disjoint within the size limits of the disjoint sums
// that bound maxima (overlaps of n pieces can make 2^n), and within the
// analysis's budget b (nil: none): false, and pw itself, past them.
func (pw *PwQPoly) DisjointWithin(b *budget.Budget) (*PwQPoly, bool) {
	pieces, ok := disjointSumWithin(pw.Pieces, b)
	if !ok {
		return pw, false
	}
	out := &PwQPoly{Params: slices.Clone(pw.Params), Pieces: pieces, Exact: pw.Exact}
	out.mergeEqual()
	return out, true
}

// Max returns the pointwise maximum of pw and o (same parameter list)
// for non-negative functions such as counts and fibre sizes: where
// neither has a piece the value is 0. Where the two values cannot be
// compared exactly (a difference that is neither constant nor affine
// nor a polynomial of a sign signOn proves, or a split past its size
// limit) the result keeps both pieces, whose sum bounds the maximum of
// non-negative values, and Exact is false.
func (pw *PwQPoly) Max(o *PwQPoly) *PwQPoly {
	pw.sameParams(o)
	res := &PwQPoly{Params: slices.Clone(pw.Params), Exact: pw.Exact && o.Exact}
	a, okA := disjointSum(pw.Pieces)
	b, okB := disjointSum(o.Pieces)
	if !okA || !okB {
		// Too many overlaps to split: the sum bounds the maximum of
		// non-negative values.
		sum := pw.Add(o)
		sum.Exact = false
		return sum
	}
	for _, pc := range a {
		res.addMax(pc)
	}
	for _, pc := range b {
		res.addMax(pc)
	}
	return res
}

// MaxWithin is Max with a work limit (MaxOverWithin's units: each
// intersection or subtraction of basic sets the disjoint splits need):
// past it, ok is false and the result nil (the caller bounds the
// maximum by the sum). Max alone has no limit on the subtractions, which
// multiply parts: two sides of a few pieces over guards with residues
// took minutes. stop (nil: none) is the analysis's budget: its end is
// the limit's too.
func (pw *PwQPoly) MaxWithin(o *PwQPoly, work int, stop *budget.Budget) (res *PwQPoly, ok bool) {
	pw.sameParams(o)
	left := work
	m := meter{left: &left, stop: stop}
	defer func() {
		if r := recover(); r != nil {
			if _, tc := r.(tooComplex); !tc {
				panic(r)
			}
			res, ok = nil, false
		}
	}()
	res = &PwQPoly{Params: slices.Clone(pw.Params), Exact: pw.Exact && o.Exact}
	a, okA := disjointSumWith(pw.Pieces, true, m)
	b, okB := disjointSumWith(o.Pieces, true, m)
	if !okA || !okB {
		sum := pw.Add(o)
		sum.Exact = false
		return sum, true
	}
	for _, pc := range a {
		res.addMaxW(pc, m)
	}
	for _, pc := range b {
		res.addMaxW(pc, m)
	}
	return res, true
}

// RelaxAtoms returns an upper bound of pw (non-negative, as counts and
// their maxima are) without floor atoms: the pieces made disjoint (they
// add up where they overlap), each piece's domain loses the
// constraints on its divisions (a superset: "p even" becomes every p),
// its value the atoms (QPoly.relaxAtoms: floor(x) <= x), and the pieces,
// which then overlap, are combined by their maximum (addMax: exact where
// two values differ by an affine amount, their sum where they cannot be
// compared). ok is false when a value is not affine in its atoms; the
// result is never Exact; ok is also false past disjointSum's limits or
// work units (as MaxOverWithin counts them). For h-relations whose exact form is piecewise in
// the residues of p (a 2-to-1 map onto the even processes), which the
// sequential analysis reads as unconstrained floors. The end of stop
// (the analysis's budget; nil: none) ends the work as the units' does.
func (pw *PwQPoly) RelaxAtoms(work int, stop *budget.Budget) (res *PwQPoly, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, isTC := r.(tooComplex); !isTC {
				panic(r)
			}
			res, ok = nil, false
		}
	}()
	m := meter{left: &work, stop: stop}
	// Overlapping pieces add up: disjoint ones first, each the value
	// there, so that the maximum of their relaxations bounds it.
	dis, ok := disjointSumWith(pw.Pieces, true, m)
	if !ok {
		return nil, false
	}
	res = &PwQPoly{Params: slices.Clone(pw.Params)}
	for _, pc := range dis {
		val := pc.Value
		if len(val.atoms) > 0 {
			r, ok := val.relaxAtoms()
			if !ok {
				return nil, false
			}
			val = r
		}
		dom := &Set{space: pc.Domain.space.clone()}
		for _, b := range pc.Domain.parts {
			dom.addPart(b.withoutDivs())
		}
		res.addMaxW(Piece{m.coalesce(dom), val}, m)
	}
	res.Exact = false
	return res, true
}

// withoutDivs returns b without its divisions and every constraint on
// them: a superset of b.
func (b *BasicSet) withoutDivs() *BasicSet {
	off := b.divOff()
	keep := func(rows [][]Int) [][]Int {
		var out [][]Int
	next:
		for _, r := range rows {
			for _, v := range r[off:] {
				if !isZero(v) {
					continue next
				}
			}
			out = append(out, copyRow(r[:off]))
		}
		return out
	}
	return &BasicSet{space: b.space.clone(), eqs: keep(b.eqs), ineqs: keep(b.ineqs)}
}

// MergeEqual returns pw with the pieces of equal values and disjoint
// domains merged into one piece over the union of their domains (and the
// zero pieces dropped): the same function, in fewer cases. A maximum
// split by the residues of a parameter or by a loop counter's range often
// has the same value on each side; each piece is a case the sequential
// analysis adds to the others when it cannot tell them apart.
func (pw *PwQPoly) MergeEqual() *PwQPoly {
	out := &PwQPoly{Params: slices.Clone(pw.Params), Pieces: slices.Clone(pw.Pieces), Exact: pw.Exact}
	out.mergeEqual()
	return out
}

// UpperBound returns the least integer c <= limit such that pw <= c at
// every parameter value, for pw whose pieces, made disjoint, have values
// affine in the parameters and their floor atoms (a fan, a number of
// processes: nprocs where nprocs <= 2 is at most 2). ok is false when a
// value is not affine, no c <= limit bounds pw, or past work units
// (MaxOverWithin's) of splitting and emptiness tests; a test that does
// not end within its share counts as "not empty". Where no piece holds,
// pw is 0, so c >= 0. The end of stop (the analysis's budget; nil: none)
// ends the work as the units' does.
func (pw *PwQPoly) UpperBound(limit int64, work int, stop *budget.Budget) (c int64, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, isTC := r.(tooComplex); !isTC {
				panic(r)
			}
			c, ok = 0, false
		}
	}()
	m := meter{left: &work, stop: stop}
	dis, ok := disjointSumWith(pw.Pieces, true, m)
	if !ok {
		return 0, false
	}
	sp := Space{Params: pw.Params}
	// above reports whether the piece's value may exceed v somewhere on
	// its domain: row - l·(v + 1) >= 0 (row is l times the value).
	above := func(pc Piece, row []Int, l *big.Int, v int64) bool {
		r := copyRow(row)
		q := pc.Value
		r[0] = sub(r[0], fromBig(new(big.Int).Mul(l, big.NewInt(v+1))))
		ge := FromBasic(&BasicSet{space: sp.clone(), divs: cloneDivs(q.atoms), ineqs: [][]Int{r}})
		m.charge(len(pc.Domain.parts))
		empty, known := pc.Domain.Intersect(ge).IsEmptyWithin(max(*m.left, 1))
		return !(empty && known)
	}
	c = 0
	for _, pc := range dis {
		row, l, affine := pc.Value.affineRowScaled()
		if !affine {
			return 0, false
		}
		if !above(pc, row, l, c) {
			continue
		}
		// The least v in (c, limit] that bounds this piece.
		lo, hi := c+1, limit
		if above(pc, row, l, hi) {
			return 0, false
		}
		for lo < hi {
			mid := lo + (hi-lo)/2
			if above(pc, row, l, mid) {
				lo = mid + 1
			} else {
				hi = mid
			}
		}
		c = lo
	}
	return c, true
}

// mergeAgreeingOn switches MergeAgreeing's rewriting (its test switches
// it off).
var mergeAgreeingOn = true

// MergeAgreeing returns pw with a piece whose domain fixes parameters to
// constants (p = 4) given the value of another piece where that value is
// the same at those constants (5·N and (p + 1)·N at p = 4), and the
// pieces of equal values then joined (MergeEqual): the same function, in
// fewer pieces. Only pieces of one part without divs are rewritten; the
// values are compared with the constants substituted, so the rewriting
// is exact.
func (pw *PwQPoly) MergeAgreeing() *PwQPoly {
	out := &PwQPoly{Params: slices.Clone(pw.Params), Pieces: slices.Clone(pw.Pieces), Exact: pw.Exact}
	if !mergeAgreeingOn || len(out.Pieces) < 2 {
		return out
	}
	changed := false
	for i, pc := range out.Pieces {
		if len(pc.Domain.parts) != 1 {
			continue
		}
		b := pc.Domain.parts[0]
		if len(b.divs) > 0 || b.nDim() != 0 {
			continue
		}
		np := b.nParam()
		fixed := map[int]int64{}
		for _, e := range b.eqs {
			k := -1
			for j := 1; j <= np; j++ {
				if !isZero(e[j]) {
					if k >= 0 {
						k = -2
						break
					}
					k = j - 1
				}
			}
			if k < 0 {
				continue
			}
			c, coef := e[0], e[1+k]
			if !divides(coef, c) {
				continue
			}
			v, fits := neg(quo(c, coef)).int64()
			if !fits {
				continue
			}
			fixed[k] = v
		}
		if len(fixed) == 0 {
			continue
		}
		ok := true
		at := func(q QPoly) string {
			for k, v := range fixed {
				i := slices.Index(q.params, b.space.Params[k])
				if i < 0 {
					ok = false
					return ""
				}
				q = q.fixParam(i, v)
			}
			return q.compact().String()
		}
		mine := at(pc.Value)
		if !ok {
			continue
		}
		for j, o := range out.Pieces {
			if j == i || o.Value.String() == pc.Value.String() {
				continue
			}
			if at(o.Value) == mine && ok {
				out.Pieces[i].Value = o.Value
				changed = true
				break
			}
		}
	}
	if !changed {
		return out
	}
	return out.MergeEqual()
}
