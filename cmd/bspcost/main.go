// Command bspcost simulates and analyses the BSP cost of .bsp programs.
//
// Usage:
//
//	bspcost run -p P [--at NAME=VALUE,...] [--seed S] [--json] [--max-steps K]
//	            [--any-min A] [--any-max B] [--timeout D] prog.bsp
//	bspcost check [--json|--sarif] [--at p=P,NAME=VALUE,...] [--supersteps]
//	              [--timeout D] prog.bsp|DIR|-...
//	bspcost equations [--resource W|H|S] [--timeout D] prog.bsp
//	bspcost batch [--format text|md|csv|json] [-j N] [--timeout D]
//	              [--operations N] [--memory BYTES] [--shard K/N] [--expected FILE]
//	              [--no-time] DIR|FILE...
//	bspcost merge [--format text|md|csv|json] [--no-time] RESULTS.jsonl...
//	bspcost predict --machine FILE [--p SPEC] [--at NAME=VALUE,...]
//	                [--json] [--plot FILE [--view V]] prog.bsp
//	bspcost compare --machine FILE [--p SPEC] [--at NAME=VALUE,...]
//	                [--json] [--plot FILE [--view V]] a.bsp b.bsp...
//	bspcost hrel [--json] [--explain] prog.bsp
//	bspcost instrument prog.bsp
//	bspcost translate [--word-size B] [--param N]... [--requires E] prog.c|prog.ll
//	bspcost version
//	bspcost profile -p P [--word-size B] [-I DIR]... [--at NAME=VALUE]...
//	                [--timeout D] [--memory BYTES] [--json] [--plot FILE]
//	                [--no-bound] prog.c [more.c...] [-- program arguments]
//	bspcost help
//
// Exit status: 0 success; 1 the program is wrong (runtime error, barrier
// mismatch, barriers not aligned); 2 bad input or usage (parse error,
// unknown flag, missing or unreadable file, missing parameter, requires
// clause violated); 3 no finite bound found (the analysis says which
// construct and why); 4 a resource limit of the tool was exceeded (input
// size, nesting, expression depth, steps, memory, time: the program may be
// fine but is too large for the tool; see docs/design.md, "Resource
// model"); 5 internal error of bspcost (a bug, never a verdict about the
// program).
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"sync"
	"time"

	"bspcost/frontend"
	"bspcost/internal/gostack"
	"bspcost/internal/input"
)

// Exit codes, shared by every subcommand.
const (
	exitOK        = 0
	exitWrongProg = 1 // the .bsp program misbehaves
	exitBadInput  = 2 // the input or the command line is wrong
	exitNoBound   = 3 // the analysis found no finite bound (says which construct, why)
	exitLimit     = 4 // a resource limit of the tool was exceeded
	exitInternal  = 5 // a bug of bspcost
)

// defaultTimeout bounds the wall time of a command (--timeout).
const defaultTimeout = 10 * time.Minute

const usageText = `bspcost bounds the BSP cost W·r + H·g + S·l of .bsp programs.

Usage:
  bspcost run -p P [--at NAME=VALUE,...] [--seed S] [--json] [--max-steps K]
              [--any-min A] [--any-max B] [--timeout D] prog.bsp
        simulate prog.bsp on P processes and print its measured cost
  bspcost check [--json|--sarif] [--at p=P,NAME=VALUE,...] [--supersteps]
                [--timeout D] prog.bsp|DIR|-...
        check that the barriers of programs are aligned (errors as
        file:line:col: message) and print the bound W·r + H·g + S·l of the
        aligned ones (a DIR: its .bsp, .c and .ll files; -: a .bsp program on
        standard input); --at evaluates it at a point, --supersteps bounds
        each superstep section, --json prints one JSON object per file (JSON
        Lines), --sarif a SARIF log (docs/cli.md); --timeout (default 5s)
        bounds the analysis of each file (exit 4 when reached)
  bspcost equations [--resource W|H|S] [--timeout D] prog.bsp
        the cost equations of the program in CoFloCo's .ces format: the three
        resources (relations prefixed work_, comm_, sync_), or one
  bspcost batch [--format text|md|csv|json] [-j N] [--timeout D]
                [--operations N] [--memory BYTES] [--shard K/N]
                [--expected FILE] [--no-time] DIR|FILE...
        bound every program (.bsp, .c, .ll) and .ces/.koat file, each in a
        worker process, -j at a time (default: one per core): one row per
        file (aligned, W, H, S, status, time, cached), a summary; limits per
        file (--timeout, default 10s; --operations, default none; --memory,
        default 1G): past them a limit row, and the run goes on; json (JSON
        Lines) and csv print each row as it is done; an interrupted run
        resumes from the cache; --shard K/N analyses every N-th file from
        the K-th; exit 1 if a file has no
        bound, an error, a limit, or differs from --expected
  bspcost merge [--format text|md|csv|json] [--no-time] RESULTS.jsonl...
        the rows of the shards of a batch (their --format json outputs)
        together: the table of the unsharded batch
  bspcost predict --machine FILE [--p SPEC] [--at NAME=VALUE,...]
                  [--json] [--plot FILE [--view V]] prog.bsp
        predicted time per p on a machine profile (docs/machines.md): its
        work/communication/synchronisation split, speed-up, efficiency
  bspcost compare --machine FILE [--p SPEC] [--at NAME=VALUE,...]
                  [--json] [--plot FILE [--view V]] a.bsp b.bsp...
        the fastest program at each p, and where the fastest changes
  bspcost solve [--json] [--timeout D] [--competition] file.ces|file.koat...
        bound the cost of cost relation systems (exit 3: no bound found;
        4: --timeout, per file, reached)
  bspcost machine --from-bspbench [--name NAME] [-o FILE] bspbench.out...
        build a machine profile (docs/machines.md) from BSPedupack bspbench
        outputs, one per number of processes
  bspcost cache stats [--json] [--cache PATH] | bspcost cache clear [--cache PATH]
        show or empty the result cache ($BSPCOST_CACHE, else the user cache
        dir's bspcost/cache.db); check, solve, hrel, batch, predict and
        compare use it unless given --no-cache (or another --cache PATH)
  bspcost hrel [--json] [--explain] prog.bsp
        the h-relation of every superstep of an aligned program: interaction
        sets, largest words sent and received by a process, h, and the
        fallbacks used where the exact model does not apply
  bspcost instrument prog.bsp
        the sequential program whose cost bounds the BSP cost: pid := any at
        every superstep start, {h * g + 1 * l} at every barrier
  bspcost translate [--word-size B] [--param N]... [--requires E] prog.c|prog.ll
        the .bsp program of a BSPlib C program (needs clang-14 for .c)
  bspcost version
        print the version of bspcost (also --version)
  bspcost profile -p P [--word-size B] [-I DIR]... [--at NAME=VALUE]...
                  [--timeout D] [--memory BYTES] [--json] [--plot FILE]
                  [--no-bound] prog.c [more.c...] [-- program arguments]
        run a BSPlib C program on P processes with a counting BSPlib runtime
        (needs clang-14): the measured W and h of each superstep beside the
        h bound of the analysis, the totals W, H, S and the supersteps each
        barrier opens beside the bounds of check at that point (exit 1 if a
        measured value is above its bound); --timeout (default 60s) bounds
        the run, --memory (default 1G) the address space of each process
  bspcost help
        print this help

Exit status:
  0  ok
  1  the program is wrong (runtime error, barrier mismatch, barriers not
     aligned)
  2  bad input or usage (parse error, unknown flag, missing or unreadable
     file, missing parameter, requires clause violated)
  3  no finite bound found (with the construct and the reason)
  4  a resource limit was exceeded (input over 16 MiB, nesting or expression
     depth, --max-steps, simulator memory, --timeout): the program may be
     fine but is too large for bspcost
  5  internal error of bspcost (a bug; please report it)
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the whole command, separated from main so that tests can call it
// with their own arguments and writers. It returns the exit code.
func run(args []string, stdout, stderr io.Writer) (code int) {
	// A panic is a bug of bspcost: say so, with its own exit code, so that
	// it never looks like a verdict about the program.
	defer func() {
		if r := recover(); r != nil {
			code = internalError(stderr, r)
		}
	}()
	if len(args) == 0 {
		fmt.Fprint(stderr, usageText)
		return exitBadInput
	}
	switch args[0] {
	case "run":
		return runRun(args[1:], stdout, stderr)
	case "profile":
		return runProfile(args[1:], stdout, stderr)
	case "check":
		return runCheck(args[1:], stdout, stderr)
	case "solve":
		return runSolve(args[1:], stdout, stderr)
	case "machine":
		return runMachine(args[1:], stdout, stderr)
	case "cache":
		return runCache(args[1:], stdout, stderr)
	case "batch":
		return runBatch(args[1:], stdout, stderr)
	case batchWorkerCmd: // (hidden: batch's worker processes)
		return runBatchWorker(args[1:], stdin, stdout, stderr)
	case "merge":
		return runMerge(args[1:], stdout, stderr)
	case "predict":
		return runPredict(args[1:], stdout, stderr)
	case "compare":
		return runCompare(args[1:], stdout, stderr)
	case "hrel":
		return runHrel(args[1:], stdout, stderr)
	case "instrument":
		return runInstrument(args[1:], stdout, stderr)
	case "translate":
		return runTranslate(args[1:], stdout, stderr)
	case "equations":
		return runEquations(args[1:], stdout, stderr)
	case "version", "-version", "--version":
		fmt.Fprintln(stdout, versionText())
		return exitOK
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usageText)
		return exitOK
	}
	fmt.Fprintf(stderr, "bspcost: unknown command %q; run 'bspcost help'\n", args[0])
	return exitBadInput
}

// versionText is the version line: the module version the binary was
// built as ("(devel)" for a build in the source tree), the VCS revision
// and whether the tree was modified, when the build recorded them, and
// the Go version.
func versionText() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "bspcost (no build information)"
	}
	v := "bspcost " + bi.Main.Version
	if v == "bspcost " {
		v += "(devel)"
	}
	var rev, when string
	modified := false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if rev != "" {
		v += ", revision " + rev
		if when != "" {
			v += " of " + when
		}
		if modified {
			v += " (modified)"
		}
	}
	return v + ", " + bi.GoVersion
}

// newFlagSet returns the flag set of the subcommand name: the flag
// package's messages go to stderr, and -h prints "usage: " + synopsis,
// then the flags.
func newFlagSet(name, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: "+synopsis)
		fs.PrintDefaults()
	}
	return fs
}

// parseArgs parses a subcommand's arguments, flags and files in any order
// (parseInterspersed), and returns the files. When ok is false the command
// ends at once with code: exitOK after -h (the usage is printed), exitBadInput
// after a bad flag (the flag package has said which).
func parseArgs(fs *flag.FlagSet, args []string) (files []string, code int, ok bool) {
	files, err := parseInterspersed(fs, args)
	if err == flag.ErrHelp {
		return nil, exitOK, false
	}
	if err != nil {
		return nil, exitBadInput, false
	}
	return files, exitOK, true
}

// parseInterspersed parses flags that may come before or after the
// positional arguments (bspcost run prog.bsp -p 4), which the flag package
// alone does not allow: it stops at the first non-flag. Everything after
// "--" is positional.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	if fs.Lookup("I") != nil {
		args = splitCArgs(args)
	}
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		consumed := len(args) - len(rest)
		if consumed > 0 && args[consumed-1] == "--" {
			return append(pos, rest...), nil
		}
		if len(rest) == 0 {
			return pos, nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// internalError reports a recovered panic and returns exitInternal.
func internalError(stderr io.Writer, r any) int {
	fmt.Fprintf(stderr, "bspcost: internal error: %v\n%s\nThis is a bug of bspcost, not a verdict about the program; please report it.\n", r, debug.Stack())
	return exitInternal
}

// memoryCeiling bounds the Go memory in use (heap objects and goroutine
// stacks) of a command, checked every watchInterval by withTimeout: the
// simulator charges what it uses against its own, smaller bound, but an
// analysis of a hostile input (align is not yet near-linear) could
// otherwise grow until the machine runs out of memory, a Go fatal error.
const (
	memoryCeiling = 4 << 30
	watchInterval = 50 * time.Millisecond
)

// withTimeout runs f and returns its exit code, or stops waiting after d
// (when d > 0) or when the memory in use passes memoryCeiling, and reports
// the limit. f keeps running in the background then; the command returns
// and main exits, which ends it. A panic in f is an internal error.
func withTimeout(d time.Duration, cmd string, stderr io.Writer, f func() int) int {
	return withTimeoutAt(d, cmd, stderr, nil, f)
}

// withFileTimeout is withTimeout for a command on one file: the message
// of a time limit names the file (files[0] when there is one).
func withFileTimeout(d time.Duration, cmd string, files []string, stderr io.Writer, f func() int) int {
	where := func() string {
		if len(files) != 1 {
			return ""
		}
		return fmt.Sprintf("%s: bspcost %s did not end within --timeout %v", input.Name(files[0]), cmd, d)
	}
	return withTimeoutAt(d, cmd, stderr, where, f)
}

// withTimeoutAt is withTimeout whose time-limit message is where() when
// where is set and returns a non-empty message (say, the file being
// analysed), rather than the command's generic one.
func withTimeoutAt(d time.Duration, cmd string, stderr io.Writer, where func() string, f func() int) int {
	done := make(chan int, 1)
	var mu sync.Mutex // one report at a time
	go func() {
		gostack.Grow() // (the command's work runs here: see gostack)
		defer func() {
			if r := recover(); r != nil {
				mu.Lock()
				defer mu.Unlock()
				done <- internalError(stderr, r)
			}
		}()
		done <- f()
	}()
	var timeout <-chan time.Time
	if d > 0 {
		timer := time.NewTimer(d)
		defer timer.Stop()
		timeout = timer.C
	}
	watch := time.NewTicker(watchInterval)
	defer watch.Stop()
	for {
		select {
		case code := <-done:
			return code
		case <-timeout:
			mu.Lock()
			defer mu.Unlock()
			if where != nil {
				if msg := where(); msg != "" {
					fmt.Fprintf(stderr, "%s: time limit exceeded (stopped after %v)\n", msg, d)
					return exitLimit
				}
			}
			fmt.Fprintf(stderr, "bspcost %s: time limit exceeded: stopped after %v (--timeout)\n", cmd, d)
			return exitLimit
		case <-watch.C:
			if used := memoryInUse(); used > memoryCeiling {
				mu.Lock()
				defer mu.Unlock()
				fmt.Fprintf(stderr, "bspcost %s: memory limit exceeded: %d MiB in use, the limit is %d MiB (the input is too large for bspcost)\n", cmd, used>>20, memoryCeiling>>20)
				return exitLimit
			}
		}
	}
}

// memoryInUse is the memory of live and not yet collected heap objects and
// of goroutine stacks. runtime.ReadMemStats stops the world for some
// microseconds, once per watchInterval; runtime/metrics would not, but its
// package initialisation costs every bspcost process 0.1-0.4 ms, and most
// processes end before the first watch.
func memoryInUse() uint64 {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc + ms.StackInuse
}

// loadErrCode is the exit code of an error reading or parsing a program.
func loadErrCode(err error) int {
	if frontend.IsLimit(err) {
		return exitLimit
	}
	return exitBadInput
}

// printLoadError prints why a program could not be loaded: each
// positioned error on its own line, else the error after the command's
// name.
func printLoadError(cmd string, err error, stderr io.Writer) {
	var list frontend.ErrorList
	var one *frontend.Error
	switch {
	case errors.As(err, &list):
		for _, e := range list {
			fmt.Fprintln(stderr, e)
		}
	case errors.As(err, &one):
		fmt.Fprintln(stderr, one)
	default:
		fmt.Fprintf(stderr, "bspcost %s: %v\n", cmd, err)
	}
}
