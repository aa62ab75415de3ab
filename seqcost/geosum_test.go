package seqcost

import (
	"fmt"
	"math/big"
	"testing"
	"time"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/sim"
	"bspcost/internal/oracle"
	"bspcost/solver"
)

// TestGeometricSums: an inner loop whose trip count is a counter that a
// loop doubles (triples) is summed as a geometric series (the solver's
// geometric sums): W is checked against the simulator at p = 1..16 and
// several limits, never below it and never above the series' closed form
// most (2·(2N - 1) for n = 1, 2, 4, ..., <= N), where a count times the
// largest trip count is N·log2(N). The solver's known systems hold the
// mutation check (noGeoSums).
func TestGeometricSums(t *testing.T) {
	tests := []struct {
		name, params, requires, body string
		limits                       []int64
		most                         func(N int64) int64
	}{
		{"constant limit", "", "", "var n := 1\n  while n <= 1024 do\n    for i := 0 to n - 1 do\n      {2 * r} skip\n    end\n    skip\n    n := n * 2\n  end",
			nil, func(int64) int64 { return 2 * (2*1024 - 1) }},
		{"parameter limit", "N", " requires N >= 0", "var n := 1\n  while n <= N do\n    for i := 0 to n - 1 do\n      {2 * r} skip\n    end\n    n := n * 2\n  end",
			[]int64{0, 1, 2, 7, 100, 1000, 1023, 1024}, func(N int64) int64 { return 2 * max(2*N-1, 0) }},
		{"tripling, quadratic", "N", " requires N >= 0", "var n := 1\n  while n < N do\n    for i := 0 to n - 1 do\n      for j := 0 to n - 1 do\n        {r} skip\n      end\n    end\n    n := 3 * n\n  end",
			// 1 + 9 + 81 + ... <= (9/8)·(N - 1)^2.
			[]int64{0, 1, 2, 7, 28, 82, 100}, func(N int64) int64 { return 9 * max(N-1, 0) * max(N-1, 0) / 8 }},
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
					points = append(points, map[string]int64{"N": n})
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
						if most := big.NewRat(tt.most(ps["N"]), 1); c.Value.Cmp(most) > 0 {
							t.Errorf("W = %s is %s at p=%d %v, above the geometric series' %s (simulated %d)", bound, c.Value.RatString(), p, ps, most.RatString(), c.Simulated)
						}
					}
				}
			}
		})
	}
}
