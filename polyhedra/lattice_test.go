package polyhedra

import (
	"errors"
	"fmt"
	"math/big"
	"testing"
)

// latticeCases are sums of counts over [p, e, t] whose pieces are
// lattices of t (its even or 1 mod 3 values, a parity of t + e), beside
// pieces without one: the maximum over t.
var latticeCases = [][]string{{
	"[p, e, t] -> { [x] : t = 0 and p >= 1 and 0 <= x < p }",
	"[p, e, t] -> { [x] : x = 0 and exists (k = floor((t)/2) : t = 2k and t >= 0 and p >= 2k + 1) }",
	"[p, e, t] -> { [x] : p >= t + 1 and t >= 1 and 0 <= x <= t }",
	"[p, e, t] -> { [x] : e = t and e >= 0 and p >= e + 1 and 0 <= x < p }",
}, {
	"[p, e, t] -> { [x] : exists (k = floor((t - 1)/3) : t = 3k + 1 and t >= 1 and 6 >= t and p >= 3k + 2 and 0 <= x < e) }",
	"[p, e, t] -> { [x] : p >= t + 1 and t >= 0 and 0 <= x <= 1 }",
}, {
	"[p, e, t] -> { [x] : exists (k = floor((t + e)/2) : t + e = 2k and t >= 0 and 2p >= t + e + 1 and 0 <= x <= t) }",
	"[p, e, t] -> { [x] : p >= t + 1 and t >= 0 and 0 <= x < p - t }",
}, {
	"[p, e, t] -> { [x] : exists (k = floor((t)/2) : t = 2k and t >= 0 and p >= 2k + 1 and 0 <= x < p - t) }",
	"[p, e, t] -> { [x] : exists (k = floor((t)/3) : t = 3k and t >= 0 and p >= t + 1 and 0 <= x < 2) }",
}}

func latticeSum(t *testing.T, src []string) *PwQPoly {
	t.Helper()
	var sum *PwQPoly
	for _, s := range src {
		set, err := Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		n, err := set.Count()
		if err != nil {
			t.Fatal(err)
		}
		if sum == nil {
			sum = n
		} else {
			sum = sum.Add(n)
		}
	}
	return sum
}

// TestMaxLattice: the maximum over t of sums with lattice pieces is
// exact and equal to the brute-force maximum at p = 1..12, e = -3..14;
// without the rule (maxLatticeOn) the first case has no closed form or
// only a bound.
func TestMaxLattice(t *testing.T) {
	for ci, src := range latticeCases {
		t.Run(fmt.Sprint(ci), func(t *testing.T) {
			sum := latticeSum(t, src)
			m, err := sum.MaxOver(1)
			if err != nil {
				t.Fatal(err)
			}
			if !m.Exact {
				t.Errorf("not exact: %s", m)
			}
			for p := int64(1); p <= 12; p++ {
				for e := int64(-3); e <= 14; e++ {
					best := new(big.Rat)
					for tt := int64(-3); tt <= 30; tt++ {
						if v := sum.Eval([]int64{p, e, tt}); v.Cmp(best) > 0 {
							best = v
						}
					}
					if got := m.Eval([]int64{p, e}); got.Cmp(best) != 0 {
						t.Errorf("p=%d e=%d: maximum %s, brute force %s", p, e, got.RatString(), best.RatString())
					}
				}
			}
		})
	}
	maxLatticeOn = false
	defer func() { maxLatticeOn = true }()
	if m, err := latticeSum(t, latticeCases[0]).MaxOver(1); err == nil && m.Exact {
		t.Errorf("without the rule: exact %s", m)
	} else if err != nil && !errors.Is(err, errNoClosedForm) {
		t.Errorf("without the rule: %v", err)
	}
}
