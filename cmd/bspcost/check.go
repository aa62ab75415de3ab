package main

import (
	"errors"
	"fmt"
	"io"

	"bspcost/align"
	"bspcost/frontend"
)

// checkOptions are the options of "bspcost check" once the command line is
// understood.
type checkOptions struct {
	JSON, SARIF bool
	// At is the --at point (nil: none).
	At *atPoint
	// Bound are the options of the cost analysis (--supersteps).
	Bound boundOptions
	// C are the C front end's options for .c and .ll files.
	C *cOptions
}

// runCheck is "bspcost check [--json|--sarif] [--at P] [--supersteps]
// prog.bsp...": it parses and type-checks each program, checks that its
// barriers are textually aligned (package align) and bounds the cost of
// the aligned ones. In text mode, an aligned program prints
// "prog.bsp: aligned (summary)" and its bound on stdout; errors go to
// stderr in compiler style (file:line:col: error: ..., then indented
// notes). With --json, stdout has one JSON object per file, one per line
// (JSON Lines), with its diagnostics, parse errors included, and its
// bound; with --sarif, one SARIF log with the diagnostics and bounds of
// every file. Exit status: the worst over the files of 2 (a file could not
// be read or parsed, or --at is not a valid point), 1 (not aligned), 4 (a
// limit), 3 (no bound found), 0.
func runCheck(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("check", "bspcost check [--json|--sarif] [--at p=P,NAME=VALUE,...] [--supersteps] [--timeout D] [--cache PATH|--no-cache] prog.bsp...", stderr)
	asJSON := fs.Bool("json", false, "print one JSON object per file (JSON Lines): diagnostics and bound")
	asSARIF := fs.Bool("sarif", false, "print the diagnostics and bounds as SARIF 2.1.0")
	at := fs.String("at", "", "evaluate the bound at `p=P,NAME=VALUE,...` (every parameter of the program)")
	supersteps := fs.Bool("supersteps", false, "also bound each superstep section (the code a barrier opens)")
	timeout := fs.Duration("timeout", defaultTimeout, "bound on the wall time of the whole command (0: none)")
	var cf cacheFlags
	cf.register(fs)
	copts := addCFlags(fs) // .c and .ll inputs (frontend/llvm)
	files, code, ok := parseArgs(fs, args)
	if !ok {
		return code
	}
	if *asJSON && *asSARIF {
		fmt.Fprintln(stderr, "bspcost check: --json and --sarif exclude each other")
		fs.Usage()
		return exitBadInput
	}
	if len(files) == 0 {
		fmt.Fprintln(stderr, "bspcost check: no file given")
		fs.Usage()
		return exitBadInput
	}
	opt := checkOptions{JSON: *asJSON, SARIF: *asSARIF, Bound: boundOptions{Supersteps: *supersteps}, C: copts}
	if *at != "" {
		pt, err := parseAt(*at)
		if err != nil {
			fmt.Fprintf(stderr, "bspcost check: --at: %v\n", err)
			return exitBadInput
		}
		opt.At = pt
	}
	return withTimeout(*timeout, "check", stderr, func() int {
		rc := newResultCache(cf.open(stderr))
		defer rc.close()
		return checkFiles(files, opt, rc, stdout, stderr)
	})
}

// fileReport is what check found about one file: what every output form
// (text, JSON, SARIF) prints.
type fileReport struct {
	File string
	// LoadErr is set when the file could not be read (not a diagnostic
	// about a program).
	LoadErr string
	// Diags are the parse errors, or the alignment diagnostics.
	Diags []fileDiagnostic
	Prog  *frontend.Program
	Align *align.Result // nil when the program did not parse
	Bound *boundResult  // nil unless the program is aligned
	// At is the bound evaluated at --at; AtErr says why it could not be
	// (a parameter without a value, the requires clause violated).
	At    *atResult
	AtErr string
	// Status is the file's exit code.
	Status int
}

// checkFiles is the work of runCheck once the command line is understood.
// Bounds are looked up in and stored to rc (nil: no cache).
func checkFiles(files []string, opt checkOptions, rc *resultCache, stdout, stderr io.Writer) int {
	machine := opt.JSON || opt.SARIF
	status := exitOK
	var reports []*fileReport
	for _, file := range files {
		rep := checkFile(file, machine, opt, rc, stderr)
		if rep.Status > status {
			status = rep.Status
		}
		switch {
		case opt.JSON:
			writeJSONReport(stdout, rep)
		case opt.SARIF:
			reports = append(reports, rep)
		default:
			writeTextReport(stdout, stderr, rep)
		}
	}
	if opt.SARIF {
		writeSARIF(stdout, reports)
	}
	return status
}

// checkFile parses, checks and bounds one file (the bound through the
// result cache rc). In text mode (machine false) parse errors are printed
// on stderr as they are found; otherwise they become diagnostics of the
// report.
func checkFile(file string, machine bool, opt checkOptions, rc *resultCache, stderr io.Writer) *fileReport {
	rep := &fileReport{File: file}
	var src []byte
	if machine {
		prog, text, errs, err := parseAnyForReport(file, opt.C)
		if err != nil {
			// Not a diagnostic about the program (unreadable file, or
			// too large): say so on stderr.
			fmt.Fprintf(stderr, "bspcost check: %v\n", err)
			rep.LoadErr = err.Error()
			rep.Status = loadErrCode(err)
			return rep
		}
		rep.Diags = errs
		if prog == nil {
			rep.Status = exitBadInput
			for _, d := range errs {
				if d.Limit {
					rep.Status = exitLimit
				}
			}
			return rep
		}
		rep.Prog, src = prog, text
	} else {
		prog, text, code := loadAnySource("check", file, opt.C, stderr)
		if prog == nil {
			rep.Status = code
			return rep
		}
		rep.Prog, src = prog, text
	}
	file = rep.Prog.File // a .ll's diagnostics name its C file
	rep.File = file
	r := align.Analyze(rep.Prog)
	rep.Align = r
	if !r.Aligned {
		rep.Status = exitWrongProg
		for _, d := range r.Diagnostics {
			d.File = file
			rep.Diags = append(rep.Diags, fileDiagnostic{Rule: ruleUnaligned, Diagnostic: d})
		}
		return rep
	}
	var point *atResult
	if opt.At != nil {
		var err error
		if point, err = checkAt(rep.Prog, opt.At); err != nil {
			rep.AtErr = err.Error()
		}
	}
	rep.Bound, _ = cachedBound(rc, src, file, rep.Prog, r, opt.Bound)
	rep.Status = rep.Bound.Code
	if point != nil && rep.Bound.Err == "" {
		var err error
		if rep.At, err = point.evalBound(&rep.Bound.W, &rep.Bound.H, &rep.Bound.S); err != nil {
			rep.AtErr = err.Error()
		}
	}
	if rep.AtErr != "" {
		rep.Status = max(rep.Status, exitBadInput)
	}
	return rep
}

// writeTextReport prints rep in check's text form: the "aligned" line and
// the bound on stdout, the alignment errors on stderr (parse errors were
// printed when they were found).
func writeTextReport(stdout, stderr io.Writer, rep *fileReport) {
	switch {
	case rep.Align == nil:
	case !rep.Align.Aligned:
		fmt.Fprint(stderr, rep.Align.FormatAll(rep.File))
	default:
		fmt.Fprintf(stdout, "%s: aligned (%s)\n", rep.File, rep.Align.Summary())
		writeBound(stdout, rep.File, rep.Bound)
		if rep.AtErr != "" {
			fmt.Fprintf(stderr, "%s: --at: %s\n", rep.File, rep.AtErr)
		}
		if rep.At != nil {
			fmt.Fprintf(stdout, "  at %s\n", rep.At.text())
		}
		writeSections(stdout, rep.Bound, rep.At)
	}
}

// parseForReport parses file and turns its parse and type errors into
// diagnostics; it also returns the source text (the result cache's key:
// read once, so that the key and the analysis are of the same text). It
// returns an error only when the file cannot be read; prog is nil when the
// file has errors.
func parseForReport(file string) (*frontend.Program, []byte, []fileDiagnostic, error) {
	src, err := frontend.ReadSource(file)
	if err != nil {
		return nil, nil, nil, err
	}
	prog, err := frontend.Parse(file, src)
	if err == nil {
		return prog, src, nil, nil
	}
	var list frontend.ErrorList
	if !errors.As(err, &list) {
		return nil, nil, nil, err
	}
	var out []fileDiagnostic
	for _, e := range list {
		d := *e
		d.File = file
		if !d.End.IsValid() {
			d.End = d.Pos
		}
		r := ruleParse
		if d.Limit {
			r = ruleLimit
		}
		out = append(out, fileDiagnostic{Rule: r, Diagnostic: d})
	}
	return nil, nil, out, nil
}
