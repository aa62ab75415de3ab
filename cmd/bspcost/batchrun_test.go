package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"bspcost/frontend/gen"
	"bspcost/internal/golden"
)

// jsonLines decodes the output of batch --format json: the rows, then
// the summary line (nil when there is none).
func jsonLines(t *testing.T, out string) ([]*batchRow, *batchSummary) {
	t.Helper()
	var rows []*batchRow
	var sum *batchSummary
	for i, l := range strings.Split(out, "\n") {
		if l == "" {
			continue
		}
		r, s, err := parseResultLine([]byte(l))
		switch {
		case err != nil:
			t.Fatalf("line %d %q: %v", i+1, l, err)
		case sum != nil:
			t.Fatalf("line %d %q after the summary", i+1, l)
		case s != nil:
			sum = s
		default:
			rows = append(rows, r)
		}
	}
	return rows, sum
}

// rowsByFile indexes rows by their file's base name.
func rowsByFile(rows []*batchRow) map[string]*batchRow {
	m := map[string]*batchRow{}
	for _, r := range rows {
		m[filepath.Base(r.File)] = r
	}
	return m
}

// copyFile copies src to dir/name and returns the new path.
func copyFile(t *testing.T, src, dir, name string) string {
	t.Helper()
	b, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(dir, name)
	if err := os.WriteFile(dst, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return dst
}

// TestBatchLimits: a file over a limit (time, memory), or whose worker
// dies, is a row of its own; the other files of the run get their bound.
// The hang, hog and crash files are the textbook scan.bsp under names the
// tests' worker acts on (batchworker_test.go); big.bsp is a real program
// whose analysis needs more than the run's --memory. Each limit has a run
// of its own, so that the other limit is out of reach (a slow machine
// must not make big.bsp a time limit).
func TestBatchLimits(t *testing.T) {
	const tb = "../../benchmarks/textbook/"
	dir := t.TempDir()
	named := func(name string) string { return copyFile(t, tb+"scan.bsp", dir, name) }
	big := filepath.Join(dir, "big.bsp")
	if err := os.WriteFile(big, replicatedProgram(100000), 0o644); err != nil {
		t.Fatal(err)
	}
	type want struct {
		status, detail string
		internal       bool
	}
	bound := want{statusBound, "", false}
	tests := []struct {
		name  string
		flags []string
		files []string
		code  int
		want  map[string]want
	}{
		{"time", []string{"--timeout", "1s"}, []string{tb + "scan.bsp", named("hang.bsp"), tb + "fold.bsp"}, exitWrongProg, map[string]want{
			"scan.bsp": bound, "fold.bsp": bound,
			"hang.bsp": {statusLimit, "time limit exceeded: the analysis did not end within --timeout 1s (stopped 2s later)", false},
		}},
		{"memory", []string{"--timeout", "1m", "--memory", "48M"}, []string{tb + "scan.bsp", named("hog.bsp"), big, tb + "compress.bsp"}, exitWrongProg, map[string]want{
			"scan.bsp": bound, "compress.bsp": bound,
			// The worker's watchdog, or past it batch's check of the
			// worker's resident memory (a fast allocation).
			"hog.bsp": {statusLimit, "memory limit exceeded: ", false},
			"big.bsp": {statusLimit, "memory limit exceeded: ", false},
		}},
		// A quota of operations: the same rows on every machine.
		{"operations", []string{"--operations", "2000"}, []string{tb + "scan.bsp", tb + "compress.bsp"}, exitWrongProg, map[string]want{
			"scan.bsp":     bound,
			"compress.bsp": {statusLimit, "h-relations: operation limit exceeded (2000 operations)", false},
		}},
		{"crash", nil, []string{tb + "scan.bsp", named("crash.bsp"), tb + "fold.bsp"}, exitInternal, map[string]want{
			"scan.bsp": bound, "fold.bsp": bound,
			"crash.bsp": {statusError, "the worker process ended without an answer (exit status 7)", true},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append(append([]string{"batch", "--no-cache", "--format", "json", "-j", "2"}, tt.flags...), tt.files...)
			code, stdout, stderr := runOut(args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d", code, tt.code)
			}
			rows, sum := jsonLines(t, stdout)
			if sum == nil || sum.Files != len(tt.files) || len(rows) != len(tt.files) {
				t.Fatalf("%d rows, summary %+v; want %d rows and their summary\nstderr:\n%s", len(rows), sum, len(tt.files), stderr)
			}
			got := rowsByFile(rows)
			for name, w := range tt.want {
				r := got[name]
				if r == nil {
					t.Errorf("%s: no row", name)
					continue
				}
				if r.Status != w.status || !strings.Contains(r.Detail, w.detail) || r.Internal != w.internal {
					t.Errorf("%s: status %q, detail %q, internal %v; want %q, a detail with %q, internal %v", name, r.Status, r.Detail, r.Internal, w.status, w.detail, w.internal)
				}
			}
		})
	}
}

// startBatch runs this test binary as bspcost with args (see
// batchworker_test.go), its stdout a pipe the caller reads.
func startBatch(t *testing.T, env []string, args ...string) (*exec.Cmd, *bufio.Reader, *bytes.Buffer) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(append(os.Environ(), testMainEnv+"=1"), env...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd, bufio.NewReader(out), &stderr
}

// workersOf lists the processes whose command line contains marker (a
// temporary path of one test): the workers of the test's batch.
func workersOf(t *testing.T, marker string) []int {
	t.Helper()
	dirs, err := filepath.Glob("/proc/[0-9]*")
	if err != nil {
		t.Fatal(err)
	}
	var pids []int
	for _, d := range dirs {
		b, err := os.ReadFile(d + "/cmdline")
		if err != nil || !bytes.Contains(b, []byte(marker)) || !bytes.Contains(b, []byte(batchWorkerCmd)) {
			continue
		}
		// A zombie (reaped soon by its parent, init here) is no worker.
		if st, err := os.ReadFile(d + "/stat"); err == nil && bytes.Contains(st, []byte(") Z ")) {
			continue
		}
		pid, _ := strconv.Atoi(filepath.Base(d))
		pids = append(pids, pid)
	}
	return pids
}

// waitNoWorkers fails when workers of the test's batch (see workersOf)
// are still running after a generous while: they must die with their
// batch (Pdeathsig, killed process groups).
func waitNoWorkers(t *testing.T, marker string) {
	t.Helper()
	var left []int
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if left = workersOf(t, marker); len(left) == 0 {
			return
		}
	}
	t.Errorf("worker processes %v outlived their batch", left)
}

// TestBatchResume: a batch stopped after some rows (killed, or
// interrupted) and run again completes, and every file whose row the
// first run printed is a cache hit: results are stored as each file is
// done, and the workers end with their batch.
func TestBatchResume(t *testing.T) {
	const tb = "../../benchmarks/textbook/"
	for _, tt := range []struct {
		name string
		sig  syscall.Signal
	}{
		{"killed", syscall.SIGKILL},
		{"interrupted", syscall.SIGINT},
		{"terminated", syscall.SIGTERM},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			corpus := filepath.Join(dir, "corpus")
			if err := os.Mkdir(corpus, 0o755); err != nil {
				t.Fatal(err)
			}
			// Ten files with distinct texts (the cache key is the text).
			names, err := filepath.Glob(tb + "*.bsp")
			if err != nil || len(names) < 5 {
				t.Fatalf("textbook programs: %v, %v", names, err)
			}
			var all []string
			for i := 0; i < 10; i++ {
				f := copyFile(t, names[i%len(names)], corpus, fmt.Sprintf("p%02d.bsp", i))
				if i >= len(names) {
					appendText(t, f, fmt.Sprintf("\n// copy %d\n", i))
				}
				all = append(all, f)
			}
			db := filepath.Join(dir, "cache.db")
			args := []string{"batch", "--format", "json", "-j", "1", "--no-time", "--cache", db, corpus}
			// A worker slowed down: the run is far from its end when it
			// is stopped.
			cmd, out, stderr := startBatch(t, []string{testDelayEnv + "=200ms"}, args...)
			var printed []string
			for len(printed) < 3 {
				line, err := out.ReadBytes('\n')
				if err != nil {
					t.Fatalf("batch ended after %d rows: %v\nstderr:\n%s", len(printed), err, stderr)
				}
				r, _, err := parseResultLine(line)
				if err != nil || r == nil {
					t.Fatalf("line %q: %v", line, err)
				}
				printed = append(printed, r.File)
			}
			cmd.Process.Signal(tt.sig)
			rest, _ := io.ReadAll(out)
			err = cmd.Wait()
			if tt.sig == syscall.SIGKILL {
				if err == nil {
					t.Errorf("killed batch ended with %v", err)
				}
			} else {
				if code := cmd.ProcessState.ExitCode(); code != exitLimit {
					t.Errorf("interrupted batch: exit %d, want %d\nstderr:\n%s", code, exitLimit, stderr)
				}
				if !strings.Contains(stderr.String(), "the same command resumes") {
					t.Errorf("interrupted batch's stderr does not say how to resume:\n%s", stderr)
				}
				// The rows printed after the stop, and a summary saying
				// the run was interrupted.
				rows, sum := jsonLines(t, string(rest))
				if sum == nil || !sum.Interrupted || sum.Of != len(all) || sum.Files != len(printed)+len(rows) {
					t.Errorf("summary %+v after %d+%d rows; want an interrupted run of %d files", sum, len(printed), len(rows), len(all))
				}
			}
			waitNoWorkers(t, db)
			// The same command, again: every file has its row, and those
			// printed before the stop are cache hits.
			code, stdout, stderr2 := runOut(args...)
			rows, sum := jsonLines(t, stdout)
			if code != exitOK || sum == nil || sum.Files != len(all) || len(rows) != len(all) {
				t.Fatalf("rerun: exit %d, %d rows, summary %+v; want 0 and %d rows\nstderr:\n%s", code, len(rows), sum, len(all), stderr2)
			}
			got := map[string]bool{}
			for _, r := range rows {
				got[r.File] = r.Cached
			}
			for _, f := range printed {
				if !got[f] {
					t.Errorf("rerun: %s, printed before the stop, is not a cache hit", f)
				}
			}
			if sum.Cached < len(printed) {
				t.Errorf("rerun: %d cache hits, want at least %d", sum.Cached, len(printed))
			}
		})
	}
}

// TestBatchNoOrphans: the workers of a batch stopped in the middle of a
// file that never ends (killed, or interrupted) end with it, long before
// their own deadline (--timeout plus twice batchGrace), and before the
// deadline of their reading an end of input (never, in a hang): a killed
// batch's workers die by Pdeathsig, an interrupted one kills them.
func TestBatchNoOrphans(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGKILL, syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			dir := t.TempDir()
			hang := copyFile(t, "../../benchmarks/textbook/scan.bsp", dir, "hang.bsp")
			cmd, _, stderr := startBatch(t, nil, "batch", "--timeout", "10m", "--cache", filepath.Join(dir, "cache.db"), hang)
			for deadline := time.Now().Add(30 * time.Second); len(workersOf(t, dir)) == 0; time.Sleep(10 * time.Millisecond) {
				if time.Now().After(deadline) {
					t.Fatalf("no worker started\nstderr:\n%s", stderr)
				}
			}
			cmd.Process.Signal(sig)
			cmd.Wait()
			waitNoWorkers(t, dir)
		})
	}
}

// appendText appends s to the file f.
func appendText(t *testing.T, f, s string) {
	t.Helper()
	h, err := os.OpenFile(f, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	if _, err := h.WriteString(s); err != nil {
		t.Fatal(err)
	}
}

// TestBatchShardMerge: the shards of a batch, run as separate processes
// (as a job array runs them), merged, print the table of the unsharded
// batch, in every format.
func TestBatchShardMerge(t *testing.T) {
	const tb = "../../benchmarks/textbook"
	// Every status, and an expected column.
	paths := []string{tb, "testdata/check-work12.bsp", "testdata/check-parse-error.bsp", "testdata/nosuch.bsp",
		"testdata/loop.ces", "testdata/divergent.ces", "testdata/limits/nesting300.bsp"}
	common := []string{"--no-cache", "--no-time", "--expected", tb + "/expected.json"}
	dir := t.TempDir()
	const n = 3
	var results []string
	for k := 0; k < n; k++ {
		res := filepath.Join(dir, fmt.Sprintf("shard%d.jsonl", k))
		args := append(append([]string{"batch", "--format", "json", "--shard", fmt.Sprintf("%d/%d", k, n)}, common...), paths...)
		cmd, out, stderr := startBatch(t, nil, args...)
		b, _ := io.ReadAll(out)
		cmd.Wait()
		if code := cmd.ProcessState.ExitCode(); code != exitWrongProg {
			t.Errorf("shard %d: exit %d, want %d\nstderr:\n%s", k, code, exitWrongProg, stderr)
		}
		if err := os.WriteFile(res, b, 0o644); err != nil {
			t.Fatal(err)
		}
		results = append(results, res)
	}
	for _, format := range []string{"text", "md", "csv", "json"} {
		t.Run(format, func(t *testing.T) {
			wantCode, want, wantErr := runOut(append(append([]string{"batch", "-j", "1", "--format", format}, common...), paths...)...)
			code, got, gotErr := runOut(append([]string{"merge", "--no-time", "--format", format}, results...)...)
			if code != wantCode {
				t.Errorf("merge: exit %d, batch %d", code, wantCode)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("merge differs from the unsharded batch (-batch +merge):\n%s", diff)
			}
			if diff := cmp.Diff(wantErr, gotErr); diff != "" {
				t.Errorf("merge's stderr differs from the unsharded batch's (-batch +merge):\n%s", diff)
			}
		})
	}
}

// TestShard: --shard K/N splits the sorted files into N disjoint shards.
func TestShard(t *testing.T) {
	files := []string{"a", "b", "c", "d", "e"}
	tests := []struct {
		spec    string
		want    []string
		wantErr bool
	}{
		{"", files, false},
		{"0/1", files, false},
		{"0/2", []string{"a", "c", "e"}, false},
		{"1/2", []string{"b", "d"}, false},
		{"4/5", []string{"e"}, false},
		{"6/8", nil, false},
		{"2/2", nil, true},
		{"-1/2", nil, true},
		{"1/0", nil, true},
		{"1", nil, true},
		{"a/b", nil, true},
	}
	for _, tt := range tests {
		k, n, err := parseShard(tt.spec)
		if (err != nil) != tt.wantErr {
			t.Errorf("parseShard(%q): error %v, want error %v", tt.spec, err, tt.wantErr)
			continue
		}
		if err != nil {
			continue
		}
		if diff := cmp.Diff(tt.want, shardOf(files, k, n)); diff != "" {
			t.Errorf("--shard %s (-want +got):\n%s", tt.spec, diff)
		}
	}
}

// TestMerge: merge's errors and warnings, against
// testdata/merge-*.golden.
func TestMerge(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	row := func(file, status string) string {
		return fmt.Sprintf(`{"file":%q,"aligned":"-","W":"1","H":"-","S":"-","status":%q,"seconds":0,"cached":false}`+"\n", file, status)
	}
	const sum = `{"summary":{"files":1,"bound":1,"no_bound":0,"errors":0,"limits":0,"cached":0}}` + "\n"
	files := map[string]string{
		"a.jsonl":           row("a.ces", statusBound) + sum,
		"b.jsonl":           row("b.ces", statusNoBound) + sum,
		"again.jsonl":       row("a.ces", statusLimit) + sum,
		"killed.jsonl":      row("c.ces", statusBound),
		"interrupted.jsonl": row("d.ces", statusBound) + `{"summary":{"files":1,"bound":1,"no_bound":0,"errors":0,"limits":0,"cached":0,"interrupted":true,"of":4}}` + "\n",
		"internal.jsonl":    strings.Replace(row("e.ces", statusError), `"cached"`, `"internal":true,"cached"`, 1) + sum,
		"badline.jsonl":     row("a.ces", statusBound) + "{not json\n",
		"badstatus.jsonl":   row("a.ces", "fine") + sum,
		"unknown.jsonl":     strings.Replace(row("a.ces", statusBound), `"cached"`, `"colour":"red","cached"`, 1),
		"nofile.jsonl":      `{"status":"bound"}` + "\n",
		// Rows of this version, and of a later one.
		"v1.jsonl":     `{"version":1,` + row("f.ces", statusBound)[1:] + `{"version":1,` + sum[1:],
		"future.jsonl": `{"version":2,` + row("f.ces", statusBound)[1:] + sum,
	}
	for name, text := range files {
		write(name, text)
	}
	tests := []struct {
		name  string
		args  []string
		files []string
	}{
		{"two", []string{"--no-time"}, []string{"a.jsonl", "b.jsonl"}},
		{"last-wins", []string{"--no-time"}, []string{"a.jsonl", "b.jsonl", "again.jsonl"}},
		{"killed", []string{"--no-time"}, []string{"a.jsonl", "killed.jsonl"}},
		{"interrupted", []string{"--no-time", "--format", "csv"}, []string{"interrupted.jsonl", "a.jsonl"}},
		{"internal", []string{"--no-time", "--format", "json"}, []string{"a.jsonl", "internal.jsonl"}},
		{"bad-line", nil, []string{"a.jsonl", "badline.jsonl"}},
		{"bad-status", nil, []string{"badstatus.jsonl"}},
		{"unknown-field", nil, []string{"unknown.jsonl"}},
		{"no-file-field", nil, []string{"nofile.jsonl"}},
		{"versions", []string{"--no-time", "--format", "json"}, []string{"a.jsonl", "v1.jsonl"}},
		{"future-version", nil, []string{"future.jsonl"}},
		{"missing", nil, []string{"nosuch.jsonl"}},
		{"bad-format", []string{"--format", "xml"}, []string{"a.jsonl"}},
		{"no-args", nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"merge"}, tt.args...)
			shown := append([]string{}, args...)
			for _, f := range tt.files {
				args = append(args, filepath.Join(dir, f))
				shown = append(shown, f)
			}
			code, stdout, stderr := runOut(args...)
			// Paths of the temporary directory, as the command line shows
			// them.
			stdout = strings.ReplaceAll(stdout, dir+string(filepath.Separator), "")
			stderr = strings.ReplaceAll(stderr, dir+string(filepath.Separator), "")
			golden.Check(t, filepath.Join("testdata", "merge-"+tt.name+".golden"), transcript(shown, code, stdout, stderr))
		})
	}
}

// BenchmarkBatch: bspcost batch --no-cache over generated programs (as
// scripts/gendump writes them: the aligned families of frontend/gen in
// turn, seeds 0, 1, ...) with 1 and 2 workers, in-process for batch and
// with worker processes (this test binary, see batchworker_test.go). It
// reports files per second; scripts/batchscale.sh measures the same with
// the built binary, whole-process (docs/benchmarks.md). --timeout 2s keeps
// the programs the solver gives up on from ruling the time.
//
//	go test ./cmd/bspcost -run '^$' -bench BenchmarkBatch -benchtime 1x -count 3
func BenchmarkBatch(b *testing.B) {
	dir := b.TempDir()
	const n = 40
	fams := gen.AlignedFamilies
	for i := 0; i < n; i++ {
		p := gen.Generate(int64(i), gen.Options{Family: fams[i%len(fams)]})
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("g%04d.bsp", i)), []byte(p.Source), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	for _, j := range []string{"1", "2"} {
		b.Run("j="+j, func(b *testing.B) {
			for b.Loop() {
				if code, _, stderr := runOut("batch", "--no-cache", "--format", "csv", "--timeout", "2s", "-j", j, dir); code > exitWrongProg {
					b.Fatalf("exit %d\n%s", code, stderr)
				}
			}
			b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "files/s")
		})
	}
}
