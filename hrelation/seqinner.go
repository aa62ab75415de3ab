package hrelation

import (
	"math/big"
	"slices"

	"bspcost/frontend"
	"bspcost/polyhedra"
	"bspcost/polyhedra/bspaff"
)

// seqInnerOn switches the fans of the statements whose remote process
// reads the counters of the for loops innermost around them
// (seqInner; its test switches it off: such a statement's remote
// process, which its loops change, makes the fan unknown).
var seqInnerOn = true

// seqInnerWork bounds the work of the counts and of each comparison of
// seqInner (MaxOverWithin's units).
const seqInnerWork = 2000

// seqInner returns the share k of c in the fan of its step when c's
// remote process reads the counters of the for loops innermost around it
// (M, `for t := 0 to nprocs - 1 do put(t, ...)` in a while loop): their
// bounds read only nprocs, the parameters and the counters of M's outer
// loops (every process runs the same iterations, E of them), their
// steps are positive constants, their bodies have no break or continue of
// their own and no guard stands between them and c, so that a process
// that enters M runs c E times; c's words read only nprocs and the
// parameters (n, the same in every execution); and the remote process
// reads pid, nprocs, the parameters, M's counters and variables that hold
// one value for the whole superstep (remoteMap's). With O(s) the times
// process s enters M and f(s, t) its executions in M with the remote
// process t, t receives (is asked for) n·Σ_s O(s)·f(s, t) <= n·O_max·F
// words, F the largest Σ_s f(s, t) over t, and the process that enters M
// the most runs c n·O_max·E words: k is the least constant with F <= k·E
// at every value of the parameters (polyhedra's UpperBound of F - k·E),
// added to the fan like seqDistinct's. A put to t over all t in a loop
// of unknown count has the fan 1, not nprocs.
func (b *builder) seqInner(c *frontend.CommStmt) (int64, bool) {
	a := b.a
	if !seqInnerOn || b.msgs || a.flow.repeat[c] {
		return 0, false
	}
	loops := a.innerLoops(c)
	// M: the innermost for loops, outermost first.
	i := len(loops)
	for i > 0 {
		f, isFor := loops[i-1].(*frontend.ForStmt)
		if !isFor || a.obj(f.Var) == nil || hasOwnJump(f.Body, true) || len(loops)-i+1 > len(b.ks) {
			break
		}
		i--
	}
	fixed := func(id *frontend.Ident) bool {
		o := a.obj(id)
		return o != nil && (o.Kind == frontend.NprocsObj || o.Kind == frontend.ParamObj)
	}
	// The outer ones whose bounds read anything but nprocs, the
	// parameters and the counters of the loops of M outside them are
	// left out of M (`for i := 0 to x do for t := 0 to nprocs - 1`: M
	// is the loop over t).
	var mapped []frontend.Stmt
	counters := map[*frontend.Object]bool{}
	bounded := func(id *frontend.Ident) bool { return fixed(id) || counters[a.obj(id)] }
	for j := i; j < len(loops) && mapped == nil; j++ {
		clear(counters)
		ok := true
		for _, l := range loops[j:] {
			f := l.(*frontend.ForStmt)
			ok = ok && scalarLeaves(f.Lo, bounded) && scalarLeaves(f.Hi, bounded) && (f.Step == nil || scalarLeaves(f.Step, fixed))
			counters[a.obj(f.Var)] = true
		}
		if ok {
			mapped = loops[j:]
		}
	}
	if len(mapped) == 0 {
		return 0, false
	}
	// A body that assigns a counter changes M's iterations.
	for _, l := range mapped {
		for o := range counters {
			if a.written(loopBody(l))[o.ID] {
				return 0, false
			}
		}
	}
	readsCounter := false
	frontend.Inspect(c.Proc, func(n frontend.Node) bool {
		if id, ok := n.(*frontend.Ident); ok && counters[a.obj(id)] {
			readsCounter = true
		}
		return true
	})
	if !readsCounter || !scalarLeaves(b.wordsOf(c), fixed) {
		return 0, false
	}
	// No guard but M's own between M and c.
	cm := a.ar.Comm(c)
	if cm == nil {
		return 0, false
	}
	inside := false
	for _, g := range cm.Guards {
		own := slices.Contains(mapped, g.Stmt)
		if inside && !own {
			return 0, false
		}
		inside = inside || own
	}
	// The pairs (s, k..., t) of M's iterations, and M's iterations alone.
	cc := &commCtx{c: c, exec: b.s, inner: map[*frontend.Object]*frontend.Object{}, dirty: map[int]bool{}}
	for v := range a.flow.dirty[c] {
		cc.dirty[v] = true
	}
	for _, l := range loops {
		for v := range a.written(loopBody(l)) {
			cc.dirty[v] = true
		}
		if f, isFor := l.(*frontend.ForStmt); isFor && a.obj(f.Var) != nil {
			cc.dirty[a.obj(f.Var).ID] = true
		}
	}
	var ks []*frontend.Object
	for j, l := range mapped {
		cc.inner[a.obj(l.(*frontend.ForStmt).Var)] = b.ks[j]
		ks = append(ks, b.ks[j])
	}
	b.bld.Leaf = func(id *frontend.Ident) (bspaff.Poly, bool) { return b.leaf(cc, id) }
	P := bspaff.Var(a.nprocs)
	iters := bspaff.Formula{{geq0(polySub(P, bspaff.Const(1)))}}
	for _, l := range mapped {
		f := l.(*frontend.ForStmt)
		k := bspaff.Var(cc.inner[a.obj(f.Var)])
		lo, err1 := b.bld.Aff(f.Lo)
		hi, err2 := b.bld.Aff(f.Hi)
		if err1 != nil || err2 != nil {
			return 0, false
		}
		step := int64(1)
		if f.Step != nil {
			pw, err := b.bld.Aff(f.Step)
			if err != nil || !positiveConst(pw) {
				return 0, false
			}
			p, _ := pw.Single()
			step, _ = p.IsConst()
		}
		var lf bspaff.Formula
		for _, pl := range lo {
			for _, ph := range hi {
				cj := append(append(bspaff.Conj{}, pl.Cond...), ph.Cond...)
				cj = append(cj, geq0(polySub(k, pl.Val)), geq0(polySub(ph.Val, k)))
				m, err := b.bld.Multiple(polySub(k, pl.Val), step)
				if err != nil {
					return 0, false
				}
				lf = append(lf, append(cj, m))
			}
		}
		r, err := bspaff.And(iters, lf)
		if err != nil || len(r) > maxCases {
			return 0, false
		}
		iters = r
	}
	procs := bspaff.Formula{{
		geq0(bspaff.Var(b.s)), geq0(polySub(polySub(P, bspaff.Var(b.s)), bspaff.Const(1))),
		geq0(bspaff.Var(b.t)), geq0(polySub(polySub(P, bspaff.Var(b.t)), bspaff.Const(1))),
	}}
	pairs, err := bspaff.And(procs, iters)
	if err != nil {
		return 0, false
	}
	if pairs, err = bspaff.And(pairs, b.fanGuard(cc)); err != nil {
		return 0, false
	}
	// Divisions by nprocs are split on their quotient within M's
	// iterations.
	quo := b.bld.Quotient
	defer func() { b.bld.Quotient = quo }()
	b.bld.Quotient = func(cond bspaff.Conj, x, d bspaff.Poly) (int64, int64, bool) {
		return b.quotient(pairs, cond, x, d)
	}
	var rf bspaff.Formula
	for _, al := range b.expand(cc, c.Proc) {
		rpw, err := b.bld.Aff(al.e)
		if err != nil {
			return 0, false
		}
		for _, p := range rpw {
			d, err := bspaff.Var(b.t).Sub(p.Val)
			if err != nil {
				return 0, false
			}
			for _, g := range pairs {
				rf = append(rf, append(append(append(bspaff.Conj{}, g...), p.Cond...), bspaff.Constraint{Expr: d, Eq: true}))
			}
		}
		if len(rf) > maxCases*maxCases {
			return 0, false
		}
	}
	if len(rf) == 0 {
		return 0, false
	}
	// F: the largest number of pairs (s, k...) over t.
	params := b.setParams(rf, append([]*frontend.Object{b.s, b.t}, ks...)...)
	set, err := b.bld.Set(b.namer, append(slices.Clone(params), b.t), append([]*frontend.Object{b.s}, ks...), rf)
	if err != nil {
		return 0, false
	}
	n, _, err := countParts(set.MakeDisjoint(), a.counts)
	if err != nil {
		return 0, false
	}
	F, err := b.maxOver(n, seqInnerWork)
	if err != nil {
		return 0, false
	}
	// E: M's iterations, exactly (a lower bound is what k needs).
	eset, err := b.bld.Set(b.namer, params, ks, iters)
	if err != nil {
		return 0, false
	}
	E, exact, err := countParts(eset.MakeDisjoint(), a.counts)
	if err != nil || !exact || !slices.Equal(E.Params, F.Params) {
		return 0, false
	}
	// The least k in 1..maxFan with F - k·E <= 0 everywhere.
	fits := func(k int64) bool {
		d := F.Add(E.Mul(polyhedra.ConstPw(E.Params, big.NewRat(-k, 1))))
		c, ok := d.UpperBound(0, seqInnerWork, a.opts.budget)
		return ok && c == 0
	}
	lo, hi := int64(1), int64(maxFan)
	if !fits(hi) {
		return 0, false
	}
	for lo < hi {
		mid := lo + (hi-lo)/2
		if fits(mid) {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo, true
}
