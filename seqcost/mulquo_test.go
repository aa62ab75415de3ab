package seqcost

import (
	"fmt"
	"testing"
)

// TestMulOfQuo: a value nprocs * (N / nprocs) (or (N / nprocs) * nprocs),
// N of either sign, spent as a cost or a loop count, is bounded; every bound is checked against the
// simulator at p = 1..16 and several N, negative ones included, and with
// the rule off (mulOfQuoOn) W has no bound.
func TestMulOfQuo(t *testing.T) {
	tests := []struct{ name, body string }{
		// hrelation's form: h summed over guarded cases.
		{"guarded", "var h := 0\n  if N / nprocs - 1 >= 0 then h := h + nprocs * (N / nprocs) end\n  {h * r} skip"},
		{"reversed", "var h := (N / nprocs) * nprocs\n  if h > 0 then {h * r} skip end"},
		{"loop", "for i := 1 to nprocs * (N / nprocs) do {1 * r} skip end"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := fmt.Sprintf("program mq(N)\n  %s\nend\n", tt.body)
			prog, w, bound := boundedW(t, tt.name, src)
			simCheck(t, prog, "W", bound, pointsN(func(p int64) []int64 {
				return []int64{-3*p - 1, -p, -1, 0, 1, p - 1, p, 2*p + 1, 5 * p}
			}), nil)
			mulOfQuoOn = false
			defer func() { mulOfQuoOn = true }()
			if off := w(); off != nil {
				t.Errorf("with mulOfQuo off W = %s: the rule is not what bounds it", off)
			}
		})
	}
}
