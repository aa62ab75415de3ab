package main

import (
	"testing"
	"time"

	"bspcost/frontend/gen"
)

// TestDataVariants: the pipeline check runs every data variant at every
// point, and a bound reached only when every process's data send it to
// one process (x > 4 everywhere: the all-9 variant) is exact against the
// variants' largest cost.
func TestDataVariants(t *testing.T) {
	g := &gen.Program{Source: `program dv
  var x := any
  var y
  if x > 4 then
    put(0, y, y)
  end
  sync
end
`}
	lim := limits{MaxSteps: 300_000, SimTimeout: 5 * time.Second, SolverDeadline: 10 * time.Second, MaxP: 4}
	r := checkPipeline("dv", g, lim, func(string) {})
	if len(r.Failures) > 0 || r.AnalysisErr != "" {
		t.Fatalf("failures %v, analysis error %q", r.Failures, r.AnalysisErr)
	}
	if want := len(dataVariants) * 2 * lim.MaxP; r.Runs != want {
		t.Errorf("%d runs; want %d (every variant at the %d points)", r.Runs, want, 2*lim.MaxP)
	}
	if !r.Bounded["H"] || !r.Exact["H"] {
		t.Errorf("H bounded %v, exact %v; want exact against the all-9 data (every process sends to 0)", r.Bounded["H"], r.Exact["H"])
	}
	t.Logf("H exact against the random data alone: %v", r.ExactRandom["H"])
}
