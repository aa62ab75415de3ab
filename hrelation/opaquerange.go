package hrelation

import (
	"bspcost/frontend"
	"bspcost/polyhedra"
	"bspcost/polyhedra/bspaff"
)

// opaqueRangeOn switches the ranges of opaque parameters (its test
// switches it off).
var opaqueRangeOn = true

// opaqueRanges gives the opaque parameters made since the last call
// their ranges, where the requires clause shows them: x % d and x / d
// with x >= 0 and d >= 1 (affine in the parameters) lie in 0..d-1 and
// at 0 or above (at 1 or above where it shows x >= d). An opaque parameter is otherwise any integer, and the
// counts over it split into cases that no run reaches (`7 % nprocs`
// below 0 or at nprocs and above), whose pieces make a maximum past its
// limits a sum. Called while the statement that made them is built (its leaves).
func (b *builder) opaqueRanges() {
	if b.opRange == nil {
		b.opRange = map[*frontend.Object]bspaff.Conj{}
	}
	for i := 0; i < len(b.opList); i++ { // a range may make more
		v := b.opList[i]
		if _, done := b.opRange[v]; done {
			continue
		}
		b.opRange[v] = nil
		if !opaqueRangeOn {
			continue
		}
		b.opRange[v] = b.opaqueRange(v, b.opExpr[v])
	}
}

// opaqueRange is the range of the opaque parameter v = e (nil: none
// shown).
func (b *builder) opaqueRange(v *frontend.Object, e frontend.Expr) bspaff.Conj {
	bin, ok := frontend.Unparen(e).(*frontend.BinaryExpr)
	if !ok || (bin.Op != frontend.REM && bin.Op != frontend.QUO) {
		return nil
	}
	// The operands' leaves are parameters (those of an opaque term are);
	// a non-affine operand gives no range rather than another opaque
	// parameter, and the leaves of a range not shown are no parameters.
	opaque := b.bld.Opaque
	b.bld.Opaque = nil
	defer func() { b.bld.Opaque = opaque }()
	before := map[*frontend.Object]bool{}
	for o := range b.params {
		before[o] = true
	}
	r := b.shownRange(v, bin)
	if r == nil {
		for o := range b.params {
			if !before[o] {
				delete(b.params, o)
			}
		}
	}
	return r
}

// shownRange is opaqueRange for v = x % d or x / d.
func (b *builder) shownRange(v *frontend.Object, bin *frontend.BinaryExpr) bspaff.Conj {
	single := func(e frontend.Expr) (bspaff.Poly, bool) {
		pw, err := b.bld.Aff(e)
		if err != nil {
			return bspaff.Poly{}, false
		}
		return pw.Single()
	}
	x, ok1 := single(bin.X)
	d, ok2 := single(bin.Y)
	if !ok1 || !ok2 {
		return nil
	}
	ctx, err := bspaff.And(b.requires(), bspaff.Formula{{geq0(polySub(bspaff.Var(b.a.nprocs), bspaff.Const(1)))}})
	if err != nil {
		return nil
	}
	// never reports whether p >= 0 holds nowhere under the clause.
	never := func(p bspaff.Poly) bool {
		g, err := bspaff.And(ctx, bspaff.Formula{{geq0(p)}})
		return err == nil && b.isEmpty(g)
	}
	negX, err1 := bspaff.Combine(-1, x, -1, bspaff.Const(1)) // x <= -1
	negD, err2 := d.Scale(-1)                                // d <= 0
	if err1 != nil || err2 != nil || !never(negX) || !never(negD) {
		return nil
	}
	// Not v <= x: a condition n >= n / p in a case of h is one the
	// solver cannot drop (its other side costs a word more).
	V := bspaff.Var(v)
	r := bspaff.Conj{geq0(V)}
	switch {
	case bin.Op == frontend.REM:
		r = append(r, geq0(polySub(polySub(d, V), bspaff.Const(1))))
	case quotientOneOn && never(polySub(polySub(d, x), bspaff.Const(1))):
		// x >= d >= 1 (N / nprocs under N >= nprocs): the quotient is
		// at least 1, so cases of h at N / nprocs = 0 go too.
		r[0] = geq0(polySub(V, bspaff.Const(1)))
	}
	return r
}

// quotientOneOn switches the least value 1 of a quotient x / d where the
// requires clause shows x >= d (its test switches it off).
var quotientOneOn = true

// withRanges returns f with the ranges of the opaque parameters it reads.
func (b *builder) withRanges(f bspaff.Formula) bspaff.Formula {
	if len(f) == 0 || len(b.opRange) == 0 {
		return f
	}
	var add bspaff.Conj
	seen := map[*frontend.Object]bool{}
	for _, c := range f {
		for _, k := range c {
			for _, v := range k.Expr.Vars() {
				if r := b.opRange[v]; len(r) > 0 && !seen[v] {
					seen[v] = true
					add = append(add, r...)
				}
			}
		}
	}
	if len(add) == 0 {
		return f
	}
	out := make(bspaff.Formula, len(f))
	for i, c := range f {
		out[i] = append(append(bspaff.Conj{}, c...), add...)
	}
	return out
}

// pruneRanges returns pw without the pieces whose domain meets no value
// the opaque parameters' ranges allow (objs are the step's parameters):
// no run evaluates them, and each is a case more for the maximum and
// for the sequential analysis.
func (b *builder) pruneRanges(pw *polyhedra.PwQPoly, objs []*frontend.Object) *polyhedra.PwQPoly {
	if pw == nil || len(pw.Pieces) < 2 || !opaqueRangeOn {
		return pw
	}
	var all bspaff.Conj
	for _, v := range b.opList {
		all = append(all, b.opRange[v]...)
	}
	if len(all) == 0 {
		return pw
	}
	rs, err := b.bld.Set(b.namer, objs, nil, bspaff.Formula{all})
	if err != nil {
		return pw
	}
	out := &polyhedra.PwQPoly{Params: pw.Params, Exact: pw.Exact}
	for _, pc := range pw.Pieces {
		if empty, known := pc.Domain.Intersect(rs).IsEmptyWithin(quotientWork); empty && known {
			continue
		}
		pc.Domain = pruneParts(pc.Domain, rs)
		out.Pieces = append(out.Pieces, pc)
	}
	return out
}

// prunePartsOn switches pruneParts (its test switches it off).
var prunePartsOn = true

// pruneParts returns dom without its parts that meet no value of the
// ranges rs: pieces of equal value merged before the ranges were known
// (0 >= N or N >= 1 and N / p < 0) keep only the cases a run reaches,
// which the sequential analysis reads as the piece's guard.
func pruneParts(dom, rs *polyhedra.Set) *polyhedra.Set {
	if !prunePartsOn || dom.NumParts() < 2 {
		return dom
	}
	var kept *polyhedra.Set
	dropped := false
	for _, part := range dom.PartSets() {
		if empty, known := part.Intersect(rs).IsEmptyWithin(quotientWork); empty && known {
			dropped = true
			continue
		}
		if kept == nil {
			kept = part
		} else {
			kept = kept.Union(part)
		}
	}
	if !dropped || kept == nil {
		return dom
	}
	return kept
}
