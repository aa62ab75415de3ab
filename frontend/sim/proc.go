package sim

import (
	"fmt"
	"math/bits"
	"runtime/debug"
	"slices"
	"time"

	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// proc is one process: its memory, its input stream, its cost counters for
// the current superstep and the communication it issued in it.
type proc struct {
	m   *machine
	pid int
	// vals holds the scalars, loop counters, parameters, pid and nprocs, by
	// Object.ID; arrs holds the arrays, nil until declared. Storage is per
	// Object, not per scope activation: a name denotes one registered
	// location, as in BSPlib, and re-executing a declaration re-initialises it.
	vals []int64
	arrs [][]int64
	rng  uint64
	// sameSeen counts the evaluations of each any(same) by this process:
	// the k-th evaluation draws the same value on every process.
	sameSeen map[*frontend.AnyExpr]uint64

	// Cost counters of the current superstep.
	w, hg, l, hout, hin int64
	puts, gets          []comm

	// BSMP (bsmp.go): the messages sent in this superstep, the queue of
	// those received at the last barrier (queue[qhead:] not yet moved,
	// qwords their payload words), and the tag size this superstep set.
	outbox, queue []message
	qhead         int
	qwords        int64
	tagSet        bool
	tagVal        int64
	tagPos        frontend.Pos

	inputs map[string][]int64

	resume chan struct{}
	stopAt *frontend.SyncStmt // where the process waits; nil once it ended
	err    *RuntimeError
}

// loc is an evaluated put/get location: a scalar, or an array from start.
type loc struct {
	obj   *frontend.Object
	array bool
	start int64
}

// comm is a put or get issued in the current superstep.
type comm struct {
	stmt     *frontend.CommStmt
	remote   int // target of a put, source of a get
	src, dst loc
	n        int64
	data     []int64 // a put's words, read when it was issued
}

// ctl is how a statement passes control: normally, or by break/continue.
type ctl int

const (
	ctlNext ctl = iota
	ctlBreak
	ctlContinue
)

func (m *machine) newProc(pid int) *proc {
	n := len(m.prog.Objects)
	pr := &proc{
		m:      m,
		pid:    pid,
		vals:   make([]int64, n),
		arrs:   make([][]int64, n),
		rng:    seedStream(m.cfg.Seed, pid),
		inputs: map[string][]int64{},
		resume: make(chan struct{}),
		stopAt: nil,
	}
	for _, o := range m.prog.Objects {
		switch o.Kind {
		case frontend.PidObj:
			pr.vals[o.ID] = int64(pid)
		case frontend.NprocsObj:
			pr.vals[o.ID] = int64(m.cfg.P)
		case frontend.ParamObj:
			pr.vals[o.ID] = m.cfg.Params[o.Name]
		}
	}
	return pr
}

// main is the body of the process's goroutine.
func (pr *proc) main() {
	defer pr.m.wg.Done()
	defer func() {
		switch r := recover().(type) {
		case nil:
			pr.stopAt = nil
		case abortSignal:
			return // the coordinator is not listening any more
		case *RuntimeError:
			pr.err = r
		default:
			// A bug of the simulator: report it as an error of this run
			// rather than crash the tool.
			pr.err = &RuntimeError{File: pr.m.prog.File, Kind: ErrInternal, Pid: pr.pid,
				Msg: fmt.Sprintf("pid %d: %v\n%s", pr.pid, r, debug.Stack())}
		}
		pr.m.done <- struct{}{}
	}()
	pr.wait()
	pr.execBlock(pr.m.prog.Body)
}

// wait blocks until the coordinator resumes the process.
func (pr *proc) wait() {
	select {
	case <-pr.resume:
	case <-pr.m.abort:
		panic(abortSignal{})
	}
}

// fail stops the process with a runtime error at pos.
func (pr *proc) fail(pos frontend.Pos, format string, args ...any) {
	panic(pr.errorf(ErrRuntime, pos, format, args...))
}

func (pr *proc) errorf(kind ErrorKind, pos frontend.Pos, format string, args ...any) *RuntimeError {
	return &RuntimeError{File: pr.m.prog.File, Pos: pos, Kind: kind, Pid: pr.pid,
		Msg: fmt.Sprintf("pid %d: ", pr.pid) + fmt.Sprintf(format, excerptArgs(args)...)}
}

// step counts k executed steps against the bound, and looks at the clock
// now and then when there is a time bound.
func (pr *proc) step(pos frontend.Pos, k int64) {
	m := pr.m
	if k > m.maxSteps-m.steps {
		m.steps = m.maxSteps
		panic(pr.errorf(ErrStepLimit, pos, "more than %d steps executed over all processes", m.maxSteps))
	}
	m.steps += k
	if !m.deadline.IsZero() {
		if m.ticks++; m.ticks >= 1024 {
			m.ticks = 0
			if time.Now().After(m.deadline) {
				panic(pr.errorf(ErrTimeLimit, pos, "the simulation ran longer than %v", m.cfg.Timeout))
			}
		}
	}
}

// countNodes charges the evaluation of n expression nodes (of x).
func (pr *proc) countNodes(x frontend.Expr, n int64) {
	m := pr.m
	m.nodes += n
	if m.nodes >= NodesPerStep {
		k := m.nodes / NodesPerStep
		m.nodes -= k * NodesPerStep
		pos := frontend.Pos{}
		if x != nil {
			pos = x.Pos()
		}
		pr.step(pos, k)
	}
}

// bulkSteps is the step charge of an operation on n words.
func bulkSteps(n int64) int64 { return 1 + n/WordsPerStep }

// alloc accounts for n more live words.
func (pr *proc) alloc(pos frontend.Pos, n int64) {
	m := pr.m
	if n > MaxWords-m.words {
		panic(pr.errorf(ErrMemoryLimit, pos, "out of memory: %d more words would exceed the simulator's limit of %d words", n, int64(MaxWords)))
	}
	m.words += n
}

// safeEval evaluates x outside of a process goroutine, turning a runtime
// error into a returned value.
func (pr *proc) safeEval(x frontend.Expr) (v int64, err *RuntimeError) {
	defer func() {
		if r := recover(); r != nil {
			if re, ok := r.(*RuntimeError); ok {
				err = re
				return
			}
			err = pr.errorf(ErrInternal, x.Pos(), "%v", r)
		}
	}()
	return pr.eval(x), nil
}

// ---------------------------------------------------------------------------
// Statements

func (pr *proc) execBlock(b *frontend.Block) ctl {
	if b == nil {
		return ctlNext
	}
	for _, s := range b.Stmts {
		if c := pr.exec(s); c != ctlNext {
			return c
		}
	}
	return ctlNext
}

func (pr *proc) exec(s frontend.Stmt) ctl {
	if s == nil {
		return ctlNext
	}
	pr.step(s.Pos(), 1)
	switch s := s.(type) {
	case *frontend.CostStmt:
		pr.charge(s)
		return pr.exec(s.Stmt)
	case *frontend.VarDecl:
		pr.declare(s)
	case *frontend.AssignStmt:
		pr.assign(s)
	case *frontend.IfStmt:
		// An elif chain is run in a loop: its length does not deepen the
		// goroutine's stack.
		for {
			if pr.cond(s.Cond) {
				return pr.execBlock(s.Then)
			}
			in := elifOf(s)
			if in == nil {
				return pr.execBlock(s.Else)
			}
			pr.step(in.If, 1)
			s = in
		}
	case *frontend.WhileStmt:
		for {
			if !pr.cond(s.Cond) {
				break
			}
			if pr.execBlock(s.Body) == ctlBreak {
				break
			}
			pr.step(s.While, 1) // the next iteration
		}
	case *frontend.ForStmt:
		pr.forLoop(s)
	case *frontend.SkipStmt:
	case *frontend.AssumeStmt:
		if !pr.cond(s.Cond) {
			pr.fail(s.Assume, "assume %s does not hold", frontend.ExprString(s.Cond))
		}
	case *frontend.SyncStmt:
		pr.step(s.Sync, SyncSteps-1)
		pr.stopAt = s
		pr.m.done <- struct{}{}
		pr.wait()
	case *frontend.BreakStmt:
		return ctlBreak
	case *frontend.ContinueStmt:
		return ctlContinue
	case *frontend.CommStmt:
		if s.Kind == frontend.Send {
			pr.send(s)
		} else {
			pr.communicate(s)
		}
	case *frontend.RecvStmt:
		pr.recv(s)
	case *frontend.TagSizeStmt:
		pr.tagSize(s)
	default:
		pr.fail(s.Pos(), "cannot execute %T", s)
	}
	return ctlNext
}

// charge adds the annotation's costs to the current superstep.
func (pr *proc) charge(s *frontend.CostStmt) {
	for _, t := range s.Terms {
		if t.Coef == nil {
			continue
		}
		v := pr.eval(t.Coef)
		if v < 0 {
			pr.fail(t.Coef.Pos(), "negative cost annotation: %s is %d", frontend.CostTermString(t), v)
		}
		var ok bool
		switch t.Resource {
		case frontend.ResG:
			pr.hg, ok = intsem.Add(pr.hg, v)
		case frontend.ResL:
			pr.l, ok = intsem.Add(pr.l, v)
		default:
			pr.w, ok = intsem.Add(pr.w, v)
		}
		if !ok {
			pr.fail(t.Coef.Pos(), "the cost of the superstep overflows int64")
		}
	}
}

func (pr *proc) declare(s *frontend.VarDecl) {
	o := pr.object(s.Name)
	if s.Size == nil {
		var v int64
		if s.Init != nil {
			v = pr.eval(s.Init)
		} else {
			v = pr.rand()
		}
		pr.vals[o.ID] = v
		if pr.m.topLevel[s] {
			pr.inputs[o.Name] = []int64{v}
		}
		return
	}
	n := pr.eval(s.Size)
	if n < 0 {
		pr.fail(s.Size.Pos(), "negative array length %d for %s", n, o.Name)
	}
	// A top-level array is kept twice more: its input values for
	// Result.Inputs now, its final values for Result.Final at the end.
	copies := int64(1)
	if pr.m.topLevel[s] {
		copies = 3
	}
	old := int64(len(pr.arrs[o.ID]))
	pr.m.words -= copies * old
	pr.arrs[o.ID] = nil
	if n > MaxWords/copies {
		pr.alloc(s.Size.Pos(), n) // fails
	}
	pr.alloc(s.Size.Pos(), copies*n) // before the steps: "out of memory" says more than "step limit"
	pr.step(s.Size.Pos(), bulkSteps(n)-1)
	a := make([]int64, n)
	for i := range a {
		a[i] = pr.rand()
	}
	pr.arrs[o.ID] = a
	if pr.m.topLevel[s] {
		pr.inputs[o.Name] = slices.Clone(a)
	}
}

func (pr *proc) assign(s *frontend.AssignStmt) {
	switch lhs := s.LHS.(type) {
	case *frontend.Ident:
		o := pr.object(lhs)
		v := pr.eval(s.RHS)
		if o.Kind == frontend.ArrayObj {
			pr.fail(lhs.NamePos, "cannot assign to array %s as a whole", o.Name)
		}
		pr.vals[o.ID] = v
	case *frontend.IndexExpr:
		a, i := pr.element(lhs)
		a[i] = pr.eval(s.RHS)
	default:
		pr.fail(s.Pos(), "cannot assign to %s", frontend.ExprExcerpt(s.LHS))
	}
}

func (pr *proc) forLoop(s *frontend.ForStmt) {
	o := pr.object(s.Var)
	lo := pr.eval(s.Lo)
	hi := pr.eval(s.Hi)
	st := int64(1)
	if s.Step != nil {
		st = pr.eval(s.Step)
		if st <= 0 {
			pr.fail(s.Step.Pos(), "for step must be positive, not %d", st)
		}
	}
	for i := lo; i <= hi; {
		pr.vals[o.ID] = i
		if pr.execBlock(s.Body) == ctlBreak {
			return
		}
		next, ok := intsem.Add(i, st)
		if !ok {
			return // the next value is beyond hi, which is at most MaxInt64
		}
		i = next
		if i <= hi {
			pr.step(s.For, 1) // the next iteration
		}
	}
}

// object returns the object of a resolved identifier; the checker leaves
// it unbound only in programs that failed to type-check.
func (pr *proc) object(id *frontend.Ident) *frontend.Object {
	o := pr.m.prog.Info.ObjectOf(id)
	if o == nil || o.ID < 0 || o.ID >= len(pr.vals) {
		var pos frontend.Pos
		name := "?"
		if id != nil {
			pos, name = id.NamePos, id.Name
		}
		pr.fail(pos, "unresolved name %s", name)
	}
	return o
}

// ---------------------------------------------------------------------------
// Communication

// communicate issues a put or a get: it evaluates the process, the
// locations and the word count now, reads a put's source now, and leaves
// the rest to the next sync (machine.deliver).
func (pr *proc) communicate(s *frontend.CommStmt) {
	m := pr.m
	t := pr.eval(s.Proc)
	what := "target"
	if s.Kind == frontend.Get {
		what = "source"
	}
	if t < 0 || t >= int64(m.cfg.P) {
		pr.fail(s.KwPos, "%s %s %d is outside 0..%d", s.Kind, what, t, m.cfg.P-1)
	}
	c := comm{stmt: s, remote: int(t)}
	var srcLen, dstLen int64
	c.src, srcLen = pr.location(s.Src)
	c.dst, dstLen = pr.location(s.Dst)
	switch {
	case s.Words != nil:
		c.n = pr.eval(s.Words)
		if c.n < 0 {
			pr.fail(s.Words.Pos(), "negative word count %d", c.n)
		}
		if srcLen >= 0 && srcLen != c.n {
			pr.fail(s.KwPos, "word count %d differs from the length %d of the slice %s", c.n, srcLen, frontend.Print(s.Src))
		}
		if dstLen >= 0 && dstLen != c.n {
			pr.fail(s.KwPos, "word count %d differs from the length %d of the slice %s", c.n, dstLen, frontend.Print(s.Dst))
		}
	case srcLen >= 0:
		c.n = srcLen
		if dstLen >= 0 && dstLen != srcLen {
			pr.fail(s.KwPos, "slices of different lengths: %s has %d words, %s has %d", frontend.Print(s.Src), srcLen, frontend.Print(s.Dst), dstLen)
		}
	case dstLen >= 0:
		c.n = dstLen
	default:
		c.n = 1
	}
	for _, l := range []loc{c.src, c.dst} {
		if !l.array && c.n > 1 {
			pr.fail(s.KwPos, "%s %d words to or from the scalar %s, which is a single word", s.Kind, c.n, l.obj.Name)
		}
	}
	local := c.src // what can be checked now: the local side
	if s.Kind == frontend.Get {
		local = c.dst
	}
	if reason := pr.checkRange(local, c.n); reason != "" {
		pr.fail(s.KwPos, "%s %s", s.Kind, reason)
	}
	if c.n > MaxWords {
		pr.alloc(s.KwPos, c.n) // fails
	}
	if c.n+commWords > MaxCommWords-m.comm {
		panic(pr.errorf(ErrMemoryLimit, s.KwPos, "this %s and the %d puts and gets issued since the last barrier need more than the simulator's limit of %d words (%d MiB) for one superstep (their data and %d words of bookkeeping each); a sync delivers them",
			s.Kind, m.nComm, int64(MaxCommWords), MaxCommWords>>17, commWords))
	}
	pr.alloc(s.KwPos, c.n+commWords)
	m.comm += c.n + commWords
	m.nComm++
	pr.step(s.KwPos, bulkSteps(c.n)-1)
	remote := m.procs[c.remote]
	if s.Kind == frontend.Put {
		words, _ := pr.wordsAt(c.src, c.n)
		c.data = slices.Clone(words)
		pr.hout += c.n
		remote.hin += c.n
		pr.puts = append(pr.puts, c)
	} else {
		pr.hin += c.n
		remote.hout += c.n
		pr.gets = append(pr.gets, c)
	}
	if pr.hout < 0 || pr.hin < 0 || remote.hout < 0 || remote.hin < 0 {
		pr.fail(s.KwPos, "the h-relation overflows int64")
	}
}

// location evaluates a put/get location; sliceLen is the length of a
// slice, -1 when l is not one.
func (pr *proc) location(l *frontend.Location) (loc, int64) {
	o := pr.object(l.Var)
	if o.Kind != frontend.VarObj && o.Kind != frontend.ArrayObj {
		pr.fail(l.Pos(), "%s cannot be a put/get location", o.Name)
	}
	r := loc{obj: o, array: o.Kind == frontend.ArrayObj}
	if l.Index == nil {
		return r, -1
	}
	if !r.array {
		pr.fail(l.Pos(), "%s is not an array and cannot be indexed", o.Name)
	}
	r.start = pr.eval(l.Index)
	if r.start < 0 {
		pr.fail(l.Index.Pos(), "negative index %d in %s", r.start, frontend.Print(l))
	}
	if !l.Slice {
		return r, -1
	}
	if l.Hi == nil {
		pr.fail(l.Pos(), "slice %s has no end", frontend.Print(l))
	}
	hi := pr.eval(l.Hi)
	if hi < r.start {
		pr.fail(l.Hi.Pos(), "slice %s ends (%d) before it starts (%d)", frontend.Print(l), hi, r.start)
	}
	return r, hi - r.start
}

// checkRange returns why n words at l do not exist on pr, or "".
func (pr *proc) checkRange(l loc, n int64) string {
	if !l.array {
		return ""
	}
	a := pr.arrs[l.obj.ID]
	if a == nil {
		return fmt.Sprintf("array %s is not declared on pid %d", l.obj.Name, pr.pid)
	}
	if l.start > int64(len(a)) || n > int64(len(a))-l.start {
		if n == 1 {
			return fmt.Sprintf("word %d of %s is beyond its length %d on pid %d", l.start, l.obj.Name, len(a), pr.pid)
		}
		return fmt.Sprintf("words %d..%d of %s are beyond its length %d on pid %d", l.start, l.start+n-1, l.obj.Name, len(a), pr.pid)
	}
	return ""
}

// wordsAt returns the n words at l on pr (not a copy), or why they do not
// exist.
func (pr *proc) wordsAt(l loc, n int64) ([]int64, string) {
	if reason := pr.checkRange(l, n); reason != "" {
		return nil, reason
	}
	if n == 0 {
		return nil, ""
	}
	if !l.array {
		return pr.vals[l.obj.ID : l.obj.ID+1], ""
	}
	return pr.arrs[l.obj.ID][l.start : l.start+n], ""
}

// store writes data at l on pr, or returns why it cannot.
func (pr *proc) store(l loc, data []int64) string {
	n := int64(len(data))
	if reason := pr.checkRange(l, n); reason != "" {
		return reason
	}
	if n == 0 {
		return ""
	}
	if !l.array {
		pr.vals[l.obj.ID] = data[0]
		return ""
	}
	copy(pr.arrs[l.obj.ID][l.start:], data)
	return ""
}

// commErr is the error of a communication that failed at the sync; it is
// reported at the put or get, as the language specifies.
func (pr *proc) commErr(c *comm, reason string) *RuntimeError {
	return pr.errorf(ErrRuntime, c.stmt.KwPos, "%s %s", c.stmt.Kind, reason)
}

// finalValues returns the top-level variables as they are now.
func (pr *proc) finalValues() map[string][]int64 {
	out := map[string][]int64{}
	for d := range pr.m.topLevel {
		o := pr.m.prog.Info.ObjectOf(d.Name)
		if o == nil || o.ID < 0 || o.ID >= len(pr.vals) {
			continue
		}
		if _, declared := pr.inputs[o.Name]; !declared {
			continue
		}
		if d.Size != nil {
			out[o.Name] = slices.Clone(pr.arrs[o.ID])
		} else {
			out[o.Name] = []int64{pr.vals[o.ID]}
		}
	}
	return out
}

// ---------------------------------------------------------------------------
// Input data

// seedStream derives the state of pid's input stream from the seed, so that
// every process draws its own values whatever the order of execution.
func seedStream(seed int64, pid int) uint64 {
	return mix64(uint64(seed)^mix64(uint64(pid)+0x9e3779b97f4a7c15)) + uint64(pid)
}

// rand draws the next input value of the process (splitmix64, mapped onto
// AnyMin..AnyMax by a multiply-shift, which is stable across Go releases
// unlike math/rand's streams).
func (pr *proc) rand() int64 {
	pr.rng += 0x9e3779b97f4a7c15
	return pr.m.anyOf(mix64(pr.rng))
}

// randAny is the value of an any: any(same) draws from a stream of the
// expression (its position) and the number of times this process has
// evaluated it, not from the process's own stream, so that the k-th
// evaluation gives every process the same value.
func (pr *proc) randAny(x *frontend.AnyExpr) int64 {
	if !x.Same {
		return pr.rand()
	}
	if pr.sameSeen == nil {
		pr.sameSeen = map[*frontend.AnyExpr]uint64{}
	}
	k := pr.sameSeen[x]
	pr.sameSeen[x] = k + 1
	at := uint64(x.AnyPos.Line)<<32 ^ uint64(uint32(x.AnyPos.Col))
	return pr.m.anyOf(mix64(uint64(pr.m.cfg.Seed) ^ mix64(at^mix64(k+0x9e3779b97f4a7c15))))
}

// anyOf maps a random 64-bit z onto AnyMin..AnyMax.
func (m *machine) anyOf(z uint64) int64 {
	if m.anySpan == 0 {
		return int64(z)
	}
	hi, _ := bits.Mul64(z, m.anySpan)
	return m.anyLo + int64(hi)
}

func mix64(z uint64) uint64 {
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// excerptArgs cuts the string arguments of a message (names, printed
// locations) to a short excerpt: an identifier may be a megabyte long.
func excerptArgs(args []any) []any {
	for i, a := range args {
		if s, ok := a.(string); ok {
			args[i] = frontend.Excerpt(s)
		}
	}
	return args
}
