package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"bspcost/solver"
)

// solveEntryJSON is one entry's answer in --json output.
type solveEntryJSON struct {
	Entry   string  `json:"entry"`
	Status  string  `json:"status"` // "bound" or "no bound"
	Bound   string  `json:"bound,omitempty"`
	Reason  string  `json:"reason,omitempty"`
	Seconds float64 `json:"seconds"`
}

type solveFileJSON struct {
	File    string           `json:"file"`
	Error   string           `json:"error,omitempty"`
	Entries []solveEntryJSON `json:"entries,omitempty"`
}

// runSolve is "bspcost solve [--json] [--timeout D] [--competition]
// file.ces|file.koat...": it prints a closed-form upper bound of the cost
// of each entry of each cost relation system, or "no bound found" with the
// reason. Exit status: 2 if a file could not be read or parsed, else 5 if
// the solver failed internally on some entry, else 4 if the time limit
// (--timeout, per file) stopped it, else 3 if some entry has no bound,
// else 0.
func runSolve(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print the results as a JSON array")
	timeout := fs.Duration("timeout", 800*time.Millisecond, "time limit per file (the whole process stays under 1 s)")
	competition := fs.Bool("competition", false, "print the Termination Competition's answer line (WORST_CASE(?, O(n^k)) or MAYBE)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: bspcost solve [--json] [--timeout D] [--competition] file.ces|file.koat...")
		fs.PrintDefaults()
	}
	files, err := parseInterspersed(fs, args)
	if err == flag.ErrHelp {
		return exitOK
	}
	if err != nil {
		return exitBadInput
	}
	if len(files) == 0 {
		fmt.Fprintln(stderr, "bspcost solve: no input files")
		fs.Usage()
		return exitBadInput
	}
	if *timeout <= 0 {
		fmt.Fprintln(stderr, "bspcost solve: --timeout must be positive")
		return exitBadInput
	}
	// The exit code is the most severe outcome over all files: bad input,
	// then an internal error, then a time limit, then no bound.
	severity := map[int]int{exitOK: 0, exitNoBound: 1, exitLimit: 2, exitInternal: 3, exitBadInput: 4}
	code := exitOK
	worse := func(c int) {
		if severity[c] > severity[code] {
			code = c
		}
	}
	var out []solveFileJSON
	for _, file := range files {
		sys, err := solver.ReadFile(file)
		if err != nil {
			var perr *solver.Error
			msg := err.Error()
			if !errors.As(err, &perr) {
				msg = "bspcost solve: " + msg
			}
			if *asJSON {
				out = append(out, solveFileJSON{File: file, Error: msg})
			} else {
				fmt.Fprintln(stderr, msg)
			}
			worse(exitBadInput)
			continue
		}
		start := time.Now()
		results := solver.Solve(sys, solver.Options{Deadline: start.Add(*timeout)})
		secs := time.Since(start).Seconds()
		fj := solveFileJSON{File: file}
		if len(results) == 0 {
			fj.Error = "no entry: the file has no equations"
			if !*asJSON {
				fmt.Fprintf(stdout, "%s: no bound found: %s\n", file, fj.Error)
			}
			worse(exitNoBound)
		}
		for i, r := range results {
			ej := solveEntryJSON{Entry: r.Entry.Head.String(), Seconds: secs}
			if r.Bound != nil {
				ej.Status, ej.Bound = "bound", r.Bound.String()
			} else {
				ej.Status, ej.Reason = "no bound", r.Reason
				switch {
				case solver.IsTimeout(r):
					worse(exitLimit)
				case solver.IsInternal(r):
					worse(exitInternal)
				default:
					worse(exitNoBound)
				}
			}
			fj.Entries = append(fj.Entries, ej)
			switch {
			case *asJSON:
			case *competition:
				if i == 0 {
					fmt.Fprintln(stdout, competitionLine(r.Bound))
				}
			case r.Bound != nil:
				fmt.Fprintf(stdout, "%s: %s: %s\n", file, ej.Entry, ej.Bound)
			default:
				fmt.Fprintf(stdout, "%s: %s: no bound found: %s\n", file, ej.Entry, r.Reason)
			}
		}
		out = append(out, fj)
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			fmt.Fprintf(stderr, "bspcost solve: %v\n", err)
			return exitBadInput
		}
	}
	return code
}

// competitionLine is the Complexity: ITS answer for a bound: its
// polynomial degree, or MAYBE when there is no bound or it is not
// polynomial.
func competitionLine(b *solver.Expr) string {
	if b == nil {
		return "MAYBE"
	}
	d, ok := solver.Degree(b)
	if !ok {
		return "MAYBE"
	}
	if d == 0 {
		return "WORST_CASE(?, O(1))"
	}
	return fmt.Sprintf("WORST_CASE(?, O(n^%d))", d)
}
