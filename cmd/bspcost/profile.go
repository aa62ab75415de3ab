package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"math/big"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"

	"bspcost/driver"
	"bspcost/frontend"
	"bspcost/internal/input"
	"bspcost/internal/predict"
	"bspcost/profile"
)

// profileTimeout is profile's default bound on the run of the program.
const profileTimeout = 60 * time.Second

const profileSynopsis = "bspcost profile -p P [--word-size B] [-I DIR]... [--at NAME=VALUE]... [--timeout D] [--analysis-timeout D] [--memory BYTES] [--json] [--plot FILE|--svg FILE|--png FILE|--pdf FILE] [--size WxH] [--no-bound] [--entry F] [--param NAME]... [--requires EXPR] prog.c [more.c...] [-- program arguments]"

// atFlag collects --at NAME=VALUE (repeatable, or comma-separated); p
// may be given, the value of -p.
type atFlag map[string]int64

func (f atFlag) String() string { return "" }

func (f atFlag) Set(s string) error { return addAtValues(f, s, true) }

// runProfile is "bspcost profile": it builds a BSPlib C program against
// the counting runtime (package profile), runs it with P processes, prints
// the measured W and h of every superstep and the totals W, H, S, and
// compares the totals with the bound check computes for the first file,
// evaluated at the p the program ran with and the --at values. Exit
// status: 1 the program misbehaved or a measured total is above the bound
// (a soundness bug of the analysis), 2 bad input, 3 no bound (unless
// --no-bound), 4 a limit (--timeout, --memory), 5 internal.
func runProfile(args []string, stdout, stderr io.Writer) int {
	// The program's own arguments follow "--"; they are not bspcost's.
	var progArgs []string
	for i, a := range args {
		if a == "--" {
			args, progArgs = args[:i], args[i+1:]
			break
		}
	}
	fs := newFlagSet("profile", profileSynopsis, stderr)
	p := fs.Int("p", 0, "number of processes (required)")
	wordSize := fs.Int("word-size", 8, "bytes per word counted by h")
	var includes, params stringList
	fs.Var(&includes, "I", "a folder of headers for the C compiler (repeatable)")
	at := atFlag{}
	fs.Var(at, "at", "`NAME=VALUE` of a parameter: the SPMD function's argument (programs without main) and the point of the bound (repeatable)")
	timeout := fs.Duration("timeout", profileTimeout, "bound on the wall time of the program's run (0: none)")
	analysisTimeout := fs.Duration("analysis-timeout", checkTimeout, "bound on the analysis time of the bound, as check's --timeout")
	memory := fs.String("memory", "1G", "limit on the address space of each process (bytes, or with a K, M or G suffix)")
	asJSON := fs.Bool("json", false, "print the measurements as one JSON object")
	noBound := fs.Bool("no-bound", false, "measure only: do not compare with the bound of check")
	entry := fs.String("entry", "", "the SPMD function (default: the one that calls bsp_begin)")
	fs.Var(&params, "param", "for the bound: a global int variable that is a program parameter (repeatable)")
	requires := fs.String("requires", "", "for the bound: assumptions on the parameters, in .bsp syntax")
	var plots plotFlags
	plots.register(fs, false)
	files, code, ok := parseArgs(fs, args)
	if !ok {
		return code
	}
	if err := plots.resolve(fs, stdout); err != nil {
		fmt.Fprintf(stderr, "bspcost profile: %v\n", err)
		return exitBadInput
	}
	if *asJSON && plots.toStdout() {
		fmt.Fprintf(stderr, "bspcost profile: --json and a plot on standard output (--%s -) exclude each other\n", plots.opt.Format)
		return exitBadInput
	}
	pSet := false
	fs.Visit(func(f *flag.Flag) { pSet = pSet || f.Name == "p" })
	switch {
	case len(files) == 0:
		fmt.Fprintln(stderr, "bspcost profile: no program file given")
		fs.Usage()
		return exitBadInput
	case !pSet:
		fmt.Fprintln(stderr, "bspcost profile: missing -p (the number of processes)")
		return exitBadInput
	case *p < 1:
		fmt.Fprintf(stderr, "bspcost profile: -p must be at least 1, not %d\n", *p)
		return exitBadInput
	case *wordSize < 1:
		fmt.Fprintln(stderr, "bspcost profile: --word-size must be positive")
		return exitBadInput
	case *timeout < 0:
		fmt.Fprintln(stderr, "bspcost profile: --timeout must not be negative")
		return exitBadInput
	case *analysisTimeout <= 0:
		fmt.Fprintln(stderr, "bspcost profile: --analysis-timeout must be positive")
		return exitBadInput
	}
	for _, f := range files {
		if !isCFile(f) {
			fmt.Fprintf(stderr, "bspcost profile: %s: want .c or .ll files\n", f)
			return exitBadInput
		}
	}
	mem, err := parseBytes(*memory)
	if err != nil {
		fmt.Fprintf(stderr, "bspcost profile: --memory: %v\n", err)
		return exitBadInput
	}
	if v, ok := at["p"]; ok && v != int64(*p) {
		fmt.Fprintf(stderr, "bspcost profile: --at p=%d differs from -p %d\n", v, *p)
		return exitBadInput
	}
	delete(at, "p")

	// An interrupt stops the run the way the time limit does: the
	// program's process group is killed and the build folder removed.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	cfg := profile.Config{Files: files, Includes: includes, P: *p, Args: progArgs,
		Stdin: os.Stdin, Stdout: stderr, Stderr: stderr, WordSize: *wordSize,
		Timeout: *timeout, Memory: mem, Entry: *entry, Params: at}
	res, err := profile.Run(ctx, cfg)
	rep := &profileReport{File: files[0], Status: exitOK}
	if err != nil {
		var pe *profile.Error
		if !errors.As(err, &pe) {
			fmt.Fprintf(stderr, "bspcost profile: %v\n", err)
			return exitInternal
		}
		rep.Error = pe.Msg
		rep.Status = profileErrCode(pe.Kind)
		fmt.Fprintf(stderr, "%s: %s\n", files[0], pe.Msg)
		if pe.Partial != nil && pe.Partial.P > 0 {
			rep.Partial = true
			res = pe.Partial
		}
	}
	if res != nil && res.P > 0 {
		rep.Result = res
		if res.ExitStatus != 0 {
			fmt.Fprintf(stderr, "%s: the program exited with status %d\n", files[0], res.ExitStatus)
			rep.Status = max(rep.Status, exitWrongProg)
		}
	}
	if err == nil && !*noBound {
		// The bound of the whole program: every file, with the same
		// include folders, as check analyses it.
		copts := &cOptions{wordSize: *wordSize, params: params, requires: *requires, entry: *entry, work: "flops"}
		for _, d := range includes {
			copts.cflags = append(copts.cflags, "-I", d)
		}
		first := copts.cInputs(files)
		rep.boundWithin(*analysisTimeout, first[0], copts, at, res)
	}
	text := stdout
	if plots.toStdout() {
		text = stderr // the plot has standard output
	}
	if *asJSON {
		b, err := json.Marshal(rep.jsonForm())
		if err != nil {
			fmt.Fprintf(stderr, "bspcost profile: %v\n", err)
			return exitInternal
		}
		fmt.Fprintf(stdout, "%s\n", b)
	} else {
		rep.writeText(text, stderr)
	}
	if rep.Result != nil && len(rep.Result.Steps) > 0 {
		if code := plots.write("profile", stdout, stderr, func(w io.Writer, opt predict.Options) error {
			return predict.PlotSupersteps(w, rep.plotData(), opt)
		}); code != exitOK {
			return max(rep.Status, code)
		}
	}
	return rep.Status
}

// plotData is the run per superstep for the plot, with the h bounds.
func (rep *profileReport) plotData() predict.Supersteps {
	res := rep.Result
	d := predict.Supersteps{Title: rep.File + ": " + runPointText(res)}
	for k, st := range res.Steps {
		d.W, d.H = append(d.W, st.W), append(d.H, st.H)
		b := math.NaN()
		if k < len(rep.Steps) && rep.Steps[k].H != nil {
			b, _ = rep.Steps[k].H.Float64()
		}
		d.HBound = append(d.HBound, b)
		wb := math.NaN()
		if k < len(rep.Steps) && rep.Steps[k].W != nil {
			wb, _ = rep.Steps[k].W.Float64()
		}
		d.WBound = append(d.WBound, wb)
	}
	return d
}

// runPointText is "p = 4, N = 16" of a run.
func runPointText(res *profile.Result) string {
	s := fmt.Sprintf("p = %d", res.P)
	for _, k := range sortedKeys(res.Params) {
		s += fmt.Sprintf(", %s = %d", k, res.Params[k])
	}
	return s
}

// profileErrCode is the exit code of an error of the profiler.
func profileErrCode(k profile.ErrKind) int {
	switch k {
	case profile.ErrInput:
		return exitBadInput
	case profile.ErrProgram:
		return exitWrongProg
	case profile.ErrLimit:
		return exitLimit
	}
	return exitInternal
}

// parseBytes reads "1073741824", "512M", "1G".
func parseBytes(s string) (int64, error) {
	mult := int64(1)
	switch {
	case strings.HasSuffix(s, "K"):
		mult, s = 1<<10, strings.TrimSuffix(s, "K")
	case strings.HasSuffix(s, "M"):
		mult, s = 1<<20, strings.TrimSuffix(s, "M")
	case strings.HasSuffix(s, "G"):
		mult, s = 1<<30, strings.TrimSuffix(s, "G")
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil || v <= 0 || v > (1<<50)/mult {
		return 0, fmt.Errorf("%q is not a size in bytes (such as 1G or 512M)", s)
	}
	return v * mult, nil
}

// profileReport is what profile prints.
type profileReport struct {
	File   string
	Result *profile.Result
	// Partial: the run ended with an error; Result is what was measured.
	Partial bool
	Error   string
	// Bound is check's bound of the first file (nil: not computed);
	// BoundErr why there is none; At the bound at the run's point.
	Bound    *boundResult
	BoundErr string
	At       *atResult
	// Steps are the analysed bounds of the measured supersteps (their
	// h), Sections the comparison per opening barrier; SectionsNote says
	// why there is none.
	Steps        []stepCheck
	Sections     []profileSection
	SectionsNote string
	// SectionsLibrary: a library's barriers ran, and the sections are
	// compared from each program barrier to the next (profileSections).
	SectionsLibrary bool
	// Above names what was measured above its bound: the totals ("W",
	// "H", "S"), a superstep's h, a section's W, H or count.
	Above  []string
	Status int
	// Contracts are the program's calls charged by a cost contract
	// ("name at file:line"): trusted, so a value above the bound may be a
	// false contract rather than a bug of the analysis.
	Contracts []string
}

// boundWithin is boundAt bounded in time: the analysis stops itself at
// timeout (profile's --analysis-timeout, check's --timeout by default: the
// solver's deadline), and this watchdog, as check's,
// is the backstop for a stage that does not look at the clock (it is then
// left running; the command ends soon after).
func (rep *profileReport) boundWithin(timeout time.Duration, file string, copts *cOptions, at map[string]int64, res *profile.Result) {
	done := make(chan *profileReport, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- &profileReport{BoundErr: fmt.Sprintf("internal error of the analysis: %v", r), Status: exitInternal}
			}
		}()
		r := &profileReport{File: rep.File}
		boundAtRuns(file, copts, at, timeout, []*profile.Result{res}, []*profileReport{r})
		done <- r
	}()
	d := timeout + checkGrace
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case r := <-done:
		rep.Bound, rep.BoundErr, rep.At, rep.Above = r.Bound, r.BoundErr, r.At, r.Above
		rep.Steps, rep.Sections, rep.SectionsNote, rep.SectionsLibrary = r.Steps, r.Sections, r.SectionsNote, r.SectionsLibrary
		rep.Contracts = r.Contracts
		rep.Status = max(rep.Status, r.Status)
	case <-timer.C:
		rep.BoundErr = fmt.Sprintf("the analysis did not end within %v", d)
		rep.Status = max(rep.Status, exitLimit)
	}
}

// boundAt computes the bound of file as check does (the C front end, the
// alignment check, the cost analysis: analyseBound, here without a cache)
// and evaluates it at p = the processes the program ran with and the
// parameters at; it records the totals measured above it.
func (rep *profileReport) boundAt(file string, copts *cOptions, at map[string]int64, res *profile.Result) {
	boundAtRuns(file, copts, at, checkTimeout, []*profile.Result{res}, []*profileReport{rep})
}

// boundAtRuns is boundAt for several runs of one program (at different p),
// with one analysis stopped at timeout: reps[i] gets the comparison of
// runs[i].
func boundAtRuns(file string, copts *cOptions, at map[string]int64, timeout time.Duration, runs []*profile.Result, reps []*profileReport) {
	noBoundAll := func(msg string, code int) {
		for _, rep := range reps {
			rep.BoundErr = msg
			rep.Status = max(rep.Status, code)
		}
	}
	// checkAt before the analysis, as check does (the instrumented
	// program shares the source's nodes): the point of every run.
	points := make([]*atResult, len(runs))
	atErrs := make([]error, len(runs))
	var unset []string
	checkPoint := func(r *driver.Report) bool {
		var params map[string]int64
		params, unset = fillUnrequired(r.Program, at)
		good := false
		for i, res := range runs {
			points[i], atErrs[i] = checkAt(r.Program, &atPoint{P: int64(res.P), HasP: true, Params: params})
			if atErrs[i] == nil {
				good = true
				for _, name := range unset {
					delete(points[i].Params, name)
				}
			}
		}
		return good
	}
	dr, b, _, err := analyseBound(file, copts, nil, boundOptions{Timeout: timeout, Supersteps: true}, checkPoint)
	switch {
	case err != nil:
		noBoundAll("the C front end failed: "+err.Error(), exitNoBound)
		return
	case dr.Program == nil:
		var msgs []string
		for _, d := range dr.Diagnostics {
			msgs = append(msgs, d.Error())
		}
		code := exitNoBound
		if dr.Status == driver.StatusLimit {
			code = exitLimit
		}
		noBoundAll("the program is outside the analysed subset: "+strings.Join(msgs, "; "), code)
		return
	case !dr.Align.Aligned:
		noBoundAll("the barriers are not textually aligned (bspcost check says where)", exitNoBound)
		return
	}
	for i, rep := range reps {
		if atErrs[i] != nil {
			rep.BoundErr = "--at: " + atErrs[i].Error()
			rep.Status = max(rep.Status, exitBadInput)
			continue
		}
		rep.compare(dr, b, points[i], unset, at, runs[i])
	}
}

// compare records in rep how the run res compares with the bound b of
// the analysis dr, at the run's point.
func (rep *profileReport) compare(dr *driver.Report, b *boundResult, point *atResult, unset []string, at map[string]int64, res *profile.Result) {
	noBound := func(msg string, code int) {
		rep.BoundErr = msg
		rep.Status = max(rep.Status, code)
	}
	var err error
	prog := dr.Program
	for _, call := range prog.ContractCalls {
		f, pos := prog.Where(call.Pos)
		rep.Contracts = append(rep.Contracts, fmt.Sprintf("%s at %s:%d", call.Contract.Name, input.Name(f), pos.Line))
	}
	rep.Bound = b
	if b.Err != "" {
		noBound(b.Err, max(b.Code, exitNoBound))
		return
	}
	if rep.At, err = point.evalBound(&b.W, &b.H, &b.S); err != nil {
		if len(unset) > 0 {
			noBound(fmt.Sprintf("--at: no value for parameter %s", strings.Join(unset, ", ")), exitBadInput)
			return
		}
		noBound("--at: "+err.Error(), exitInternal)
		return
	}
	for _, r := range []struct {
		name     string
		measured int64
		bound    *big.Rat
	}{{"W", res.W, rep.At.W}, {"H", res.H, rep.At.H}, {"S", res.S, rep.At.S}} {
		if r.bound == nil {
			continue
		}
		if new(big.Rat).SetInt64(r.measured).Cmp(r.bound) > 0 {
			rep.Above = append(rep.Above, r.name)
		}
	}
	// Per superstep: h against its analysed bound (the h-relations of
	// the analysis: there is a bound, so they were analysed).
	rep.Steps = checkSteps(prog, dr.HRelation, res, at)
	checkStepWork(prog, b, res, point, rep.Steps)
	for k, sc := range rep.Steps {
		if w := res.Steps[k].W; sc.W != nil && new(big.Rat).SetInt64(w).Cmp(sc.W) > 0 {
			rep.Above = append(rep.Above, fmt.Sprintf("W of superstep %d (%d > %s)", k, w, ratText(sc.W)))
		}
		if h := res.Steps[k].H; sc.H != nil && new(big.Rat).SetInt64(h).Cmp(sc.H) > 0 {
			rep.Above = append(rep.Above, fmt.Sprintf("h of superstep %d (%d > %s)", k, h, ratText(sc.H)))
		}
	}
	// Per section: the supersteps each barrier opens.
	switch {
	case res.Truncated:
		rep.SectionsNote = "not compared: only the first supersteps are listed"
	case libraryBarriers(res) && sitesDiffer(res):
		rep.SectionsNote = "not compared: a collective library's barriers ran, and processes reached different barriers"
	case b.SectionsNote != "":
		rep.SectionsNote = "not compared: " + b.SectionsNote
	case len(b.Sections) == 0:
		rep.SectionsNote = "not compared: the analysis has no sections"
	default:
		rep.Sections = profileSections(prog, b, res, point, libraryBarriers(res))
		if libraryBarriers(res) {
			rep.SectionsLibrary = true
		}
	}
	for _, sc := range rep.Sections {
		for _, r := range []struct {
			name     string
			measured int64
			bound    *big.Rat
		}{{"W", sc.W, sc.Bound.W}, {"H", sc.H, sc.Bound.H}, {"supersteps", sc.Steps, sc.Bound.S}} {
			if r.bound != nil && new(big.Rat).SetInt64(r.measured).Cmp(r.bound) > 0 {
				rep.Above = append(rep.Above, fmt.Sprintf("%s of the supersteps opened by %s (%d > %s)", r.name, sc.Label, r.measured, ratText(r.bound)))
			}
		}
	}
	if len(rep.Above) > 0 {
		rep.Status = max(rep.Status, exitWrongProg)
	} else if b.Code != exitOK {
		noBound("a resource has no bound", b.Code)
	}
}

// sitesDiffer reports whether the processes reached different barriers
// at the end of some superstep.
func sitesDiffer(res *profile.Result) bool {
	for _, st := range res.Steps {
		if st.SitesDiffer {
			return true
		}
	}
	return false
}

// libraryBarriers reports whether a barrier of the run was a library's
// (the runtime's collectives: no site in the program's text). A contract
// charges a collective's supersteps at its call, where the analysis puts
// its barrier; the library may synchronise elsewhere (bsc_sync), so the
// supersteps each barrier opened cannot be matched with the sections.
func libraryBarriers(res *profile.Result) bool {
	for _, st := range res.Steps {
		for _, pr := range st.Procs {
			if pr.Site.File == "" {
				return true
			}
		}
	}
	return false
}

// fillUnrequired gives the parameters of prog that at has no value for
// and the requires clause does not name a placeholder value, so that the
// point can be checked; it returns them. A bound is evaluated without
// them (they are removed from the point): one that depends on them is
// not compared, and the totals' bound is then an error asking for their
// values. So the parameters a bound does not use (a library's constants,
// the result of a collective that only orders its supersteps) need no
// --at.
func fillUnrequired(prog *frontend.Program, at map[string]int64) (map[string]int64, []string) {
	named := map[string]bool{}
	if prog.Requires != nil {
		frontend.Inspect(prog.Requires, func(n frontend.Node) bool {
			if id, ok := n.(*frontend.Ident); ok {
				named[id.Name] = true
			}
			return true
		})
	}
	out := map[string]int64{}
	for k, v := range at {
		out[k] = v
	}
	var unset []string
	for _, id := range prog.Params {
		if _, ok := at[id.Name]; ok || named[id.Name] {
			continue
		}
		out[id.Name] = 0
		unset = append(unset, id.Name)
	}
	return out, unset
}

// writeText prints the report: a table of supersteps, the totals, the
// bound at the run's point and the verdict.
func (rep *profileReport) writeText(stdout, stderr io.Writer) {
	res := rep.Result
	if res == nil {
		return
	}
	head := rep.File + ": " + runPointText(res)
	if rep.Partial {
		head += " (stopped: what was measured before)"
	}
	fmt.Fprintln(stdout, head)
	withBounds := len(rep.Steps) == len(res.Steps) && len(rep.Steps) > 0
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	if withBounds {
		fmt.Fprintln(tw, "  superstep\tclosed by\tW\tW bound\th\th bound")
	} else {
		fmt.Fprintln(tw, "  superstep\tclosed by\tW\th")
	}
	var notes []string // the notes of the h bounds, numbered from 1
	noteNum := map[string]int{}
	for i, st := range res.Steps {
		site := st.Site.String()
		if st.End {
			site += " (bsp_end)"
		}
		if st.SitesDiffer {
			site += " (processes at different barriers)"
		}
		if !withBounds {
			fmt.Fprintf(tw, "  %d\t%s\t%d\t%d\n", i, site, st.W, st.H)
			continue
		}
		sc := rep.Steps[i]
		cell := func(v *big.Rat, note string) string {
			c := "-"
			if v != nil {
				c = ratText(v)
			}
			if note != "" {
				if noteNum[note] == 0 {
					notes = append(notes, note)
					noteNum[note] = len(notes)
				}
				c += fmt.Sprintf(" [%d]", noteNum[note])
			}
			return c
		}
		wc := cell(sc.W, sc.WNote)
		fmt.Fprintf(tw, "  %d\t%s\t%d\t%s\t%d\t%s\n", i, site, st.W, wc, st.H, cell(sc.H, sc.Note))
	}
	tw.Flush()
	for i, n := range notes {
		fmt.Fprintf(stdout, "  [%d] %s\n", i+1, n)
	}
	if res.Truncated {
		fmt.Fprintf(stdout, "  (the first %d supersteps are listed; the totals count all)\n", len(res.Steps))
	}
	switch {
	case len(rep.Sections) > 0:
		if rep.SectionsLibrary {
			fmt.Fprintln(stdout, "  the S supersteps from each program barrier to the next (a collective library's barriers ran), their W and H summed, against the bounds of check --supersteps with those of the collective calls and of the sections charging a contract:")
		} else {
			fmt.Fprintln(stdout, "  the S supersteps each barrier opened, their W and H summed, against the bounds of check --supersteps:")
		}
		tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "  opened by\tS\tS bound\tW\tW bound\tH\tH bound")
		for _, sc := range rep.Sections {
			fmt.Fprintf(tw, "  %s\t%d\t%s\t%d\t%s\t%d\t%s\n", sc.Label, sc.Steps, ratOrDash(sc.Bound.S), sc.W, ratOrDash(sc.Bound.W), sc.H, ratOrDash(sc.Bound.H))
		}
		tw.Flush()
	case rep.SectionsNote != "" && rep.At != nil:
		fmt.Fprintf(stdout, "  supersteps by the barrier that opened them: %s\n", rep.SectionsNote)
	}
	fmt.Fprintf(stdout, "  measured: W = %d, H = %d, S = %d (cost %s)\n", res.W, res.H, res.S, costText(res.W, res.H, res.S))
	switch {
	case rep.BoundErr != "":
		fmt.Fprintf(stdout, "  bound: none (%s)\n", rep.BoundErr)
		fmt.Fprintf(stderr, "%s: no bound to compare with: %s\n", rep.File, rep.BoundErr)
	case rep.At != nil:
		fmt.Fprintf(stdout, "  bound at %s\n", rep.At.text())
		fmt.Fprintf(stdout, "  bound: %s\n", rep.Bound.Total())
		if len(rep.Above) == 0 {
			fmt.Fprintf(stdout, "  measured within the bound: %s\n", rep.withinText())
		} else {
			fmt.Fprintf(stdout, "  MEASURED ABOVE THE BOUND: %s\n", strings.Join(rep.Above, ", "))
			if len(rep.Contracts) > 0 {
				fmt.Fprintf(stderr, "%s: measured %s above the bound of bspcost check: a cost contract that claims less than its function costs (%s), or a soundness bug of the analysis\n", rep.File, strings.Join(rep.Above, ", "), strings.Join(rep.Contracts, "; "))
			} else {
				fmt.Fprintf(stderr, "%s: measured %s above the bound of bspcost check: a soundness bug of the analysis, please report it\n", rep.File, strings.Join(rep.Above, ", "))
			}
		}
	}
}

// withinText says what was compared: the totals, the h of the supersteps
// that have a bound, the sections.
func (rep *profileReport) withinText() string {
	parts := []string{"the totals"}
	for _, r := range []struct {
		name string
		has  func(stepCheck) bool
	}{{"W", func(sc stepCheck) bool { return sc.W != nil }}, {"h", func(sc stepCheck) bool { return sc.H != nil }}} {
		n := 0
		for _, sc := range rep.Steps {
			if r.has(sc) {
				n++
			}
		}
		switch {
		case n == 0:
		case n == len(rep.Steps):
			parts = append(parts, "the "+r.name+" of every superstep")
		default:
			parts = append(parts, fmt.Sprintf("the %s of %d of the %d supersteps (the others have no bound)", r.name, n, len(rep.Steps)))
		}
	}
	if len(rep.Sections) > 0 {
		parts = append(parts, "the supersteps of every opening barrier")
	}
	return strings.Join(parts, ", ")
}

// ratOrDash is ratText, or "-" for no value.
func ratOrDash(r *big.Rat) string {
	if r == nil {
		return "-"
	}
	return ratText(r)
}

// profileJSON is the --json form; the field names are part of the
// interface (docs/cli.md).
type profileJSON struct {
	Version    int               `json:"version"`
	File       string            `json:"file"`
	P          int               `json:"p,omitempty"`
	Params     map[string]int64  `json:"params,omitempty"`
	Supersteps []profileJSONStep `json:"supersteps,omitempty"`
	Truncated  bool              `json:"truncated,omitempty"`
	W          *int64            `json:"W,omitempty"`
	H          *int64            `json:"H,omitempty"`
	S          *int64            `json:"S,omitempty"`
	Partial    bool              `json:"partial,omitempty"`
	ExitStatus int               `json:"exit_status,omitempty"`
	Error      string            `json:"error,omitempty"`
	Bound      map[string]string `json:"bound,omitempty"`
	NoBound    string            `json:"no_bound,omitempty"`
	At         *atResult         `json:"at,omitempty"`
	Within     *bool             `json:"within_bound,omitempty"`
	Above      []string          `json:"above,omitempty"`
	// Sections compares the supersteps each barrier opened with the
	// sections' bounds; SectionsNote says why not.
	Sections     []profileJSONSection `json:"sections,omitempty"`
	SectionsNote string               `json:"sections_note,omitempty"`
	// SectionsLibrary: a collective library's barriers ran; the rows
	// count from each program barrier to the next.
	SectionsLibrary bool `json:"sections_library,omitempty"`
	Status          int  `json:"status"`
}

// profileJSONSection is a row of the comparison per opening barrier: the
// measured count S of supersteps, their W and H summed, and the bound at
// the run's point (as check's "at").
type profileJSONSection struct {
	OpenedBy []string  `json:"opened_by"`
	S        int64     `json:"S"`
	W        int64     `json:"W"`
	H        int64     `json:"H"`
	At       *atResult `json:"at"`
}

type profileJSONStep struct {
	Site  string            `json:"site"`
	Line  int               `json:"line"`
	End   bool              `json:"end,omitempty"`
	Diff  bool              `json:"sites_differ,omitempty"`
	W     int64             `json:"W"`
	H     int64             `json:"h"`
	Procs []profileJSONProc `json:"procs"`
	// HBound is the analysed h of the superstep at the run's point (an
	// integer, or a fraction "7/2"); HBoundNote how it was found, or why
	// there is none.
	HBound     json.RawMessage `json:"h_bound,omitempty"`
	HBoundNote string          `json:"h_bound_note,omitempty"`
	// WBound is the bound of the superstep's W at the run's point (that
	// of one superstep opened by its opening barrier); WBoundNote why
	// there is none.
	WBound     json.RawMessage `json:"W_bound,omitempty"`
	WBoundNote string          `json:"W_bound_note,omitempty"`
}

type profileJSONProc struct {
	Site string `json:"site,omitempty"`
	W    int64  `json:"w"`
	Out  int64  `json:"out"`
	In   int64  `json:"in"`
}

func (rep *profileReport) jsonForm() profileJSON {
	out := profileJSON{Version: resultVersion, File: rep.File, Error: rep.Error, Partial: rep.Partial, NoBound: rep.BoundErr, At: rep.At, Above: rep.Above, Status: rep.Status}
	if res := rep.Result; res != nil {
		out.P, out.Params, out.Truncated, out.ExitStatus = res.P, res.Params, res.Truncated, res.ExitStatus
		out.W, out.H, out.S = &res.W, &res.H, &res.S
		for _, st := range res.Steps {
			js := profileJSONStep{Site: st.Site.String(), Line: st.Site.Line, End: st.End, Diff: st.SitesDiffer, W: st.W, H: st.H}
			for _, pr := range st.Procs {
				jp := profileJSONProc{W: pr.W, Out: pr.Out, In: pr.In}
				if st.SitesDiffer {
					jp.Site = pr.Site.String()
				}
				js.Procs = append(js.Procs, jp)
			}
			if k := len(out.Supersteps); k < len(rep.Steps) {
				if sc := rep.Steps[k]; sc.H != nil {
					js.HBound = ratJSON(sc.H)
				}
				js.HBoundNote = rep.Steps[k].Note
				if sc := rep.Steps[k]; sc.W != nil {
					js.WBound = ratJSON(sc.W)
				}
				js.WBoundNote = rep.Steps[k].WNote
			}
			out.Supersteps = append(out.Supersteps, js)
		}
	}
	if b := rep.Bound; b != nil && b.Err == "" {
		out.Bound = map[string]string{}
		for _, r := range b.resources() {
			if r.B.Expr != nil {
				out.Bound[r.Name] = r.B.Text
			}
		}
	}
	if rep.At != nil && rep.BoundErr == "" {
		within := len(rep.Above) == 0
		out.Within = &within
	}
	for _, sc := range rep.Sections {
		out.Sections = append(out.Sections, profileJSONSection{OpenedBy: sc.Openers, S: sc.Steps, W: sc.W, H: sc.H, At: sc.Bound})
	}
	out.SectionsNote, out.SectionsLibrary = rep.SectionsNote, rep.SectionsLibrary
	return out
}

// ratJSON is r as a JSON number when it is an integer, else as the string
// of the exact fraction "7/2" (as check's "at").
func ratJSON(r *big.Rat) json.RawMessage {
	if r.IsInt() {
		return json.RawMessage(r.Num().String())
	}
	b, _ := json.Marshal(r.RatString())
	return b
}
