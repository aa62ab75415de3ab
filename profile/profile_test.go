package profile

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// needClang skips a test that builds C when clang-14 is missing.
func needClang(t *testing.T) {
	t.Helper()
	if _, err := clangPath(); err != nil {
		t.Skip("clang-14 not installed (scripts/install-clang.sh)")
	}
}

// stepHW is what the tests compare of a superstep.
type stepHW struct{ W, H int64 }

func stepsOf(r *Result) []stepHW {
	var out []stepHW
	for _, s := range r.Steps {
		out = append(out, stepHW{s.W, s.H})
	}
	return out
}

// sortedLines is the program's output, its lines sorted (the processes
// print in any order).
func sortedLines(s string) []string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	slices.Sort(lines)
	return lines
}

// TestRuntime runs small programs whose supersteps, h and output are known
// by hand: the semantics of the runtime (buffered puts, gets before puts,
// registration order, BSMP, the hp variants, both bsp_init dialects) and
// its counts (words of a transfer, work of each process).
func TestRuntime(t *testing.T) {
	needClang(t)
	tests := []struct {
		file     string
		p        int
		word     int
		stdin    string
		steps    []stepHW
		procW    []int64 // the work of each process in the first superstep
		out      []string
		wantP, S int64
	}{
		{file: "puts.c", p: 4, steps: []stepHW{{0, 0}, {0, 1}, {0, 2}, {0, 0}},
			out: []string{"0: a=13 c=3,4,5", "1: a=10 c=0,1,2", "2: a=11 c=1,2,3", "3: a=12 c=2,3,4"}},
		{file: "puts.c", p: 2, word: 4, steps: []stepHW{{0, 0}, {0, 2}, {0, 3}, {0, 0}},
			out: []string{"0: a=11 c=1,2,3", "1: a=10 c=0,1,2"}},
		{file: "puts.c", p: 1, steps: []stepHW{{0, 0}, {0, 1}, {0, 2}, {0, 0}},
			out: []string{"0: a=10 c=0,1,2"}},
		{file: "gets.c", p: 3, steps: []stepHW{{0, 0}, {0, 2}, {0, 3}, {0, 3}, {0, 0}},
			out: []string{"0: in=c", "0: y=11 x=102", "1: in=a", "1: y=12 x=100", "2: in=b", "2: y=10 x=101", "x=14"}},
		{file: "regorder.c", p: 3, steps: []stepHW{{0, 0}, {0, 2}, {0, 0}},
			out: []string{"0: a0=3 b1=3", "1: a0=1 b1=1", "2: a0=2 b1=2"}},
		{file: "bsmp.c", p: 4, steps: []stepHW{{0, 0}, {0, 14}, {0, 1}, {0, 0}},
			out: []string{"0: from=3 len=0", "1: from=0 len=0", "2: from=1 len=0", "3: from=2 len=0",
				"empty=-1", "n=4 bytes=80", "old tagsize 0",
				"tag=0 len=8 first=0", "tag=1 len=16 first=1", "tag=2 len=24 first=2", "tag=3 len=32 first=3"}},
		{file: "work.c", p: 3, steps: []stepHW{{25, 0}, {3, 0}}, procW: []int64{5, 15, 25},
			out: []string{"0: 0"}}, // after bsp_end: process 0 alone
		{file: "mpi.c", p: 3, steps: []stepHW{{0, 0}, {0, 1}, {0, 0}},
			out: []string{"0: v=2 argc=1", "1: v=0 argc=1", "2: v=1 argc=1", "after bsp_end: 0"}},
		{file: "oxford.c", p: 4, wantP: 2, steps: []stepHW{{0, 0}, {0, 0}},
			out: []string{"0 of 2", "1 of 2", "before: 4"}},
		{file: "stdin.c", p: 4, stdin: "5\n", steps: []stepHW{{0, 0}, {0, 4}, {5, 0}},
			out: []string{"0: 5"}},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%s/p=%d/word=%d", tc.file, tc.p, tc.word), func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			res, err := Run(context.Background(), Config{Files: []string{filepath.Join("testdata", tc.file)}, P: tc.p, WordSize: tc.word,
				Stdin: strings.NewReader(tc.stdin), Stdout: &stdout, Stderr: &stderr, Timeout: time.Minute})
			if err != nil {
				t.Fatalf("%v\nstderr:\n%s", err, stderr.String())
			}
			wantP := tc.wantP
			if wantP == 0 {
				wantP = int64(tc.p)
			}
			if int64(res.P) != wantP {
				t.Errorf("p = %d, want %d", res.P, wantP)
			}
			if diff := cmp.Diff(tc.steps, stepsOf(res)); diff != "" {
				t.Errorf("supersteps (W, h) (-want +got):\n%s", diff)
			}
			var sumW, sumH int64
			for _, s := range tc.steps {
				sumW += s.W
				sumH += s.H
			}
			if res.W != sumW || res.H != sumH || res.S != int64(len(tc.steps)) {
				t.Errorf("totals W=%d H=%d S=%d, want %d %d %d", res.W, res.H, res.S, sumW, sumH, len(tc.steps))
			}
			if tc.procW != nil {
				var got []int64
				for _, pr := range res.Steps[0].Procs {
					got = append(got, pr.W)
				}
				if diff := cmp.Diff(tc.procW, got); diff != "" {
					t.Errorf("work per process (-want +got):\n%s", diff)
				}
			}
			if diff := cmp.Diff(tc.out, sortedLines(stdout.String())); diff != "" {
				t.Errorf("output (-want +got):\n%s", diff)
			}
			if res.ExitStatus != 0 {
				t.Errorf("exit status %d", res.ExitStatus)
			}
		})
	}
}

// TestRuntimeSites: each superstep names the bsp_sync (or bsp_end) call
// that closed it, from the debug information.
func TestRuntimeSites(t *testing.T) {
	needClang(t)
	res, err := Run(context.Background(), Config{Files: []string{"testdata/puts.c"}, P: 2, Timeout: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range res.Steps {
		got = append(got, fmt.Sprintf("%s end=%v differ=%v", s.Site, s.End, s.SitesDiffer))
	}
	want := []string{
		"testdata/puts.c:13:3 end=false differ=false",
		"testdata/puts.c:18:3 end=false differ=false",
		"testdata/puts.c:23:3 end=false differ=false",
		"testdata/puts.c:28:3 end=true differ=false",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("sites (-want +got):\n%s", diff)
	}
}

// TestRuntimeErrors: programs that misbehave end with an error of the
// right kind and message, and leave no process and no temporary file.
func TestRuntimeErrors(t *testing.T) {
	needClang(t)
	tests := []struct {
		file   string
		p      int
		memory int64
		kind   ErrKind
		msg    string
	}{
		{file: "abort.c", p: 3, kind: ErrProgram, msg: "process 1 called bsp_abort: bad value 7"},
		{file: "mismatch.c", p: 3, kind: ErrProgram, msg: "barrier mismatch: 0 at bsp_end"},
		{file: "crash.c", p: 3, kind: ErrProgram, msg: "process 1 was killed by signal 11 (SIGSEGV)"},
		{file: "exitearly.c", p: 3, kind: ErrProgram, msg: "process 1 ended (exit or return from main) before bsp_end"},
		{file: "unreg.c", p: 2, kind: ErrProgram, msg: "bsp_put to an address that is not registered"},
		{file: "tagsizenull.c", p: 2, kind: ErrProgram, msg: "bsp_set_tagsize(NULL)"},
		{file: "pidbefore.c", p: 2, kind: ErrProgram, msg: "bsp_pid called before bsp_begin"},
		{file: "bounds.c", p: 2, kind: ErrProgram, msg: "bytes 0..23 of a registration of 16 bytes"},
		{file: "bigalloc.c", p: 2, memory: 256 << 20, kind: ErrLimit, msg: "malloc of 1099511627776 bytes failed"},
		{file: "missing.c", p: 2, kind: ErrInput, msg: "no such file"},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			tmp := t.TempDir()
			t.Setenv("TMPDIR", tmp)
			_, err := Run(context.Background(), Config{Files: []string{filepath.Join("testdata", tc.file)}, P: tc.p, Memory: tc.memory, Timeout: time.Minute})
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("err = %v, want a *Error", err)
			}
			if e.Kind != tc.kind || !strings.Contains(e.Msg, tc.msg) {
				t.Errorf("error kind %d %q, want kind %d containing %q", e.Kind, e.Msg, tc.kind, tc.msg)
			}
			if left, _ := os.ReadDir(tmp); len(left) > 0 {
				t.Errorf("temporary files left: %v", left)
			}
		})
	}
}

// TestTimeoutKillsGroup: a program that never ends is stopped by the
// time limit (ErrLimit), and none of its processes is left running.
func TestTimeoutKillsGroup(t *testing.T) {
	needClang(t)
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	pids := filepath.Join(t.TempDir(), "pids")
	if err := os.WriteFile(pids, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Run(context.Background(), Config{Files: []string{"testdata/forever.c"}, P: 3, Args: []string{pids}, Timeout: 2 * time.Second})
	var e *Error
	if !errors.As(err, &e) || e.Kind != ErrLimit {
		t.Fatalf("err = %v, want a time limit", err)
	}
	b, err := os.ReadFile(pids)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Fields(string(b)) {
		pid, err := strconv.Atoi(l)
		if err != nil {
			t.Fatal(err)
		}
		if st, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid)); err == nil {
			if state, _, ok := statFields(string(st)); ok && state != 'Z' && state != 'X' {
				t.Errorf("process %d is still running (state %c)", pid, state)
			}
		}
	}
	if left, _ := os.ReadDir(tmp); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// TestCancel: cancelling the context stops the run like the time limit.
func TestCancel(t *testing.T) {
	needClang(t)
	prog, err := Build(context.Background(), Config{Files: []string{"testdata/forever.c"}})
	if err != nil {
		t.Fatal(err)
	}
	defer prog.Close()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = prog.Run(ctx, Config{P: 2, Args: []string{os.DevNull}})
	var e *Error
	if !errors.As(err, &e) || e.Kind != ErrLimit {
		t.Fatalf("err = %v, want the run stopped", err)
	}
}

func TestConfigErrors(t *testing.T) {
	tests := []struct {
		cfg Config
		msg string
	}{
		{Config{Files: []string{"x.c"}, P: 0}, "at least 1"},
		{Config{Files: []string{"x.c"}, P: 2, WordSize: -1}, "word size"},
		{Config{Files: []string{"x.c"}, P: 2, Memory: 1 << 20}, "memory limit"},
		{Config{P: 2}, "no program file"},
	}
	for _, tc := range tests {
		_, err := Run(context.Background(), tc.cfg)
		var e *Error
		if !errors.As(err, &e) || e.Kind != ErrInput || !strings.Contains(e.Msg, tc.msg) {
			t.Errorf("%+v: err = %v, want an input error with %q", tc.cfg, err, tc.msg)
		}
	}
}
