package driver

import (
	"context"
	"fmt"
	"time"

	"bspcost/frontend"
	"bspcost/seqcost"
	"bspcost/solver"
)

// sectionsTimeout is the reason of a section's resource left without a
// bound because the sections' time ran out.
const sectionsTimeout = "timeout: the time limit for the sections was reached"

// sections bounds each group of annotations of the sequential program
// with the same possible opening barriers (seqcost.AttributeSections), at
// most MaxSections of them, all by deadline (zero: none). It returns
// ctx's error when ctx is done between two solver runs.
func (r *Report) sections(ctx context.Context, deadline time.Time) error {
	secs := seqcost.AttributeSections(r.Program, r.Seq)
	calls, collective := map[frontend.Pos]bool{}, map[frontend.Pos]bool{}
	for _, k := range r.Program.ContractCalls {
		calls[k.Pos] = true
		if k.Contract.Kind == frontend.Collective {
			collective[k.Pos] = true
		}
	}
	past := func() bool { return !deadline.IsZero() && time.Now().After(deadline) }
	limit := time.Until(deadline).Round(100 * time.Millisecond)
	timedOut := func(done int) {
		r.SectionsNote = fmt.Sprintf("%d of %d sections analysed (the time limit of %v for the sections was reached)", done, len(secs.Groups), limit)
		r.SectionsTimedOut = true
	}
	for gi, g := range secs.Groups {
		if gi == MaxSections {
			r.SectionsNote = fmt.Sprintf("%d of %d sections analysed (at most %d per program)", MaxSections, len(secs.Groups), MaxSections)
			break
		}
		// The solver's deadline does not cover the translation: stop
		// starting new sections once the time is up.
		if past() {
			timedOut(gi)
			break
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		sec := Section{Label: secs.GroupLabel(g)}
		for _, i := range g.Openers {
			sec.Openers = append(sec.Openers, secs.Openers[i])
			sec.AtCall = sec.AtCall || secs.Openers[i].Sync != nil && collective[secs.Openers[i].Pos]
		}
		keep := map[*frontend.CostStmt]bool{}
		for _, c := range g.Annotations {
			keep[c] = true
			sec.Contract = sec.Contract || calls[c.Lbrace]
		}
		opt := seqcost.Options{Keep: func(c *frontend.CostStmt) bool { return keep[c] }}
		for i, res := range seqcost.Resources {
			b := []*Bound{&sec.W, &sec.H, &sec.S}[i]
			if past() {
				b.Reason, b.Timeout = sectionsTimeout, true
				r.SectionsTimedOut = true
				continue
			}
			if err := ctx.Err(); err != nil {
				return err
			}
			*b = solveSection(r.Seq, res.Res, opt, deadline)
			if b.Internal {
				r.Status = worse(r.Status, StatusInternal)
			}
			if b.Timeout {
				r.SectionsTimedOut = true
			}
		}
		r.Sections = append(r.Sections, sec)
	}
	return r.stepWork(ctx, secs, deadline)
}

// solveSection bounds one resource of a section. A panic of the analysis
// is a Bound with Internal set.
func solveSection(seq *frontend.Program, res frontend.Resource, opt seqcost.Options, deadline time.Time) (out Bound) {
	defer func() {
		if r := recover(); r != nil {
			out = Bound{Reason: fmt.Sprintf("internal error of bspcost: %v (a bug; please report it)", r), Internal: true}
		}
	}()
	b, err := seqcost.Solve(seq, res, opt, solver.Options{Deadline: deadline})
	switch {
	case err != nil:
		return Bound{Reason: err.Error()}
	case b.Expr == nil:
		return Bound{Reason: b.Reason, Timeout: b.Timeout}
	}
	return BoundOf(b.Expr)
}
