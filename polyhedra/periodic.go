package polyhedra

import (
	"math/big"
	"slices"
)

// Quasi-polynomials that are polynomials. Summation over bounds with
// floors leaves values such as
//
//	floor((s + 1)/2) * floor((-s + 1)/2) + floor((s + 1)/2) * floor((s)/2) + ... + 1
//
// that equal 1 at every s: on each residue class of the parameters
// modulo the denominators' lcm L, every atom floor((a·x + b)/k) is the
// affine a·(x - r)/k + floor((a·r + b)/k) (x = L·y + r, and k divides
// L), so q is a polynomial there; when these polynomials are one and
// the same, q is that polynomial. Maximising over a parameter, comparing
// pieces and the sequential analysis (which reads floors as unknowns)
// all need the polynomial.

// periodicOn switches dropPeriodic (its test switches it off).
var periodicOn = true

// maxPeriodicClasses bounds the residue classes dropPeriodic visits
// (L to the number of parameters the atoms read).
const maxPeriodicClasses = 64

// maxPeriodicTerms bounds the terms of a value dropPeriodic rewrites.
const maxPeriodicTerms = 256

// dropPeriodic returns q without its atoms when it is one polynomial on
// every residue class of the parameters (see above), else q itself. Only
// atoms whose numerators read parameters (not other atoms) are handled.
func (q QPoly) dropPeriodic() QPoly { return q.dropPeriodicIn(nil) }

// dropPeriodicIn is dropPeriodic for a value that matters on the points
// of part only (nil: everywhere): a residue class on which a constraint
// of part with its divs becomes a false constant (x mod 6 != 0 written
// with floor((x + 5)/6)) is left out of the comparison.
func (q QPoly) dropPeriodicIn(part *BasicSet) QPoly {
	if !periodicOn || len(q.atoms) == 0 || len(q.p.terms) > maxPeriodicTerms {
		return q
	}
	np := len(q.params)
	L := int64(1)
	reads := make([]bool, np)
	small := func(x Int) (int64, bool) {
		v, ok := x.int64()
		return v, ok && v > -1<<20 && v < 1<<20
	}
	// divRow returns a floor's numerator over [const, params] and its
	// denominator as small integers, the last entry; ok is false for a
	// nested floor or large numbers.
	divRow := func(num []Int, den Int) ([]int64, bool) {
		row := make([]int64, np+2)
		for c := 1 + np; c < len(num); c++ {
			if !isZero(num[c]) {
				return nil, false
			}
		}
		for c := 0; c <= np; c++ {
			v, ok := small(num[c])
			if !ok {
				return nil, false
			}
			row[c] = v
		}
		d, ok := small(den)
		if !ok || d <= 0 {
			return nil, false
		}
		row[np+1] = d
		return row, true
	}
	use := func(row []int64) bool {
		for c := 1; c <= np; c++ {
			if row[c] != 0 {
				reads[c-1] = true
			}
		}
		L = L / gcd64(L, row[np+1]) * row[np+1]
		return L <= maxPeriodicClasses
	}
	rows := make([][]int64, len(q.atoms))
	for j, a := range q.atoms {
		row, ok := divRow(a.num, a.den)
		if !ok || !use(row) {
			return q
		}
		rows[j] = row
	}
	// The part's divs, when each is a floor of the parameters.
	var divs [][]int64
	if part != nil && part.nDim() == 0 && len(part.divs) > 0 {
		saveL, saveReads := L, slices.Clone(reads)
		for _, d := range part.divs {
			row, ok := divRow(d.num, d.den)
			if !ok || !use(row) {
				divs, L, reads = nil, saveL, saveReads
				break
			}
			divs = append(divs, row)
		}
	}
	var vars []int // the parameters the floors read
	classes := int64(1)
	for i, r := range reads {
		if r {
			vars = append(vars, i)
			if classes *= L; classes > maxPeriodicClasses {
				return q
			}
		}
	}
	// affine returns floor((a·x + b)/k) on x ≡ r as the affine
	// (a·x - a·r)/k + floor((a·r + b)/k): its coefficients over [const,
	// params].
	affine := func(a []int64, r []int64) []*big.Rat {
		k := a[np+1]
		ar := a[0]
		for i := 0; i < np; i++ {
			ar += a[1+i] * r[i]
		}
		out := make([]*big.Rat, 1+np)
		out[0] = new(big.Rat).SetFrac64(a[0]-ar, k)
		out[0].Add(out[0], new(big.Rat).SetInt64(floorDiv64(ar, k)))
		for i := 0; i < np; i++ {
			out[1+i] = new(big.Rat).SetFrac64(a[1+i], k)
		}
		return out
	}
	// outside reports whether a constraint of part is a false constant
	// on the class r.
	outside := func(r []int64) bool {
		if divs == nil {
			return false
		}
		vals := make([][]*big.Rat, len(divs))
		for j, d := range divs {
			vals[j] = affine(d, r)
		}
		check := func(row []Int, eq bool) bool {
			v := make([]*big.Rat, 1+np)
			for c := 0; c <= np; c++ {
				v[c] = ratOf(row[c])
			}
			for j := range divs {
				if a := row[1+np+j]; !isZero(a) {
					for c := 0; c <= np; c++ {
						v[c].Add(v[c], new(big.Rat).Mul(ratOf(a), vals[j][c]))
					}
				}
			}
			for c := 1; c <= np; c++ {
				if v[c].Sign() != 0 {
					return false
				}
			}
			return eq && v[0].Sign() != 0 || !eq && v[0].Sign() < 0
		}
		for _, e := range part.eqs {
			if check(e, true) {
				return true
			}
		}
		for _, in := range part.ineqs {
			if check(in, false) {
				return true
			}
		}
		return false
	}
	r := make([]int64, np)
	var first *poly
	for k := int64(0); k < classes; k++ {
		// The k-th residue vector of the parameters read.
		for i, x := k, 0; x < len(vars); x++ {
			r[vars[x]] = i % L
			i /= L
		}
		if outside(r) {
			continue
		}
		p := q.p
		for j, a := range rows {
			aff := affine(a, r)
			ts := []term{{make([]int, p.nv), aff[0]}}
			for i := 0; i < np; i++ {
				if aff[1+i].Sign() != 0 {
					e := make([]int, p.nv)
					e[i] = 1
					ts = append(ts, term{e, aff[1+i]})
				}
			}
			p = p.subst(np+j, newPoly(p.nv, ts))
		}
		if first == nil {
			first = &p
			continue
		}
		if !polyEqual(*first, p) {
			return q
		}
	}
	if first == nil {
		return q // no class has points
	}
	var ts []term
	for _, t := range first.terms {
		ts = append(ts, term{slices.Clone(t.e[:np]), t.c})
	}
	return QPoly{params: q.params, p: newPoly(np, ts)}
}

// polyEqual reports whether a and b have the same terms (both are
// normalised by newPoly: sorted, merged, without zeros).
func polyEqual(a, b poly) bool {
	if a.nv != b.nv || len(a.terms) != len(b.terms) {
		return false
	}
	for i, t := range a.terms {
		if !slices.Equal(t.e, b.terms[i].e) || t.c.Cmp(b.terms[i].c) != 0 {
			return false
		}
	}
	return true
}

func gcd64(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	if a < 0 {
		return -a
	}
	return a
}

// floorDiv64 is floor(a/b) for b > 0.
func floorDiv64(a, b int64) int64 {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// dropPeriodicOn is dropPeriodic for a value that matters on dom only
// (a piece's): where atoms stay, the parameters that an equality of
// dom's one part fixes to a constant are substituted first (the piece of
// a count at n = 0 is floor(n/2) + 1 there, that is 1).
func (q QPoly) dropPeriodicOn(dom *Set) QPoly {
	var part *BasicSet
	if len(dom.parts) == 1 {
		part = dom.parts[0]
	}
	r := q.dropPeriodicIn(part)
	if len(r.atoms) == 0 || part == nil {
		return r
	}
	b := dom.parts[0]
	np := len(q.params)
	fixed := false
	for _, e := range b.eqs {
		if !isZeroFrom(e, 1+np) {
			continue // a div's coefficient
		}
		v, at := int64(0), -1
		for i := 0; i < np; i++ {
			if isZero(e[1+i]) {
				continue
			}
			if at >= 0 {
				at = -2
				break
			}
			c, ok := e[1+i].int64()
			k, ok2 := e[0].int64()
			if !ok || !ok2 || (c != 1 && c != -1) || k < -1<<40 || k > 1<<40 {
				at = -2
				break
			}
			at, v = i, -k*c // c·x + k = 0
		}
		if at < 0 {
			continue
		}
		q = q.fixParam(at, v)
		fixed = true
	}
	if !fixed {
		return r
	}
	return q.compact().dropPeriodicIn(part)
}

// fixParam returns q with parameter i replaced by the value v (i stays a
// parameter q no longer reads).
func (q QPoly) fixParam(i int, v int64) QPoly {
	r := QPoly{params: q.params, atoms: cloneDivs(q.atoms)}
	for k := range r.atoms {
		n := r.atoms[k].num
		n[0] = add(n[0], mul(n[1+i], i64(v)))
		n[1+i] = i64(0)
	}
	r.p = q.p.subst(i, constPoly(q.p.nv, new(big.Rat).SetInt64(v)))
	return r
}
