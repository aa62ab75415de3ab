package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"math/big"
	"path/filepath"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"bspcost/frontend"
	"bspcost/internal/input"
	"bspcost/internal/machine"
	"bspcost/internal/predict"
	"bspcost/solver"
)

// predictFlags are the flags predict and compare share.
type predictFlags struct {
	machine string
	ps      string
	params  paramFlag
	copts   *cOptions
	plots   plotFlags
	json    bool
	cache   cacheFlags
	timeout time.Duration
	// budget is how many more simulated processes the requires checks
	// may start (each check configures the simulator for p processes).
	budget int64
}

// requiresBudget bounds the processes the requires checks of one
// command start, so that a long list of large p stays fast (a check at p
// costs time in proportion to p); beyond it the clause is not checked,
// with a warning.
const requiresBudget = 1 << 16

// requires is requiresHolds within the budget.
func (f *predictFlags) requires(prog *frontend.Program, pt map[string]int64) (holds, checked bool) {
	if prog.Requires == nil {
		return true, true
	}
	if pt["p"] > f.budget {
		return false, false
	}
	f.budget -= pt["p"]
	return requiresHolds(prog, pt)
}

func (f *predictFlags) register(fs *flag.FlagSet) {
	f.params = paramFlag{}
	fs.StringVar(&f.machine, "machine", "", "machine profile `FILE` (JSON, see docs/machines.md; required)")
	fs.StringVar(&f.ps, "p", "", "process counts: `A..B` (powers of two in [A, B], plus A and B), A..B:K (step K) or a list A,B,C (default: the profile's range, powers of two)")
	fs.Var(f.params, "at", "parameter values `NAME=VALUE,...` (repeatable)")
	f.copts = addCFlags(fs)
	f.plots.register(fs, true)
	fs.BoolVar(&f.json, "json", false, "print the prediction as one JSON object (docs/result.schema.json)")
	fs.DurationVar(&f.timeout, "timeout", defaultTimeout, "bound on the wall time of the whole command (0: none)")
	f.cache.register(fs)
	f.budget = requiresBudget
}

// setup checks the plot flags and reads the profile and the list of p.
// It prints what is wrong and returns the exit code (exitOK when all is
// well).
func (f *predictFlags) setup(cmd string, fs *flag.FlagSet, stdout, stderr io.Writer) (prof *machine.Profile, ps []int, code int) {
	if f.machine == "" {
		fmt.Fprintf(stderr, "bspcost %s: no machine profile (--machine FILE; see docs/machines.md)\n", cmd)
		return nil, nil, exitBadInput
	}
	if err := f.plots.resolve(fs, stdout); err != nil {
		fmt.Fprintf(stderr, "bspcost %s: %v\n", cmd, err)
		return nil, nil, exitBadInput
	}
	if f.json && f.plots.toStdout() {
		fmt.Fprintf(stderr, "bspcost %s: --json and a plot on standard output (--%s -) exclude each other\n", cmd, f.plots.opt.Format)
		return nil, nil, exitBadInput
	}
	prof, err := machine.Read(f.machine)
	if err != nil {
		fmt.Fprintf(stderr, "bspcost %s: %v\n", cmd, err)
		if input.IsLimit(err) {
			return nil, nil, exitLimit
		}
		return nil, nil, exitBadInput
	}
	spec := f.ps
	if spec == "" {
		spec = fmt.Sprintf("%d..%d", prof.P.Min, prof.P.Max)
	}
	if ps, err = predict.ParsePs(spec); err != nil {
		fmt.Fprintf(stderr, "bspcost %s: --p: %v\n", cmd, err)
		return nil, nil, exitBadInput
	}
	for _, p := range ps {
		if err := prof.Check(p); err != nil {
			fmt.Fprintf(stderr, "bspcost %s: --p: %v\n", cmd, err)
			return nil, nil, exitBadInput
		}
	}
	return prof, ps, exitOK
}

// boundedProgram is a program with its bound, ready to be evaluated.
type boundedProgram struct {
	file    string // as messages print it (input.Name)
	name    string // for tables and legends
	prog    *frontend.Program
	w, h, s *solver.Expr
	res     *boundResult
}

// loadBounded loads, checks and bounds a program for predict and compare;
// on failure it prints why and returns the exit code.
func loadBounded(cmd, file string, copts *cOptions, rc *resultCache, stderr io.Writer) (*boundedProgram, int) {
	rep, res, _, err := analyseBound(file, copts, rc, boundOptions{}, nil)
	if code, failed := loadFailed(cmd, rep, err, stderr); failed {
		return nil, code
	}
	prog := rep.Program
	if ar := rep.Align; !ar.Aligned {
		printUnaligned(cmd, file, ar, stderr)
		return nil, exitWrongProg
	}
	if res.Code != exitOK {
		why := res.Err
		for _, r := range res.resources() {
			if why == "" && r.B.Expr == nil {
				why = r.Name + ": " + r.B.Reason
			}
		}
		fmt.Fprintf(stderr, "bspcost %s: %s: no bound found, nothing to predict: %s\n", cmd, input.Name(file), why)
		return nil, res.Code
	}
	w, h, s, err := res.Exprs()
	if err != nil {
		fmt.Fprintf(stderr, "bspcost %s: %s: %v\n", cmd, input.Name(file), err)
		return nil, exitInternal
	}
	name := input.Name(strings.TrimSuffix(filepath.Base(file), ".bsp"))
	return &boundedProgram{file: input.Name(file), name: name, prog: prog, w: w, h: h, s: s, res: res}, exitOK
}

// checkParams reports a parameter of the program without a -D value.
func (b *boundedProgram) checkParams(params paramFlag) error {
	var missing []string
	for _, id := range b.prog.Params {
		if _, ok := params[id.Name]; !ok {
			missing = append(missing, id.Name)
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("%s: no value for parameter %s (give -D %s=VALUE)", b.file, strings.Join(missing, ", "), missing[0])
	}
	return nil
}

// maxCost bounds the values of W, H and S a prediction computes with: with
// the profile's values within machine.MinValue..MaxValue, the predicted
// times stay finite and normal float64 numbers.
const maxCost = 1e100

// costFunc evaluates the bound at p with the program's parameters: the
// upper end of each resource's interval (log2 of a p that is not a power
// of two is not rational), so the predicted time is an upper bound too.
func (b *boundedProgram) costFunc(params paramFlag) predict.CostFunc {
	return func(p int) (predict.Cost, error) {
		env := map[string]*big.Rat{"p": big.NewRat(int64(p), 1)}
		for _, id := range b.prog.Params {
			env[id.Name] = big.NewRat(params[id.Name], 1)
		}
		var out [3]float64
		for i, e := range []*solver.Expr{b.w, b.h, b.s} {
			_, hi, err := e.Eval(env)
			if err != nil {
				return predict.Cost{}, fmt.Errorf("%s: %v", b.file, err)
			}
			out[i], _ = hi.Float64()
			if out[i] > maxCost {
				return predict.Cost{}, fmt.Errorf("%s: %s = %s at p = %d is larger than the predictions can compute with (%g)", b.file, [3]string{"W", "H", "S"}[i], e, p, maxCost)
			}
		}
		return predict.Cost{W: out[0], H: out[1], S: out[2]}, nil
	}
}

// baselineCost is costFunc, failing at p = 1 when the requires clause
// rules out one process (then there is no speed-up to report: T(1) would
// be the time of a run that cannot happen).
func (b *boundedProgram) baselineCost(pf *predictFlags) predict.CostFunc {
	cost := b.costFunc(pf.params)
	pt := map[string]int64{"p": 1}
	for _, id := range b.prog.Params {
		pt[id.Name] = pf.params[id.Name]
	}
	if holds, checked := pf.requires(b.prog, pt); checked && !holds {
		return func(p int) (predict.Cost, error) {
			if p == 1 {
				return predict.Cost{}, fmt.Errorf("%s: the requires clause is false at p = 1", b.file)
			}
			return cost(p)
		}
	}
	return cost
}

// excludedPs returns the p of ps at which the program's requires clause
// is false with the given parameters: the bound assumes the clause, so it
// does not apply there, and the tables mark those rows rather than refuse
// the whole range (a user picks N = 10^6, not 2^20, and p = 128 does not
// divide it); and the p where the clause could not be checked (beyond
// what the simulator can configure), with a warning on stderr. It fails
// when the clause is false at every p (nothing to show).
func (b *boundedProgram) excludedPs(cmd string, pf *predictFlags, ps []int, stderr io.Writer) (excluded, unchecked map[int]bool, err error) {
	params := pf.params
	if b.prog.Requires == nil {
		return nil, nil, nil
	}
	var notChecked []int
	excluded, unchecked = map[int]bool{}, map[int]bool{}
	for _, p := range ps {
		pt := b.point(p, params)
		holds, checked := pf.requires(b.prog, pt)
		switch {
		case !checked:
			notChecked = append(notChecked, p)
			unchecked[p] = true
		case !holds:
			excluded[p] = true
		}
	}
	if len(excluded) == len(ps) {
		at := ""
		if t := paramText(params); t != "" {
			at = " with " + t
		}
		return nil, nil, fmt.Errorf("%s: the requires clause %s is false at every p of --p%s: the bound does not apply (choose other --p or --at values)",
			b.file, frontend.ExprExcerpt(b.prog.Requires), at)
	}
	if len(notChecked) > 0 {
		fmt.Fprintf(stderr, "bspcost %s: warning: %s: the requires clause was not checked at p = %d%s (too many processes to simulate)\n", cmd, b.file, notChecked[0], plusMore(len(notChecked)-1))
	}
	return excluded, unchecked, nil
}

// point is p with the program's parameter values.
func (b *boundedProgram) point(p int, params paramFlag) map[string]int64 {
	pt := map[string]int64{"p": int64(p)}
	for _, id := range b.prog.Params {
		pt[id.Name] = params[id.Name]
	}
	return pt
}

// excludedNote is the line under a table that explains its marked rows.
func excludedNote(subject string, b *boundedProgram, ps []int, excluded map[int]bool) string {
	var list []string
	for _, p := range ps {
		if excluded[p] {
			list = append(list, fmt.Sprint(p))
		}
	}
	const shown = 8
	more := 0
	if len(list) > shown {
		list, more = list[:shown], len(list)-shown
	}
	return fmt.Sprintf("  %s: %s %s is false at p = %s%s: the bound does not apply there", noValue, subject,
		frontend.ExprExcerpt(b.prog.Requires), strings.Join(list, ", "), plusMore(more))
}

// noValue fills the cells of a row where the bound does not apply.
const noValue = "—"

func plusMore(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf(" and %d more", n)
}

// checkUnknownParams reports a -D that no program declares.
func checkUnknownParams(cmd string, params paramFlag, progs []*boundedProgram) error {
	declared := map[string]bool{}
	for _, b := range progs {
		for _, id := range b.prog.Params {
			declared[id.Name] = true
		}
	}
	var unknown []string
	for n := range params {
		if !declared[n] {
			unknown = append(unknown, n)
		}
	}
	sort.Strings(unknown)
	if len(unknown) > 0 {
		return fmt.Errorf("no program has a parameter %s", strings.Join(unknown, ", "))
	}
	return nil
}

// paramText is "N = 1000000, M = 3" in parameter order, or "".
func paramText(params paramFlag) string {
	names := make([]string, 0, len(params))
	for n := range params {
		names = append(names, n)
	}
	sort.Strings(names)
	var parts []string
	for _, n := range names {
		parts = append(parts, fmt.Sprintf("%s = %d", n, params[n]))
	}
	return strings.Join(parts, ", ")
}

// runPredict is "bspcost predict prog.bsp --machine m.json [--p SPEC]
// [--at NAME=VALUE,...] [--json] [--plot FILE [--view V] [--size WxH]]":
// the program's bound evaluated at each p on the machine: predicted time,
// its split into work, communication and synchronisation, speed-up and
// efficiency. Exit status: 2 bad input (profile, p outside its range,
// missing parameter, requires clause false at every p, plot flags), 1 not
// aligned, 3 no bound, else 0.
func runPredict(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("predict", "bspcost predict --machine FILE [--p SPEC] [--at NAME=VALUE,...] [--json] [--plot FILE|--svg FILE|--png FILE|--pdf FILE] [--view time|speedup|efficiency] [--size WxH] [--timeout D] [C options] prog.bsp|prog.c...", stderr)
	var pf predictFlags
	pf.register(fs)
	files, code, ok := parseArgs(fs, args)
	if !ok {
		return code
	}
	files = pf.copts.cInputs(files)
	if cFlagsWithoutC("predict", pf.copts, files, stderr) {
		return exitBadInput
	}
	if len(files) != 1 {
		fmt.Fprintln(stderr, "bspcost predict: give exactly one program (bspcost compare takes several)")
		fs.Usage()
		return exitBadInput
	}
	prof, ps, code := pf.setup("predict", fs, stdout, stderr)
	if code != exitOK {
		return code
	}
	return withTimeout(pf.timeout, "predict", stderr, func() int {
		return predictOne(&pf, prof, ps, files[0], stdout, stderr)
	})
}

// textOut is where predict and compare print their table: standard
// output, or standard error when the plot goes to standard output.
func (f *predictFlags) textOut(stdout, stderr io.Writer) io.Writer {
	if f.plots.toStdout() {
		return stderr
	}
	return stdout
}

// predictOne is the work of runPredict once the command line is understood.
func predictOne(pf *predictFlags, prof *machine.Profile, ps []int, file string, stdout, stderr io.Writer) int {
	rc := newResultCache(pf.cache.open(stderr))
	defer rc.close()
	b, code := loadBounded("predict", file, pf.copts, rc, stderr)
	if b == nil {
		return code
	}
	if err := errors.Join(b.checkParams(pf.params), checkUnknownParams("predict", pf.params, []*boundedProgram{b})); err != nil {
		fmt.Fprintf(stderr, "bspcost predict: %v\n", err)
		return exitBadInput
	}
	excluded, unchecked, err := b.excludedPs("predict", pf, ps, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "bspcost predict: %v\n", err)
		return exitBadInput
	}
	series, err := predict.Predict(b.name, prof, ps, b.baselineCost(pf), excluded)
	if err != nil {
		fmt.Fprintf(stderr, "bspcost predict: %v\n", err)
		return exitBadInput
	}
	if pf.json {
		if err := writeJSON(stdout, predictJSONOf(b, prof, pf.params, series, unchecked)); err != nil {
			fmt.Fprintf(stderr, "bspcost predict: %v\n", err)
			return exitInternal
		}
	} else {
		writePredictText(pf.textOut(stdout, stderr), b, prof, pf.params, series, ps, excluded)
	}
	return pf.plots.write("predict", stdout, stderr, func(w io.Writer, opt predict.Options) error {
		return predict.PlotSeries(w, series, plotLabel(prof, pf.params), opt)
	})
}

// writePredictText prints predict's table.
func writePredictText(out io.Writer, b *boundedProgram, prof *machine.Profile, params paramFlag, series predict.Series, ps []int, excluded map[int]bool) {
	fmt.Fprintf(out, "%s on %s", b.file, input.Name(prof.Name))
	if t := paramText(params); t != "" {
		fmt.Fprintf(out, ", %s", t)
	}
	fmt.Fprintf(out, "\n  cost <= %s\n  assuming %s\n", b.res.Total(), strings.Join(b.res.Assumptions, ", "))
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "p\tW\tH\tS\ttime\twork\tcomm\tsync\tspeed-up\tefficiency\t")
	for _, pt := range series.Points {
		if pt.Excluded {
			fmt.Fprintf(tw, "%d%s\t\n", pt.P, strings.Repeat("\t"+noValue, 9))
			continue
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t\n", pt.P,
			count(pt.Cost.W), count(pt.Cost.H), count(pt.Cost.S),
			seconds(pt.Time.Total()), share(pt.Time.Work, pt.Time.Total()), share(pt.Time.Comm, pt.Time.Total()), share(pt.Time.Sync, pt.Time.Total()),
			ratio(pt.Speedup, "%.2f"), ratio(pt.Efficiency*100, "%.0f%%"))
	}
	tw.Flush()
	fmt.Fprintf(out, "  time = (W + H·g(p) + S·l(p)) / r(p), an upper bound; work, comm, sync: its parts; speed-up = time(1)/time(p) (- when the program cannot run on one process)\n")
	if best := bestPs(series); best == everyP && len(series.Points) > 1 {
		fmt.Fprintln(out, "  the same predicted time at every p")
	} else if best != "" && len(series.Points) > 1 {
		fmt.Fprintf(out, "  best p = %s (the least predicted time)\n", best)
	}
	if len(excluded) > 0 {
		fmt.Fprintln(out, excludedNote("the requires clause", b, ps, excluded))
	}
}

// runCompare is "bspcost compare a.bsp b.bsp... --machine m.json [--p
// SPEC] [--at NAME=VALUE,...] [--json] [--plot FILE [--view V] [--size
// WxH]]": which program is fastest at each p, and the p where the fastest
// changes.
func runCompare(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("compare", "bspcost compare --machine FILE [--p SPEC] [--at NAME=VALUE,...] [--json] [--plot FILE|--svg FILE|--png FILE|--pdf FILE] [--view time|speedup|efficiency] [--size WxH] [--timeout D] [C options] a.bsp b.bsp...", stderr)
	var pf predictFlags
	pf.register(fs)
	files, code, ok := parseArgs(fs, args)
	if !ok {
		return code
	}
	if cFlagsWithoutC("compare", pf.copts, files, stderr) {
		return exitBadInput
	}
	if len(files) < 2 {
		fmt.Fprintln(stderr, "bspcost compare: give at least two programs")
		fs.Usage()
		return exitBadInput
	}
	prof, ps, code := pf.setup("compare", fs, stdout, stderr)
	if code != exitOK {
		return code
	}
	return withTimeout(pf.timeout, "compare", stderr, func() int {
		return compareAll(&pf, prof, ps, files, stdout, stderr)
	})
}

// comparison is what compare computed: the programs, their predictions
// (every series over the same p, with the p where a program's bound does
// not apply Excluded), the fastest at each p and the crossovers.
type comparison struct {
	progs      []*boundedProgram
	series     []predict.Series
	excluded   []map[int]bool
	unchecked  []map[int]bool
	winners    []predict.Winner
	crossovers []predict.Crossover
	// boundOnly[i] is set when crossover i is at a p where one of its two
	// programs' requires clause is false: "of the bounds" then.
	boundOnly []string
}

// compareAll is the work of runCompare once the command line is understood.
func compareAll(pf *predictFlags, prof *machine.Profile, ps []int, files []string, stdout, stderr io.Writer) int {
	rc := newResultCache(pf.cache.open(stderr))
	defer rc.close()
	var cmp comparison
	for _, f := range files {
		b, code := loadBounded("compare", f, pf.copts, rc, stderr)
		if b == nil {
			return code
		}
		cmp.progs = append(cmp.progs, b)
	}
	uniqueNames(cmp.progs)
	errs := []error{checkUnknownParams("compare", pf.params, cmp.progs)}
	for _, b := range cmp.progs {
		errs = append(errs, b.checkParams(pf.params))
	}
	if err := errors.Join(errs...); err != nil {
		fmt.Fprintf(stderr, "bspcost compare: %v\n", err)
		return exitBadInput
	}
	var costs []predict.CostFunc
	for _, b := range cmp.progs {
		ex, unc, err := b.excludedPs("compare", pf, ps, stderr)
		if err != nil {
			fmt.Fprintf(stderr, "bspcost compare: %v\n", err)
			return exitBadInput
		}
		cf := b.costFunc(pf.params)
		// Compare needs every series over the same p: the points where
		// the bound does not apply are marked rather than left out.
		s, err := predict.Predict(b.name, prof, ps, b.baselineCost(pf), ex)
		if err != nil {
			fmt.Fprintf(stderr, "bspcost compare: %v\n", err)
			return exitBadInput
		}
		cmp.series, costs = append(cmp.series, s), append(costs, cf)
		cmp.excluded, cmp.unchecked = append(cmp.excluded, ex), append(cmp.unchecked, unc)
	}
	// Crossovers are searched between evaluated p by bisection; the
	// requires clause may not hold there (N % p), so the search only
	// uses the bound, which is what the table reports anyway.
	var err error
	cmp.winners, cmp.crossovers, err = predict.Compare(prof, cmp.series, costs)
	if err != nil {
		fmt.Fprintf(stderr, "bspcost compare: %v\n", err)
		return exitBadInput
	}
	for _, x := range cmp.crossovers {
		// The crossover is where the bounds cross; say so when a
		// program's requires clause (N % p == 0) rules that p out.
		note := ""
		for _, i := range []int{x.From, x.To} {
			b := cmp.progs[i]
			if holds, checked := pf.requires(b.prog, b.point(x.P, pf.params)); checked && !holds {
				note = fmt.Sprintf("of the bounds: %s requires %s, false at p = %d", b.name, frontend.ExprExcerpt(b.prog.Requires), x.P)
				break
			}
		}
		cmp.boundOnly = append(cmp.boundOnly, note)
	}
	if pf.json {
		if err := writeJSON(stdout, compareJSONOf(&cmp, prof, pf.params)); err != nil {
			fmt.Fprintf(stderr, "bspcost compare: %v\n", err)
			return exitInternal
		}
	} else {
		writeCompareText(pf.textOut(stdout, stderr), &cmp, prof, pf.params, ps)
	}
	return pf.plots.write("compare", stdout, stderr, func(w io.Writer, opt predict.Options) error {
		return predict.PlotCompare(w, cmp.series, cmp.crossovers, plotLabel(prof, pf.params), opt)
	})
}

// writeCompareText prints compare's table and crossovers.
func writeCompareText(out io.Writer, cmp *comparison, prof *machine.Profile, params paramFlag, ps []int) {
	progs := cmp.progs
	fmt.Fprintf(out, "predicted time on %s", input.Name(prof.Name))
	if t := paramText(params); t != "" {
		fmt.Fprintf(out, ", %s", t)
	}
	fmt.Fprintln(out)
	for _, b := range progs {
		fmt.Fprintf(out, "  %s: cost <= %s\n", b.name, b.res.Total())
	}
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	head := "p\t"
	for _, b := range progs {
		head += b.name + "\t"
	}
	fmt.Fprintln(tw, head+"fastest\t")
	first := -1 // the first winner
	for _, w := range cmp.winners {
		line := fmt.Sprintf("%d\t", w.P)
		for i, t := range w.Times {
			if cmp.excluded[i][w.P] {
				line += noValue + "\t"
				continue
			}
			line += seconds(t) + "\t"
		}
		if w.Index < 0 {
			fmt.Fprintln(tw, line+noValue+"\t")
			continue
		}
		if first < 0 {
			first = w.Index
		}
		fmt.Fprintln(tw, line+strings.Join(cmp.fastest(w), " = ")+"\t")
	}
	tw.Flush()
	for i, b := range progs {
		if len(cmp.excluded[i]) > 0 {
			fmt.Fprintln(out, excludedNote(b.name+"'s requires clause", b, ps, cmp.excluded[i]))
		}
	}
	if len(ps) > 1 {
		var best []string
		for _, s := range cmp.series {
			if b := bestPs(s); b != "" {
				best = append(best, s.Name+" "+b)
			}
		}
		if len(best) > 0 {
			fmt.Fprintf(out, "  best p (the least predicted time): %s\n", strings.Join(best, ", "))
		}
	}
	if len(cmp.crossovers) == 0 && first >= 0 {
		fmt.Fprintf(out, "no crossover: %s is fastest at every p evaluated\n", progs[first].name)
	}
	for i, x := range cmp.crossovers {
		fmt.Fprintf(out, "crossover at p = %d: %s is faster than %s from there on", x.P, progs[x.To].name, progs[x.From].name)
		if n := cmp.boundOnly[i]; n != "" {
			fmt.Fprintf(out, " (%s)", n)
		}
		fmt.Fprintln(out)
	}
}

// everyP is bestPs when every p has the same time.
const everyP = "every p"

// bestPs is the p of s with the least predicted time ("2, 4" on a tie,
// everyP when all are the same), or "" when s has no time.
func bestPs(s predict.Series) string {
	p, ok := predict.BestP(s)
	if !ok {
		return ""
	}
	var best float64
	var ties []string
	n := 0
	for _, pt := range s.Points {
		if pt.P == p {
			best = pt.Time.Total()
		}
	}
	for _, pt := range s.Points {
		if pt.Excluded {
			continue
		}
		n++
		if pt.Time.Total() == best {
			ties = append(ties, fmt.Sprint(pt.P))
		}
	}
	if len(ties) == n && n > 1 {
		return everyP
	}
	return strings.Join(ties, ", ")
}

// fastest names the winner of w and the programs tied with it.
func (cmp *comparison) fastest(w predict.Winner) []string {
	if w.Index < 0 {
		return nil
	}
	names := []string{cmp.progs[w.Index].name}
	for i, t := range w.Times {
		if i != w.Index && !cmp.excluded[i][w.P] && t == w.Times[w.Index] {
			names = append(names, cmp.progs[i].name) // a tie
		}
	}
	return names
}

// plotLabel is the machine and the parameter values, for plot titles.
func plotLabel(prof *machine.Profile, params paramFlag) string {
	if t := paramText(params); t != "" {
		return input.Name(prof.Name) + ", " + t
	}
	return input.Name(prof.Name)
}

// uniqueNames uses the path where two programs have the same base name.
func uniqueNames(progs []*boundedProgram) {
	count := map[string]int{}
	for _, b := range progs {
		count[b.name]++
	}
	for _, b := range progs {
		if count[b.name] > 1 {
			b.name = b.file
		}
	}
}

// seconds prints a time with a unit (predict.FormatSeconds).
func seconds(t float64) string { return predict.FormatSeconds(t) }

// count prints a W, H or S value: an integer when it is one.
func count(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return fmt.Sprintf("%.0f", v)
	}
	return fmt.Sprintf("%.4g", v)
}

// share is part/total as a percentage.
func share(part, total float64) string {
	if !(total > 0) || math.IsInf(total, 0) || math.IsNaN(part) {
		return "-"
	}
	return fmt.Sprintf("%.0f%%", 100*part/total)
}

// ratio prints v, or "-" when it is undefined.
func ratio(v float64, format string) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "-"
	}
	return fmt.Sprintf(format, v)
}
