package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestTranslateCommand: translate and check on C programs (from their
// checked-in LLVM IR, so that no clang is needed), with exit codes and
// diagnostics naming the C file.
func TestTranslateCommand(t *testing.T) {
	const c = "../../benchmarks/c/"
	const td = "../../frontend/llvm/testdata/"
	tests := []struct {
		args       []string
		code       int
		out, err   string // substrings of stdout and stderr
		noClangEnv bool
	}{
		{args: []string{"translate", c + "scan.ll"}, out: "program scan\n"},
		{args: []string{"translate", c + "fold.ll"}, out: "put(q, acc, partial[pid])"},
		{args: []string{"translate", "--word-size", "4", td + "translate/ints.ll"}, out: "for word := 1 to 2 do\n      put(q, c, c, 16)"},
		{args: []string{"check", "--word-size", "4", td + "translate/ints.ll"}, out: "H = 32*p + max(1, n*p + 1)"},
		{args: []string{"translate", "--param", "N", td + "translate/globals.ll"}, out: "program spmd(ROUNDS, N) requires (N >= 1)"},
		{args: []string{"translate", c + "scan.bsp"}, code: exitBadInput, err: "give the .c or .ll files of one program"},
		{args: []string{"translate", td + "unsupported/indirect_call.ll"}, code: exitBadInput, err: "indirect_call.c:5:3: unsupported: a call through a function pointer that may point to bsp_sync"},
		{args: []string{"check", c + "scan.ll"}, out: "scan.c: aligned"},
		{args: []string{"check", td + "unaligned/early_break.ll"}, code: exitWrongProg, err: "early_break.c:9:5: error: sync is not textually aligned"},
		{args: []string{"check", "--work", "bytes", c + "scan.ll"}, code: exitBadInput, err: "--work=bytes: want flops or instructions"},
		{args: []string{"translate", "--work", "instructions", c + "scan.ll"}, out: "while i < nprocs do\n    {"},
		{args: []string{"translate", c + "scan.c"}, code: exitBadInput, err: "clang-14 not found", noClangEnv: true},
		{args: []string{"check", "--json", td + "unaligned/early_break.ll"}, code: exitWrongProg, out: `"file":"../../frontend/llvm/testdata/unaligned/early_break.c","line":9,`},
		{args: []string{"check", "--sarif", td + "unsupported/indirect_call.ll"}, code: exitBadInput, out: `"text": "unsupported: a call through a function pointer that may point to bsp_sync, whose code is not among the inputs"`},
		{args: []string{"check", "--json", "--work", "x", c + "scan.ll"}, code: exitBadInput, err: "--work=x: want flops or instructions"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			if tt.noClangEnv {
				t.Setenv("BSPCOST_CLANG", "/nonexistent/clang-14")
			}
			var stdout, stderr bytes.Buffer
			code := run(tt.args, &stdout, &stderr)
			if code != tt.code {
				t.Errorf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tt.code, stdout.String(), stderr.String())
			}
			if !strings.Contains(stdout.String(), tt.out) {
				t.Errorf("stdout lacks %q:\n%s", tt.out, stdout.String())
			}
			if !strings.Contains(stderr.String(), tt.err) {
				t.Errorf("stderr lacks %q:\n%s", tt.err, stderr.String())
			}
		})
	}
}
