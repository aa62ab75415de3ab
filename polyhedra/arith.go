package polyhedra

import (
	"fmt"
	"math"
	"math/bits"
)

// OverflowError is the panic value raised when an intermediate coefficient
// does not fit in an int64. Operations never return a wrong answer on
// overflow: they stop. Callers that feed adversarial inputs can recover it
// with CatchOverflow.
type OverflowError struct{ Op string }

func (e *OverflowError) Error() string { return "polyhedra: int64 overflow in " + e.Op }

// CatchOverflow runs f and converts an OverflowError panic into an error.
// Other panics propagate unchanged.
func CatchOverflow(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if oe, ok := r.(*OverflowError); ok {
				err = oe
				return
			}
			panic(r)
		}
	}()
	f()
	return nil
}

func add(a, b int64) int64 {
	c := a + b
	if (c > a) != (b > 0) {
		panic(&OverflowError{"add"})
	}
	return c
}

func sub(a, b int64) int64 {
	c := a - b
	if (c < a) != (b > 0) {
		panic(&OverflowError{"sub"})
	}
	return c
}

func mul(a, b int64) int64 {
	if a == 0 || b == 0 {
		return 0
	}
	hi, lo := bits.Mul64(uint64(abs(a)), uint64(abs(b)))
	neg := (a < 0) != (b < 0)
	if hi != 0 || lo > math.MaxInt64+1 || (lo == math.MaxInt64+1 && !neg) || a == math.MinInt64 || b == math.MinInt64 {
		panic(&OverflowError{"mul"})
	}
	if neg {
		return -int64(lo)
	}
	return int64(lo)
}

func neg(a int64) int64 {
	if a == math.MinInt64 {
		panic(&OverflowError{"neg"})
	}
	return -a
}

func abs(a int64) int64 {
	if a < 0 {
		if a == math.MinInt64 {
			panic(&OverflowError{"abs"})
		}
		return -a
	}
	return a
}

func gcd(a, b int64) int64 {
	a, b = abs(a), abs(b)
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// floorDiv returns floor(a/b) for b > 0.
func floorDiv(a, b int64) int64 {
	if b <= 0 {
		panic(fmt.Sprintf("floorDiv by %d", b))
	}
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// ceilDiv returns ceil(a/b) for b > 0.
func ceilDiv(a, b int64) int64 { return neg(floorDiv(neg(a), b)) }

// modHat is Pugh's symmetric remainder a - b*floor(a/b + 1/2).
func modHat(a, b int64) int64 {
	return sub(a, mul(b, floorDiv(add(mul(2, a), b), mul(2, b))))
}

// rowGCD is the gcd of r[from:].
func rowGCD(r []int64, from int) int64 {
	var g int64
	for _, v := range r[from:] {
		if v != 0 {
			g = gcd(g, v)
			if g == 1 {
				return 1
			}
		}
	}
	return g
}

func copyRow(r []int64) []int64 { return append([]int64(nil), r...) }

func copyRows(rs [][]int64) [][]int64 {
	out := make([][]int64, len(rs))
	for i, r := range rs {
		out[i] = copyRow(r)
	}
	return out
}

func negRow(r []int64) []int64 {
	out := make([]int64, len(r))
	for i, v := range r {
		out[i] = neg(v)
	}
	return out
}

// combine returns a*x + b*y.
func combine(a int64, x []int64, b int64, y []int64) []int64 {
	out := make([]int64, len(x))
	for i := range x {
		out[i] = add(mul(a, x[i]), mul(b, y[i]))
	}
	return out
}

func isZeroFrom(r []int64, from int) bool {
	for _, v := range r[from:] {
		if v != 0 {
			return false
		}
	}
	return true
}

func rowsEqual(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
