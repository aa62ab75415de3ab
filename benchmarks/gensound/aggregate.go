package main

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// hCounts sums hResults of one family.
type hCounts struct {
	programs, rejected, killed, crashed, analysisErr int
	runs, runErrors, overBudget                      int
	supersteps, noBound, steps, exactSteps           int
	rules                                            map[string]int
	failures, failedPrograms                         int
	killedIn                                         map[string]int
	time                                             time.Duration
}

// pCounts sums pResults of one family.
type pCounts struct {
	programs, rejected, killed, crashed, analysisErr int
	runs, runErrors, overBudget                      int
	bounded, exact, timeouts                         map[string]int
	allBounded, allExact                             int
	reasons                                          map[string]int
	failures, failedPrograms                         int
	killedIn                                         map[string]int
	time                                             time.Duration
}

type aggregate struct {
	h map[string]*hCounts
	p map[string]*pCounts
}

func newAggregate() *aggregate {
	return &aggregate{h: map[string]*hCounts{}, p: map[string]*pCounts{}}
}

func (a *aggregate) hc(fam string) *hCounts {
	if a.h[fam] == nil {
		a.h[fam] = &hCounts{rules: map[string]int{}, killedIn: map[string]int{}}
	}
	return a.h[fam]
}

func (a *aggregate) pc(fam string) *pCounts {
	if a.p[fam] == nil {
		a.p[fam] = &pCounts{bounded: map[string]int{}, exact: map[string]int{}, timeouts: map[string]int{}, reasons: map[string]int{}, killedIn: map[string]int{}}
	}
	return a.p[fam]
}

func (a *aggregate) failures() int {
	n := 0
	for _, c := range a.h {
		n += c.failures + c.crashed
	}
	for _, c := range a.p {
		n += c.failures + c.crashed
	}
	return n
}

func (a *aggregate) add(r result) {
	fam := r.Job.Family
	switch r.Job.Check {
	case "h":
		c := a.hc(fam)
		c.time += r.CPU
		switch {
		case r.Killed:
			c.programs++
			c.killed++
			c.killedIn[r.Phase]++
		case r.Crash != "":
			c.programs++
			c.crashed++
		case r.H.Rejected:
			c.rejected++
		default:
			h := r.H
			c.programs++
			if h.AnalysisErr != "" {
				c.analysisErr++
			}
			c.runs += h.Runs
			c.runErrors += h.RunErrors
			c.overBudget += h.OverBudget
			c.supersteps += h.Supersteps
			c.noBound += h.NoBound
			c.steps += h.Steps
			c.exactSteps += h.ExactSteps
			for k, v := range h.Rules {
				c.rules[k] += v
			}
			c.failures += len(h.Failures)
			if len(h.Failures) > 0 {
				c.failedPrograms++
			}
		}
	case "pipeline":
		c := a.pc(fam)
		c.time += r.CPU
		switch {
		case r.Killed:
			c.programs++
			c.killed++
			c.killedIn[r.Phase]++
		case r.Crash != "":
			c.programs++
			c.crashed++
		case r.P.Rejected:
			c.rejected++
		default:
			p := r.P
			c.programs++
			if p.AnalysisErr != "" {
				c.analysisErr++
				c.reasons[p.AnalysisErr]++
			}
			c.runs += p.Runs
			c.runErrors += p.RunErrors
			c.overBudget += p.OverBudget
			all, allExact := p.AnalysisErr == "", p.AnalysisErr == ""
			for _, res := range []string{"W", "H", "S"} {
				if p.Bounded[res] {
					c.bounded[res]++
				} else {
					all = false
				}
				if p.Exact[res] {
					c.exact[res]++
				} else {
					allExact = false
				}
				if p.Timeouts[res] {
					c.timeouts[res]++
				}
			}
			if all {
				c.allBounded++
			}
			if allExact {
				c.allExact++
			}
			for k, v := range p.Reasons {
				c.reasons[k] += v
			}
			c.failures += len(p.Failures)
			if len(p.Failures) > 0 {
				c.failedPrograms++
			}
		}
	}
}

func counts(m map[string]int) string {
	var s []string
	for _, k := range sortedKeys(m) {
		s = append(s, fmt.Sprintf("%s %d", k, m[k]))
	}
	if len(s) == 0 {
		return "-"
	}
	return strings.Join(s, ", ")
}

// print writes the per-family tables (Markdown) of the checks run.
func (a *aggregate) print(w io.Writer, fams, checks []string) {
	for _, ck := range checks {
		switch ck {
		case "h":
			fmt.Fprintln(w, "h per superstep <= analysed h (hrelation):")
			fmt.Fprintln(w)
			fmt.Fprintln(w, "| family | programs | time limit | analysis errors | runs | runtime errors | over budget | supersteps | without bound | steps exact | steps per rule | failures | CPU time |")
			fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|---|---|---|---|---|")
			tot := &hCounts{rules: map[string]int{}, killedIn: map[string]int{}}
			for _, f := range fams {
				c := a.hc(f)
				a.hRow(w, f, c)
				tot.programs += c.programs
				tot.rejected += c.rejected
				tot.killed += c.killed
				tot.crashed += c.crashed
				tot.analysisErr += c.analysisErr
				tot.runs += c.runs
				tot.runErrors += c.runErrors
				tot.overBudget += c.overBudget
				tot.supersteps += c.supersteps
				tot.noBound += c.noBound
				tot.steps += c.steps
				tot.exactSteps += c.exactSteps
				tot.failures += c.failures
				tot.failedPrograms += c.failedPrograms
				tot.time += c.time
				for k, v := range c.rules {
					tot.rules[k] += v
				}
				for k, v := range c.killedIn {
					tot.killedIn[k] += v
				}
			}
			a.hRow(w, "**all**", tot)
			fmt.Fprintln(w)
		case "pipeline":
			fmt.Fprintln(w, "W, H, S bounds >= simulated cost (AnalyzeBSP):")
			fmt.Fprintln(w)
			fmt.Fprintln(w, "| family | programs | time limit | analysis errors | bounded W / H / S / all | exact W / H / S / all | solver timeouts W / H / S | runs | runtime errors | over budget | below simulated | CPU time |")
			fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|---|---|---|---|")
			tot := &pCounts{bounded: map[string]int{}, exact: map[string]int{}, timeouts: map[string]int{}, reasons: map[string]int{}, killedIn: map[string]int{}}
			for _, f := range fams {
				c := a.pc(f)
				a.pRow(w, f, c)
				tot.programs += c.programs
				tot.rejected += c.rejected
				tot.killed += c.killed
				tot.crashed += c.crashed
				tot.analysisErr += c.analysisErr
				tot.runs += c.runs
				tot.runErrors += c.runErrors
				tot.overBudget += c.overBudget
				tot.allBounded += c.allBounded
				tot.allExact += c.allExact
				tot.failures += c.failures
				tot.failedPrograms += c.failedPrograms
				tot.time += c.time
				for _, m := range []struct{ dst, src map[string]int }{{tot.bounded, c.bounded}, {tot.exact, c.exact}, {tot.timeouts, c.timeouts}, {tot.reasons, c.reasons}, {tot.killedIn, c.killedIn}} {
					for k, v := range m.src {
						m.dst[k] += v
					}
				}
			}
			a.pRow(w, "**all**", tot)
			fmt.Fprintln(w)
			fmt.Fprintf(w, "no-bound reasons (all families): %s\n\n", counts(tot.reasons))
		}
	}
}

func (a *aggregate) hRow(w io.Writer, fam string, c *hCounts) {
	fmt.Fprintf(w, "| %s | %d | %d%s | %d | %d | %d | %d | %d | %d | %d of %d | %s | %d%s | %v |\n",
		fam, c.programs, c.killed, killedNote(c.killedIn, c.crashed), c.analysisErr, c.runs, c.runErrors, c.overBudget,
		c.supersteps, c.noBound, c.exactSteps, c.steps, counts(c.rules), c.failures, progNote(c.failedPrograms), c.time.Round(time.Second))
}

func (a *aggregate) pRow(w io.Writer, fam string, c *pCounts) {
	fmt.Fprintf(w, "| %s | %d | %d%s | %d | %d / %d / %d / %d | %d / %d / %d / %d | %d / %d / %d | %d | %d | %d | %d%s | %v |\n",
		fam, c.programs, c.killed, killedNote(c.killedIn, c.crashed), c.analysisErr,
		c.bounded["W"], c.bounded["H"], c.bounded["S"], c.allBounded,
		c.exact["W"], c.exact["H"], c.exact["S"], c.allExact,
		c.timeouts["W"], c.timeouts["H"], c.timeouts["S"],
		c.runs, c.runErrors, c.overBudget, c.failures, progNote(c.failedPrograms), c.time.Round(time.Second))
}

func killedNote(in map[string]int, crashed int) string {
	s := ""
	if len(in) > 0 {
		s = " (in " + counts(in) + ")"
	}
	if crashed > 0 {
		s += fmt.Sprintf(" + %d crashed", crashed)
	}
	return s
}

func progNote(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf(" (%d programs)", n)
}
