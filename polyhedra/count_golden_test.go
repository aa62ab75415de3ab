package polyhedra

import (
	"fmt"
	"math/big"
	"strings"
	"testing"
)

// loopDomains are iteration domains of the kind seqcost counts.
var loopDomains = []string{
	"[N] -> { [i] : 0 <= i < N }",
	"[N] -> { [i, j] : 0 <= i < N and 0 <= j < N }",
	"[N] -> { [i, j] : 0 <= i < N and i <= j < N }",
	"[N] -> { [i, j, k] : 0 <= i < N and 0 <= j <= i and 0 <= k <= j }",
	"[N, s] -> { [i] : 0 <= i < N and i mod 4 = s and 0 <= s < 4 }",
	"[N] -> { [i] : 0 <= i < N and i mod 2 = 0 }",
	"[N] -> { [i] : 0 <= 4i < N }",
	"[N, M] -> { [i, j] : 0 <= i < N and 0 <= j < M and i + j <= N }",
	"[N, b] -> { [i] : b * 0 <= i - 3b < b + 3 and i < N }",
	"[n] -> { [i, j] : 1 <= i <= n and 1 <= j <= i and (i + j) mod 3 = 0 }",
}

func TestCountGolden(t *testing.T) {
	var out strings.Builder
	for _, src := range loopDomains {
		s := MustParse(src)
		pw, err := s.Count()
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		fmt.Fprintf(&out, "%s\n    %s\n", src, pw)
		np := len(s.Space().Params)
		for a := int64(-1); a <= 7; a++ {
			for b := int64(-1); b <= 4; b++ {
				pv := []int64{a, b}[:np]
				var want int64
				points(s.Space().NDim(), 8, func(x []int64) {
					if s.Contains(pv, x) {
						want++
					}
				})
				if got := pw.Eval(pv); got.Cmp(big.NewRat(want, 1)) != 0 {
					t.Errorf("%s at %v: count %v, brute force %d", src, pv, got, want)
				}
			}
		}
	}
	checkGolden(t, "count.golden", out.String())
}
