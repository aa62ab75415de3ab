package hrelation

import (
	"bspcost/budget"
	"math/big"
	"strconv"

	"bspcost/frontend"
	"bspcost/polyhedra"
)

// seqFanExprOn switches the fans that are expressions in nprocs and the
// program's parameters (fanPoly; its test switches it off: a fan that no
// constant bounds is unknown, nprocs).
var seqFanExprOn = true

// seqFanShiftOn switches the shifted floors of the fan's expressions
// (qpolyExprShift; its test switches it off: floor((p + 1) / 3) is
// written (nprocs - 2) / 3 + 1, which the solver bounds by p/3 + 1).
var seqFanShiftOn = true

// maxFanPieces bounds the pieces of a fan written as an expression.
const maxFanPieces = 4

// fanExpr is the fan of a sequential statement (seqfan.go): a constant,
// or an expression e in nprocs and the program's parameters, whose
// identifiers are placeholders for the objects of objs (expr binds a
// copy). A fan `pid % 3 == 1` processes asking process 0 is
// floor((nprocs + 1) / 3), which no constant bounds.
type fanExpr struct {
	k    int64
	e    frontend.Expr
	objs map[*frontend.Ident]*frontend.Object
	// tab, for a constant k, is the fan at nprocs = 1..len(tab), at most
	// k, and tail its bound past them (fanTable): nil when k holds at
	// every nprocs.
	tab  []int64
	tail int64
	// w caps the table: the value at p is at most w·p (0 or 1: p).
	w int64
}

// fanConst is the constant fan k.
func fanConst(k int64) *fanExpr { return &fanExpr{k: k} }

// constant returns f's value when it is a constant.
func (f *fanExpr) constant() (int64, bool) {
	if f == nil || f.e != nil {
		return 0, false
	}
	return f.k, true
}

// at returns the constant fan f at nprocs = p (f.k without a table).
func (f *fanExpr) at(p int) int64 {
	switch {
	case f.tab == nil:
		return f.k
	case p <= len(f.tab):
		return f.tab[p-1]
	}
	return f.tail
}

// tabled returns the constant c with the table of op applied to the
// values of f and g at each nprocs (nil when neither has one).
func tabled(c int64, f, g *fanExpr, op func(x, y int64) int64) *fanExpr {
	r := fanConst(c)
	if f.tab == nil && g.tab == nil || f.w > 1 || g.w > 1 {
		return r
	}
	r.tab = make([]int64, fanTableLen)
	for p := 1; p <= fanTableLen; p++ {
		r.tab[p-1] = op(f.at(p), g.at(p))
	}
	r.tail = op(f.at(fanTableLen+1), g.at(fanTableLen+1))
	return r
}

// fanAdd returns f + k (nil, not known, when f is).
func fanAdd(f *fanExpr, k int64) *fanExpr {
	switch c, isConst := f.constant(); {
	case f == nil:
		return nil
	case isConst:
		return tabled(c+k, f, fanConst(k), func(x, y int64) int64 { return x + y })
	case k == 0:
		return f
	}
	return &fanExpr{e: bin(f.e, frontend.ADD, lit64(k)), objs: f.objs}
}

// fanPlus returns f + g (nil when either is not known).
func fanPlus(f, g *fanExpr) *fanExpr {
	if f == nil || g == nil {
		return nil
	}
	fc, fConst := f.constant()
	gc, gConst := g.constant()
	if fConst && gConst {
		return tabled(fc+gc, f, g, func(x, y int64) int64 { return x + y })
	}
	if gConst {
		return fanAdd(f, gc)
	}
	if fConst {
		return fanAdd(g, fc)
	}
	objs := map[*frontend.Ident]*frontend.Object{}
	for _, x := range []*fanExpr{f, g} {
		for id, o := range x.objs {
			objs[id] = o
		}
	}
	return &fanExpr{e: bin(f.e, frontend.ADD, g.e), objs: objs}
}

// seqGcdOn switches the gcd of the congruent remote processes' fans
// (gcdFan; its test switches it off: a·pid + e modulo nprocs has the fan
// |a| at every p).
var seqGcdOn = true

// gcdFan returns the fan of a statement whose remote process is
// congruent to a·pid + e modulo nprocs (seqDistinct's k = |a|): at most
// gcd(a, nprocs) processes per target in an instance, written
// Σ_{d | a} φ(d)·(1 - min(nprocs % d, 1)) (the divisors of a that divide
// nprocs, each counted φ(d) times, sum to the gcd): 2 - nprocs % 2 for
// a = 2, 1 at odd p. The constant k itself for k <= 1, past 64 or with
// the rule off.
func (b *builder) gcdFan(k int64) *fanExpr {
	if !seqGcdOn || k <= 1 || k > maxFan {
		return fanConst(k)
	}
	np := &frontend.Ident{Name: b.a.nprocs.Name}
	objs := map[*frontend.Ident]*frontend.Object{np: b.a.nprocs}
	e := lit64(1)
	for d := int64(2); d <= k; d++ {
		if k%d != 0 {
			continue
		}
		// φ(d)
		phi := int64(0)
		for i := int64(1); i <= d; i++ {
			if gcd64(i, d) == 1 {
				phi++
			}
		}
		div := bin(lit64(1), frontend.SUB, call("min", bin(np, frontend.REM, lit64(d)), lit64(1)))
		term := frontend.Expr(&frontend.ParenExpr{X: div})
		if phi != 1 {
			term = bin(lit64(phi), frontend.MUL, term)
		}
		e = bin(e, frontend.ADD, term)
	}
	return &fanExpr{e: e, objs: objs}
}

// fanMax returns the larger of f and g (nil when either is not known),
// its max flat, each argument once. A constant at most 1 beside an
// expression is dropped: where a process executes a statement of the
// step, its pair makes each of the fan's expressions at least 1 (fanPoly),
// and elsewhere the charge is not evaluated.
func fanMax(f, g *fanExpr) *fanExpr {
	if f == nil || g == nil {
		return nil
	}
	fc, fConst := f.constant()
	gc, gConst := g.constant()
	if fConst && gConst {
		return tabled(max(fc, gc), f, g, func(x, y int64) int64 { return max(x, y) })
	}
	objs := map[*frontend.Ident]*frontend.Object{}
	var args []frontend.Expr
	seen := map[string]bool{}
	k := int64(1)
	split := false
	for _, x := range []*fanExpr{f, g} {
		if c, isConst := x.constant(); isConst {
			k = max(k, c)
			continue
		}
		for id, o := range x.objs {
			objs[id] = o
		}
		xs := []frontend.Expr{x.e}
		if m, ok := x.e.(*frontend.CallExpr); ok && m.Fun.Name == "max" {
			xs = m.Args
			split = true
		}
		for _, a := range xs {
			if l, ok := a.(*frontend.IntLit); ok {
				k = max(k, l.Value)
				continue
			}
			if t := frontend.ExprString(a); !seen[t] {
				seen[t] = true
				args = append(args, a)
			}
		}
	}
	// A max's arguments are at least 1 only together (fanPoly's pieces
	// each hold on their own domain): its constant stays.
	if k > 1 || split && len(args) > 0 {
		args = append(args, lit64(k))
	}
	if len(args) == 0 {
		// Every argument was a literal at most 1 (a max of literals).
		return fanConst(k)
	}
	if len(args) == 1 {
		return &fanExpr{e: args[0], objs: objs}
	}
	return &fanExpr{e: call("max", args...), objs: objs}
}

// isNprocs reports whether f is nprocs itself (no better than an
// unknown fan).
func (f *fanExpr) isNprocs() bool {
	if f == nil || f.e == nil {
		return false
	}
	id, ok := f.e.(*frontend.Ident)
	return ok && f.objs[id] != nil && f.objs[id].Kind == frontend.NprocsObj
}

// asExpr is f's expression (a literal for a constant).
func (f *fanExpr) asExpr() frontend.Expr {
	if f.e == nil {
		return lit64(f.k)
	}
	return f.e
}

// fanPoly returns the fan m as an expression: m is the largest number of
// senders (askers) per process over the columns cols, which must all be
// nprocs or parameters of the program (values no statement assigns, the
// same wherever the charge is evaluated). With m's pieces made disjoint,
// the fan is the largest of the pieces' values, each at least m where
// its piece holds: at a point where a process executes the statement
// some pair, hence some piece, holds. (Not minCases: its one case holds
// under a condition a fan cannot carry; a fan of 1 up to p = 6 and
// p - 6 from p = 7 is max(1, p - 6).) nil when m reads
// anything else, has too many pieces or cannot be written.
func fanPoly(m *polyhedra.PwQPoly, cols []*frontend.Object) *fanExpr {
	if !seqFanExprOn || len(m.Params) != len(cols) {
		return nil
	}
	objs := map[*frontend.Ident]*frontend.Object{}
	ids := make([]frontend.Expr, len(cols))
	for i, o := range cols {
		if o == nil || o.Kind != frontend.NprocsObj && o.Kind != frontend.ParamObj {
			return nil
		}
		id := &frontend.Ident{Name: o.Name}
		objs[id] = o
		ids[i] = id
	}
	return fanPolyOf(m, ids, objs)
}

// fanPolyOf is fanPoly with the columns' expressions ids, those of
// objs bound to their objects.
func fanPolyOf(m *polyhedra.PwQPoly, ids []frontend.Expr, objs map[*frontend.Ident]*frontend.Object) *fanExpr {
	if !seqFanExprOn || len(m.Params) != len(ids) {
		return nil
	}
	d, ok := m.DisjointWithin(nil)
	if !ok || len(d.Pieces) > maxFanPieces {
		return nil
	}
	var vals []frontend.Expr
	for _, pc := range d.Pieces {
		if c, isConst := pc.Value.IsConstant(); isConst && c.Sign() == 0 {
			continue
		}
		v, err := qpolyExprShift(pc.Value, ids, pc.Domain, seqFanShiftOn)
		if err != nil {
			return nil
		}
		vals = append(vals, v)
	}
	switch len(vals) {
	case 0:
		return fanConst(0)
	case 1:
		return &fanExpr{e: vals[0], objs: objs}
	}
	return &fanExpr{e: call("max", vals...), objs: objs}
}

// expr returns a copy of f's expression at pos, its identifiers bound in
// info (nil: not bound, for printing); nil when it holds a node the copy
// does not know.
func (f *fanExpr) expr(info *frontend.Info, pos frontend.Pos) frontend.Expr {
	var cp func(e frontend.Expr) frontend.Expr
	cp = func(e frontend.Expr) frontend.Expr {
		switch x := e.(type) {
		case *frontend.Ident:
			o, ok := f.objs[x]
			if !ok {
				return nil
			}
			id := &frontend.Ident{NamePos: pos, Name: o.Name}
			if info != nil {
				info.Bind(id, o)
			}
			return id
		case *frontend.IntLit:
			return &frontend.IntLit{ValuePos: pos, Lit: x.Lit, Value: x.Value}
		case *frontend.ParenExpr:
			if y := cp(x.X); y != nil {
				return &frontend.ParenExpr{Lparen: pos, X: y, Rparen: pos}
			}
		case *frontend.UnaryExpr:
			if y := cp(x.X); y != nil {
				return &frontend.UnaryExpr{OpPos: pos, Op: x.Op, X: y}
			}
		case *frontend.BinaryExpr:
			l, r := cp(x.X), cp(x.Y)
			if l != nil && r != nil {
				return &frontend.BinaryExpr{X: l, OpPos: pos, Op: x.Op, Y: r}
			}
		case *frontend.CallExpr:
			if x.Fun.Name != "max" && x.Fun.Name != "min" {
				return nil
			}
			args := make([]frontend.Expr, len(x.Args))
			for i, a := range x.Args {
				if args[i] = cp(a); args[i] == nil {
					return nil
				}
			}
			return &frontend.CallExpr{Fun: &frontend.Ident{NamePos: pos, Name: x.Fun.Name}, Lparen: pos, Args: args, Rparen: pos}
		}
		return nil
	}
	return cp(f.asExpr())
}

// lit64 is the literal k.
func lit64(k int64) frontend.Expr {
	return &frontend.IntLit{Lit: strconv.FormatInt(k, 10), Value: k}
}

// call is the call of the builtin name on args.
func call(name string, args ...frontend.Expr) frontend.Expr {
	return &frontend.CallExpr{Fun: &frontend.Ident{Name: name}, Args: args}
}

// seqFanTableOn switches the fans' tables (fanTable; its test switches
// it off: a fan of 2 from nprocs = 3 on and 1 below is min(2, nprocs)
// at p = 2).
var seqFanTableOn = true

// fanTableLen is the number of values of nprocs a fan's table holds.
const fanTableLen = 4

// fanTable returns the constant fan k, the largest value of m (a
// function of cols, nprocs among them), with its table: m's bound at
// each nprocs = 1..fanTableLen and past them (UpperBound of m restricted
// there), kept only where some value, at most nprocs, is below min(k,
// nprocs): a put to (pid + 1) % nprocs and one to pid has the fan 2 at
// p = 2 and 1 elsewhere. fanConst(k) when there is none.
func fanTable(m *polyhedra.PwQPoly, cols []*frontend.Object, k int64, work int, bud *budget.Budget) *fanExpr {
	return boundTable(m, cols, k, work, 1, bud)
}

// boundTable is fanTable for m at most w·nprocs (w = 1 for a fan, the
// words of a body for a joint charge, seqjoint.go).
func boundTable(m *polyhedra.PwQPoly, cols []*frontend.Object, k int64, work int, w int64, bud *budget.Budget) *fanExpr {
	f := fanConst(k)
	f.w = w
	v := -1
	for i, o := range cols {
		if o != nil && o.Kind == frontend.NprocsObj {
			v = i
		}
	}
	if !seqFanTableOn || v < 0 || len(m.Params) != len(cols) || k <= 1 || oneValue(m) {
		return f
	}
	bound := func(lo, hi int64) (int64, bool) {
		r := &polyhedra.PwQPoly{Params: m.Params, Exact: m.Exact}
		for _, pc := range m.Pieces {
			cs := []polyhedra.ColConstraint{{Coef: make([]int64, len(cols)), Const: -lo}}
			cs[0].Coef[v] = 1
			if hi >= lo {
				c := polyhedra.ColConstraint{Coef: make([]int64, len(cols)), Const: hi}
				c.Coef[v] = -1
				cs = append(cs, c)
			}
			d, err := pc.Domain.AddColConstraints(cs...)
			if err != nil {
				return 0, false
			}
			r.Pieces = append(r.Pieces, polyhedra.Piece{Domain: d, Value: pc.Value})
		}
		return r.UpperBound(k, work, bud)
	}
	tab := make([]int64, fanTableLen)
	better := false
	for p := int64(1); p <= fanTableLen; p++ {
		c, ok := bound(p, p)
		if !ok {
			return f
		}
		tab[p-1] = min(c, w*p)
		better = better || tab[p-1] < min(k, w*p)
	}
	tail, ok := bound(fanTableLen+1, -1)
	if !ok || !better {
		return f
	}
	f.tab, f.tail = tab, tail
	if f.steps() > maxTableSteps {
		f.tab = nil
	}
	return f
}

// maxTableSteps bounds the steps of a table's expression (tableExpr):
// past it, min(k, nprocs) is easier to read and to bound.
const maxTableSteps = 2

// steps is the number of steps of f's table in tableExpr.
func (f *fanExpr) steps() int {
	n := 0
	for p := 2; p <= len(f.tab)+1; p++ {
		if f.capped(int64(p)) != f.capped(int64(p-1)) {
			n++
		}
	}
	if f.tail > f.w*int64(len(f.tab)+1) {
		n++
	}
	return n
}

// capped is min(f at p, w·p).
func (f *fanExpr) capped(p int64) int64 {
	return min(f.at(int(p)), max(f.w, 1)*p)
}

// tableExpr returns min(f, nprocs) for a constant f with a table, as
// steps over nprocs: c_1 + Σ_a (c_a - c_{a-1})·min(max(nprocs - a + 1,
// 0), 1) with c_p = min(f at p, p), and past the table min(tail,
// nprocs); nil without a table.
func (f *fanExpr) tableExpr(np *frontend.Ident) frontend.Expr {
	if f == nil || f.tab == nil || f.e != nil {
		return nil
	}
	n := int64(len(f.tab))
	c := f.capped
	var e frontend.Expr
	if c(1) != 0 {
		e = lit64(c(1))
	}
	step := func(a int64) frontend.Expr { // [nprocs >= a], a >= 2
		if a == 2 {
			return call("min", bin(np, frontend.SUB, lit64(1)), lit64(1))
		}
		return call("min", call("max", bin(np, frontend.SUB, lit64(a-1)), lit64(0)), lit64(1))
	}
	add := func(d int64, x frontend.Expr) {
		if e == nil && d > 0 {
			if d != 1 {
				x = bin(lit64(d), frontend.MUL, x)
			}
			e = x
			return
		}
		if e == nil {
			e = lit64(0)
		}
		switch {
		case d == 0:
		case d == 1:
			e = bin(e, frontend.ADD, x)
		case d == -1:
			e = bin(e, frontend.SUB, x)
		case d > 0:
			e = bin(e, frontend.ADD, bin(lit64(d), frontend.MUL, x))
		default:
			e = bin(e, frontend.SUB, bin(lit64(-d), frontend.MUL, x))
		}
	}
	for a := int64(2); a <= n+1; a++ {
		add(c(a)-c(a-1), step(a))
	}
	if f.tail > c(n+1) {
		if f.w > 1 {
			return nil
		}
		// min(tail, nprocs) past n + 1: the ramp up to tail.
		add(1, call("min", call("max", bin(np, frontend.SUB, lit64(n+1)), lit64(0)), lit64(f.tail-n-1)))
	}
	if e == nil {
		return lit64(0)
	}
	return e
}

// useful reports whether f's table is below min(f.k, nprocs) at some
// nprocs (else min(k, nprocs) says the same).
func (f *fanExpr) useful() bool {
	if f == nil || f.tab == nil || f.e != nil {
		return false
	}
	if f.steps() > maxTableSteps {
		return false
	}
	w := max(f.w, 1)
	for p := int64(1); p <= int64(len(f.tab))+1; p++ {
		if f.capped(p) < min(f.k, w*p) {
			return true
		}
	}
	return f.tail < f.k
}

// oneValue reports whether every piece of m has the same constant value
// (m is that value wherever a piece holds: no table is lower).
func oneValue(m *polyhedra.PwQPoly) bool {
	var v *big.Rat
	for _, pc := range m.Pieces {
		c, isConst := pc.Value.IsConstant()
		if !isConst || v != nil && c.Cmp(v) != 0 {
			return false
		}
		v = c
	}
	return true
}
