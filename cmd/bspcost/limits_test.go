package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestLimits runs the built command on the corpus of bad and extreme inputs
// (testdata/limits, plus large inputs generated at sizes that fit CI) and
// checks each outcome: the exit code, a message, a position where one
// exists, and that the process neither crashed (Go fatal error, panic) nor
// hung (a generous per-case time budget) nor used more memory than its
// budget (peak resident set size from rusage). No timing is asserted
// beyond the hang detection.
func TestLimits(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("measures peak memory with Linux rusage")
	}
	bin := buildCommand(t)
	gen := t.TempDir()
	write := func(name, src string) string {
		path := filepath.Join(gen, name)
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	lim := func(name string) string { return filepath.Join("testdata", "limits", name) }

	// Generated inputs.
	chain := write("chain.bsp", "program c\n  var x := 1"+strings.Repeat("+1", 2_000_000)+"\nend\n")
	big := write("big.bsp", "program b\n"+strings.Repeat("  skip\n", 17<<20/7)+"end\n")
	elifs := write("elifs.bsp", "program e\n  if pid == 0 then skip\n"+strings.Repeat("  elif pid == 1 then skip\n", 10_001)+"  end\nend\n")
	expr := write("expr.bsp", "program e\n  var x := 1"+strings.Repeat("+1", 9_999)+"\n  sync\n  x := 1"+strings.Repeat("+1", 9_999)+"\nend\n")
	longIdent := write("ident.bsp", "program i\n  x"+strings.Repeat("y", 1<<20)+" := 1\nend\n")
	syncs := write("syncs.bsp", "program s\n"+strings.Repeat("  sync\n", 20_000)+"end\n")
	millionSyncs := write("syncs1m.bsp", "program s\n"+strings.Repeat("  sync\n", 1_000_000)+"end\n")
	var ifs strings.Builder
	ifs.WriteString("program ifs\n")
	for i := 0; i < 20_000; i++ {
		fmt.Fprintf(&ifs, "  var v%d := 0\n", i)
	}
	for i := 0; i < 20_000; i++ {
		fmt.Fprintf(&ifs, "  if pid == %d then v%d := 1 end\n", i, i)
	}
	ifs.WriteString("  sync\nend\n")
	pidIfs := write("ifs.bsp", ifs.String())
	revChain := write("rchain.bsp", reverseChain(5_000))
	// scan.ll with 20,000 small functions more: half a second to translate.
	scanLL, err := os.ReadFile(filepath.Join("..", "..", "benchmarks", "c", "scan.ll"))
	if err != nil {
		t.Fatal(err)
	}
	var pad strings.Builder
	pad.Write(scanLL)
	for i := 0; i < 20_000; i++ {
		fmt.Fprintf(&pad, "\ndefine i32 @pad%d(i32 %%x) {\n  %%y = add i32 %%x, 1\n  ret i32 %%y\n}\n", i)
	}
	paddedLL := write("padded.ll", pad.String())
	deep := "testdata/deep.bsp"
	// Inputs that are not regular files, or not text, for every kind of
	// file read: named pipes (opening one for reading blocks until a
	// writer comes), symbolic links to /dev/zero (endless), sparse files
	// of 2 GiB (made with Truncate: no disk space), NUL bytes.
	fifo := func(name string) string {
		path := filepath.Join(gen, name)
		if err := syscall.Mkfifo(path, 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	zero := func(name string) string {
		path := filepath.Join(gen, name)
		if err := os.Symlink("/dev/zero", path); err != nil {
			t.Fatal(err)
		}
		return path
	}
	sparse := func(name string, size int64) string {
		path := filepath.Join(gen, name)
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := f.Truncate(size); err != nil {
			t.Fatal(err)
		}
		return path
	}
	dir := func(name string) string {
		path := filepath.Join(gen, name)
		if err := os.Mkdir(path, 0o755); err != nil {
			t.Fatal(err)
		}
		return path
	}
	fifoBSP := fifo("fifo.bsp")
	nul := write("nul.ces", strings.Repeat("\x00", 4096))
	profile := func(name, values string) string {
		return write(name, `{"name": "x", "source": "test", "p": {"min": 1, "max": 64}, `+values+`}`)
	}
	bench := func(name, wordSize string) string {
		return write(name, "size double = "+wordSize+" bytes\nThe bottom line for this BSP computer is:\np= 2, r= 6039.245 Mflop/s, g= 281.7, l= 19177.2\n")
	}
	// Names with control characters: printed quoted, never raw.
	ctlName := write("ctl\nx.bsp: error: forged\x1b[2J.bsp", "program ok\n  sync\nend\n")
	ctlMissing := filepath.Join(gen, "no\nsuch\x1b.bsp")
	getsLoop := write("gets_loop.bsp", "program g\n  var x := 1\n  var y\n  while true do\n    get((pid + 1) % nprocs, x, y)\n  end\nend\n")
	syncLoop := write("sync_loop.bsp", "program s\n  while true do\n    sync\n  end\nend\n")
	scan := filepath.Join("..", "..", "benchmarks", "textbook", "scan.bsp")

	const MiB = 1 << 20
	tests := []struct {
		name  string
		args  []string
		exit  []int  // acceptable exit codes (more than one where the machine's speed decides)
		want  string // in stderr, then stdout (stdout only for exit 0)
		pos   bool   // the message has a file:line:col position
		memMB int64  // peak resident memory budget; 0: 256 MiB
	}{
		// Input handling.
		{"bom", []string{"check", lim("bom.bsp")}, []int{0}, "aligned", false, 0},
		{"utf8 identifiers", []string{"run", "-p", "2", lim("utf8_ident.bsp")}, []int{0}, "program größe", false, 0},
		{"utf8 column", []string{"check", lim("utf8_column.bsp")}, []int{2}, "utf8_column.bsp:3:20: undeclared name x", true, 0},
		{"invalid utf8", []string{"check", lim("invalid_utf8.bsp")}, []int{2}, "invalid_utf8.bsp:2:12: not a text file: invalid UTF-8 encoding (byte 0xc3)", true, 0},
		{"exponent", []string{"check", lim("exponent.bsp")}, []int{2}, "2:12: invalid integer literal 1e5", true, 0},
		{"hex", []string{"check", lim("hex.bsp")}, []int{2}, "2:12: invalid integer literal 0x10", true, 0},
		{"cr only", []string{"check", lim("cr_only.bsp")}, []int{2}, "cr_only.bsp:3:8: undeclared name y", true, 0},
		{"trailing comma", []string{"check", lim("trailing_comma.bsp")}, []int{2}, "no trailing comma", true, 0},
		{"trailing comma in params", []string{"check", lim("too_many_params.bsp")}, []int{2}, "no trailing comma", true, 0},
		{"pid location", []string{"check", lim("pid_location.bsp")}, []int{2}, "3:10: pid cannot be a put/get location", true, 0},
		{"flat elif chain", []string{"check", lim("elif300.bsp")}, []int{1}, "sync is not textually aligned", true, 0},
		{"long identifier", []string{"check", longIdent}, []int{2}, "undeclared name xyyy", true, 0},
		{"directory", []string{"run", "-p", "1", "testdata"}, []int{2}, "testdata: cannot read a .bsp program: a directory, not a regular file", false, 0},
		{"dev zero", []string{"check", "/dev/zero"}, []int{2}, "/dev/zero: cannot read a .bsp program: a character device, not a regular file", false, 0},
		{"fifo", []string{"run", "-p", "1", fifoBSP}, []int{2}, "fifo.bsp: cannot read a .bsp program: a named pipe, not a regular file", false, 0},

		// Every kind of input file goes through internal/input: not a
		// regular file (exit 2, without blocking), too large (exit 4,
		// before reading), not text (exit 2, positioned).
		{"solve fifo", []string{"solve", fifo("fifo.ces")}, []int{2}, "fifo.ces: cannot read a cost relation system (.ces or .koat): a named pipe, not a regular file", false, 0},
		{"solve dev zero", []string{"solve", zero("zero.ces")}, []int{2}, "zero.ces: cannot read a cost relation system (.ces or .koat): a character device", false, 0},
		{"batch dev zero", []string{"batch", "--no-cache", zero("zero2.ces")}, []int{1}, "zero2.ces: cannot read a cost relation system (.ces or .koat): a character device", false, 0},
		{"solve directory", []string{"solve", dir("dir.ces")}, []int{2}, "dir.ces: cannot read a cost relation system (.ces or .koat): a directory", false, 0},
		{"solve sparse 2 GiB", []string{"solve", sparse("big.ces", 2<<30)}, []int{exitLimit}, "big.ces: input too large: 2147483648 bytes", false, 0},
		{"solve 100 MB of NULs", []string{"solve", sparse("nul100.ces", 100_000_000)}, []int{exitLimit}, "nul100.ces: input too large: 100000000 bytes", false, 0},
		{"solve NULs", []string{"solve", nul}, []int{2}, "nul.ces:1:1: not a text file: it holds a NUL byte", true, 0},
		{"batch NULs", []string{"batch", "--no-cache", nul}, []int{1}, "nul.ces:1:1: not a text file", false, 0},
		{"check sparse 2 GiB", []string{"check", sparse("big.bsp", 2<<30)}, []int{exitLimit}, "big.bsp: input too large: 2147483648 bytes", false, 0},
		{"check sparse C", []string{"check", sparse("big.c", 2<<30)}, []int{exitLimit}, "big.c: input too large: 2147483648 bytes", false, 0},
		{"translate dev zero", []string{"translate", zero("zero.ll")}, []int{2}, "zero.ll: cannot read an LLVM IR file (.ll): a character device, not a regular file", false, 0},
		{"run dev zero IR", []string{"run", "-p", "1", zero("zero2.ll")}, []int{2}, "zero2.ll: cannot read an LLVM IR file (.ll): a character device", false, 0},
		{"hrel dev zero IR", []string{"hrel", "--no-cache", zero("zero3.ll")}, []int{2}, "zero3.ll: cannot read an LLVM IR file (.ll): a character device", false, 0},
		{"translate fifo", []string{"translate", fifo("fifo.ll")}, []int{2}, "fifo.ll: cannot read an LLVM IR file (.ll): a named pipe", false, 0},
		{"translate sparse IR", []string{"translate", sparse("big.ll", 2<<30)}, []int{exitLimit}, "big.ll: input too large: 2147483648 bytes", false, 0},
		{"profile fifo", []string{"predict", "--no-cache", "--machine", fifo("fifo.json"), scan}, []int{2}, "fifo.json: cannot read a machine profile (JSON): a named pipe", false, 0},
		{"profile dev zero", []string{"predict", "--no-cache", "--machine", zero("zero.json"), scan}, []int{2}, "zero.json: cannot read a machine profile (JSON): a character device", false, 0},
		{"profile sparse", []string{"predict", "--no-cache", "--machine", sparse("big.json", 2<<30), scan}, []int{exitLimit}, "big.json: input too large", false, 0},
		{"bspbench fifo", []string{"machine", "--from-bspbench", fifo("fifo.txt")}, []int{2}, "fifo.txt: cannot read a bspbench output: a named pipe", false, 0},
		{"bspbench dev zero", []string{"machine", "--from-bspbench", zero("zero.txt")}, []int{2}, "zero.txt: cannot read a bspbench output: a character device", false, 0},
		{"expected dev zero", []string{"batch", "--no-cache", "--expected", zero("zero2.json"), scan}, []int{2}, "zero2.json: cannot read a JSON file: a character device", false, 0},
		{"control characters in a name", []string{"check", "--no-cache", ctlName}, []int{0}, strconv.Quote(ctlName) + ": aligned", false, 0},
		{"control characters in a missing name", []string{"run", "-p", "1", ctlMissing}, []int{2}, strconv.Quote(ctlMissing) + ": cannot read: no such file", false, 0},

		// Machine profiles and bspbench outputs: values the arithmetic
		// cannot carry are refused, naming the field.
		{"profile tiny r", []string{"predict", "--no-cache", "--machine", profile("tiny.json", `"r": 1e-300, "g": 1, "l": 1`), scan}, []int{2}, `tiny.json: field "r": 1e-300 is outside the range predictions can compute with`, false, 0},
		{"profile huge g", []string{"predict", "--no-cache", "--machine", profile("huge.json", `"r": 1e9, "g": 1e308, "l": 1`), scan}, []int{2}, `huge.json: field "g": 1e+308 is outside the range`, false, 0},
		{"profile subnormal r", []string{"predict", "--no-cache", "--machine", profile("subnormal.json", `"r": 5e-324, "g": 1, "l": 1`), scan}, []int{2}, `subnormal.json: field "r": 5e-324 is outside the range`, false, 0},
		{"profile huge l in a table", []string{"predict", "--no-cache", "--machine", profile("table.json", `"r": 1e9, "g": 1, "l": {"table": [{"p": 1, "value": 1}, {"p": 64, "value": 1e31}]}`), scan}, []int{2}, `table.json: field "l.table[1].value": 1e+31 is outside the range`, false, 0},
		{"bspbench zero word size", []string{"machine", "--from-bspbench", bench("zero.out", "0")}, []int{2}, `zero.out:1: size double = "0" is not a word size in bytes (1..1024)`, false, 0},
		{"bspbench negative word size", []string{"machine", "--from-bspbench", bench("neg.out", "-8")}, []int{2}, `neg.out:1: size double = "-8" is not a word size in bytes`, false, 0},

		// The command line.
		{"unknown command", []string{"frobnicate", "x.bsp"}, []int{2}, "bspcost: unknown command \"frobnicate\"; run 'bspcost help'\n", false, 0},
		{"version", []string{"version"}, []int{0}, "bspcost ", false, 0},
		{"--version", []string{"--version"}, []int{0}, "bspcost ", false, 0},
		{"define octal", []string{"run", "-p", "1", "--at", "N=010", lim("forever.bsp")}, []int{2}, "leading zero", false, 0},
		{"any 0..0", []string{"run", "-p", "1", "--any-min", "0", "--any-max", "0", lim("bom.bsp")}, []int{0}, "cost:", false, 0},

		// Parser limits.
		{"input too large", []string{"check", big}, []int{exitLimit}, "input too large", false, 0},
		{"long chain check", []string{"check", chain}, []int{exitLimit}, "2:20013: expression too deep", true, 0},
		{"long chain run", []string{"run", "-p", "4", chain}, []int{exitLimit}, "expression too deep", true, 0},
		{"long elif chain", []string{"check", elifs}, []int{exitLimit}, "10003:3: too many elif branches", true, 0},
		{"nesting", []string{"check", lim("nesting300.bsp")}, []int{exitLimit}, "nested too deeply", true, 0},

		// Simulator limits.
		{"step limit", []string{"run", "-p", "2", lim("forever.bsp")}, []int{exitLimit}, "step limit exceeded", true, 0},
		{"steps count expressions", []string{"run", "-p", "4", lim("loop_expr.bsp")}, []int{exitLimit}, "step limit exceeded", true, 0},
		// Two clocks can end it: the simulator's own deadline (a message at
		// the statement it stopped at) or, on a loaded machine where the
		// simulator is not scheduled in time, the command's watchdog (a
		// message naming the command); the test asserts what both say.
		{"timeout", []string{"run", "-p", "2", "--max-steps", "1000000000000", "--timeout", "1s", lim("forever.bsp")}, []int{exitLimit}, "time limit exceeded", false, 0},
		{"array memory", []string{"run", "-p", "1", lim("array_limit.bsp")}, []int{exitLimit}, "memory limit exceeded", true, 0},
		// Communication buffered in one superstep has a budget of its own.
		{"put bookkeeping", []string{"run", "-p", "2", lim("puts_loop.bsp")}, []int{exitLimit}, "puts_loop.bsp:5:5: memory limit exceeded: pid 0: this put and the 409200 puts and gets issued since the last barrier", true, 0},
		{"gets without a sync", []string{"run", "-p", "2", getsLoop}, []int{exitLimit}, "gets_loop.bsp:5:5: memory limit exceeded: pid 0: this get and the 409200 puts and gets issued since the last barrier", true, 0},
		// A sync counts sim.SyncSteps steps: a loop of syncs at the largest
		// p stops at the step bound in a few seconds.
		{"syncs at large p", []string{"run", "-p", "65536", syncLoop}, []int{exitLimit}, "step limit exceeded", true, 0},
		{"process stacks", []string{"run", "-p", "65536", deep}, []int{exitLimit}, "memory limit exceeded", false, 0},
		{"long expressions at large p", []string{"run", "-p", "65536", expr}, []int{exitLimit}, "step limit exceeded", true, 512},
		{"message excerpt", []string{"run", "-p", "1", lim("divzero_long.bsp")}, []int{1}, "division by zero in (1 + 1 + 1", true, 0},

		// Analysis: align is near-linear; --timeout still bounds it.
		// check's --timeout bounds the analysis of each file: the resources
		// not bounded in time are reported (exit 4) with a message
		// positioned at the program.
		// (The stages before the solver read the clock as they go, the
		// equation builder at every expression: one of them sees the 1 ns.)
		{"check timeout", []string{"check", "--no-cache", "--timeout", "1ns", filepath.Join("..", "..", "benchmarks", "textbook", "scan.bsp")}, []int{exitLimit}, "time limit", false, 0},
		// (Inputs whose analysis takes a second or so: with a small one, a
		// main goroutine descheduled for the whole analysis would see it
		// done before its timer, and the command rightly prints the result.)
		{"hrel timeout", []string{"hrel", "--no-cache", "--timeout", "1ns", syncs}, []int{exitLimit}, "syncs.bsp: bspcost hrel did not end within --timeout 1ns: time limit exceeded", false, 0},
		{"instrument timeout", []string{"instrument", "--timeout", "1ns", syncs}, []int{exitLimit}, "syncs.bsp: bspcost instrument did not end within --timeout 1ns: time limit exceeded", false, 0},
		{"translate timeout", []string{"translate", "--timeout", "1ns", paddedLL}, []int{exitLimit}, "padded.ll: bspcost translate did not end within --timeout 1ns: time limit exceeded", false, 0},
		{"check negative timeout", []string{"check", "--timeout", "-1s", lim("bom.bsp")}, []int{exitBadInput}, "--timeout must not be negative", false, 0},
		{"profile zero analysis timeout", []string{"profile", "-p", "1", "--analysis-timeout", "0s", filepath.Join("..", "..", "benchmarks", "c", "scan.c")}, []int{exitBadInput}, "--analysis-timeout must be positive", false, 0},
		{"many syncs", []string{"check", "--timeout", "60s", syncs}, []int{0, exitLimit}, "", false, 512},
		{"many pid ifs", []string{"check", "--timeout", "3s", pidIfs}, []int{0, 1, exitLimit}, "", false, 512},
		// 5,001 fixpoint passes over a 5,000-statement body, each
		// analysing one statement again (25 s before memo.go).
		{"reverse chain in a loop", []string{"check", "--timeout", "60s", revChain}, []int{1}, "5006:7: error: sync is not textually aligned", true, 0},
		// A million syncs are checked (10 s of CPU, about 1.1 GiB resident,
		// mostly the AST and the per-node tables); on a loaded machine the
		// timeout may stop it first.
		{"million syncs", []string{"check", "--timeout", "60s", millionSyncs}, []int{0, exitLimit}, "", false, 4608},
	}
	posRE := regexp.MustCompile(`(?m)^[^\n]*:\d+:\d+: `)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
			defer cancel()
			cmd := exec.CommandContext(ctx, bin, tc.args...)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			err := cmd.Run()
			if ctx.Err() != nil {
				t.Fatalf("hang: no exit after 90 s")
			}
			code := 0
			var ee *exec.ExitError
			if errors.As(err, &ee) {
				code = ee.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			// (batch reports a file's error in its table, on stdout.)
			out := stderr.String() + stdout.String()
			if code == 0 {
				out = stdout.String()
			}
			// A name with control characters is printed quoted: no
			// escape sequence reaches the terminal.
			if strings.Contains(stdout.String()+stderr.String(), "\x1b") {
				t.Errorf("raw escape character in the output:\n%q", stdout.String()+stderr.String())
			}
			for _, bad := range []string{"fatal error:", "panic:", "goroutine ", "internal error"} {
				if strings.Contains(stderr.String(), bad) {
					t.Fatalf("crash (%q) with exit %d:\n%.2000s", bad, code, stderr.String())
				}
			}
			if !containsInt(tc.exit, code) {
				t.Errorf("exit %d, want one of %v; stderr:\n%.2000s", code, tc.exit, stderr.String())
			}
			if code == tc.exit[0] && !strings.Contains(out, tc.want) {
				t.Errorf("output lacks %q:\n%.2000s", tc.want, out)
			}
			if tc.pos && code != 0 && !posRE.MatchString(stderr.String()) {
				t.Errorf("message without file:line:col position:\n%.2000s", stderr.String())
			}
			if n := len(stderr.String()); n > 4000 {
				t.Errorf("stderr has %d bytes: messages should quote short excerpts", n)
			}
			budget := tc.memMB
			if budget == 0 {
				budget = 256
			}
			if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
				// Maxrss is in KiB on Linux. A child's includes the test
				// process's resident size when it was started (the
				// memory shared until exec): only a peak above both the
				// budget and that is the command's own.
				var self syscall.Rusage
				floor := int64(0)
				if syscall.Getrusage(syscall.RUSAGE_SELF, &self) == nil {
					floor = self.Maxrss * 1024
				}
				if rss := ru.Maxrss * 1024; rss > budget*MiB && rss > floor+16*MiB {
					t.Errorf("peak memory %d MiB, budget %d MiB", rss/MiB, budget)
				}
				t.Logf("exit %d, %.1f s, peak %d MiB", code, cmd.ProcessState.UserTime().Seconds()+cmd.ProcessState.SystemTime().Seconds(), ru.Maxrss/1024)
			}
		})
	}
}

func containsInt(list []int, x int) bool {
	for _, v := range list {
		if v == x {
			return true
		}
	}
	return false
}

// buildCommand builds bspcost into a temporary directory.
func buildCommand(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "bspcost")
	cmd := exec.Command("go", "build", "-o", bin, ".")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// TestNamedCSourceNotRegular: the C file a .ll's debug information names
// is read for its requires pragma; a named pipe there must not block the
// translation (frontend/llvm reads it with frontend.ReadSource, that is
// input.ReadFile, which refuses a named pipe without blocking).
func TestNamedCSourceNotRegular(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("uses a named pipe")
	}
	bin := buildCommand(t)
	dir := t.TempDir()
	ll, err := os.ReadFile(filepath.Join("..", "..", "benchmarks", "c", "scan.ll"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "scan.ll"), ll, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "scan.c"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "translate", filepath.Join(dir, "scan.ll"))
	out, err := cmd.CombinedOutput()
	if ctx.Err() != nil {
		t.Fatalf("hang: no exit after 90 s")
	}
	// The named C file is optional (it is skipped when missing): either
	// it is skipped, or refused with input's message.
	var ee *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &ee) && ee.ExitCode() == exitBadInput && strings.Contains(string(out), "a named pipe, not a regular file"):
	default:
		t.Errorf("err %v, output:\n%s", err, out)
	}
}
