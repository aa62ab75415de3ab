package seqcost

import (
	"fmt"
	"testing"
)

// TestDistributionFormulas: the local sizes of the cyclic and block
// distributions, quotients by nprocs whose dividend holds pid
// ((N + p - s - 1) / p, BSPedupack's nloc), bound W exactly where the
// maximum over the processes is the quotient at an end of pid's range;
// every bound is checked against the simulator at p = 1..16 and several
// N, and with the rule off (divByEntryOn) W has another bound or none
// (divRemBounds' quotient at most its dividend).
func TestDistributionFormulas(t *testing.T) {
	tests := []struct {
		name, body string
		// want W at (p, N), the simulated maximum where exact.
		want func(p, n int64) int64
	}{
		{"cyclic", "for i := 0 to (N + nprocs - pid - 1) / nprocs - 1 do {2 * r} skip end",
			func(p, n int64) int64 { return 2 * ((n + p - 1) / p) }},
		{"cyclic-plus", "for i := 1 to (N - pid + nprocs - 1) / nprocs do {1 * r} skip end",
			func(p, n int64) int64 { return (n + p - 1) / p }},
		{"block-last", "for i := 0 to (N + pid) / nprocs - 1 do {1 * r} skip end",
			func(p, n int64) int64 { return (n + p - 1) / p }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := fmt.Sprintf("program dist(N) requires (N >= 0)\n  %s\nend\n", tt.body)
			prog, w, bound := boundedW(t, tt.name, src)
			simCheck(t, prog, "W", bound, pointsN(func(p int64) []int64 {
				return []int64{0, 1, p - 1, p, 2*p + 1, 5 * p}
			}), func(p int64, params map[string]int64) int64 { return tt.want(p, params["N"]) })
			divByEntryOn = false
			defer func() { divByEntryOn = true }()
			if off := w(); off != nil && off.String() == bound.String() {
				t.Errorf("with divByEntry off W = %s: the rule is not what bounds it", off)
			}
		})
	}
}
