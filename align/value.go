package align

import (
	"fmt"
	"math"
	"math/bits"
)

// ival is a sound interval of the values an int expression can take on
// every process that evaluates it (for bools, 0 = false and 1 = true). The
// bounds math.MinInt64 and math.MaxInt64 stand for -inf and +inf.
//
// Why intervals in an alignment check: an expression whose interval is a
// single point has the same value on every process, whatever its operands
// depend on (max(6, any % 7 % 4) is 6; x * 0 is 0), and a condition whose
// interval is a single point is decided, so the branch not taken is dead
// code and its barriers need no alignment. Both patterns occur in real and
// generated programs (clamped input data, `elif true`).
type ival struct{ lo, hi int64 }

const (
	ninf = math.MinInt64
	pinf = math.MaxInt64
)

var (
	top    = ival{ninf, pinf}
	boolIv = ival{0, 1}
)

func (x ival) String() string { return fmt.Sprintf("[%d,%d]", x.lo, x.hi) }

func point(v int64) ival { return ival{v, v} }

func (x ival) isPoint() bool { return x.lo == x.hi && x.lo != ninf && x.lo != pinf }

// finite reports whether neither bound is infinite.
func (x ival) finite() bool { return x.lo != ninf && x.hi != pinf }

func hull(x, y ival) ival { return ival{min(x.lo, y.lo), max(x.hi, y.hi)} }

func addIv(x, y ival) ival {
	if !x.finite() || !y.finite() {
		return top
	}
	lo, ok1 := addChecked(x.lo, y.lo)
	hi, ok2 := addChecked(x.hi, y.hi)
	if !ok1 || !ok2 {
		return top
	}
	return ival{lo, hi}
}

func negIv(x ival) ival {
	if !x.finite() || x.lo == ninf+1 {
		return top
	}
	return ival{-x.hi, -x.lo}
}

func mulIv(x, y ival) ival {
	// 0 absorbs: the program's checked arithmetic cannot overflow on x*0.
	if x == point(0) || y == point(0) {
		return point(0)
	}
	if !x.finite() || !y.finite() {
		return top
	}
	r := ival{pinf, ninf}
	for _, a := range []int64{x.lo, x.hi} {
		for _, b := range []int64{y.lo, y.hi} {
			p, ok := mulChecked(a, b)
			if !ok {
				return top
			}
			r.lo, r.hi = min(r.lo, p), max(r.hi, p)
		}
	}
	return r
}

// quoIv is x / y, truncated toward zero (a division by zero is a runtime
// error, so the result only describes evaluations that succeed).
func quoIv(x, y ival) ival {
	if y.isPoint() && y.lo != 0 && x.finite() && !(y.lo == -1 && x.lo == ninf+1) {
		a, b := x.lo/y.lo, x.hi/y.lo // truncation is monotone for a fixed divisor
		return ival{min(a, b), max(a, b)}
	}
	// |x / y| <= |x| whenever y != 0.
	if !x.finite() || x.lo == ninf+1 {
		return top
	}
	m := max(abs(x.lo), abs(x.hi))
	return ival{-m, m}
}

// remIv is x % y with the sign of the dividend: |x % y| < |y| and
// |x % y| <= |x|.
func remIv(x, y ival) ival {
	if x.isPoint() && y.isPoint() && y.lo != 0 {
		if y.lo == -1 {
			return point(0)
		}
		return point(x.lo % y.lo)
	}
	m := int64(pinf)
	if y.finite() && y.lo != ninf+1 {
		m = max(abs(y.lo), abs(y.hi)) - 1
		if m < 0 {
			m = 0
		}
	}
	if x.finite() && x.lo != ninf+1 {
		m = min(m, max(abs(x.lo), abs(x.hi)))
	}
	r := ival{-m, m}
	if m == pinf {
		r = top
	}
	if x.lo >= 0 {
		r.lo = 0
	}
	if x.hi <= 0 {
		r.hi = 0
	}
	return r
}

func minIv(x, y ival) ival { return ival{min(x.lo, y.lo), min(x.hi, y.hi)} }
func maxIv(x, y ival) ival { return ival{max(x.lo, y.lo), max(x.hi, y.hi)} }

// cmpIv decides a comparison when the intervals allow it.
func cmpIv(op string, x, y ival) ival {
	t, f := point(1), point(0)
	switch op {
	case "<":
		if x.hi < y.lo {
			return t
		}
		if x.lo >= y.hi {
			return f
		}
	case "<=":
		if x.hi <= y.lo {
			return t
		}
		if x.lo > y.hi {
			return f
		}
	case ">":
		return cmpIv("<", y, x)
	case ">=":
		return cmpIv("<=", y, x)
	case "==":
		if x.isPoint() && x == y {
			return t
		}
		if x.hi < y.lo || y.hi < x.lo {
			return f
		}
	case "!=":
		return notIv(cmpIv("==", x, y))
	}
	return boolIv
}

func notIv(x ival) ival {
	switch x {
	case point(0):
		return point(1)
	case point(1):
		return point(0)
	}
	return boolIv
}

func abs(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}

func addChecked(a, b int64) (int64, bool) {
	s := a + b
	if (a >= 0) == (b >= 0) && (s >= 0) != (a >= 0) {
		return 0, false
	}
	return s, s != ninf && s != pinf
}

func mulChecked(a, b int64) (int64, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	neg := (a < 0) != (b < 0)
	hi, lo := bits.Mul64(uint64(abs(a)), uint64(abs(b)))
	if hi != 0 || lo >= 1<<63-1 || a == ninf || b == ninf {
		return 0, false
	}
	p := int64(lo)
	if neg {
		p = -p
	}
	return p, true
}
