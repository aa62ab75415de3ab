package intsem

import (
	"fmt"
	"math/bits"
)

// Interval is a set of int64 values {v : Lo <= v <= Hi} that soundly
// contains every value an expression can take; booleans are 0 and 1. A
// bound at MinInt or MaxInt means unbounded on that side, so an interval
// never claims that a value is exactly MinInt or MaxInt; operations whose
// result may overflow return an unbounded side (an evaluation that
// overflows is a runtime error and has no value, so any interval
// describes it). Intervals only describe evaluations that succeed: a
// division's interval ignores a zero divisor.
type Interval struct{ Lo, Hi int64 }

// Top is the interval of everything; Bool the interval of a boolean.
var (
	Top  = Interval{MinInt, MaxInt}
	Bool = Interval{0, 1}
)

// Point returns the interval {v}.
func Point(v int64) Interval { return Interval{v, v} }

func (x Interval) String() string {
	b := func(v int64) string {
		switch v {
		case MinInt:
			return "-inf"
		case MaxInt:
			return "+inf"
		}
		return fmt.Sprint(v)
	}
	return "[" + b(x.Lo) + "," + b(x.Hi) + "]"
}

// IsPoint reports whether x is a single (finite) value: an expression with
// a point interval is a constant.
func (x Interval) IsPoint() bool { return x.Lo == x.Hi && x.Finite() }

// Finite reports whether neither bound is infinite.
func (x Interval) Finite() bool { return x.Lo != MinInt && x.Hi != MaxInt }

// Contains reports whether v is in x (an infinite bound contains every
// value beyond it).
func (x Interval) Contains(v int64) bool { return x.Lo <= v && v <= x.Hi }

// Hull is the smallest interval containing x and y.
func Hull(x, y Interval) Interval { return Interval{min(x.Lo, y.Lo), max(x.Hi, y.Hi)} }

// lower and upper turn a computed bound into an interval bound: a bound
// that overflowed, or that reached MinInt/MaxInt (which mean infinity),
// becomes infinite.
func lower(v int64, ok bool) int64 {
	if !ok || v == MaxInt {
		return MinInt
	}
	return v
}

func upper(v int64, ok bool) int64 {
	if !ok || v == MinInt {
		return MaxInt
	}
	return v
}

// Add is the interval of a + b for a in x, b in y.
func (x Interval) Add(y Interval) Interval {
	r := Top
	if x.Lo != MinInt && y.Lo != MinInt {
		r.Lo = lower(Add(x.Lo, y.Lo))
	}
	if x.Hi != MaxInt && y.Hi != MaxInt {
		r.Hi = upper(Add(x.Hi, y.Hi))
	}
	return r
}

// Neg is the interval of -a for a in x.
func (x Interval) Neg() Interval {
	r := Top
	if x.Hi != MaxInt {
		r.Lo = -x.Hi // x.Hi > MinInt
	}
	if x.Lo != MinInt {
		r.Hi = -x.Lo
	}
	return r
}

// Sub is the interval of a - b.
func (x Interval) Sub(y Interval) Interval { return x.Add(y.Neg()) }

// Mul is the interval of a * b. A factor that is exactly 0 gives 0: the
// checked product cannot overflow then.
func (x Interval) Mul(y Interval) Interval {
	if x == Point(0) || y == Point(0) {
		return Point(0)
	}
	if !x.Finite() || !y.Finite() {
		return Top
	}
	r := Interval{MaxInt, MinInt}
	for _, a := range []int64{x.Lo, x.Hi} {
		for _, b := range []int64{y.Lo, y.Hi} {
			p, ok := Mul(a, b)
			if !ok || p == MinInt || p == MaxInt {
				return Top
			}
			r.Lo, r.Hi = min(r.Lo, p), max(r.Hi, p)
		}
	}
	return r
}

// Scale is the interval of k * a for a in x. Unlike Mul by Point(k), an
// unbounded side stays unbounded instead of making the whole result Top:
// k * [0, +inf] is [0, +inf] for k > 0.
func (x Interval) Scale(k int64) Interval {
	switch {
	case k == 0:
		return Point(0)
	case k < 0:
		if k == MinInt {
			return Top
		}
		return x.Neg().Scale(-k)
	}
	r := Top
	if x.Lo != MinInt {
		r.Lo = lower(Mul(x.Lo, k))
	}
	if x.Hi != MaxInt {
		r.Hi = upper(Mul(x.Hi, k))
	}
	return r
}

// Quo is the interval of a / b (truncated), over the divisors b != 0 of y.
func (x Interval) Quo(y Interval) Interval {
	// A divisor range of one sign: the quotient is monotone in each
	// operand, so the corners bound it.
	if x.Finite() && y.Finite() && (y.Lo > 0 || y.Hi < 0) && !(x.Lo == MinInt+1 && y.Hi == -1) {
		r := Interval{MaxInt, MinInt}
		for _, a := range []int64{x.Lo, x.Hi} {
			for _, b := range []int64{y.Lo, y.Hi} {
				q := a / b
				r.Lo, r.Hi = min(r.Lo, q), max(r.Hi, q)
			}
		}
		return r
	}
	// |a / b| <= |a| whenever b != 0 (and -a does not overflow).
	if !x.Finite() || x.Lo == MinInt+1 {
		return Top
	}
	m := int64(max(AbsU(x.Lo), AbsU(x.Hi))) // finite: no MinInt
	return Interval{-m, m}
}

// Rem is the interval of a % b over the divisors b != 0 of y: the sign is
// the dividend's, |a % b| < |b| and |a % b| <= |a|.
func (x Interval) Rem(y Interval) Interval {
	if x.IsPoint() && y.IsPoint() && y.Lo != 0 {
		v, _ := Rem(x.Lo, y.Lo)
		return Point(v)
	}
	m := int64(MaxInt)
	if y.Finite() && y.Lo != MinInt+1 {
		m = int64(max(AbsU(y.Lo), AbsU(y.Hi))) - 1
		if m < 0 {
			m = 0
		}
	}
	if x.Finite() && x.Lo != MinInt+1 {
		m = min(m, int64(max(AbsU(x.Lo), AbsU(x.Hi))))
	}
	r := Interval{-m, m}
	if m == MaxInt {
		r = Top
	}
	if x.Lo >= 0 {
		r.Lo = 0
	}
	if x.Hi <= 0 {
		r.Hi = 0
	}
	return r
}

// Min and Max are the intervals of min(a, b) and max(a, b).
func (x Interval) Min(y Interval) Interval { return Interval{min(x.Lo, y.Lo), min(x.Hi, y.Hi)} }
func (x Interval) Max(y Interval) Interval { return Interval{max(x.Lo, y.Lo), max(x.Hi, y.Hi)} }

// Less, LessEq and Equal are the boolean intervals of a < b, a <= b and
// a == b: a point when the intervals decide the comparison, Bool otherwise.
func (x Interval) Less(y Interval) Interval {
	switch {
	case x.Hi < y.Lo:
		return Point(1)
	case x.Lo >= y.Hi:
		return Point(0)
	}
	return Bool
}

func (x Interval) LessEq(y Interval) Interval {
	switch {
	case x.Hi <= y.Lo:
		return Point(1)
	case x.Lo > y.Hi:
		return Point(0)
	}
	return Bool
}

func (x Interval) Equal(y Interval) Interval {
	switch {
	case x.IsPoint() && x == y:
		return Point(1)
	case x.Hi < y.Lo || y.Hi < x.Lo:
		return Point(0)
	}
	return Bool
}

// Not is the boolean interval of !a.
func (x Interval) Not() Interval {
	switch x {
	case Point(0):
		return Point(1)
	case Point(1):
		return Point(0)
	}
	return Bool
}

// shiftCounts clips a shift count interval to the counts that evaluate
// (0..MaxShift); ok is false when none does.
func shiftCounts(k Interval) (lo, hi int64, ok bool) {
	lo, hi = max(k.Lo, 0), min(k.Hi, MaxShift)
	return lo, hi, lo <= hi
}

// Shl is the interval of a << k = a · 2^k over the counts of k that
// evaluate: a product by a factor in [2^lo, 2^hi], whose extremes are at
// the corners.
func (x Interval) Shl(k Interval) Interval {
	lo, hi, ok := shiftCounts(k)
	if !ok {
		return Top
	}
	return Hull(x.Scale(1<<uint(lo)), x.Scale(1<<uint(hi)))
}

// Shr is the interval of a >> k = floor(a / 2^k): monotone in a, and in k
// for a of one sign, so the corners bound it. An infinite bound of x is
// the int64 limit, which bounds every value, so shifting it is sound.
func (x Interval) Shr(k Interval) Interval {
	lo, hi, ok := shiftCounts(k)
	if !ok {
		return Top
	}
	r := Interval{MaxInt, MinInt}
	for _, a := range []int64{x.Lo, x.Hi} {
		for _, s := range []int64{lo, hi} {
			v := a >> uint(s)
			r.Lo, r.Hi = min(r.Lo, v), max(r.Hi, v)
		}
	}
	return r
}

// bitCeil is the least 2^n - 1 at least v, for v >= 0: every value in
// 0..v has its bits among the n low bits.
func bitCeil(v int64) int64 {
	if v == MaxInt {
		return MaxInt
	}
	return int64(1)<<uint(bits.Len64(uint64(v))) - 1
}

// And is the interval of a & b (two's complement): clearing bits lowers a
// value except for the sign bit, so a non-negative operand bounds the
// result in [0, itself], and two negative operands give a negative result
// at most the smaller one.
func (x Interval) And(y Interval) Interval {
	switch {
	case x.Lo >= 0 && y.Lo >= 0:
		return Interval{0, min(x.Hi, y.Hi)}
	case x.Lo >= 0:
		return Interval{0, x.Hi}
	case y.Lo >= 0:
		return Interval{0, y.Hi}
	case x.Hi < 0 && y.Hi < 0:
		return Interval{MinInt, min(x.Hi, y.Hi)}
	}
	return Top
}

// Or is the interval of a | b: setting bits raises a value except for the
// sign bit; two non-negative operands keep their bits below the larger
// one's highest bit, and a negative operand makes the result negative.
func (x Interval) Or(y Interval) Interval {
	switch {
	case x.Lo >= 0 && y.Lo >= 0:
		return Interval{max(x.Lo, y.Lo), bitCeil(max(x.Hi, y.Hi))}
	case x.Hi < 0 && y.Hi < 0:
		return Interval{max(x.Lo, y.Lo), -1}
	case x.Hi < 0 && y.Lo >= 0:
		return Interval{x.Lo, -1}
	case y.Hi < 0 && x.Lo >= 0:
		return Interval{y.Lo, -1}
	}
	return Top
}

// Xor is the interval of a ^ b: two operands of one sign give a
// non-negative result below the next power of two (their bits above it
// are equal), operands of opposite signs a negative one.
func (x Interval) Xor(y Interval) Interval {
	switch {
	case x.Lo >= 0 && y.Lo >= 0:
		return Interval{0, bitCeil(max(x.Hi, y.Hi))}
	case x.Hi < 0 && y.Hi < 0:
		return Interval{0, bitCeil(max(^x.Lo, ^y.Lo))}
	case x.Hi < 0 && y.Lo >= 0 || y.Hi < 0 && x.Lo >= 0:
		return Interval{MinInt, -1}
	}
	return Top
}

// Log2 is the interval of floor(log2 a) over the members a >= 1 of x.
func (x Interval) Log2() Interval {
	if x.Hi < 1 {
		return Top
	}
	lo, _ := Log2(max(x.Lo, 1))
	hi, _ := Log2(x.Hi) // 62 for +infinity: every int64 has at most 63 bits
	return Interval{lo, hi}
}
