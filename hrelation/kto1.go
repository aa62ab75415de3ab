package hrelation

import (
	"math/big"

	"bspcost/frontend"
	"bspcost/polyhedra"
	"bspcost/polyhedra/bspaff"
)

// k-to-1 maps on a grid: with `nprocs == Q * R` in the requires clause
// (grid.go: pid = a·Q + b, 0 <= a < R, 0 <= b < Q), a target (source)
// that is a function of the row a alone and one-to-one in it — the row
// leader `(pid / Q) * Q`, `pid - pid % Q`, `(pid / Q) * Q + e`, a
// coordinate X * Q + Y with X = ±a + e (modulo R) and Y not reading b —
// is addressed, in one execution instance (the same e everywhere), only
// by the processes of one row: at most Q of them. A function of the
// column b alone, one-to-one in it (`pid % Q`, `(pid % Q) * Q`), by the
// processes of one column: at most R. A process then receives (is asked
// for) at most Q (R) times the words of all instances: the
// distinct-targets count plus Q - 1 (R - 1) times it, added after the
// maximum of the two sides as the congruent multiplicities are. Exact
// where every process of the row (column) runs the instance.

// kToOneOn switches the rule (its test switches it off).
var kToOneOn = true

// kToOne returns the size parameter of the fibres (Q for a row's
// function, R for a column's) when c's remote process is a k-to-1 map
// on a grid of the requires clause and more than one process may run an
// execution instance of c (exec, its executions: manyExecutors).
func (b *builder) kToOne(c *frontend.CommStmt, exec bspaff.Formula) (*frontend.Object, bool) {
	if !kToOneOn || !gridOn || b.a.prog.Requires == nil || !b.instancesAligned(c) || !b.manyExecutors(c, exec) {
		return nil, false
	}
	x := b.gridResolve(c, b.distinctValue(c), 0)
	for _, qr := range b.gridShapes() {
		for _, sw := range [][2]*frontend.Object{{qr[0], qr[1]}, {qr[1], qr[0]}} {
			g := &gridCtx{b: b, c: c, q: sw[0], r: sw[1]}
			if !b.paramAtLeast(g.q, 1) || !b.paramAtLeast(g.r, 1) {
				continue
			}
			if k := g.fibre(x); k != nil {
				// A parameter of the step: its words are k times.
				b.params[k] = true
				return k, true
			}
		}
	}
	return nil, false
}

// fibre returns Q when x is a function of a alone, one-to-one in it, R
// when of b alone, one-to-one in it, nil otherwise.
func (g *gridCtx) fibre(x frontend.Expr) *frontend.Object {
	// A plain form κ·a·Q + α·a + β·b + e: a function of a alone where
	// β is 0, one-to-one where κ·Q + α is never 0 (κ and α of one sign,
	// not both 0, as Q >= 1); of b alone where κ and α are 0 and β ≠ 0.
	if f, ok := g.form(x); ok {
		switch {
		case f.b == 0 && (f.aq > 0 && f.a >= 0 || f.aq < 0 && f.a <= 0 || f.aq == 0 && f.a != 0):
			return g.q
		case f.aq == 0 && f.a == 0 && f.b != 0:
			return g.r
		}
		return nil
	}
	e, ok := frontend.Unparen(x).(*frontend.BinaryExpr)
	if !ok {
		return nil
	}
	// X * Q alone, or X * Q + Y with Y a coordinate in 0..Q-1.
	var rowExpr, colExpr frontend.Expr
	switch e.Op {
	case frontend.MUL:
		rowExpr = g.rowOf(e)
	case frontend.ADD:
		for _, sw := range [][2]frontend.Expr{{e.X, e.Y}, {e.Y, e.X}} {
			if m, ok := frontend.Unparen(sw[0]).(*frontend.BinaryExpr); ok && m.Op == frontend.MUL {
				if r := g.rowOf(m); r != nil {
					rowExpr, colExpr = r, sw[1]
					break
				}
			}
		}
	}
	if rowExpr == nil {
		return nil
	}
	row, ok := g.coord(rowExpr, g.r)
	if !ok || (row.mod != nil && row.mod != g.r) {
		return nil
	}
	col := gridCoord{form: gridForm{params: map[*frontend.Object]int64{}}}
	if colExpr != nil {
		if col, ok = g.coord(colExpr, g.q); !ok || (col.mod != nil && col.mod != g.q) {
			return nil
		}
	}
	unit := func(v int64) bool { return v == 1 || v == -1 }
	switch {
	case row.form.b == 0 && col.form.b == 0 && unit(row.form.a):
		return g.q
	case row.form.a == 0 && col.form.a == 0 && unit(col.form.b):
		return g.r
	}
	return nil
}

// rowOf returns X when m is X * Q or Q * X.
func (g *gridCtx) rowOf(m *frontend.BinaryExpr) frontend.Expr {
	switch {
	case g.isObj(m.Y, g.q):
		return m.X
	case g.isObj(m.X, g.q):
		return m.Y
	}
	return nil
}

// paramExtra returns k - 1 over the step's parameters objs, k a
// parameter the requires clause proves >= 1: one piece on k >= 1, the
// count of 0 <= z <= k - 1 less that of z = 0.
func (b *builder) paramExtra(k *frontend.Object, objs []*frontend.Object) (*polyhedra.PwQPoly, error) {
	z := b.bld.NewVar("z")
	Z := bspaff.Var(z)
	km, _ := bspaff.Var(k).AddConst(-1)
	count := func(f bspaff.Conj) (*polyhedra.PwQPoly, error) {
		set, err := b.bld.Set(b.namer, objs, []*frontend.Object{z}, bspaff.Formula{f})
		if err != nil {
			return nil, err
		}
		return set.Count()
	}
	n, err := count(bspaff.Conj{{Expr: Z}, {Expr: polySub(km, Z)}, {Expr: km}})
	if err != nil {
		return nil, err
	}
	// The one subtracted only where k >= 1: nothing outside.
	one, err := count(bspaff.Conj{{Expr: Z, Eq: true}, {Expr: km}})
	if err != nil {
		return nil, err
	}
	n = n.Add(one.Mul(polyhedra.ConstPw(n.Params, big.NewRat(-1, 1))))
	return n.Disjoint(), nil
}
