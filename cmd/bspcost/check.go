package main

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"bspcost/align"
	"bspcost/frontend"
)

// runCheck is "bspcost check [--json|--sarif] prog.bsp...": it parses and
// type-checks each program, then checks that its barriers are textually
// aligned (package align). In text mode, an aligned program prints
// "prog.bsp: aligned (summary)" on stdout; errors go to stderr in compiler
// style (file:line:col: error: ..., then indented notes). With --json or
// --sarif, every diagnostic of every file, parse errors included, goes to
// stdout as one JSON document, so that tools get a single parseable
// output. Exit status: 2 if a file could not be read or parsed, else 1 if
// a program is not aligned, else 0.
func runCheck(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print the diagnostics as a JSON array")
	asSARIF := fs.Bool("sarif", false, "print the diagnostics as SARIF 2.1.0")
	timeout := fs.Duration("timeout", defaultTimeout, "bound on the wall time of the whole command (0: none)")
	var cf cacheFlags
	cf.register(fs)
	copts := addCFlags(fs) // .c and .ll inputs (frontend/llvm)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: bspcost check [--json|--sarif] [--timeout D] [--cache PATH|--no-cache] prog.bsp...")
		fs.PrintDefaults()
	}
	files, err := parseInterspersed(fs, args)
	if err == flag.ErrHelp {
		return exitOK
	}
	if err != nil {
		return exitBadInput
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
	return withTimeout(*timeout, "check", stderr, func() int {
		var rc *resultCache
		if !*asJSON && !*asSARIF {
			rc = newResultCache(cf.open(stderr))
			defer rc.close()
		}
		return checkFiles(files, *asJSON, *asSARIF, rc, copts, stdout, stderr)
	})
}

// checkFiles is the work of runCheck once the command line is understood.
// Bounds are looked up in and stored to rc (nil: no cache).
func checkFiles(files []string, asJSON, asSARIF bool, rc *resultCache, copts *cOptions, stdout, stderr io.Writer) int {
	machine := asJSON || asSARIF
	status := exitOK
	worse := func(code int) {
		if code > status {
			status = code
		}
	}
	var diags []fileDiagnostic
	for _, file := range files {
		var prog *frontend.Program
		var src []byte
		if machine {
			var errs []fileDiagnostic
			var err error
			prog, errs, err = parseAnyForReport(file, copts)
			if err != nil {
				// Not a diagnostic about the program (unreadable file, or
				// too large): say so on stderr.
				fmt.Fprintf(stderr, "bspcost check: %v\n", err)
				worse(loadErrCode(err))
				continue
			}
			diags = append(diags, errs...)
			if prog == nil {
				code := exitBadInput
				for _, d := range errs {
					if d.Limit {
						code = exitLimit
					}
				}
				worse(code)
				continue
			}
		} else {
			var code int
			if prog, src, code = loadAnySource("check", file, copts, stderr); prog == nil {
				worse(code)
				continue
			}
		}
		file = prog.File // a .ll's diagnostics name its C file
		r := align.Analyze(prog)
		if !r.Aligned {
			worse(exitWrongProg)
		}
		switch {
		case machine:
			for _, d := range r.Diagnostics {
				d.File = file
				diags = append(diags, fileDiagnostic{Rule: ruleUnaligned, Diagnostic: d})
			}
		case r.Aligned:
			fmt.Fprintf(stdout, "%s: aligned (%s)\n", file, r.Summary())
			worse(printBound(rc, src, file, prog, r, stdout))
		default:
			fmt.Fprint(stderr, r.FormatAll(file))
		}
	}
	switch {
	case asJSON:
		writeJSONDiagnostics(stdout, diags)
	case asSARIF:
		writeSARIF(stdout, diags)
	}
	return status
}

// parseForReport parses file and turns its parse and type errors into
// diagnostics. It returns an error only when the file cannot be read; prog
// is nil when the file has errors.
func parseForReport(file string) (*frontend.Program, []fileDiagnostic, error) {
	prog, err := frontend.ParseFile(file)
	if err == nil {
		return prog, nil, nil
	}
	var list frontend.ErrorList
	if !errors.As(err, &list) {
		return nil, nil, err
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
	return nil, out, nil
}
