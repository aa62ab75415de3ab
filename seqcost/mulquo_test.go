package seqcost

import (
	"fmt"
	"testing"
	"time"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/sim"
	"bspcost/internal/oracle"
	"bspcost/solver"
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
			prog, err := frontend.Parse(tt.name+".bsp", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			w := func() *solver.Expr {
				ar := align.Analyze(prog)
				b, err := AnalyzeBSP(prog, ar, Options{}, solver.Options{Deadline: time.Now().Add(10 * time.Second)})
				if err != nil {
					t.Fatal(err)
				}
				return b.W.Expr
			}
			bound := w()
			if bound == nil {
				t.Fatalf("W has no bound")
			}
			t.Logf("W = %s", bound)
			for p := int64(1); p <= 16; p++ {
				for _, n := range []int64{-3*p - 1, -p, -1, 0, 1, p - 1, p, 2*p + 1, 5 * p} {
					params := map[string]int64{"N": n}
					res, err := sim.Run(prog, sim.Config{P: int(p), Params: params, Seed: 1})
					if err != nil {
						t.Fatalf("p=%d N=%d: %v", p, n, err)
					}
					for _, c := range oracle.Compare(map[string]*solver.Expr{"W": bound}, int(p), params, res) {
						if c.Err != nil || c.Unsound() {
							t.Errorf("UNSOUND or unevaluable W = %s at p=%d N=%d (simulated %d): %v", bound, p, n, c.Simulated, c.Err)
						}
					}
				}
			}
			mulOfQuoOn = false
			defer func() { mulOfQuoOn = true }()
			if off := w(); off != nil {
				t.Errorf("with mulOfQuo off W = %s: the rule is not what bounds it", off)
			}
		})
	}
}
