package hrelation

import (
	"bspcost/frontend"
	"bspcost/polyhedra/bspaff"
)

// Divisions by a non-constant divisor in a put's target or source, its
// guards, loop bounds and word count: `(pid + 1) % nprocs`,
// `(2 * pid) % nprocs`, `(pid + i) % nprocs` over a loop counter i. In
// a statement's executions (the context: pid in 0..p-1, its guards and
// loop bounds) such a quotient usually takes a few values only: q is 0
// or 1 in `(pid + 1) % nprocs` (1 exactly when pid + 1 >= nprocs). bspaff
// makes one piece per value c (x % d = x - c*d there), so the target
// stays affine per piece and the words per receiver are counted exactly
// (a ring shift: one sender per receiver, where "every process may
// receive every word" gave p). quotient finds the values by emptiness
// tests of the context; past maxQuotients values (pid / Q over a grid of
// Q x Q processes with Q a parameter: Q values) the division stays
// non-affine and the statement falls back as before.

// quotientWork bounds each emptiness test of quotient (polyhedra's units,
// as disjointWork): a test that does not end within it counts as "maybe
// not empty", which widens the range or gives up, never narrows it.
const quotientWork = 200_000

// maxQuotientRange is the widest range of quotient values tried on
// either side of 0 (bspaff caps the pieces at 8 values in all).
const maxQuotientRange = 8

// quotient returns the range lo..hi of the C quotient x / d over the
// points of ctx where cond holds, having checked that d >= 1 there; ok
// is false when d may be below 1 or the range is not found within
// maxQuotientRange values.
func (b *builder) quotient(ctx bspaff.Formula, cond bspaff.Conj, x, d bspaff.Poly) (lo, hi int64, ok bool) {
	if b.a.opts.noQuotient || b.plain {
		return 0, 0, false
	}
	// The requires clause holds in every execution the bounds are for.
	in, err := bspaff.And(ctx, b.requires())
	if err == nil {
		in, err = bspaff.And(in, bspaff.Formula{cond})
	}
	if err != nil {
		return 0, 0, false
	}
	// emptyWith reports whether in ∧ p >= 0 is provably empty.
	emptyWith := func(p bspaff.Poly) bool {
		g, err := bspaff.And(in, bspaff.Formula{{{Expr: p}}})
		return err == nil && b.isEmpty(g)
	}
	// d >= 1: no point with -d >= 0.
	nd, err := d.Scale(-1)
	if err != nil || !emptyWith(nd) {
		return 0, 0, false
	}
	// hi: the least c >= 0 with no point where x >= (c+1)*d, that is
	// x / d >= c + 1.
	for hi = 0; ; hi++ {
		if hi >= maxQuotientRange {
			return 0, 0, false
		}
		p, err := bspaff.Combine(1, x, -(hi + 1), d)
		if err != nil {
			return 0, 0, false
		}
		if emptyWith(p) {
			break
		}
	}
	// lo: the greatest c <= 0 with no point where x <= (c-1)*d, that is
	// x / d <= c - 1 (C division truncates toward zero).
	for lo = 0; ; lo-- {
		if lo <= -maxQuotientRange {
			return 0, 0, false
		}
		p, err := bspaff.Combine(lo-1, d, -1, x)
		if err != nil {
			return 0, 0, false
		}
		if emptyWith(p) {
			break
		}
	}
	if b.a.opts.narrowQuotient {
		hi = lo
	}
	return lo, hi, true
}

// isEmpty reports whether the points of f are provably empty: its columns
// other than the step's dimensions and the builder's divs are the
// parameters of the set.
func (b *builder) isEmpty(f bspaff.Formula) bool {
	if b.a.opts.budget.Check() != nil {
		return false // (the analysis ends: its step is not used)
	}
	params := b.setParams(f, b.dims...)
	set, _, err := b.bld.SetDivs(b.namer, params, b.dims, f)
	if err != nil {
		return false
	}
	empty, known2 := set.IsEmptyWithin(quotientWork)
	return empty && known2
}

// reqCasesOn makes dropEmpty's emptiness test of a disjunct read the
// requires clause too (its test switches it off): a guard's remainder
// `rounds % 6` has a case per sign of rounds, and the negative one is not
// empty but contradicts `rounds >= 0`. Kept, the count of the other
// disjuncts is exact but that case's part is a polynomial in floors of
// -rounds whose factors may be negative for the sequential analysis,
// which cannot bound it. The bounds hold where the requires clause does,
// so its points outside it are not executions.
var reqCasesOn = true

// dropEmpty returns the disjuncts of f that are not provably empty where
// the requires clause holds (the points of f the bounds are for, in
// fewer parts).
func (b *builder) dropEmpty(f bspaff.Formula) bspaff.Formula {
	if len(f) <= 1 {
		return f
	}
	var req bspaff.Formula
	if reqCasesOn {
		req = b.requires()
	}
	out := make(bspaff.Formula, 0, len(f))
	for _, c := range f {
		g := bspaff.Formula{c}
		if len(req) > 0 {
			if in, err := bspaff.And(g, req); err == nil {
				g = in
			}
		}
		if !b.isEmpty(g) {
			out = append(out, c)
		}
	}
	return out
}

// setParams returns the parameters of a set of f: the columns of its
// constraints and of the builder's divs' numerators, in order of first
// use, but the divs and the set's dimensions dims.
func (b *builder) setParams(f bspaff.Formula, dims ...*frontend.Object) []*frontend.Object {
	known := map[*frontend.Object]bool{}
	for _, d := range dims {
		known[d] = true
	}
	for _, d := range b.bld.Divs() {
		known[d.Var] = true
	}
	var params []*frontend.Object
	add := func(p bspaff.Poly) {
		for _, v := range p.Vars() {
			if !known[v] {
				known[v] = true
				params = append(params, v)
			}
		}
	}
	for _, c := range f {
		for _, k := range c {
			add(k.Expr)
		}
	}
	for _, d := range b.bld.Divs() {
		add(d.Num)
	}
	return params
}
