package gen

import (
	fe "bspcost/frontend"
	"bspcost/frontend/intsem"
)

// bits returns a bounded expression with a bit operator or log2 at its
// root (Options.Bits): shifts by a constant or by an operand clamped into
// 0..4 (a count outside 0..62 would be a runtime error), and, or, xor of
// two bounded operands, log2 of an operand raised to at least 1. The
// intervals are intsem's, so the bounds of small hold.
func (g *gen) bits(needRep bool, depth int) sx {
	x := g.small(needRep, depth-1)
	var r sx
	switch g.intn(6) {
	case 0, 1:
		op := fe.SHL
		if g.chance(50) {
			op = fe.SHR
		}
		y := constX(int64(g.intn(4)))
		if g.chance(40) {
			y = g.small(needRep, depth-1)
			y = sx{e: call("min", call("max", y.e, lit(0)), lit(4)), iv: interval{max(0, min(y.iv.lo, 4)), min(4, max(y.iv.hi, 0))}, rep: y.rep}
		}
		iv := x.iv.sem().Shl(y.iv.sem())
		if op == fe.SHR {
			iv = x.iv.sem().Shr(y.iv.sem())
		}
		r = sx{e: bin(op, x.e, y.e), iv: fromSem(iv), rep: x.rep && y.rep}
	case 2, 3, 4:
		y := g.small(needRep, depth-1)
		if g.chance(40) {
			y = constX(int64(1)<<uint(g.intn(4)) - 1) // a mask 2^k - 1
		}
		op, iv := fe.AND, x.iv.sem().And(y.iv.sem())
		switch g.intn(3) {
		case 1:
			op, iv = fe.OR, x.iv.sem().Or(y.iv.sem())
		case 2:
			op, iv = fe.XOR, x.iv.sem().Xor(y.iv.sem())
		}
		r = sx{e: bin(op, x.e, y.e), iv: fromSem(iv), rep: x.rep && y.rep}
	default:
		arg := call("max", x.e, lit(1))
		r = sx{e: call("log2", arg), iv: fromSem(intsem.Interval{Lo: max(x.iv.lo, 1), Hi: max(x.iv.hi, 1)}.Log2()), rep: x.rep}
	}
	if !r.iv.ok() {
		return x
	}
	return r
}
