package polyhedra

import (
	"fmt"
	"math/big"
	"strings"
	"testing"
)

// halfSplitCases overlap on a domain of more parts than maxPieceParts
// (stripes q = 3i, p >= 2) where the other piece (p >= 0, q >= 0)
// wins: their difference 1 - p is affine, negative on the stripes.
func halfSplitCases() [][2]*PwQPoly {
	params := []string{"p", "q"}
	var ps []string
	for i := 0; i < 20; i++ {
		ps = append(ps, fmt.Sprintf("q = %d and p >= 2", 3*i))
	}
	stripes := "[p, q] -> { : " + strings.Join(ps, " or ") + " }"
	var out [][2]*PwQPoly
	for _, whole := range []string{"[p, q] -> { : p >= 0 and q >= 0 }", "[p, q] -> { : p >= 0 and q >= -1 and 60 >= q }"} {
		a := &PwQPoly{Params: params, Exact: true, Pieces: []Piece{{MustParse(stripes), QPoly{params: params, p: newPoly(2, []term{tm(1, 0, 0)})}}}}
		b := &PwQPoly{Params: params, Exact: true, Pieces: []Piece{{MustParse(whole), QPoly{params: params, p: newPoly(2, []term{tm(1, 1, 0)})}}}}
		out = append(out, [2]*PwQPoly{a, b}, [2]*PwQPoly{b, a})
	}
	return out
}

// TestMaxHalfSplit: the maxima are exact, and equal to the larger value
// at every point of a box; without halfSplitOn the overlap's
// subtraction passes maxPieceParts and they are sums (inexact).
func TestMaxHalfSplit(t *testing.T) {
	for _, on := range []bool{true, false} {
		func() {
			defer func(v bool) { halfSplitOn = v }(halfSplitOn)
			halfSplitOn = on
			for i, c := range halfSplitCases() {
				a, b := c[0], c[1]
				m := a.Max(b)
				if m.Exact != on {
					t.Errorf("case %d, halfSplitOn %v: max exact %v", i, on, m.Exact)
				}
				for p := int64(-2); p <= 6; p++ {
					for q := int64(-2); q <= 64; q++ {
						pv := []int64{p, q}
						want := new(big.Rat)
						if v := a.Eval(pv); v.Cmp(want) > 0 {
							want = v
						}
						if v := b.Eval(pv); v.Cmp(want) > 0 {
							want = v
						}
						got := m.Eval(pv)
						if got.Cmp(want) < 0 || m.Exact && got.Cmp(want) != 0 {
							t.Errorf("case %d at %v: max %v, want %v", i, pv, got, want)
						}
					}
				}
			}
		}()
	}
}
