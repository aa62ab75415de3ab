package oracle

import (
	"errors"
	"fmt"

	"bspcost/frontend"
	"bspcost/frontend/sim"
)

// Skip says whether a soundness check may pass over a simulation that
// ended in an error, and why. The zero value, Fail, is the safe one: an
// error nobody classified fails the check rather than hiding a point.
type Skip int

const (
	// Fail: the check must fail; the error is a bug of the analysis, of
	// the simulator or of the check itself, never an answer.
	Fail Skip = iota
	// SkipRuntime: a run-time error of the program (overflow, an index
	// out of bounds, a division by zero, ...) ended the run, so there is
	// no complete cost to compare. A bound covers the runs that end; the
	// checks count these points so that a program that always fails is
	// visible.
	SkipRuntime
	// SkipLimit: the simulator hit one of its resource limits (steps,
	// memory, time); the point was not simulated, which says nothing
	// about the program nor its bound.
	SkipLimit
)

// String names the skip in counts and messages.
func (s Skip) String() string {
	switch s {
	case Fail:
		return "fail"
	case SkipRuntime:
		return "runtime error"
	case SkipLimit:
		return "over budget"
	}
	return fmt.Sprintf("Skip(%d)", int(s))
}

// SimErr classifies err, the error of sim.Run at a point a soundness
// check chose, and gives the reason in words (for a failure message).
//
// Only the program's own run-time errors and the simulator's resource
// limits may be skipped. Everything else fails, because the check chose
// the program and the point itself:
//   - a barrier mismatch: the checks simulate only programs align
//     accepted, so either align or the simulator is wrong;
//   - an internal error: a bug of the simulator, never a verdict;
//   - a requires violation: the point lies outside what the bound is
//     claimed for, so comparing there is meaningless and skipping it
//     would silently shrink the tested points — fix the point choice;
//   - a bad configuration (p < 1, a missing or unknown parameter): the
//     check built a wrong Config;
//   - an error that is not a *sim.RuntimeError (Run returns no other),
//     a kind this function does not know (a kind added to sim must be
//     classified here before a check may skip it), and a nil err (there
//     is nothing to skip).
func SimErr(err error) (Skip, string) {
	if err == nil {
		return Fail, "no error to classify"
	}
	var re *sim.RuntimeError
	if !errors.As(err, &re) {
		return Fail, "not a simulator error (sim.Run returns only *sim.RuntimeError)"
	}
	switch re.Kind {
	case sim.ErrRuntime:
		return SkipRuntime, "a run-time error of the program ends the run: no complete cost to compare"
	case sim.ErrStepLimit, sim.ErrMemoryLimit, sim.ErrTimeLimit:
		return SkipLimit, "a resource limit of the simulator: the point is not simulated"
	case sim.ErrBarrierMismatch:
		return Fail, "a barrier mismatch in a program align accepted: align or the simulator is wrong"
	case sim.ErrInternal:
		return Fail, "an internal error of the simulator: a bug, never a verdict about the program"
	case sim.ErrRequires:
		return Fail, "the check chose a point its program's requires clause excludes: a bug of the point choice"
	case sim.ErrConfig:
		return Fail, "the check built a bad simulator configuration"
	}
	return Fail, fmt.Sprintf("unclassified simulator error kind %d (%s): classify it in internal/oracle", int(re.Kind), re.Kind)
}

// Allowed reports whether p and params are a point of prog: its requires
// clause holds there (sim.CheckParams). A check that draws generic
// candidate values (the same ones for programs with different clauses)
// uses it to choose its points, since SimErr fails a simulation outside
// the clause. Any other error (a missing or unknown parameter, p < 1) is
// returned: the candidates themselves are wrong.
func Allowed(prog *frontend.Program, p int, params map[string]int64) (bool, error) {
	err := sim.CheckParams(prog, p, params)
	var re *sim.RuntimeError
	switch {
	case err == nil:
		return true, nil
	case errors.As(err, &re) && re.Kind == sim.ErrRequires:
		return false, nil
	}
	return false, err
}

// Skipped counts the simulations a check skipped, by kind: the one tally
// of SimErr's outcomes that every soundness check reports, so that the
// checks cannot count the same error differently.
type Skipped struct {
	RunErrors  int // run-time errors of the program itself (SkipRuntime)
	OverBudget int // runs past a resource limit of the simulator (SkipLimit)
}

// Count classifies err with SimErr. A skippable error is counted and Count
// returns ""; any other returns why it fails the check (the caller reports
// it with the program and the point).
func (s *Skipped) Count(err error) string {
	skip, why := SimErr(err)
	switch skip {
	case SkipRuntime:
		s.RunErrors++
	case SkipLimit:
		s.OverBudget++
	default:
		return why
	}
	return ""
}

// Add adds o's counts to s (the tallies of parallel workers).
func (s *Skipped) Add(o Skipped) {
	s.RunErrors += o.RunErrors
	s.OverBudget += o.OverBudget
}
