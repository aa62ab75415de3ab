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
	fifo := filepath.Join(gen, "fifo.bsp")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}

	const MiB = 1 << 20
	tests := []struct {
		name  string
		args  []string
		exit  []int  // acceptable exit codes (more than one where the machine's speed decides)
		want  string // in stderr (or stdout for exit 0)
		pos   bool   // the message has a file:line:col position
		memMB int64  // peak resident memory budget; 0: 256 MiB
	}{
		// Input handling.
		{"bom", []string{"check", lim("bom.bsp")}, []int{0}, "aligned", false, 0},
		{"utf8 identifiers", []string{"run", "-p", "2", lim("utf8_ident.bsp")}, []int{0}, "program größe", false, 0},
		{"utf8 column", []string{"check", lim("utf8_column.bsp")}, []int{2}, "utf8_column.bsp:3:20: undeclared name x", true, 0},
		{"invalid utf8", []string{"check", lim("invalid_utf8.bsp")}, []int{2}, "2:12: invalid UTF-8 encoding", true, 0},
		{"exponent", []string{"check", lim("exponent.bsp")}, []int{2}, "2:12: invalid integer literal 1e5", true, 0},
		{"hex", []string{"check", lim("hex.bsp")}, []int{2}, "2:12: invalid integer literal 0x10", true, 0},
		{"cr only", []string{"check", lim("cr_only.bsp")}, []int{2}, "cr_only.bsp:3:8: undeclared name y", true, 0},
		{"trailing comma", []string{"check", lim("trailing_comma.bsp")}, []int{2}, "no trailing comma", true, 0},
		{"trailing comma in params", []string{"check", lim("too_many_params.bsp")}, []int{2}, "no trailing comma", true, 0},
		{"pid location", []string{"check", lim("pid_location.bsp")}, []int{2}, "3:10: pid cannot be a put/get location", true, 0},
		{"flat elif chain", []string{"check", lim("elif300.bsp")}, []int{1}, "sync is not textually aligned", true, 0},
		{"long identifier", []string{"check", longIdent}, []int{2}, "undeclared name xyyy", true, 0},
		{"directory", []string{"check", "testdata"}, []int{2}, "a directory", false, 0},
		{"dev zero", []string{"check", "/dev/zero"}, []int{2}, "not a regular file", false, 0},
		{"fifo", []string{"run", "-p", "1", fifo}, []int{2}, "not a regular file", false, 0},
		{"define octal", []string{"run", "-p", "1", "-D", "N=010", lim("forever.bsp")}, []int{2}, "leading zero", false, 0},
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
		{"timeout", []string{"run", "-p", "2", "--max-steps", "1000000000000", "--timeout", "1s", lim("forever.bsp")}, []int{exitLimit}, "time limit exceeded", true, 0},
		{"array memory", []string{"run", "-p", "1", lim("array_limit.bsp")}, []int{exitLimit}, "memory limit exceeded", true, 0},
		{"put bookkeeping", []string{"run", "-p", "2", lim("puts_loop.bsp")}, []int{exitLimit}, "memory limit exceeded", true, 1600},
		{"process stacks", []string{"run", "-p", "65536", deep}, []int{exitLimit}, "memory limit exceeded", false, 0},
		{"long expressions at large p", []string{"run", "-p", "65536", expr}, []int{exitLimit}, "step limit exceeded", true, 512},
		{"message excerpt", []string{"run", "-p", "1", lim("divzero_long.bsp")}, []int{1}, "division by zero in (1 + 1 + 1", true, 0},

		// Analysis: align is near-linear; --timeout still bounds it.
		// check's --timeout bounds the analysis of each file: the resources
		// not bounded in time are reported (exit 4) with a message
		// positioned at the program.
		{"check timeout", []string{"check", "--no-cache", "--timeout", "1ns", filepath.Join("..", "..", "benchmarks", "textbook", "scan.bsp")}, []int{exitLimit}, "scan.bsp:5:1: error: time limit reached: no bound for W, H, S", true, 0},
		// (Inputs whose analysis takes a second or so: with a small one, a
		// main goroutine descheduled for the whole analysis would see it
		// done before its timer, and the command rightly prints the result.)
		{"hrel timeout", []string{"hrel", "--no-cache", "--timeout", "1ns", syncs}, []int{exitLimit}, "syncs.bsp: bspcost hrel did not end within --timeout 1ns: time limit exceeded", false, 0},
		{"instrument timeout", []string{"instrument", "--timeout", "1ns", syncs}, []int{exitLimit}, "syncs.bsp: bspcost instrument did not end within --timeout 1ns: time limit exceeded", false, 0},
		{"translate timeout", []string{"translate", "--timeout", "1ns", paddedLL}, []int{exitLimit}, "padded.ll: bspcost translate did not end within --timeout 1ns: time limit exceeded", false, 0},
		{"check negative timeout", []string{"check", "--timeout", "-1s", lim("bom.bsp")}, []int{exitBadInput}, "--timeout must not be negative", false, 0},
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
			out := stderr.String()
			if code == 0 {
				out = stdout.String()
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
				// Maxrss is in KiB on Linux.
				if rss := ru.Maxrss * 1024; rss > budget*MiB {
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
