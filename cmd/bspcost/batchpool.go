package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"bspcost/internal/input"
)

// Per-file limits of bspcost batch (--timeout, --memory) and how they are
// enforced: each file is analysed in a worker process (batchworker.go),
// which stops the analysis at the time limit itself (the solver's
// deadline) and ends itself past its memory limit; the parent kills the
// worker's process group when it does not answer within the time limit
// plus batchGrace, or when its resident memory passes hardMemory. Either
// way the file gets a limit row and the run goes on with a new worker.
const (
	// batchTimeout is the default --timeout: the solver's own limit
	// (solveTimeout), so that a file's analysis is not stopped before its
	// solver would stop.
	batchTimeout = solveTimeout
	// batchMemory is the default --memory: the analyses of generated
	// programs peak far below it (docs/benchmarks.md), and 16 workers
	// at their hard limit (hardMemory) fit in 32 GiB.
	batchMemory = 1 << 30
	// batchGrace is how long past --timeout the parent waits for an
	// answer before it kills the worker: the analysis looks at its
	// deadline between steps, and a step (one linear program) may run on
	// for a while.
	batchGrace = 2 * time.Second
	// rssInterval is how often the parent reads a busy worker's resident
	// memory.
	rssInterval = 100 * time.Millisecond
	// stderrKept bounds what is kept of a worker's standard error per
	// file: enough for the first lines of a Go fatal error, whose
	// goroutine dump that follows may be megabytes long.
	stderrKept = 8 << 10
	// workerStop is how long a worker whose input is closed is given
	// to end (to close its cache) before it is killed.
	workerStop = 5 * time.Second
)

// hardMemory is the resident memory past which the parent kills a worker
// whose memory limit is limit: the worker's own watchdog counts the Go
// memory in use, and the process holds more than that (the collector's
// metadata, free pages not yet returned, the binary): a half and 64 MiB
// more leave room for those, so that only an analysis that allocated
// past the watchdog between two of its checks is killed.
func hardMemory(limit int64) int64 { return limit + limit/2 + 64<<20 }

// batchLimits are the per-file limits and the options of a worker.
type batchLimits struct {
	timeout    time.Duration
	operations int64 // --operations, 0: none
	memory     int64
	expected   string     // --expected file, "" for none
	cache      cacheFlags // passed on to the workers, which own the cache
}

// workerArgs is the command line of a worker process.
func (l batchLimits) workerArgs() []string {
	args := []string{batchWorkerCmd, "--timeout", l.timeout.String(), "--memory", strconv.FormatInt(l.memory, 10)}
	if l.operations > 0 {
		args = append(args, "--operations", strconv.FormatInt(l.operations, 10))
	}
	if l.expected != "" {
		args = append(args, "--expected", l.expected)
	}
	switch {
	case l.cache.noCache:
		args = append(args, "--no-cache")
	case l.cache.path != "":
		args = append(args, "--cache", l.cache.path)
	}
	return args
}

// batchExecutable is the program the workers run: this one. (A variable:
// the tests' binary is not bspcost but runs as a worker just the same,
// see batchworker_test.go.)
var batchExecutable = os.Executable

// batchWorker is the parent's handle on one worker process, started when
// a file needs it and again after it was killed or died.
type batchWorker struct {
	exe  string
	args []string
	env  []string
	warn *warnings

	proc  *os.Process
	stdin io.WriteCloser
	lines chan []byte // the worker's stdout lines; closed at its end
	errs  *stderrTail
	// exited is closed when the worker has been reaped; status is then
	// its exit status.
	exited chan struct{}
	status *os.ProcessState
}

// start starts the worker: a new process group (so that a kill reaches
// whatever it started too), killed should this process die (Pdeathsig).
// Pdeathsig is tied to the thread that forked the worker, which must live
// as long as the worker: a goroutine locked to that thread starts it and
// waits for its end.
func (w *batchWorker) start() error {
	cmd := exec.Command(w.exe, w.args...)
	cmd.Env = w.env
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	// The answers come through a pipe of our own, not StdoutPipe: Wait
	// closes that one when the worker exits, and could drop an answer
	// written just before; ours is read to its end.
	out, outW, err := os.Pipe()
	if err != nil {
		stdin.Close()
		return err
	}
	cmd.Stdout = outW
	w.errs = &stderrTail{warn: w.warn}
	cmd.Stderr = w.errs
	// Wait returns when the stderr copy ends, once every process holding
	// the pipe has exited: the group is killed before, so this is a bound.
	cmd.WaitDelay = time.Second
	started := make(chan error, 1)
	exited := make(chan struct{})
	lines := make(chan []byte, 1)
	go func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		if err := cmd.Start(); err != nil {
			started <- err
			return
		}
		started <- nil
		pid := cmd.Process.Pid
		// Wait for the worker's end without reaping it (WNOWAIT), kill
		// what is left of its group while its zombie keeps the group id
		// ours, then reap it: no process of the group outlives it.
		var info unix.Siginfo
		for unix.Waitid(unix.P_PID, pid, &info, unix.WEXITED|unix.WNOWAIT, nil) == unix.EINTR {
		}
		syscall.Kill(-pid, syscall.SIGKILL)
		cmd.Wait()
		w.status = cmd.ProcessState
		close(exited)
	}()
	err = <-started
	outW.Close() // the worker has its copy
	if err != nil {
		stdin.Close()
		out.Close()
		return fmt.Errorf("cannot start a worker process (%s): %v", w.exe, err)
	}
	go readLines(out, lines)
	w.proc, w.stdin, w.lines, w.exited = cmd.Process, stdin, lines, exited
	return nil
}

// readLines sends the lines read from r (without their newline) to lines,
// and closes lines and r at the end of r. A last line without a newline is
// a partial answer of a worker that died: it is dropped.
func readLines(r io.ReadCloser, lines chan<- []byte) {
	defer r.Close()
	br := bufio.NewReader(r)
	for {
		line, err := br.ReadBytes('\n')
		if err != nil {
			close(lines)
			return
		}
		lines <- line[:len(line)-1]
	}
}

// kill ends the worker's process group and waits until it is reaped.
func (w *batchWorker) kill() {
	if w.proc == nil {
		return
	}
	select {
	case <-w.exited: // reaped already: its group id may be another's now
	default:
		syscall.Kill(-w.proc.Pid, syscall.SIGKILL)
		<-w.exited
	}
	w.proc = nil
}

// stop closes the worker's input, which ends it once its current file is
// done, and waits for it, killing it after workerStop.
func (w *batchWorker) stop() {
	if w.proc == nil {
		return
	}
	w.stdin.Close()
	select {
	case <-w.exited:
		w.proc = nil
	case <-time.After(workerStop):
		w.kill()
	}
}

// do analyses file in the worker, starting it if needed, and returns its
// row; nil when ctx ended first (the run was interrupted: the file is not
// done). A worker that has to be killed, or died, is replaced at the next
// file.
func (w *batchWorker) do(ctx context.Context, file string, lim batchLimits) *batchRow {
	start := time.Now()
	row := &batchRow{File: file, Aligned: "-", W: "-", H: "-", S: "-"}
	finish := func(status, detail string) *batchRow {
		row.Status, row.Detail = status, detail
		row.Seconds = time.Since(start).Seconds()
		return row
	}
	if w.proc == nil {
		if err := w.start(); err != nil {
			row.Internal = true
			return finish(statusError, internalErr{err}.Error())
		}
	}
	w.errs.reset()
	req, _ := json.Marshal(workerRequest{File: file})
	if _, err := w.stdin.Write(append(req, '\n')); err != nil {
		return w.died(row, finish)
	}
	timer := time.NewTimer(lim.timeout + batchGrace)
	defer timer.Stop()
	poll := time.NewTicker(rssInterval)
	defer poll.Stop()
	for {
		select {
		case line, ok := <-w.lines:
			if !ok {
				return w.died(row, finish)
			}
			var got batchRow
			if err := json.Unmarshal(line, &got); err != nil {
				w.kill()
				row.Internal = true
				return finish(statusError, internalErr{fmt.Sprintf("the worker's answer %.200q: %v", line, err)}.Error())
			}
			got.File = file
			return &got
		case <-timer.C:
			w.kill()
			return finish(statusLimit, fmt.Sprintf("time limit exceeded: the analysis did not end within --timeout %v (stopped %v later)", lim.timeout, batchGrace))
		case <-poll.C:
			if rss, ok := residentMemory(w.proc.Pid); ok && rss > hardMemory(lim.memory) {
				w.kill()
				return finish(statusLimit, fmt.Sprintf("%s: %d MiB resident, the limit is %d MiB (--memory; stopped at %d MiB)", workerMemoryMessage, rss>>20, lim.memory>>20, hardMemory(lim.memory)>>20))
			}
		case <-ctx.Done():
			w.kill()
			return nil
		}
	}
}

// died makes the row of a file whose worker ended without answering: a
// limit when the worker said it stopped at one (its own watchdogs) or the
// Go runtime ran out of memory or stack, an internal error otherwise.
func (w *batchWorker) died(row *batchRow, finish func(string, string) *batchRow) *batchRow {
	select {
	case <-w.exited:
		w.proc = nil
	case <-time.After(workerStop):
		// (Its output closed, yet it runs on: never seen, but bounded.)
		w.kill()
	}
	msg := w.errs.firstLine()
	code := -1
	var signal string
	if st := w.status; st != nil {
		code = st.ExitCode()
		if ws, ok := st.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			signal = ws.Signal().String()
		}
	}
	// The worker's messages name the file: the row's detail does not
	// repeat it.
	msg = strings.TrimPrefix(msg, input.Name(row.File)+": ")
	switch {
	case code == exitLimit && msg != "":
		return finish(statusLimit, msg)
	case strings.Contains(msg, "out of memory"):
		return finish(statusLimit, workerMemoryMessage+": the worker ran out of memory ("+msg+")")
	case strings.Contains(msg, "stack exceeds"):
		return finish(statusLimit, "stack limit exceeded ("+msg+")")
	case signal == syscall.SIGKILL.String():
		// Not by this process (it returns before reading the end of a
		// worker it killed): the system's out-of-memory killer, or a user.
		return finish(statusLimit, "the worker process was killed (SIGKILL from outside bspcost: the system's out-of-memory killer?)")
	}
	how := fmt.Sprintf("exit status %d", code)
	if signal != "" {
		how = "signal " + signal
	}
	if msg != "" {
		how += ": " + msg
	}
	row.Internal = true
	return finish(statusError, internalErr{"the worker process ended without an answer (" + how + ")"}.Error())
}

// residentMemory is the resident set of process pid, from /proc (Linux);
// ok is false when it cannot be read (the process just ended).
func residentMemory(pid int) (int64, bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/statm")
	if err != nil {
		return 0, false
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0, false
	}
	pages, err := strconv.ParseInt(f[1], 10, 64)
	if err != nil {
		return 0, false
	}
	return pages * int64(os.Getpagesize()), true
}

// stderrTail is a worker's standard error: the first stderrKept bytes
// since the last reset (what explains a worker's end), and the warnings
// (lines "bspcost: warning: ...", e.g. about the cache), passed on once
// per run whichever worker prints them.
type stderrTail struct {
	warn    *warnings
	mu      sync.Mutex
	kept    []byte
	partial []byte // an unfinished line, for the warnings
}

func (t *stderrTail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if n := stderrKept - len(t.kept); n > 0 {
		t.kept = append(t.kept, p[:min(n, len(p))]...)
	}
	t.partial = append(t.partial, p...)
	for {
		i := bytes.IndexByte(t.partial, '\n')
		if i < 0 {
			break
		}
		t.warn.line(string(t.partial[:i]))
		t.partial = t.partial[i+1:]
	}
	if len(t.partial) > stderrKept {
		t.partial = t.partial[:0] // a line that long is no warning
	}
	return len(p), nil
}

func (t *stderrTail) reset() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.kept = t.kept[:0]
}

// firstLine is the first non-empty line kept.
func (t *stderrTail) firstLine() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, l := range strings.Split(string(t.kept), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			return l
		}
	}
	return ""
}

// warnings passes the workers' warning lines on to stderr, each once.
type warnings struct {
	mu     sync.Mutex
	w      io.Writer
	passed map[string]bool
}

func (ws *warnings) line(l string) {
	if ws == nil || !strings.HasPrefix(l, "bspcost: warning: ") {
		return
	}
	ws.mu.Lock()
	defer ws.mu.Unlock()
	if !ws.passed[l] {
		ws.passed[l] = true
		fmt.Fprintln(ws.w, l)
	}
}

// batchResult is a row and its index in the files of the run.
type batchResult struct {
	i   int
	row *batchRow
}

// runWorkers analyses files with jobs worker processes and sends each row
// to results as it is done, then closes results. When ctx ends (an
// interrupt), no new file starts, the workers are killed and the files in
// progress send no row. An error is returned, before any file, when no
// worker can be started at all.
func runWorkers(ctx context.Context, files []string, jobs int, lim batchLimits, stderr io.Writer, results chan<- batchResult) error {
	exe, err := batchExecutable()
	if err != nil {
		close(results)
		return fmt.Errorf("cannot find the bspcost executable for the worker processes: %v", err)
	}
	jobs = min(jobs, len(files))
	env := workerEnv(jobs)
	warn := &warnings{w: stderr, passed: map[string]bool{}}
	workers := make([]*batchWorker, jobs)
	for i := range workers {
		workers[i] = &batchWorker{exe: exe, args: lim.workerArgs(), env: env, warn: warn}
	}
	// The first worker is started here, so that an executable that cannot
	// run is one error, not a row per file.
	if jobs > 0 {
		if err := workers[0].start(); err != nil {
			close(results)
			return err
		}
	}
	next := make(chan int)
	var wg sync.WaitGroup
	for _, w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer w.stop()
			for i := range next {
				row := w.do(ctx, files[i], lim)
				if row == nil {
					return
				}
				results <- batchResult{i, row}
			}
		}()
	}
	go func() {
	feed:
		for i := range files {
			select {
			case next <- i:
			case <-ctx.Done():
				break feed
			}
		}
		close(next)
		wg.Wait()
		close(results)
	}()
	return nil
}

// workerEnv is the environment of the workers: this process's, with
// GOMAXPROCS set to their share of the processors (unless it is set
// already), so that jobs workers run no more threads of Go code than
// there are processors, and each collector's background work stays on
// its own worker's share.
func workerEnv(jobs int) []string {
	env := os.Environ()
	if os.Getenv("GOMAXPROCS") == "" {
		env = append(env, "GOMAXPROCS="+strconv.Itoa(max(1, runtime.NumCPU()/max(1, jobs))))
	}
	return env
}
