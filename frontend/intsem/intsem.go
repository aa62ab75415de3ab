// Package intsem is the one home of the integer semantics of .bsp (see
// docs/language.md): int64 arithmetic that is checked (an overflow is a
// runtime error, never a wrap-around), division truncating toward zero and
// remainder with the sign of the dividend (C and Go), and sound intervals
// of those operations. The simulator (frontend/sim) evaluates with the
// checked operations, the alignment analysis (align) and the program
// generator (frontend/gen) reason with the intervals; keeping them in one
// place keeps their edge rules (MinInt64 / -1, MinInt64 % -1, x * 0) the
// same.
//
// It is also the one home of the int64 number theory the later stages
// need on those values (FloorDiv, FloorMod, GCD, AbsU in number.go): the
// nondeterminisation's constraint domain, the polyhedra PIP solver and
// the affine forms of polyhedra/bspaff use these, not private copies.
//
// Tests compare every operation with math/big.
package intsem

import "math/bits"

// MinInt and MaxInt are the extreme int64 values. As interval bounds they
// stand for -infinity and +infinity: a bound there means "unknown".
const (
	MinInt = -1 << 63
	MaxInt = 1<<63 - 1
)

// Add returns a + b; ok is false when the sum overflows int64.
func Add(a, b int64) (r int64, ok bool) {
	r = a + b
	return r, (r > a) == (b > 0)
}

// Sub returns a - b; ok is false on overflow.
func Sub(a, b int64) (r int64, ok bool) {
	r = a - b
	return r, (r < a) == (b > 0)
}

// Mul returns a * b; ok is false on overflow. x * 0 is 0 for every x.
//
// The signed 128-bit product, from the unsigned one by subtracting b·2^64
// when a < 0 and a·2^64 when b < 0, fits in int64 when its high word is
// the sign of its low word: no branch on the signs, and small enough to
// be inlined (the solver's rationals multiply through here).
func Mul(a, b int64) (r int64, ok bool) {
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	hi -= uint64(a>>63) & uint64(b)
	hi -= uint64(b>>63) & uint64(a)
	r = int64(lo)
	if int64(hi) != r>>63 {
		return 0, false // 0 on overflow, as Mul always gave
	}
	return r, true
}

// Neg returns -a; ok is false for MinInt.
func Neg(a int64) (int64, bool) {
	if a == MinInt {
		return 0, false
	}
	return -a, true
}

// Quo returns a / b truncated toward zero. ok is false when b is 0 (a
// division by zero) or on the one overflow, MinInt / -1.
func Quo(a, b int64) (int64, bool) {
	if b == 0 || a == MinInt && b == -1 {
		return 0, false
	}
	return a / b, true
}

// Rem returns a % b, with the sign of a (a == (a / b) * b + a % b). ok is
// false when b is 0. MinInt % -1 is 0: the remainder exists although the
// quotient overflows.
func Rem(a, b int64) (int64, bool) {
	switch b {
	case 0:
		return 0, false
	case -1:
		return 0, true
	}
	return a % b, true
}

// MaxShift bounds a shift count: a count outside 0..MaxShift is a runtime
// error, as in the checked arithmetic (a shift by 63 or more would shift
// out every bit of a non-negative int64).
const MaxShift = 62

// Shl returns a << k = a · 2^k; ok is false when k is outside 0..MaxShift
// or the product overflows (a shift is a checked multiplication).
func Shl(a, k int64) (int64, bool) {
	if k < 0 || k > MaxShift {
		return 0, false
	}
	r := a << uint(k)
	if r>>uint(k) != a {
		return 0, false
	}
	return r, true
}

// Shr returns a >> k = floor(a / 2^k) (the arithmetic shift: -1 >> 1 is
// -1, unlike -1 / 2); ok is false when k is outside 0..MaxShift.
func Shr(a, k int64) (int64, bool) {
	if k < 0 || k > MaxShift {
		return 0, false
	}
	return a >> uint(k), true
}

// Log2 returns floor(log2 a) for a >= 1; ok is false for a <= 0.
func Log2(a int64) (int64, bool) {
	if a <= 0 {
		return 0, false
	}
	return int64(bits.Len64(uint64(a))) - 1, true
}
