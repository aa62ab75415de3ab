package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
)

// TestMachineCLI: bspcost machine --from-bspbench, its output and errors.
func TestMachineCLI(t *testing.T) {
	tests := []struct {
		name string
		args []string
	}{
		{"machine-bspbench", []string{"machine", "--from-bspbench", "--name", "two-runs", "testdata/bspbench/p2.txt", "testdata/bspbench/p8.txt"}},
		{"machine-bspbench-bad", []string{"machine", "--from-bspbench", "testdata/bspbench/p2.txt", "testdata/bspbench/bad.txt"}},
		{"machine-bspbench-missing", []string{"machine", "--from-bspbench", "testdata/bspbench/nosuch.txt"}},
		{"machine-no-source", []string{"machine", "testdata/bspbench/p2.txt"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkCLI(t, tt.args, filepath.Join("testdata", tt.name+".golden"))
		})
	}
}

// TestCacheCLI: stats and clear on a fresh database, and the usage errors.
func TestCacheCLI(t *testing.T) {
	db := filepath.Join(t.TempDir(), "c.db")
	for _, tt := range []struct {
		args     []string
		code     int
		contains string
	}{
		{[]string{"cache", "stats", "--cache", db}, exitOK, "entries: 0"},
		{[]string{"cache", "stats", "--json", "--cache", db}, exitOK, `"entries": 0`},
		{[]string{"cache", "clear", "--cache", db}, exitOK, "cleared " + db},
		{[]string{"cache"}, exitBadInput, "usage: bspcost cache"},
		{[]string{"cache", "drop", "--cache", db}, exitBadInput, "usage: bspcost cache"},
		{[]string{"cache", "stats", "--cache", t.TempDir()}, exitBadInput, "not a regular file"},
	} {
		var stdout, stderr bytes.Buffer
		code := run(tt.args, &stdout, &stderr)
		out := stdout.String() + stderr.String()
		if code != tt.code || !strings.Contains(out, tt.contains) {
			t.Errorf("bspcost %s: exit %d, output %q; want exit %d containing %q", strings.Join(tt.args, " "), code, out, tt.code, tt.contains)
		}
	}
}
