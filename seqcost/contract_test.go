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

// TestContractCosts: programs calling contracts (docs/language.md,
// "Contracts") get bounds equal to the simulated cost at p = 1..16 and
// several N: the simulator charges a contract's cost as the analysis
// does (costs in p * p and p * (2k + p) included).
func TestContractCosts(t *testing.T) {
	tests := []struct {
		name, src string
	}{
		{"collective in a loop", `contract bcast(n) collective supersteps(2) h(2 * n) work(n)
program t(N, K) requires N >= 0 && K >= 0
  for i := 1 to K do
    bcast(N)
  end
end
`},
		{"local after collective", `contract ex(n) collective supersteps(1) h(n)
contract sq(n) local work(3 * n + 1)
program t(N) requires N >= 0
  ex(N)
  if pid == 0 then
    sq(N)
  end
  sync
end
`},
		{"tree in p", `contract tree(n) collective supersteps(p) h(p * p + n)
program t(N) requires N >= 0
  tree(N)
  tree(2 * N)
end
`},
		{"log2 tree", `contract tree(n) collective supersteps(max(log2(2 * p - 1), 1)) h(n)
program t(N) requires N >= 0
  tree(N)
  sync
end
`},
		{"delayed requests", `contract later(k) local supersteps(p) h(p * (2 * k + p))
program t(N) requires N >= 0
  later(1)
  sync
end
`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			prog, err := frontend.Parse(tt.name+".bsp", []byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			bounds := func() map[string]*solver.Expr {
				b, err := AnalyzeBSP(prog, align.Analyze(prog), Options{}, solver.Options{Deadline: time.Now().Add(10 * time.Second)})
				if err != nil {
					t.Fatal(err)
				}
				return map[string]*solver.Expr{"W": b.W.Expr, "H": b.H.Expr, "S": b.S.Expr}
			}
			bs := bounds()
			for r, e := range bs {
				if e == nil {
					t.Fatalf("%s has no bound", r)
				}
			}
			for p := 1; p <= 16; p++ {
				for _, n := range []int64{0, 1, 7} {
					params := map[string]int64{"N": n}
					if len(prog.Params) > 1 {
						params["K"] = 3
					}
					res, err := sim.Run(prog, sim.Config{P: p, Params: params, Seed: 1})
					if err != nil {
						t.Fatalf("p=%d N=%d: %v", p, n, err)
					}
					for _, c := range oracle.Compare(bs, p, params, res) {
						if c.Err != nil || c.Unsound() {
							t.Errorf("UNSOUND or unevaluable %s at p=%d N=%d (simulated %d): %v", c.Resource, p, n, c.Simulated, c.Err)
						} else if got, want := c.Value.RatString(), fmt.Sprint(c.Simulated); got != want {
							t.Errorf("%s = %s = %s at p=%d N=%d, simulated %s (want exact)", c.Resource, bs[c.Resource], got, p, n, want)
						}
					}
				}
			}
		})
	}
}
