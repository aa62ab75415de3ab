package seqcost

import (
	"errors"
	"flag"
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/gen"
	"bspcost/frontend/sim"
	"bspcost/internal/oracle"
	"bspcost/solver"
)

// pipelineGen sets the size of TestPipelineGenerated. The 10,000-program
// figures of docs/benchmarks.md come from benchmarks/gensound, which runs
// the same check in worker processes with a CPU-time limit per program.
var pipelineGen = flag.Int("seqcost.pipeline", 2, "generated programs per aligned family in TestPipelineGenerated")

var pipelineTrace = flag.Bool("seqcost.trace", false, "log runtime errors and times in TestPipelineGenerated")

// pipelineGenOptions keeps generated programs to nesting 2 and 3
// statements per block, as hrelation's soundness test does: the largest
// default-size programs take seconds in hrelation's counting.
var pipelineGenOptions = gen.Options{MaxDepth: 2, MaxStmts: 3}

// pipelineStats counts, per family, what TestPipelineGenerated saw.
type pipelineStats struct {
	programs, rejected, failed, runs int
	skipped                          oracle.Skipped // simulations skipped (oracle.SimErr)
	bounded, exact                   map[string]int // per resource
	allBounded, allExact             int
	reasons                          map[string]int
}

func newPipelineStats() *pipelineStats {
	return &pipelineStats{bounded: map[string]int{}, exact: map[string]int{}, reasons: map[string]int{}}
}

// TestPipelineGenerated runs the whole pipeline (align, hrelation, nondet,
// seqcost, solver: AnalyzeBSP) on programs of the generator's aligned
// families, which nobody shaped for this analysis, and checks every bound
// found against the simulator at p = 1..16 (every p), two parameter sets
// per p and one input seed: W, H and S each >= the simulated one. The
// simulator, not the generator, is the label: a run that ends in a
// runtime error of the program or a resource limit of the simulator is
// skipped and counted, any other simulator error fails (oracle.SimErr). A resource without a bound is
// precision (counted), never a failure; a bound below the simulated cost
// fails the test. "exact" means equal to the simulated cost at every
// tested point.
func TestPipelineGenerated(t *testing.T) {
	n := *pipelineGen
	if testing.Short() {
		n = min(n, 2)
	}
	var failures []string
	total := newPipelineStats()
	for _, fam := range gen.AlignedFamilies {
		st := newPipelineStats()
		for seed, g := range gen.OfFamily(fam, n, pipelineGenOptions) {
			failures = append(failures, checkPipeline(t, fmt.Sprintf("gen-%s-%d", fam, seed), g, st)...)
		}
		logPipeline(t, "gen "+fam, st)
		total.add(st)
	}
	logPipeline(t, "all families", total)
	for i, f := range failures {
		if i == 10 {
			t.Errorf("... %d more", len(failures)-10)
			break
		}
		t.Error(f)
	}
}

func (s *pipelineStats) add(o *pipelineStats) {
	s.programs += o.programs
	s.rejected += o.rejected
	s.failed += o.failed
	s.runs += o.runs
	s.skipped.Add(o.skipped)
	s.allBounded += o.allBounded
	s.allExact += o.allExact
	for k, v := range o.bounded {
		s.bounded[k] += v
	}
	for k, v := range o.exact {
		s.exact[k] += v
	}
	for k, v := range o.reasons {
		s.reasons[k] += v
	}
}

func logPipeline(t *testing.T, what string, st *pipelineStats) {
	t.Helper()
	var rs []string
	for r, n := range st.reasons {
		rs = append(rs, fmt.Sprintf("%q %d", r, n))
	}
	sort.Strings(rs)
	t.Logf("%s: %d programs (%d rejected by align, %d analysis errors), %d runs (%d runtime errors, %d over budget); bounded W %d H %d S %d, all three %d; exact W %d H %d S %d, all three %d; no-bound reasons: %s",
		what, st.programs, st.rejected, st.failed, st.runs, st.skipped.RunErrors, st.skipped.OverBudget,
		st.bounded["W"], st.bounded["H"], st.bounded["S"], st.allBounded,
		st.exact["W"], st.exact["H"], st.exact["S"], st.allExact, strings.Join(rs, ", "))
}

// reasonClass shortens a no-bound reason to its kind for the counts.
func reasonClass(s string) string {
	if i := strings.IndexAny(s, ":("); i > 0 {
		s = s[:i]
	}
	return strings.TrimSpace(s)
}

// checkPipeline analyses one generated program and compares its bounds
// with the simulator at its tested points (oracle.Points); it returns the
// soundness failures.
func checkPipeline(t *testing.T, name string, g *gen.Program, st *pipelineStats) []string {
	return checkPipelineAt(t, name, g, st, func(f func(int, map[string]int64)) { oracle.Points(g, 16, f) })
}

// checkPipelineAt is checkPipeline at the points points calls its
// function with (TestPipelineFailsOnBadPoints gives its own).
func checkPipelineAt(t *testing.T, name string, g *gen.Program, st *pipelineStats, points func(func(p int, params map[string]int64))) []string {
	prog, err := frontend.Parse(name+".bsp", []byte(g.Source))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	ar := align.Analyze(prog)
	if !ar.Aligned {
		st.rejected++
		return nil
	}
	st.programs++
	b, err := AnalyzeBSP(prog, ar, Options{}, solver.Options{Deadline: time.Now().Add(2 * time.Second)})
	if err != nil {
		st.failed++
		st.reasons[reasonClass(err.Error())]++
		if !errors.Is(err, ErrTooLarge) {
			t.Logf("%s: %v", name, err)
		}
		return nil
	}
	bounds := map[string]*solver.Expr{}
	all := true
	for _, r := range []struct {
		name string
		b    Bound
	}{{"W", b.W}, {"H", b.H}, {"S", b.S}} {
		if r.b.Expr == nil {
			all = false
			st.reasons[reasonClass(r.b.Reason)]++
			continue
		}
		bounds[r.name] = r.b.Expr
		st.bounded[r.name]++
	}
	if all {
		st.allBounded++
	}
	var failures []string
	exact := map[string]bool{"W": true, "H": true, "S": true}
	ran := false
	points(func(p int, params map[string]int64) {
		res, err := sim.Run(prog, sim.Config{P: p, Params: params, Seed: 1, MaxSteps: 300_000})
		if err != nil {
			if why := st.skipped.Count(err); why != "" {
				failures = append(failures, fmt.Sprintf("%s p=%d %v: simulator: %v (%s)\n%s", name, p, params, err, why, g.Source))
				return
			}
			if *pipelineTrace {
				t.Logf("%s p=%d: %v", name, p, err)
			}
			return
		}
		st.runs++
		ran = true
		for _, c := range oracle.Compare(bounds, p, params, res) {
			switch {
			case c.Err != nil:
				failures = append(failures, fmt.Sprintf("%s: %s = %s at p=%d %v: %v", name, c.Resource, c.Bound, p, params, c.Err))
			case c.Unsound():
				failures = append(failures, fmt.Sprintf("UNSOUND %s: %s = %s = %s < simulated %d at p=%d %v\n%s", name, c.Resource, c.Bound, c.Value.RatString(), c.Simulated, p, params, g.Source))
				exact[c.Resource] = false
			case !c.Exact():
				exact[c.Resource] = false
			}
		}
	})
	if !ran {
		// No point ran to its end: the program was not tested, which must
		// not pass unnoticed (every point over budget or a run-time error).
		failures = append(failures, fmt.Sprintf("%s: no simulation ran to its end", name))
	}
	if ran {
		n := 0
		for r := range bounds {
			if exact[r] {
				st.exact[r]++
				n++
			}
		}
		if all && n == 3 {
			st.allExact++
		}
	}
	return failures
}

// TestPipelineFailsOnBadPoints is the mutation check of how checkPipeline
// treats simulator errors (oracle.SimErr): a point outside the requires
// clause or a missing parameter is a bug of the test's point choice and
// must fail it, not be skipped like a run-time error of the program.
func TestPipelineFailsOnBadPoints(t *testing.T) {
	g := &gen.Program{Source: "program b(N) requires N >= p && N % p == 0\n  var x[N]\n  put((pid + 1) % nprocs, x[0:N/p], x[0:N/p])\n  sync\nend\n"}
	tests := []struct {
		name   string
		params map[string]int64
		want   string
	}{
		{"requires violated", map[string]int64{"N": 3}, "requires clause violated"},
		{"missing parameter", map[string]int64{}, "bad configuration"},
	}
	for _, tc := range tests {
		st := newPipelineStats()
		failures := checkPipelineAt(t, "b", g, st, func(f func(int, map[string]int64)) { f(2, tc.params) })
		if len(failures) == 0 || !strings.Contains(failures[0], tc.want) {
			t.Errorf("%s: failures %q, want one saying %q", tc.name, failures, tc.want)
		}
	}
}
