package solver

import (
	"math"
	"math/big"

	"bspcost/frontend/intsem"
)

// num is an exact rational for the simplex: a fraction of two int64s
// (d > 0, in lowest terms) while the values stay small, which is almost
// always, and a big.Rat (b != nil) when an operation would overflow. The
// small path does no allocation; the results are exactly those of
// big.Rat either way.
type num struct {
	n, d int64
	b    *big.Rat
}

var numZero = num{0, 1, nil}

func numInt(v int64) num { return num{v, 1, nil} }

// numOf converts r (not kept).
func numOf(r *big.Rat) num {
	if r.IsInt() {
		// (Denom allocates for a zero-value Rat.)
		if n := r.Num(); n.IsInt64() && n.Int64() != math.MinInt64 {
			return num{n.Int64(), 1, nil}
		}
	} else if r.Num().IsInt64() && r.Denom().IsInt64() {
		n, d := r.Num().Int64(), r.Denom().Int64()
		if n != math.MinInt64 && d != math.MinInt64 {
			return num{n, d, nil}
		}
	}
	return num{b: new(big.Rat).Set(r)}
}

// rat returns a new big.Rat of the same value.
func (a num) rat() *big.Rat {
	if a.b != nil {
		return new(big.Rat).Set(a.b)
	}
	if a.d == 1 {
		return ratIntNew(a.n) // (no gcd: an integer; one allocation)
	}
	return big.NewRat(a.n, a.d)
}

func (a num) sign() int {
	if a.b != nil {
		return a.b.Sign()
	}
	switch {
	case a.n > 0:
		return 1
	case a.n < 0:
		return -1
	}
	return 0
}

func (a num) isZero() bool { return a.b == nil && a.n == 0 || a.b != nil && a.b.Sign() == 0 }

// norm turns a big result back into a small one when it fits.
func normBig(r *big.Rat) num { return numOf(r) }

// gcd64 and abs64 are intsem's (the one home of the int64 number theory),
// under the names the fast path reads best with.
func gcd64(a, b uint64) uint64 { return intsem.GCD(a, b) }

func abs64(x int64) uint64 { return intsem.AbsU(x) }

// mul64 multiplies with overflow detection: intsem's checked product, and
// also not MinInt64, so that negating a result is always safe.
func mul64(x, y int64) (int64, bool) {
	r, ok := intsem.Mul(x, y)
	return r, ok && r != math.MinInt64
}

// add64 adds with overflow detection: intsem's checked sum, and also not
// MinInt64 (as mul64).
func add64(x, y int64) (int64, bool) {
	r, ok := intsem.Add(x, y)
	return r, ok && r != math.MinInt64
}

// small builds n/d in lowest terms (d != 0).
func small(n, d int64) num {
	if d < 0 {
		n, d = -n, -d
	}
	if d != 1 {
		g := int64(gcd64(abs64(n), uint64(d)))
		if g > 1 {
			n /= g
			d /= g
		}
	}
	return num{n, d, nil}
}

func numAdd(a, b num) num {
	if a.b == nil && b.b == nil {
		if a.d == 1 && b.d == 1 {
			if s, ok := add64(a.n, b.n); ok {
				return num{s, 1, nil}
			}
		} else if x, ok := mul64(a.n, b.d); ok {
			if y, ok := mul64(b.n, a.d); ok {
				if d, ok := mul64(a.d, b.d); ok {
					if s, ok := add64(x, y); ok {
						return small(s, d)
					}
				}
			}
		}
	}
	return normBig(new(big.Rat).Add(a.rat(), b.rat()))
}

func numNeg(a num) num {
	if a.b != nil {
		return num{b: new(big.Rat).Neg(a.b)}
	}
	return num{-a.n, a.d, nil}
}

func numSub(a, b num) num { return numAdd(a, numNeg(b)) }

func numMul(a, b num) num {
	if a.b == nil && b.b == nil {
		if a.n == 0 || b.n == 0 {
			return numZero
		}
		if a.d == 1 && b.d == 1 {
			if n, ok := mul64(a.n, b.n); ok {
				return num{n, 1, nil}
			}
		}
		// cross-reduce first to keep the values small
		g1 := int64(gcd64(abs64(a.n), uint64(b.d)))
		g2 := int64(gcd64(abs64(b.n), uint64(a.d)))
		if n, ok := mul64(a.n/g1, b.n/g2); ok {
			if d, ok := mul64(a.d/g2, b.d/g1); ok {
				return num{n, d, nil}
			}
		}
	}
	return normBig(new(big.Rat).Mul(a.rat(), b.rat()))
}

// numQuo returns a / b (b != 0).
func numQuo(a, b num) num {
	if b.b == nil {
		if b.d == 1 && (b.n == 1 || b.n == -1) && a.b == nil {
			return num{a.n * b.n, a.d, nil} // |a.n| <= MaxInt64: negation is safe
		}
		if b.n < 0 {
			return numMul(a, num{-b.d, -b.n, nil}.fix())
		}
		return numMul(a, num{b.d, b.n, nil})
	}
	return normBig(new(big.Rat).Quo(a.rat(), b.rat()))
}

// fix makes the denominator positive (n/d with d < 0).
func (a num) fix() num {
	if a.b == nil && a.d < 0 {
		return num{-a.n, -a.d, nil}
	}
	return a
}

func numCmp(a, b num) int {
	if a.b == nil && b.b == nil && a.d == 1 && b.d == 1 {
		switch {
		case a.n < b.n:
			return -1
		case a.n > b.n:
			return 1
		}
		return 0
	}
	return numSub(a, b).sign()
}

// isInt reports whether a is an integer.
func (a num) isInt() bool {
	if a.b != nil {
		return a.b.IsInt()
	}
	return a.d == 1
}
