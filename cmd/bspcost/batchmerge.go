package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"

	"bspcost/internal/input"
)

// resultsKind is a result file of bspcost batch --format json (JSON
// Lines), which merge reads: a corpus of a hundred thousand files with
// long closed forms stays far below the limit.
var resultsKind = input.Kind{What: "a result file of bspcost batch --format json", Max: 256 << 20}

const mergeSynopsis = "bspcost merge [--format text|md|csv|json] [--no-time] RESULTS.jsonl..."

// runMerge is bspcost merge: it reads the result files of batch --format
// json (JSON Lines, one per shard of a batch --shard K/N job array) and
// prints the rows together, in any format of batch, as the batch of all
// the files prints them (with --no-time, the same text; the total time is
// the sum of the shards'). A file given twice, in one or two result
// files, keeps its last row (a shard resumed into the same file). Exit
// status: as batch's over the rows (5, 1, 0), with 4 (before 1) when a
// result file lacks its summary line or says its run was interrupted:
// files may be missing (a warning names the result file); 2 for an
// unreadable result file or a line that is not a row of batch.
func runMerge(args []string, stdout, stderr io.Writer) int {
	fset := newFlagSet("merge", mergeSynopsis, stderr)
	format := fset.String("format", "text", "output format: text, md (Markdown table), csv or json (JSON Lines)")
	noTime := fset.Bool("no-time", false, "leave out the time column and the total time (reproducible output)")
	paths, code, ok := parseArgs(fset, args)
	if !ok {
		return code
	}
	if !knownFormat("merge", *format, stderr) {
		return exitBadInput
	}
	if len(paths) == 0 {
		fmt.Fprintln(stderr, "bspcost merge: no result file given")
		fset.Usage()
		return exitBadInput
	}
	byFile := map[string]*batchRow{}
	var seconds float64
	incomplete := false
	for _, p := range paths {
		rows, sum, err := readResults(p)
		if err != nil {
			fmt.Fprintf(stderr, "bspcost merge: %v\n", err)
			if input.IsLimit(err) {
				return exitLimit
			}
			return exitBadInput
		}
		switch {
		case sum == nil:
			incomplete = true
			fmt.Fprintf(stderr, "bspcost merge: warning: %s has no summary line: its run did not end (killed?); files of it may be missing\n", input.Name(p))
		case sum.Interrupted:
			incomplete = true
			fmt.Fprintf(stderr, "bspcost merge: warning: %s: its run was interrupted after %d of %d files\n", input.Name(p), sum.Files, sum.Of)
		}
		if sum != nil {
			seconds += sum.Seconds
		}
		for _, r := range rows {
			byFile[r.File] = r
		}
	}
	rows := make([]*batchRow, 0, len(byFile))
	withExpected := false
	for _, r := range byFile {
		rows = append(rows, r)
		withExpected = withExpected || r.Expected != ""
	}
	out := &batchOutput{stdout: stdout, stderr: stderr, format: *format, withExpected: withExpected, withTime: !*noTime}
	// The streamed formats print the rows sorted, as the tables do.
	sortRows(rows)
	err := out.begin()
	for _, r := range rows {
		if err == nil {
			err = out.row(r)
		}
	}
	sum := summarise(rows, withExpected, time.Duration(seconds*float64(time.Second)), !*noTime)
	if err == nil {
		err = out.end(rows, sum)
	}
	if err != nil {
		fmt.Fprintf(stderr, "bspcost merge: %v\n", err)
		return exitBadInput
	}
	return batchExitCode(rows, incomplete)
}

// readResults reads a result file of batch --format json: its rows, and
// its summary (nil when it has none: the run did not end).
func readResults(path string) ([]*batchRow, *batchSummary, error) {
	f, err := input.Open(path, resultsKind)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	br := bufio.NewReader(io.LimitReader(f, resultsKind.Max+1))
	var rows []*batchRow
	var sum *batchSummary
	read := int64(0)
	for n := 1; ; n++ {
		line, err := br.ReadBytes('\n')
		read += int64(len(line))
		if read > resultsKind.Max {
			return nil, nil, &input.Error{File: path, Msg: fmt.Sprintf("%s is larger than %d MiB", resultsKind.What, resultsKind.Max>>20), Limit: true}
		}
		if err != nil && !errors.Is(err, io.EOF) {
			return nil, nil, &input.Error{File: path, Msg: "cannot read: " + err.Error(), Err: err}
		}
		if len(bytes.TrimSpace(line)) > 0 {
			r, s, perr := parseResultLine(line)
			switch {
			case perr != nil:
				return nil, nil, fmt.Errorf("%s:%d: not a line of bspcost batch --format json: %v", input.Name(path), n, perr)
			case s != nil:
				sum = s
			default:
				rows = append(rows, r)
			}
		}
		if err != nil {
			return rows, sum, nil
		}
	}
}

// parseResultLine decodes a row, or the summary line, of batch --format
// json.
func parseResultLine(line []byte) (*batchRow, *batchSummary, error) {
	var probe struct {
		Version int           `json:"version"`
		Summary *batchSummary `json:"summary"`
	}
	if err := json.Unmarshal(line, &probe); err != nil {
		return nil, nil, err
	}
	// Version 0: a result file of a bspcost before the field.
	if probe.Version != 0 && probe.Version != resultVersion {
		return nil, nil, fmt.Errorf("results of version %d; this bspcost reads version %d", probe.Version, resultVersion)
	}
	if probe.Summary != nil {
		return nil, probe.Summary, nil
	}
	var r batchRow
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return nil, nil, err
	}
	switch {
	case r.File == "":
		return nil, nil, errors.New("a row without a file")
	case r.Status != statusBound && r.Status != statusNoBound && r.Status != statusError && r.Status != statusLimit:
		return nil, nil, fmt.Errorf("unknown status %q", r.Status)
	}
	return &r, nil, nil
}
