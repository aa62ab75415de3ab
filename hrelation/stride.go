package hrelation

import (
	"bspcost/frontend"
	"bspcost/polyhedra/bspaff"
)

// strideCountOn switches strideIterations (its test switches it off).
var strideCountOn = true

// strideIterations is the formula of the iterations of `for i := lo to
// hi step d` around a put or get, d not a constant (a stride of nprocs),
// when the statement's formula does not read i (strideReads): the statement's dimension k then
// numbers the iterations, 0 <= k <= (hi - lo) / d where hi >= lo (C's
// quotient of a non-negative number; d >= 1 since the simulator stops a
// loop whose step is not positive), instead of holding i, whose values
// lo + k·d are not affine. The quotient is an opaque parameter (exact
// in it) or split on its few values; a quotient that is neither (lo =
// pid: the cyclic loops) leaves the rule out, and the stride is dropped.
func (b *builder) strideIterations(cc *commCtx, s *frontend.ForStmt, k *frontend.Object, guards bool) (bspaff.Formula, bool) {
	if !strideCountOn || b.strideReads(cc, s, guards) {
		return nil, false
	}
	at := s.Step.Pos()
	bin := func(x frontend.Expr, op frontend.Token, y frontend.Expr) frontend.Expr {
		return &frontend.ParenExpr{Lparen: at, X: &frontend.BinaryExpr{X: x, OpPos: at, Op: op, Y: y}, Rparen: at}
	}
	x := bin(b.a.preFor(s).Hi, frontend.SUB, b.a.preFor(s).Lo)
	xs, err1 := b.bld.Aff(x)
	qs, err2 := b.bld.Aff(bin(x, frontend.QUO, s.Step))
	if err1 != nil || err2 != nil {
		return nil, false
	}
	K := bspaff.Var(k)
	var f bspaff.Formula
	for _, px := range xs {
		for _, pq := range qs {
			c := append(append(bspaff.Conj{}, px.Cond...), pq.Cond...)
			f = append(f, append(c, geq0(px.Val), geq0(K), geq0(polySub(pq.Val, K))))
		}
	}
	if len(f) > maxCases {
		return nil, false
	}
	return f, true
}

// readsVar reports whether n (a block, an expression) reads o.
func readsVar(info *frontend.Info, n frontend.Node, o *frontend.Object) bool {
	hit := false
	frontend.Inspect(n, func(n frontend.Node) bool {
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
