package intsem

import (
	"math/big"
	"math/rand"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// floorBig is floor(a / b) in exact arithmetic. big.Int.Div is Euclidean
// division (remainder >= 0), which is floor division only for b > 0;
// floor(a / b) = floor(-a / -b) gives it for b < 0.
func floorBig(a, b int64) *big.Int {
	A, B := big.NewInt(a), big.NewInt(b)
	if b < 0 {
		A.Neg(A)
		B.Neg(B)
	}
	return A.Div(A, B)
}

// TestNumberAgainstBig compares FloorDiv, FloorMod, GCD and AbsU with
// exact integer arithmetic on edge values and random ones.
func TestNumberAgainstBig(t *testing.T) {
	vals := append([]int64(nil), edges...)
	r := rand.New(rand.NewSource(2))
	for i := 0; i < 60; i++ {
		vals = append(vals, r.Int63()-r.Int63(), int64(r.Intn(41)-20))
	}
	for _, a := range vals {
		A := big.NewInt(a)
		if got, want := AbsU(a), new(big.Int).Abs(A); got != want.Uint64() {
			t.Errorf("AbsU(%d) = %d, want %v", a, got, want)
		}
		for _, b := range vals {
			B := big.NewInt(b)
			wantG := new(big.Int).GCD(nil, nil, new(big.Int).Abs(A), new(big.Int).Abs(B))
			if got := GCD(AbsU(a), AbsU(b)); got != wantG.Uint64() {
				t.Errorf("GCD(|%d|, |%d|) = %d, want %v", a, b, got, wantG)
			}
			q, okq := FloorDiv(a, b)
			m, okm := FloorMod(a, b)
			if b == 0 {
				if okq || okm {
					t.Errorf("FloorDiv/FloorMod(%d, 0) ok: %v, %v", a, okq, okm)
				}
				continue
			}
			wantQ := floorBig(a, b)
			if okq != wantQ.IsInt64() || okq && q != wantQ.Int64() {
				t.Errorf("FloorDiv(%d, %d) = %d, %v; want %v", a, b, q, okq, wantQ)
			}
			wantM := new(big.Int).Sub(A, new(big.Int).Mul(B, wantQ))
			if !okm || m != wantM.Int64() {
				t.Errorf("FloorMod(%d, %d) = %d, %v; want %v", a, b, m, okm, wantM)
			}
		}
	}
}

// TestNumberEdges spells out the cases a private copy tends to get
// wrong: MinInt, negative divisors, the MinInt / -1 overflow.
func TestNumberEdges(t *testing.T) {
	type res struct {
		V  int64
		OK bool
	}
	for _, tc := range []struct {
		name     string
		a, b     int64
		div, mod res
	}{
		{"exact", 6, 3, res{2, true}, res{0, true}},
		{"positive", 7, 2, res{3, true}, res{1, true}},
		{"negative dividend", -7, 2, res{-4, true}, res{1, true}},
		{"negative divisor", 7, -2, res{-4, true}, res{-1, true}},
		{"both negative", -7, -2, res{3, true}, res{-1, true}},
		{"exact negative", -6, 3, res{-2, true}, res{0, true}},
		{"zero divisor", 5, 0, res{0, false}, res{0, false}},
		{"MinInt / -1 overflows", MinInt, -1, res{0, false}, res{0, true}},
		{"MinInt / 1", MinInt, 1, res{MinInt, true}, res{0, true}},
		{"MinInt / 3", MinInt, 3, res{-3074457345618258603, true}, res{1, true}},
		{"MinInt / -3", MinInt, -3, res{3074457345618258602, true}, res{-2, true}},
		{"MaxInt / -2", MaxInt, -2, res{-1 << 62, true}, res{-1, true}},
		{"-1 / MinInt", -1, MinInt, res{0, true}, res{-1, true}},
		{"1 / MinInt", 1, MinInt, res{-1, true}, res{MinInt + 1, true}},
		{"MinInt / MinInt", MinInt, MinInt, res{1, true}, res{0, true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got res
			got.V, got.OK = FloorDiv(tc.a, tc.b)
			if diff := cmp.Diff(tc.div, got); diff != "" {
				t.Errorf("FloorDiv(%d, %d) (-want +got):\n%s", tc.a, tc.b, diff)
			}
			got.V, got.OK = FloorMod(tc.a, tc.b)
			if diff := cmp.Diff(tc.mod, got); diff != "" {
				t.Errorf("FloorMod(%d, %d) (-want +got):\n%s", tc.a, tc.b, diff)
			}
		})
	}
	for _, tc := range []struct {
		a, b int64
		want uint64
	}{
		{0, 0, 0},
		{0, -5, 5},
		{12, -18, 6},
		{MinInt, 0, 1 << 63},
		{MinInt, MinInt, 1 << 63},
		{MinInt, 6, 2},
		{MinInt, MaxInt, 1},
		{-4, MinInt, 4},
	} {
		if got := GCD(AbsU(tc.a), AbsU(tc.b)); got != tc.want {
			t.Errorf("GCD(|%d|, |%d|) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}
