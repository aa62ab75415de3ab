package main

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"bspcost/internal/oracle"
)

// common are the counts both checks keep: how each program ended and
// what its simulations did.
type common struct {
	programs, rejected, killed, crashed, analysisErr int
	runs                                             int
	skipped                                          oracle.Skipped // simulations skipped: run-time errors, over budget
	failures, failedPrograms                         int
	killedIn                                         map[string]int
	time                                             time.Duration
}

// ended counts how r ended and reports whether it was analysed (its
// result is to be added): not killed, not crashed, not rejected.
func (c *common) ended(r result, rejected bool) bool {
	c.time += r.CPU
	switch {
	case r.Killed:
		c.programs++
		c.killed++
		c.killedIn[r.Phase]++
	case r.Crash != "":
		c.programs++
		c.crashed++
	case rejected:
		c.rejected++
	default:
		c.programs++
		return true
	}
	return false
}

// analysed adds what an analysed program's check saw.
func (c *common) analysed(analysisErr string, rc runCounts, failures int) {
	if analysisErr != "" {
		c.analysisErr++
	}
	c.runs += rc.Runs
	c.skipped.Add(rc.Skipped)
	c.failures += failures
	if failures > 0 {
		c.failedPrograms++
	}
}

func (c *common) merge(o *common) {
	c.programs += o.programs
	c.rejected += o.rejected
	c.killed += o.killed
	c.crashed += o.crashed
	c.analysisErr += o.analysisErr
	c.runs += o.runs
	c.skipped.Add(o.skipped)
	c.failures += o.failures
	c.failedPrograms += o.failedPrograms
	c.time += o.time
	addCounts(c.killedIn, o.killedIn)
}

func addCounts(dst, src map[string]int) {
	for k, v := range src {
		dst[k] += v
	}
}

// hCounts sums hResults of one family.
type hCounts struct {
	common
	supersteps, noBound, steps, exactSteps int
	queues, queueNoBound                   int
	rules                                  map[string]int
	// falseExact counts the steps claimed exact above their simulated
	// h (hResult.FalseExact), falseExactProgs names their programs.
	falseExact      int
	falseExactProgs []string
}

func newHCounts() *hCounts {
	return &hCounts{common: common{killedIn: map[string]int{}}, rules: map[string]int{}}
}

func (c *hCounts) merge(o *hCounts) {
	c.common.merge(&o.common)
	c.supersteps += o.supersteps
	c.noBound += o.noBound
	c.steps += o.steps
	c.exactSteps += o.exactSteps
	c.queues += o.queues
	c.queueNoBound += o.queueNoBound
	addCounts(c.rules, o.rules)
	c.falseExact += o.falseExact
	c.falseExactProgs = append(c.falseExactProgs, o.falseExactProgs...)
}

// pCounts sums pResults of one family.
type pCounts struct {
	common
	bounded, exact, timeouts map[string]int
	exactRandom              map[string]int // exact against the random-data runs alone
	exactVariants            map[string]int // exact against the three data variants alone
	allBounded, allExact     int
	reasons                  map[string]int
}

func newPCounts() *pCounts {
	return &pCounts{common: common{killedIn: map[string]int{}}, bounded: map[string]int{}, exact: map[string]int{}, exactRandom: map[string]int{}, exactVariants: map[string]int{}, timeouts: map[string]int{}, reasons: map[string]int{}}
}

func (c *pCounts) merge(o *pCounts) {
	c.common.merge(&o.common)
	c.allBounded += o.allBounded
	c.allExact += o.allExact
	for _, m := range []struct{ dst, src map[string]int }{{c.bounded, o.bounded}, {c.exact, o.exact}, {c.exactRandom, o.exactRandom}, {c.exactVariants, o.exactVariants}, {c.timeouts, o.timeouts}, {c.reasons, o.reasons}} {
		addCounts(m.dst, m.src)
	}
}

type aggregate struct {
	h map[string]*hCounts
	p map[string]*pCounts
	f map[string]*fCounts
	// lens are the printed lengths of the bounds of the pipeline check,
	// longest names the longest.
	lens    []int
	longest string
}

func newAggregate() *aggregate {
	return &aggregate{h: map[string]*hCounts{}, p: map[string]*pCounts{}, f: map[string]*fCounts{}}
}

func (a *aggregate) hc(fam string) *hCounts {
	if a.h[fam] == nil {
		a.h[fam] = newHCounts()
	}
	return a.h[fam]
}

func (a *aggregate) pc(fam string) *pCounts {
	if a.p[fam] == nil {
		a.p[fam] = newPCounts()
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
	for _, c := range a.f {
		n += c.failures + c.crashed
	}
	return n
}

func (a *aggregate) add(r result) {
	fam := r.Job.Family
	switch r.Job.Check {
	case "facts":
		a.addFacts(r)
	case "h":
		c := a.hc(fam)
		if !c.ended(r, r.H != nil && r.H.Rejected) {
			return
		}
		h := r.H
		c.analysed(h.AnalysisErr, h.runCounts, len(h.Failures))
		c.supersteps += h.Supersteps
		c.noBound += h.NoBound
		c.steps += h.Steps
		c.exactSteps += h.ExactSteps
		c.queues += h.Queues
		c.queueNoBound += h.QueueNoBound
		addCounts(c.rules, h.Rules)
		if len(h.FalseExact) > 0 {
			c.falseExact += len(h.FalseExact)
			c.falseExactProgs = append(c.falseExactProgs, fmt.Sprintf("%s-%d", fam, r.Job.Index))
		}
	case "pipeline":
		c := a.pc(fam)
		if !c.ended(r, r.P != nil && r.P.Rejected) {
			return
		}
		p := r.P
		c.analysed(p.AnalysisErr, p.runCounts, len(p.Failures))
		if p.AnalysisErr != "" {
			c.reasons[p.AnalysisErr]++
		}
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
			if er, ok := p.ExactRandom[res]; er || !ok && p.ExactRandom == nil && p.Exact[res] {
				c.exactRandom[res]++ // results of before the data variants: Exact is that
			}
			if ev, ok := p.ExactVariants[res]; ev || !ok && p.ExactVariants == nil && p.Exact[res] {
				c.exactVariants[res]++ // results of before the constant runs: Exact is that
			}
		}
		for _, res := range []string{"W", "H", "S"} {
			if n, ok := p.Len[res]; ok {
				if len(a.lens) == 0 || n > slices.Max(a.lens) {
					a.longest = fmt.Sprintf("%s-%d %s", fam, r.Job.Index, res)
				}
				a.lens = append(a.lens, n)
			}
		}
		if all {
			c.allBounded++
		}
		if allExact {
			c.allExact++
		}
		addCounts(c.reasons, p.Reasons)
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
		case "facts":
			a.printFacts(w, fams)
		case "h":
			fmt.Fprintln(w, "h per superstep <= analysed h (hrelation):")
			fmt.Fprintln(w)
			fmt.Fprintln(w, "| family | programs | time limit | analysis errors | runs | runtime errors | over budget | supersteps | without bound | steps exact | steps per rule | failures | CPU time |")
			fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|---|---|---|---|---|")
			tot := newHCounts()
			for _, f := range fams {
				c := a.hc(f)
				a.hRow(w, f, c)
				tot.merge(c)
			}
			a.hRow(w, "**all**", tot)
			fmt.Fprintln(w)
			fmt.Fprintf(w, "steps claimed exact above every simulated h of theirs (p <= %d, the data variants): %d, in %d programs%s\n\n", claimsMaxP, tot.falseExact, len(tot.falseExactProgs), nameList(tot.falseExactProgs))
			if tot.queues > 0 {
				fmt.Fprintf(w, "BSMP queues (all families): %d supersteps with sends compared with the queue's bound, %d without bound\n\n", tot.queues, tot.queueNoBound)
			}
		case "pipeline":
			fmt.Fprintln(w, "W, H, S bounds >= simulated cost (AnalyzeBSP):")
			fmt.Fprintln(w)
			fmt.Fprintln(w, "| family | programs | time limit | analysis errors | bounded W / H / S / all | exact W / H / S / all | solver timeouts W / H / S | runs | runtime errors | over budget | below simulated | CPU time |")
			fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|---|---|---|---|")
			tot := newPCounts()
			for _, f := range fams {
				c := a.pc(f)
				a.pRow(w, f, c)
				tot.merge(c)
			}
			a.pRow(w, "**all**", tot)
			fmt.Fprintln(w)
			fmt.Fprintf(w, "exact W / H / S against the random-data runs alone (all families): %d / %d / %d; against the three data variants alone (no run of every constant): %d / %d / %d\n\n", tot.exactRandom["W"], tot.exactRandom["H"], tot.exactRandom["S"], tot.exactVariants["W"], tot.exactVariants["H"], tot.exactVariants["S"])
			fmt.Fprintf(w, "no-bound reasons (all families): %s\n\n", counts(tot.reasons))
			if len(a.lens) > 0 {
				fmt.Fprintf(w, "printed bound length (characters, %d bounds): %s\n\n", len(a.lens), lengths(a.lens, a.longest))
			}
		}
	}
}

func (a *aggregate) hRow(w io.Writer, fam string, c *hCounts) {
	fmt.Fprintf(w, "| %s | %d | %d%s | %d | %d | %d | %d | %d | %d | %d of %d | %s | %d%s | %v |\n",
		fam, c.programs, c.killed, killedNote(c.killedIn, c.crashed), c.analysisErr, c.runs, c.skipped.RunErrors, c.skipped.OverBudget,
		c.supersteps, c.noBound, c.exactSteps, c.steps, counts(c.rules), c.failures, progNote(c.failedPrograms), c.time.Round(time.Second))
}

func (a *aggregate) pRow(w io.Writer, fam string, c *pCounts) {
	fmt.Fprintf(w, "| %s | %d | %d%s | %d | %d / %d / %d / %d | %d / %d / %d / %d | %d / %d / %d | %d | %d | %d | %d%s | %v |\n",
		fam, c.programs, c.killed, killedNote(c.killedIn, c.crashed), c.analysisErr,
		c.bounded["W"], c.bounded["H"], c.bounded["S"], c.allBounded,
		c.exact["W"], c.exact["H"], c.exact["S"], c.allExact,
		c.timeouts["W"], c.timeouts["H"], c.timeouts["S"],
		c.runs, c.skipped.RunErrors, c.skipped.OverBudget, c.failures, progNote(c.failedPrograms), c.time.Round(time.Second))
}

// lengths describes the distribution of the printed bounds' lengths:
// median, 90th and 99th percentiles, the longest (and whose), and how many
// are longer than 120 characters.
func lengths(ls []int, longest string) string {
	s := slices.Clone(ls)
	slices.Sort(s)
	at := func(q float64) int { return s[min(len(s)-1, int(q*float64(len(s))))] }
	over := 0
	for _, n := range s {
		if n > 120 {
			over++
		}
	}
	return fmt.Sprintf("p50 %d, p90 %d, p99 %d, max %d (%s); longer than 120: %d", at(0.5), at(0.9), at(0.99), s[len(s)-1], longest, over)
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

// nameList is ": " and up to 20 of names, "" for none.
func nameList(names []string) string {
	if len(names) == 0 {
		return ""
	}
	s := slices.Clone(names)
	slices.Sort(s)
	more := ""
	if len(s) > 20 {
		s, more = s[:20], fmt.Sprintf(", ... %d more", len(s)-20)
	}
	return ": " + strings.Join(s, ", ") + more
}
