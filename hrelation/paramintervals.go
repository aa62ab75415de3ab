package hrelation

import (
	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/intsem"
	"bspcost/polyhedra"
	"bspcost/polyhedra/bspaff"
)

// paramIntervalsOn switches the intervals of the step's variable
// parameters (its test switches it off).
var paramIntervalsOn = true

// paramIntervals are lo <= v <= hi for each parameter v of the step (objs)
// that is a program variable (a loop's counter, a replicated scalar) not
// written at the closing sync, [lo, hi] alignment's interval of its values
// just after that sync: h is evaluated at the barrier, where v holds one
// of them. A doubled counter k := 1; k := k * 2 is at least 1 there, and
// the cases of h at k <= 0 (a get from pid - k that would reach no
// process below it) are cases no run evaluates, which the sequential
// analysis would otherwise pay.
func (b *builder) paramIntervals(objs []*frontend.Object) bspaff.Conj {
	if !paramIntervalsOn || b.close.Kind != align.SyncBarrier || b.close.Sync == nil {
		return nil
	}
	var out bspaff.Conj
	for _, o := range objs {
		if o == nil || o.Kind != frontend.VarObj && o.Kind != frontend.LoopVarObj {
			continue
		}
		if !b.a.flow.scopes.InScope(o, b.close.Sync) {
			continue
		}
		iv, varying, ok := b.a.ar.ScalarAt(b.close.Sync, o)
		if !ok || varying {
			continue
		}
		v := bspaff.Var(o)
		if iv.Lo != intsem.MinInt {
			out = append(out, geq0(polySub(v, bspaff.Const(iv.Lo))))
		}
		if iv.Hi != intsem.MaxInt {
			out = append(out, geq0(polySub(bspaff.Const(iv.Hi), v)))
		}
	}
	return out
}

// pruneIntervals returns pw without the parts of its pieces' domains that
// meet no value of the parameters' intervals (paramIntervals), and
// without the pieces left with none: no run evaluates h there.
func (b *builder) pruneIntervals(pw *polyhedra.PwQPoly, objs []*frontend.Object) *polyhedra.PwQPoly {
	if pw == nil || len(pw.Pieces) == 0 {
		return pw
	}
	ivs := b.paramIntervals(objs)
	if len(ivs) == 0 {
		return pw
	}
	rs, err := b.bld.Set(b.namer, objs, nil, bspaff.Formula{ivs})
	if err != nil {
		return pw
	}
	out := &polyhedra.PwQPoly{Params: pw.Params, Exact: pw.Exact}
	changed := false
	for _, pc := range pw.Pieces {
		var kept *polyhedra.Set
		dropped := false
		for _, part := range pc.Domain.PartSets() {
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
		if !dropped {
			out.Pieces = append(out.Pieces, pc)
			continue
		}
		changed = true
		if kept != nil {
			out.Pieces = append(out.Pieces, polyhedra.Piece{Domain: kept, Value: pc.Value})
		}
	}
	if !changed {
		return pw
	}
	return out
}
