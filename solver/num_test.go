package solver

import (
	"math"
	"math/big"
	"math/rand"
	"testing"
)

// TestNum: the simplex's numbers agree with big.Rat on random operands,
// small and near the int64 limits.
func TestNum(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	pick := func() *big.Rat {
		vals := []int64{0, 1, -1, 2, 3, -7, 12, math.MaxInt64, math.MinInt64 + 1, math.MaxInt64 / 3, 1 << 40, -(1 << 33)}
		n := vals[rng.Intn(len(vals))]
		if rng.Intn(2) == 0 {
			n = rng.Int63n(2000) - 1000
		}
		d := []int64{1, 1, 2, 3, 6, math.MaxInt64, 1 << 35}[rng.Intn(7)]
		return big.NewRat(n, d)
	}
	for i := 0; i < 20000; i++ {
		x, y := pick(), pick()
		a, b := numOf(x), numOf(y)
		check := func(op string, got num, want *big.Rat) {
			if got.rat().Cmp(want) != 0 {
				t.Fatalf("%s %s %s: got %s, want %s", x.RatString(), op, y.RatString(), got.rat().RatString(), want.RatString())
			}
		}
		check("+", numAdd(a, b), new(big.Rat).Add(x, y))
		check("-", numSub(a, b), new(big.Rat).Sub(x, y))
		check("*", numMul(a, b), new(big.Rat).Mul(x, y))
		if y.Sign() != 0 {
			check("/", numQuo(a, b), new(big.Rat).Quo(x, y))
		}
		if numCmp(a, b) != x.Cmp(y) {
			t.Fatalf("cmp %s %s", x.RatString(), y.RatString())
		}
	}
}

// TestCheckedOps: mul64 and add64 are exact where they succeed and fail
// exactly where the result is out of (MinInt64, MaxInt64], the range whose
// negation is safe.
func TestCheckedOps(t *testing.T) {
	vals := []int64{0, 1, -1, 2, -2, 3, math.MaxInt64, math.MinInt64, math.MinInt64 + 1, math.MaxInt64 / 2, math.MinInt64 / 2, 1 << 32, -(1 << 32), 3037000499, -3037000500}
	lo, hi := big.NewInt(math.MinInt64+1), big.NewInt(math.MaxInt64)
	for _, x := range vals {
		for _, y := range vals {
			for _, op := range []struct {
				name string
				f    func(a, b int64) (int64, bool)
				want *big.Int
			}{
				{"*", mul64, new(big.Int).Mul(big.NewInt(x), big.NewInt(y))},
				{"+", add64, new(big.Int).Add(big.NewInt(x), big.NewInt(y))},
			} {
				r, ok := op.f(x, y)
				inRange := op.want.Cmp(lo) >= 0 && op.want.Cmp(hi) <= 0
				if ok != inRange || ok && r != op.want.Int64() {
					t.Errorf("%d %s %d = %d, %v; want %s (representable: %v)", x, op.name, y, r, ok, op.want, inRange)
				}
			}
		}
	}
}

// TestNumFloor compares floorRat and isInt with big.Rat's on small and
// big values of both signs.
func TestNumFloor(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	for i := 0; i < 20000; i++ {
		r := big.NewRat(rng.Int63n(41)-20, rng.Int63n(6)+1)
		if i%4 == 0 {
			r.Mul(r, new(big.Rat).SetFrac(new(big.Int).Lsh(big.NewInt(1), 70), big.NewInt(rng.Int63n(5)+1)))
		}
		a := numOf(r)
		if got, want := a.floorRat(), ratFloor(r); got.Cmp(want) != 0 {
			t.Fatalf("floor of %v: %v, want %v", r, got, want)
		}
		if a.isInt() != r.IsInt() {
			t.Fatalf("isInt of %v: %v", r, a.isInt())
		}
	}
}
