package driver

import (
	"errors"
	"fmt"

	"bspcost/budget"
	"bspcost/diag"
	"bspcost/hrelation"
	"bspcost/nondet"
)

// Stages that run out of their share of the budget degrade instead of
// ending the analysis. The h-relations may take half of the time and of
// the operations left, nondet's facts a quarter (they take turns,
// budget.Schedule with caps), so that the sequential program, the
// equations and the solver keep at least a quarter of the time, and
// usually about half (the facts take a small part of theirs): S and W
// need no h, and a time-out in the h-relations must not
// cost them their bound. Past its share, hrelation makes the steps it has
// not analysed coarse (hrelation.WithinCoarse: every put and get counted
// through the sequential program, nprocs times its words per execution),
// and the abstract interpretation gives no facts (the sequential program
// assumes nothing at the syncs, which only loses precision); a note says
// which. When the analysis's own budget is spent (its deadline, its
// context), the analysis ends as before.

// degradeOn switches the rule (its test switches it off: hrelation and the
// facts share the whole budget, and either out of it ends the analysis).
var degradeOn = true

// degradable runs hrelation and the facts side by side, each within its
// share of bud, and degrades a stage out of its share (notes in rep). The
// errors are those that end the analysis: bud's own, or a stage's
// failure.
func (c *Config) degradable(rep *Report, bud *budget.Budget) (hr *hrelation.Result, herr, ferr error) {
	prog, ar := rep.Program, rep.Align
	var facts *nondet.Facts
	bud.Schedule(
		budget.Task{Cap: 1.0 / 2, Run: func(b *budget.Budget) { hr, herr = hrelation.WithinCoarse(prog, ar, b) }},
		budget.Task{Cap: 1.0 / 4, Run: func(b *budget.Budget) { facts, ferr = nondet.AnalyzeFactsWithin(prog, ar, b) }})
	spent := herr == nil && hr.Spent != nil || errors.Is(ferr, budget.ErrExceeded)
	if err := bud.Err(); spent && err != nil {
		// The analysis's own budget too: nothing left to go on with.
		if herr == nil && ferr == nil {
			herr = err
		}
		return hr, herr, ferr
	}
	if herr == nil && hr.Spent != nil {
		rep.Degraded = true
		rep.report(StageHRelation, CategoryApprox, diag.Diagnostic{File: prog.File, Severity: diag.SeverityWarning,
			Msg: fmt.Sprintf("h-relations: %v in their share of the time, %s not analysed: %s puts and gets count nprocs times their words at each execution (a coarser H; W and S do not depend on it)", hr.Spent, plural(hr.Coarse, "superstep"), map[bool]string{true: "its", false: "their"}[hr.Coarse == 1])})
	}
	if errors.Is(ferr, budget.ErrExceeded) {
		facts, ferr = &nondet.Facts{}, nil
		rep.Degraded = true
		rep.report(StageHRelation, CategoryApprox, diag.Diagnostic{File: prog.File, Severity: diag.SeverityWarning,
			Msg: "facts of the sequential program: the abstract interpretation ran out of its share of the time: the sequential program assumes no facts at the syncs (the bounds may be coarser)"})
	}
	rep.Facts = facts
	return hr, herr, ferr
}

// plural is "n thing" or "n things".
func plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
