package hrelation_test

import (
	"testing"

	"bspcost/frontend/gen"
	"bspcost/hrelation"
	"bspcost/polyhedra/bspaff"
)

// TestEmptyCasesKept: generated programs whose statements' disjuncts,
// with the empty ones dropped (emptyCasesOn), count exactly cases no run
// reaches (a guard's remainder of a parameter the requires clause keeps
// at 0 or above, taken below 0), a polynomial in floors of the
// parameters the sequential analysis cannot bound: with the rule H has a
// bound, never below the simulated cost at p = 1..16; without it (the
// mutation) none, or one above it somewhere.
func TestEmptyCasesKept(t *testing.T) {
	tests := []struct {
		name  string
		seed  int64
		on    *bool
		param string // the parameter a multiple of p, at least p
		more  []map[string]int64
	}{
		// `rounds % 6 / 3 != rounds` with rounds >= 0 required.
		{"requires", 44338, hrelation.ReqCasesOn, "n", []map[string]int64{{"rounds": 0}, {"rounds": 1}, {"rounds": 7}}},
		// `max(nprocs, 1) % size % 3 == 2`: the remainder's range is
		// not shown, the step without the dropping is a plain count.
		{"plain cases", 32349, hrelation.PlainCasesOn, "size", []map[string]int64{{}}},
	}
	// Their remainders of constants parameters of the sets, as when the
	// programs were found (the cases of 6 / p leave no such count).
	defer func(on bool) { *bspaff.ConstDividendOn = on }(*bspaff.ConstDividendOn)
	*bspaff.ConstDividendOn = false
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := gen.Generate(tc.seed, gen.Options{MaxDepth: 2, MaxStmts: 3}).Source
			boundedOnlyWith(t, tc.name, src, tc.on, func(p int) []map[string]int64 {
				var pts []map[string]int64
				for _, pt := range tc.more {
					for _, k := range []int64{1, 2} {
						q := map[string]int64{tc.param: k * int64(p)}
						for n, v := range pt {
							q[n] = v
						}
						pts = append(pts, q)
					}
				}
				return pts
			})
		})
	}
}
