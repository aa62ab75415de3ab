package hrelation

import "bspcost/polyhedra"

// groupMaximaOn switches the grouping of the statements whose maxima are
// added (its test switches it off: every statement's maximum is added).
var groupMaximaOn = true

// groupMaxima splits the statements of one side, whose largest words
// have no closed form together (too many pieces, or a computed process
// id's count past its work), into groups whose sum is maximised alone:
// the largest words of a process are at most the sum of the groups'
// maxima, max(a + b) <= max(a) + max(b), and a group of statements that
// peak at different processes keeps their maximum instead of their sum.
// The statements with a computed process id are grouped apart from the
// others (their pieces split the others', see ownMaxWork), each kind in
// source order while their pieces stay within maxPieces.
func (b *builder) groupMaxima(pers []stmtCount) [][]stmtCount {
	if !groupMaximaOn {
		gs := make([][]stmtCount, len(pers))
		for i, sc := range pers {
			gs[i] = []stmtCount{sc}
		}
		return gs
	}
	var gs [][]stmtCount
	for _, own := range []bool{false, true} {
		var cur []stmtCount
		pieces := 0
		for _, sc := range pers {
			if sc.own != own {
				continue
			}
			if len(cur) > 0 && pieces+len(sc.n.Pieces) > maxPieces {
				gs = append(gs, cur)
				cur, pieces = nil, 0
			}
			cur = append(cur, sc)
			pieces += len(sc.n.Pieces)
		}
		if len(cur) > 0 {
			gs = append(gs, cur)
		}
	}
	return gs
}

// groupMax is the maximum over the processes of the sum of g's counts
// when it is no larger than added, the sum of their maxima (pieces and
// size: each piece is a case of the sequential program, which the
// solver follows); ok is false when it is larger, has no closed form
// within groupMaxWork, or is past the size limits.
func (b *builder) groupMax(g []stmtCount, added *polyhedra.PwQPoly) (*polyhedra.PwQPoly, bool) {
	sum := g[0].n
	for _, sc := range g[1:] {
		sum = sum.Add(sc.n)
	}
	if sum = sum.MergeEqual(); len(sum.Pieces) > maxPieces {
		return nil, false
	}
	m, err := b.maxOver(sum, groupMaxWork)
	if err != nil || b.oversize(m) != "" || len(m.Pieces) > len(added.Pieces) {
		return nil, false
	}
	if b.paramSizes == nil {
		b.paramSizes = paramSizes(b.st.Params)
	}
	if exprSize(m, b.paramSizes) > exprSize(added, b.paramSizes) {
		return nil, false
	}
	return m, true
}

// groupMaxWork bounds the work of a group's maximum (MaxOverWithin's
// units), tried beside the statements' maxima it may replace: ownMaxWork's
// share, as the groups that close need a few hundred units and 4,000 tripled
// the analysis time of generated programs where they do not.
const groupMaxWork = 500

// mergePerOn switches merging the equal pieces of a side's sum of counts
// before it is maximised (its test switches it off).
var mergePerOn = true

// maxManySidesOn switches maxManySides (its test switches it off).
var maxManySidesOn = true

// maxManySides is max(out, in), the largest words sent and received,
// where their pieces are past maxPieces but, those of equal value merged,
// within twice it: most such sides are the same counts on a few cases of
// a guard, whose maximum is exact where their sum is not. polyhedra's Max
// is bounded by its own limits (the pieces it splits, maxMaxPieces). ok
// is false where the maximum is not exact (overlapping pieces added, in
// more cases than the sum) or past the size limits: the caller adds them.
func (b *builder) maxManySides(out, in *polyhedra.PwQPoly) (*polyhedra.PwQPoly, bool) {
	if !maxManySidesOn {
		return nil, false
	}
	o, i := out.MergeEqual(), in.MergeEqual()
	if len(o.Pieces)+len(i.Pieces) > 2*maxPieces {
		return nil, false
	}
	h := maxOf(o, i, b.a.opts.budget)
	if !h.Exact || b.oversize(h) != "" {
		return nil, false
	}
	return h, true
}
