package hrelation

import (
	"bspcost/frontend"
	"bspcost/polyhedra/bspaff"
)

// strideCountOn switches strideIterations (its test switches it off).
var strideCountOn = true

// strideIterations is the formula of the iterations of `for i := lo to
// hi step d` around a put or get, d not a constant (a stride of nprocs,
// the cyclic loops `for i := pid to N - 1 step nprocs`), when nothing in
// the body reads i: the statement's dimension k then numbers the
// iterations, 0 <= k <= q, instead of holding i, whose values lo + k·d
// are not affine. The count q is an opaque parameter of the bounds, exact
// in it:
//   - lo replicated: the iterations are k = 0..(hi - lo) / d where
//     hi >= lo (C's quotient of a non-negative number; d >= 1 since
//     the simulator stops a loop whose step is not positive);
//   - lo = pid or pid + e (e replicated) and d = nprocs: with x = hi - e
//     >= 0, q = x / d and r = x % d (in 0..d - 1), process pid runs
//     (x - pid) / d + 1 iterations: q + 1 where pid <= r, q where pid > r
//     (0 <= pid < d).
//
// ok is false when the rule does not apply (the stride is then dropped).
func (b *builder) strideIterations(cc *commCtx, s *frontend.ForStmt, k *frontend.Object) (bspaff.Formula, bool) {
	if !strideCountOn || readsVar(b.a.prog.Info, s.Body, b.a.obj(s.Var)) {
		return nil, false
	}
	at := s.Step.Pos()
	bin := func(x frontend.Expr, op frontend.Token, y frontend.Expr) frontend.Expr {
		return &frontend.ParenExpr{Lparen: at, X: &frontend.BinaryExpr{X: x, OpPos: at, Op: op, Y: y}, Rparen: at}
	}
	K := bspaff.Var(k)
	var lo frontend.Expr // the replicated part of lo; nil: 0
	cyclic := false
	switch l := frontend.Unparen(s.Lo).(type) {
	case *frontend.Ident:
		cyclic = b.isPid(l)
		if !cyclic {
			lo = s.Lo
		}
	case *frontend.BinaryExpr:
		switch {
		case l.Op == frontend.ADD && b.isPid(l.X):
			cyclic, lo = true, l.Y
		case l.Op == frontend.ADD && b.isPid(l.Y):
			cyclic, lo = true, l.X
		default:
			lo = s.Lo
		}
	default:
		lo = s.Lo
	}
	x := s.Hi
	if lo != nil {
		x = bin(s.Hi, frontend.SUB, lo)
	}
	if cyclic {
		d, err := b.bld.Aff(s.Step)
		dv, one := d.Single()
		if err != nil || !one {
			return nil, false
		}
		diff, err := dv.Sub(bspaff.Var(b.a.nprocs))
		if v, isC := diff.IsConst(); err != nil || !isC || v != 0 {
			return nil, false
		}
	}
	xs, err1 := b.bld.Aff(x)
	qs, err2 := b.bld.Aff(bin(x, frontend.QUO, s.Step))
	if err1 != nil || err2 != nil {
		return nil, false
	}
	var rs bspaff.PwPoly
	if cyclic {
		var err error
		if rs, err = b.bld.Aff(bin(x, frontend.REM, s.Step)); err != nil {
			return nil, false
		}
	} else {
		rs = bspaff.PwPoly{{Val: bspaff.Const(0)}}
	}
	pid := bspaff.Var(cc.exec)
	P := bspaff.Var(b.a.nprocs)
	var f bspaff.Formula
	for _, px := range xs {
		for _, pq := range qs {
			for _, pr := range rs {
				c := append(append(append(bspaff.Conj{}, px.Cond...), pq.Cond...), pr.Cond...)
				c = append(c, geq0(px.Val), geq0(K), geq0(pq.Val))
				if !cyclic {
					f = append(f, append(c, geq0(polySub(pq.Val, K))))
					continue
				}
				c = append(c, geq0(pr.Val), geq0(polySub(polySub(P, pr.Val), bspaff.Const(1))))
				f = append(f,
					append(append(bspaff.Conj{}, c...), geq0(polySub(pr.Val, pid)), geq0(polySub(pq.Val, K))),
					append(append(bspaff.Conj{}, c...), geq0(polySub(polySub(pid, pr.Val), bspaff.Const(1))), geq0(polySub(polySub(pq.Val, K), bspaff.Const(1)))))
			}
		}
	}
	if len(f) > maxCases {
		return nil, false
	}
	return f, true
}

// isPid reports whether e is pid.
func (b *builder) isPid(e frontend.Expr) bool {
	id, ok := frontend.Unparen(e).(*frontend.Ident)
	return ok && b.a.obj(id) != nil && b.a.obj(id).Kind == frontend.PidObj
}

// readsVar reports whether blk reads o.
func readsVar(info *frontend.Info, blk *frontend.Block, o *frontend.Object) bool {
	hit := false
	frontend.Inspect(blk, func(n frontend.Node) bool {
		if id, ok := n.(*frontend.Ident); ok && info.ObjectOf(id) == o {
			hit = true
		}
		return !hit
	})
	return hit
}

// positiveConst reports whether pw is one positive constant.
func positiveConst(pw bspaff.PwPoly) bool {
	p, ok := pw.Single()
	v, isC := p.IsConst()
	return ok && isC && v > 0
}
