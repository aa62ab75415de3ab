package seqcost

import (
	"context"
	"errors"
	"fmt"
	"time"

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

// solveOrder is the order in which BoundSequential solves the resources
// (indices of Resources): S, whose systems are the smallest and usually
// take a fraction of their share, first, so that the unused time passes
// on to H and W, whose systems (their loops' work and words) need it most.
var solveOrder = []int{2, 1, 0}

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
// whose translation ran out of its share of the budget (no bound,
// Timeout; a canceled context is an error). A deadline and a budget in
// sopt are shared out among W, H and S, for their translations and their
// solving.
func BoundSequential(seq *frontend.Program, opt Options, sopt solver.Options) (*BSPBound, error) {
	out := &BSPBound{Seq: seq}
	sh := shapeOf(seq) // only read by the translations
	// W, H and S often share their equations' constraints (only the
	// costs differ): the solver's linear programs are answered once.
	if sopt.Cache == nil {
		sopt.Cache = &solver.Cache{}
	}
	var m renameMemo
	bounds := []*Bound{&out.W, &out.H, &out.S}
	if !ownShareOn {
		return out, boundTogether(seq, sh, opt, sopt, &m, bounds)
	}
	// share is the options of a share of 1/k of the time and of the
	// operations left (an unused share passes on to the next).
	share := func(k int) (Options, solver.Options) {
		so := sopt
		so.Budget = sopt.Budget.Share(k)
		if !sopt.Deadline.IsZero() {
			so.Deadline = time.Now().Add(time.Until(sopt.Deadline) / time.Duration(k))
		}
		o := opt
		if so.Budget != nil {
			o.Budget = so.Budget
		}
		return o, so
	}
	// translate is the equations of resource i, or nil when they ran out
	// of their share (or of the whole budget): no bound for it, Timeout,
	// and the bounds found before stay.
	translate := func(i int, o Options) (*Result, error) {
		r, err := equationsIn(seq, sh, Resources[i].Res, o)
		if errors.Is(err, budget.ErrExceeded) && !errors.Is(err, context.Canceled) {
			*bounds[i] = Bound{Reason: "cost equations: " + err.Error(), Timeout: true}
			return nil, nil
		}
		return r, err
	}
	// The first resource (S, whose equations are the smallest) is
	// translated and solved in its share, so that the others' equations
	// cannot take its time; the others are translated side by side,
	// each in an equal share of what is left, then solved one after the
	// other, each in its share.
	var eqs [3]*Result // (indexed as Resources)
	first, rest := solveOrder[0], solveOrder[1:]
	o, so := share(len(solveOrder))
	r, err := translate(first, o)
	if err != nil {
		return nil, err
	}
	if r != nil {
		eqs[first] = r
		*bounds[first] = retryEntryFacts(solveEquations(r, so, &m), seq, sh, Resources[first].Res, o, so, &m)
	}
	rs := make([]*Result, len(rest))
	errs := make([]error, len(rest))
	fs := make([]func(), len(rest))
	for k, i := range rest {
		o, _ := share(len(rest))
		fs[k] = func() { rs[k], errs[k] = translate(i, o) }
	}
	gostack.Concurrently(fs...)
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	for k, i := range rest {
		if rs[k] == nil {
			continue
		}
		eqs[i] = rs[k]
		o, so := share(len(rest) - k)
		*bounds[i] = retryEntryFacts(solveEquations(rs[k], so, &m), seq, sh, Resources[i].Res, o, so, &m)
	}
	if leftOverOn {
		if err := leftOver(seq, sh, bounds, eqs, share, translate, sopt, &m); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// leftOverOn switches the second try of the resources that ran out of
// their shares, in what the others left (its test switches it off).
var leftOverOn = true

// leftOver tries again, in solveOrder, each resource whose share ran out
// before it had a bound, with an equal part of the time and operations
// the others left unused: a resource that needs more than its share
// still gets a bound when the others needed less. Equations already
// translated are solved again, not rebuilt; the solver's cache keeps the
// linear programs answered in the first try.
func leftOver(seq *frontend.Program, sh *shape, bounds []*Bound, eqs [3]*Result, share func(int) (Options, solver.Options), translate func(int, Options) (*Result, error), sopt solver.Options, m *renameMemo) error {
	var again []int
	for _, i := range solveOrder {
		if b := bounds[i]; b.Expr == nil && b.Timeout {
			again = append(again, i)
		}
	}
	for k, i := range again {
		if sopt.Budget.Err() != nil || (!sopt.Deadline.IsZero() && !time.Now().Before(sopt.Deadline)) {
			return nil
		}
		o, so := share(len(again) - k)
		r := eqs[i]
		if r == nil {
			var err error
			if r, err = translate(i, o); err != nil {
				return err
			}
			if r == nil {
				continue
			}
		}
		if b := retryEntryFacts(solveEquations(r, so, m), seq, sh, Resources[i].Res, o, so, m); b.Expr != nil {
			*bounds[i] = b
		}
	}
	return nil
}

// ownShareOn switches the shares of the budget for the translations as
// well as the solving (its test switches it off: the three translations
// share the whole budget, and the first of them out of it ends the
// three).
var ownShareOn = true

// boundTogether is BoundSequential without ownShareOn: the equations of
// W, H and S translated side by side (each a function of seq, which the
// translation only reads), then solved one after the other, in
// solveOrder, each with its share.
func boundTogether(seq *frontend.Program, sh *shape, opt Options, sopt solver.Options, m *renameMemo, bounds []*Bound) error {
	var rs [3]*Result
	var errs [3]error
	fs := make([]func(), len(Resources))
	for i, r := range Resources {
		fs[i] = func() { rs[i], errs[i] = equationsIn(seq, sh, r.Res, opt) }
	}
	gostack.Concurrently(fs...)
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	for k, i := range solveOrder {
		so := sopt
		so.Budget = sopt.Budget.Share(len(solveOrder) - k) // (its operations too)
		if !sopt.Deadline.IsZero() {
			so.Deadline = time.Now().Add(time.Until(sopt.Deadline) / time.Duration(len(solveOrder)-k))
		}
		b := solveEquations(rs[i], so, m)
		*bounds[i] = retryEntryFacts(b, seq, sh, Resources[i].Res, opt, so, m)
	}
	return nil
}
