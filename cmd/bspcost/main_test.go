package main

import (
	"bytes"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// TestCLI runs the command with each argument list and compares its exit
// code, stdout and stderr with testdata/<name>.golden. The check subcommand
// is tested with its analyses, in check_test.go.
func TestCLI(t *testing.T) {
	tests := []struct {
		name string
		args []string
	}{
		{"help", []string{"help"}},
		{"help-flag", []string{"-h"}},
		{"no-args", nil},
		{"unknown-command", []string{"simulate", "x.bsp"}},

		{"run-text", []string{"run", "-p", "4", "testdata/scan.bsp"}},
		{"run-json", []string{"run", "-p", "8", "--json", "testdata/scan.bsp"}},
		{"run-flags-after-file", []string{"run", "testdata/scan.bsp", "--json", "-p", "2"}},
		{"run-params", []string{"run", "-p", "4", "--at", "N=16", "--at", "M=3", "testdata/block.bsp"}},
		{"run-params-json", []string{"run", "-p", "4", "--at", "N=16", "--at", "M=3", "--json", "--seed", "5", "testdata/block.bsp"}},
		{"run-requires", []string{"run", "-p", "4", "--at", "N=10", "--at", "M=3", "testdata/block.bsp"}},
		{"run-missing-param", []string{"run", "-p", "4", "--at", "N=16", "testdata/block.bsp"}},
		{"run-unknown-param", []string{"run", "-p", "4", "--at", "K=1", "testdata/scan.bsp"}},
		{"run-at-list", []string{"run", "-p", "4", "--at", "N=16,M=3", "testdata/block.bsp"}},
		{"run-at-twice", []string{"run", "-p", "4", "--at", "N=16,M=3", "--at", "N=8", "testdata/block.bsp"}},
		{"run-define-not-c", []string{"run", "-p", "4", "-D", "N=16", "testdata/block.bsp"}},
		{"run-bad-define", []string{"run", "-p", "4", "--at", "N", "testdata/block.bsp"}},
		{"run-missing-p", []string{"run", "testdata/scan.bsp"}},
		{"run-zero-p", []string{"run", "-p", "0", "testdata/scan.bsp"}},
		{"run-unknown-flag", []string{"run", "-p", "4", "--fast", "testdata/scan.bsp"}},
		{"run-no-file", []string{"run", "-p", "4"}},
		{"run-two-files", []string{"run", "-p", "4", "testdata/scan.bsp", "testdata/scan.bsp"}},
		{"run-missing-file", []string{"run", "-p", "4", "testdata/nosuch.bsp"}},
		{"run-syntax-error", []string{"run", "-p", "4", "testdata/syntax.bsp"}},
		{"run-type-error", []string{"run", "-p", "4", "testdata/types.bsp"}},
		{"run-runtime-error", []string{"run", "-p", "4", "testdata/divzero.bsp"}},
		{"run-mismatch", []string{"run", "-p", "4", "testdata/mismatch.bsp"}},
		{"run-any-range", []string{"run", "-p", "2", "--any-min", "-5", "--any-max", "-1", "--json", "testdata/data.bsp"}},
		{"run-any-empty", []string{"run", "-p", "2", "--any-min", "5", "--any-max", "1", "testdata/data.bsp"}},
		{"run-step-limit", []string{"run", "-p", "2", "--max-steps", "100", "testdata/forever.bsp"}},
		{"run-define-octal", []string{"run", "-p", "4", "--at", "N=010", "--at", "M=3", "testdata/block.bsp"}},
		{"run-define-hex", []string{"run", "-p", "4", "--at", "N=0x10", "--at", "M=3", "testdata/block.bsp"}},
		{"run-define-negative", []string{"run", "-p", "4", "--at", "K=-0", "testdata/scan.bsp"}},
		{"run-any-zero", []string{"run", "-p", "2", "--any-min", "0", "--any-max", "0", "--json", "testdata/data.bsp"}},
		{"run-memory-limit", []string{"run", "-p", "65536", "testdata/deep.bsp"}},
		{"run-directory", []string{"run", "-p", "2", "testdata"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkCLI(t, tt.args, filepath.Join("testdata", tt.name+".golden"))
		})
	}
}

// TestInternalError checks that a panic is reported as an internal error
// with its own exit code, and that a command past its time limit ends with
// the limit's exit code.
func TestInternalError(t *testing.T) {
	var stderr bytes.Buffer
	code := withTimeout(time.Minute, "check", &stderr, func() int { panic("boom") })
	if code != exitInternal || !strings.Contains(stderr.String(), "bspcost: internal error: boom") ||
		!strings.Contains(stderr.String(), "not a verdict") {
		t.Errorf("exit %d, stderr:\n%s", code, stderr.String())
	}
	stderr.Reset()
	block := make(chan struct{})
	defer close(block)
	code = withTimeout(10*time.Millisecond, "check", &stderr, func() int { <-block; return exitOK })
	if code != exitLimit || !strings.Contains(stderr.String(), "bspcost check: time limit exceeded") {
		t.Errorf("exit %d, stderr:\n%s", code, stderr.String())
	}
	// check's watchdog names the file it stops.
	stderr.Reset()
	where := func() string { return "prog.bsp: the analysis did not end within --timeout 1s" }
	code = withTimeoutAt(10*time.Millisecond, "check", &stderr, where, func() int { <-block; return exitOK })
	if code != exitLimit || !strings.Contains(stderr.String(), "prog.bsp: the analysis did not end within --timeout 1s: time limit exceeded") {
		t.Errorf("exit %d, stderr:\n%s", code, stderr.String())
	}
}

// TestVersion: "version" and "--version" print one line, the same, with
// the Go version the binary was built with (the module version and the
// revision depend on how it was built).
func TestVersion(t *testing.T) {
	var outs []string
	for _, arg := range []string{"version", "--version", "-version"} {
		code, stdout, stderr := runOut(arg)
		if code != exitOK || stderr != "" {
			t.Errorf("%s: exit %d, stderr %q", arg, code, stderr)
		}
		outs = append(outs, stdout)
	}
	if outs[0] != outs[1] || outs[0] != outs[2] {
		t.Errorf("outputs differ: %q", outs)
	}
	if !strings.HasPrefix(outs[0], "bspcost ") || !strings.HasSuffix(outs[0], ", "+runtime.Version()+"\n") || strings.Count(outs[0], "\n") != 1 {
		t.Errorf("version line %q", outs[0])
	}
}
