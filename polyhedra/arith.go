package polyhedra

import (
	"math"
	"math/big"
	"math/bits"
	"strconv"
)

// Int is an exact integer: an int64 when the value fits, else a *big.Int
// (never mutated once built). The zero value is 0.
//
// It plays the role of isl's isl_int (imath with the small-integer
// optimisation): every coefficient of the library is an Int, so no
// operation stops or goes wrong on int64 overflow, while the common case
// stays on machine integers. Values are normalised: a value that fits in
// an int64 is always held in s with b == nil, so the fast paths test
// a.b == nil && b.b == nil and two Ints are equal exactly when eq says
// so.
//
// Constants are written with i64 (add(x, i64(1))); the zero value Int{}
// and i64(0) are the same.
type Int struct {
	_ [0]func() // not comparable: use cmp/eq, never == (two big values may share no pointer)
	s int64
	b *big.Int // nil unless the value does not fit in int64
}

// i64 returns v as an Int (the idiom for constants: add(x, i64(1))).
func i64(v int64) Int { return Int{s: v} }

// fromBig returns the value of x as an Int. x is owned by the result
// afterwards and must not be modified by the caller.
func fromBig(x *big.Int) Int {
	if x.IsInt64() {
		return Int{s: x.Int64()}
	}
	return Int{b: x}
}

// int64 returns the value as an int64, or false when it does not fit.
func (a Int) int64() (int64, bool) { return a.s, a.b == nil }

// bigInt returns a fresh *big.Int holding the value (safe to modify).
func (a Int) bigInt() *big.Int {
	if a.b == nil {
		return big.NewInt(a.s)
	}
	return new(big.Int).Set(a.b)
}

// view returns a read-only *big.Int with the value: a.b itself, or tmp
// set to the small value.
func (a Int) view(tmp *big.Int) *big.Int {
	if a.b == nil {
		return tmp.SetInt64(a.s)
	}
	return a.b
}

// String prints the value in decimal.
func (a Int) String() string {
	if a.b == nil {
		return strconv.FormatInt(a.s, 10)
	}
	return a.b.String()
}

// parseInt reads a decimal integer of any size (optional leading '-').
func parseInt(s string) (Int, bool) {
	if v, err := strconv.ParseInt(s, 10, 64); err == nil {
		return i64(v), true
	}
	x, ok := new(big.Int).SetString(s, 10)
	if !ok {
		return Int{}, false
	}
	return fromBig(x), true
}

// add returns a + b. The fast path (both small, no sign flip of the
// wrapped sum) is small enough to be inlined; the rest is addSlow.
func add(a, b Int) Int {
	c := a.s + b.s
	if a.b != nil || b.b != nil || (c^a.s)&(c^b.s) < 0 {
		return addSlow(a, b)
	}
	a.s = c
	return a
}

func addSlow(a, b Int) Int {
	var ta, tb big.Int
	return fromBig(new(big.Int).Add(a.view(&ta), b.view(&tb)))
}

func sub(a, b Int) Int {
	c := a.s - b.s
	if a.b != nil || b.b != nil || (a.s^b.s)&(a.s^c) < 0 {
		return subSlow(a, b)
	}
	a.s = c
	return a
}

func subSlow(a, b Int) Int {
	var ta, tb big.Int
	return fromBig(new(big.Int).Sub(a.view(&ta), b.view(&tb)))
}

func mul(a, b Int) Int {
	if a.b == nil && b.b == nil {
		x, y := a.s, b.s
		hi, lo := bits.Mul64(uint64(x), uint64(y))
		// Signed high word: subtract the unsigned corrections.
		shi := int64(hi) - (x >> 63 & y) - (y >> 63 & x)
		if c := int64(lo); shi == c>>63 {
			return Int{s: c}
		}
	}
	return mulSlow(a, b)
}

func mulSlow(a, b Int) Int {
	var ta, tb big.Int
	return fromBig(new(big.Int).Mul(a.view(&ta), b.view(&tb)))
}

func neg(a Int) Int {
	if a.b == nil && a.s != math.MinInt64 {
		return Int{s: -a.s}
	}
	return negSlow(a)
}

func negSlow(a Int) Int {
	var t big.Int
	return fromBig(new(big.Int).Neg(a.view(&t)))
}

func abs(a Int) Int {
	if a.b == nil && a.s >= 0 {
		return a
	}
	if a.b == nil && a.s != math.MinInt64 {
		return Int{s: -a.s}
	}
	if a.b != nil && a.b.Sign() > 0 {
		return a
	}
	return negSlow(a)
}

// cmp returns -1, 0 or +1 as a <, ==, > b.
func cmp(a, b Int) int {
	if a.b == nil && b.b == nil {
		switch {
		case a.s < b.s:
			return -1
		case a.s > b.s:
			return 1
		}
		return 0
	}
	return cmpSlow(a, b)
}

func cmpSlow(a, b Int) int {
	var ta, tb big.Int
	return a.view(&ta).Cmp(b.view(&tb))
}

// sign returns -1, 0 or +1.
func sign(a Int) int {
	if a.b != nil {
		return a.b.Sign()
	}
	switch {
	case a.s < 0:
		return -1
	case a.s > 0:
		return 1
	}
	return 0
}

func isZero(a Int) bool { return a.b == nil && a.s == 0 }

// eq reports a == b.
func eq(a, b Int) bool {
	if a.b == nil || b.b == nil {
		return a.b == nil && b.b == nil && a.s == b.s // normalised: big never equals small
	}
	return a.b.Cmp(b.b) == 0
}

// eq64 reports a == v (cheap: a value that fits is never held as big).
func eq64(a Int, v int64) bool { return a.b == nil && a.s == v }

// eqNeg reports a == -b.
func eqNeg(a, b Int) bool {
	if a.b == nil && b.b == nil && b.s != math.MinInt64 {
		return a.s == -b.s
	}
	return eq(a, neg(b))
}

func gcd(a, b Int) Int {
	if a.b == nil && b.b == nil && a.s != math.MinInt64 && b.s != math.MinInt64 {
		x, y := a.s, b.s
		if x < 0 {
			x = -x
		}
		if y < 0 {
			y = -y
		}
		for y != 0 {
			x, y = y, x%y
		}
		return Int{s: x}
	}
	var ta, tb big.Int
	return fromBig(new(big.Int).GCD(nil, nil, a.view(&ta), b.view(&tb)))
}

// quo returns a/b truncated towards zero (b != 0).
func quo(a, b Int) Int {
	if a.b == nil && b.b == nil && (b.s != -1 || a.s != math.MinInt64) {
		return Int{s: a.s / b.s}
	}
	var ta, tb big.Int
	return fromBig(new(big.Int).Quo(a.view(&ta), b.view(&tb)))
}

// rem returns a - b*quo(a, b) (b != 0), with the sign of a.
func rem(a, b Int) Int {
	if a.b == nil && b.b == nil {
		if b.s == -1 {
			return Int{}
		}
		return Int{s: a.s % b.s}
	}
	var ta, tb big.Int
	return fromBig(new(big.Int).Rem(a.view(&ta), b.view(&tb)))
}

// divides reports whether b divides a (b != 0).
func divides(b, a Int) bool { return isZero(rem(a, b)) }

// floorDiv returns floor(a/b) for b > 0.
func floorDiv(a, b Int) Int {
	if sign(b) <= 0 {
		panic("polyhedra: floorDiv by " + b.String())
	}
	if a.b == nil && b.b == nil {
		q := a.s / b.s
		if a.s%b.s != 0 && a.s < 0 {
			q--
		}
		return Int{s: q}
	}
	// Euclidean division is floor division for b > 0.
	var ta, tb big.Int
	return fromBig(new(big.Int).Div(a.view(&ta), b.view(&tb)))
}

// ceilDiv returns ceil(a/b) for b > 0.
func ceilDiv(a, b Int) Int { return neg(floorDiv(neg(a), b)) }

// modHat is Pugh's symmetric remainder a - b*floor(a/b + 1/2).
func modHat(a, b Int) Int {
	return sub(a, mul(b, floorDiv(add(mul(i64(2), a), b), mul(i64(2), b))))
}

// ratOf returns the value as a fresh *big.Rat.
func ratOf(a Int) *big.Rat {
	if a.b == nil {
		return new(big.Rat).SetInt64(a.s)
	}
	return new(big.Rat).SetInt(a.b)
}

// ints converts int64 values (given by the caller) to a row.
func ints(v []int64) []Int {
	out := make([]Int, len(v))
	for i, x := range v {
		out[i] = i64(x)
	}
	return out
}

// rowGCD is the gcd of r[from:].
func rowGCD(r []Int, from int) Int {
	var g Int
	for _, v := range r[from:] {
		if !isZero(v) {
			g = gcd(g, v)
			if eq64(g, 1) {
				return g
			}
		}
	}
	return g
}

func copyRow(r []Int) []Int {
	out := make([]Int, len(r))
	copy(out, r)
	return out
}

// copyRows copies rows into one backing array (one allocation instead
// of one per row; see rowAlloc).
func copyRows(rs [][]Int) [][]Int {
	out := make([][]Int, len(rs))
	a := newRowAlloc(nil, rs)
	for i, r := range rs {
		out[i] = a.copy(r)
	}
	return out
}

func negRow(r []Int) []Int {
	out := make([]Int, len(r))
	for i, v := range r {
		out[i] = neg(v)
	}
	return out
}

// mulAdd64 returns s + a*x and whether it fits in int64. It has no
// calls, so it is inlined: the row loops below use it as their fast path
// (add and mul cannot be inlined, because the call of their slow path
// alone takes most of the inliner's budget).
func mulAdd64(s, a, x int64) (int64, bool) {
	hi, lo := bits.Mul64(uint64(a), uint64(x))
	p := int64(lo)
	r := s + p
	return r, int64(hi)-(a>>63&x)-(x>>63&a) == p>>63 && (r^s)&(r^p) >= 0
}

// addMul returns s + a*x.
func addMul(s, a, x Int) Int {
	if s.b == nil && a.b == nil && x.b == nil {
		if r, ok := mulAdd64(s.s, a.s, x.s); ok {
			return Int{s: r}
		}
	}
	return add(s, mul(a, x))
}

// combine returns a*x + b*y.
func combine(a Int, x []Int, b Int, y []Int) []Int {
	out := make([]Int, len(x))
	for i := range x {
		if a.b == nil && b.b == nil && x[i].b == nil && y[i].b == nil {
			if p, ok := mulAdd64(0, a.s, x[i].s); ok {
				if r, ok := mulAdd64(p, b.s, y[i].s); ok {
					out[i] = Int{s: r}
					continue
				}
			}
		}
		out[i] = add(mul(a, x[i]), mul(b, y[i]))
	}
	return out
}

func dot(r, x []Int) Int {
	var s Int
	for i, v := range r {
		if !isZero(v) {
			s = addMul(s, v, x[i])
		}
	}
	return s
}

func isZeroFrom(r []Int, from int) bool {
	for _, v := range r[from:] {
		if !isZero(v) {
			return false
		}
	}
	return true
}

func rowsEqual(a, b []Int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !eq(a[i], b[i]) {
			return false
		}
	}
	return true
}

// hashInt mixes the value of v into an FNV-1a hash; big values are
// hashed by value (sign and magnitude words), so equal values hash alike.
func hashInt(h uint64, v Int) uint64 {
	if v.b == nil {
		h ^= uint64(v.s)
		return h * 1099511628211
	}
	h ^= uint64(v.b.Sign()) + 0x9e3779b97f4a7c15
	h *= 1099511628211
	for _, w := range v.b.Bits() {
		h ^= uint64(w)
		h *= 1099511628211
	}
	return h
}
