package main

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"testing"
)

// TestHrel runs "bspcost hrel" and compares exit code and output with
// testdata/hrel-*.golden.
func TestHrel(t *testing.T) {
	tests := []struct {
		name string
		args []string
	}{
		{"scan", []string{"hrel", "../../benchmarks/textbook/scan.bsp"}},
		{"explain", []string{"hrel", "--explain", "../../benchmarks/textbook/compress.bsp"}},
		{"json", []string{"hrel", "--json", "../../benchmarks/textbook/fold.bsp"}},
		{"json-bsmp", []string{"hrel", "--json", "../../benchmarks/textbook/alltoall_bsmp.bsp"}},
		{"unaligned", []string{"hrel", "testdata/check-work12.bsp"}},
		{"no-file", []string{"hrel"}},
		{"parse-error", []string{"hrel", "testdata/check-parse-error.bsp"}},
		{"instrument", []string{"instrument", "../../benchmarks/textbook/fold.bsp"}},
		{"instrument-unaligned", []string{"instrument", "testdata/check-work12.bsp"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkCLI(t, tt.args, filepath.Join("testdata", "hrel-"+tt.name+".golden"))
		})
	}
}

// TestHrelJSON: the JSON output parses and has one entry per step.
func TestHrelJSON(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run([]string{"hrel", "--json", "../../benchmarks/textbook/scan.bsp"}, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	var out struct {
		Steps []struct {
			Open, Close, H string
			Exact          bool
		}
	}
	if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	if len(out.Steps) != 4 || out.Steps[0].H == "" {
		t.Fatalf("steps: %+v", out.Steps)
	}
}
