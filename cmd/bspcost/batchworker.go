package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"sync/atomic"
	"time"

	"bspcost/internal/cache"
	"bspcost/internal/expected"
	"bspcost/internal/input"
)

// batchWorkerCmd is the hidden subcommand that runs one worker process of
// bspcost batch (batchpool.go starts it). It is not in the usage: its
// protocol is between two copies of the same binary only.
//
// Why a process per worker, not a goroutine: the limits of batch are per
// file, and Go cannot account memory to a goroutine. In one process the
// memory watchdog could only see the sum over the workers, and ended the
// whole run, every finished row lost, when -j 4 files together passed it
// (issue 31). A worker process has its own heap: its watchdog measures one
// file's analysis, and the parent can kill it (its process group) without
// losing anything but that file.
const batchWorkerCmd = "internal-batch-worker"

// workerRequest is a line of the worker's standard input: one file to
// analyse. (JSON, so that any file name fits on a line.)
type workerRequest struct {
	File string `json:"file"`
}

// The worker's answer to a request is one line of its standard output:
// the file's batchRow as JSON (the same object as a row of batch --format
// json). Anything else the worker has to say goes to its standard error.

// workerMemoryMessage starts the message of a worker that stopped itself
// at its memory limit; the parent turns it into the file's limit row.
const workerMemoryMessage = "memory limit exceeded"

// runBatchWorker is the worker process: it reads requests from stdin until
// it is closed and answers each on stdout, through the same analysis as
// the rows of an in-process batch (analyseOne), the result cache included:
// a result is stored by the worker as soon as it is computed, before the
// answer, so that a run killed at any point has stored every row it
// printed. It stops itself (exit 4, the reason on stderr) when the memory
// in use passes --memory or a file's analysis passes --timeout plus
// twice batchGrace: the parent kills it earlier (at batchGrace) on time,
// but a worker whose parent died must still end.
func runBatchWorker(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet(batchWorkerCmd, "bspcost "+batchWorkerCmd+" (internal: started by bspcost batch)", stderr)
	timeout := fs.Duration("timeout", batchTimeout, "time limit per file")
	memory := fs.Int64("memory", batchMemory, "memory limit in bytes")
	operations := fs.Int64("operations", 0, "quota of operations per file")
	expectedFile := fs.String("expected", "", "expected bounds")
	var cf cacheFlags
	cf.register(fs)
	if _, code, ok := parseArgs(fs, args); !ok {
		return code
	}
	if *timeout <= 0 || *memory <= 0 {
		fmt.Fprintln(stderr, "bspcost "+batchWorkerCmd+": --timeout and --memory must be positive")
		return exitBadInput
	}
	var exp *expected.Set
	if *expectedFile != "" {
		var err error
		if exp, err = expected.Read(*expectedFile); err != nil {
			fmt.Fprintf(stderr, "bspcost %s: %v\n", batchWorkerCmd, err)
			return exitBadInput
		}
	}
	// The collector works harder as the limit nears, so that garbage does
	// not count against the file (the watchdog below counts what is in
	// use, which the collection then brings down to the live data).
	debug.SetMemoryLimit(*memory)
	// And it runs less often than Go's default (GOGC=100: at twice the
	// live data), as check does for its short runs: memory up to the
	// limit is the file's to use, and at 400 the workers used 10-17 %
	// less CPU on generated programs (docs/benchmarks.md), the largest
	// reaching the limit (1 GiB) rather than 600 MiB; the limit above
	// still bounds the heap, garbage included. A GOGC in the environment
	// is left alone.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	var current atomic.Pointer[string]
	go watchWorkerMemory(uint64(*memory), &current, stderr)
	rc := lazyResultCache(func() *cache.Cache { return cf.open(stderr) })
	defer rc.close()
	in := bufio.NewScanner(stdin)
	in.Buffer(make([]byte, 0, 4096), 1<<20) // a file name, as JSON
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	for in.Scan() {
		var req workerRequest
		if err := json.Unmarshal(in.Bytes(), &req); err != nil {
			fmt.Fprintf(stderr, "bspcost %s: bad request %q: %v\n", batchWorkerCmd, in.Bytes(), err)
			return exitInternal
		}
		current.Store(&req.File)
		stop := time.AfterFunc(*timeout+2*batchGrace, func() {
			fmt.Fprintf(stderr, "%s: time limit exceeded: the analysis did not end within --timeout %v\n", input.Name(req.File), *timeout)
			os.Exit(exitLimit)
		})
		if testWorkerHook != nil {
			testWorkerHook(req.File)
		}
		row := analyseOne(req.File, rc, *timeout, *operations, exp)
		stop.Stop()
		current.Store(nil)
		if err := enc.Encode(row); err != nil {
			// The parent is gone (its end of the pipe closed).
			return exitInternal
		}
	}
	if err := in.Err(); err != nil {
		fmt.Fprintf(stderr, "bspcost %s: reading requests: %v\n", batchWorkerCmd, err)
		return exitInternal
	}
	return exitOK
}

// testWorkerHook, when set, runs before each file's analysis in a worker:
// the tests' worker (batchworker_test.go) sets it to make a file hang,
// take memory or crash, which no real input does on demand. Nil in
// bspcost.
var testWorkerHook func(file string)

// watchWorkerMemory ends the worker (exit 4, the reason on stderr) when
// the Go memory in use stays above limit after a collection. The
// collection makes the check about live data: under the soft limit the
// collector usually keeps the heap below it, and what is above it after
// a full collection is the analysis's own. Between two checks
// (watchInterval) an analysis may allocate past the limit; the parent's
// check of the worker's resident memory (batchpool.go) kills it when that
// goes well past the limit.
func watchWorkerMemory(limit uint64, current *atomic.Pointer[string], stderr io.Writer) {
	t := time.NewTicker(watchInterval)
	defer t.Stop()
	for range t.C {
		if memoryInUse() <= limit {
			continue
		}
		runtime.GC()
		if used := memoryInUse(); used > limit {
			where := "bspcost " + batchWorkerCmd
			if f := current.Load(); f != nil {
				where = input.Name(*f)
			}
			fmt.Fprintf(stderr, "%s: %s: %d MiB in use, the limit is %d MiB (--memory)\n", where, workerMemoryMessage, used>>20, limit>>20)
			os.Exit(exitLimit)
		}
	}
}
