//go:build unix

// Command islcheck is the differential test of bspcost/polyhedra against
// the isl library: it generates random sets and maps (1-4 variables, 0-2
// parameters, strides, exists, mod, floor with and without '*', not, a
// few large coefficients, some unbounded variables), asks both libraries
// the same questions and reports every disagreement, decided by
// brute-force enumeration, plus a timing table (median, p90 and max per
// operation, ours and isl's, parsing excluded).
//
// The isl side is scripts/isl/harness.c; scripts/isl/run.sh builds it
// and runs this command. Usage:
//
//	go run ./scripts/isl/islcheck -harness /tmp/islharness -n 400 -seed 1
//
// Each generated set carries its own evaluator (the meaning of the text,
// written independently of both libraries), so a disagreement is decided
// by enumerating the box every bounded variable lives in, at a grid of
// parameter values.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"math/big"
	"math/rand"
	"os"
	"os/exec"
	"runtime"
	"runtime/pprof"
	"slices"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

	"bspcost/frontend/intsem"
	"bspcost/polyhedra"
)

var (
	harness     = flag.String("harness", "/tmp/islharness", "path of the compiled harness.c")
	ncases      = flag.Int("n", 300, "number of random sets and maps")
	seed        = flag.Int64("seed", 1, "random seed")
	timeout     = flag.Duration("timeout", 10*time.Second, "time limit of one operation of ours")
	verbose     = flag.Bool("v", false, "print every disagreement in full")
	cpuprof     = flag.String("cpuprofile", "", "write a CPU profile of the run to this file")
	only        = flag.String("ops", "", "comma-separated operations to run (default all)")
	threadClock = flag.Bool("threadclock", false, "time our operations by the CPU clock of their thread instead of the process's (see threadCPUTime)")
	gcBefore    = flag.Bool("gcbefore", false, "collect garbage (runtime.GC, not timed) before each operation of ours, so that the garbage of the harness's own enumeration and of earlier operations is not collected during a timed one (a diagnosis: the operation's own allocation is then rarely charged its collection either)")
	freshParse  = flag.Bool("freshparse", false, "parse the input again (not timed) right before our emptiness, projection, domain and range, as harness.c parses right before isl's, instead of using the parse made at the start of the case")
	perCall     = flag.Bool("percall", false, "run each operation of ours on a new goroutine, as the harness did until 2026-11-23 (see startWorker), instead of on one long-lived goroutine")
	dump        = flag.String("dump", "", "write the generated sets and maps to this file, one a line, and stop (for profiling with go test -bench)")
)

// box is the range of every bounded variable; params are tried at pvals.
const box = 5

var pvals = [][]int64{{-1, 3}, {4, 0}, {7, 5}}

// formula is a condition with its meaning: text in isl notation and an
// evaluator over the values of parameters then variables.
type formula struct {
	text string
	eval func(v []int64) bool
}

type gen struct {
	r       *rand.Rand
	names   []string // parameters then variables
	np      int
	bounded []bool // per variable: a box constraint is added
}

// floorDiv and mod are isl's floor division and mod (intsem's; the
// divisors here are small nonzero constants, so they cannot fail).
func floorDiv(a, b int64) int64 {
	q, _ := intsem.FloorDiv(a, b)
	return q
}

func mod(a, b int64) int64 {
	m, _ := intsem.FloorMod(a, b)
	return m
}

// lin returns a random affine expression (text and value).
func (g *gen) lin() (string, func([]int64) int64) {
	n := len(g.names)
	coef := make([]int64, n)
	used := 0
	for used == 0 {
		for i := range coef {
			coef[i] = 0
			if g.r.Intn(2) == 0 {
				coef[i] = int64(g.r.Intn(7) - 3)
				if coef[i] != 0 {
					used++
				}
			}
		}
	}
	if g.r.Intn(25) == 0 { // a large coefficient now and then
		i := g.r.Intn(n)
		coef[i] = []int64{32769, -1000003, 65537}[g.r.Intn(3)]
	}
	c := int64(g.r.Intn(11) - 5)
	var parts []string
	for i, k := range coef {
		switch {
		case k == 0:
		case k == 1:
			parts = append(parts, g.names[i])
		case k == -1:
			parts = append(parts, "-"+g.names[i])
		default:
			parts = append(parts, fmt.Sprintf("%d%s", k, g.names[i]))
		}
	}
	parts = append(parts, strconv.FormatInt(c, 10))
	text := strings.ReplaceAll(strings.Join(parts, " + "), "+ -", "- ")
	return text, func(v []int64) int64 {
		s := c
		for i, k := range coef {
			s += k * v[i]
		}
		return s
	}
}

func cmpOp(r *rand.Rand) (string, func(a, b int64) bool) {
	switch r.Intn(4) {
	case 0:
		return "<=", func(a, b int64) bool { return a <= b }
	case 1:
		return "<", func(a, b int64) bool { return a < b }
	case 2:
		return "=", func(a, b int64) bool { return a == b }
	}
	return ">=", func(a, b int64) bool { return a >= b }
}

// atom returns one random condition.
func (g *gen) atom(depth int) formula {
	t, f := g.lin()
	switch k := g.r.Intn(10); {
	case k < 4:
		op, cmp := cmpOp(g.r)
		return formula{t + " " + op + " 0", func(v []int64) bool { return cmp(f(v), 0) }}
	case k == 4:
		m := int64(g.r.Intn(4) + 2)
		rr := int64(g.r.Intn(int(m)))
		return formula{fmt.Sprintf("(%s) mod %d = %d", t, m, rr), func(v []int64) bool { return mod(f(v), m) == rr }}
	case k == 5:
		m := int64(g.r.Intn(4) + 2)
		c := int64(g.r.Intn(4) + 1)
		u, fu := g.lin()
		star := "*" // isl does not read "3floor(...)" (we do, see parse_test)
		op, cmp := cmpOp(g.r)
		return formula{fmt.Sprintf("%d%sfloor((%s)/%d) %s %s", c, star, t, m, op, u),
			func(v []int64) bool { return cmp(c*floorDiv(f(v), m), fu(v)) }}
	case k == 6:
		m := int64(g.r.Intn(4) + 2)
		return formula{fmt.Sprintf("exists (e : %s = %de)", t, m), func(v []int64) bool { return mod(f(v), m) == 0 }}
	case k == 7:
		m := int64(g.r.Intn(5) + 2)
		w := int64(g.r.Intn(int(m-1)) + 1)
		return formula{fmt.Sprintf("exists (e : %de <= %s <= %de + %d)", m, t, m, w-1),
			func(v []int64) bool { return mod(f(v), m) <= w-1 }}
	case k == 8 && depth == 0:
		a := g.atom(1)
		return formula{"not (" + a.text + ")", func(v []int64) bool { return !a.eval(v) }}
	}
	op, cmp := cmpOp(g.r)
	return formula{t + " " + op + " 0", func(v []int64) bool { return cmp(f(v), 0) }}
}

// piece is a conjunction: the box plus 1-3 atoms, sometimes with a
// disjunction inside.
func (g *gen) piece() formula {
	var fs []formula
	np := g.np
	for i, b := range g.bounded {
		if b {
			n := g.names[np+i]
			fs = append(fs, formula{fmt.Sprintf("-%d <= %s <= %d", box, n, box), func(v []int64) bool {
				return v[np+i] >= -box && v[np+i] <= box
			}})
		}
	}
	for k := g.r.Intn(3) + 1; k > 0; k-- {
		a := g.atom(0)
		if g.r.Intn(6) == 0 {
			a1, b := a, g.atom(0)
			a = formula{"(" + a1.text + " or " + b.text + ")", func(v []int64) bool { return a1.eval(v) || b.eval(v) }}
		}
		fs = append(fs, a)
	}
	var texts []string
	for _, f := range fs {
		texts = append(texts, f.text)
	}
	return formula{strings.Join(texts, " and "), func(v []int64) bool {
		for _, f := range fs {
			if !f.eval(v) {
				return false
			}
		}
		return true
	}}
}

// testCase is one generated set or map.
type testCase struct {
	text    string
	isMap   bool
	nin     int
	np, nd  int
	bounded bool // every variable is boxed
	eval    func(v []int64) bool
}

func (g *gen) newCase(isMap bool) testCase {
	np := g.r.Intn(3)
	nd := g.r.Intn(3) + 1
	nin := 0
	if isMap {
		nd = g.r.Intn(3) + 2
		nin = g.r.Intn(nd-1) + 1
	}
	g.np = np
	g.names = nil
	for i := 0; i < np; i++ {
		g.names = append(g.names, []string{"p", "q"}[i])
	}
	var dims []string
	for i := 0; i < nd; i++ {
		dims = append(dims, []string{"x", "y", "z", "w"}[i])
	}
	g.names = append(g.names, dims...)
	g.bounded = make([]bool, nd)
	all := true
	for i := range g.bounded {
		g.bounded[i] = g.r.Intn(8) != 0
		all = all && g.bounded[i]
	}
	var ps []formula
	for k := g.r.Intn(2) + 1; k > 0; k-- {
		ps = append(ps, g.piece())
	}
	head := "[" + strings.Join(dims, ", ") + "]"
	if isMap {
		head = "[" + strings.Join(dims[:nin], ", ") + "] -> [" + strings.Join(dims[nin:], ", ") + "]"
	}
	var texts []string
	for _, p := range ps {
		texts = append(texts, head+" : "+p.text)
	}
	text := "{ " + strings.Join(texts, "; ") + " }"
	if np > 0 {
		text = "[" + strings.Join(g.names[:np], ", ") + "] -> " + text
	}
	return testCase{text: text, isMap: isMap, nin: nin, np: np, nd: nd, bounded: all, eval: func(v []int64) bool {
		for _, p := range ps {
			if p.eval(v) {
				return true
			}
		}
		return false
	}}
}

// points calls f on every point of the box in lexicographic order.
func points(nd int, f func(x []int64)) {
	x := make([]int64, nd)
	var rec func(int)
	rec = func(i int) {
		if i == nd {
			f(x)
			return
		}
		for v := int64(-box); v <= box; v++ {
			x[i] = v
			rec(i + 1)
		}
	}
	rec(0)
}

// isl talks to the harness process.
type isl struct {
	in  *bufio.Writer
	out *bufio.Scanner
	n   int
}

func startISL(path string) (*isl, func(), error) {
	cmd := exec.Command(path)
	w, err := cmd.StdinPipe()
	if err != nil {
		return nil, nil, err
	}
	r, err := cmd.StdoutPipe()
	if err != nil {
		return nil, nil, err
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return nil, nil, err
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	return &isl{in: bufio.NewWriter(w), out: sc}, func() { w.Close(); cmd.Wait() }, nil
}

// ask sends one request; it returns the status, result and isl's time.
func (c *isl) ask(op string, kind byte, texts []string, params []int64) (string, string, float64) {
	c.n++
	fields := []string{strconv.Itoa(c.n), op, string(kind)}
	fields = append(fields, texts...)
	for _, p := range params {
		fields = append(fields, strconv.FormatInt(p, 10))
	}
	fmt.Fprintln(c.in, strings.Join(fields, "\t"))
	c.in.Flush()
	if !c.out.Scan() {
		return "dead", "", 0
	}
	f := strings.Split(c.out.Text(), "\t")
	if len(f) < 4 {
		return "bad", "", 0
	}
	us, _ := strconv.ParseFloat(f[3], 64)
	return f[1], f[2], us
}

// run runs f with a (wall-clock) time limit and measures its CPU time;
// ok is false on timeout (f keeps running
// in the background: every operation of polyhedra has work limits, so it
// ends eventually).
func run[T any](f func() (T, error)) (res T, us float64, ok bool, err error) {
	type out struct {
		v   T
		d   time.Duration
		err error
	}
	ch := make(chan out, 1)
	if *gcBefore {
		runtime.GC()
	}
	job := func() {
		// The clock is read here, in the goroutine, around f alone:
		// read before the go statement it would also count the
		// scheduler waking an idle thread to run the goroutine (a
		// thread that spins looking for work), 5 to 150 µs of CPU per
		// call (median 10-20 µs with nothing to do, against 1-2 µs
		// here), more than isl's whole emptiness test.
		clock := cpuTime
		if *threadClock {
			clock = threadCPUTime
		}
		c0 := clock()
		defer func() {
			if r := recover(); r != nil {
				ch <- out{d: clock() - c0, err: fmt.Errorf("panic: %v", r)}
			}
		}()
		v, err := f()
		ch <- out{v, clock() - c0, err}
	}
	if *perCall {
		go func() {
			if *threadClock {
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
			}
			job()
		}()
	} else {
		if work == nil {
			work = startWorker()
		}
		work <- job
	}
	select {
	case o := <-ch:
		return o.v, float64(o.d.Nanoseconds()) / 1e3, true, o.err
	case <-time.After(*timeout):
		if !*perCall {
			// The worker is still running f: leave it to finish
			// (its channel closed, it then exits) and start a new
			// one for the next operation.
			close(work)
			work = nil
		}
		return res, float64(timeout.Microseconds()), false, nil
	}
}

// work is the channel of the goroutine that runs our operations (see
// startWorker); nil before the first operation and after a time-out.
var work chan func()

// startWorker starts the goroutine that runs our operations, one at a
// time (the goroutine is there for run's time-out). One long-lived
// goroutine rather than a new one per operation (the harness's way
// until 2026-11-23, still there with -percall): a new goroutine starts
// with a small stack, and every operation then paid for growing it
// (runtime.newstack copying it to fresh memory, 2 kB to 16-32 kB;
// about 14 µs of a median projection's 50 µs), a cost of the
// harness's time-out, not of polyhedra. isl's operations run on
// harness.c's one thread, whose stack has been in use since the start,
// as a caller's goroutine usually has. Under -threadclock the worker is
// locked to its thread, so that the thread's clock is the worker's.
func startWorker() chan func() {
	ch := make(chan func())
	go func() {
		if *threadClock {
			runtime.LockOSThread()
		}
		for job := range ch {
			job()
		}
	}()
	return ch
}

// cpuTime is the CPU time (user and system) of this process so far. The
// operations are timed by it rather than by the wall clock, as isl's are
// (CLOCK_PROCESS_CPUTIME_ID in harness.c): on a shared machine the wall
// clock mostly measures the other processes. Garbage collection running
// on other threads during an operation is counted, as it should be; an
// operation still running after a time-out (see run) would be counted
// too, and is reported.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// stats collects per-operation timings and outcomes.
type stats struct {
	ours, isl            map[string][]float64
	agree, total         map[string]int
	oursWrong, islWrong  map[string]int
	undecided, oursFail  map[string]int
	islFail, oursTimeout map[string]int
	notes                []string
	slow                 []slowOp // ours past 100 ms (time-outs included)
}

// slowOp is one operation of ours past 100 ms, with isl's time (-1: no
// answer from isl).
type slowOp struct {
	op        string
	ours, isl float64
	text      string
}

func newStats() *stats {
	m := func() map[string]int { return map[string]int{} }
	return &stats{ours: map[string][]float64{}, isl: map[string][]float64{}, agree: m(), total: m(),
		oursWrong: m(), islWrong: m(), undecided: m(), oursFail: m(), islFail: m(), oursTimeout: m()}
}

func (s *stats) note(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	s.notes = append(s.notes, msg)
	if *verbose {
		fmt.Fprintln(os.Stderr, msg)
	}
}

// verdict records one comparison: oursOK and islOK say whether each
// answer matched brute force (checked only when the two differ).
func (s *stats) verdict(op string, same bool, oursOK, islOK *bool, detail string) {
	s.total[op]++
	switch {
	case same:
		s.agree[op]++
	case oursOK == nil || islOK == nil:
		s.undecided[op]++
		s.note("%s: undecided disagreement: %s", op, detail)
	case !*oursOK:
		s.oursWrong[op]++
		s.note("%s: OURS WRONG: %s", op, detail)
	case !*islOK:
		s.islWrong[op]++
		s.note("%s: isl wrong: %s", op, detail)
	default:
		s.undecided[op]++
		s.note("%s: both match brute force?: %s", op, detail)
	}
}

func ptr(b bool) *bool { return &b }

func fixAll(s *polyhedra.Set, pv []int64) *polyhedra.Set {
	for i, p := range s.Space().Params {
		s, _ = s.FixParam(p, pv[i]) // p is a parameter of s
	}
	return s
}

// vbuf is a reused buffer for the points of the brute-force checks (the
// evaluators read their argument and keep nothing).
type vbuf []int64

// cat returns a followed by c, in b's memory.
func (b *vbuf) cat(a, c []int64) []int64 {
	*b = append(append((*b)[:0], a...), c...)
	return *b
}

// sameOnGrid compares two sets with the truth at every grid point:
// it returns whether a and b match it (truth is over params then dims).
func sameOnGrid(tc testCase, nd int, truth func(v []int64) bool, sets ...*polyhedra.Set) []bool {
	var buf vbuf
	ok := make([]bool, len(sets))
	for i := range ok {
		ok[i] = true
	}
	for _, pv := range pvals {
		pv := pv[:tc.np]
		points(nd, func(x []int64) {
			want := truth(buf.cat(pv, x))
			for i, s := range sets {
				if s != nil && s.Contains(pv, x) != want {
					ok[i] = false
				}
			}
		})
	}
	return ok
}

func main() {
	flag.Parse()
	c, stop, err := startISL(*harness)
	if err != nil {
		fmt.Fprintln(os.Stderr, "islcheck:", err)
		os.Exit(2)
	}
	defer stop()
	if *cpuprof != "" {
		f, err := os.Create(*cpuprof)
		if err != nil {
			fmt.Fprintln(os.Stderr, "islcheck:", err)
			os.Exit(2)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	st := newStats()
	g := &gen{r: rand.New(rand.NewSource(*seed))}
	if *dump != "" {
		var b strings.Builder
		for i := 0; i < *ncases; i++ {
			b.WriteString(g.newCase(i%3 == 2).text + "\n")
		}
		if err := os.WriteFile(*dump, []byte(b.String()), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "islcheck:", err)
			os.Exit(2)
		}
		return
	}
	for i := 0; i < *ncases; i++ {
		tc := g.newCase(i%3 == 2)
		t0 := time.Now()
		checkCase(c, st, tc)
		if d := time.Since(t0); d > 5*time.Second || *verbose {
			fmt.Fprintf(os.Stderr, "case %d took %v: %s\n", i, d.Round(time.Millisecond), tc.text)
		}
	}
	report(st)
}

// want reports whether op was selected with -ops.
func want(op string) bool {
	return *only == "" || slices.Contains(strings.Split(*only, ","), op)
}

func (tc testCase) kind() byte {
	if tc.isMap {
		return 'M'
	}
	return 'S'
}

func checkCase(c *isl, st *stats, tc testCase) {
	// The brute-force checks build each point in buffers of their own
	// instead of a fresh slice per point: such slices would be most of
	// the harness's garbage, whose collection would run during our
	// timed operations (isl's harness has no collector and does nothing
	// between operations).
	var buf, pbuf, dbuf, lbuf vbuf
	ours, err := polyhedra.Parse(tc.text)
	if err != nil {
		st.note("parse: ours rejects %s: %v", tc.text, err)
		st.oursFail["parse"]++
		return
	}
	k := tc.kind()
	// Round trips: isl's print parsed by us, our print read by isl.
	if !want("roundtrip") {
	} else if status, printed, _ := c.ask("print", k, []string{tc.text}, nil); status == "ok" {
		back, err := polyhedra.Parse(printed)
		switch {
		case err != nil:
			st.verdict("isl→ours", false, ptr(false), ptr(true), fmt.Sprintf("%s: cannot parse isl's %s: %v", tc.text, printed, err))
		default:
			eq, _, done, _ := run(func() (bool, error) { return back.IsEqual(ours), nil })
			if !done {
				st.oursTimeout["isl→ours"]++
			} else {
				st.verdict("isl→ours", eq, ptr(false), nil, fmt.Sprintf("%s: isl prints %s, read back as %s", tc.text, printed, back))
			}
		}
	} else {
		st.islFail["print"]++
		st.note("isl cannot read %s", tc.text)
		return
	}
	if !want("roundtrip") {
	} else if status, res, _ := c.ask("equal", k, []string{tc.text, ours.String()}, nil); status == "ok" {
		st.verdict("ours→isl", res == "1", ptr(false), nil, fmt.Sprintf("%s: we print %s, isl reads another set", tc.text, ours))
	} else {
		st.islFail["ours→isl"]++
		st.note("ours→isl: isl cannot read our %s", ours)
	}
	truth := tc.eval
	// fresh re-parses the input under -freshparse: isl's time follows
	// its own parse of the input (harness.c), which leaves the input in
	// the caches; ours would otherwise follow other work (isl's calls,
	// the enumeration that checks the previous answer).
	fresh := func() {
		if *freshParse {
			if s, err := polyhedra.Parse(tc.text); err == nil {
				ours = s
			}
		}
	}
	// Emptiness (for every parameter value).
	if want("empty") {
		fresh()
		e, us, done, _ := run(func() (bool, error) { return ours.IsEmpty(), nil })
		status, res, ius := c.ask("empty", k, []string{tc.text}, nil)
		if record(st, "empty", tc.text, us, done, nil, status, ius) {
			found := false
			for _, pv := range pvals {
				points(tc.nd, func(x []int64) { found = found || truth(buf.cat(pv[:tc.np], x)) })
			}
			var oursOK, islOK *bool
			if found {
				oursOK, islOK = ptr(!e), ptr(res == "0")
			}
			st.verdict("empty", e == (res == "1"), oursOK, islOK, tc.text)
		}
	}
	if !tc.isMap && tc.nd >= 2 && want("project") {
		fresh()
		checkSetOp(c, st, tc, ours, "project", func() (*polyhedra.Set, error) {
			return ours.ProjectOut(ours.Space().Out[tc.nd-1])
		}, tc.nd-1, func(v []int64) bool {
			w := append(pbuf.cat(v, nil), 0)
			for x := int64(-box); x <= box; x++ {
				if w[len(w)-1] = x; truth(w) {
					return true
				}
			}
			return false
		})
	}
	if tc.isMap && want("domain") {
		for _, op := range []string{"domain", "range"} {
			nd, lo := tc.nin, 0
			if op == "range" {
				nd, lo = tc.nd-tc.nin, tc.nin
			}
			fresh()
			checkSetOp(c, st, tc, ours, op, func() (*polyhedra.Set, error) {
				if op == "domain" {
					return ours.Domain()
				}
				return ours.Range()
			}, nd, func(v []int64) bool {
				found := false
				pv := v[:tc.np]
				points(tc.nd-nd, func(y []int64) {
					var full []int64
					if lo == 0 {
						full = append(dbuf.cat(pv, v[tc.np:]), y...)
					} else {
						full = append(dbuf.cat(pv, y), v[tc.np:]...)
					}
					dbuf = full
					found = found || truth(full)
				})
				return found
			})
		}
	}
	if !tc.bounded && want("count") {
		// Counts must be infinite at some parameter value; we only check
		// that neither library gives a finite count where the other says
		// infinite.
		for _, pv := range pvals[:2] {
			pv := pv[:tc.np]
			pw, us, done, err := run(func() (*polyhedra.PwQPoly, error) { return fixAll(ours, pv).Count() })
			status, res, ius := c.ask("count", k, []string{tc.text}, pv)
			if record(st, "count (unbounded)", tc.text, us, done, nil, status, ius) {
				oursInf := err == polyhedra.ErrUnbounded
				if err != nil && !oursInf {
					st.oursFail["count (unbounded)"]++
					st.note("count (unbounded): %s at %v: %v", tc.text, pv, err)
					continue
				}
				ourVal := ""
				if !oursInf {
					ourVal = pw.Eval(pv).RatString()
				}
				st.verdict("count (unbounded)", (res == "infty") == oursInf && (oursInf || res == ourVal), nil, nil,
					fmt.Sprintf("%s at %v: ours %s (unbounded %v), isl %s", tc.text, pv, ourVal, oursInf, res))
			}
		}
		return
	}
	if !tc.bounded {
		return
	}
	for _, pv := range pvals[:2] {
		pv := pv[:tc.np]
		// Count at fixed parameters.
		if want("count") {
			pw, us, done, err := run(func() (*polyhedra.PwQPoly, error) { return fixAll(ours, pv).Count() })
			status, res, ius := c.ask("count", k, []string{tc.text}, pv)
			if record(st, "count", tc.text, us, done, err, status, ius) {
				want := int64(0)
				points(tc.nd, func(x []int64) {
					if truth(buf.cat(pv, x)) {
						want++
					}
				})
				got := pw.Eval(pv)
				exact := pw.Exact
				ourOK := (exact && got.Cmp(big.NewRat(want, 1)) == 0) || (!exact && got.Cmp(big.NewRat(want, 1)) >= 0)
				if !exact {
					st.note("count: ours inexact %s at %v: %s >= %d", tc.text, pv, got.RatString(), want)
				}
				st.verdict("count", exact && got.RatString() == res || !exact && ourOK && res == strconv.FormatInt(want, 10),
					ptr(ourOK), ptr(res == strconv.FormatInt(want, 10)),
					fmt.Sprintf("%s at %v: ours %s, isl %s, brute force %d", tc.text, pv, got.RatString(), res, want))
			}
		}
		// Point-wise lexmin and lexmax.
		if !tc.isMap && want("lexminat") {
			for _, op := range []string{"lexminat", "lexmaxat"} {
				type pt struct {
					x  []int64
					ok bool
				}
				p, us, done, err := run(func() (pt, error) {
					var x []int64
					var ok bool
					var err error
					if op == "lexminat" {
						x, ok, err = ours.LexMin(pv)
					} else {
						x, ok, err = ours.LexMax(pv)
					}
					return pt{x, ok}, err
				})
				status, res, ius := c.ask(op, k, []string{tc.text}, pv)
				if record(st, op, tc.text, us, done, err, status, ius) {
					var want []int64
					points(tc.nd, func(x []int64) {
						if truth(buf.cat(pv, x)) && (want == nil || op == "lexmaxat") {
							want = slices.Clone(x)
						}
					})
					str := func(x []int64, ok bool) string {
						if !ok {
							return "none"
						}
						var s []string
						for _, v := range x {
							s = append(s, strconv.FormatInt(v, 10))
						}
						return strings.Join(s, " ")
					}
					w := str(want, want != nil)
					o := str(p.x, p.ok)
					st.verdict(op, o == res, ptr(o == w), ptr(res == w), fmt.Sprintf("%s at %v: ours %s, isl %s, brute force %s", tc.text, pv, o, res, w))
				}
			}
		}
		// Fibre maxima.
		if tc.isMap && want("fibremax") {
			type mx struct{ a, b *big.Rat }
			m, us, done, err := run(func() (mx, error) {
				f, err := fixAll(ours, pv).Fibres()
				if err != nil {
					return mx{}, err
				}
				return mx{f.MaxPerSource.Eval(pv), f.MaxPerTarget.Eval(pv)}, nil
			})
			status, res, ius := c.ask("fibremax", k, []string{tc.text}, pv)
			if record(st, "fibremax", tc.text, us, done, err, status, ius) {
				src, tgt := map[[4]int64]int64{}, map[[4]int64]int64{}
				var ma, mb int64
				points(tc.nd, func(x []int64) {
					if truth(buf.cat(pv, x)) {
						var a, b [4]int64
						copy(a[:], x[:tc.nin])
						copy(b[:], x[tc.nin:])
						src[a]++
						tgt[b]++
						ma, mb = max(ma, src[a]), max(mb, tgt[b])
					}
				})
				w := fmt.Sprintf("%d %d", ma, mb)
				o := m.a.RatString() + " " + m.b.RatString()
				// Inexact maxima are upper bounds: sound when not below.
				oursOK := m.a.Cmp(big.NewRat(ma, 1)) >= 0 && m.b.Cmp(big.NewRat(mb, 1)) >= 0
				st.verdict("fibremax", o == res || (oursOK && res == w), ptr(o == w), ptr(res == w),
					fmt.Sprintf("%s at %v: ours %s, isl %s, brute force %s", tc.text, pv, o, res, w))
			}
		}
	}
	// Parametric lexmin/lexmax of a set (compared on the grid).
	if !tc.isMap && want("lexmin") {
		for _, op := range []string{"lexmin", "lexmax"} {
			checkSetOp(c, st, tc, ours, op, func() (*polyhedra.Set, error) {
				if op == "lexmin" {
					return ours.LexMinSet()
				}
				return ours.LexMaxSet()
			}, tc.nd, func(v []int64) bool {
				if !truth(v) {
					return false
				}
				better := false
				points(tc.nd, func(y []int64) {
					w := lbuf.cat(v[:tc.np], y)
					c := slices.Compare(y, v[tc.np:])
					if (op == "lexmin" && c < 0 || op == "lexmax" && c > 0) && truth(w) {
						better = true
					}
				})
				return !better
			})
		}
	}
}

// record adds the timings of one operation; it returns false (after
// counting the failure) when either side has no answer.
func record(st *stats, op, text string, us float64, done bool, err error, status string, ius float64) bool {
	if us > 1e5 || !done {
		is := -1.0
		if status == "ok" {
			is = ius
		}
		st.slow = append(st.slow, slowOp{op, us, is, text})
	}
	if !done {
		st.note("%s: ours times out: %s", op, text)
		st.oursTimeout[op]++
		st.ours[op] = append(st.ours[op], us)
		return false
	}
	st.ours[op] = append(st.ours[op], us)
	if status == "ok" {
		st.isl[op] = append(st.isl[op], ius)
	}
	if err != nil {
		st.oursFail[op]++
		st.note("%s: ours fails: %v: %s", op, err, text)
		return false
	}
	if status != "ok" {
		st.islFail[op]++
		return false
	}
	return true
}

// checkSetOp compares an operation whose result is a set: isl's printed
// result is parsed by us and compared with ours by IsEqual; when they
// differ, both are compared with brute force on the grid.
func checkSetOp(c *isl, st *stats, tc testCase, ours *polyhedra.Set, op string, f func() (*polyhedra.Set, error), nd int, truth func(v []int64) bool) {
	r, us, done, err := run(f)
	status, res, ius := c.ask(op, tc.kind(), []string{tc.text}, nil)
	if !record(st, op, tc.text, us, done, err, status, ius) {
		return
	}
	theirs, perr := polyhedra.Parse(res)
	if perr != nil {
		st.verdict(op, false, nil, nil, fmt.Sprintf("%s: cannot parse isl's result %s: %v", tc.text, res, perr))
		return
	}
	eq, _, done, _ := run(func() (bool, error) { return r.IsEqual(theirs), nil })
	if !done {
		// Not compared as sets: check both answers against brute force
		// on the grid instead (a wrong answer of ours is still found
		// there; a disagreement outside the grid is not).
		st.oursTimeout[op+" (IsEqual)"]++
		ok := sameOnGrid(tc, nd, truth, r, theirs)
		st.verdict(op+" (on the grid)", ok[0] && ok[1], ptr(ok[0]), ptr(ok[1]), fmt.Sprintf("%s:\n  ours %s\n  isl  %s", tc.text, r, res))
		st.note("%s: the comparison of the answers (IsEqual) times out; on the grid ours %v, isl %v: %s", op, ok[0], ok[1], tc.text)
		return
	}
	var oursOK, islOK *bool
	if !eq {
		ok := sameOnGrid(tc, nd, truth, r, theirs)
		oursOK, islOK = ptr(ok[0]), ptr(ok[1])
		if ok[0] && ok[1] {
			oursOK, islOK = nil, nil // they differ outside the grid
		}
	}
	st.verdict(op, eq, oursOK, islOK, fmt.Sprintf("%s:\n  ours %s\n  isl  %s", tc.text, r, res))
}

func quantile(xs []float64, q float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	sort.Float64s(s)
	i := int(q * float64(len(s)-1))
	return s[i]
}

func over(xs []float64, lim float64) int {
	n := 0
	for _, x := range xs {
		if x > lim {
			n++
		}
	}
	return n
}

func report(st *stats) {
	var ops []string
	for op := range st.total {
		ops = append(ops, op)
	}
	for _, m := range []map[string]int{st.oursTimeout, st.oursFail, st.islFail} {
		// e.g. "project (IsEqual)": the check of an answer timed out
		for op := range m {
			if !slices.Contains(ops, op) {
				ops = append(ops, op)
			}
		}
	}
	for op := range st.ours {
		if !slices.Contains(ops, op) {
			ops = append(ops, op)
		}
	}
	sort.Strings(ops)
	fmt.Println("| operation | compared | agree | ours wrong | isl wrong | undecided | ours error | ours timeout | isl error |")
	fmt.Println("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
	for _, op := range ops {
		fmt.Printf("| %s | %d | %d | %d | %d | %d | %d | %d | %d |\n", op, st.total[op], st.agree[op], st.oursWrong[op], st.islWrong[op],
			st.undecided[op], st.oursFail[op], st.oursTimeout[op], st.islFail[op])
	}
	fmt.Println()
	fmt.Println("| operation (µs) | n | ours median | isl median | ratio | ours p90 | isl p90 | ours max | isl max | ours > 100 ms | isl > 100 ms |")
	fmt.Println("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
	for _, op := range ops {
		o, i := st.ours[op], st.isl[op]
		if len(o) == 0 {
			continue
		}
		ratio := 0.0
		if m := quantile(i, 0.5); m > 0 {
			ratio = quantile(o, 0.5) / m
		}
		fmt.Printf("| %s | %d | %.0f | %.0f | %.1f | %.0f | %.0f | %.0f | %.0f | %d | %d |\n", op, len(o),
			quantile(o, 0.5), quantile(i, 0.5), ratio, quantile(o, 0.9), quantile(i, 0.9), quantile(o, 1), quantile(i, 1),
			over(o, 1e5), over(i, 1e5))
	}
	if len(st.slow) > 0 {
		// The operations the second target is about: ours past
		// 100 ms, by isl's time (under 10 ms first).
		sort.SliceStable(st.slow, func(i, j int) bool { return st.slow[i].isl < st.slow[j].isl })
		fmt.Println()
		fmt.Println("| ours > 100 ms | ours ms | isl ms | input |")
		fmt.Println("|---|---:|---:|---|")
		for _, s := range st.slow {
			is := "-"
			if s.isl >= 0 {
				is = fmt.Sprintf("%.1f", s.isl/1000)
			}
			fmt.Printf("| %s | %.0f | %s | `%s` |\n", s.op, s.ours/1000, is, s.text)
		}
	}
	if len(st.notes) > 0 {
		fmt.Println()
		fmt.Printf("%d notes (first 40):\n\n", len(st.notes))
		for i, n := range st.notes {
			if i == 40 {
				break
			}
			fmt.Println("    " + strings.ReplaceAll(n, "\n", "\n    "))
		}
	}
}
