// Command gensound checks the soundness of the cost analyses against the
// simulator over many generated programs (frontend/gen, aligned
// families), and prints per-family tables whose totals docs/benchmarks.md
// records:
//
//   - h: for every superstep the simulator runs, its h <= the h that
//     hrelation gives for that superstep's (open, close) pair, evaluated
//     with the values at the closing barrier (the check of
//     hrelation/sound_test.go, TestSoundGenerated);
//   - pipeline: the W, H and S bounds of package driver (what `bspcost
//     check` computes) >= the simulated costs (the check of
//     seqcost/pipeline_gen_test.go, TestPipelineGenerated);
//   - facts: every assume nondet writes after a sync holds on every process
//     at that barrier (the check of nondet/absint_test.go,
//     TestAbsFactsHold).
//
// With -sends the programs have BSMP statements (gen.Options.Sends), and
// the h check also compares, per superstep, the most messages a process
// received with the bound of its queue (hrelation.Step.Messages, the
// check of hrelation/bsmp_test.go's TestQueueBound). With -bits their
// expressions have the bit operators and log2 (gen.Options.Bits).
//
// The programs, parameter draws and seeds are those of the package tests
// (program i of a family is the i-th seed s with
// gen.Generate(s*families+family) in that family; p = 1..16, two
// parameter draws per p, input seed 1), so a failure reproduces there.
//
// Every program is checked in a worker process (this command run with
// -worker) under a wall-clock limit: the analyses bound their work, but
// not all of it in time (polyhedra's counting, the solver's LPs), and a
// program that passes -timeout is killed, counted as "time limit" and
// never dropped. Simulations have a step and time budget; a point past it
// is counted as "over budget" (not simulated), and a point where the
// program itself fails (overflow, bounds, ...) as a "runtime error"; any
// other simulator error fails the check (oracle.SimErr, the
// classification the package tests share). Usage:
//
//	go run ./benchmarks/gensound -n 1429 -j 2 -failures /tmp/fail.txt
//
// The exit status is 1 when some check failed (a bound below the
// simulated cost, a barrier mismatch in an aligned program, a point the
// requires clause excludes, ...), 0 otherwise.
//
// The tables count, per family, the programs whose W, H and S are
// bounded and exact (equal to the simulated cost at every compared point:
// for the pipeline check, the largest cost of its data variants, random
// and constant; the random-data-only counts are printed too), and under
// the pipeline table the printed length of the bounds (median,
// percentiles, the longest). -results appends every result to a file and
// -merge prints the tables of such files; -inexact classifies why a
// bounded H is not exact against the data variants' largest H, by what
// rises above the simulated H first: a sequential statement's fan, a
// superstep's h (hrelation's fallbacks by their Kind, each where it can
// make h above: the remote side's rules not at p = 1; a step that a run
// with every input one value reaches is above because of the variants),
// sequential executions that differ with the data, the solver's sum;
// -points prints a program's bounds beside the simulated maxima at every
// compared point (the p and parameter values where a bound is above).
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"runtime/pprof"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"bspcost/frontend/gen"
)

// genOptions are the generator's size parameters of the package tests:
// nesting 2, at most 3 statements per block. Chosen up front, for every
// program alike (the corpus is not filtered by what the analyses manage).
var genOptions = gen.Options{MaxDepth: 2, MaxStmts: 3}

// job is one program to check.
type job struct {
	Family string
	Index  int   // the program's rank in its family
	Seed   int64 // gen.Generate's seed
	Check  string
	Lim    limits
	// Sends: the program is generated with gen.Options.Sends (BSMP).
	Sends bool `json:",omitempty"`
	// Bits: the program is generated with gen.Options.Bits (bit operators
	// and log2).
	Bits bool `json:",omitempty"`
}

func (j job) name() string {
	prefix := "gen-"
	if j.Sends {
		prefix += "sends-"
	}
	if j.Bits {
		prefix += "bits-"
	}
	return fmt.Sprintf("%s%s-%d", prefix, j.Family, j.Seed/int64(len(gen.AlignedFamilies)))
}

// options returns the generator's options of j's program.
func (j job) options() gen.Options {
	o := genOptions
	o.Sends = j.Sends
	o.Bits = j.Bits
	return o
}

// result is a worker's answer for one job.
type result struct {
	Job      job
	H        *hResult `json:",omitempty"`
	P        *pResult `json:",omitempty"`
	F        *fResult `json:",omitempty"`
	Phase    string   `json:",omitempty"` // a phase marker (no H, P): the check reached it
	Killed   bool     // past -timeout: killed, counted as time limit
	Crash    string   `json:",omitempty"` // the worker died (panic, out of memory)
	Source   string   `json:",omitempty"` // with failures: the program
	Duration time.Duration
	CPU      time.Duration // the worker's CPU time for the job (measured by the parent)
}

func main() {
	worker := flag.Bool("worker", false, "internal: check the jobs read from stdin")
	n := flag.Int("n", 2, "programs per aligned family (1429 for 10,003 programs)")
	families := flag.String("families", "", "comma-separated families (default: all aligned families)")
	checks := flag.String("checks", "h,pipeline", "checks to run, comma-separated: h, pipeline, facts")
	jobs := flag.Int("j", 1, "worker processes")
	timeout := flag.Duration("timeout", 5*time.Second, "CPU time limit per program and check (the worker is killed past it)")
	wall := flag.Duration("walltimeout", 60*time.Second, "wall-clock limit per program and check")
	maxSteps := flag.Int64("maxsteps", 300_000, "simulator step budget per run")
	simTimeout := flag.Duration("simtimeout", 5*time.Second, "simulator time budget per run")
	deadline := flag.Duration("deadline", 2*time.Second, "analysis deadline per program and check, h and pipeline (driver.Config.Timeout; the pipeline check shares it among W, H and S)")
	maxP := flag.Int("maxp", 16, "test p = 1..maxp")
	failures := flag.String("failures", "", "write the failing programs (with their source) to this file")
	tables := flag.String("tables", "", "rewrite the tables of what is done to this file at every progress report")
	progress := flag.Duration("progress", 60*time.Second, "print progress to stderr this often (0: never)")
	trace := flag.Bool("trace", false, "print each program's time to stderr")
	results := flag.String("results", "", "append every result (JSON, one a line) to this file, for -merge")
	merge := flag.Bool("merge", false, "print the tables of the result files given as arguments (from -results) and exit")
	skip := flag.Int("skip", 0, "skip the first jobs (a run stopped by a signal ends after a prefix of the jobs: its count)")
	shard := flag.String("shard", "", "K/N: run only the jobs whose rank (after -skip) is K modulo N")
	cpuprofile := flag.String("cpuprofile", "", "with -worker: write a CPU profile of the worker to this file")
	sends := flag.Bool("sends", false, "generate the programs with BSMP statements (gen.Options.Sends): send, tagsize, qsize, gettag, move")
	bitOps := flag.Bool("bits", false, "generate the programs with bit operators and log2 in expressions (gen.Options.Bits)")
	constDataFlag := flag.Bool("constdata", true, "where a bound is above the three data variants' simulated maximum at a point, simulate it there also with every any and input value one constant, for each of -p..max(p, 10)-1 (false: the three variants alone)")
	inexact := flag.Bool("inexact", false, "classify why H is bounded but not exact on the pipeline results of the -results files given as arguments, and exit")
	show := flag.String("show", "", "print the source of these programs (FAMILY-INDEX, comma-separated, as -inexact names them) from the -results files given as arguments, and exit")
	points := flag.String("points", "", "print each bound and its value beside the simulated maximum at every compared point of these programs (FAMILY-INDEX, comma-separated) from the -results files given as arguments, and exit")
	examples := flag.Int("examples", 3, "with -inexact: how many programs to name per cause (-1: all)")
	rerun := flag.String("rerun", "", "run only the jobs that hit the time limit in this -results file (give them a larger -timeout; -merge the new results file first)")
	flag.Parse()
	if *worker {
		if *cpuprofile != "" {
			f, err := os.Create(*cpuprofile)
			if err != nil {
				fmt.Fprintln(os.Stderr, "gensound worker:", err)
				os.Exit(2)
			}
			pprof.StartCPUProfile(f)
			defer pprof.StopCPUProfile()
		}
		runWorker(os.Stdin, os.Stdout)
		return
	}
	if *merge {
		os.Exit(mergeResults(flag.Args(), *families, *checks))
	}
	if *show != "" {
		os.Exit(showSources(os.Stdout, strings.Split(*show, ","), flag.Args()))
	}
	if *inexact {
		os.Exit(explainInexact(os.Stdout, flag.Args(), *examples))
	}
	lim := limits{MaxSteps: *maxSteps, SimTimeout: *simTimeout, SolverDeadline: *deadline, MaxP: *maxP, NoConstData: !*constDataFlag}
	if *points != "" {
		os.Exit(showPoints(os.Stdout, strings.Split(*points, ","), flag.Args(), lim))
	}
	fams := gen.AlignedFamilies
	if *families != "" {
		fams = strings.Split(*families, ",")
	}
	var cks []string
	for _, c := range strings.Split(*checks, ",") {
		if c != "h" && c != "pipeline" && c != "facts" {
			fmt.Fprintf(os.Stderr, "gensound: unknown check %q (h, pipeline or facts)\n", c)
			os.Exit(2)
		}
		cks = append(cks, c)
	}
	// The programs of each family, then the jobs round-robin over the
	// families (program 0 of each, program 1 of each, ...), so that a run
	// stopped early is a balanced sample.
	perFam := make([][]job, len(fams))
	for k, fam := range fams {
		fi := -1
		for i, f := range gen.AlignedFamilies {
			if f == fam {
				fi = i
			}
		}
		if fi < 0 {
			fmt.Fprintf(os.Stderr, "gensound: unknown family %q\n", fam)
			os.Exit(2)
		}
		found := 0
		opts := genOptions
		opts.Sends = *sends
		opts.Bits = *bitOps
		for seed := range gen.OfFamily(fam, *n, opts) {
			for _, c := range cks {
				perFam[k] = append(perFam[k], job{Family: fam, Index: found, Seed: gen.FamilySeed(fi, seed), Check: c, Lim: lim, Sends: *sends, Bits: *bitOps})
			}
			found++
		}
	}
	var todo []job
	for i := 0; ; i++ {
		more := false
		for _, js := range perFam {
			if i < len(js) {
				todo = append(todo, js[i])
				more = true
			}
		}
		if !more {
			break
		}
	}
	todo = todo[min(*skip, len(todo)):]
	if *rerun != "" {
		sel, err := killedJobs(*rerun, todo)
		if err != nil {
			fmt.Fprintln(os.Stderr, "gensound:", err)
			os.Exit(2)
		}
		todo = sel
	}
	if *shard != "" {
		var k, n int
		if _, err := fmt.Sscanf(*shard, "%d/%d", &k, &n); err != nil || n < 1 || k < 0 || k >= n {
			fmt.Fprintf(os.Stderr, "gensound: bad -shard %q (K/N with 0 <= K < N)\n", *shard)
			os.Exit(2)
		}
		var sel []job
		for i, j := range todo {
			if i%n == k {
				sel = append(sel, j)
			}
		}
		todo = sel
	}
	var resOut *json.Encoder
	if *results != "" {
		f, err := os.OpenFile(*results, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			fmt.Fprintln(os.Stderr, "gensound:", err)
			os.Exit(2)
		}
		defer f.Close()
		resOut = json.NewEncoder(f)
	}
	exe, err := os.Executable()
	if err != nil {
		fmt.Fprintln(os.Stderr, "gensound:", err)
		os.Exit(2)
	}
	agg := newAggregate()
	start := time.Now()
	var failOut io.Writer
	if *failures != "" {
		f, err := os.Create(*failures)
		if err != nil {
			fmt.Fprintln(os.Stderr, "gensound:", err)
			os.Exit(2)
		}
		defer f.Close()
		failOut = f
	}
	in := make(chan job)
	out := make(chan result)
	var wg sync.WaitGroup
	for range *jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := &workerProc{exe: exe}
			defer w.stop()
			for j := range in {
				out <- w.do(j, *timeout, *wall)
			}
		}()
	}
	// SIGINT or SIGTERM stops the run: no new jobs, the tables of what
	// is done are printed.
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	stopped := false
	go func() {
		defer func() {
			close(in)
			wg.Wait()
			close(out)
		}()
		for _, j := range todo {
			select {
			case in <- j:
			case <-sig:
				stopped = true
				return
			}
		}
	}()
	last := time.Now()
	done := 0
	header := func() string {
		return fmt.Sprintf("%d of %d checks (%d programs per family, %d families, checks %s) in %v with %d workers (flags: -timeout %v -walltimeout %v -maxsteps %d -simtimeout %v -deadline %v -maxp %d)",
			done, len(todo), *n, len(fams), strings.Join(cks, ","), time.Since(start).Round(time.Second), *jobs, *timeout, *wall, *maxSteps, *simTimeout, *deadline, *maxP)
	}
	writeTables := func() {
		if *tables == "" {
			return
		}
		var b strings.Builder
		fmt.Fprintf(&b, "%s UTC: %s\n\n", time.Now().UTC().Format("2006-01-02 15:04:05"), header())
		agg.print(&b, fams, cks)
		os.WriteFile(*tables, []byte(b.String()), 0o644)
	}
	for r := range out {
		done++
		agg.add(r)
		if resOut != nil {
			r.Source = "" // in -failures
			resOut.Encode(r)
		}
		if *trace {
			var an time.Duration
			if r.H != nil {
				an = r.H.Analysis
			} else if r.P != nil {
				an = r.P.Analysis
			}
			fmt.Fprintf(os.Stderr, "%s %s %v cpu %v analysis %v%s\n", r.Job.name(), r.Job.Check, r.Duration.Round(time.Millisecond), r.CPU, an.Round(time.Millisecond), map[bool]string{true: " KILLED in " + r.Phase}[r.Killed])
		}
		if failOut != nil && (r.Crash != "" || (r.H != nil && len(r.H.Failures) > 0) || (r.P != nil && len(r.P.Failures) > 0) || (r.F != nil && len(r.F.Failures) > 0)) {
			fmt.Fprintf(failOut, "=== %s (%s, seed %d) check %s\n", r.Job.name(), r.Job.Family, r.Job.Seed, r.Job.Check)
			if r.Crash != "" {
				fmt.Fprintln(failOut, "crash:", r.Crash)
			}
			if r.H != nil {
				fmt.Fprintln(failOut, strings.Join(r.H.Failures, "\n"))
			}
			if r.P != nil {
				fmt.Fprintln(failOut, strings.Join(r.P.Failures, "\n"))
			}
			if r.F != nil {
				fmt.Fprintln(failOut, strings.Join(r.F.Failures, "\n"))
			}
			fmt.Fprintln(failOut, r.Source)
		}
		if *progress > 0 && time.Since(last) >= *progress {
			last = time.Now()
			fmt.Fprintf(os.Stderr, "%s: %d of %d checks done in %v (%d failures)\n", time.Now().UTC().Format("15:04:05"), done, len(todo), time.Since(start).Round(time.Second), agg.failures())
			writeTables()
		}
	}
	writeTables()
	if stopped {
		fmt.Println("STOPPED before the end:")
	}
	fmt.Println(header())
	fmt.Println()
	agg.print(os.Stdout, fams, cks)
	if agg.failures() > 0 {
		os.Exit(1)
	}
}

// runWorker checks the jobs read from r (one JSON job per line), writing
// first a phase line and then the result for each.
func runWorker(r io.Reader, w io.Writer) {
	enc := json.NewEncoder(w)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var j job
		if err := json.Unmarshal(sc.Bytes(), &j); err != nil {
			fmt.Fprintln(os.Stderr, "gensound worker:", err)
			os.Exit(2)
		}
		g := gen.Generate(j.Seed, j.options())
		res := result{Job: j}
		phase := func(p string) {
			if err := enc.Encode(result{Job: j, Phase: p}); err != nil {
				os.Exit(2)
			}
		}
		start := time.Now()
		switch j.Check {
		case "h":
			h := checkH(j.name(), g, j.Lim, phase)
			res.H = &h
			if len(h.Failures) > 0 {
				res.Source = g.Source
			}
		case "pipeline":
			p := checkPipeline(j.name(), g, j.Lim, phase)
			res.P = &p
			if len(p.Failures) > 0 {
				res.Source = g.Source
			}
		case "facts":
			f := checkFacts(j.name(), g, j.Lim, phase)
			res.F = &f
			if len(f.Failures) > 0 {
				res.Source = g.Source
			}
		}
		res.Duration = time.Since(start)
		if err := enc.Encode(res); err != nil {
			os.Exit(2)
		}
	}
}

// workerProc is a worker process, started on demand and killed when a
// job passes its time limit.
type workerProc struct {
	exe  string
	cmd  *exec.Cmd
	in   io.WriteCloser
	outs chan result
	errs chan string
}

func (w *workerProc) start() error {
	cmd := exec.Command(w.exe, "-worker")
	cmd.Stderr = os.Stderr
	// One thread of Go code per worker: -j workers use -j cores.
	cmd.Env = append(os.Environ(), "GOMAXPROCS=1")
	in, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	w.cmd, w.in = cmd, in
	outs, errs := make(chan result, 1), make(chan string, 1)
	w.outs, w.errs = outs, errs
	go func() {
		dec := json.NewDecoder(out)
		for {
			var r result
			if err := dec.Decode(&r); err != nil {
				errs <- fmt.Sprint(err)
				return
			}
			outs <- r
		}
	}()
	return nil
}

// cpu returns the CPU time (user and system) the worker used so far, 0
// when it cannot be read (/proc/PID/stat, Linux).
func (w *workerProc) cpu() time.Duration {
	if w.cmd == nil {
		return 0
	}
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", w.cmd.Process.Pid))
	if err != nil {
		return 0
	}
	// The fields after the command name (in parentheses, possibly with
	// spaces): state is field 3, utime 14, stime 15, in clock ticks.
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return 0
	}
	f := strings.Fields(s[i+1:])
	if len(f) < 13 {
		return 0
	}
	u, err1 := strconv.ParseInt(f[11], 10, 64)
	st, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0
	}
	return time.Duration(u+st) * time.Second / clockTicks
}

// clockTicks is the kernel's USER_HZ, the unit of /proc/PID/stat's times
// (100 on every Linux platform Go supports).
const clockTicks = 100

func (w *workerProc) stop() {
	if w.cmd == nil {
		return
	}
	w.in.Close()
	w.cmd.Process.Kill()
	w.cmd.Wait()
	w.cmd = nil
}

// do checks j in the worker, restarting it first if needed; past cpuLimit
// of the worker's CPU time (or wall of wall-clock time) the worker is
// killed and j is counted as a time limit. CPU time, so that the counts
// depend less on the machine's load.
func (w *workerProc) do(j job, cpuLimit, wall time.Duration) result {
	start := time.Now()
	if w.cmd == nil {
		if err := w.start(); err != nil {
			return result{Job: j, Crash: err.Error()}
		}
	}
	b, _ := json.Marshal(j)
	if _, err := w.in.Write(append(b, '\n')); err != nil {
		w.stop()
		return result{Job: j, Crash: err.Error(), Duration: time.Since(start)}
	}
	t := time.NewTimer(wall)
	defer t.Stop()
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	cpu0 := w.cpu()
	phase := "analysis"
	for {
		select {
		case <-tick.C:
			if c := w.cpu() - cpu0; c > cpuLimit {
				w.stop()
				return result{Job: j, Killed: true, Phase: phase, Duration: time.Since(start), CPU: c}
			}
		case r := <-w.outs:
			if r.H == nil && r.P == nil && r.F == nil {
				phase = r.Phase
				continue
			}
			r.CPU = w.cpu() - cpu0
			return r
		case e := <-w.errs:
			w.stop()
			return result{Job: j, Crash: "worker died in " + phase + ": " + e, Duration: time.Since(start)}
		case <-t.C:
			c := w.cpu() - cpu0
			w.stop()
			return result{Job: j, Killed: true, Phase: phase + " (wall clock)", Duration: time.Since(start), CPU: c}
		}
	}
}

// mergeResults prints the tables of the results in files (written by
// -results, possibly by several runs: shards, a run resumed with -skip);
// a job answered twice counts once.
// killedJobs returns the jobs of todo that were killed at the time limit
// in the results file f (-results): a run with a larger -timeout checks
// them, and `-merge new old` puts its answers before the old ones.
func killedJobs(f string, todo []job) ([]job, error) {
	b, err := os.ReadFile(f)
	if err != nil {
		return nil, err
	}
	killed := map[string]bool{}
	dec := json.NewDecoder(strings.NewReader(string(b)))
	for dec.More() {
		var r result
		if err := dec.Decode(&r); err != nil {
			return nil, fmt.Errorf("%s: %v", f, err)
		}
		if r.Killed {
			killed[fmt.Sprintf("%d %s", r.Job.Seed, r.Job.Check)] = true
		}
	}
	var sel []job
	for _, j := range todo {
		if killed[fmt.Sprintf("%d %s", j.Seed, j.Check)] {
			sel = append(sel, j)
		}
	}
	return sel, nil
}

func mergeResults(files []string, families, checks string) int {
	fams := gen.AlignedFamilies
	if families != "" {
		fams = strings.Split(families, ",")
	}
	agg := newAggregate()
	n := 0
	if !eachResult(files, func(r result) {
		n++
		agg.add(r)
	}) {
		return 2
	}
	fmt.Printf("%d results from %s\n\n", n, strings.Join(files, ", "))
	agg.print(os.Stdout, fams, strings.Split(checks, ","))
	if agg.failures() > 0 {
		return 1
	}
	return 0
}

// eachResult calls f on each result of the -results files, once per
// program and check (a program a later file records again is skipped);
// false after reporting an unreadable file.
func eachResult(files []string, f func(result)) bool {
	seen := map[string]bool{}
	for _, file := range files {
		b, err := os.ReadFile(file)
		if err != nil {
			fmt.Fprintln(os.Stderr, "gensound:", err)
			return false
		}
		dec := json.NewDecoder(strings.NewReader(string(b)))
		for dec.More() {
			var r result
			if err := dec.Decode(&r); err != nil {
				fmt.Fprintf(os.Stderr, "gensound: %s: %v\n", file, err)
				return false
			}
			k := fmt.Sprintf("%d %s", r.Job.Seed, r.Job.Check)
			if seen[k] {
				continue
			}
			seen[k] = true
			f(r)
		}
	}
	return true
}

// showSources prints the source of the programs named FAMILY-INDEX among
// the jobs of the results files, each after a comment line with its name
// and seed, and returns the exit code (1 when a name is not found).
func showSources(w io.Writer, names, files []string) int {
	return eachNamedJob(names, files, func(name string, j job) {
		fmt.Fprintf(w, "// %s (seed %d)\n%s\n", name, j.Seed, gen.Generate(j.Seed, j.options()).Source)
	})
}

// eachNamedJob calls f once for each job of the results files whose
// program is named FAMILY-INDEX in names, and returns the exit code: 2
// when a file cannot be read, 1 when a name is not found.
func eachNamedJob(names, files []string, f func(name string, j job)) int {
	want := map[string]bool{}
	for _, n := range names {
		want[strings.TrimSpace(n)] = true
	}
	done := map[string]bool{}
	if !eachResult(files, func(r result) {
		j := r.Job
		name := fmt.Sprintf("%s-%d", j.Family, j.Index)
		if !want[name] || done[name] {
			return
		}
		done[name] = true
		f(name, j)
	}) {
		return 2
	}
	code := 0
	for n := range want {
		if !done[n] {
			fmt.Fprintf(os.Stderr, "gensound: %s is not in the results files\n", n)
			code = 1
		}
	}
	return code
}
