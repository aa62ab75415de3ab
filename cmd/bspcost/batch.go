package main

import (
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/vbauerster/mpb/v8"
	"github.com/vbauerster/mpb/v8/decor"
	"golang.org/x/term"

	"bspcost/align"
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
	File string `json:"file"`
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
	// expectedOK is false on a mismatch.
	expectedOK bool
	// internal is set when the row's analysis failed with a bug of
	// bspcost: batch then exits 5.
	internal bool
	// res and prog are kept for the comparison with --expected.
	res  *boundResult
	prog *frontend.Program
}

// failed reports whether the row makes batch exit 1.
func (r *batchRow) failed() bool { return r.Status != statusBound || !r.expectedOK }

// runBatch is "bspcost batch [--format text|md|csv|json] [-j N]
// [--expected FILE] [--no-time] DIR|FILES...": it analyses every .bsp
// program (as check does) and every .ces/.koat cost relation system (as
// solve does) given or found under the directories, in parallel workers
// sharing one result cache, and prints one row per file, sorted by file
// name, then a summary line. Exit status: 2 bad usage or no input file, 1
// if any file has no bound, an error or a limit, or mismatches its
// expected bound, else 0; 5 (before 1) if the analysis of a file failed
// with a bug of bspcost.
func runBatch(args []string, stdout, stderr io.Writer) int {
	fset := newFlagSet("batch", "bspcost batch [--format text|md|csv|json] [-j N] [--expected FILE] [--no-time] [--cache PATH|--no-cache] DIR|FILE...", stderr)
	format := fset.String("format", "text", "output format: text, md (Markdown table), csv or json")
	jobs := fset.Int("j", 0, "number of files analysed in parallel (0: one per core)")
	expectedFile := fset.String("expected", "", "JSON file of expected bounds (like benchmarks/textbook/expected.json) to compare with")
	noTime := fset.Bool("no-time", false, "leave out the time column and the total time (reproducible output)")
	timeout := fset.Duration("timeout", defaultTimeout, "bound on the wall time of the whole command (0: none)")
	var cf cacheFlags
	cf.register(fset)
	paths, code, ok := parseArgs(fset, args)
	if !ok {
		return code
	}
	switch *format {
	case "text", "md", "csv", "json":
	default:
		fmt.Fprintf(stderr, "bspcost batch: unknown format %q (text, md, csv or json)\n", *format)
		return exitBadInput
	}
	if *jobs < 0 {
		fmt.Fprintf(stderr, "bspcost batch: -j must be at least 0, not %d\n", *jobs)
		return exitBadInput
	}
	if *jobs == 0 {
		*jobs = runtime.NumCPU()
	}
	if len(paths) == 0 {
		fmt.Fprintln(stderr, "bspcost batch: no directory or file given")
		fset.Usage()
		return exitBadInput
	}
	var exp *expected.Set
	if *expectedFile != "" {
		var err error
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
	return withTimeout(*timeout, "batch", stderr, func() int {
		rc := newResultCache(cf.open(stderr))
		defer rc.close()
		start := time.Now()
		rows := analyseAll(files, *jobs, rc, progressFor(stderr, len(files)))
		if exp != nil {
			for _, r := range rows {
				compareExpected(exp, r)
			}
		} else {
			for _, r := range rows {
				r.expectedOK = true
			}
		}
		sum := summarise(rows, exp != nil, time.Since(start), !*noTime)
		if err := writeBatch(stdout, stderr, *format, rows, sum, exp != nil, !*noTime); err != nil {
			fmt.Fprintf(stderr, "bspcost batch: %v\n", err)
			return exitBadInput
		}
		code := exitOK
		for _, r := range rows {
			switch {
			case r.internal:
				return exitInternal
			case r.failed():
				code = exitWrongProg
			}
		}
		return code
	})
}

// batchExt reports whether a file found in a directory is analysed.
func batchExt(name string) bool {
	switch filepath.Ext(name) {
	case ".bsp", ".ces", ".koat":
		return true
	}
	return false
}

// batchFiles expands the command line: files as given (whatever their
// extension: a missing file becomes an error row), directories walked
// recursively for .bsp, .ces and .koat files. The result is sorted and
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
			return nil, fmt.Errorf("no .bsp, .ces or .koat file in %s", input.Name(p))
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

// analyseAll analyses files with jobs workers; rows come back in the
// order of files.
func analyseAll(files []string, jobs int, rc *resultCache, bar *progress) []*batchRow {
	rows := make([]*batchRow, len(files))
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < min(jobs, len(files)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				rows[i] = analyseOne(files[i], rc)
				bar.add()
			}
		}()
	}
	for i := range files {
		next <- i
	}
	close(next)
	wg.Wait()
	bar.finish()
	return rows
}

// analyseOne is one row: a .ces/.koat file through solve, anything else
// as a .bsp program through check. A panic is an internal error of that
// row, not of the batch.
func analyseOne(file string, rc *resultCache) (row *batchRow) {
	start := time.Now()
	row = &batchRow{File: file, Aligned: "-", W: "-", H: "-", S: "-"}
	defer func() {
		if r := recover(); r != nil {
			row.Status, row.Detail = statusError, internalErr{r}.Error()
			row.internal = true
		}
		row.Seconds = time.Since(start).Seconds()
	}()
	switch filepath.Ext(file) {
	case ".ces", ".koat":
		batchSolve(row, file, rc)
	default:
		batchCheck(row, file, rc)
	}
	return row
}

// batchCheck fills row with the bound of a .bsp program.
func batchCheck(row *batchRow, file string, rc *resultCache) {
	src, err := frontend.ReadSource(file)
	var prog *frontend.Program
	if err == nil {
		prog, err = frontend.Parse(file, src)
	}
	if err != nil {
		row.Status, row.Detail = statusError, firstError(err)
		if frontend.IsLimit(err) {
			row.Status = statusLimit
		}
		return
	}
	ar := align.Analyze(prog)
	if !ar.Aligned {
		row.Aligned, row.Status = "no", statusError
		row.Detail = "the barriers are not textually aligned (see bspcost check)"
		if len(ar.Diagnostics) > 0 {
			d := ar.Diagnostics[0]
			d.File = file
			row.Detail = d.Error()
		}
		return
	}
	row.Aligned = "yes"
	res, hit := cachedBound(rc, src, file, prog, ar, boundOptions{})
	row.Cached, row.res, row.prog = hit, res, prog
	switch res.Code {
	case exitOK:
		row.Status = statusBound
	case exitLimit:
		row.Status = statusLimit
	case exitInternal:
		row.Status, row.internal = statusError, true
	default:
		row.Status = statusNoBound
	}
	if res.Err != "" {
		row.Detail = res.Err
		return
	}
	for _, r := range res.resources() {
		v := r.B.Expr
		if v == "" {
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
func batchSolve(row *batchRow, file string, rc *resultCache) {
	fj, codes, hit, err := solveFile(rc, file, solveTimeout, true)
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
			row.internal = true
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
	text     string
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
			if r.expectedOK {
				match++
			} else {
				mismatch++
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

// writeBatch prints the rows and the summary in the chosen format. The
// text and md formats list the details (errors, reasons) under the table;
// csv prints the summary on stderr, so that stdout stays one table.
func writeBatch(stdout, stderr io.Writer, format string, rows []*batchRow, sum batchSummary, withExpected, withTime bool) error {
	header := []string{"file", "aligned", "W", "H", "S", "status"}
	if withTime {
		header = append(header, "time")
	}
	header = append(header, "cached")
	if withExpected {
		header = append(header, "expected")
	}
	cells := func(r *batchRow) []string {
		c := []string{input.Name(r.File), r.Aligned, r.W, r.H, r.S, r.Status}
		if withTime {
			c = append(c, fmt.Sprintf("%.3fs", r.Seconds))
		}
		cached := "no"
		if r.Cached {
			cached = "yes"
		}
		c = append(c, cached)
		if withExpected {
			c = append(c, r.Expected)
		}
		return c
	}
	switch format {
	case "json":
		if !withTime {
			for _, r := range rows {
				r.Seconds = 0
			}
		}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		return enc.Encode(struct {
			Rows    []*batchRow  `json:"rows"`
			Summary batchSummary `json:"summary"`
		}{rows, sum})
	case "csv":
		w := csv.NewWriter(stdout)
		w.Write(append(header, "detail"))
		for _, r := range rows {
			w.Write(append(cells(r), r.Detail))
		}
		w.Flush()
		fmt.Fprintln(stderr, sum.text)
		return w.Error()
	case "md":
		fmt.Fprintf(stdout, "| %s |\n|", strings.Join(header, " | "))
		for range header {
			fmt.Fprint(stdout, "---|")
		}
		fmt.Fprintln(stdout)
		for _, r := range rows {
			c := cells(r)
			for i := range c {
				c[i] = mdCell(c[i])
			}
			fmt.Fprintf(stdout, "| %s |\n", strings.Join(c, " | "))
		}
		fmt.Fprintln(stdout)
		writeDetails(stdout, rows, "- ")
		fmt.Fprintf(stdout, "%s\n", sum.text)
		return nil
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, strings.ToUpper(strings.Join(header, "\t")))
	for _, r := range rows {
		fmt.Fprintln(tw, strings.Join(cells(r), "\t"))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	writeDetails(stdout, rows, "")
	fmt.Fprintln(stdout, sum.text)
	return nil
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
