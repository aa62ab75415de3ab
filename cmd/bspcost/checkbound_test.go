package main

import (
	"path/filepath"
	"testing"
)

// TestCheckBoundCLI runs "bspcost check" with the options of the cost
// bound (--json, --at, --supersteps, --sarif) and compares exit code,
// stdout and stderr with testdata/check-bound-*.golden.
func TestCheckBoundCLI(t *testing.T) {
	const tb = "../../benchmarks/textbook/"
	tests := []struct {
		name string
		args []string
	}{
		{"json", []string{"check", "--json", tb + "fold.bsp"}},
		{"json-lines", []string{"check", "--json", tb + "scan.bsp", "testdata/check-work12.bsp", "testdata/check-parse-error.bsp", tb + "bcast_tree.bsp"}},
		{"at", []string{"check", "--at", "p=64,N=4096", tb + "fold.bsp", tb + "scan.bsp"}},
		{"at-json", []string{"check", "--json", "--at", "p=64,N=4096", tb + "compress.bsp"}},
		{"at-not-power-of-two", []string{"check", "--at", "p=3", tb + "scan.bsp"}},
		{"at-missing-param", []string{"check", "--at", "p=4", tb + "fold.bsp"}},
		{"at-missing-p", []string{"check", "--json", "--at", "N=4", tb + "fold.bsp"}},
		{"at-requires", []string{"check", "--at", "p=3,N=10", tb + "fold.bsp"}},
		{"at-bad-syntax", []string{"check", "--at", "p", tb + "fold.bsp"}},
		{"at-zero-p", []string{"check", "--at", "p=0", tb + "scan.bsp"}},
		{"supersteps", []string{"check", "--supersteps", tb + "scan.bsp", tb + "compress.bsp"}},
		// No bound: the reasons of the program and of its sections name
		// the user's variable and loop.
		{"supersteps-no-bound", []string{"check", "--supersteps", "testdata/doubling.bsp"}},
		{"supersteps-json-at", []string{"check", "--supersteps", "--json", "--at", "p=8,N=64", tb + "bcast_twophase.bsp"}},
		{"sarif", []string{"check", "--sarif", "--at", "p=8", tb + "scan.bsp", "testdata/check-work12.bsp"}},
		// C globals that main sets are parameters, each with a note at
		// its declaration (text on stderr, JSON and SARIF diagnostics).
		{"c-main-sets", []string{"check", "--at", "p=4,N=9,M=3", "../../frontend/llvm/testdata/translate/main_sets.ll"}},
		{"c-main-sets-json", []string{"check", "--json", "../../frontend/llvm/testdata/translate/main_sets.ll"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkCLI(t, tt.args, filepath.Join("testdata", "check-bound-"+tt.name+".golden"))
		})
	}
}
