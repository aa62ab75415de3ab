package intsem

import (
	"math/big"
	"math/rand"
	"testing"
)

// edge values where the checked operations and C division change
// behaviour (±2^31: the ends of Mul's inlined range; 3037000499 and
// 3037000500: the square root of MaxInt, each side).
var edges = []int64{MinInt, MinInt + 1, MinInt + 2, -1 << 32, -1<<31 - 1, -1 << 31, -1<<31 + 1, -7, -3, -2, -1, 0, 1, 2, 3, 7, 1<<31 - 1, 1 << 31, 1<<31 + 1, 3037000499, 3037000500, 1 << 32, MaxInt - 1, MaxInt}

func fits(z *big.Int) bool { return z.IsInt64() }

// TestCheckedAgainstBig compares every checked operation with exact
// integer arithmetic, on edge values and random ones.
func TestCheckedAgainstBig(t *testing.T) {
	vals := append([]int64(nil), edges...)
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 60; i++ {
		vals = append(vals, r.Int63()-r.Int63(), int64(r.Intn(41)-20))
	}
	vals = append(vals, 61, 62, 63, 64) // the ends of the shift counts
	for _, a := range vals {
		for _, b := range vals {
			A, B := big.NewInt(a), big.NewInt(b)
			check := func(name string, got int64, ok bool, want *big.Int, defined bool) {
				t.Helper()
				wantOK := defined && fits(want)
				if ok != wantOK || ok && got != want.Int64() {
					t.Errorf("%s(%d, %d) = %d, %v; want %v, %v", name, a, b, got, ok, want, wantOK)
				}
			}
			v, ok := Add(a, b)
			check("Add", v, ok, new(big.Int).Add(A, B), true)
			v, ok = Sub(a, b)
			check("Sub", v, ok, new(big.Int).Sub(A, B), true)
			v, ok = Mul(a, b)
			check("Mul", v, ok, new(big.Int).Mul(A, B), true)
			if !ok && v != 0 {
				t.Errorf("Mul(%d, %d) overflows with %d, want 0", a, b, v)
			}
			inShift := 0 <= b && b <= MaxShift
			pow := new(big.Int).Lsh(big.NewInt(1), uint(max(0, min(b, 64))))
			v, ok = Shl(a, b)
			check("Shl", v, ok, new(big.Int).Mul(A, pow), inShift)
			v, ok = Shr(a, b)
			check("Shr", v, ok, new(big.Int).Div(A, pow), inShift) // Euclidean = floor for pow > 0
			if b != 0 {
				// big.Int.Quo and Rem truncate toward zero, like C.
				v, ok = Quo(a, b)
				check("Quo", v, ok, new(big.Int).Quo(A, B), true)
				v, ok = Rem(a, b)
				check("Rem", v, ok, new(big.Int).Rem(A, B), true)
			} else {
				if _, ok := Quo(a, b); ok {
					t.Errorf("Quo(%d, 0) ok", a)
				}
				if _, ok := Rem(a, b); ok {
					t.Errorf("Rem(%d, 0) ok", a)
				}
			}
		}
		v, ok := Log2(a)
		if want := int64(big.NewInt(a).BitLen() - 1); ok != (a >= 1) || ok && v != want {
			t.Errorf("Log2(%d) = %d, %v", a, v, ok)
		}
		v, ok = Neg(a)
		want := new(big.Int).Neg(big.NewInt(a))
		if ok != fits(want) || ok && v != want.Int64() {
			t.Errorf("Neg(%d) = %d, %v", a, v, ok)
		}
	}
}

// TestIntervalsAgainstBig: for small intervals (and intervals near the
// int64 limits), every exact result of an operation on members lies in
// the computed interval, unless it overflows (a runtime error, no value).
func TestIntervalsAgainstBig(t *testing.T) {
	var ivs []Interval
	const lim = 4
	for lo := int64(-lim); lo <= lim; lo++ {
		for hi := lo; hi <= lim; hi++ {
			ivs = append(ivs, Interval{lo, hi})
		}
	}
	ivs = append(ivs, Interval{MinInt + 1, MinInt + 3}, Interval{MaxInt - 3, MaxInt - 1}, Interval{MinInt + 1, -1},
		Interval{-3, MaxInt - 1}, Interval{-1, -1}, Interval{MinInt + 1, MinInt + 1})
	members := func(x Interval) []int64 {
		if d, ok := Sub(x.Hi, x.Lo); ok && d <= 2*lim {
			var out []int64
			for v := x.Lo; ; v++ {
				out = append(out, v)
				if v == x.Hi {
					return out
				}
			}
		}
		return []int64{x.Lo, x.Lo + 1, x.Hi - 1, x.Hi}
	}
	type op struct {
		name string
		iv   func(x, y Interval) Interval
		conc func(a, b *big.Int) *big.Int // nil result: undefined
	}
	b2 := func(c bool) *big.Int {
		if c {
			return big.NewInt(1)
		}
		return big.NewInt(0)
	}
	ops := []op{
		{"+", Interval.Add, func(a, b *big.Int) *big.Int { return new(big.Int).Add(a, b) }},
		{"-", Interval.Sub, func(a, b *big.Int) *big.Int { return new(big.Int).Sub(a, b) }},
		{"*", Interval.Mul, func(a, b *big.Int) *big.Int { return new(big.Int).Mul(a, b) }},
		{"scale", func(x, y Interval) Interval {
			if !y.IsPoint() {
				return Top
			}
			return x.Scale(y.Lo)
		}, func(a, b *big.Int) *big.Int { return new(big.Int).Mul(a, b) }},
		{"/", Interval.Quo, func(a, b *big.Int) *big.Int {
			if b.Sign() == 0 {
				return nil
			}
			return new(big.Int).Quo(a, b)
		}},
		{"%", Interval.Rem, func(a, b *big.Int) *big.Int {
			if b.Sign() == 0 {
				return nil
			}
			return new(big.Int).Rem(a, b)
		}},
		{"min", Interval.Min, func(a, b *big.Int) *big.Int {
			if a.Cmp(b) < 0 {
				return a
			}
			return b
		}},
		{"max", Interval.Max, func(a, b *big.Int) *big.Int {
			if a.Cmp(b) > 0 {
				return a
			}
			return b
		}},
		{"<<", Interval.Shl, func(a, b *big.Int) *big.Int {
			if b.Sign() < 0 || b.Cmp(big.NewInt(MaxShift)) > 0 {
				return nil
			}
			return new(big.Int).Lsh(a, uint(b.Int64()))
		}},
		{">>", Interval.Shr, func(a, b *big.Int) *big.Int {
			if b.Sign() < 0 || b.Cmp(big.NewInt(MaxShift)) > 0 {
				return nil
			}
			return new(big.Int).Div(a, new(big.Int).Lsh(big.NewInt(1), uint(b.Int64()))) // Euclidean: floor for a positive divisor
		}},
		{"&", Interval.And, func(a, b *big.Int) *big.Int { return new(big.Int).And(a, b) }},
		{"|", Interval.Or, func(a, b *big.Int) *big.Int { return new(big.Int).Or(a, b) }},
		{"^", Interval.Xor, func(a, b *big.Int) *big.Int { return new(big.Int).Xor(a, b) }},
		{"log2", func(x, _ Interval) Interval { return x.Log2() }, func(a, _ *big.Int) *big.Int {
			if a.Sign() <= 0 {
				return nil
			}
			return big.NewInt(int64(a.BitLen() - 1))
		}},
		{"<", Interval.Less, func(a, b *big.Int) *big.Int { return b2(a.Cmp(b) < 0) }},
		{"<=", Interval.LessEq, func(a, b *big.Int) *big.Int { return b2(a.Cmp(b) <= 0) }},
		{"==", Interval.Equal, func(a, b *big.Int) *big.Int { return b2(a.Cmp(b) == 0) }},
	}
	for _, o := range ops {
		for _, x := range ivs {
			for _, y := range ivs {
				got := o.iv(x, y)
				for _, a := range members(x) {
					for _, b := range members(y) {
						want := o.conc(big.NewInt(a), big.NewInt(b))
						if want == nil || !want.IsInt64() {
							continue // a runtime error
						}
						if !got.Contains(want.Int64()) {
							t.Fatalf("%v %s %v = %v, misses %d %s %d = %v", x, o.name, y, got, a, o.name, b, want)
						}
					}
				}
			}
		}
	}
	for _, x := range ivs {
		for _, a := range members(x) {
			if want := -a; !x.Neg().Contains(want) {
				t.Fatalf("-%v = %v misses %d", x, x.Neg(), want)
			}
		}
	}
}
