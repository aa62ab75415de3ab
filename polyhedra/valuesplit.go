package polyhedra

import "math/big"

// valueSplitOn switches splitSign (its test switches it off).
var valueSplitOn = true

// maxSplitValues bounds the values of one parameter that splitSign fixes
// before it proves the sign on the rest.
const maxSplitValues = 3

// splitSign splits dom, where two pieces of a maximum overlap, by the
// sign of q, their difference: a polynomial without atoms whose sign
// signOn does not prove on all of dom. Each part of dom is taken alone
// (signOn proves many of them), and otherwise cut at the smallest values
// of one parameter q reads: v = lo, ..., lo + k - 1 (k <= maxSplitValues)
// and v >= lo + k, lo its least value on the part. On each case q is then
// a constant, affine (split exactly by its sign) or of a sign signOn
// proves: p·e - p - 1 on p >= 2, e >= 1 is -1 at e = 1 and at least 1
// from e = 2. ge is where q >= 0 within dom, lt the rest of dom; ok is
// false when some part has no such cases, or past maxPieceParts parts.
// The cases partition each part, so ge and lt partition dom.
func (q QPoly) splitSign(dom *Set, m meter) (ge, lt *Set, ok bool) {
	if !valueSplitOn || len(q.atoms) > 0 || len(dom.parts) > maxPieceParts {
		return nil, nil, false
	}
	sp := Space{Params: dom.space.Params}
	ge = &Set{space: sp.clone()}
	for _, b := range dom.parts {
		if b.nDim() != 0 {
			return nil, nil, false
		}
		part := FromBasic(b)
		m.charge(1)
		switch q.signOn(part) {
		case 1:
			ge = ge.Union(part)
			continue
		case -1:
			continue
		}
		g, found := q.splitPart(b, sp, m)
		if !found {
			return nil, nil, false
		}
		ge = ge.Union(g)
		if len(ge.parts) > maxPieceParts {
			return nil, nil, false
		}
	}
	m.charge(len(dom.parts) * max(len(ge.parts), 1))
	lt, ok = dom.subtractLimited(ge, maxPieceParts)
	if !ok {
		return nil, nil, false
	}
	return ge, lt, true
}

// splitPart is splitSign on one part b: the points of b where q >= 0,
// found by fixing the smallest values of one parameter.
func (q QPoly) splitPart(b *BasicSet, sp Space, m meter) (*Set, bool) {
	lo, hi := b.paramBounds(q)
	np := len(sp.Params)
	part := FromBasic(b)
	for v := 0; v < np; v++ {
		if lo[v] == nil || !q.p.involves(v) {
			continue
		}
	values:
		for k := 1; k <= maxSplitValues; k++ {
			ge := &Set{space: sp.clone()}
			last := new(big.Int).Add(lo[v], big.NewInt(int64(k-1)))
			if hi[v] != nil && last.Cmp(hi[v]) > 0 {
				break
			}
			for i := 0; i < k; i++ {
				c := new(big.Int).Add(lo[v], big.NewInt(int64(i)))
				eq := make([]Int, 1+np)
				eq[0], eq[1+v] = fromBig(new(big.Int).Neg(c)), i64(1)
				at := part.Intersect(FromBasic(&BasicSet{space: sp.clone(), eqs: [][]Int{eq}}))
				m.charge(1)
				if at.provablyEmpty() {
					continue
				}
				qc := QPoly{params: q.params, p: q.p.subst(v, constPoly(q.p.nv, new(big.Rat).SetInt(c)))}
				g, ok := qc.signSet(at, sp, m)
				if !ok {
					continue values
				}
				ge = ge.Union(g)
			}
			if hi[v] != nil && last.Cmp(hi[v]) == 0 {
				return ge, true // every value of v is a case
			}
			row := make([]Int, 1+np)
			row[0], row[1+v] = fromBig(new(big.Int).Neg(new(big.Int).Add(last, big.NewInt(1)))), i64(1)
			rest := part.Intersect(FromBasic(&BasicSet{space: sp.clone(), ineqs: [][]Int{row}}))
			m.charge(1)
			if !rest.provablyEmpty() {
				switch q.signOn(rest) {
				case 1:
					ge = ge.Union(rest)
				case 0:
					continue
				}
			}
			return ge, true
		}
	}
	return nil, false
}

// signSet is the points of at (a case of splitPart) where q >= 0, when q
// is a constant, affine or of a sign signOn proves there.
func (q QPoly) signSet(at *Set, sp Space, m meter) (*Set, bool) {
	if c, ok := q.IsConstant(); ok {
		if c.Sign() >= 0 {
			return at, true
		}
		return &Set{space: sp.clone()}, true
	}
	if row, ok := q.affineRow(); ok {
		return at.Intersect(FromBasic(&BasicSet{space: sp.clone(), ineqs: [][]Int{row}})), true
	}
	m.charge(1)
	switch q.signOn(at) {
	case 1:
		return at, true
	case -1:
		return &Set{space: sp.clone()}, true
	}
	return nil, false
}
