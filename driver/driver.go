package driver

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"bspcost/align"
	"bspcost/budget"
	"bspcost/diag"
	"bspcost/frontend"
	"bspcost/frontend/llvm"
	"bspcost/hrelation"
	"bspcost/internal/gostack"
	"bspcost/nondet"
	"bspcost/regsafe"
	"bspcost/seqcost"
	"bspcost/solver"
)

// Config says what to analyse and how. Its zero value analyses every
// stage with the front ends' defaults and no time limit.
type Config struct {
	// C are the C front end's options for .c and .ll inputs: include
	// directories and macros (CFlags), the compilation database, contract
	// files, word size (0: 8 bytes), parameters, requires clause, entry
	// function, work count. The fields Load fills in (Source,
	// ContractText) are not read: Report.Key holds what they give.
	C llvm.Options
	// Supersteps asks for the bounds of the superstep sections as well
	// (Report.Sections: each costs three more solver runs) and of the
	// work of one superstep per opening barrier (Report.StepWork).
	Supersteps bool
	// HRelationSets keeps the interaction set and maps of each superstep
	// in Report.HRelation (hrelation.Analyze rather than AnalyzeWords):
	// only a display of them needs them.
	HRelationSets bool
	// NoHRelation skips the h-relations: the sequential program is
	// written with none (its communication charges no words), for a
	// caller that wants its facts, not its cost (Report.Instrumented,
	// Report.CheckableFacts). Report.HRelation stays nil. It needs
	// StopAfter at StageSequential or before: the bounds would miss the
	// words (Analyze returns an error otherwise).
	NoHRelation bool
	// Timeout, when positive, bounds the time of the analysis, from the
	// start of Analyze: the cost stages end when it passes (a
	// *budget.Exceeded in Report.Err, StatusLimit). hrelation and the
	// facts take turns with caps on their parts of it and past them
	// degrade (degrade.go: Report.Degraded); W, H and S take turns for
	// their equations and their solving (budget.Schedule), and the
	// sections get what remains after them. A resource without a bound for lack of
	// time has Bound.Timeout set (StatusLimit). The context's deadline,
	// when earlier, is the limit.
	Timeout time.Duration
	// MaxOperations, when positive, is the analysis's quota of operations
	// (package budget): the cost stages (hrelation, nondet's abstract
	// interpretation, the equations) charge their work to one budget with
	// Timeout's deadline, and the first stage that finds it spent ends
	// the analysis with a *budget.Exceeded in Report.Err (StatusLimit);
	// the stages with a share of it degrade past their share instead
	// (see Timeout).
	// Unlike Timeout, a quota ends an analysis at the same point on every
	// machine and at every load.
	MaxOperations int64
	// SectionsTimeout, when positive, gives the sections a time limit of
	// their own, from when W, H and S are done, instead of the rest of
	// Timeout.
	SectionsTimeout time.Duration
	// StopAfter is the last stage to run (zero: StageBound, every stage);
	// the Report's Status is then StatusStopped unless the program failed
	// before.
	StopAfter Stage
	// BeforeCost, when set, is called once the program is loaded and
	// aligned, before the cost stages, with the report so far (Program,
	// Key, Align, Assumptions). When it returns false the analysis stops
	// there (StatusStopped). A result cache uses it: Key is known, and a
	// cached bound needs no further stage.
	BeforeCost func(*Report) bool
}

// MaxSections bounds the superstep sections analysed per program (each
// costs three solver runs); past it the sections are left out, and
// Report.SectionsNote says so.
const MaxSections = 16

// Input is a file of the program to analyse. Its extension selects the
// front end: .c and .ll files are a C program (all of them together one
// program), anything else a .bsp program.
type Input struct {
	// Name is the file's path, which diagnostics name.
	Name string
	// Src, when not nil, is the text of a .bsp program: Name is not read.
	Src []byte
	// Prog, when not nil, is a program already parsed and checked: the
	// front end does not run (Name is not used).
	Prog *frontend.Program
}

// Files returns the inputs of the files at paths.
func Files(paths ...string) []Input {
	out := make([]Input, len(paths))
	for i, p := range paths {
		out[i] = Input{Name: p}
	}
	return out
}

// isC reports whether name is a C or LLVM IR file.
func isC(name string) bool {
	return strings.HasSuffix(name, ".c") || strings.HasSuffix(name, ".ll")
}

// Analyze analyses the program made of inputs: one .bsp program (a file,
// its text, or a parsed Program), or the .c and .ll files of one C
// program. It runs the stages up to c.StopAfter and returns what they
// found. A program that the front end refuses, that is not aligned or
// that has no bound is a Report (its Status, Diagnostics and Bounds say
// so) with a nil error; the error is for what is not about the program:
// inputs that cannot be read or are not one program, clang missing, an
// invalid Config, or ctx done before a stage (the report then holds the
// stages that ran). A done context is seen between stages and between
// two superstep sections; inside the solver, its deadline (or Timeout)
// ends the work. Analyze leaves no goroutine running when it returns.
func (c *Config) Analyze(ctx context.Context, inputs ...Input) (*Report, error) {
	cfg := Config{}
	if c != nil {
		cfg = *c
	}
	if cfg.StopAfter == 0 {
		cfg.StopAfter = StageBound
	}
	if cfg.NoHRelation && cfg.StopAfter > StageSequential {
		return &Report{}, fmt.Errorf("Config.NoHRelation needs StopAfter at StageSequential or before, not at the %s stage", cfg.StopAfter)
	}
	// One budget for the whole analysis: the front end and alignment
	// do not charge it (they are near-linear in the input), but their
	// time counts.
	bud := budget.New(ctx, cfg.deadline(ctx, cfg.Timeout), cfg.MaxOperations)
	rep := &Report{}
	if len(inputs) > 0 {
		rep.File = inputs[0].Name
	}
	if err := ctx.Err(); err != nil {
		return rep, err
	}
	if err := cfg.load(rep, inputs); err != nil || rep.Program == nil {
		return rep, err
	}
	if rep.stop(cfg, StageLoad) {
		return rep, nil
	}
	if err := ctx.Err(); err != nil {
		return rep, err
	}
	prog := rep.Program
	for _, d := range regsafe.Check(prog) { // a C program's registrations
		rep.report(StageAlign, CategoryRegistration, d)
	}
	ar := align.Analyze(prog)
	if !ar.Aligned && prog.Desync != nil && desyncOn {
		// Unaligned perhaps only because a counter collective's argument
		// differs between processes: the translation for such runs
		// (frontend/llvm's desync.go) is sound for any arguments.
		var refused frontend.ErrorList
		if alt, err := prog.Desync(); errors.As(err, &refused) && counterErrors(prog, ar) {
			// Say why, beside the alignment errors of the calls.
			for _, e := range refused {
				d := *e
				d.Severity = diag.SeverityInfo
				if !d.End.IsValid() {
					d.End = d.Pos
				}
				d.Msg = "a counter collective's calls (bsc_sync) whose argument differs between processes are analysed only without sends, and without other barriers, puts and gets from the first such call on: " + d.Msg
				rep.report(StageAlign, CategoryUnaligned, d)
			}
		} else if err == nil {
			if aa := align.Analyze(alt); aa.Aligned {
				prog, ar, rep.Program = alt, aa, alt
				rep.Diagnostics = nil
				if err := cfg.load(rep, []Input{{Name: rep.File, Prog: alt}}); err != nil {
					return rep, err
				}
				for _, d := range regsafe.Check(prog) {
					rep.report(StageAlign, CategoryRegistration, d)
				}
			}
		}
	}
	rep.Align, rep.Stage = ar, StageAlign
	if !ar.Aligned {
		rep.Status = StatusUnaligned
		for _, d := range ar.Diagnostics {
			d.File = prog.File
			prog.Locate(&d) // code inlined from another file names it
			rep.report(StageAlign, CategoryUnaligned, d)
		}
		return rep, nil
	}
	if prog.Requires != nil {
		rep.Assumptions = append(rep.Assumptions, frontend.ExprExcerpt(prog.Requires)+" (requires)")
	}
	rep.Assumptions = append(rep.Assumptions, "p >= 1")
	if rep.stop(cfg, StageAlign) {
		return rep, nil
	}
	if cfg.BeforeCost != nil && !cfg.BeforeCost(rep) {
		rep.Status = StatusStopped
		return rep, nil
	}
	return rep, cfg.cost(ctx, rep, bud)
}

// counterErrors reports whether an alignment error of ar is at a call of a
// counter contract (its argument may differ between processes).
func counterErrors(prog *frontend.Program, ar *align.Result) bool {
	for _, k := range prog.ContractCalls {
		for _, d := range ar.Diagnostics {
			if k.Contract.Counter != "" && d.Pos == k.Pos && d.Severity == diag.SeverityError {
				return true
			}
		}
	}
	return false
}

// desyncOn switches the analysis of a C program's desynchronised
// translation (Program.Desync) when the program is unaligned; its test
// switches it off (TestDesyncC: the program is then unaligned).
var desyncOn = true

// stop reports whether the analysis stops after stage s (done), which it
// records.
func (r *Report) stop(cfg Config, s Stage) bool {
	r.Stage = s
	if cfg.StopAfter > s {
		return false
	}
	r.Status = StatusStopped
	return true
}

// load runs the front end on inputs: the program, its key and notes in
// rep, or its errors as diagnostics (rep.Program nil). The error is for
// inputs that cannot be read or are not one program.
func (c *Config) load(rep *Report, inputs []Input) error {
	if len(inputs) == 0 {
		return errors.New("no input given")
	}
	var prog *frontend.Program
	var err error
	switch cIn := isC(inputs[0].Name); {
	case inputs[0].Prog != nil:
		if len(inputs) > 1 {
			return errors.New("a parsed program is the only input of its analysis")
		}
		prog = inputs[0].Prog
	case !cIn:
		if len(inputs) > 1 {
			return fmt.Errorf("%d inputs: a .bsp program is one file", len(inputs))
		}
		prog, err = c.loadBSP(rep, inputs[0])
	default:
		prog, err = c.loadC(rep, inputs)
	}
	if prog == nil {
		if err == nil {
			return nil
		}
		var list frontend.ErrorList
		if !errors.As(err, &list) {
			return err // not about the program
		}
		rep.Status, rep.Stage = StatusRefused, StageLoad
		for _, e := range list {
			d := *e
			if !d.End.IsValid() {
				d.End = d.Pos
			}
			cat := CategoryParse
			if d.Limit {
				cat = CategoryLimit
				rep.Status = StatusLimit
			}
			rep.report(StageLoad, cat, d)
		}
		return nil
	}
	rep.Program, rep.File = prog, prog.File
	for _, n := range prog.Notes {
		d := *n
		if !d.End.IsValid() {
			d.End = d.Pos
		}
		rep.report(StageLoad, CategoryApprox, d)
	}
	return nil
}

// loadBSP reads and parses a .bsp program. Its errors about the program
// are a frontend.ErrorList.
func (c *Config) loadBSP(rep *Report, in Input) (*frontend.Program, error) {
	src := in.Src
	if src == nil {
		var err error
		if src, err = frontend.ReadSource(in.Name); err != nil {
			return nil, err
		}
	}
	prog, err := frontend.Parse(in.Name, src)
	if err != nil {
		return nil, err
	}
	rep.Key = src
	return prog, nil
}

// loadC translates the C program made of inputs.
func (c *Config) loadC(rep *Report, inputs []Input) (*frontend.Program, error) {
	paths := make([]string, len(inputs))
	for i, in := range inputs {
		if !isC(in.Name) || in.Prog != nil {
			return nil, fmt.Errorf("%s: a C program's inputs are .c and .ll files only", in.Name)
		}
		if in.Src != nil {
			return nil, fmt.Errorf("%s: a C program is read from its files (Input.Src is for .bsp programs)", in.Name)
		}
		paths[i] = in.Name
	}
	opts := c.C
	opts.Source, opts.ContractText = nil, nil
	if opts.WordSize < 0 {
		return nil, fmt.Errorf("the word size must be positive, not %d", opts.WordSize)
	}
	if opts.WordSize == 0 {
		opts.WordSize = 8
	}
	prog, ir, err := llvm.Load(paths, &opts)
	if err != nil {
		return nil, err
	}
	rep.Key = cKey(opts, ir)
	return prog, nil
}

// cKey is the key text of a translated C program: the IR with the options,
// the C source (for the requires pragma) and the contracts: everything the
// translation depends on.
func cKey(opts llvm.Options, ir []byte) []byte {
	key := fmt.Sprintf("bspcost C front end\x00word-size=%d params=%q requires=%q entry=%q work=%d cflags=%q\x00%s\x00%s\x00", opts.WordSize, opts.Params, opts.Requires, opts.Entry, opts.Work, opts.CFlags, opts.Source, opts.ContractText)
	return append([]byte(key), ir...)
}

// cost runs the stages after alignment.
func (c *Config) cost(ctx context.Context, rep *Report, bud *budget.Budget) error {
	deadline := bud.Deadline()
	defer func() { rep.Operations = bud.Used() }()
	prog, ar := rep.Program, rep.Align
	// fail records a stage's error; a canceled context is the caller's
	// doing, not the program's: Analyze returns it.
	fail := func(s Stage, what string, err error) error {
		if errors.Is(err, context.Canceled) {
			return ctx.Err()
		}
		if what == "" && errors.Is(err, budget.ErrExceeded) {
			what = "cost equations" // (the message names the stage)
		}
		rep.Err = &StageError{Stage: s, Err: err, what: what}
		rep.Status = StatusNoBound
		if errors.Is(err, seqcost.ErrTooLarge) || errors.Is(err, budget.ErrExceeded) {
			rep.Status = StatusLimit
		}
		return nil
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	var hr *hrelation.Result
	var herr, ferr error
	switch {
	case c.NoHRelation:
		rep.Facts, ferr = nondet.AnalyzeFactsWithin(prog, ar, bud)
	case c.StopAfter == StageHRelation:
		hr, herr = hrelation.Within(prog, ar, c.HRelationSets, bud)
	case !degradeOn || c.HRelationSets:
		// hrelation and nondet's abstract interpretation read prog and
		// ar only, and need nothing of each other: side by side.
		gostack.Concurrently(
			func() { hr, herr = hrelation.Within(prog, ar, c.HRelationSets, bud) },
			func() { rep.Facts, ferr = nondet.AnalyzeFactsWithin(prog, ar, bud) })
	default:
		hr, herr, ferr = c.degradable(rep, bud)
	}
	rep.HRelation, rep.Stage = hr, StageHRelation
	switch {
	case errors.Is(herr, budget.ErrExceeded) || errors.Is(ferr, budget.ErrExceeded):
		// The two share the budget side by side: which of them saw it
		// run out is a matter of scheduling, that it ran out is not.
		err, what := herr, "h-relations"
		if !errors.Is(err, budget.ErrExceeded) {
			err = ferr
		}
		if c.NoHRelation {
			what = "facts of the sequential program"
		}
		return fail(StageHRelation, what, err)
	case herr != nil:
		return fail(StageHRelation, "h-relations", herr)
	case ferr != nil:
		return fail(StageHRelation, "facts of the sequential program", ferr)
	}
	if rep.stop(*c, StageHRelation) {
		return nil
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	words := hr
	if c.NoHRelation {
		words = &hrelation.Result{} // no words
	}
	seq, err := nondet.InstrumentFacts(prog, ar, words, rep.Facts)
	rep.Stage = StageSequential
	if err != nil {
		return fail(StageSequential, "sequential program", err)
	}
	rep.Instrumented = seq
	// The instrumented program shares the source's nodes (positions) and
	// declares new variables: resolve it again so every name has its
	// object (Check binds them in seq's own Info; prog's is untouched), on
	// a copy, so that a caller rewriting prog afterwards (the oracles'
	// sim.ChargeAsWork) does not change seq, and so that seq's identifiers
	// are numbered densely for its Info.
	seq = frontend.Clone(seq)
	if err := frontend.Check(seq); err != nil {
		return fail(StageSequential, "sequential program does not check", err)
	}
	rep.Seq = seq
	seq = rep.boundQueues(ar, words, bud)
	if rep.stop(*c, StageSequential) {
		return nil
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if c.StopAfter == StageEquations {
		rs := make([]*seqcost.Result, len(seqcost.Resources))
		errs := make([]error, len(seqcost.Resources))
		fs := make([]func(), len(seqcost.Resources))
		for i, r := range seqcost.Resources {
			fs[i] = func() { rs[i], errs[i] = seqcost.Equations(seq, r.Res, seqcost.Options{Budget: bud}) }
		}
		gostack.Concurrently(fs...)
		rep.Stage = StageEquations
		for _, err := range errs {
			if err != nil {
				return fail(StageEquations, "", err)
			}
		}
		rep.Equations = rs
		rep.equationNotes()
		rep.stop(*c, StageEquations)
		return nil
	}
	b, err := seqcost.BoundSequential(seq, seqcost.Options{Budget: bud}, solver.Options{Deadline: bud.Deadline(), Budget: bud})
	rep.Stage = StageEquations
	if err != nil {
		return fail(StageEquations, "", err)
	}
	rep.Equations = []*seqcost.Result{b.W.Result, b.H.Result, b.S.Result}
	rep.equationNotes()
	rep.Stage, rep.Status = StageBound, StatusBounded
	for i, sb := range []seqcost.Bound{b.W, b.H, b.S} {
		out := rep.Bounds()[i]
		*out = Bound{Reason: sb.Reason, Timeout: sb.Timeout}
		switch {
		case sb.Expr != nil:
			*out = BoundOf(sb.Expr)
		case sb.Timeout:
			rep.Status = worse(rep.Status, StatusLimit) // the time ran out: a limit, not a verdict
		default:
			rep.Status = worse(rep.Status, StatusNoBound)
		}
	}
	if c.Supersteps {
		if c.SectionsTimeout > 0 {
			deadline = c.deadline(ctx, c.SectionsTimeout)
		}
		return rep.sections(ctx, deadline)
	}
	return nil
}

// deadline is when a limit of d from now ends (zero: none), or the
// context's deadline when earlier.
func (c *Config) deadline(ctx context.Context, d time.Duration) time.Time {
	var t time.Time
	if d > 0 {
		t = time.Now().Add(d)
	}
	if cd, ok := ctx.Deadline(); ok && (t.IsZero() || cd.Before(t)) {
		t = cd
	}
	return t
}

// equationNotes adds the over-approximation notes of the equations (of W,
// H and S, in that order, each once) to the diagnostics.
func (r *Report) equationNotes() {
	type key struct {
		file string
		pos  frontend.Pos
		msg  string
	}
	seen := map[key]bool{}
	for _, res := range r.Equations {
		if res == nil {
			continue
		}
		for _, d := range res.Notes {
			if d.Pos.IsValid() {
				d.File, d.Pos = r.Program.Where(d.Pos)
				d.End = d.Pos
			}
			k := key{d.File, d.Pos, d.Msg}
			if seen[k] {
				continue
			}
			seen[k] = true
			r.report(StageEquations, CategoryApprox, d)
		}
	}
}
