package hrelation

import (
	"bspcost/frontend"
	"bspcost/polyhedra/bspaff"
)

// cyclicCountOn switches cyclicIterations (its test switches it off).
var cyclicCountOn = true

// strideReadsOn narrows the reads that keep a stride loop's iterations
// from being numbered (strideReads) to the ones that enter the
// statement's formula; off, any read of the counter in the body does (its
// test switches it off).
var strideReadsOn = true

// cyclicIterations is the formula of the iterations of the cyclic loop
// `for i := pid + e to hi step nprocs` (e replicated, or absent) around a
// put or get, when the statement's formula does not read i: dimension k
// numbers the iterations, 0 <= k <= X / nprocs where X = hi - e >= pid.
// The loop runs when X >= pid, and then X >= 0, so its trip count
// (X - pid) / nprocs + 1 is X / nprocs + 1 on the processes pid <= X %
// nprocs (process 0 among them) and one less on the others: an upper
// bound, exact for those processes, in one case. (Both cases, exact for
// every process, make h piecewise in X / nprocs and X % nprocs together
// and the solver of the sequential program times out on generated
// programs.) cyc is set when the rule applies.
func (b *builder) cyclicIterations(cc *commCtx, s *frontend.ForStmt, k *frontend.Object, guards bool) (bspaff.Formula, bool) {
	if !cyclicCountOn || !b.stepIsNprocs(s.Step) || b.strideReads(cc, s, guards) {
		return nil, false
	}
	// A counted while's for after its step has bounds shifted by the
	// step: the same iterations as the one before it.
	lo, hi := b.a.preFor(s).Lo, b.a.preFor(s).Hi
	pidID, e := b.pidPlus(lo)
	if pidID == nil {
		return nil, false
	}
	at := s.Step.Pos()
	bin := func(x frontend.Expr, op frontend.Token, y frontend.Expr) frontend.Expr {
		return &frontend.ParenExpr{Lparen: at, X: &frontend.BinaryExpr{X: x, OpPos: at, Op: op, Y: y}, Rparen: at}
	}
	x := hi
	if e != nil {
		x = bin(hi, frontend.SUB, e)
	}
	pidPw, err0 := b.bld.Aff(pidID)
	xs, err1 := b.bld.Aff(x)
	qs, err2 := b.bld.Aff(bin(x, frontend.QUO, s.Step))
	if err0 != nil || err1 != nil || err2 != nil {
		return nil, false
	}
	pid, ok := pidPw.Single()
	if !ok {
		return nil, false
	}
	K := bspaff.Var(k)
	var f bspaff.Formula
	for _, px := range xs {
		for _, pq := range qs {
			c := append(append(bspaff.Conj{}, px.Cond...), pq.Cond...)
			f = append(f, append(c, geq0(polySub(px.Val, pid)), geq0(K), geq0(polySub(pq.Val, K))))
		}
	}
	if len(f) > maxCases {
		return nil, false
	}
	b.fallback(s.Step.Pos(), KindStride, "the iterations of `%s` from pid are counted as (%s) / nprocs + 1 on every process: one more than on the processes past its remainder", b.a.loopText(s), frontend.ExprString(x))
	return f, true
}

// stepIsNprocs reports whether step is nprocs (or p).
func (b *builder) stepIsNprocs(step frontend.Expr) bool {
	id, ok := frontend.Unparen(step).(*frontend.Ident)
	return ok && b.a.obj(id) != nil && b.a.obj(id).Kind == frontend.NprocsObj
}

// pidPlus splits lo into pid + e: the pid identifier and e (nil for lo =
// pid); nil when lo has another form.
func (b *builder) pidPlus(lo frontend.Expr) (*frontend.Ident, frontend.Expr) {
	isPid := func(x frontend.Expr) *frontend.Ident {
		id, ok := frontend.Unparen(x).(*frontend.Ident)
		if ok && b.a.obj(id) != nil && b.a.obj(id).Kind == frontend.PidObj {
			return id
		}
		return nil
	}
	if id := isPid(lo); id != nil {
		return id, nil
	}
	be, ok := frontend.Unparen(lo).(*frontend.BinaryExpr)
	if !ok || be.Op != frontend.ADD {
		return nil, nil
	}
	if id := isPid(be.X); id != nil && !b.readsPid(be.Y) {
		return id, be.Y
	}
	if id := isPid(be.Y); id != nil && !b.readsPid(be.X) {
		return id, be.X
	}
	return nil, nil
}

// readsPid reports whether e reads pid.
func (b *builder) readsPid(e frontend.Expr) bool {
	hit := false
	frontend.Inspect(e, func(n frontend.Node) bool {
		if id, ok := n.(*frontend.Ident); ok && b.a.obj(id) != nil && b.a.obj(id).Kind == frontend.PidObj {
			hit = true
		}
		return !hit
	})
	return hit
}

// strideReads reports whether the formula of put/get cc may read the
// counter of the stride loop s, whose iterations would then not be
// numbered: its remote process, its word count, the guards inside s
// (conditions, inner loops' bounds and steps) and the values of the
// scalars there (values.go), any of which may be substituted into them.
// Reads elsewhere in the body (an array index of the data moved, a cost)
// do not matter, nor, without guards, the conditions and inner loops'
// bounds (a literal that reads the counter is then dropped). When it
// reports false the counter is marked, and leaf refuses it: a read
// missed here makes a term non-affine, never wrong.
func (b *builder) strideReads(cc *commCtx, s *frontend.ForStmt, guards bool) bool {
	o := b.a.obj(s.Var)
	info := b.a.prog.Info
	if !strideReadsOn {
		return readsVar(info, s.Body, o)
	}
	reads := func(e frontend.Expr) bool { return e != nil && readsVar(info, e, o) }
	if reads(cc.c.Proc) || reads(b.wordsOf(cc.c)) {
		return true
	}
	if cm := b.a.ar.Comm(cc.c); cm != nil && guards {
		inside := false
		for _, g := range cm.Guards {
			if g.Stmt == b.a.loopStmt(s) {
				inside = true
				continue
			}
			if inside && (reads(g.Cond) || reads(g.Lo) || reads(g.Hi) || reads(g.Step)) {
				return true
			}
		}
	}
	for _, v := range b.a.values()[cc.c] {
		if v.anyExpr(reads) {
			return true
		}
	}
	if cc.renumbered == nil {
		cc.renumbered = map[*frontend.Object]bool{}
	}
	cc.renumbered[o] = true
	return false
}
