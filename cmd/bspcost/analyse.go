package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"bspcost/driver"
	"bspcost/internal/input"
	"bspcost/seqcost"
)

// analyse runs the pipeline (package driver) on the program of file with
// cfg: a .bsp file, standard input for "-", or the C program file stands
// for (its other translation units, o's C options: nil the defaults).
// The error is the driver's: the program could not be read (or the C
// options are wrong); a program refused by its front end is a report
// without a program (loadFailed).
func analyse(file string, o *cOptions, cfg driver.Config) (*driver.Report, error) {
	var inputs []driver.Input
	switch {
	case file == "-":
		name, src, err := readStdin()
		if err != nil {
			return &driver.Report{File: name}, err
		}
		inputs = []driver.Input{{Name: name, Src: src}}
	case isCFile(file):
		opts, err := o.llvmOptions()
		if err != nil {
			return &driver.Report{File: file}, err
		}
		cfg.C = opts
		inputs = driver.Files(o.paths(file)...)
	default:
		inputs = driver.Files(file)
	}
	return cfg.Analyze(context.Background(), inputs...)
}

// loadFailed reports whether the program of an analysis (rep, err from
// analyse) could not be loaded; if so it prints why on stderr, as a
// compiler does (each error of the program on its own line, else the
// error after the command's name), and returns the exit code.
func loadFailed(cmd string, rep *driver.Report, err error, stderr io.Writer) (int, bool) {
	if err != nil {
		printLoadError(cmd, err, stderr)
		return loadErrCode(err), true
	}
	if rep.Program != nil {
		return exitOK, false
	}
	for _, d := range rep.Diagnostics {
		fmt.Fprintln(stderr, d.Error())
	}
	return refusedCode(rep), true
}

// refusedCode is the exit code of a program its front end refused: a
// limit, or bad input.
func refusedCode(rep *driver.Report) int {
	if rep.Status == driver.StatusLimit {
		return exitLimit
	}
	return exitBadInput
}

// categoryRules are the rules of the driver's diagnostic categories.
var categoryRules = map[string]rule{
	driver.CategoryParse:        ruleParse,
	driver.CategoryLimit:        ruleLimit,
	driver.CategoryUnaligned:    ruleUnaligned,
	driver.CategoryApprox:       ruleApprox,
	driver.CategoryRegistration: ruleRegistration,
}

// fileDiagnostics are the diagnostics of rep that check reports as such:
// the front end's and alignment's (the equations' notes are the bound's).
func fileDiagnostics(rep *driver.Report) []fileDiagnostic {
	var out []fileDiagnostic
	for _, d := range rep.Diagnostics {
		if d.Stage > driver.StageAlign {
			continue
		}
		out = append(out, fileDiagnostic{Rule: categoryRules[d.Category], Diagnostic: d.Diagnostic})
	}
	return out
}

// analyseBound runs the pipeline on file (o's C options) for its bound,
// with the result cache rc around the cost stages: once the program is
// aligned, aligned (when set) is called with the report so far (false:
// the analysis stops there, b is nil), then the cache is looked up (the
// report's Key and opt.key()); a hit ends the analysis there. b is the
// bound of an aligned program (nil otherwise), from the cache when hit. Results ended by a limit (the solver's time,
// input size) are not stored: they depend on the machine's load, and a
// later run with more time may find a bound. The file name is not part of
// the key: the result does not depend on it (notes and reasons carry
// line:col positions only; the printers add the file name), so a copy of
// a program under another name is a hit that prints exactly what a miss
// would.
func analyseBound(file string, o *cOptions, rc *resultCache, opt boundOptions, aligned func(*driver.Report) bool) (rep *driver.Report, b *boundResult, hit bool, err error) {
	var cached *boundResult
	stopped := false
	cfg := opt.config()
	cfg.BeforeCost = func(r *driver.Report) bool {
		if aligned != nil && !aligned(r) {
			stopped = true
			return false
		}
		// (The first lookup opens the database. Running the open and the
		// analysis side by side was measured in the eighth session: no
		// gain on a miss, about 2 ms lost on a hit; docs/benchmarks.md.)
		var res boundResult
		if rc.get(kindCheck, opt.key(), r.Key, &res) && validBound(&res) {
			cached = &res
			return false
		}
		analysisStarts()
		return true
	}
	rep, err = analyse(file, o, cfg)
	switch {
	case err != nil || rep.Align == nil || !rep.Align.Aligned || stopped:
		return rep, nil, false, err
	case cached != nil:
		return rep, cached, true, nil
	}
	b = boundOf(rep, opt)
	if !b.limited() {
		rc.put(kindCheck, opt.key(), rep.Key, b)
	}
	return rep, b, false, nil
}

// config is the driver's Config for o: the analysis's time (its budget's
// deadline, which the solver's is) is check's --timeout, longer or shorter
// than solveTimeout, or solveTimeout without one; under --timeout the
// sections share the program's time, otherwise they get a solveTimeout of
// their own.
func (o boundOptions) config() driver.Config {
	cfg := driver.Config{Supersteps: o.Supersteps, Timeout: solveTimeout, MaxOperations: o.Operations}
	if o.Timeout > 0 {
		cfg.Timeout = o.Timeout
	}
	if o.Timeout <= 0 {
		cfg.SectionsTimeout = solveTimeout
	}
	return cfg
}

// boundOf is the boundResult of the cost stages of rep (an aligned
// program analysed through StageBound).
func boundOf(rep *driver.Report, opt boundOptions) *boundResult {
	res := &boundResult{Code: exitOK, Assumptions: rep.Assumptions, degraded: rep.Degraded}
	if rep.Err != nil {
		res.Err = rep.Err.Error()
		res.Code = exitNoBound
		if rep.Status == driver.StatusLimit {
			res.Code = exitLimit
		}
		return res
	}
	prog := rep.Program
	seen := map[string]bool{}
	for _, d := range rep.Diagnostics {
		// (The h-relations' notes are those of a stage out of its
		// share of the time: driver.Report.Degraded.)
		if d.Stage != driver.StageEquations && d.Stage != driver.StageHRelation {
			continue
		}
		// line:col: msg in the program's file; file:line:col: msg in
		// another of its files (writeBound); the message alone for code
		// nondet inserted.
		s := d.Msg
		if d.Pos.IsValid() {
			s = fmt.Sprintf("%d:%d: %s", d.Pos.Line, d.Pos.Col, d.Msg)
			if d.File != prog.File {
				s = input.Name(d.File) + ":" + s
			}
		}
		if !seen[s] {
			seen[s] = true
			res.Notes = append(res.Notes, s)
		}
	}
	for i, b := range rep.Bounds() {
		rb := res.resources()[i].B
		if b.Expr != nil {
			*rb = driver.Bound{Expr: b.Expr, Text: b.Text}
			continue
		}
		rb.Reason, rb.Timeout = rep.Explain(b.Reason), b.Timeout
		if !b.Timeout {
			res.Code = max(res.Code, exitNoBound)
			continue
		}
		// (Only the time's reason names --timeout: a quota of operations
		// spent in the solver keeps its own, "limit: operation limit
		// exceeded (N operations)".)
		if opt.Timeout > 0 && strings.HasPrefix(b.Reason, "timeout:") {
			rb.Reason = fmt.Sprintf("timeout: the time limit (--timeout %v) was reached; a larger --timeout may find a bound", opt.Timeout)
		}
		res.Code = max(res.Code, exitLimit) // the solver's time ran out: a limit, not a verdict
	}
	for _, s := range rep.Sections {
		sb := sectionBound{Label: s.Label, Contract: s.Contract, AtCall: s.AtCall}
		for _, o := range s.Openers {
			sb.Openers = append(sb.Openers, openerKey(o))
		}
		for i, b := range []driver.Bound{s.W, s.H, s.S} {
			rb := []*driver.Bound{&sb.W, &sb.H, &sb.S}[i]
			if b.Expr != nil {
				*rb = driver.Bound{Expr: b.Expr, Text: b.Text}
			} else {
				rb.Reason, rb.Timeout = b.Reason, b.Timeout
				if !b.Internal {
					rb.Reason = rep.Explain(b.Reason)
				}
			}
			if b.Internal {
				res.Code = exitInternal
			}
		}
		res.Sections = append(res.Sections, sb)
	}
	for _, s := range rep.StepWork {
		sw := stepWorkBound{Label: s.Label, Opener: openerKey(s.Opener), W: driver.Bound{Expr: s.W.Expr, Text: s.W.Text, Reason: s.W.Reason, Timeout: s.W.Timeout}, AtCall: s.AtCall}
		if s.W.Expr == nil {
			sw.W.Reason = rep.Explain(s.W.Reason)
		}
		if s.W.Internal {
			res.Code = exitInternal
		}
		res.StepWork = append(res.StepWork, sw)
	}
	res.StepWorkNote = rep.StepWorkNote
	res.SectionsNote, res.sectionsTimedOut = rep.SectionsNote, rep.SectionsTimedOut
	return res
}

// openerKey names an opening barrier: "start", or "line:col" of the sync.
func openerKey(o seqcost.Opener) string {
	if o.Sync == nil {
		return "start"
	}
	return fmt.Sprintf("%d:%d", o.Pos.Line, o.Pos.Col)
}
