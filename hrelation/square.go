package hrelation

import (
	"math/big"

	"bspcost/frontend"
	"bspcost/polyhedra"
	"bspcost/polyhedra/bspaff"
)

// Square remote processes: a target (source) X * X % nprocs where X is
// congruent modulo nprocs to ±pid + e, e replicated at the statement
// (`pid * pid % nprocs`, `(pid + k) * (pid + k) % p`). X * X modulo p
// depends only on X modulo p, and X runs over every residue once as pid
// runs over 0..p-1, so the processes that address one target t in one
// execution instance are a set F of residues x with x² ≡ r (mod p) for
// one r. If x and x + 1 are both in F then (x + 1)² - x² = 2x + 1 ≡ 0
// (mod p): no x for an even p, one for an odd p. So F, a set of residues
// around the cycle 0, 1, ..., p - 1, 0 with at most one pair of
// neighbours (none for even p), has at most ceil(p / 2) elements
// (p / 2 for even p, (p + 1) / 2 for odd p; 1 at p = 1). A process then
// receives (is asked for) at most ceil(p / 2) times the words of all the
// instances: the distinct-targets count plus floor((p - 1) / 2) times
// it, as the constant multipliers' gcd(a, p) (congruent.go). An upper bound: the largest number of
// square roots of a residue is below ceil(p / 2) for most p (2 at
// p = 5..7, 4 at p = 16), but it is not a closed form of p.

// squareOn switches the rule (its test switches it off).
var squareOn = true

// squareRoot returns X when x is X * X % nprocs with X congruent to
// ±pid + e modulo nprocs, e replicated (the two factors the same
// expression).
func (b *builder) squareRoot(x frontend.Expr) (frontend.Expr, bool) {
	info := b.a.prog.Info
	rem, ok := frontend.Unparen(x).(*frontend.BinaryExpr)
	if !ok || rem.Op != frontend.REM {
		return nil, false
	}
	id, isID := frontend.Unparen(rem.Y).(*frontend.Ident)
	if !isID || info.ObjectOf(id) == nil || info.ObjectOf(id).Kind != frontend.NprocsObj {
		return nil, false
	}
	mul, ok := frontend.Unparen(rem.X).(*frontend.BinaryExpr)
	if !ok || mul.Op != frontend.MUL {
		return nil, false
	}
	if frontend.ExprString(frontend.Unparen(mul.X)) != frontend.ExprString(frontend.Unparen(mul.Y)) {
		return nil, false
	}
	a, ok := b.congruence(mul.X)
	if !ok || (a != 1 && a != -1) {
		return nil, false
	}
	return mul.X, true
}

// squareFibre reports whether the rule applies to c (exec, its
// executions): its remote process is a square (squareRoot), the
// processes of one execution instance agree on e (sameOffset), and more
// than one may run it (manyExecutors).
func (b *builder) squareFibre(c *frontend.CommStmt, exec bspaff.Formula) bool {
	if !squareOn || b.a.opts.noCongruent {
		return false
	}
	_, ok := b.squareRoot(b.distinctValue(c))
	return ok && b.sameOffset(c) && b.manyExecutors(c, exec)
}

// manyExecutorsOn switches manyExecutors (its test switches it off).
var manyExecutorsOn = true

// manyExecutors reports whether some execution instance of c (exec, its
// executions) may be run by two processes: where each instance has one
// process at most (`if pid == nprocs - 1`), every word of every process
// already counts once on the remote side, as the rules that multiply
// the instances (squares, k-to-1 maps) would count it more.
func (b *builder) manyExecutors(c *frontend.CommStmt, exec bspaff.Formula) bool {
	return !manyExecutorsOn || !b.injective(c, exec)
}

// halfExtra returns ceil(nprocs / 2) - 1 = floor((nprocs - 1) / 2) over
// the step's parameters objs, one piece on nprocs >= 1: the senders per
// target beyond the first, added after the maximum of the two sides as
// the congruent multiplicities are (non-negative, with a floor the
// sequential analysis keeps exact).
func (b *builder) halfExtra(objs []*frontend.Object) (*polyhedra.PwQPoly, error) {
	z := b.bld.NewVar("z")
	Z := bspaff.Var(z)
	P := bspaff.Var(b.a.nprocs)
	z2, err := Z.Scale(2)
	if err != nil {
		return nil, err
	}
	// #{z >= 0 : 2z <= nprocs - 1} = floor((nprocs - 1) / 2) + 1 on
	// nprocs >= 1, one piece (the count from z = 1 would split at
	// nprocs = 3).
	pp, _ := P.AddConst(-1)
	set, err := b.bld.Set(b.namer, objs, []*frontend.Object{z}, bspaff.Formula{{{Expr: Z}, {Expr: polySub(pp, z2)}, {Expr: pp}}})
	if err != nil {
		return nil, err
	}
	n, err := set.Count()
	if err != nil {
		return nil, err
	}
	n = n.Add(polyhedra.ConstPw(n.Params, big.NewRat(-1, 1)))
	return n.Disjoint(), nil
}

// squareClassOn switches squareClass (its test switches it off).
var squareClassOn = true

// squareClass returns n·ceil(nprocs / 2), the square rule's bound of the
// words one process receives (is asked for) from the statement, as
// pieces on the residues of nprocs modulo 2 (nprocs / 2 on even nprocs,
// (nprocs + 1) / 2 on odd) over the step's parameters objs: a class
// count compared with the other side before the maximum, as the
// congruent rule's (gcdClass), rather than added after it. ok false past
// the size limits.
func (b *builder) squareClass(n *polyhedra.PwQPoly, objs []*frontend.Object) (*polyhedra.PwQPoly, bool) {
	if !squareClassOn {
		return nil, false
	}
	u, z := b.bld.NewVar("u"), b.bld.NewVar("z")
	U, Z, P := bspaff.Var(u), bspaff.Var(z), bspaff.Var(b.a.nprocs)
	u2, err := U.Scale(2)
	if err != nil {
		return nil, false
	}
	pp, _ := P.AddConst(-1)
	var half *polyhedra.PwQPoly
	for r := int64(0); r < 2; r++ {
		// #{z : 0 <= z <= u + r - 1} where nprocs = 2u + r: (nprocs + r) / 2.
		pdef, _ := polySub(P, u2).AddConst(-r)
		hi, _ := polySub(U, Z).AddConst(r - 1)
		set, err := b.bld.Set(b.namer, objs, []*frontend.Object{u, z}, bspaff.Formula{{{Expr: pdef, Eq: true}, geq0(U), geq0(Z), {Expr: hi}, {Expr: pp}}})
		if err != nil {
			return nil, false
		}
		c, err := set.Count()
		if err != nil || !c.Exact {
			return nil, false
		}
		half = addPw(half, c)
	}
	m := n.Mul(half)
	if b.oversize(m) != "" || len(m.Pieces) > maxPieces {
		return nil, false
	}
	return m, true
}
