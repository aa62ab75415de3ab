package driver

import (
	"encoding/json"
	"fmt"

	"bspcost/align"
	"bspcost/diag"
	"bspcost/frontend"
	"bspcost/hrelation"
	"bspcost/nondet"
	"bspcost/seqcost"
	"bspcost/solver"
)

// Stage is a stage of the pipeline, in the order they run.
type Stage int

// The stages. Config.StopAfter's zero value stands for StageBound.
const (
	StageLoad       Stage = iota + 1 // front end: parse and check, or translate C
	StageAlign                       // align: textual barrier alignment
	StageHRelation                   // hrelation: h per superstep
	StageSequential                  // nondet: the sequential program
	StageEquations                   // seqcost: cost equations per resource
	StageBound                       // solver: closed forms (and sections)
)

func (s Stage) String() string {
	switch s {
	case StageLoad:
		return "load"
	case StageAlign:
		return "align"
	case StageHRelation:
		return "h-relations"
	case StageSequential:
		return "sequential program"
	case StageEquations:
		return "equations"
	case StageBound:
		return "bound"
	}
	return "no stage"
}

// Status says how far the analysis of a program got and what it found.
type Status int

// The statuses.
const (
	// StatusStopped: the analysis stopped where the Config asked
	// (StopAfter, BeforeCost) before the bound; Report.Stage says where.
	StatusStopped Status = iota
	// StatusBounded: W, H and S all have a bound.
	StatusBounded
	// StatusUnaligned: the barriers are not textually aligned (the
	// diagnostics say where); the cost stages did not run.
	StatusUnaligned
	// StatusRefused: the front end refused the program (parse or type
	// errors, C outside the translated subset; the diagnostics say
	// which).
	StatusRefused
	// StatusNoBound: a resource has no bound (its Bound.Reason says why),
	// or a cost stage failed as a whole (Report.Err).
	StatusNoBound
	// StatusLimit: a resource limit of bspcost ended the analysis (input
	// size or nesting, the translation's size, the time): not a verdict
	// about the program.
	StatusLimit
	// StatusInternal: a part of the analysis failed with a bug of
	// bspcost (a recovered panic; the Bound's Reason says it).
	StatusInternal
)

func (s Status) String() string {
	switch s {
	case StatusStopped:
		return "stopped"
	case StatusBounded:
		return "bounded"
	case StatusUnaligned:
		return "unaligned"
	case StatusRefused:
		return "refused"
	case StatusNoBound:
		return "no bound"
	case StatusLimit:
		return "limit"
	case StatusInternal:
		return "internal error"
	}
	return "unknown status"
}

// worse is the worse of the statuses of the cost stages a and b
// (bounded < no bound < limit < internal error).
func worse(a, b Status) Status {
	rank := func(s Status) int {
		switch s {
		case StatusNoBound:
			return 1
		case StatusLimit:
			return 2
		case StatusInternal:
			return 3
		}
		return 0
	}
	if rank(b) > rank(a) {
		return b
	}
	return a
}

// Categories of diagnostics (Diagnostic.Category): package diag's.
const (
	CategoryParse     = diag.CategoryParse
	CategoryLimit     = diag.CategoryLimit
	CategoryUnaligned = diag.CategoryUnaligned
	CategoryApprox    = diag.CategoryApprox
	// CategoryRegistration: package regsafe's findings, run with the
	// alignment stage. An error does not stop the analysis: the bound of
	// the run up to the misuse is still sound.
	CategoryRegistration = diag.CategoryRegistration
)

// Diagnostic is a positioned report of a stage: an error that stopped the
// analysis, or a note on a sound over-approximation.
type Diagnostic struct {
	// Stage is the stage that reported it.
	Stage Stage
	// Diagnostic has the file, range, severity, category (always set
	// here), message and notes. A note of the cost equations without a
	// position (about code nondet inserted) has none.
	diag.Diagnostic
}

// report adds d, a finding of stage, to the diagnostics, with category
// cat unless the stage gave it one.
func (r *Report) report(stage Stage, cat string, d diag.Diagnostic) {
	if d.Category == "" {
		d.Category = cat
	}
	r.Diagnostics = append(r.Diagnostics, Diagnostic{Stage: stage, Diagnostic: d})
}

// Bound is the closed-form bound of one resource (W, H or S) of a program
// or of a superstep section.
//
// A Bound is a value between the stages and the commands: whoever
// evaluates, compares or sums a bound uses Expr, never its text. Its JSON
// form (MarshalJSON) is the text, the reason and the timeout flag; reading
// it back (UnmarshalJSON) parses the text once, so that a bound stored
// (cmd/bspcost's result cache, a batch worker's answer) comes back as a
// value with the same text.
type Bound struct {
	// Expr is over the program's names (p for nprocs, the parameters);
	// nil when there is no bound.
	Expr *solver.Expr
	// Text is Expr printed for a person (Expr.Pretty: p-cases in
	// brackets, [p = 2]), or the text it was read back
	// from; "" when there is no bound. BoundOf sets both.
	Text string
	// Reason says why there is no bound, in the solver's words (its
	// relations named name/arity with their lines: Report.Explain
	// rewrites them for a person), or the failure of the section's
	// translation.
	Reason string
	// Timeout: there is no bound because the time ran out (a limit, not
	// a verdict about the program).
	Timeout bool
	// Internal: there is no bound because of a bug of bspcost (a
	// recovered panic, which Reason describes).
	Internal bool
}

// BoundOf is the Bound of the closed form e, with its text.
func BoundOf(e *solver.Expr) Bound { return Bound{Expr: e, Text: e.Pretty()} }

// boundJSON is the JSON form of a Bound.
type boundJSON struct {
	Expr    string `json:"expr,omitempty"`
	Reason  string `json:"reason,omitempty"`
	Timeout bool   `json:"timeout,omitempty"`
}

// MarshalJSON writes b's text, reason and timeout flag. Internal is left
// out: a result shaped by a bug is not meant to be stored.
func (b Bound) MarshalJSON() ([]byte, error) {
	return json.Marshal(boundJSON{Expr: b.Text, Reason: b.Reason, Timeout: b.Timeout})
}

// UnmarshalJSON reads what MarshalJSON wrote and parses the closed form
// (solver.ParseExpr): a text that does not parse is an error.
func (b *Bound) UnmarshalJSON(data []byte) error {
	var j boundJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	*b = Bound{Text: j.Expr, Reason: j.Reason, Timeout: j.Timeout}
	if j.Expr == "" {
		return nil
	}
	e, err := solver.ParseExpr(j.Expr)
	if err != nil {
		return fmt.Errorf("bound %q: %v", j.Expr, err)
	}
	b.Expr = e
	return nil
}

// Section is the bound of one superstep section, or of a combined group
// of sections: the cost of the cost annotations that may run in a
// superstep opened by one of Openers, over a whole run. The cost of the
// supersteps opened by a barrier is at most the sum over the sections
// whose Openers contain it.
type Section struct {
	// Label names the opening barriers ("sync at line 13", "program
	// start (line 5) or sync at line 13 (combined)").
	Label string
	// Openers are the opening barriers: a sync, or the program's start
	// (Sync nil).
	Openers []seqcost.Opener
	W, H, S Bound
	// Contract: the section holds the charges of a cost contract's call
	// (whose function may run that cost elsewhere: BSPonMPI's bsc_sync
	// runs the requests of earlier calls).
	Contract bool
	// AtCall: an opener is the barrier of a collective contract's call.
	AtCall bool
}

// Report is what Analyze found about a program: the result of every stage
// that ran, the bounds, the diagnostics and the status. The fields of the
// stages that did not run are zero.
type Report struct {
	// File names the program: the file its front end read (for a .ll,
	// the C file its debug information names), or the first input when
	// the program could not be loaded.
	File string
	// Program is the loaded program (StageLoad).
	Program *frontend.Program
	// Key is the text everything after the front end depends on: the
	// source of a .bsp program, or for a C program its LLVM IR with the
	// front end's options, C sources and contracts (a cache key; nil for
	// an Input given as a Program).
	Key []byte
	// Align is the alignment analysis (StageAlign).
	Align *align.Result
	// HRelation is the h-relation of every superstep (StageHRelation);
	// its interaction sets and maps only with Config.HRelationSets.
	HRelation *hrelation.Result
	// Facts are nondet's abstract interpretation, which the sequential
	// program assumes after its havocs (computed beside HRelation before
	// StageSequential).
	Facts *nondet.Facts
	// Instrumented is the sequential program as nondet wrote it, before
	// Seq resolves it again (StageSequential): it shares Program's nodes,
	// and its Info binds the source's names to Program's objects (the
	// variables it declares to new ones), so that the simulator's values
	// of Program (frontend.ValuesByID) evaluate its conditions. A caller
	// that rewrites Program afterwards changes it too.
	Instrumented *frontend.Program
	// Seq is the sequential program, resolved (StageSequential): a copy
	// of Instrumented with objects of its own.
	Seq *frontend.Program
	// Equations are the cost equations of W, H and S, in the order of
	// seqcost.Resources (StageEquations); after StageBound, nil for a
	// resource whose translation ran out of its share of the time (its
	// Bound says so).
	Equations []*seqcost.Result
	// W, H and S are the bounds of the work (·r), communication (·g) and
	// synchronisation (·l) costs (StageBound).
	W, H, S Bound
	// Sections are the bounds of the superstep sections (with
	// Config.Supersteps), at most MaxSections of them.
	Sections []Section
	// SectionsNote says when not every section was analysed, and why.
	SectionsNote string
	// StepWork bounds the work of one superstep per opening barrier (with
	// Config.Supersteps), at most MaxSections of them; StepWorkNote says
	// when some were left out.
	StepWork     []StepWork
	StepWorkNote string
	// SectionsTimedOut: sections were left out, or have no bound,
	// because their time ran out.
	SectionsTimedOut bool
	// Assumptions are the facts the bounds rely on: the requires clause
	// ("N >= p (requires)") and "p >= 1" (set once the program is
	// aligned).
	Assumptions []string
	// Diagnostics are the front end's errors or the alignment errors
	// (which stop the analysis), and the notes of every stage about its
	// over-approximations, in the order they were found.
	Diagnostics []Diagnostic
	// Err is set when a stage after alignment failed as a whole (an
	// h-relation could not be built, the program is too large for the
	// cost equations, the analysis's budget ran out: a *budget.Exceeded
	// inside): a *StageError. The bounds are then empty.
	Err error
	// Operations is what the cost stages charged to the analysis's
	// budget (Config.MaxOperations).
	Operations int64
	// Degraded: a stage ran out of its share of the budget and gave a
	// coarser sound result instead of ending the analysis (degrade.go;
	// a warning among the Diagnostics says which): the bounds hold, and
	// more time may make them tighter.
	Degraded bool
	// Stage is the last stage that ran (0: none).
	Stage  Stage
	Status Status
}

// CheckableFacts returns, per sync position, the assumes that the
// sequential program writes after that sync and that an oracle can
// evaluate with the simulator's values of Program at that barrier
// (frontend.EvalCond with Instrumented.Info, sim.Config.AtBarrier): those
// over Program's own objects, none about a scalar a put or get writes.
// skipped counts the assumes left out. Both are empty before
// StageSequential.
func (r *Report) CheckableFacts() (facts map[frontend.Pos][]frontend.Expr, skipped int) {
	if r.Instrumented == nil {
		return map[frontend.Pos][]frontend.Expr{}, 0
	}
	return nondet.CheckableFacts(r.Program, r.Instrumented)
}

// Bounds returns W, H and S, in the order of seqcost.Resources.
func (r *Report) Bounds() []*Bound { return []*Bound{&r.W, &r.H, &r.S} }

// StageError is the failure of a stage as a whole.
type StageError struct {
	Stage Stage
	// Err is the stage's error.
	Err error
	// what introduces Err in Error ("" for none).
	what string
}

func (e *StageError) Error() string {
	if e.what == "" {
		return e.Err.Error()
	}
	return e.what + ": " + e.Err.Error()
}

func (e *StageError) Unwrap() error { return e.Err }
