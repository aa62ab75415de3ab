package hrelation

import (
	"math/big"
	"slices"

	"bspcost/frontend"
	"bspcost/polyhedra"
	"bspcost/polyhedra/bspaff"
)

// The first execution's charge (seqFirst). The sequential program charges
// a step's h at its closing barrier and each execution of a sequential
// statement c per execution: where the processes that the executions
// load most are not those of the step's own largest h (a put to 0 in a
// while loop beside a get that loads process p - 1 most), the sum of the
// two maxima is above every process's words. When the step's sequential
// statements are one statement, or the statements of one joint charge
// (seqjoint.go), each execution of that unit by a process s loads every
// t with at most l(s, t) words, to a remote process fixed for the
// superstep; with a(t) the words of t in the step's other statements, X*
// the most executions of the unit by one process and L(t) = Σ_s l(s, t),
// t has at most a(t) + X*·L(t) words. The charge per execution C is at
// least max_t L(t) (the fan's pairs hold the same guards; M is that
// maximum), so where X* >= 1,
//
//	a(t) + X*·L(t) <= (a(t) + L(t)) + (X* - 1)·C <= U + (X* - 1)·C,
//
// U = max_t (a(t) + L(t)): the h-relation of the step with one execution
// of the unit by every process, counted as the step's h is. With H the
// step's h (charged at its barrier), the first execution in a superstep
// is charged F = max(U - H, 0) and the others C: the followed process
// pays H + F + (X - 1)·C >= U + (X - 1)·C, and H where it runs none (X*
// = 0: a(t) <= H). nondet keeps one flag per superstep: the first
// execution of any statement with such a charge pays F, every later one
// its charge, so a superstep pays at most one F, each at least 0. A
// statement sequential in several steps takes the largest F of them, and
// none when one of them has none.

// seqFirstOn switches the first execution's charge (its test switches it
// off: every execution pays the charge).
var seqFirstOn = true

// onceLoad is the load of one execution of a step's charged unit by
// every process that can run it: formulas over (b.s, b.j, b.w, b.t) as
// execLoad's. joint tells the joint charge's body from one statement.
type onceLoad struct {
	in, out bspaff.Formula
	joint   bool
	// loose is the same load without the requires clause, whose
	// parameters need not be the step's (more pairs, never fewer).
	loose *onceLoad
}

// seqOnce returns the load of one execution of the step's sequential
// unit (the joint charge's body, or its only statement), its words over
// nprocs and the parameters, its pairs in pairsIn, and loose in procs
// (the processes' ranges alone); nil when there is none. It runs in
// seqFan's context, after seqJoint.
func (b *builder) seqOnce(pairsIn, procs bspaff.Formula) *onceLoad {
	once := b.onceIn(pairsIn)
	if once != nil {
		once.loose = b.onceIn(procs)
	}
	return once
}

// onceIn is seqOnce's load with the pairs in pairsIn.
func (b *builder) onceIn(pairsIn bspaff.Formula) *onceLoad {
	if !seqFirstOn || b.msgs || len(b.st.Seq) == 0 {
		return nil
	}
	var stmts []*frontend.CommStmt
	for _, sc := range b.st.Seq {
		if !containsStmt(stmts, sc.Stmt) {
			stmts = append(stmts, sc.Stmt)
		}
	}
	joint := b.st.joint != nil
	if len(stmts) > 1 && !joint {
		return nil
	}
	fixed := func(id *frontend.Ident) bool {
		o := b.a.obj(id)
		return o != nil && (o.Kind == frontend.NprocsObj || o.Kind == frontend.ParamObj)
	}
	once := &onceLoad{joint: joint}
	for i, c := range stmts {
		if !scalarLeaves(b.wordsOf(c), fixed) {
			return nil
		}
		in, out, _, ok := b.execLoad(c, i, pairsIn)
		if !ok {
			return nil
		}
		once.in, once.out = append(once.in, in...), append(once.out, out...)
		if len(once.in)+len(once.out) > maxCases*maxCases {
			return nil
		}
	}
	return once
}

// seqFirst returns F = max(U - H, 0) of the step (above) as an
// expression in nprocs and the program's parameters, or a constant
// bound of it; nil when there is none. per and boxed hold, per side (b.s
// sent, b.t received), the words per process of the step's statements
// and the bounds added after their maximum (boxes, distinct targets),
// over objs and the process, as run counted them for H.
func (b *builder) seqFirst(per, boxed map[*frontend.Object]*polyhedra.PwQPoly, objs []*frontend.Object) *fanExpr {
	once := b.st.once
	if !seqFirstOn || once == nil || b.st.H == nil || b.st.Err != nil {
		return nil
	}
	if f := b.firstOf(once, per, boxed, objs); f != nil || once.loose == nil {
		return f
	}
	return b.firstOf(once.loose, per, boxed, objs)
}

// firstOf is seqFirst's F with the load once.
func (b *builder) firstOf(once *onceLoad, per, boxed map[*frontend.Object]*polyhedra.PwQPoly, objs []*frontend.Object) *fanExpr {
	names := make([]string, len(objs))
	for i, o := range objs {
		names[i] = b.namer.Name(o)
	}
	// sides: the largest words of a process with one execution, per
	// side; loads: of the execution alone (max_t L(t)).
	var sides, loads []*polyhedra.PwQPoly
	for _, proc := range []*frontend.Object{b.s, b.t} {
		// once's formulas measure b.t (the words it receives, or
		// sends); the step's sent words measure b.s.
		f := once.in
		if proc == b.s {
			var err error
			if f, err = b.swapST(once.out); err != nil {
				return nil
			}
		}
		var rest []*frontend.Object
		for _, d := range []*frontend.Object{b.s, b.j, b.w, b.t} {
			if d != proc {
				rest = append(rest, d)
			}
		}
		params := append(append([]*frontend.Object{}, objs...), proc)
		n := zero(append(slices.Clone(names), b.namer.Name(proc)))
		if len(f) > 0 {
			extra := b.onceExtras(f, objs)
			set, divs, err := b.bld.SetDivs(b.namer, params, append(rest, extra...), f)
			if err != nil {
				return nil
			}
			if len(extra) > 0 {
				if set = b.projectExtras(set, extra, divs); set == nil {
					return nil
				}
			}
			if n, _, err = countParts(set, b.a.counts); err != nil {
				return nil
			}
		}
		l, err := b.maxOver(n, seqFanWork)
		if err != nil {
			return nil
		}
		loads = append(loads, l)
		if p := per[proc]; p != nil {
			if !slices.Equal(p.Params, n.Params) {
				return nil
			}
			n = p.Add(n)
		}
		m, err := b.maxOver(n, seqFanWork)
		if err != nil || !slices.Equal(m.Params, names) {
			return nil
		}
		if x := boxed[proc]; x != nil {
			if !slices.Equal(x.Params, names) {
				return nil
			}
			m = m.Add(x)
		}
		sides = append(sides, m)
	}
	u, ok := sides[0].MaxWithin(sides[1], seqFanWork, b.a.opts.budget)
	if !ok || !slices.Equal(b.st.H.Params, names) {
		return nil
	}
	d := u.Add(b.st.H.Mul(polyhedra.ConstPw(names, big.NewRat(-1, 1))))
	d, ok = d.MaxWithin(zero(names), seqFanWork, b.a.opts.budget)
	if !ok {
		return nil
	}
	// Where F is never below max_t L(t), at most the charge, the flag
	// would only add paths.
	l, ok := loads[0].MaxWithin(loads[1], seqFanWork, b.a.opts.budget)
	if !ok {
		return nil
	}
	neg := polyhedra.ConstPw(names, big.NewRat(-1, 1))
	gain := l.Add(d.Mul(neg))
	if g, ok := gain.UpperBound(maxFan, seqFanWork, b.a.opts.budget); ok && g == 0 || noGain(gain) {
		return nil
	}
	// Over the step's values too (a replicated variable, an opaque
	// term), kept where F's expression reads none of them (jointExpr).
	if e := jointExpr(d, objs); e != nil {
		return atLeastZero(e)
	}
	if k, ok := d.UpperBound(maxFan, seqFanWork, b.a.opts.budget); ok {
		return fanConst(k)
	}
	return nil
}

// seqFirstExtrasOn switches the parameters of the once load that the
// step's h does not read (onceExtras; its test switches it off: a step
// whose sequential statement runs under a guard over such a parameter
// has no first charge).
var seqFirstExtrasOn = true

// onceExtras returns the objects that f reads beyond objs, the step's
// parameters, and the pairs' own columns (b.s, b.j, b.w, b.t and the
// builder's divisions), when every one is nprocs or a parameter of the
// program: values the same on every process for the whole run, so the
// largest load over them bounds the load at their values. nil when there
// is none, or one is of another kind (the count then fails, and the step
// has no first charge).
func (b *builder) onceExtras(f bspaff.Formula, objs []*frontend.Object) []*frontend.Object {
	if !seqFirstExtrasOn {
		return nil
	}
	known := map[*frontend.Object]bool{b.s: true, b.j: true, b.w: true, b.t: true}
	for _, o := range objs {
		known[o] = true
	}
	for _, d := range b.bld.Divs() {
		known[d.Var] = true
	}
	var extra []*frontend.Object
	for _, c := range f {
		for _, k := range c {
			for _, v := range k.Expr.Vars() {
				if known[v] {
					continue
				}
				if v.Kind != frontend.ParamObj && v.Kind != frontend.NprocsObj {
					return nil
				}
				known[v] = true
				extra = append(extra, v)
			}
		}
	}
	return extra
}

// projectExtras returns set with the columns extra, and the divisions
// among divs that read them (no longer functions of the point once they
// are gone), existentially quantified, its parts merged where coalescing
// merges them: the pairs of some value of the extra parameters, a
// superset of the pairs at the run's values. nil when the projection is
// past its work limit.
func (b *builder) projectExtras(set *polyhedra.Set, extra, divs []*frontend.Object) *polyhedra.Set {
	gone := map[*frontend.Object]bool{}
	var drop []string
	for _, o := range extra {
		gone[o] = true
		drop = append(drop, b.namer.Name(o))
	}
	// In creation order: a division reads earlier columns only.
	for _, d := range b.bld.Divs() {
		if !slices.Contains(divs, d.Var) {
			continue
		}
		for _, v := range d.Num.Vars() {
			if gone[v] {
				gone[d.Var] = true
				drop = append(drop, b.namer.Name(d.Var))
				break
			}
		}
	}
	p, err := set.ProjectOut(drop...)
	if err != nil {
		return nil
	}
	return p.Coalesce()
}

// atLeastZero returns e, or max(e, 0) when e is not a constant: F is a
// maximum with 0, which the expression of its pieces need not be where
// none holds.
func atLeastZero(e *fanExpr) *fanExpr {
	if _, isConst := e.constant(); isConst || e.e == nil {
		return e
	}
	if l, isLit := e.e.(*frontend.IntLit); isLit && l.Value >= 0 {
		return fanConst(l.Value)
	}
	if m, isCall := e.e.(*frontend.CallExpr); isCall && m.Fun.Name == "max" {
		// max(k, ...) with k >= 0 is at least 0 already.
		for _, a := range m.Args {
			if l, isLit := a.(*frontend.IntLit); isLit && l.Value >= 0 {
				return e
			}
		}
	}
	return &fanExpr{e: call("max", e.e, lit64(0)), objs: e.objs}
}

// setFirsts sets the first execution's charge of the statements of res
// that have one in every step they are sequential in, of the same kind
// as their charge: the carriers of a joint charge (joint) from the steps'
// joint loads, the statements charged their fan from their own.
func setFirsts(res *Result, joint map[*frontend.CommStmt]*fanExpr) {
	first := map[*frontend.CommStmt]*fanExpr{}
	bad := map[*frontend.CommStmt]bool{}
	for _, st := range res.Steps {
		for _, sc := range st.Seq {
			c := sc.Stmt
			k, isJoint := joint[c]
			if isJoint {
				if v, isConst := k.constant(); isConst && v == 0 {
					// Not a carrier: it pays nothing.
					bad[c] = true
				}
			}
			if st.first == nil || st.once == nil || st.once.joint != isJoint {
				bad[c] = true
				continue
			}
			if prev, ok := first[c]; ok {
				first[c] = firstMax(prev, st.first)
			} else {
				first[c] = st.first
			}
		}
	}
	for _, st := range res.Steps {
		for i := range st.Seq {
			if c := st.Seq[i].Stmt; !bad[c] && first[c] != nil {
				st.Seq[i].first = first[c]
			}
		}
	}
}

// firstMax is the larger of the first charges f and g (fanMax takes
// fans to be at least 1).
func firstMax(f, g *fanExpr) *fanExpr {
	fc, fConst := f.constant()
	gc, gConst := g.constant()
	switch {
	case fConst && gConst:
		return fanConst(max(fc, gc))
	case frontend.ExprString(f.asExpr()) == frontend.ExprString(g.asExpr()):
		return f
	}
	objs := map[*frontend.Ident]*frontend.Object{}
	for _, x := range []*fanExpr{f, g} {
		for id, o := range x.objs {
			objs[id] = o
		}
	}
	return &fanExpr{e: call("max", f.asExpr(), g.asExpr()), objs: objs}
}

// First returns what the sequential program charges in g at the first
// execution of s in a superstep (nondet: the first of any statement
// with such a charge), nil when that is Charge too. Its identifiers are
// bound in info (nil: not bound, for printing).
func (s SeqComm) First(info *frontend.Info) frontend.Expr {
	if s.first == nil {
		return nil
	}
	return s.first.expr(info, s.Stmt.KwPos)
}

// swapST returns f with b.s and b.t exchanged.
func (b *builder) swapST(f bspaff.Formula) (bspaff.Formula, error) {
	tmp := b.bld.NewVar("u")
	f, err := b.bld.Rename(f, b.s, tmp)
	if err == nil {
		f, err = b.bld.Rename(f, b.t, b.s)
	}
	if err == nil {
		f, err = b.bld.Rename(f, tmp, b.t)
	}
	return f, err
}

// noGain reports whether gain, a function of nprocs alone, is at most 0
// at nprocs = 1..64: the flag would add paths for nothing there, and
// past them too in the expressions the fans take (no bound of it).
func noGain(gain *polyhedra.PwQPoly) bool {
	if len(gain.Params) != 1 {
		return false
	}
	for p := int64(1); p <= 64; p++ {
		if gain.Eval([]int64{p}).Sign() > 0 {
			return false
		}
	}
	return true
}
