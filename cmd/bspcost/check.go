package main

import (
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"bspcost/align"
	"bspcost/driver"
	"bspcost/frontend"
	"bspcost/internal/cache"
	"bspcost/internal/input"
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
	// current, when set, is told the file being checked (for the
	// watchdog's message).
	current *atomic.Pointer[string]
}

// runCheck is "bspcost check [--json|--sarif] [--at P] [--supersteps]
// prog.bsp...": it parses and type-checks each program (a directory
// stands for the .bsp, .c and .ll files under it, sorted; "-" for the
// .bsp program on standard input), checks that its
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
	fs := newFlagSet("check", "bspcost check [--json|--sarif] [--at p=P,NAME=VALUE,...] [--supersteps] [--timeout D] [--cpuprofile FILE] [--cache PATH|--no-cache] [C options] prog.bsp...|DIR...|-|prog.c more.c...", stderr)
	asJSON := fs.Bool("json", false, "print one JSON object per file (JSON Lines): diagnostics and bound")
	asSARIF := fs.Bool("sarif", false, "print the diagnostics and bounds as SARIF 2.1.0")
	at := fs.String("at", "", "evaluate the bound at `p=P,NAME=VALUE,...` (every parameter of the program)")
	supersteps := fs.Bool("supersteps", false, "also bound each superstep section (the code a barrier opens)")
	timeout := fs.Duration("timeout", checkTimeout, "bound on the analysis time of each file (0: the analysis's own limit, 10s per resource)")
	cpuprofile := fs.String("cpuprofile", "", "write a CPU profile of the analysis (pprof format) to `FILE`")
	var cf cacheFlags
	cf.register(fs)
	copts := addCFlags(fs) // .c and .ll inputs (frontend/llvm)
	files, code, ok := parseArgs(fs, args)
	if !ok {
		return code
	}
	files = copts.cInputs(files)
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
	if *timeout < 0 {
		fmt.Fprintln(stderr, "bspcost check: --timeout must not be negative")
		return exitBadInput
	}
	// A directory stands for the programs under it, as in batch.
	files, err := expandDirs(files, checkExt, ".bsp, .c or .ll")
	if err != nil {
		fmt.Fprintf(stderr, "bspcost check: %v\n", err)
		return exitBadInput
	}
	stdins := 0
	for _, f := range files {
		if f == "-" {
			stdins++
		}
	}
	if stdins > 1 {
		fmt.Fprintln(stderr, "bspcost check: - (the program on standard input) given more than once")
		return exitBadInput
	}
	opt := checkOptions{JSON: *asJSON, SARIF: *asSARIF, Bound: boundOptions{Supersteps: *supersteps, Timeout: *timeout}, C: copts}
	if *at != "" {
		pt, err := parseAt(*at)
		if err != nil {
			fmt.Fprintf(stderr, "bspcost check: --at: %v\n", err)
			return exitBadInput
		}
		opt.At = pt
	}
	// The analysis of each file stops itself at its --timeout (the
	// solver's deadline: that resource is reported without a bound, exit
	// 4). The watchdog is the backstop for a stage that does not look at
	// the clock (one long linear program, a huge translation): it allows
	// every file its --timeout and a grace, and names the file it stops.
	var watchdog time.Duration
	if *timeout > 0 {
		watchdog = time.Duration(len(files)) * (*timeout + checkGrace)
	}
	tuneGC(files)
	tuneProcs(files)
	if *cpuprofile != "" {
		stop, err := startCPUProfile(*cpuprofile)
		if err != nil {
			fmt.Fprintf(stderr, "bspcost check: --cpuprofile: %v\n", err)
			return exitBadInput
		}
		defer stop()
	}
	var current atomic.Pointer[string]
	return withTimeoutAt(watchdog, "check", stderr, func() string {
		if f := current.Load(); f != nil {
			return fmt.Sprintf("%s: the analysis did not end within --timeout %v", input.Name(*f), *timeout)
		}
		return ""
	}, func() int {
		rc := lazyResultCache(func() *cache.Cache { return cf.open(stderr) })
		defer rc.close()
		opt.current = &current
		return checkFiles(files, opt, rc, stdout, stderr)
	})
}

// startCPUProfile starts the Go runtime's CPU profile of this process into
// the file path (for go tool pprof: where the analysis spends its time);
// stop ends it and closes the file. Time spent in clang and llvm-link,
// which run as child processes, is not in it.
func startCPUProfile(path string) (stop func(), err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}

// checkTimeout is check's default --timeout per file: every shipped
// example (benchmarks/textbook, benchmarks/c, align/testdata/aligned) is
// analysed in well under half a second of wall time even on a loaded
// machine (docs/benchmarks.md), so a few seconds leave a wide margin and
// still end a hard input quickly, with the resources that were bounded.
const checkTimeout = 5 * time.Second

// checkGrace is how long past a file's --timeout the watchdog waits for
// the analysis to notice its deadline.
const checkGrace = 2 * time.Second

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
		if opt.current != nil {
			opt.current.Store(&file)
		}
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
// result cache rc). In text mode (machine false) the errors and notes of
// the front end are printed on stderr as they are found; otherwise they
// become diagnostics of the report.
func checkFile(file string, machine bool, opt checkOptions, rc *resultCache, stderr io.Writer) *fileReport {
	rep := &fileReport{File: file}
	if file == "-" {
		rep.File = stdinName
	}
	var point *atResult
	atInternal := false
	at := func(r *driver.Report) bool {
		// Before the cost stages (the instrumented program shares the
		// source's nodes).
		if opt.At == nil {
			return true
		}
		var err error
		if point, err = checkAt(r.Program, opt.At); err != nil {
			rep.AtErr = err.Error()
			atInternal = errors.As(err, new(internalErr))
		}
		return true
	}
	dr, b, _, err := analyseBound(file, opt.C, rc, opt.Bound, at)
	if machine {
		if err != nil {
			// Not a diagnostic about the program (unreadable file, or
			// too large): say so on stderr.
			fmt.Fprintf(stderr, "bspcost check: %v\n", err)
			rep.LoadErr = err.Error()
			rep.Status = loadErrCode(err)
			return rep
		}
		if dr.Program == nil {
			rep.Diags = fileDiagnostics(dr)
			rep.Status = refusedCode(dr)
			return rep
		}
	} else if code, failed := loadFailed("check", dr, err, stderr); failed {
		rep.Status = code
		return rep
	}
	rep.Prog = dr.Program
	rep.File = dr.File // a .ll's diagnostics name its C file
	rep.Diags = fileDiagnostics(dr)
	regErr := false // a C program's BSPlib registrations (package regsafe)
	for _, d := range rep.Diags {
		if !machine && (d.Rule == ruleApprox || d.Rule == ruleRegistration) {
			fmt.Fprint(stderr, d.Format())
		}
		regErr = regErr || d.Rule == ruleRegistration && d.Severity == frontend.SeverityError
	}
	rep.Align = dr.Align
	if !dr.Align.Aligned {
		rep.Status = exitWrongProg
		return rep
	}
	rep.Bound = b
	rep.Status = b.Code
	if regErr {
		rep.Status = exitWrongProg // the program is wrong; its bound is still printed
	}
	if point != nil && b.Err == "" {
		var err error
		if rep.At, err = point.evalBound(&b.W, &b.H, &b.S); err != nil {
			rep.AtErr = err.Error()
		}
	}
	if rep.AtErr != "" {
		rep.Status = max(rep.Status, exitBadInput)
	}
	if atInternal {
		rep.Status = exitInternal
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
		for _, d := range rep.Diags {
			if d.Rule == ruleUnaligned {
				fmt.Fprint(stderr, d.Format())
			}
		}
	default:
		fmt.Fprintf(stdout, "%s: aligned (%s)\n", input.Name(rep.File), rep.Align.Summary())
		writeBound(stdout, rep.File, rep.Bound)
		writeTimeouts(stderr, rep)
		if rep.AtErr != "" {
			fmt.Fprintf(stderr, "%s: --at: %s\n", input.Name(rep.File), rep.AtErr)
		}
		if rep.At != nil {
			fmt.Fprintf(stdout, "  at %s\n", rep.At.text())
		}
		writeSections(stdout, rep.Bound, rep.At)
	}
}

// writeTimeouts says on stderr, positioned at the program, which resources
// have no bound because the time limit was reached: the result printed on
// stdout is then a limit of bspcost (exit 4), not a verdict.
func writeTimeouts(stderr io.Writer, rep *fileReport) {
	var names []string
	for _, r := range rep.Bound.resources() {
		if r.B.Timeout {
			names = append(names, r.Name)
		}
	}
	if len(names) == 0 {
		return
	}
	pos := rep.Prog.Pos()
	fmt.Fprintf(stderr, "%s:%d:%d: error: time limit reached: no bound for %s (a larger --timeout may find one)\n", input.Name(rep.File), pos.Line, pos.Col, strings.Join(names, ", "))
}

// smallInput is the total size of the input files below which the
// garbage collector is tuned for a short process (tuneGC).
const smallInput = 32 << 10

// gcFreeHeap is the memory a process with small inputs may use before its
// first garbage collection (tuneGC).
const gcFreeHeap = 64 << 20

// smallFiles reports whether files are regular files of less than
// smallInput bytes in all.
func smallFiles(files []string) bool {
	var total int64
	for _, f := range files {
		st, err := os.Stat(f)
		if err != nil || !st.Mode().IsRegular() {
			return false
		}
		total += st.Size()
	}
	return total < smallInput
}

// oneProcFor is how long a process with small inputs runs on one
// processor before it may use them all (tuneProcs).
const oneProcFor = 25 * time.Millisecond

// tuneProcs arranges for a process whose inputs are small to run its
// analyses on one processor for oneProcFor from the first one's start
// (analysisStarts), then on as many as before. On more than one, the
// scheduler wakes an idle processor's thread for each goroutine it starts
// or readies, and that thread spins looking for work before it sleeps
// again: for a process that ends in a few milliseconds (check of a
// textbook program) the wake-ups and the spinning cost more CPU and wall
// time than the stages run side by side save (docs/benchmarks.md, "Runtime
// settings of short processes"). The switch waits for an analysis because it has a cost of
// its own (the resize's page faults), which a cache hit would pay for
// nothing. A process that runs longer gets its processors back (a timer;
// it fires at the first scheduling point after oneProcFor, which the
// runtime's preemption makes at most about 10 ms later). A GOMAXPROCS set
// in the environment is left alone.
func tuneProcs(files []string) {
	if os.Getenv("GOMAXPROCS") != "" || !smallFiles(files) {
		return
	}
	switchOnce := sync.OnceFunc(func() {
		if n := runtime.GOMAXPROCS(1); n > 1 {
			time.AfterFunc(oneProcFor, func() { runtime.GOMAXPROCS(n) })
		}
	})
	startOneProc.Store(&switchOnce)
}

// startOneProc holds the switch tuneProcs arranged (nil: none), made at
// most once.
var startOneProc atomic.Pointer[func()]

// analysisStarts is called before an analysis (a cache miss or no
// cache): it makes the switch tuneProcs arranged, the first time.
func analysisStarts() {
	if f := startOneProc.Load(); f != nil {
		(*f)()
	}
}

// gcSentinel is an object whose finalizer tells tuneGC of the first
// collection (a pointer field: not in the tiny allocator's shared blocks,
// whose finalizers may never run).
type gcSentinel struct{ _ *int }

// tuneGC tunes the garbage collector for a short process when the inputs
// are small (check and solve of a program or a cost relation system of a
// few hundred lines, the common case): no collection at all until the
// process's memory reaches gcFreeHeap (GOGC=off with that soft memory
// limit), then collections at GOGC=400 (the heap grows to 5 times the live
// data) without the limit. The analysis of such an input mostly
// allocates a few megabytes and ends in tens of milliseconds, before a
// collection pays off; at the default the collector's cycles and
// background workers cost a sizeable part of the process's CPU time
// (docs/benchmarks.md). The switch at the first collection keeps memory
// bounded as before for the inputs that do grow: a limit that stayed on
// would make the collector run without pause once the live data nears
// it. Larger inputs keep the default, so that peak memory stays twice the
// live data. A GOGC or GOMEMLIMIT set in the environment is left alone.
func tuneGC(files []string) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" || !smallFiles(files) {
		return
	}
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(gcFreeHeap)
	// The finalizer of an unreachable object runs after the first
	// collection (the limit reached): from then on, the GOGC=400 regime.
	runtime.SetFinalizer(new(gcSentinel), func(*gcSentinel) {
		debug.SetGCPercent(400)
		debug.SetMemoryLimit(math.MaxInt64)
	})
}
