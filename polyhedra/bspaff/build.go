package bspaff

import (
	"fmt"
	"math"
	"math/bits"

	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// Constraint is an affine constraint: Expr = 0 (Eq) or Expr >= 0.
type Constraint struct {
	Expr Poly
	Eq   bool
}

// Conj is a conjunction of constraints (true when empty).
type Conj []Constraint

// Formula is a disjunction of conjunctions (false when empty).
type Formula []Conj

// True is the formula that always holds.
func True() Formula { return Formula{Conj{}} }

// And returns f ∧ g, distributed into disjunctive normal form.
func And(f, g Formula) (Formula, error) {
	if len(f)*len(g) > maxDisjuncts {
		return nil, errTooComplex
	}
	// Each list made at its size (appends that grew them were a tenth of
	// hrelation's formulas' bytes).
	var r Formula
	if n := len(f) * len(g); n > 0 {
		r = make(Formula, 0, n)
	}
	for _, a := range f {
		for _, b := range g {
			c := append(append(make(Conj, 0, len(a)+len(b)), a...), b...)
			r = append(r, c)
		}
	}
	return r, nil
}

// Or returns f ∨ g.
func Or(f, g Formula) (Formula, error) {
	if len(f)+len(g) > maxDisjuncts {
		return nil, errTooComplex
	}
	return append(append(Formula{}, f...), g...), nil
}

// maxDisjuncts bounds the size of formulas in disjunctive normal form.
const maxDisjuncts = 256

var errTooComplex = fmt.Errorf("condition too complex (more than %d cases)", maxDisjuncts)

// Piece is one case of a piecewise polynomial: Val where Cond holds.
type Piece struct {
	Cond Conj
	Val  Poly
}

// PwPoly is a piecewise polynomial whose pieces partition the space.
type PwPoly []Piece

// IsAffine reports whether every piece is of degree at most one.
func (pw PwPoly) IsAffine() bool {
	for _, p := range pw {
		if p.Val.Degree() > 1 {
			return false
		}
	}
	return true
}

// Single returns the value of a one-piece polynomial with no condition.
func (pw PwPoly) Single() (Poly, bool) {
	if len(pw) == 1 && len(pw[0].Cond) == 0 {
		return pw[0].Val, true
	}
	return Poly{}, false
}

// NonAffineError reports an expression that the bridge cannot express
// affinely in the builder's columns.
type NonAffineError struct {
	Expr   frontend.Expr
	Reason string
}

func (e *NonAffineError) Error() string {
	return fmt.Sprintf("%s: `%s` is not affine: %s", e.Expr.Pos(), frontend.ExprString(e.Expr), e.Reason)
}

// Div is a floor division floor(Num / Den), Den > 0, named by the fresh
// object Var. Divs are existential columns of the sets they appear in.
type Div struct {
	Var *frontend.Object
	Num Poly
	Den int64
}

// Builder turns expressions into piecewise polynomials and formulas over
// columns (objects), and formulas into polyhedra sets. Leaf and Opaque may
// be changed between calls (e.g. to map pid to a different column); the
// divs and fresh variables accumulate.
type Builder struct {
	// Leaf maps an identifier of the program to its value as a polynomial
	// over columns (usually Var(obj) or the column standing for pid);
	// ok=false makes the identifier non-affine.
	Leaf func(id *frontend.Ident) (Poly, bool)
	// Opaque, when set, may turn a non-affine subterm into a column (a
	// value the caller knows to be fixed, such as a replicated N / p, or
	// an unknown it projects out of the formula: `any`, an array
	// element); it is asked for the largest non-affine subterms first.
	Opaque func(e frontend.Expr) (*frontend.Object, bool)
	// Quotient, when set, bounds the quotient of a division or remainder
	// by a divisor that is affine but not constant (x / d, x % d), which
	// is otherwise not affine (Opaque is asked first). Given cond (the
	// conditions of the pieces of x and d being combined), it returns
	// lo <= hi such that d >= 1 and lo <= x / d <= hi (C division) hold
	// at every point where the caller will use the expression (its
	// context: a put's executions, say). The expression then becomes one
	// piece per quotient value c in lo..hi, on which x / d is c and x % d
	// is x - c*d: the pieces partition that context, not the whole space,
	// so the caller must conjoin the result with the context it promised.
	Quotient func(cond Conj, x, d Poly) (lo, hi int64, ok bool)

	divs   []*Div
	divKey map[string]*Div
	nextID int
}

// NewVar returns a fresh column that is not a program object (negative ID,
// unique within the builder).
func (b *Builder) NewVar(name string) *frontend.Object {
	b.nextID--
	return &frontend.Object{Kind: frontend.BadObj, Name: name, ID: b.nextID}
}

// Divs returns the divs made so far.
func (b *Builder) Divs() []*Div { return b.divs }

// div returns the column floor(num/den), made once per (num, den).
func (b *Builder) div(num Poly, den int64) *frontend.Object {
	key := fmt.Sprintf("%s/%d|", num.keyString(), den)
	if d, ok := b.divKey[key]; ok {
		return d.Var
	}
	if b.divKey == nil {
		b.divKey = map[string]*Div{}
	}
	d := &Div{Var: b.NewVar(fmt.Sprintf("d%d", len(b.divs))), Num: num, Den: den}
	b.divs = append(b.divs, d)
	b.divKey[key] = d
	return d.Var
}

// keyString is a canonical text of p by IDs (for caches).
func (p Poly) keyString() string {
	s := ""
	for _, t := range p.sortedTerms() {
		s += fmt.Sprintf("%d@%s;", t.coef, t.m.key)
	}
	return s
}

// Expr returns the piecewise polynomial of an int expression. The result
// may have degree > 1 (a product of columns); callers wanting an affine
// form check IsAffine. Errors are *NonAffineError.
func (b *Builder) Expr(e frontend.Expr) (PwPoly, error) {
	pw, err := b.expr(e)
	if err != nil {
		return nil, err
	}
	if !pw.IsAffine() && b.Opaque != nil {
		if v, ok := b.Opaque(e); ok {
			return PwPoly{{Val: Var(v)}}, nil
		}
	}
	return pw, nil
}

// Aff is Expr for callers that need an affine result.
func (b *Builder) Aff(e frontend.Expr) (PwPoly, error) {
	pw, err := b.Expr(e)
	if err != nil {
		return nil, err
	}
	if !pw.IsAffine() {
		return nil, &NonAffineError{Expr: e, Reason: "a product of variables"}
	}
	return pw, nil
}

func (b *Builder) opaque(e frontend.Expr, reason string) (PwPoly, error) {
	if b.Opaque != nil {
		if v, ok := b.Opaque(e); ok {
			return PwPoly{{Val: Var(v)}}, nil
		}
	}
	return nil, &NonAffineError{Expr: e, Reason: reason}
}

func (b *Builder) expr(e frontend.Expr) (PwPoly, error) {
	switch e := e.(type) {
	case *frontend.ParenExpr:
		return b.expr(e.X)
	case *frontend.IntLit:
		return PwPoly{{Val: Const(e.Value)}}, nil
	case *frontend.Ident:
		if b.Leaf != nil {
			if p, ok := b.Leaf(e); ok {
				return PwPoly{{Val: p}}, nil
			}
		}
		return b.opaque(e, "not a usable variable here")
	case *frontend.UnaryExpr:
		if e.Op != frontend.SUB {
			return nil, &NonAffineError{Expr: e, Reason: "not an int expression"}
		}
		x, err := b.expr(e.X)
		if err != nil {
			return nil, err
		}
		return b.mapPw(e, x, func(p Poly) (Poly, error) { return p.Scale(-1) })
	case *frontend.BinaryExpr:
		return b.binary(e)
	case *frontend.CallExpr:
		if e.Fun.Name == "min" || e.Fun.Name == "max" {
			return b.minMax(e)
		}
		return b.opaque(e, "a call")
	case *frontend.IndexExpr:
		return b.opaque(e, "an array element (data)")
	case *frontend.AnyExpr:
		return b.opaque(e, "`any` is an arbitrary value")
	}
	return nil, &NonAffineError{Expr: e, Reason: "not an int expression"}
}

func (b *Builder) mapPw(e frontend.Expr, x PwPoly, f func(Poly) (Poly, error)) (PwPoly, error) {
	r := make(PwPoly, 0, len(x))
	for _, p := range x {
		v, err := f(p.Val)
		if err != nil {
			return nil, &NonAffineError{Expr: e, Reason: err.Error()}
		}
		r = append(r, Piece{Cond: p.Cond, Val: v})
	}
	return r, nil
}

// combine applies f to every pair of pieces (conditions conjoined).
func (b *Builder) combine(e frontend.Expr, x, y PwPoly, f func(a, b Poly) (Poly, error)) (PwPoly, error) {
	if len(x)*len(y) > maxDisjuncts {
		return nil, &NonAffineError{Expr: e, Reason: errTooComplex.Error()}
	}
	var r PwPoly
	for _, a := range x {
		for _, c := range y {
			v, err := f(a.Val, c.Val)
			if err != nil {
				return nil, &NonAffineError{Expr: e, Reason: err.Error()}
			}
			r = append(r, Piece{Cond: append(append(Conj{}, a.Cond...), c.Cond...), Val: v})
		}
	}
	return r, nil
}

func (b *Builder) binary(e *frontend.BinaryExpr) (PwPoly, error) {
	switch e.Op {
	case frontend.ADD, frontend.SUB, frontend.MUL, frontend.QUO, frontend.REM:
	case frontend.SHL, frontend.SHR, frontend.AND, frontend.OR, frontend.XOR:
		return b.bits(e)
	default:
		return nil, &NonAffineError{Expr: e, Reason: "not an int expression"}
	}
	x, err := b.expr(e.X)
	if err != nil {
		return nil, err
	}
	if e.Op == frontend.QUO || e.Op == frontend.REM {
		k, ok := constDivisor(e.Y)
		if !ok {
			if q, ok := b.sameQuotient(e, x); ok {
				return q, nil
			}
			if q, ok := b.constDividend(e, x); ok {
				return q, nil
			}
			if b.Opaque != nil {
				if v, ok := b.Opaque(e); ok {
					return PwPoly{{Val: Var(v)}}, nil
				}
			}
			if pw, ok := b.splitQuotient(e, x); ok {
				return pw, nil
			}
			return nil, &NonAffineError{Expr: e, Reason: "a division by a non-constant"}
		}
		if k == 0 {
			return nil, &NonAffineError{Expr: e, Reason: "a division by zero"}
		}
		if !x.IsAffine() {
			return b.opaque(e, "the dividend is not affine")
		}
		return b.divide(e, x, k, e.Op == frontend.REM)
	}
	y, err := b.expr(e.Y)
	if err != nil {
		return nil, err
	}
	switch e.Op {
	case frontend.ADD:
		return b.combine(e, x, y, Poly.Add)
	case frontend.SUB:
		return b.combine(e, x, y, Poly.Sub)
	}
	return b.combine(e, x, y, Poly.Mul)
}

// sameQuotientOn switches sameQuotient (its test switches it off: x / x
// is then a division by a non-constant like any other).
var sameQuotientOn = true

// sameQuotient returns x / x as 1 and x % x as 0, where the divisor has
// the dividend's affine form, one piece without conditions (`v1 % N`
// with v1 = N, `v3 / nprocs` with v3 = nprocs): where x is 0 the
// division is a runtime error, so on every run that goes on past it x /
// x is 1 and x % x is 0 (C's truncation and sign do not matter).
func (b *Builder) sameQuotient(e *frontend.BinaryExpr, x PwPoly) (PwPoly, bool) {
	if !sameQuotientOn {
		return nil, false
	}
	if sameTextOn && sameText(e.X, e.Y) {
		// One expression twice (N / p % (N / p)): one value, however
		// its form reads.
		if e.Op == frontend.REM {
			return PwPoly{{Val: Const(0)}}, true
		}
		return PwPoly{{Val: Const(1)}}, true
	}
	if len(x) != 1 || len(x[0].Cond) != 0 {
		return nil, false
	}
	// Without Opaque: a divisor it would make a column of is not the
	// dividend's form, and the column would stay made.
	opaque := b.Opaque
	b.Opaque = nil
	y, err := b.expr(e.Y)
	b.Opaque = opaque
	if err != nil || len(y) != 1 || len(y[0].Cond) != 0 {
		return nil, false
	}
	d, err := x[0].Val.Sub(y[0].Val)
	if err != nil {
		return nil, false
	}
	if c, isConst := d.IsConst(); !isConst || c != 0 {
		return nil, false
	}
	if e.Op == frontend.REM {
		return PwPoly{{Val: Const(0)}}, true
	}
	return PwPoly{{Val: Const(1)}}, true
}

// constDividendOn switches constDividend (its test switches it off).
var constDividendOn = true

// ConstDividendOn is constDividendOn for the tests of the packages that
// build with a Builder: a program whose remainder of a constant was a
// parameter of its own (7 % nprocs) shows another rule of theirs only
// with it off.
var ConstDividendOn = &constDividendOn

// constDividend returns c / d and c % d for a constant dividend c and a
// non-constant divisor d: 0 where c is 0 (where d is 0 the division is a
// runtime error, so on every run that goes on past it both are 0), else
// one piece per value of the quotient (splitQuotient) where the
// context bounds it: `7 % nprocs` is 0 at p = 1, 1 at p = 2 and 3, 3 at
// p = 4, 7 - p for p = 4..7 and 7 from p = 8, each affine in p, where as
// a parameter of its own it is any value in 0..p-1.
func (b *Builder) constDividend(e *frontend.BinaryExpr, x PwPoly) (PwPoly, bool) {
	if !constDividendOn || len(x) == 0 {
		return nil, false
	}
	// The pieces of a min or max of constants cover every case: one
	// constant on all of them is the dividend's value.
	c, ok := x[0].Val.IsConst()
	for _, p := range x[1:] {
		v, isConst := p.Val.IsConst()
		ok = ok && isConst && v == c
	}
	if !ok {
		return nil, false
	}
	if c == 0 {
		return PwPoly{{Val: Const(0)}}, true
	}
	x = PwPoly{{Val: Const(c)}}
	if pw, ok := b.splitQuotient(e, x); ok || c < 0 || c > maxConstDividend || b.Quotient == nil {
		return pw, ok
	}
	// More quotient values than splitQuotient tries, but few distinct
	// ones: c / d for d >= 1 is c / j for j = 1..c, or 0 (9 / d is 9, 4,
	// 3, 2, 1 or 0).
	vals := distinctQuotients(c)
	if len(vals) > maxQuotients {
		return nil, false
	}
	y, err := b.expr(e.Y)
	if err != nil || !y.IsAffine() {
		return nil, false
	}
	var r PwPoly
	for _, py := range y {
		if _, isConst := py.Val.IsConst(); isConst {
			return nil, false
		}
		// The divisor is at least 1 where 0 / d is 0 alone (Quotient
		// checks d >= 1 first).
		if lo, hi, ok := b.Quotient(py.Cond, Const(0), py.Val); !ok || lo != 0 || hi != 0 || len(r)+len(vals) > maxDisjuncts {
			return nil, false
		}
		for _, v := range vals {
			pc, val, err := quotientPiece(Const(c), py.Val, v, e.Op == frontend.REM)
			if err != nil {
				return nil, false
			}
			r = append(r, Piece{Cond: append(append(Conj{}, py.Cond...), pc...), Val: val})
		}
	}
	return r, true
}

// distinctQuotients are the values of c / d for d >= 1, c >= 0.
func distinctQuotients(c int64) []int64 {
	if c < 0 || c > maxConstDividend {
		return make([]int64, maxQuotients+1)
	}
	vals := []int64{0}
	for j := c; j >= 1; j-- {
		if v := c / j; vals[len(vals)-1] != v {
			vals = append(vals, v)
		}
	}
	return vals
}

// maxConstDividend bounds the constant dividends whose distinct quotient
// values constDividend enumerates (at most maxQuotients of them: up to 16).
const maxConstDividend = 16

// sameTextOn switches sameQuotient's reading of operands of the same
// text (its test switches it off).
var sameTextOn = true

// sameText reports whether x and y are the same expression without
// `any`: within one expression nothing is assigned, so the same names
// read the same values (an array element too), while each `any` is a
// value of its own.
func sameText(x, y frontend.Expr) bool {
	x, y = frontend.Unparen(x), frontend.Unparen(y)
	if frontend.ExprString(x) != frontend.ExprString(y) {
		return false
	}
	pure := true
	frontend.Inspect(x, func(n frontend.Node) bool {
		if _, ok := n.(*frontend.AnyExpr); ok {
			pure = false
		}
		return pure
	})
	return pure
}

// bitsOn switches the affine forms of shifts by a constant and of masks
// by 2^k - 1 (its test switches it off).
var bitsOn = true

// bits returns the form of a bit operation: x << k is x·2^k and x >> k is
// floor(x / 2^k) (the arithmetic shift floors), x & (2^k - 1) is
// x - 2^k·floor(x / 2^k) (the low bits of two's complement are the floor
// remainder, whatever the sign of x), for a constant k; any other is
// opaque.
func (b *Builder) bits(e *frontend.BinaryExpr) (PwPoly, error) {
	k, ok := constDivisor(e.Y)
	if !bitsOn || !ok {
		return b.opaque(e, "a bit operation outside shifts by a constant and masks 2^k - 1")
	}
	var shift int64
	switch {
	case (e.Op == frontend.SHL || e.Op == frontend.SHR) && 0 <= k && k <= intsem.MaxShift:
		shift = k
	case e.Op == frontend.AND && k >= 0 && k&(k+1) == 0 && k < 1<<intsem.MaxShift:
		shift = int64(bits.Len64(uint64(k)))
	default:
		return b.opaque(e, "a bit operation outside shifts by a constant and masks 2^k - 1")
	}
	x, err := b.expr(e.X)
	if err != nil {
		return nil, err
	}
	if !x.IsAffine() {
		return b.opaque(e, "the shifted value is not affine")
	}
	pow := int64(1) << uint(shift)
	if e.Op == frontend.SHL {
		return b.mapPw(e, x, func(p Poly) (Poly, error) { return p.Scale(pow) })
	}
	var r PwPoly
	for _, p := range x {
		var q Poly
		if c, ok := p.Val.IsConst(); ok {
			v, _ := intsem.FloorDiv(c, pow)
			q = Const(v)
		} else {
			q = Var(b.div(p.Val, pow))
		}
		val := q
		if e.Op == frontend.AND {
			kq, err := q.Scale(pow)
			if err == nil {
				val, err = p.Val.Sub(kq)
			}
			if err != nil {
				return nil, &NonAffineError{Expr: e, Reason: err.Error()}
			}
		}
		r = append(r, Piece{Cond: p.Cond, Val: val})
	}
	return r, nil
}

// constDivisor returns the value of a constant divisor (a literal,
// possibly negated or parenthesised).
func constDivisor(e frontend.Expr) (int64, bool) {
	switch e := frontend.Unparen(e).(type) {
	case *frontend.IntLit:
		return e.Value, true
	case *frontend.UnaryExpr:
		if e.Op == frontend.SUB {
			if v, ok := constDivisor(e.X); ok && v != math.MinInt64 {
				return -v, true
			}
		}
	}
	return 0, false
}

// divide returns x / k or x % k with C semantics: for x >= 0,
// x / k = sign(k) * floor(x/|k|); for x < 0, x / k = -sign(k) * floor(-x/|k|);
// x % k = x - k * (x / k).
func (b *Builder) divide(e frontend.Expr, x PwPoly, k int64, rem bool) (PwPoly, error) {
	if k == math.MinInt64 {
		return nil, &NonAffineError{Expr: e, Reason: "divisor too large"}
	}
	ak, sk := k, int64(1)
	if k < 0 {
		ak, sk = -k, -1
	}
	var r PwPoly
	for _, p := range x {
		for _, neg := range []bool{false, true} {
			num := p.Val
			var cond Constraint
			var err error
			if neg {
				// x < 0: -x - 1 >= 0; x / k = -sign(k) * floor(-x/|k|).
				if num, err = p.Val.Scale(-1); err != nil {
					return nil, &NonAffineError{Expr: e, Reason: err.Error()}
				}
				c, err := num.Add(Const(-1))
				if err != nil {
					return nil, &NonAffineError{Expr: e, Reason: err.Error()}
				}
				cond = Constraint{Expr: c}
			} else {
				cond = Constraint{Expr: p.Val}
			}
			var q Poly
			if c, ok := num.IsConst(); ok {
				q = Const(c / ak)
			} else {
				q = Var(b.div(num, ak))
			}
			sign := sk
			if neg {
				sign = -sk
			}
			if q, err = q.Scale(sign); err != nil {
				return nil, &NonAffineError{Expr: e, Reason: err.Error()}
			}
			val := q
			if rem {
				kq, err := q.Scale(k)
				if err == nil {
					val, err = p.Val.Sub(kq)
				}
				if err != nil {
					return nil, &NonAffineError{Expr: e, Reason: err.Error()}
				}
			}
			r = append(r, Piece{Cond: append(append(Conj{}, p.Cond...), cond), Val: val})
		}
	}
	return r, nil
}

// maxQuotients bounds the quotient values (pieces) of one division by a
// non-constant divisor (Builder.Quotient).
const maxQuotients = 8

// splitQuotient returns x / d or x % d (e, with x its dividend's pieces)
// for a non-constant affine divisor d as one piece per value c of the
// quotient that Builder.Quotient allows: with d >= 1, C division gives
//
//	c >= 1:  c*d <= x <= c*d + d - 1
//	c == 0:  -(d - 1) <= x <= d - 1
//	c <= -1: c*d - d + 1 <= x <= c*d
//
// and on that piece x / d = c, x % d = x - c*d: affine, since c is a
// constant. ok is false when there is no Quotient, an operand is not
// affine, or a range is refused or too wide.
func (b *Builder) splitQuotient(e *frontend.BinaryExpr, x PwPoly) (PwPoly, bool) {
	if b.Quotient == nil || !x.IsAffine() {
		return nil, false
	}
	y, err := b.expr(e.Y)
	if err != nil || !y.IsAffine() {
		return nil, false
	}
	rem := e.Op == frontend.REM
	var r PwPoly
	for _, px := range x {
		for _, py := range y {
			if _, isConst := py.Val.IsConst(); isConst {
				// A piece of a min/max divisor that is a constant: the
				// caller's context need not make it positive.
				return nil, false
			}
			cond := append(append(Conj{}, px.Cond...), py.Cond...)
			lo, hi, ok := b.Quotient(cond, px.Val, py.Val)
			if !ok || lo > hi || hi-lo >= maxQuotients || len(r)+int(hi-lo+1) > maxDisjuncts {
				return nil, false
			}
			for c := lo; c <= hi; c++ {
				pc, val, err := quotientPiece(px.Val, py.Val, c, rem)
				if err != nil {
					return nil, false
				}
				r = append(r, Piece{Cond: append(append(Conj{}, cond...), pc...), Val: val})
			}
		}
	}
	return r, true
}

// quotientPiece returns the conditions on x and d (d >= 1 assumed) under
// which the C quotient x / d is c, and the value of x / d (rem false) or
// x % d there.
func quotientPiece(x, d Poly, c int64, rem bool) (Conj, Poly, error) {
	cd, err := d.Scale(c)
	if err != nil {
		return nil, Poly{}, err
	}
	// lo <= x <= hi as x - lo >= 0 and hi - x >= 0.
	var lo, hi Poly
	switch {
	case c >= 1:
		lo = cd
		hi, err = Combine(1, cd, 1, d)
		if err == nil {
			hi, err = hi.AddConst(-1)
		}
	case c == 0:
		if lo, err = d.Scale(-1); err == nil {
			lo, err = lo.AddConst(1)
		}
		if err == nil {
			hi, err = d.AddConst(-1)
		}
	default:
		if lo, err = cd.Sub(d); err == nil {
			lo, err = lo.AddConst(1)
		}
		hi = cd
	}
	if err != nil {
		return nil, Poly{}, err
	}
	above, err := x.Sub(lo)
	if err != nil {
		return nil, Poly{}, err
	}
	below, err := hi.Sub(x)
	if err != nil {
		return nil, Poly{}, err
	}
	val := Const(c)
	if rem {
		if val, err = x.Sub(cd); err != nil {
			return nil, Poly{}, err
		}
	}
	return Conj{{Expr: above}, {Expr: below}}, val, nil
}

func (b *Builder) minMax(e *frontend.CallExpr) (PwPoly, error) {
	isMin := e.Fun.Name == "min"
	var acc PwPoly
	for i, a := range e.Args {
		x, err := b.expr(a)
		if err != nil {
			return nil, err
		}
		if !x.IsAffine() {
			return b.opaque(e, "an argument is not affine")
		}
		if i == 0 {
			acc = x
			continue
		}
		if len(acc)*len(x)*2 > maxDisjuncts {
			return nil, &NonAffineError{Expr: e, Reason: errTooComplex.Error()}
		}
		var r PwPoly
		for _, p := range acc {
			for _, q := range x {
				d, err := q.Val.Sub(p.Val) // q - p
				if err != nil {
					return nil, &NonAffineError{Expr: e, Reason: err.Error()}
				}
				nd, err := d.Scale(-1)
				if err == nil {
					nd, err = nd.Add(Const(-1))
				}
				if err != nil {
					return nil, &NonAffineError{Expr: e, Reason: err.Error()}
				}
				base := append(append(Conj{}, p.Cond...), q.Cond...)
				// q >= p (d >= 0) and q < p (-d - 1 >= 0).
				ge := append(append(Conj{}, base...), Constraint{Expr: d})
				lt := append(append(Conj{}, base...), Constraint{Expr: nd})
				if isMin {
					r = append(r, Piece{Cond: ge, Val: p.Val}, Piece{Cond: lt, Val: q.Val})
				} else {
					r = append(r, Piece{Cond: ge, Val: q.Val}, Piece{Cond: lt, Val: p.Val})
				}
			}
		}
		acc = r
	}
	return acc, nil
}

// Cond returns the formula of a bool expression, negated when neg is set.
// Errors are *NonAffineError.
func (b *Builder) Cond(e frontend.Expr, neg bool) (Formula, error) {
	f, dropped, err := b.cond(e, neg, false)
	if err == nil && len(dropped) > 0 {
		err = &NonAffineError{Expr: dropped[0], Reason: "not affine"}
	}
	return f, err
}

// CondOver returns a formula that holds wherever the condition (negated
// when neg is set) holds: each comparison it cannot express is replaced by
// true, and returned in dropped. It fails only when the formula grows too
// large.
func (b *Builder) CondOver(e frontend.Expr, neg bool) (f Formula, dropped []frontend.Expr, err error) {
	return b.cond(e, neg, true)
}

func (b *Builder) cond(e frontend.Expr, neg, over bool) (Formula, []frontend.Expr, error) {
	switch x := e.(type) {
	case *frontend.ParenExpr:
		return b.cond(x.X, neg, over)
	case *frontend.BoolLit:
		if x.Value != neg {
			return True(), nil, nil
		}
		return Formula{}, nil, nil
	case *frontend.UnaryExpr:
		if x.Op == frontend.NOT {
			return b.cond(x.X, !neg, over)
		}
	case *frontend.BinaryExpr:
		switch x.Op {
		case frontend.LAND, frontend.LOR:
			f, d1, err := b.cond(x.X, neg, over)
			if err != nil {
				return nil, nil, err
			}
			g, d2, err := b.cond(x.Y, neg, over)
			if err != nil {
				return nil, nil, err
			}
			var r Formula
			if (x.Op == frontend.LAND) != neg {
				r, err = And(f, g)
			} else {
				r, err = Or(f, g)
			}
			if err != nil {
				if over {
					return True(), []frontend.Expr{e}, nil
				}
				return nil, nil, &NonAffineError{Expr: e, Reason: err.Error()}
			}
			return r, append(d1, d2...), nil
		case frontend.LSS, frontend.LEQ, frontend.GTR, frontend.GEQ, frontend.EQL, frontend.NEQ:
			f, err := b.compare(x, neg)
			if err != nil {
				if over {
					return True(), []frontend.Expr{e}, nil
				}
				return nil, nil, err
			}
			return f, nil, nil
		}
	}
	if over {
		return True(), []frontend.Expr{e}, nil
	}
	return nil, nil, &NonAffineError{Expr: e, Reason: "not a condition"}
}

// compare returns the formula of x (a comparison), negated if neg.
func (b *Builder) compare(x *frontend.BinaryExpr, neg bool) (Formula, error) {
	l, err := b.Aff(x.X)
	if err != nil {
		return nil, err
	}
	r, err := b.Aff(x.Y)
	if err != nil {
		return nil, err
	}
	op := x.Op
	if neg {
		op = map[frontend.Token]frontend.Token{
			frontend.LSS: frontend.GEQ, frontend.LEQ: frontend.GTR,
			frontend.GTR: frontend.LEQ, frontend.GEQ: frontend.LSS,
			frontend.EQL: frontend.NEQ, frontend.NEQ: frontend.EQL,
		}[op]
	}
	if len(l)*len(r)*2 > maxDisjuncts {
		return nil, &NonAffineError{Expr: x, Reason: errTooComplex.Error()}
	}
	var f Formula
	for _, a := range l {
		for _, c := range r {
			base := append(append(Conj{}, a.Cond...), c.Cond...)
			d, err := c.Val.Sub(a.Val) // r - l
			if err != nil {
				return nil, &NonAffineError{Expr: x, Reason: err.Error()}
			}
			cs, err := cmpConstraints(op, d)
			if err != nil {
				return nil, &NonAffineError{Expr: x, Reason: err.Error()}
			}
			for _, c := range cs {
				f = append(f, append(append(Conj{}, base...), c...))
			}
		}
	}
	return f, nil
}

// cmpConstraints returns the disjuncts of "l op r" given d = r - l.
func cmpConstraints(op frontend.Token, d Poly) ([]Conj, error) {
	minus1 := func(p Poly) (Poly, error) { return p.Add(Const(-1)) }
	nd, err := d.Scale(-1)
	if err != nil {
		return nil, err
	}
	switch op {
	case frontend.LSS: // r - l - 1 >= 0
		c, err := minus1(d)
		return []Conj{{{Expr: c}}}, err
	case frontend.LEQ:
		return []Conj{{{Expr: d}}}, nil
	case frontend.GTR:
		c, err := minus1(nd)
		return []Conj{{{Expr: c}}}, err
	case frontend.GEQ:
		return []Conj{{{Expr: nd}}}, nil
	case frontend.EQL:
		return []Conj{{{Expr: d, Eq: true}}}, nil
	}
	// NEQ: l < r or l > r.
	c1, err := minus1(d)
	if err != nil {
		return nil, err
	}
	c2, err := minus1(nd)
	return []Conj{{{Expr: c1}}, {{Expr: c2}}}, err
}

// Multiple returns the constraint "x is a multiple of k" (k > 0), as
// x - k * floor(x/k) = 0 with a div.
func (b *Builder) Multiple(x Poly, k int64) (Constraint, error) {
	if k <= 0 {
		return Constraint{}, fmt.Errorf("bspaff: Multiple of a non-positive modulus %d", k)
	}
	if k == 1 {
		return Constraint{Expr: Const(0), Eq: true}, nil
	}
	kd, err := Var(b.div(x, k)).Scale(k)
	if err != nil {
		return Constraint{}, err
	}
	d, err := x.Sub(kd)
	if err != nil {
		return Constraint{}, err
	}
	return Constraint{Expr: d, Eq: true}, nil
}
