package align

import (
	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// ival is a sound interval of the values an int expression can take on
// every process that evaluates it (for bools, 0 = false and 1 = true); the
// integer semantics and the interval operations live in frontend/intsem.
//
// Why intervals in an alignment check: an expression whose interval is a
// single point has the same value on every process, whatever its operands
// depend on (max(6, any % 7 % 4) is 6; x * 0 is 0), and a condition whose
// interval is a single point is decided, so the branch not taken is dead
// code and its barriers need no alignment. Both patterns occur in real and
// generated programs (clamped input data, `elif true`).
type ival = intsem.Interval

const (
	ninf = intsem.MinInt
	pinf = intsem.MaxInt
)

var (
	top    = intsem.Top
	boolIv = intsem.Bool
)

func point(v int64) ival { return intsem.Point(v) }

// bitIv is the interval of the bit operation op.
func bitIv(op frontend.Token, x, y ival) ival {
	if f, ok := bitIvs[op]; ok {
		return f(x, y)
	}
	return top
}

var bitIvs = map[frontend.Token]func(x, y ival) ival{
	frontend.SHL: ival.Shl, frontend.SHR: ival.Shr, frontend.AND: ival.And, frontend.OR: ival.Or, frontend.XOR: ival.Xor,
}

// cmpIv decides the comparison op when the intervals allow it.
func cmpIv(op frontend.Token, x, y ival) ival {
	switch op {
	case frontend.LSS:
		return x.Less(y)
	case frontend.LEQ:
		return x.LessEq(y)
	case frontend.GTR:
		return y.Less(x)
	case frontend.GEQ:
		return y.LessEq(x)
	case frontend.EQL:
		return x.Equal(y)
	case frontend.NEQ:
		return x.Equal(y).Not()
	}
	return boolIv
}
