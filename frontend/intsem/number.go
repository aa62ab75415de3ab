package intsem

// The int64 number theory the analyses need besides the .bsp operators:
// floor division and modulus (the .bsp / and % truncate; floor rounding is
// what constraint normalisation and Gomory cuts need), gcd and exact
// absolute value. They live here, next to the checked operators, so that
// their edge cases (MinInt, negative divisors) are decided and tested
// against math/big once, instead of in a private copy per package.

// AbsU returns |a| as a uint64: exact for every a, MinInt included
// (|MinInt| = 1<<63 does not fit in int64).
func AbsU(a int64) uint64 {
	if a < 0 {
		return uint64(-(a + 1)) + 1
	}
	return uint64(a)
}

// GCD returns the greatest common divisor of a and b; GCD(0, 0) is 0.
// It works on magnitudes (uint64), so it is exact for every pair of int64
// values passed through AbsU: GCD(AbsU(MinInt), 0) is 1<<63.
func GCD(a, b uint64) uint64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// FloorDiv returns floor(a / b), rounding toward minus infinity (Quo
// truncates toward zero). ok is false when b is 0 or on the one
// overflow, MinInt / -1.
func FloorDiv(a, b int64) (int64, bool) {
	q, ok := Quo(a, b)
	if ok && a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q, ok
}

// FloorMod returns a - b*floor(a / b): the remainder with the sign of the
// divisor, in [0, b) for b > 0 (Rem takes the dividend's sign). It never
// overflows; ok is false only when b is 0.
func FloorMod(a, b int64) (int64, bool) {
	m, ok := Rem(a, b)
	if ok && m != 0 && (m < 0) != (b < 0) {
		m += b
	}
	return m, ok
}
