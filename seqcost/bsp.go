package seqcost

import (
	"context"
	"errors"
	"fmt"

	"bspcost/align"
	"bspcost/budget"
	"bspcost/frontend"
	"bspcost/hrelation"
	"bspcost/internal/gostack"
	"bspcost/nondet"
	"bspcost/solver"
)

// BSPBound is the closed-form cost bound of a BSP program: W·r + H·g + S·l,
// each resource a worst case of its own (docs/design.md).
type BSPBound struct {
	// Seq is the sequential program of nondet whose costs are bounded.
	Seq *frontend.Program
	// W, H, S per resource; a Bound with a nil Expr says why none.
	W, H, S Bound
}

// Resources in the order W, H, S, with their names.
var Resources = []struct {
	Name string
	Res  frontend.Resource
}{{"W", frontend.ResR}, {"H", frontend.ResG}, {"S", frontend.ResL}}

// solveOrder is the order of the resources' turns in BoundSequential
// (indices of Resources): S, whose systems are the smallest, then W and
// H, whose systems (their loops' work and words) take the longest.
var solveOrder = []int{2, 0, 1}

// AnalyzeBSP runs the cost stages on an aligned program: hrelation,
// nondet, then this package and the solver for each resource. An error is
// a failure of a stage (the program is not aligned, an h-relation could
// not be built); a resource without a bound is not an error (its Bound
// says why). A deadline in sopt is shared out among W, H and S.
func AnalyzeBSP(prog *frontend.Program, ar *align.Result, opt Options, sopt solver.Options) (*BSPBound, error) {
	if !ar.Aligned {
		return nil, fmt.Errorf("the barriers are not textually aligned")
	}
	// hrelation and nondet's abstract interpretation read prog and ar
	// only, and need nothing of each other: they run side by side.
	var hr *hrelation.Result
	var herr error
	var facts *nondet.Facts
	gostack.Concurrently(
		func() { hr, herr = hrelation.AnalyzeWords(prog, ar) },
		func() { facts = nondet.AnalyzeFacts(prog, ar) })
	if herr != nil {
		return nil, fmt.Errorf("h-relations: %w", herr)
	}
	seq, err := nondet.InstrumentFacts(prog, ar, hr, facts)
	if err != nil {
		return nil, fmt.Errorf("sequential program: %w", err)
	}
	// The instrumented program shares the source's nodes (positions) and
	// declares new variables: resolve it again so every name has its
	// object (Check binds them in seq's own Info; prog's is untouched), on
	// a copy, so that a caller rewriting prog afterwards (the oracles'
	// sim.ChargeAsWork) does not change seq, and so that seq's identifiers
	// are numbered densely for its Info.
	seq = frontend.Clone(seq)
	if err := frontend.Check(seq); err != nil {
		return nil, fmt.Errorf("sequential program does not check: %w", err)
	}
	return BoundSequential(seq, opt, sopt)
}

// BoundSequential is the back half of AnalyzeBSP: the cost equations of
// W, H and S of the sequential program seq (nondet's, resolved again by
// frontend.Check) and their closed forms. An error is a failure of the
// translation; a resource without a bound is not an error, nor is one
// whose translation ran out of the budget (no bound, Timeout; a canceled
// context is an error). The budget in sopt (or one of sopt's deadline)
// is shared among W, H and S by budget.Schedule: each translates and
// solves its equations in turns with the others, so that a resource that
// needs little is bounded in its first turns, and one whose equations
// or bound cannot be found in time takes no more than the others' part
// while they work.
func BoundSequential(seq *frontend.Program, opt Options, sopt solver.Options) (*BSPBound, error) {
	out := &BSPBound{Seq: seq}
	sh := shapeOf(seq) // only read by the translations
	bounds := []*Bound{&out.W, &out.H, &out.S}
	bud := sopt.Budget
	if bud == nil && !sopt.Deadline.IsZero() {
		bud = budget.New(context.Background(), sopt.Deadline, 0)
	}
	errs := make([]error, len(Resources))
	tasks := make([]budget.Task, len(solveOrder))
	for k, i := range solveOrder {
		tasks[k].Run = func(b *budget.Budget) {
			o, so := opt, sopt
			if b != nil {
				o.Budget, so.Budget = b, b
			}
			// Each resource its own memo of linear programs: a task is
			// paused in the middle of one, and a memo optimises one at a
			// time.
			so.Cache = &solver.Cache{}
			var m renameMemo
			r, err := equationsIn(seq, sh, Resources[i].Res, o)
			if errors.Is(err, budget.ErrExceeded) && !errors.Is(err, context.Canceled) {
				*bounds[i] = Bound{Reason: "cost equations: " + err.Error(), Timeout: true}
				return
			}
			if err != nil {
				errs[i] = err
				return
			}
			*bounds[i] = retryEntryFacts(solveEquations(r, so, &m), seq, sh, Resources[i].Res, o, so, &m)
		}
	}
	bud.Schedule(tasks...)
	for _, i := range solveOrder {
		if errs[i] != nil {
			return nil, errs[i]
		}
	}
	return out, nil
}
