package main

import (
	"fmt"
	"io"
	"time"

	"bspcost/driver"
	"bspcost/frontend"
	"bspcost/frontend/gen"
	"bspcost/frontend/sim"
	"bspcost/internal/oracle"
)

// fResult is what the facts check saw on one program: the assumes that
// nondet writes after each sync (pid's range, x == e, ranges, the
// abstract interpretation's relations) evaluated on every process at
// every barrier the simulator reaches (the check of nondet's
// TestAbsFactsHold).
type fResult struct {
	outcome
	Facts int // assumes written after syncs (checkable: over source variables)
	Syncs int // syncs with at least one
	runCounts
	Evals   int // assume evaluations (one per process and barrier)
	Elapsed time.Duration
}

// checkFacts is the facts check of one generated program. The assumes
// after a sync do not depend on h, so the driver writes the sequential
// program without h-relations (driver.Config.NoHRelation: hrelation's
// cost spared); those about scalars a put or get writes are left out
// (the simulator shows the values before the words land).
func checkFacts(name string, g *gen.Program, lim limits, phase func(string)) (r fResult) {
	start := time.Now()
	defer func() { r.Elapsed = time.Since(start) }()
	cfg := driver.Config{NoHRelation: true, StopAfter: driver.StageSequential}
	prog, rep := r.analyze(name, g, cfg, nil, error.Error)
	if rep == nil {
		return r
	}
	seq := rep.Instrumented
	syncAt := map[frontend.Pos]bool{}
	for _, s := range rep.Align.Syncs {
		syncAt[s.Sync] = true
	}
	all, _ := rep.CheckableFacts()
	written := map[frontend.Pos][]frontend.Expr{}
	for pos, es := range all {
		if syncAt[pos] {
			written[pos] = es
			r.Syncs++
			r.Facts += len(es)
		}
	}
	phase("simulation")
	oracle.Points(g, lim.MaxP, func(p int, params map[string]int64) {
		cfg := sim.Config{P: p, Params: params, Seed: 1, MaxSteps: lim.MaxSteps, Timeout: lim.SimTimeout}
		cfg.AtBarrier = func(_ int, s *frontend.SyncStmt, vals [][]int64) {
			if s == nil {
				return
			}
			for _, e := range written[s.Sync] {
				for pid := range vals {
					r.Evals++
					if holds, ok := frontend.EvalCond(seq.Info, e, frontend.ValuesByID(vals[pid])); ok && !holds && len(r.Failures) < 10 {
						r.Failures = append(r.Failures, fmt.Sprintf("UNSOUND fact: %s p=%d %v: at %s, pid %d: assume %s is false", name, p, params, s.Sync, pid, frontend.ExprString(e)))
					}
				}
			}
		}
		if _, err := sim.Run(prog, cfg); err != nil {
			// On a runtime error, the barriers before it were checked.
			if f := r.simFailed(err, name, p, params); f != "" {
				r.Failures = append(r.Failures, f)
			}
			return
		}
		r.Runs++
	})
	return r
}

// fCounts sums fResults of one family.
type fCounts struct {
	common
	facts, syncs, evals, withFacts int
}

func newFCounts() *fCounts { return &fCounts{common: common{killedIn: map[string]int{}}} }

func (c *fCounts) merge(o *fCounts) {
	c.common.merge(&o.common)
	c.facts += o.facts
	c.syncs += o.syncs
	c.evals += o.evals
	c.withFacts += o.withFacts
}

func (a *aggregate) fc(fam string) *fCounts {
	if a.f[fam] == nil {
		a.f[fam] = newFCounts()
	}
	return a.f[fam]
}

func (a *aggregate) addFacts(r result) {
	c := a.fc(r.Job.Family)
	if !c.ended(r, r.F != nil && r.F.Rejected) {
		return
	}
	f := r.F
	c.analysed(f.AnalysisErr, f.runCounts, len(f.Failures))
	c.facts += f.Facts
	c.syncs += f.Syncs
	c.evals += f.Evals
	if f.Facts > 0 {
		c.withFacts++
	}
}

func (a *aggregate) printFacts(w io.Writer, fams []string) {
	fmt.Fprintln(w, "nondet's assumes after each sync hold on every process (simulator):")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| family | programs | time limit | analysis errors | with assumes | assumes (syncs with some) | runs | runtime errors | over budget | evaluations | false | CPU time |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|---|---|---|---|")
	tot := newFCounts()
	row := func(fam string, c *fCounts) {
		fmt.Fprintf(w, "| %s | %d | %d%s | %d | %d | %d (%d) | %d | %d | %d | %d | %d%s | %v |\n",
			fam, c.programs, c.killed, killedNote(c.killedIn, c.crashed), c.analysisErr, c.withFacts, c.facts, c.syncs,
			c.runs, c.skipped.RunErrors, c.skipped.OverBudget, c.evals, c.failures, progNote(c.failedPrograms), c.time.Round(time.Second))
	}
	for _, f := range fams {
		c := a.fc(f)
		row(f, c)
		tot.merge(c)
	}
	row("**all**", tot)
	fmt.Fprintln(w)
}
