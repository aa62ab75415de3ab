// Package sim is the reference simulator of .bsp programs: it runs a
// program on p processes under the execution and cost semantics of
// docs/language.md (BSPlib's buffered DRMA, one superstep per barrier) and
// measures its BSP cost W·r + H·g + S·l. The static analyses of bspcost are
// tested against it, so it must be exact, deterministic and robust: it
// never panics nor hangs, whatever parsed program it is given.
//
// Each process runs in its own goroutine, but only one of them runs at any
// time: the coordinator resumes the processes in pid order, each runs until
// its next sync (or the end of the program), and then the coordinator
// closes the superstep. Running one process at a time makes the simulation
// deterministic and lets the processes update each other's counters
// without locks. It also lets all processes share one evaluation stack:
// expressions are evaluated recursively to a small fixed depth, then
// iteratively on that stack, so that a process's goroutine stack grows
// only with the nesting of statements, not with the size of expressions
// (p goroutines would multiply it).
//
// Resources are bounded and counted: steps (Config.MaxSteps, expression
// nodes included), memory (MaxWords, bookkeeping and per-process stacks
// included), wall time (Config.Timeout) and p (MaxProcs). Exceeding one is
// a RuntimeError whose Kind.IsLimit is true; a bug of the simulator (a
// recovered panic) is an ErrInternal error, never a verdict.
package sim

import (
	"fmt"
	"maps"
	"sort"
	"strings"
	"sync"
	"time"

	"bspcost/diag"
	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// Config of one simulation.
type Config struct {
	P      int              // number of processes, >= 1
	Params map[string]int64 // value of every program parameter
	Seed   int64            // seeds `any` and input data (uninitialised scalars, array elements)
	// MaxSteps bounds the statements executed over all processes; 0 means
	// DefaultMaxSteps. Loop iterations count as statements too (so that an
	// empty infinite loop stops), and bulk operations (array declarations,
	// put and get) count one more step per WordsPerStep words, so that the
	// bound also caps the simulation's time.
	MaxSteps int64
	// AnyMin..AnyMax is the range of `any` and input values, inclusive.
	// Unless AnySet is true, both 0 means the default range 0..9.
	AnyMin, AnyMax int64
	AnySet         bool
	// Timeout bounds the wall time of the simulation (0: no bound); past
	// it Run returns an ErrTimeLimit error.
	Timeout time.Duration
	// AtBarrier, when set, is called at every barrier once all processes
	// reached it, before its puts and gets land: step is the index of the
	// superstep it ends (in Result.Supersteps), sync the barrier (nil for
	// the program end), vals[pid] the values of that process's scalars,
	// loop counters, parameters, pid and nprocs by Object.ID (read-only,
	// valid during the call). Tests use it to evaluate static bounds with
	// the values the program has at the barrier.
	AtBarrier func(step int, sync *frontend.SyncStmt, vals [][]int64)
}

// DefaultMaxSteps is the step bound used when Config.MaxSteps is 0.
const DefaultMaxSteps = 10_000_000

// WordsPerStep is how many words of an array declaration or of a put/get
// count as one step against Config.MaxSteps.
const WordsPerStep = 64

// NodesPerStep is how many evaluated expression nodes count as one step
// against Config.MaxSteps, so that the bound caps the time spent in large
// expressions (a loop whose body evaluates a 10,000-term sum).
const NodesPerStep = 8

// SyncSteps is how many steps a process's sync counts against
// Config.MaxSteps (the sync statement included). A barrier costs the
// simulator, per process, a switch to the coordinator and back and the
// process's part of the barrier's bookkeeping: measured, some 0.5 µs at
// p = 2 and 1.6 µs at p = 65,536, where a statement costs some 6 ns. Were
// a sync one step, a loop of syncs would run for seconds (16 s at
// p = 65,536) before the step bound stops it; a larger charge would stop
// programs with many supersteps at large p that the default bound should
// run (16 supersteps of a scan at p = 65,536 fit in 10,000,000 steps at
// most 9 steps a process and superstep).
const SyncSteps = 16

// MaxWords bounds the memory of one simulation, in words (int64, 8 bytes):
// everything the simulator keeps in proportion to the program's behaviour
// is charged against it — the arrays of all the processes, the copies of
// the top-level arrays kept for Result.Inputs and Result.Final, the data
// and bookkeeping of the puts and gets buffered until the next sync, one
// entry per superstep, and per process its variables and an estimate of
// its goroutine's stack (which grows with the nesting of statements).
// Exceeding it is an ErrMemoryLimit error rather than an out-of-memory
// crash of the whole tool.
const MaxWords = 1 << 27

// MaxCommWords bounds the communication buffered in one superstep, over
// all processes, in words: the data of the puts and gets issued since the
// last barrier and their bookkeeping (commWords each), also charged
// against MaxWords. A loop of puts without a sync would otherwise fill
// all of MaxWords with bookkeeping (1 GiB, several seconds) before
// failing; this bound (128 MiB, some 400,000 one-word puts or an
// all-to-all of one word at p = 640) stops it in well under a second,
// positioned at the put or get that crossed it.
const MaxCommWords = 1 << 24

// Memory charged against MaxWords, in words, for what is not an array.
const (
	commWords      = 40  // bookkeeping of one buffered put or get besides its data (measured: record, data slice, growth of the list)
	superstepWords = 3   // one Result.Supersteps entry and one Result.Queues entry
	procWords      = 160 // a process: its record, channel and input stream
	objWords       = 4   // per process and object: value and array header
	topObjWords    = 16  // per process and top-level object: Inputs and Final entries
	stackWords     = 320 // least goroutine stack (2 KiB) and the evaluator's recursive part (recDepth frames)
	frameWords     = 40  // stack per level of statement nesting (320 bytes charged: docs/internals/limits.md)
)

// MaxProcs bounds Config.P: every process costs a goroutine and its
// memory, and far more processes would exhaust memory instead of failing
// cleanly.
const MaxProcs = 1 << 16

// Superstep is the cost of one superstep: W = max over processes of the
// work, H = max over processes of the h-relation (plus g annotations).
type Superstep struct{ W, H int64 }

// Result of a simulation.
type Result struct {
	P          int
	Params     map[string]int64
	Supersteps []Superstep // in order; the last one is ended by the final barrier
	// W and H sum the supersteps' W and H; S counts the barriers, including
	// the final one, plus the l annotations (per superstep, the maximum over
	// the processes).
	W, H, S int64
	// Queues holds, per superstep, the most BSMP messages a process
	// received in it (the length of its queue in the next superstep).
	Queues []int64
	// Per pid, the top-level variables of the program body (declared directly in
	// the program's block), by name; scalars as 1-element slices.
	Inputs []map[string][]int64 // value each had right after its declaration
	Final  []map[string][]int64 // value at the end of the program
}

// ErrorKind classifies a RuntimeError.
type ErrorKind int

// The kinds of errors Run reports.
const (
	ErrRuntime         ErrorKind = iota // the program did something illegal (overflow, bounds, ...)
	ErrBarrierMismatch                  // processes stopped at different barriers
	ErrStepLimit                        // more than MaxSteps statements were executed
	ErrRequires                         // the parameters violate the requires clause
	ErrConfig                           // bad Config: P < 1, missing or unknown parameter, ...
	ErrMemoryLimit                      // the simulation needs more than MaxWords
	ErrTimeLimit                        // the simulation ran longer than Config.Timeout
	// ErrInternal is a bug of the simulator (a recovered panic): never an
	// answer about the program. Every test fails on one.
	ErrInternal
)

// IsLimit reports whether k is a resource limit of the simulator (steps,
// memory, time) rather than a verdict about the program.
func (k ErrorKind) IsLimit() bool {
	return k == ErrStepLimit || k == ErrMemoryLimit || k == ErrTimeLimit
}

var kindWords = [...]string{
	ErrRuntime:         "runtime error",
	ErrBarrierMismatch: "barrier mismatch",
	ErrStepLimit:       "step limit exceeded",
	ErrRequires:        "requires clause violated",
	ErrConfig:          "bad configuration",
	ErrMemoryLimit:     "memory limit exceeded",
	ErrTimeLimit:       "time limit exceeded",
	ErrInternal:        "internal error",
}

// String returns the words that Error puts before the message.
func (k ErrorKind) String() string {
	if k >= 0 && int(k) < len(kindWords) {
		return kindWords[k]
	}
	return "error"
}

// RuntimeError is every error of Run. Error formats it as
// "file:line:col: runtime error: msg", with the kind's words in place of
// "runtime error"; the position is left out when there is none (ErrConfig).
type RuntimeError struct {
	File string
	Pos  frontend.Pos
	Kind ErrorKind
	// Pid is the process that failed, or -1 when the error is not about one
	// process (barrier mismatch, configuration). Msg names the pid(s) too,
	// so that Error alone is a complete diagnostic.
	Pid int
	Msg string
}

// Error formats the error like a compiler diagnostic, with the same layout
// as the parser's errors.
func (e *RuntimeError) Error() string {
	d := e.Diagnostic()
	return d.Error()
}

// Diagnostic returns the error as a diag.Diagnostic (severity error;
// the message starts with the kind's words).
func (e *RuntimeError) Diagnostic() diag.Diagnostic {
	return diag.Diagnostic{File: e.File, Pos: e.Pos, Severity: diag.SeverityError, Msg: e.Kind.String() + ": " + e.Msg}
}

// abortSignal unwinds a process goroutine when the simulation stops early.
type abortSignal struct{}

// machine is the state of one simulation shared by all processes.
type machine struct {
	prog     *frontend.Program
	cfg      Config
	procs    []*proc
	steps    int64
	maxSteps int64
	words    int64 // live words charged against MaxWords
	comm     int64 // words buffered in the current superstep (MaxCommWords)
	nComm    int64 // puts and gets issued in the current superstep
	anyLo    int64
	anySpan  uint64 // AnyMax-AnyMin+1, 0 meaning the whole int64 range
	tagSize  int64  // BSMP: the words of a message's tag in this superstep
	topLevel map[*frontend.VarDecl]bool

	estack   []evalFrame // the evaluation stack, shared: one process runs at a time
	nodes    int64       // expression nodes evaluated and not yet charged as steps
	deadline time.Time   // zero: no time bound
	ticks    int         // step calls since the clock was last read

	done  chan struct{} // a process reports that it stopped
	abort chan struct{} // closed to make the waiting processes exit
	wg    sync.WaitGroup
}

// Run simulates prog on cfg.P processes and returns its cost. Errors are
// always *RuntimeError; on error the Result is nil. The result depends
// only on prog and cfg.
func Run(prog *frontend.Program, cfg Config) (res *Result, err error) {
	if prog == nil || prog.Body == nil {
		return nil, &RuntimeError{Kind: ErrConfig, Pid: -1, Msg: "no program"}
	}
	m := &machine{prog: prog, cfg: cfg}
	if err := m.configure(); err != nil {
		return nil, err
	}
	return m.run()
}

func (m *machine) configErr(format string, args ...any) *RuntimeError {
	return &RuntimeError{File: m.prog.File, Kind: ErrConfig, Pid: -1, Msg: fmt.Sprintf(format, args...)}
}

// configure validates cfg and checks the requires clause.
func (m *machine) configure() error {
	cfg := m.cfg
	if cfg.P < 1 {
		return m.configErr("the number of processes must be at least 1, not %d", cfg.P)
	}
	if cfg.P > MaxProcs {
		return m.configErr("the simulator runs at most %d processes, not %d", MaxProcs, cfg.P)
	}
	m.topLevel = map[*frontend.VarDecl]bool{}
	for _, s := range m.prog.Body.Stmts {
		if d := frontend.DeclOf(s); d != nil {
			m.topLevel[d] = true
		}
	}
	depth := stmtDepth(m.prog.Body)
	perProc := procWords + objWords*int64(len(m.prog.Objects)) + topObjWords*int64(len(m.topLevel)) + stackWords + frameWords*int64(depth)
	if perProc > MaxWords/int64(cfg.P) {
		return &RuntimeError{File: m.prog.File, Kind: ErrMemoryLimit, Pid: -1,
			Msg: fmt.Sprintf("%d processes with %d variables and %d levels of nesting need about %d MiB, more than the simulator's limit of %d MiB",
				cfg.P, len(m.prog.Objects), depth, perProc*int64(cfg.P)>>17, MaxWords>>17)}
	}
	m.words = perProc * int64(cfg.P)
	if cfg.Timeout > 0 {
		m.deadline = time.Now().Add(cfg.Timeout)
	}
	m.maxSteps = cfg.MaxSteps
	if m.maxSteps == 0 {
		m.maxSteps = DefaultMaxSteps
	}
	if m.maxSteps < 0 {
		return m.configErr("negative step bound %d", m.maxSteps)
	}
	lo, hi := cfg.AnyMin, cfg.AnyMax
	if lo == 0 && hi == 0 && !cfg.AnySet {
		lo, hi = 0, 9
	}
	if lo > hi {
		return m.configErr("empty range of input values %d..%d", lo, hi)
	}
	m.anyLo, m.anySpan = lo, uint64(hi)-uint64(lo)+1
	return m.checkParams()
}

// checkParams checks that every parameter has a value, that no value is
// for an unknown parameter, and that the requires clause holds.
func (m *machine) checkParams() error {
	cfg := m.cfg
	declared := map[string]bool{}
	var missing []string
	for _, id := range m.prog.Params {
		declared[id.Name] = true
		if _, ok := cfg.Params[id.Name]; !ok {
			missing = append(missing, id.Name)
		}
	}
	if len(missing) > 0 {
		return m.configErr("no value for parameter %s", strings.Join(missing, ", "))
	}
	var unknown []string
	for name := range cfg.Params {
		if !declared[name] {
			unknown = append(unknown, name)
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return m.configErr("program %s has no parameter %s", m.progName(), strings.Join(unknown, ", "))
	}

	if m.prog.Requires != nil {
		pr := m.newProc(0)
		v, rerr := pr.safeEval(m.prog.Requires)
		if rerr != nil {
			rerr.Kind = ErrRequires
			rerr.Pid = -1
			rerr.Msg = strings.TrimPrefix(rerr.Msg, "pid 0: ")
			return rerr
		}
		if v == 0 {
			return &RuntimeError{File: m.prog.File, Pos: m.prog.Requires.Pos(), Kind: ErrRequires, Pid: -1,
				Msg: fmt.Sprintf("%s is false for %s", frontend.ExprExcerpt(m.prog.Requires), m.paramText())}
		}
	}
	return nil
}

func (m *machine) progName() string {
	if m.prog.Name != nil {
		return m.prog.Name.Name
	}
	return "?"
}

// paramText lists p and the parameters, as in "p=4, N=10".
func (m *machine) paramText() string {
	parts := []string{fmt.Sprintf("p=%d", m.cfg.P)}
	for _, id := range m.prog.Params {
		parts = append(parts, fmt.Sprintf("%s=%d", id.Name, m.cfg.Params[id.Name]))
	}
	return strings.Join(parts, ", ")
}

// stmtDepth is the deepest nesting of statements in b, as the simulator's
// recursion sees it: an elif chain is run in a loop and does not count.
// The parser bounds the nesting (frontend.MaxNesting), so the recursion
// here is bounded too.
func stmtDepth(b *frontend.Block) int {
	if b == nil {
		return 0
	}
	d := 0
	for _, s := range b.Stmts {
		d = max(d, 1+stmtDepthOf(s))
	}
	return d
}

func stmtDepthOf(s frontend.Stmt) int {
	switch s := s.(type) {
	case *frontend.CostStmt:
		return 1 + stmtDepthOf(s.Stmt)
	case *frontend.IfStmt:
		d := 0
		for s != nil {
			d = max(d, stmtDepth(s.Then))
			next := elifOf(s)
			if next == nil {
				d = max(d, stmtDepth(s.Else))
			}
			s = next
		}
		return d
	case *frontend.WhileStmt:
		return stmtDepth(s.Body)
	case *frontend.ForStmt:
		return stmtDepth(s.Body)
	}
	return 0
}

// elifOf returns the if statement of s's elif branch, or nil.
func elifOf(s *frontend.IfStmt) *frontend.IfStmt {
	if s.Else != nil && len(s.Else.Stmts) == 1 {
		if in, ok := s.Else.Stmts[0].(*frontend.IfStmt); ok && in.Elif {
			return in
		}
	}
	return nil
}

// run executes the supersteps.
func (m *machine) run() (*Result, error) {
	p := m.cfg.P
	m.done = make(chan struct{})
	m.abort = make(chan struct{})
	m.procs = make([]*proc, p)
	for i := range m.procs {
		m.procs[i] = m.newProc(i)
	}
	for _, pr := range m.procs {
		m.wg.Add(1)
		go pr.main()
	}
	res, err := m.loop()
	close(m.abort)
	m.wg.Wait()
	if err != nil {
		return nil, err
	}
	return res, nil
}

// loop runs supersteps until the final barrier or an error.
func (m *machine) loop() (*Result, error) {
	res := &Result{P: m.cfg.P, Params: maps.Clone(m.cfg.Params)}
	if res.Params == nil {
		res.Params = map[string]int64{}
	}
	for {
		for _, pr := range m.procs {
			pr.resume <- struct{}{}
			<-m.done
			if pr.err != nil {
				return nil, pr.err
			}
		}
		final, err := m.checkBarrier()
		if err != nil {
			return nil, err
		}
		if m.cfg.AtBarrier != nil {
			vals := make([][]int64, len(m.procs))
			for i, pr := range m.procs {
				vals[i] = pr.vals
			}
			m.cfg.AtBarrier(len(res.Supersteps), m.procs[0].stopAt, vals)
		}
		if err := m.deliver(); err != nil {
			return nil, err
		}
		var st Superstep
		var l, queue int64
		for _, pr := range m.procs {
			queue = max(queue, int64(len(pr.queue)))
			h := max(pr.hout, pr.hin)
			h, ok1 := intsem.Add(h, pr.hg)
			if !ok1 {
				return nil, m.costOverflow(pr)
			}
			st.W = max(st.W, pr.w)
			st.H = max(st.H, h)
			l = max(l, pr.l)
			pr.w, pr.hg, pr.l, pr.hout, pr.hin = 0, 0, 0, 0, 0
		}
		if superstepWords > MaxWords-m.words {
			return nil, &RuntimeError{File: m.prog.File, Pos: m.prog.EndPos, Kind: ErrMemoryLimit, Pid: -1,
				Msg: fmt.Sprintf("out of memory after %d supersteps: the simulator's limit is %d words", len(res.Supersteps), int64(MaxWords))}
		}
		m.words += superstepWords
		res.Supersteps = append(res.Supersteps, st)
		res.Queues = append(res.Queues, queue)
		var ok [3]bool
		res.W, ok[0] = intsem.Add(res.W, st.W)
		res.H, ok[1] = intsem.Add(res.H, st.H)
		res.S, ok[2] = intsem.Add(res.S, l+1) // l < MaxInt64: l+1 could only overflow on a huge annotation
		if !ok[0] || !ok[1] || !ok[2] || l == 1<<63-1 {
			return nil, m.costOverflow(m.procs[0])
		}
		if final {
			break
		}
	}
	for _, pr := range m.procs {
		res.Inputs = append(res.Inputs, pr.inputs)
		res.Final = append(res.Final, pr.finalValues())
	}
	return res, nil
}

func (m *machine) costOverflow(pr *proc) *RuntimeError {
	pos := m.prog.EndPos
	if pr.stopAt != nil {
		pos = pr.stopAt.Sync
	}
	return &RuntimeError{File: m.prog.File, Pos: pos, Kind: ErrRuntime, Pid: -1,
		Msg: "the cost overflows int64"}
}

// checkBarrier reports whether every process ended (the final barrier),
// and a barrier mismatch when the processes did not all stop at the same
// place.
func (m *machine) checkBarrier() (final bool, err error) {
	first := m.procs[0].stopAt
	same := true
	for _, pr := range m.procs[1:] {
		if pr.stopAt != first {
			same = false
			break
		}
	}
	if same {
		return first == nil, nil
	}
	// Group the pids by where they stopped, groups ordered by their first pid.
	type group struct {
		at   *frontend.SyncStmt
		pids []int
	}
	var groups []*group
	index := map[*frontend.SyncStmt]*group{}
	for _, pr := range m.procs {
		g := index[pr.stopAt]
		if g == nil {
			g = &group{at: pr.stopAt}
			index[pr.stopAt] = g
			groups = append(groups, g)
		}
		g.pids = append(g.pids, pr.pid)
	}
	var parts []string
	waitSaid := false
	for _, g := range groups {
		who := pidSet(g.pids)
		switch {
		case g.at == nil:
			parts = append(parts, who+" ended the program")
		case !waitSaid:
			verb := "wait"
			if len(g.pids) == 1 {
				verb = "waits"
			}
			parts = append(parts, fmt.Sprintf("%s %s at sync %s", who, verb, g.at.Sync))
			waitSaid = true
		default:
			parts = append(parts, fmt.Sprintf("%s at sync %s", who, g.at.Sync))
		}
	}
	pos := m.prog.EndPos
	if first != nil {
		pos = first.Sync
	}
	return false, &RuntimeError{File: m.prog.File, Pos: pos, Kind: ErrBarrierMismatch, Pid: -1,
		Msg: strings.Join(parts, "; ")}
}

// pidSet formats sorted pids compactly: "pid 3", "pids 0-3,6".
func pidSet(pids []int) string {
	var parts []string
	for i := 0; i < len(pids); {
		j := i
		for j+1 < len(pids) && pids[j+1] == pids[j]+1 {
			j++
		}
		if j == i {
			parts = append(parts, fmt.Sprint(pids[i]))
		} else {
			parts = append(parts, fmt.Sprintf("%d-%d", pids[i], pids[j]))
		}
		i = j + 1
	}
	if len(pids) == 1 {
		return "pid " + parts[0]
	}
	return "pids " + strings.Join(parts, ",")
}

// deliver performs the communication of the superstep, as BSPlib does at a
// sync: every get reads its source first (the values at the end of the
// local computation), then the gets' data are written, then the puts are
// delivered in order of the sending pid and then of issue, so that a later
// write to the same word wins.
func (m *machine) deliver() error {
	for _, pr := range m.procs {
		for i := range pr.gets {
			c := &pr.gets[i]
			src := m.procs[c.remote]
			words, reason := src.wordsAt(c.src, c.n)
			if reason != "" {
				return pr.commErr(c, reason)
			}
			c.data = append(c.data[:0], words...)
		}
	}
	for _, pr := range m.procs {
		for i := range pr.gets {
			c := &pr.gets[i]
			if reason := pr.store(c.dst, c.data); reason != "" {
				return pr.commErr(c, reason)
			}
		}
	}
	for _, pr := range m.procs {
		for i := range pr.puts {
			c := &pr.puts[i]
			if reason := m.procs[c.remote].store(c.dst, c.data); reason != "" {
				return pr.commErr(c, reason)
			}
		}
	}
	for _, pr := range m.procs {
		for _, c := range pr.gets {
			m.words -= c.n + commWords
		}
		for _, c := range pr.puts {
			m.words -= c.n + commWords
		}
		// Clear the entries so that their buffers can be collected.
		// (The slices keep their capacity: about as many are issued in
		// the next superstep.)
		clear(pr.gets)
		clear(pr.puts)
		pr.gets = pr.gets[:0]
		pr.puts = pr.puts[:0]
	}
	m.comm, m.nComm = 0, 0
	return m.deliverMessages()
}
