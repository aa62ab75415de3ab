package driver

import (
	"context"
	"fmt"
	"time"

	"bspcost/frontend"
	"bspcost/nondet"
	"bspcost/seqcost"
)

// StepWork is the bound of the work of one superstep opened by a barrier:
// every superstep that barrier opens has W at most W (a function of the
// parameters and p: the largest over every state the barrier may be
// reached in). seqcost.SuperstepProgram cuts the code it bounds.
type StepWork struct {
	// Opener is the barrier: a sync, or the program's start (Sync nil);
	// Label names it as the sections do.
	Opener seqcost.Opener
	Label  string
	// W is the bound; its Reason says why there is none.
	W Bound
	// AtCall: the superstep may end at the call of a collective cost
	// contract, whose function may synchronise elsewhere or not at all
	// (seqcost.Superstep.AtCall): a run's superstep opened by the barrier
	// may go on past the call, and W does not bound it.
	AtCall bool
}

// stepWork bounds the work of one superstep of each opener (the program
// start and every sync), at most MaxSections of them, all by deadline
// (zero: none). It returns ctx's error when ctx is done between two
// solver runs.
func (r *Report) stepWork(ctx context.Context, secs *seqcost.Sections, deadline time.Time) error {
	for i, op := range secs.Openers {
		sw := StepWork{Opener: op, Label: secs.Label(i)}
		switch {
		case i == MaxSections:
			r.StepWorkNote = fmt.Sprintf("the work of one superstep bounded for %d of %d barriers (at most %d per program)", MaxSections, len(secs.Openers), MaxSections)
			return nil
		case !deadline.IsZero() && time.Now().After(deadline):
			sw.W = Bound{Reason: sectionsTimeout, Timeout: true}
			r.SectionsTimedOut = true
		default:
			if err := ctx.Err(); err != nil {
				return err
			}
			sw.W, sw.AtCall = solveStep(r.Program, r.Seq, r.Facts, i, op, deadline)
			if sw.W.Internal {
				r.Status = worse(r.Status, StatusInternal)
			}
			if sw.W.Timeout {
				r.SectionsTimedOut = true
			}
		}
		r.StepWork = append(r.StepWork, sw)
	}
	return nil
}

// solveStep bounds the work of one superstep opened by opener i. A panic
// of the analysis is a Bound with Internal set.
func solveStep(prog, seq *frontend.Program, facts *nondet.Facts, i int, op seqcost.Opener, deadline time.Time) (out Bound, atCall bool) {
	defer func() {
		if r := recover(); r != nil {
			out, atCall = Bound{Reason: fmt.Sprintf("internal error of bspcost: %v (a bug; please report it)", r), Internal: true}, false
		}
	}()
	var at []frontend.Expr
	var atInfo *frontend.Info
	if i > 0 {
		at, atInfo = facts.At(prog, op.Sync)
	}
	cut, err := seqcost.SuperstepProgram(prog, seq, i, at, atInfo)
	if err != nil {
		return Bound{Reason: err.Error()}, false
	}
	return solveSection(cut.Program, frontend.ResR, seqcost.Options{}, deadline), cut.AtCall
}
