package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"bspcost/frontend/llvm"
)

// TestCProgramInputs: a C program as a build gives it: several
// translation units on one command line (one program, the helpers
// inlined), C compiler options in both spellings (-I DIR, -IDIR, -D),
// and a compilation database.
func TestCProgramInputs(t *testing.T) {
	if _, err := llvm.ClangPath(); err != nil {
		t.Skipf("clang-14 is not installed (scripts/install-clang.sh): %v", err)
	}
	const d = "testdata/cmulti/"
	abs, err := filepath.Abs(d)
	if err != nil {
		t.Fatal(err)
	}
	db := t.TempDir()
	var entries []map[string]any
	for _, f := range []string{"spmd.c", "helper.c"} {
		entries = append(entries, map[string]any{"directory": abs, "file": f, "arguments": []string{"cc", "-O2", "-Iinc", "-DROUNDS=2", "-c", f, "-o", f + ".o"}})
	}
	b, _ := json.Marshal(entries)
	if err := os.WriteFile(filepath.Join(db, "compile_commands.json"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args []string
	}{
		{"flags", []string{"check", "--no-cache", "-I", d + "inc", "-D", "ROUNDS=3", d + "spmd.c", d + "helper.c"}},
		{"attached", []string{"check", "--no-cache", "-I" + d + "inc", "-DROUNDS=1", d + "spmd.c", d + "helper.c"}},
		{"missing-define", []string{"check", "--no-cache", "-I" + d + "inc", d + "spmd.c", d + "helper.c"}},
		{"one-file", []string{"check", "--no-cache", "-I" + d + "inc", "-DROUNDS=1", d + "spmd.c"}},
		{"translate", []string{"translate", "-I" + d + "inc", "-DROUNDS=2", d + "spmd.c", d + "helper.c"}},
		// Diagnostics of code inlined from another file name that file.
		{"unaligned", []string{"check", "--no-cache", d + "unaligned.c", d + "step.c"}},
		{"unaligned-json", []string{"check", "--no-cache", "--json", d + "unaligned.c", d + "step.c"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkCLI(t, tt.args, filepath.Join("testdata", "cmulti-"+tt.name+".golden"))
		})
	}
	// The database's options (ROUNDS=2): the same bound as -DROUNDS=2.
	_, want, _ := runOut("check", "--no-cache", "-I", d+"inc", "-DROUNDS=2", d+"spmd.c", d+"helper.c")
	code, got, stderr := runOut("check", "--no-cache", "--compdb", db, d+"spmd.c", d+"helper.c")
	if code != exitOK || got != want {
		t.Errorf("--compdb: exit %d, stdout\n%s\nwant\n%s\nstderr: %s", code, got, want, stderr)
	}
}
