package seqcost

import (
	"fmt"
	"math/big"
	"math/bits"
	"testing"
	"time"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/sim"
	"bspcost/internal/oracle"
	"bspcost/solver"
)

// TestGeometricSums: an inner loop whose trip count is a counter that a
// loop doubles (triples, multiplies by a parameter m >= 2) is summed as a
// geometric series (the solver's geometric sums, and its unfolding of a
// branch at the end of the loop's body): W is checked against the simulator at p = 1..16 and
// several limits, never below it and never above the series' closed form
// most (2·(2N - 1) for n = 1, 2, 4, ..., <= N), where a count times the
// largest trip count is N·log2(N). The solver's known systems hold the
// mutation checks (noGeoSums, noUnfold).
func TestGeometricSums(t *testing.T) {
	tests := []struct {
		name, params, requires, body string
		limits                       []int64 // values of N
		ms                           []int64 // values of m, when a parameter
		most                         func(N, p int64) int64
	}{
		{"constant limit", "", "", "var n := 1\n  while n <= 1024 do\n    for i := 0 to n - 1 do\n      {2 * r} skip\n    end\n    skip\n    n := n * 2\n  end",
			nil, nil, func(_, _ int64) int64 { return 2 * (2*1024 - 1) }},
		{"parameter limit", "N", " requires N >= 0", "var n := 1\n  while n <= N do\n    for i := 0 to n - 1 do\n      {2 * r} skip\n    end\n    n := n * 2\n  end",
			[]int64{0, 1, 2, 7, 100, 1000, 1023, 1024}, nil, func(N, _ int64) int64 { return 2 * max(2*N-1, 0) }},
		// BSPedupack's bspbench: the loop's body ends in a branch (its
		// continuation relation, unfolded by the solver); the branch's p
		// per round is counted, the inner loop summed.
		{"branch in the body", "N", " requires N >= 0", "var n := 1\n  while n <= N do\n    for i := 0 to n - 1 do\n      {2 * r} skip\n    end\n    if pid == 0 then\n      for s := 0 to nprocs - 1 do\n        {1 * r} skip\n      end\n    end\n    n := n * 2\n  end",
			[]int64{0, 1, 5, 64, 100}, nil, func(N, p int64) int64 { return 2*max(2*N-1, 0) + p*int64(bits.Len64(uint64(N))) }},
		// n := n * m with m >= 2 from the requires clause (the translation's
		// alternatives give n at least doubled).
		{"parameter multiplier", "N, m", " requires N >= 0 && m >= 2", "var n := 1\n  while n <= N do\n    for i := 0 to n - 1 do\n      {r} skip\n    end\n    n := n * m\n  end",
			[]int64{0, 1, 2, 7, 100, 1000}, []int64{2, 3, 7}, func(N, _ int64) int64 { return max(2*N-1, 0) }},
		{"tripling, quadratic", "N", " requires N >= 0", "var n := 1\n  while n < N do\n    for i := 0 to n - 1 do\n      for j := 0 to n - 1 do\n        {r} skip\n      end\n    end\n    n := 3 * n\n  end",
			// 1 + 9 + 81 + ... <= (9/8)·(N - 1)^2.
			[]int64{0, 1, 2, 7, 28, 82, 100}, nil, func(N, _ int64) int64 { return 9 * max(N-1, 0) * max(N-1, 0) / 8 }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := fmt.Sprintf("program geo(%s)%s\n  %s\nend\n", tt.params, tt.requires, tt.body)
			prog, err := frontend.Parse("geo.bsp", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			ar := align.Analyze(prog)
			b, err := AnalyzeBSP(prog, ar, Options{}, solver.Options{Deadline: time.Now().Add(10 * time.Second)})
			if err != nil {
				t.Fatal(err)
			}
			bound := b.W.Expr
			if bound == nil {
				t.Fatal("W has no bound")
			}
			t.Logf("W = %s", bound)
			points := []map[string]int64{{}}
			if tt.params != "" {
				points = nil
				for _, n := range tt.limits {
					if tt.ms == nil {
						points = append(points, map[string]int64{"N": n})
					}
					for _, m := range tt.ms {
						points = append(points, map[string]int64{"N": n, "m": m})
					}
				}
			}
			for p := 1; p <= 16; p++ {
				for _, ps := range points {
					res, err := sim.Run(prog, sim.Config{P: p, Params: ps, Seed: 1})
					if err != nil {
						t.Fatalf("p=%d %v: %v", p, ps, err)
					}
					for _, c := range oracle.Compare(map[string]*solver.Expr{"W": bound}, p, ps, res) {
						if c.Err != nil || c.Unsound() {
							t.Fatalf("UNSOUND or unevaluable W = %s at p=%d %v (simulated %d): %v", bound, p, ps, c.Simulated, c.Err)
						}
						if most := big.NewRat(tt.most(ps["N"], int64(p)), 1); c.Value.Cmp(most) > 0 {
							t.Errorf("W = %s is %s at p=%d %v, above the geometric series' %s (simulated %d)", bound, c.Value.RatString(), p, ps, most.RatString(), c.Simulated)
						}
					}
				}
			}
		})
	}
}
