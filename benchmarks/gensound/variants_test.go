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

// TestConstDataRuns: a bound reached only where every process's data
// name one process other than 0 and 9 modulo p (x % nprocs == 2 sends
// every word to process 2) is above the three variants at p >= 3 and
// exact with the runs of every constant (limits.NoConstData off), not
// with them switched off. A bound exact against the variants makes no
// such run.
func TestConstDataRuns(t *testing.T) {
	g := &gen.Program{Source: `program cd
  var x := any
  var y
  if x % nprocs == 2 then
    put(2, y, y)
  end
  sync
end
`}
	for _, off := range []bool{false, true} {
		lim := limits{MaxSteps: 300_000, SimTimeout: 5 * time.Second, SolverDeadline: 10 * time.Second, MaxP: 5, NoConstData: off}
		r := checkPipeline("cd", g, lim, func(string) {})
		if len(r.Failures) > 0 || r.AnalysisErr != "" {
			t.Fatalf("failures %v, analysis error %q", r.Failures, r.AnalysisErr)
		}
		if !r.Bounded["H"] || r.Exact["H"] == off || r.ExactVariants["H"] {
			t.Errorf("constant runs off %v: H bounded %v, exact %v (against the variants %v); want exact with the constant runs only", off, r.Bounded["H"], r.Exact["H"], r.ExactVariants["H"])
		}
		if (r.ConstRuns > 0) == off {
			t.Errorf("constant runs off %v: %d of them", off, r.ConstRuns)
		}
	}
	r := checkPipeline("dv", &gen.Program{Source: "program dv\n  var y\n  put(0, y, y)\n  sync\nend\n"}, limits{MaxSteps: 300_000, SimTimeout: 5 * time.Second, SolverDeadline: 10 * time.Second, MaxP: 3}, func(string) {})
	if !r.Exact["H"] || r.ConstRuns != 0 {
		t.Errorf("put(0): H exact %v, %d constant runs; want exact, none", r.Exact["H"], r.ConstRuns)
	}
}
