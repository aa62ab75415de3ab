package hrelation

import (
	"bspcost/frontend"
	"bspcost/polyhedra/bspaff"
)

// Grid coordinates: the processes as a grid of R rows and Q columns, the
// requires clause saying `nprocs == Q * R` (or `Q * Q`), Q and R
// parameters, and a target (source) written over the row a = pid / Q and
// the column b = pid % Q as X * Q + Y: Cannon's shifts
// `i * Q + (j + Q - 1) % Q`, a stencil's neighbour `((i + 1) % Q) * Q +
// j`. The quotient split cannot write it (pid / Q takes Q values), nor
// can the congruence rule. With Q >= 1 and R >= 1 (the requires clause),
// pid = a·Q + b where 0 <= a < R and 0 <= b < Q. Each coordinate is a,
// b, or (α·a + β·b + e) % M with e over parameters and replicated loop
// counters (pid itself is a·Q + b, and a·Q is 0 modulo Q) and the argument proved
// >= 0 on that box (so it is the residue in 0..M-1 and the coordinate's
// value determines the target's: X = t / Q, Y = t % Q). The map (a, b)
// -> (X, Y) is one-to-one when it is triangular with unit diagonal (X a
// residue modulo R fixed by a alone, then Y modulo Q by b given a, or
// the other way round) or, on a square grid (R is Q), when its matrix
// has determinant ±1 (invertible modulo every Q). In one execution
// instance (the same iterations, so the same e everywhere) the processes
// then address distinct processes: the distinct-targets rule, h the
// words per process.

// gridOn switches the rule (its test switches it off).
var gridOn = true

// gridForm is α·a + β·b + κ·a·Q + Σ coef·x + c: a = pid / Q, b = pid %
// Q (pid is a·Q + b), x the parameters and the replicated loop counters,
// keyed by object.
type gridForm struct {
	a, b, aq, c int64
	params      map[*frontend.Object]int64
}

func (f gridForm) add(g gridForm, k int64) gridForm {
	r := gridForm{a: f.a + k*g.a, b: f.b + k*g.b, aq: f.aq + k*g.aq, c: f.c + k*g.c, params: map[*frontend.Object]int64{}}
	for o, v := range f.params {
		r.params[o] += v
	}
	for o, v := range g.params {
		r.params[o] += k * v
	}
	return r
}

// gridCoord is a coordinate: the residue of form modulo mod (nil: form
// itself, a or b).
type gridCoord struct {
	form gridForm
	mod  *frontend.Object
}

// gridCtx is the grid of one statement: columns q, rows r.
type gridCtx struct {
	b    *builder
	c    *frontend.CommStmt
	q, r *frontend.Object
}

// grid reports whether the remote process of c is one-to-one on the
// grid of a requires clause `nprocs == Q * R` (see above), every loop of
// c inside the superstep a for loop with replicated bounds.
func (b *builder) grid(c *frontend.CommStmt) bool {
	if !gridOn || b.a.prog.Requires == nil || !b.instancesAligned(c) {
		return false
	}
	x := b.gridResolve(c, b.distinctValue(c), 0)
	for _, qr := range b.gridShapes() {
		for _, sw := range [][2]*frontend.Object{{qr[0], qr[1]}, {qr[1], qr[0]}} {
			g := &gridCtx{b: b, c: c, q: sw[0], r: sw[1]}
			if !b.paramAtLeast(g.q, 1) || !b.paramAtLeast(g.r, 1) {
				continue
			}
			if g.oneToOne(x) {
				return true
			}
		}
	}
	return false
}

// gridResolve replaces, in x, the scalars with one value at c
// (values.go: the value of `var i := pid / Q`) by that value.
func (b *builder) gridResolve(c *frontend.CommStmt, x frontend.Expr, depth int) frontend.Expr {
	if depth > 4 || !distinctValuesOn || b.a.opts.noValues {
		return x
	}
	info := b.a.prog.Info
	vals := b.a.values()[c]
	r := x
	frontend.Inspect(x, func(n frontend.Node) bool {
		id, ok := n.(*frontend.Ident)
		if !ok {
			return true
		}
		o := b.a.obj(id)
		if o == nil {
			return true
		}
		if v := vals[o]; v != nil && len(v.alts) == 1 && len(v.alts[0].conds) == 0 {
			r = substitute(info, r, o, frontend.Unparen(v.alts[0].e))
		}
		return true
	})
	if r != x {
		return b.gridResolve(c, r, depth+1)
	}
	return r
}

// gridShapes returns the pairs (Q, R) of the conjuncts `nprocs == Q * R`
// of the requires clause, Q and R parameters.
func (b *builder) gridShapes() [][2]*frontend.Object {
	var out [][2]*frontend.Object
	param := func(x frontend.Expr) *frontend.Object {
		id, ok := frontend.Unparen(x).(*frontend.Ident)
		if !ok || b.a.obj(id) == nil || b.a.obj(id).Kind != frontend.ParamObj {
			return nil
		}
		return b.a.obj(id)
	}
	isP := func(x frontend.Expr) bool {
		id, ok := frontend.Unparen(x).(*frontend.Ident)
		return ok && b.a.obj(id) != nil && b.a.obj(id).Kind == frontend.NprocsObj
	}
	var walk func(x frontend.Expr)
	walk = func(x frontend.Expr) {
		e, ok := frontend.Unparen(x).(*frontend.BinaryExpr)
		if !ok {
			return
		}
		switch e.Op {
		case frontend.LAND:
			walk(e.X)
			walk(e.Y)
		case frontend.EQL:
			prod := e.Y
			if !isP(e.X) {
				if !isP(e.Y) {
					return
				}
				prod = e.X
			}
			m, ok := frontend.Unparen(prod).(*frontend.BinaryExpr)
			if !ok || m.Op != frontend.MUL {
				return
			}
			if q, r := param(m.X), param(m.Y); q != nil && r != nil {
				out = append(out, [2]*frontend.Object{q, r})
			}
		}
	}
	walk(b.a.prog.Requires)
	return out
}

// paramAtLeast reports whether the requires clause proves o >= k.
func (b *builder) paramAtLeast(o *frontend.Object, k int64) bool {
	// No point with o <= k - 1.
	p, err := bspaff.Var(o).Scale(-1)
	if err == nil {
		p, err = p.AddConst(k - 1)
	}
	if err != nil {
		return false
	}
	f, err := bspaff.And(b.requires(), bspaff.Formula{{{Expr: p}}})
	return err == nil && b.isEmpty(f)
}

// oneToOne reports whether x is X * Q + Y with coordinates X (rows) and
// Y (columns) whose map from (a, b) is one-to-one.
func (g *gridCtx) oneToOne(x frontend.Expr) bool {
	e, ok := frontend.Unparen(x).(*frontend.BinaryExpr)
	if !ok || e.Op != frontend.ADD {
		return false
	}
	for _, sw := range [][2]frontend.Expr{{e.X, e.Y}, {e.Y, e.X}} {
		m, ok := frontend.Unparen(sw[0]).(*frontend.BinaryExpr)
		if !ok || m.Op != frontend.MUL {
			continue
		}
		var rowExpr frontend.Expr
		switch {
		case g.isObj(m.Y, g.q):
			rowExpr = m.X
		case g.isObj(m.X, g.q):
			rowExpr = m.Y
		default:
			continue
		}
		row, ok1 := g.coord(rowExpr, g.r)
		col, ok2 := g.coord(sw[1], g.q)
		if ok1 && ok2 && g.bijective(row, col) {
			return true
		}
	}
	return false
}

func (g *gridCtx) isObj(x frontend.Expr, o *frontend.Object) bool {
	id, ok := frontend.Unparen(x).(*frontend.Ident)
	return ok && g.b.a.obj(id) == o
}

// coord reads x as a coordinate with values in 0..m-1 on the box: a
// (m = R), b (m = Q), or a remainder by m of a form whose least value
// on the box is >= 0.
func (g *gridCtx) coord(x frontend.Expr, m *frontend.Object) (gridCoord, bool) {
	x = frontend.Unparen(x)
	if f, ok := g.form(x); ok {
		// Plain a as the row, b as the column.
		plain := f.c == 0 && f.aq == 0 && len(nonzero(f.params)) == 0
		if plain && m == g.r && f.a == 1 && f.b == 0 {
			return gridCoord{form: f}, true
		}
		if plain && m == g.q && f.a == 0 && f.b == 1 {
			return gridCoord{form: f}, true
		}
		return gridCoord{}, false
	}
	e, ok := x.(*frontend.BinaryExpr)
	if !ok || e.Op != frontend.REM || !g.isObj(e.Y, m) {
		return gridCoord{}, false
	}
	f, ok := g.form(e.X)
	if !ok || !g.nonNegative(f, 0) {
		return gridCoord{}, false
	}
	if f.aq != 0 {
		// a·Q is 0 modulo Q (and modulo R where R is Q).
		if m != g.q && g.r != g.q {
			return gridCoord{}, false
		}
		f.aq = 0
	}
	return gridCoord{form: f, mod: m}, true
}

func nonzero(m map[*frontend.Object]int64) map[*frontend.Object]int64 {
	r := map[*frontend.Object]int64{}
	for o, v := range m {
		if v != 0 {
			r[o] = v
		}
	}
	return r
}

// maxGridCoef bounds the coefficients (no overflow in the products).
const maxGridCoef = 1 << 20

// form reads x as α·a + β·b + Σ coef·param + c: sums, differences,
// negations, products by literals, pid / Q, pid % Q, parameters and
// literals.
func (g *gridCtx) form(x frontend.Expr) (gridForm, bool) {
	x = frontend.Unparen(x)
	zero := gridForm{params: map[*frontend.Object]int64{}}
	bounded := func(f gridForm, ok bool) (gridForm, bool) {
		if !ok {
			return f, false
		}
		in := func(v int64) bool { return v <= maxGridCoef && v >= -maxGridCoef }
		if !in(f.a) || !in(f.b) || !in(f.c) {
			return f, false
		}
		for _, v := range f.params {
			if !in(v) {
				return f, false
			}
		}
		return f, true
	}
	switch e := x.(type) {
	case *frontend.IntLit:
		zero.c = e.Value
		return bounded(zero, true)
	case *frontend.Ident:
		o := g.b.a.obj(e)
		switch {
		case o == nil:
			return zero, false
		case o.Kind == frontend.PidObj:
			zero.aq, zero.b = 1, 1
			return zero, true
		case o.Kind == frontend.ParamObj, o.Kind == frontend.LoopVarObj && g.b.a.ar.Replicated(e):
			zero.params[o] = 1
			return zero, true
		}
		return zero, false
	case *frontend.UnaryExpr:
		if e.Op == frontend.SUB {
			f, ok := g.form(e.X)
			return bounded(zero.add(f, -1), ok)
		}
	case *frontend.BinaryExpr:
		switch e.Op {
		case frontend.ADD, frontend.SUB:
			l, ok1 := g.form(e.X)
			r, ok2 := g.form(e.Y)
			k := int64(1)
			if e.Op == frontend.SUB {
				k = -1
			}
			return bounded(l.add(r, k), ok1 && ok2)
		case frontend.MUL:
			if k, isLit := litValue(e.X); isLit && k <= maxGridCoef && k >= -maxGridCoef {
				f, ok := g.form(e.Y)
				return bounded(zero.add(f, k), ok)
			}
			if k, isLit := litValue(e.Y); isLit && k <= maxGridCoef && k >= -maxGridCoef {
				f, ok := g.form(e.X)
				return bounded(zero.add(f, k), ok)
			}
		case frontend.QUO, frontend.REM:
			id, ok := frontend.Unparen(e.X).(*frontend.Ident)
			if !ok || g.b.a.obj(id) == nil || g.b.a.obj(id).Kind != frontend.PidObj || !g.isObj(e.Y, g.q) {
				return zero, false
			}
			if e.Op == frontend.QUO {
				zero.a = 1
			} else {
				zero.b = 1
			}
			return zero, true
		}
	}
	return zero, false
}

// nonNegative reports whether f >= 0 at every point of the box 0 <= a <=
// R - 1, 0 <= b <= Q - 1 and every value of the parameters the requires
// clause allows.
func (g *gridCtx) nonNegative(f gridForm, depth int) bool {
	lo, ok := g.leastOf(f, depth)
	return ok && lo >= 0
}

// leastOf returns a lower bound of f on the box and the parameters'
// values: a and b at their worst ends, then every parameter and counter,
// whose coefficients must be non-negative, at its least value (least).
func (g *gridCtx) leastOf(f gridForm, depth int) (int64, bool) {
	if f.aq < 0 { // a·Q is only known to be >= 0
		return 0, false
	}
	w := gridForm{c: f.c, params: map[*frontend.Object]int64{}}
	for o, v := range f.params {
		w.params[o] += v
	}
	if f.a < 0 { // a = R - 1
		w.params[g.r] += f.a
		w.c -= f.a
	}
	if f.b < 0 { // b = Q - 1
		w.params[g.q] += f.b
		w.c -= f.b
	}
	least := w.c
	for o, v := range w.params {
		if v == 0 {
			continue
		}
		lo, ok := g.least(o, depth)
		if v < 0 || !ok || lo > maxGridCoef || lo < -maxGridCoef {
			return 0, false
		}
		least += v * lo
	}
	return least, true
}

// maxGridDepth bounds the loops whose lower bounds least follows.
const maxGridDepth = 4

// least returns a lower bound of a parameter (1 for Q and R, else 1 or 0
// where the requires clause proves it) or of a loop counter (the least
// value of its loop's lower bound, a form of parameters and counters: the
// step is positive).
func (g *gridCtx) least(o *frontend.Object, depth int) (int64, bool) {
	switch {
	case o == g.q || o == g.r:
		return 1, true
	case o.Kind == frontend.ParamObj:
		if g.b.paramAtLeast(o, 1) {
			return 1, true
		}
		return 0, g.b.paramAtLeast(o, 0)
	case o.Kind == frontend.LoopVarObj && depth < maxGridDepth:
		loop := g.b.gridLoop(o)
		if loop == nil {
			return 0, false
		}
		f, ok := g.form(loop.Lo)
		if !ok || f.a != 0 || f.b != 0 || f.aq != 0 {
			return 0, false
		}
		return g.leastOf(f, depth+1)
	}
	return 0, false
}

// gridLoop returns the for loop whose counter is o.
func (b *builder) gridLoop(o *frontend.Object) *frontend.ForStmt {
	var loop *frontend.ForStmt
	frontend.Inspect(b.a.prog.Body, func(n frontend.Node) bool {
		if f, ok := n.(*frontend.ForStmt); ok && b.a.obj(f.Var) == o {
			loop = f
		}
		return loop == nil
	})
	return loop
}

// bijective reports whether (a, b) -> (row, col) is one-to-one on the
// box: the row fixed by a alone (a, or ±a + e modulo R) and the column
// by b given a (b, or γ·a ± b + e modulo Q); or the column fixed by b
// alone and the row by a given b; or, on a square grid, residues
// modulo Q of a matrix with determinant ±1.
func (g *gridCtx) bijective(row, col gridCoord) bool {
	unit := func(v int64) bool { return v == 1 || v == -1 }
	rowMod := row.mod == nil || row.mod == g.r
	colMod := col.mod == nil || col.mod == g.q
	if rowMod && colMod {
		if row.form.b == 0 && unit(row.form.a) && unit(col.form.b) {
			return true
		}
		if col.form.a == 0 && unit(col.form.b) && unit(row.form.a) {
			return true
		}
	}
	if g.q == g.r && (row.mod == nil || row.mod == g.q) && (col.mod == nil || col.mod == g.q) {
		return unit(row.form.a*col.form.b - row.form.b*col.form.a)
	}
	return false
}
