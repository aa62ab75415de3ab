package seqcost

import (
	"math/big"
	"slices"

	"bspcost/frontend"
	"bspcost/frontend/intsem"
	"bspcost/solver"
)

// bitsOn switches the linear models of the bit operators and log2 (its
// test switches it off: each is then an unconstrained value).
var bitsOn = true

// pow2Rat is 2^k as a rational.
func pow2Rat(k int64) *big.Rat { return solver.RatInt(int64(1) << uint(k)) }

// constInt reports whether as is a single integer constant, and its value.
func constInt(as []alt) (int64, bool) {
	c, ok := constOf(as)
	if !ok || !c.IsInt() || !c.Num().IsInt64() {
		return 0, false
	}
	return c.Num().Int64(), true
}

// bits models a bit operation: x << k is x·2^k and x >> k is
// floor(x / 2^k) (a fresh q with 2^k·q <= x <= 2^k·q + 2^k - 1), and
// x & (2^k - 1) is x - 2^k·q with the same q (the low bits of two's
// complement are the floor remainder, whatever the sign of x), for a
// constant k; over the entry arguments a derived parameter (derived);
// otherwise a fresh value within the ranges the operands' signs give, one
// alternative per sign case (signRanges).
func (t *translator) bits(e *frontend.BinaryExpr, env penv) []alt {
	if !bitsOn {
		t.note(e.Pos(), "%s is not linear; its value is left unconstrained", t.excerpt(e, "value"))
		return t.one(t.fresh())
	}
	xs, ys := t.lin(e.X, env), t.lin(e.Y, env)
	k, kconst := constInt(ys)
	if a, ok := constInt(xs); ok && kconst {
		v, ok := frontend.EvalInt(nil, &frontend.BinaryExpr{X: &frontend.IntLit{Value: a}, Op: e.Op, Y: &frontend.IntLit{Value: k}}, nil)
		if ok {
			return t.one(constLin(v))
		}
	}
	switch {
	case e.Op == frontend.SHL && kconst && 0 <= k && k <= intsem.MaxShift:
		return mapAlts(xs, func(l solver.Lin) solver.Lin { return l.Scale(pow2Rat(k)) })
	case e.Op == frontend.SHR && kconst && 0 <= k && k <= intsem.MaxShift:
		return t.floorDiv(xs, k, false)
	case e.Op == frontend.AND && kconst && k >= 0 && k&(k+1) == 0 && k < 1<<intsem.MaxShift:
		return t.floorDiv(xs, int64(new(big.Int).SetInt64(k).BitLen()), true)
	}
	if e.Op == frontend.SHL || e.Op == frontend.SHR {
		if d, ok := t.derived(e, env); ok {
			return t.one(d)
		}
	}
	if e.Op == frontend.SHL {
		if as, ok := t.shiftOfCounter(e, xs, env); ok {
			return as
		}
	}
	t.note(e.Pos(), "%s is not linear; its value is bounded by its operands' signs", t.excerpt(e, "value"))
	return t.signRanges(e.Op, xs, ys)
}

// shiftCounterOn switches shiftOfCounter (its test switches it off).
var shiftCounterOn = true

// shiftOfCounter bounds a << y, a a constant >= 0 and y the counter of an
// enclosing for loop that its body does not change, by the loop's upper
// bound Hi when that is a value of the entry arguments (the same at every
// point of the run): y <= Hi, so a << y <= a·2^Hi, a linear bound when Hi
// is a constant c (a·2^c) or floor(log2(X)) + c with X a linear form of the
// entry arguments (2^floor(log2 X) <= X for X >= 1: a·2^c·X; log2 of X
// <= 1 is 0 there, a·2^max(c, 0)). Its least value is a (y >= 0: another
// count is a runtime error). A doubling stride h := 1 << s, s up to
// log2(N) - 1, is then at most N/2, and a loop up to h is bounded.
func (t *translator) shiftOfCounter(e *frontend.BinaryExpr, xs []alt, env penv) ([]alt, bool) {
	if !shiftCounterOn {
		return nil, false
	}
	a, ok := constInt(xs)
	id, isID := e.Y.(*frontend.Ident)
	if !ok || a < 0 || !isID {
		return nil, false
	}
	obj := t.obj(id)
	f := t.counterLoop(obj)
	if f == nil || slices.Contains(t.modified(f.Body), t.index[obj]) {
		return nil, false
	}
	his := t.lin(f.Hi, env)
	if _, ok := t.entryExprOf(his); !ok {
		return nil, false
	}
	hi := his[0].lin
	c, x := hi.Const, solver.Lin{}
	switch {
	case len(hi.Terms) == 0:
	case len(hi.Terms) == 1 && hi.Terms[0].K.Cmp(ratOne) == 0:
		d, ok := t.out.Derived[hi.Terms[0].Var]
		if !ok || d.Op != solver.OpFloor || d.Args[0].Op != solver.OpLog2 {
			return nil, false
		}
		l, ok := solver.LinOf(d.Args[0].Args[0])
		if !ok {
			return nil, false
		}
		x = l
	default:
		return nil, false
	}
	if !c.IsInt() || c.Num().Cmp(big.NewInt(intsem.MaxShift)) > 0 || c.Num().Cmp(big.NewInt(-intsem.MaxShift)) < 0 {
		return nil, false
	}
	k := c.Num().Int64()
	// a·2^k as a rational (k may be negative: a·2^k·X).
	scale := func(k int64) *big.Rat {
		if k >= 0 {
			return new(big.Rat).Mul(solver.RatInt(a), pow2Rat(k))
		}
		return new(big.Rat).Quo(solver.RatInt(a), pow2Rat(-k))
	}
	r := t.fresh()
	lo := geq(r, constLin(a))
	if x.Const == nil {
		return []alt{{lin: r, cons: solver.Poly{lo, geq(constLin(0).AddScaled(scale(k), constLin(1)), r)}}}, true
	}
	return []alt{
		{lin: r, cons: solver.Poly{lo, geq(x, constLin(1)), geq(x.Scale(scale(k)), r)}},
		{lin: r, cons: solver.Poly{lo, geq(constLin(1), x), geq(constLin(0).AddScaled(scale(max(k, 0)), constLin(1)), r)}},
	}, true
}

// counterLoop is the for loop whose counter is o, if any (a counter is
// read only inside its loop).
func (t *translator) counterLoop(o *frontend.Object) *frontend.ForStmt {
	if o == nil {
		return nil
	}
	if t.counterLoops == nil {
		t.counterLoops = map[*frontend.Object]*frontend.ForStmt{}
		frontend.Inspect(t.prog.Body, func(n frontend.Node) bool {
			if f, ok := n.(*frontend.ForStmt); ok {
				if c := t.obj(f.Var); c != nil {
					t.counterLoops[c] = f
				}
			}
			return true
		})
	}
	return t.counterLoops[o]
}

// shiftedCounters are the loops whose counter e shifts by (a << s):
// shiftOfCounter reads their bounds there.
func (t *translator) shiftedCounters(e frontend.Expr) []*frontend.ForStmt {
	if !shiftCounterOn || e == nil {
		return nil
	}
	var out []*frontend.ForStmt
	frontend.Inspect(e, func(n frontend.Node) bool {
		b, ok := n.(*frontend.BinaryExpr)
		if !ok || b.Op != frontend.SHL {
			return true
		}
		if id, ok := b.Y.(*frontend.Ident); ok {
			if f := t.counterLoop(t.obj(id)); f != nil {
				out = append(out, f)
			}
		}
		return true
	})
	return out
}

// floorDiv is floor(x / 2^k) (rem: x - 2^k·floor(x / 2^k)) for each
// alternative of x, by a fresh quotient.
func (t *translator) floorDiv(xs []alt, k int64, rem bool) []alt {
	pow := pow2Rat(k)
	out := make([]alt, 0, len(xs))
	for _, x := range xs {
		q := t.fresh()
		kq := q.Scale(pow)
		cons := append(solver.Poly(nil), x.cons...)
		cons = append(cons, geq(x.lin, kq), // x >= 2^k q
			geq(kq.AddScaled(ratOne, constLin(int64(1)<<uint(k)-1)), x.lin)) // x <= 2^k q + 2^k - 1
		if rem {
			out = append(out, alt{lin: x.lin.AddScaled(ratMinus1, kq), cons: cons})
		} else {
			out = append(out, alt{lin: q, cons: cons})
		}
	}
	return out
}

// signRanges bounds r = x op y by the signs of x and y, one alternative
// per pair of signs (each under its sign constraints, so together they
// cover every value):
//
//	x << y:  r >= x for x >= 0, r <= x for x < 0 (y >= 0)
//	x >> y:  0 <= r <= x for x >= 0, x <= r <= -1 for x < 0
//	x & y:   0 <= r <= min(x, y) for both >= 0, 0 <= r <= the
//	         non-negative one, r <= min(x, y) for both < 0
//	x | y:   max(x, y) <= r <= x + y for both >= 0, the negative one <= r
//	         <= -1 for one < 0, max(x, y) <= r <= -1 for both < 0
//	x ^ y:   0 <= r <= x + y for both >= 0, 0 <= r <= -x - y - 2 for both
//	         < 0, and for a >= 0 > b, b - a <= r <= -1
//
// (a | b <= a + b and a ^ b <= a + b for non-negative a and b; two's
// complement: ^a = -a - 1 turns the other cases into these.)
func (t *translator) signRanges(op frontend.Token, xs, ys []alt) []alt {
	var out []alt
	zero, minus1 := constLin(0), constLin(-1)
	for _, x := range xs {
		for _, y := range ys {
			xsigns, ysigns := t.signs(x), t.signs(y)
			if op == frontend.SHL || op == frontend.SHR {
				ysigns = []bool{false} // the shifted value's sign decides
			}
			for _, xneg := range xsigns {
				for _, yneg := range ysigns {
					r := t.fresh()
					cons := append(append(solver.Poly(nil), x.cons...), y.cons...)
					sign := func(l solver.Lin, neg bool) solver.Cons {
						if neg {
							return geq(minus1, l)
						}
						return geq(l, zero)
					}
					cons = append(cons, sign(x.lin, xneg))
					if op != frontend.SHL && op != frontend.SHR {
						cons = append(cons, sign(y.lin, yneg))
					}
					x, y := x.lin, y.lin
					switch op {
					case frontend.SHL:
						if xneg {
							cons = append(cons, geq(x, r))
						} else {
							cons = append(cons, geq(r, x))
						}
					case frontend.SHR:
						if xneg {
							cons = append(cons, geq(r, x), geq(minus1, r))
						} else {
							cons = append(cons, geq(r, zero), geq(x, r))
						}
					case frontend.AND:
						switch {
						case !xneg && !yneg:
							cons = append(cons, geq(r, zero), geq(x, r), geq(y, r))
						case !xneg:
							cons = append(cons, geq(r, zero), geq(x, r))
						case !yneg:
							cons = append(cons, geq(r, zero), geq(y, r))
						default:
							cons = append(cons, geq(x, r), geq(y, r))
						}
					case frontend.OR:
						switch {
						case !xneg && !yneg:
							cons = append(cons, geq(r, x), geq(r, y), geq(x.AddScaled(ratOne, y), r))
						case !xneg:
							cons = append(cons, geq(r, y), geq(minus1, r))
						case !yneg:
							cons = append(cons, geq(r, x), geq(minus1, r))
						default:
							cons = append(cons, geq(r, x), geq(r, y), geq(minus1, r))
						}
					case frontend.XOR:
						switch {
						case !xneg && !yneg:
							cons = append(cons, geq(r, zero), geq(x.AddScaled(ratOne, y), r))
						case xneg && yneg:
							cons = append(cons, geq(r, zero), geq(constLin(-2).AddScaled(ratMinus1, x).AddScaled(ratMinus1, y), r))
						case !xneg:
							cons = append(cons, geq(r, y.AddScaled(ratMinus1, x)), geq(minus1, r))
						default:
							cons = append(cons, geq(r, x.AddScaled(ratMinus1, y)), geq(minus1, r))
						}
					}
					out = append(out, alt{lin: r, cons: cons})
				}
			}
		}
	}
	return out
}

// signs are the signs (negative or not) a's value may take: one when a
// is a constant or a form of the entry arguments and derived parameters
// whose bounds decide it (a sign alternative that cannot hold only
// multiplies the paths), both otherwise.
func (t *translator) signs(a alt) []bool {
	if len(a.cons) == 0 {
		if lo, ok := t.linLower(a.lin); ok && lo.Sign() >= 0 {
			return []bool{false}
		}
		if lo, ok := t.linLower(a.lin.Scale(ratMinus1)); ok && lo.Sign() > 0 {
			return []bool{true}
		}
	}
	return []bool{false, true}
}

// log2 models log2(x) = floor(log2 x): a derived parameter over the entry
// arguments, else a fresh r with 0 <= r <= x - 1 where x >= 1 (log2 x <
// x), and r = 0 where x <= 0 (a runtime error: no value, but the path
// before it stays).
func (t *translator) log2(e *frontend.CallExpr, env penv) []alt {
	if !bitsOn || len(e.Args) != 1 {
		t.note(e.Pos(), "%s is not linear; its value is left unconstrained", t.excerpt(e, "value"))
		return t.one(t.fresh())
	}
	xs := t.lin(e.Args[0], env)
	if c, ok := constInt(xs); ok {
		if v, ok := intsem.Log2(c); ok {
			return t.one(constLin(v))
		}
	}
	if x, ok := t.entryExprOf(xs); ok {
		d := t.derivedVar(log2Closed(x))
		t.setDerivedLo(d, 0)
		return t.one(d)
	}
	var out []alt
	for _, x := range xs {
		r := t.fresh()
		pos := append(append(solver.Poly(nil), x.cons...), geq(x.lin, constLin(1)), geq(r, constLin(0)),
			geq(x.lin.AddScaled(ratMinus1, constLin(1)), r))
		nonPos := append(append(solver.Poly(nil), x.cons...), geq(constLin(0), x.lin), eq(r, constLin(0)))
		out = append(out, alt{lin: r, cons: pos}, alt{lin: r, cons: nonPos})
	}
	return out
}

// log2Closed is floor(log2 x) as a closed form (0 for x <= 0, where the
// program stops with a runtime error).
func log2Closed(x *solver.Expr) *solver.Expr { return solver.Floor(solver.Log2(x)) }
