package main

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"bspcost/internal/cache"
	"bspcost/internal/golden"
)

// TestBatch runs "bspcost batch" on the textbook programs and on files
// with every outcome, each on a fresh cache (so that the cached column is
// reproducible), and compares exit code and output with
// testdata/batch-*.golden. --no-time makes the output reproducible.
func TestBatch(t *testing.T) {
	const tb = "../../benchmarks/textbook"
	tests := []struct {
		name string
		args []string
	}{
		{"textbook", []string{"--no-time", tb}},
		{"textbook-warm", []string{"--no-time", tb}},
		{"textbook-expected", []string{"--no-time", "--expected", tb + "/expected.json", tb}},
		{"expected-verdicts", []string{"--no-time", "-j", "1", "--expected", "testdata/batch-expected.json",
			tb + "/scan.bsp", tb + "/fold.bsp", tb + "/bcast_tree.bsp", tb + "/bcast_onephase.bsp", tb + "/compress.bsp"}},
		{"mixed", []string{"--no-time", tb + "/scan.bsp", "testdata/check-work12.bsp", "testdata/check-parse-error.bsp",
			"testdata/nosuch.bsp", "testdata/loop.ces", "testdata/divergent.ces", "testdata/limits/nesting300.bsp"}},
		// C programs through the C front end (a .ll needs no clang).
		{"ll", []string{"--no-time", "../../benchmarks/c/scan.ll", "../../benchmarks/c/fold.ll", "testdata/c/nosuch.ll"}},
		{"md", []string{"--no-time", "--format", "md", tb + "/scan.bsp", tb + "/fold.bsp", "testdata/check-work12.bsp"}},
		// The streamed formats print the rows as they are done: in the
		// order of the files with one worker.
		{"csv", []string{"--no-time", "-j", "1", "--format", "csv", tb + "/scan.bsp", tb + "/compress.bsp"}},
		{"json", []string{"--no-time", "-j", "1", "--format", "json", "--expected", tb + "/expected.json", tb + "/scan.bsp", tb + "/fold.bsp"}},
		{"bad-format", []string{"--format", "xml", tb}},
		{"bad-jobs", []string{"-j", "-1", tb}},
		{"shard", []string{"--no-time", "--shard", "1/3", tb}},
		{"empty-shard", []string{"--no-time", "--shard", "15/16", tb}},
		{"bad-shard", []string{"--shard", "8/8", tb}},
		{"bad-memory", []string{"--memory", "1K", tb}},
		{"bad-timeout", []string{"--timeout", "0s", tb}},
		{"no-args", nil},
		{"empty-dir", []string{"testdata/batch-empty"}},
		{"bad-expected", []string{"--expected", "testdata/loop.ces", tb}},
	}
	// Cases start from a copy of one cache that holds the textbook
	// programs (so that the cached column does not depend on which cases
	// run, and each program is analysed once), except "textbook", which
	// starts empty and makes that cache.
	// The cache is the database file and its write-ahead log (closing
	// leaves the log beside the file): both are copied.
	var warm map[string][]byte
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			db := filepath.Join(t.TempDir(), "cache.db")
			if tt.name != "textbook" {
				if warm == nil {
					t.Skip("needs the cache of the textbook case")
				}
				for suffix, data := range warm {
					if err := os.WriteFile(db+suffix, data, 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
			args := append([]string{"batch", "--cache", db}, tt.args...)
			code, stdout, stderr := runOut(args...)
			shown := append([]string{"batch"}, tt.args...)
			golden.Check(t, filepath.Join("testdata", "batch-"+tt.name+".golden"), transcript(shown, code, stdout, stderr))
			if tt.name == "textbook" {
				c, err := cache.Open(db, nil)
				if err != nil {
					t.Fatal(err)
				}
				// The parallel workers' writes are all there: one per
				// textbook program.
				progs, _ := filepath.Glob("../../benchmarks/textbook/*.bsp")
				if st, err := c.Stats(); err != nil || st.Entries != int64(len(progs)) || st.ByKind[kindCheck] != len(progs) {
					t.Errorf("cache after the batch: %+v, %v; want %d check entries", st, err, len(progs))
				}
				c.Close()
				warm = map[string][]byte{}
				for _, suffix := range []string{"", "-wal"} {
					data, err := os.ReadFile(db + suffix)
					if err != nil && !(suffix != "" && errors.Is(err, fs.ErrNotExist)) {
						t.Fatal(err)
					}
					warm[suffix] = data
				}
			}
		})
	}
}

// TestBatchParallel: the rows do not depend on the number of workers.
func TestBatchParallel(t *testing.T) {
	const tb = "../../benchmarks/textbook/"
	files := []string{tb + "fold.bsp", tb + "bcast_onephase.bsp", tb + "scan_block.bsp", "testdata/loop.ces", "testdata/check-work12.bsp"}
	var outs []string
	for _, j := range []string{"1", "2", "8"} {
		_, out, _ := runOut(append([]string{"batch", "--no-cache", "--no-time", "-j", j}, files...)...)
		outs = append(outs, out)
	}
	for i := 1; i < len(outs); i++ {
		if outs[i] != outs[0] {
			t.Errorf("outputs differ with the number of workers:\n%s\n%s", outs[0], outs[i])
		}
	}
	_, out, _ := runOut(append([]string{"batch", "--no-cache", "--format", "json"}, files[:3]...)...)
	rows, sum := jsonLines(t, out)
	if len(rows) != 3 || sum == nil || sum.Files != 3 {
		t.Fatalf("%d rows, summary %+v; want 3 rows and their summary", len(rows), sum)
	}
	for _, r := range rows {
		if r.Seconds <= 0 || r.Status != statusBound {
			t.Errorf("row %+v: want a bound and a positive time", r)
		}
	}
}

// TestBatchProgress: no progress bar unless stderr is a terminal and CI
// is unset.
func TestBatchProgress(t *testing.T) {
	if progressFor(&bytes.Buffer{}, 3) != nil {
		t.Error("a progress bar on a buffer")
	}
	f, err := os.Create(filepath.Join(t.TempDir(), "log"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if progressFor(f, 3) != nil {
		t.Error("a progress bar on a regular file")
	}
	t.Setenv("CI", "true")
	if tty, err := os.OpenFile("/dev/tty", os.O_WRONLY, 0); err == nil {
		defer tty.Close()
		if progressFor(tty, 3) != nil {
			t.Error("a progress bar with CI set")
		}
	}
}
