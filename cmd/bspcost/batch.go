package main

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"

	"github.com/vbauerster/mpb/v8"
	"github.com/vbauerster/mpb/v8/decor"
	"golang.org/x/term"

	"bspcost/driver"
	"bspcost/frontend"
	"bspcost/internal/expected"
	"bspcost/internal/input"
)

// Row statuses of bspcost batch.
const (
	statusBound   = "bound"    // W, H and S all have a closed form
	statusNoBound = "no bound" // some resource has none (the detail says why)
	statusError   = "error"    // unreadable, parse error, not aligned, internal error
	statusLimit   = "limit"    // a resource limit of the tool ended the analysis
)

// batchRow is one program's line of bspcost batch.
type batchRow struct {
	// Version is the results' schema version (resultVersion), set when
	// the row is printed; 0 in a result file of an older bspcost.
	Version int    `json:"version"`
	File    string `json:"file"`
	// Aligned is "yes" or "no" for a .bsp program that parsed, "-" else.
	Aligned string `json:"aligned"`
	// W, H, S are the closed forms ("-" when missing). For a cost
	// relation system (.ces, .koat), W is the bound of its first entry
	// (the cost of the system) and H, S are "-".
	W       string  `json:"W"`
	H       string  `json:"H"`
	S       string  `json:"S"`
	Status  string  `json:"status"`
	Detail  string  `json:"detail,omitempty"` // the error, or why there is no bound
	Seconds float64 `json:"seconds"`
	Cached  bool    `json:"cached"`
	// Expected is the verdict of the comparison with --expected ("" when
	// not asked, "-" when the file has no expected entry).
	Expected string `json:"expected,omitempty"`
	// Mismatch is set when the comparison with --expected failed.
	Mismatch bool `json:"mismatch,omitempty"`
	// Internal is set when the row's analysis failed with a bug of
	// bspcost: batch then exits 5. (Both are in the JSON so that a row
	// read back, from a worker or by merge, keeps its exit code.)
	Internal bool `json:"internal,omitempty"`
	// expectedOK is compareExpected's verdict, copied to Mismatch.
	expectedOK bool
	// res and prog are kept for the comparison with --expected.
	res  *boundResult
	prog *frontend.Program
}

// failed reports whether the row makes batch exit 1.
func (r *batchRow) failed() bool { return r.Status != statusBound || r.Mismatch }

// batchSynopsis is the usage line of bspcost batch.
const batchSynopsis = "bspcost batch [--format text|md|csv|json] [-j N] [--timeout D] [--operations N] [--memory BYTES] [--shard K/N] [--expected FILE] [--no-time] [--cache PATH|--no-cache] DIR|FILE..."

// runBatch is bspcost batch: it analyses every program (.bsp, .c, .ll, as
// check does) and every .ces/.koat cost relation system (as solve does) given or
// found under the directories, jobs at a time, each in a worker process
// (batchpool.go) under its own time and memory limits, the workers
// sharing one result cache, and prints one row per file, then a summary
// line. The text and md tables list the rows sorted by file name, at the
// end; json (JSON Lines) and csv print each row as soon as it is done. A
// file over a limit is a limit row; the run goes on. An interrupt (SIGINT,
// SIGTERM) stops it: the rows done are printed, and their results are in
// the cache, so the same command resumes. Exit status: 2 bad usage or no
// input file, 1 if any file has no bound, an error or a limit, or
// mismatches its expected bound, else 0; 4 (before 1) when interrupted, 5
// (before 4) if the analysis of a file failed with a bug of bspcost.
func runBatch(args []string, stdout, stderr io.Writer) int {
	fset := newFlagSet("batch", batchSynopsis, stderr)
	format := fset.String("format", "text", "output format: text, md (Markdown table), csv or json (JSON Lines: a row per line as it is done, then the summary)")
	jobs := fset.Int("j", 0, "number of files analysed in parallel, each in a worker process (0: one per core)")
	expectedFile := fset.String("expected", "", "JSON file of expected bounds (like benchmarks/textbook/expected.json) to compare with")
	noTime := fset.Bool("no-time", false, "leave out the time column and the total time (reproducible output)")
	timeout := fset.Duration("timeout", batchTimeout, "time limit of each file's analysis (past it: a limit row)")
	operations := fset.Int64("operations", 0, "quota of operations of each file's analysis (package budget; past it: a limit row, at the same point on every machine; 0: none)")
	memory := fset.String("memory", "1G", "memory limit of each file's analysis, in bytes or with a K, M or G suffix (past it: a limit row)")
	shard := fset.String("shard", "", "K/N: analyse only the files whose rank, in sorted order, is K modulo N (for job arrays; see bspcost merge)")
	var cf cacheFlags
	cf.register(fset)
	paths, code, ok := parseArgs(fset, args)
	if !ok {
		return code
	}
	if !knownFormat("batch", *format, stderr) {
		return exitBadInput
	}
	if *jobs < 0 {
		fmt.Fprintf(stderr, "bspcost batch: -j must be at least 0, not %d\n", *jobs)
		return exitBadInput
	}
	if *jobs == 0 {
		*jobs = runtime.NumCPU()
	}
	if *operations < 0 {
		fmt.Fprintf(stderr, "bspcost batch: --operations must not be negative, not %d\n", *operations)
		return exitBadInput
	}
	if *timeout <= 0 {
		fmt.Fprintf(stderr, "bspcost batch: --timeout must be positive, not %v\n", *timeout)
		return exitBadInput
	}
	mem, err := parseBytes(*memory)
	if err == nil && mem < minBatchMemory {
		err = fmt.Errorf("%s is less than the %d MiB a worker needs", *memory, minBatchMemory>>20)
	}
	if err != nil {
		fmt.Fprintf(stderr, "bspcost batch: --memory: %v\n", err)
		return exitBadInput
	}
	shardK, shardN, err := parseShard(*shard)
	if err != nil {
		fmt.Fprintf(stderr, "bspcost batch: --shard: %v\n", err)
		return exitBadInput
	}
	if len(paths) == 0 {
		fmt.Fprintln(stderr, "bspcost batch: no directory or file given")
		fset.Usage()
		return exitBadInput
	}
	var exp *expected.Set
	if *expectedFile != "" {
		// The workers, which compare, read it again.
		if exp, err = expected.Read(*expectedFile); err != nil {
			fmt.Fprintf(stderr, "bspcost batch: %v\n", err)
			return exitBadInput
		}
	}
	files, err := batchFiles(paths)
	if err != nil {
		fmt.Fprintf(stderr, "bspcost batch: %v\n", err)
		return exitBadInput
	}
	files = shardOf(files, shardK, shardN)
	lim := batchLimits{timeout: *timeout, operations: *operations, memory: mem, expected: *expectedFile, cache: cf}
	out := &batchOutput{stdout: stdout, stderr: stderr, format: *format, withExpected: *expectedFile != "", withTime: !*noTime}
	return runBatchFiles(files, *jobs, lim, exp, out)
}

// minBatchMemory is the smallest --memory: a worker's own runtime, the
// cache's database and a small program's analysis need some megabytes.
const minBatchMemory = 32 << 20

// runBatchFiles runs the workers on files and prints their rows. exp is
// the --expected set (nil: none), for the rows the workers could not
// give (over a limit, or their worker died), which have no bound to
// compare.
func runBatchFiles(files []string, jobs int, lim batchLimits, exp *expected.Set, out *batchOutput) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	// After the first interrupt, the signals have their default action
	// again: a second one ends batch at once, while it stops its workers.
	context.AfterFunc(ctx, stop)
	start := time.Now()
	results := make(chan batchResult)
	if err := runWorkers(ctx, files, jobs, lim, out.stderr, results); err != nil {
		fmt.Fprintf(out.stderr, "bspcost batch: %v\n", err)
		return exitInternal
	}
	// A write error (stdout closed) does not stop the run: every file is
	// still analysed and stored in the cache, then the error is reported.
	writeErr := out.begin()
	bar := progressFor(out.stderr, len(files))
	rows := make([]*batchRow, len(files))
	for res := range results {
		if exp != nil && res.row.Expected == "" {
			compareExpected(exp, res.row)
			res.row.Mismatch = !res.row.expectedOK
		}
		rows[res.i] = res.row
		if err := out.row(res.row); err != nil && writeErr == nil {
			writeErr = err
		}
		bar.add()
	}
	bar.finish()
	interrupted := ctx.Err() != nil
	var done []*batchRow
	for _, r := range rows {
		if r != nil {
			done = append(done, r)
		}
	}
	sum := summarise(done, out.withExpected, time.Since(start), out.withTime)
	if interrupted && len(done) < len(files) {
		sum.Interrupted, sum.Of = true, len(files)
		sum.text = fmt.Sprintf("interrupted: %d of %d files done; ", len(done), len(files)) + sum.text
	}
	if err := out.end(done, sum); err != nil && writeErr == nil {
		writeErr = err
	}
	if writeErr != nil {
		fmt.Fprintf(out.stderr, "bspcost batch: %v\n", writeErr)
		return exitBadInput
	}
	if sum.Interrupted {
		fmt.Fprintf(out.stderr, "bspcost batch: interrupted after %d of %d files; their results are in the cache: the same command resumes\n", len(done), len(files))
	}
	return batchExitCode(done, sum.Interrupted)
}

// batchExitCode is the exit status of a batch (or merge) with rows: 5 if
// a row is an internal error, else 4 if the run was interrupted, else 1 if
// a row failed, else 0.
func batchExitCode(rows []*batchRow, interrupted bool) int {
	code := exitOK
	for _, r := range rows {
		switch {
		case r.Internal:
			return exitInternal
		case r.failed():
			code = exitWrongProg
		}
	}
	if interrupted {
		return exitLimit
	}
	return code
}

// parseShard parses --shard K/N; "" is the whole run, 0/1.
func parseShard(s string) (k, n int, err error) {
	if s == "" {
		return 0, 1, nil
	}
	ks, ns, ok := strings.Cut(s, "/")
	if ok {
		k, err = strconv.Atoi(ks)
		if err == nil {
			n, err = strconv.Atoi(ns)
		}
	}
	if !ok || err != nil || n < 1 || k < 0 || k >= n {
		return 0, 0, fmt.Errorf("%q is not K/N with 0 <= K < N (such as 3/16)", s)
	}
	return k, n, nil
}

// shardOf is the files of shard k of n: every n-th, from the k-th, of
// files (sorted by batchFiles, so that every shard of one command line
// splits the same list).
func shardOf(files []string, k, n int) []string {
	if n == 1 {
		return files
	}
	var out []string
	for i := k; i < len(files); i += n {
		out = append(out, files[i])
	}
	return out
}

// batchExt reports whether a file found in a directory is analysed: the
// programs check takes (.bsp, and C programs: .c, .ll) and the cost
// relation systems solve takes.
func batchExt(name string) bool {
	switch filepath.Ext(name) {
	case ".bsp", ".c", ".ll", ".ces", ".koat":
		return true
	}
	return false
}

// batchFiles expands the command line: files as given (whatever their
// extension: a missing file becomes an error row), directories walked
// recursively for the files batchExt accepts. The result is sorted and
// without duplicates.
func batchFiles(paths []string) ([]string, error) {
	seen := map[string]bool{}
	var files []string
	add := func(f string) {
		if !seen[f] {
			seen[f] = true
			files = append(files, f)
		}
	}
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil || !st.IsDir() {
			add(p)
			continue
		}
		n := len(files)
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && batchExt(path) {
				add(path)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		if len(files) == n {
			return nil, fmt.Errorf("no .bsp, .c, .ll, .ces or .koat file in %s", input.Name(p))
		}
	}
	sort.Strings(files)
	return files, nil
}

// progress is batch's progress bar: files done of the total, on stderr.
// It is github.com/vbauerster/mpb, which draws from its own goroutine
// (Add may be called from any worker); the bar is removed when done.
type progress struct {
	p   *mpb.Progress
	bar *mpb.Bar
}

// progressFor returns a progress bar on stderr when it is a terminal and
// the CI variable is unset (a log file or a CI job would fill with
// redraws), else nil.
func progressFor(stderr io.Writer, n int) *progress {
	f, ok := stderr.(*os.File)
	if !ok || os.Getenv("CI") != "" || !term.IsTerminal(int(f.Fd())) {
		return nil
	}
	p := mpb.New(mpb.WithOutput(f), mpb.WithRefreshRate(100*time.Millisecond))
	bar := p.AddBar(int64(n),
		mpb.PrependDecorators(decor.Name("bspcost batch "), decor.CountersNoUnit("%d/%d")),
		mpb.AppendDecorators(decor.Percentage()),
		mpb.BarRemoveOnComplete())
	return &progress{p, bar}
}

// add counts one file done.
func (pr *progress) add() {
	if pr != nil {
		pr.bar.Increment()
	}
}

// finish removes the bar (also when files were left undone: the bar is
// then aborted) and waits until it is cleared from the terminal.
func (pr *progress) finish() {
	if pr != nil {
		if !pr.bar.Completed() {
			pr.bar.Abort(true)
		}
		pr.p.Wait()
	}
}

// analyseOne is one row: a .ces/.koat file through solve, anything else
// as a .bsp program through check, with timeout as the analysis's time
// limit and ops its quota of operations (0: none; driver.Config), then the comparison with exp (nil: none). A panic is an internal
// error of that row, not of the batch.
func analyseOne(file string, rc *resultCache, timeout time.Duration, ops int64, exp *expected.Set) (row *batchRow) {
	start := time.Now()
	row = &batchRow{File: file, Aligned: "-", W: "-", H: "-", S: "-"}
	defer func() {
		if r := recover(); r != nil {
			row.Status, row.Detail = statusError, internalErr{r}.Error()
			row.Internal = true
		}
		if row.Seconds == 0 {
			row.Seconds = time.Since(start).Seconds()
		}
	}()
	switch filepath.Ext(file) {
	case ".ces", ".koat":
		batchSolve(row, file, rc, timeout)
	default:
		batchCheck(row, file, rc, boundOptions{Timeout: timeout, Operations: ops})
	}
	// (The time is the analysis's, without the comparison.)
	row.Seconds = time.Since(start).Seconds()
	if exp != nil {
		compareExpected(exp, row)
		row.Mismatch = !row.expectedOK
	}
	return row
}

// batchCheck fills row with the bound of a program: a .bsp file, or a C
// program (.c, .ll) through the C front end with its default options, as
// check reads one (so that check and batch share cache entries).
func batchCheck(row *batchRow, file string, rc *resultCache, opt boundOptions) {
	path := file
	if path == "-" {
		path = "./-" // a file: a worker's standard input is its requests
	}
	rep, res, hit, err := analyseBound(path, nil, rc, opt, nil)
	switch {
	case err != nil:
		row.Status, row.Detail = statusError, firstError(err)
		if frontend.IsLimit(err) {
			row.Status = statusLimit
		}
		return
	case rep.Program == nil:
		row.Status, row.Detail = statusError, firstRefusal(rep)
		if rep.Status == driver.StatusLimit {
			row.Status = statusLimit
		}
		return
	case !rep.Align.Aligned:
		row.Aligned, row.Status = "no", statusError
		row.Detail = "the barriers are not textually aligned (see bspcost check)"
		if ds := rep.Align.Diagnostics; len(ds) > 0 {
			d := ds[0]
			d.File = file
			row.Detail = d.Error()
		}
		return
	}
	row.Aligned = "yes"
	defer batchRegistration(row, file, rep)
	row.Cached, row.res, row.prog = hit, res, rep.Program
	switch res.Code {
	case exitOK:
		row.Status = statusBound
	case exitLimit:
		row.Status = statusLimit
	case exitInternal:
		row.Status, row.Internal = statusError, true
	default:
		row.Status = statusNoBound
	}
	if res.Err != "" {
		row.Detail = res.Err
		return
	}
	for _, r := range res.resources() {
		v := r.B.Text
		if r.B.Expr == nil {
			v = "-"
			if row.Detail == "" {
				row.Detail = r.Name + ": " + r.B.Reason
			}
		}
		switch r.Name {
		case "W":
			row.W = v
		case "H":
			row.H = v
		case "S":
			row.S = v
		}
	}
}

// batchRegistration makes row an error row when the program misuses
// BSPlib registration (rule RegistrationSafety, as check's exit 1): the
// bound stays in the row, the detail is the first registration error with
// its position.
func batchRegistration(row *batchRow, file string, rep *driver.Report) {
	var errs []frontend.Diagnostic
	for _, d := range rep.Diagnostics {
		if d.Category == driver.CategoryRegistration && d.Severity == frontend.SeverityError {
			errs = append(errs, d.Diagnostic)
		}
	}
	if len(errs) == 0 {
		return
	}
	d := errs[0]
	d.File = file
	row.Status, row.Detail = statusError, d.Error()
	if len(errs) > 1 {
		row.Detail += fmt.Sprintf(" (and %d more registration errors)", len(errs)-1)
	}
}

// firstRefusal is the first error of a program its front end refused,
// with its position (as firstError of the front end's error list).
func firstRefusal(rep *driver.Report) string {
	ds := rep.Diagnostics
	if len(ds) == 0 {
		return "the program could not be loaded"
	}
	msg := ds[0].Error()
	if len(ds) > 1 {
		msg += fmt.Sprintf(" (and %d more errors)", len(ds)-1)
	}
	return msg
}

// firstError is the first message of a load error, with its position.
func firstError(err error) string {
	var list frontend.ErrorList
	if errors.As(err, &list) && len(list) > 0 {
		msg := list[0].Error()
		if len(list) > 1 {
			msg += fmt.Sprintf(" (and %d more errors)", len(list)-1)
		}
		return msg
	}
	return err.Error()
}

// batchSolve fills row with the bound of a cost relation system.
func batchSolve(row *batchRow, file string, rc *resultCache, timeout time.Duration) {
	fj, codes, hit, err := solveFile(rc, file, timeout, true)
	if err != nil {
		row.Status, row.Detail = statusError, err.Error()
		if input.IsLimit(err) {
			row.Status = statusLimit
		}
		return
	}
	row.Cached = hit
	if len(fj.Entries) == 0 {
		row.Status, row.Detail = statusNoBound, fj.Error
		return
	}
	row.Status = statusBound
	for i, e := range fj.Entries {
		switch codes[i] {
		case exitLimit:
			row.Status = statusLimit
		case exitInternal:
			row.Status = statusError
			row.Internal = true
		case exitNoBound:
			if row.Status == statusBound {
				row.Status = statusNoBound
			}
		}
		if e.Bound == "" && row.Detail == "" {
			row.Detail = e.Entry + ": " + e.Reason
		}
	}
	for _, e := range fj.Entries {
		if e.Bound != "" && len(e.MayNotTerminate) > 0 && row.Detail == "" {
			// The bound's assumption (.ces semantics) goes with it.
			row.Detail = e.Entry + ": for terminating evaluations; may not terminate: " + strings.Join(e.MayNotTerminate, ", ")
		}
	}
	if fj.Entries[0].Bound != "" {
		row.W = fj.Entries[0].Bound
	}
}

// batchSummary counts the rows by outcome.
type batchSummary struct {
	Files    int     `json:"files"`
	Bound    int     `json:"bound"`
	NoBound  int     `json:"no_bound"`
	Errors   int     `json:"errors"`
	Limits   int     `json:"limits"`
	Cached   int     `json:"cached"`
	Match    *int    `json:"expected_match,omitempty"`
	Mismatch *int    `json:"expected_mismatch,omitempty"`
	Seconds  float64 `json:"seconds,omitempty"`
	// Interrupted is set when the run was stopped (SIGINT, SIGTERM)
	// before every file was done; Of is then the number of files of the
	// run, of which Files are done.
	Interrupted bool `json:"interrupted,omitempty"`
	Of          int  `json:"of,omitempty"`
	text        string
}

func summarise(rows []*batchRow, withExpected bool, elapsed time.Duration, withTime bool) batchSummary {
	s := batchSummary{Files: len(rows)}
	var match, mismatch int
	for _, r := range rows {
		switch r.Status {
		case statusBound:
			s.Bound++
		case statusNoBound:
			s.NoBound++
		case statusError:
			s.Errors++
		case statusLimit:
			s.Limits++
		}
		if r.Cached {
			s.Cached++
		}
		if r.Expected != "" && r.Expected != "-" {
			if r.Mismatch {
				mismatch++
			} else {
				match++
			}
		}
	}
	plural := "s"
	if s.Files == 1 {
		plural = ""
	}
	s.text = fmt.Sprintf("%d file%s: %d bound, %d no bound, %d error, %d limit; %d cached",
		s.Files, plural, s.Bound, s.NoBound, s.Errors, s.Limits, s.Cached)
	if withExpected {
		s.Match, s.Mismatch = &match, &mismatch
		s.text += fmt.Sprintf("; expected: %d match, %d mismatch", match, mismatch)
	}
	if withTime {
		s.Seconds = elapsed.Seconds()
		s.text += fmt.Sprintf("; %.2fs", s.Seconds)
	}
	return s
}

// batchOutput prints the rows and the summary of batch (and merge) in a
// format: json (JSON Lines) and csv print each row as it comes (row), so
// that a run stopped halfway has printed every row it finished; text and
// md print the table at the end, sorted by file name (end). csv prints
// the summary on stderr, so that stdout stays one table.
type batchOutput struct {
	stdout, stderr         io.Writer
	format                 string
	withExpected, withTime bool
	csv                    *csv.Writer
	json                   *json.Encoder
}

// header is the table's column names.
func (o *batchOutput) header() []string {
	h := []string{"file", "aligned", "W", "H", "S", "status"}
	if o.withTime {
		h = append(h, "time")
	}
	h = append(h, "cached")
	if o.withExpected {
		h = append(h, "expected")
	}
	return h
}

// cells is a row's table cells, in the order of header.
func (o *batchOutput) cells(r *batchRow) []string {
	c := []string{input.Name(r.File), r.Aligned, r.W, r.H, r.S, r.Status}
	if o.withTime {
		c = append(c, fmt.Sprintf("%.3fs", r.Seconds))
	}
	cached := "no"
	if r.Cached {
		cached = "yes"
	}
	c = append(c, cached)
	if o.withExpected {
		c = append(c, r.Expected)
	}
	return c
}

// begin prints what comes before the rows: the csv header.
func (o *batchOutput) begin() error {
	switch o.format {
	case "csv":
		o.csv = csv.NewWriter(o.stdout)
		o.csv.Write(append(o.header(), "detail"))
		o.csv.Flush()
		return o.csv.Error()
	case "json":
		o.json = json.NewEncoder(o.stdout)
		o.json.SetEscapeHTML(false)
	}
	return nil
}

// row prints a row as soon as it is done, in the streamed formats.
func (o *batchOutput) row(r *batchRow) error {
	switch o.format {
	case "csv":
		o.csv.Write(append(o.cells(r), r.Detail))
		o.csv.Flush()
		return o.csv.Error()
	case "json":
		if !o.withTime {
			r.Seconds = 0
		}
		r.Version = resultVersion
		return o.json.Encode(r)
	}
	return nil
}

// end prints the table of rows (text, md), sorted by file name, and the
// summary.
func (o *batchOutput) end(rows []*batchRow, sum batchSummary) error {
	rows = slices.Clone(rows)
	sortRows(rows)
	switch o.format {
	case "json":
		return o.json.Encode(struct {
			Version int          `json:"version"`
			Summary batchSummary `json:"summary"`
		}{resultVersion, sum})
	case "csv":
		fmt.Fprintln(o.stderr, sum.text)
		return nil
	case "md":
		header := o.header()
		fmt.Fprintf(o.stdout, "| %s |\n|", strings.Join(header, " | "))
		for range header {
			fmt.Fprint(o.stdout, "---|")
		}
		fmt.Fprintln(o.stdout)
		for _, r := range rows {
			c := o.cells(r)
			for i := range c {
				c[i] = mdCell(c[i])
			}
			fmt.Fprintf(o.stdout, "| %s |\n", strings.Join(c, " | "))
		}
		fmt.Fprintln(o.stdout)
		writeDetails(o.stdout, rows, "- ")
		_, err := fmt.Fprintf(o.stdout, "%s\n", sum.text)
		return err
	}
	tw := tabwriter.NewWriter(o.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, strings.ToUpper(strings.Join(o.header(), "\t")))
	for _, r := range rows {
		fmt.Fprintln(tw, strings.Join(o.cells(r), "\t"))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	writeDetails(o.stdout, rows, "")
	_, err := fmt.Fprintln(o.stdout, sum.text)
	return err
}

// sortRows sorts rows by file name, the order of batchFiles.
func sortRows(rows []*batchRow) {
	slices.SortStableFunc(rows, func(a, b *batchRow) int { return strings.Compare(a.File, b.File) })
}

// writeDetails lists, one line per row that has one, the error or the
// reason for a missing bound.
func writeDetails(w io.Writer, rows []*batchRow, bullet string) {
	for _, r := range rows {
		if r.Detail != "" {
			fmt.Fprintf(w, "%s%s: %s: %s\n", bullet, input.Name(r.File), r.Status, r.Detail)
		}
	}
}

// mdCell escapes a Markdown table cell: | would end it, * and _ would
// turn closed forms into emphasis.
func mdCell(s string) string {
	r := strings.NewReplacer("|", `\|`, "*", `\*`, "_", `\_`)
	return r.Replace(s)
}

// knownFormat reports whether format is one of the table formats of batch
// and merge, saying so on stderr when it is not.
func knownFormat(cmd, format string, stderr io.Writer) bool {
	switch format {
	case "text", "md", "csv", "json":
		return true
	}
	fmt.Fprintf(stderr, "bspcost %s: unknown format %q (text, md, csv or json)\n", cmd, format)
	return false
}
