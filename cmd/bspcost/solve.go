package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"strings"
	"time"

	"bspcost/budget"
	"bspcost/internal/cache"
	"bspcost/internal/gostack"
	"bspcost/internal/input"
	"bspcost/solver"
)

// solveEntryJSON is one entry's answer in --json output.
type solveEntryJSON struct {
	Entry  string `json:"entry"`
	Status string `json:"status"` // "bound" or "no bound"
	Bound  string `json:"bound,omitempty"`
	Reason string `json:"reason,omitempty"`
	// MayNotTerminate names the loops that may not terminate when the
	// bound holds for the terminating evaluations only (.ces files).
	MayNotTerminate []string `json:"may_not_terminate,omitempty"`
	Seconds         float64  `json:"seconds"`
	// competition is the Termination Competition's answer line for the
	// bound (competitionLine), found from its value when it is solved.
	competition string
}

type solveFileJSON struct {
	Version int    `json:"version"`
	File    string `json:"file"`
	Error   string `json:"error,omitempty"`
	// Warnings are the reader's (file:line:col: warning: ...): where it
	// over-approximated the input, or a call of an undefined relation.
	Warnings []string         `json:"warnings,omitempty"`
	Entries  []solveEntryJSON `json:"entries,omitempty"`
}

// runSolve is "bspcost solve [--json] [--timeout D] [--competition]
// file.ces|file.koat...": it prints a closed-form upper bound of the cost
// of each entry of each cost relation system, or "no bound found" with the
// reason. Exit status: 2 if a file could not be read or parsed, else 5 if
// the solver failed internally on some entry, else 4 if the time limit
// (--timeout, per file) stopped it, else 3 if some entry has no bound,
// else 0. A .ces file is bounded for its terminating evaluations (the
// output names the loops that may not terminate) unless --strict or
// --competition.
func runSolve(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("solve", "bspcost solve [--json] [--timeout D] [--competition] [--strict] [--cache PATH|--no-cache] file.ces|file.koat...", stderr)
	asJSON := fs.Bool("json", false, "print the results as a JSON array")
	timeout := fs.Duration("timeout", 800*time.Millisecond, "time limit per file (the whole process stays under 1 s)")
	competition := fs.Bool("competition", false, "print the Termination Competition's answer line (WORST_CASE(?, O(n^k)) or MAYBE)")
	strict := fs.Bool("strict", false, "bound every evaluation: a loop that may not terminate has no bound (as for .koat files and --competition; .ces files are otherwise bounded for their terminating evaluations, and the output says so)")
	var cf cacheFlags
	cf.register(fs)
	files, code, ok := parseArgs(fs, args)
	if !ok {
		return code
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
	code = exitOK
	worse := func(c int) {
		if severity[c] > severity[code] {
			code = c
		}
	}
	tuneGC(files)
	tuneProcs(files)
	rc := lazyResultCache(func() *cache.Cache { return cf.open(stderr) })
	defer rc.close()
	var out []solveFileJSON
	for _, file := range files {
		fj, codes, _, err := solveFile(rc, file, *timeout, !*competition && !*strict)
		if err != nil {
			var perr *solver.Error
			var ierr *input.Error
			msg := err.Error()
			if !errors.As(err, &perr) && !errors.As(err, &ierr) {
				msg = "bspcost solve: " + msg
			}
			if *asJSON {
				out = append(out, solveFileJSON{Version: resultVersion, File: file, Error: msg})
			} else {
				fmt.Fprintln(stderr, msg)
			}
			if input.IsLimit(err) {
				worse(exitLimit)
			} else {
				worse(exitBadInput)
			}
			continue
		}
		if !*asJSON {
			for _, w := range fj.Warnings {
				fmt.Fprintln(stderr, w)
			}
		}
		if len(fj.Entries) == 0 {
			if !*asJSON {
				fmt.Fprintf(stdout, "%s: no bound found: %s\n", input.Name(file), fj.Error)
			}
			worse(exitNoBound)
		}
		for i, ej := range fj.Entries {
			worse(codes[i])
			switch {
			case *asJSON:
			case *competition:
				if i == 0 {
					fmt.Fprintln(stdout, ej.competition)
				}
			case ej.Bound != "" && len(ej.MayNotTerminate) > 0:
				fmt.Fprintf(stdout, "%s: %s: %s (for terminating evaluations; may not terminate: %s)\n", input.Name(file), ej.Entry, ej.Bound, strings.Join(ej.MayNotTerminate, ", "))
			case ej.Bound != "":
				fmt.Fprintf(stdout, "%s: %s: %s\n", input.Name(file), ej.Entry, ej.Bound)
			default:
				fmt.Fprintf(stdout, "%s: %s: no bound found: %s\n", input.Name(file), ej.Entry, ej.Reason)
			}
		}
		out = append(out, fj)
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			fmt.Fprintf(stderr, "bspcost solve: internal error: %v\n", err)
			return exitInternal
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

// solvedFile is what the cache stores for one cost relation system: its
// answer per entry, each entry's exit code and competition answer line.
type solvedFile struct {
	Entries     []solveEntryJSON `json:"entries"`
	Codes       []int            `json:"codes"`
	Competition []string         `json:"competition"`
	Warnings    []string         `json:"warnings,omitempty"`
}

// solveFile reads and solves one .ces or .koat file through the result
// cache rc (keyed by the file's text and format, not its name: the
// answers do not mention it). It returns the file's answer and the exit
// code of each entry (exitOK, exitNoBound, exitLimit, exitInternal), or an
// error when the file cannot be read or parsed. Answers that hit the time
// limit or an internal error are not stored. On a hit the seconds are
// those of the run that stored the answer.
func solveFile(rc *resultCache, file string, timeout time.Duration, fileSemantics bool) (fj solveFileJSON, codes []int, hit bool, err error) {
	fj.Version, fj.File = resultVersion, file
	b, err := input.ReadFile(file, input.CES)
	if err != nil {
		return fj, nil, false, err
	}
	src := string(b)
	format := "ces"
	if strings.HasSuffix(file, ".koat") || strings.HasPrefix(strings.TrimSpace(src), "(GOAL") {
		format = "koat"
	}
	// A .ces file's cost relations mean, as CoFloCo's examples use them,
	// the cost of the complete (terminating) evaluations; the
	// .koat format's runtime complexity counts every evaluation, so a
	// loop that may not terminate has no bound there, nor with
	// --competition (fileSemantics false), whose answer is about every
	// evaluation.
	opts := []string{"format=" + format}
	terminating := format == "ces" && fileSemantics
	if terminating {
		opts = append(opts, "semantics=terminating")
	}
	var sf solvedFile
	if rc.get(kindSolve, opts, b, &sf) && len(sf.Codes) == len(sf.Entries) && len(sf.Competition) == len(sf.Entries) {
		fj.Entries, fj.Warnings = sf.Entries, sf.Warnings
		for i := range fj.Entries {
			fj.Entries[i].competition = sf.Competition[i]
		}
		if len(fj.Entries) == 0 {
			fj.Error = noEntries
		}
		return fj, sf.Codes, true, nil
	}
	analysisStarts()
	var sys *solver.System
	// (The solver's messages name the file as given: a name with control
	// characters is quoted.)
	if format == "koat" {
		sys, err = solver.ParseKoAT(input.Name(file), src)
	} else {
		sys, err = solver.ParseCES(input.Name(file), src)
	}
	if err != nil {
		return fj, nil, false, err
	}
	for _, n := range sys.Notes {
		fj.Warnings = append(fj.Warnings, strings.TrimSuffix(n.Format(), "\n"))
	}
	start := time.Now()
	results, limit := solveWatched(sys, solver.Options{Deadline: start.Add(timeout), Terminating: terminating}, timeout)
	secs := time.Since(start).Seconds()
	if limit != "" {
		// The solver was canceled: every entry has the limit as its
		// answer.
		for _, e := range sys.EntryPoints() {
			results = append(results, solver.Result{Entry: e, Reason: limit})
		}
	}
	if len(results) == 0 {
		fj.Error = noEntries
	}
	store := true
	for _, r := range results {
		ej := solveEntryJSON{Entry: r.Entry.Head.String(), Seconds: secs, competition: competitionLine(r.Bound)}
		code := exitOK
		if r.Bound != nil {
			ej.Status, ej.Bound = "bound", r.Bound.String()
			ej.MayNotTerminate = r.MayNotTerminate
		} else {
			ej.Status, ej.Reason = "no bound", r.Reason
			switch {
			case solver.IsTimeout(r) || limit != "":
				code, store = exitLimit, false
			case solver.IsInternal(r):
				code, store = exitInternal, false
			default:
				code = exitNoBound
			}
		}
		fj.Entries = append(fj.Entries, ej)
		codes = append(codes, code)
	}
	if store {
		sf := solvedFile{Entries: fj.Entries, Codes: codes, Warnings: fj.Warnings}
		for _, ej := range fj.Entries {
			sf.Competition = append(sf.Competition, ej.competition)
		}
		rc.put(kindSolve, opts, b, sf)
	}
	return fj, codes, false, nil
}

// noEntries is the answer for a system without equations.
const noEntries = "no entry: the file has no equations"

// solveWatched is solver.Solve(sys, opt) under a watchdog: the solver
// keeps its deadline itself, in every phase, but should one of its steps
// not, the run is canceled at the deadline plus solveGrace, and also
// once the memory in use passes memoryCeiling (read every
// watchInterval), rather than running on or failing with Go's fatal "out
// of memory". The solver sees the cancellation through its budget
// wherever it reads its deadline; solveWatched waits for it to stop, so
// that no solver goroutine outlives the file. limit is then the reason,
// and results nil.
func solveWatched(sys *solver.System, opt solver.Options, timeout time.Duration) (results []solver.Result, limit string) {
	type answer struct {
		res []solver.Result
		p   any
		bad bool
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	opt.Budget = budget.New(ctx, opt.Deadline, 0)
	done := make(chan answer, 1)
	go func() {
		gostack.Grow() // (an analysis runs here: see gostack)
		defer func() {
			if r := recover(); r != nil {
				done <- answer{p: fmt.Sprintf("%v\n%s", r, debug.Stack()), bad: true}
			}
		}()
		done <- answer{res: solver.Solve(sys, opt)}
	}()
	timer := time.NewTimer(time.Until(opt.Deadline) + solveGrace)
	defer timer.Stop()
	watch := time.NewTicker(watchInterval)
	defer watch.Stop()
	stop := func(why string) string {
		cancel()
		if a := <-done; a.bad {
			panic(a.p) // (run reports it as an internal error)
		}
		return why
	}
	for {
		select {
		case a := <-done:
			if a.bad {
				panic(a.p) // (run reports it as an internal error)
			}
			return a.res, ""
		case <-timer.C:
			return nil, stop(fmt.Sprintf("time limit: the solver did not stop within --timeout %v (canceled %v later)", timeout, solveGrace))
		case <-watch.C:
			if used := memoryInUse(); used > memoryCeiling {
				return nil, stop(fmt.Sprintf("memory limit exceeded: %d MiB in use, the limit is %d MiB", used>>20, memoryCeiling>>20))
			}
		}
	}
}

// solveGrace is how long past its deadline a solver run is let go on
// before solveWatched cancels it.
const solveGrace = time.Second
