package main

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestShippedDeps: packages that must not be linked into the command.
// Package benchmarks embeds the textbook corpus and links package testing
// (its benchmark helpers); the command reads --expected files through
// internal/expected instead. Tests of the command may import benchmarks:
// go list -deps without -test does not follow them.
func TestShippedDeps(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	out, err := exec.Command("go", "list", "-deps", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	linked := map[string]bool{}
	for _, p := range strings.Fields(string(out)) {
		linked[p] = true
	}
	tests := []struct {
		pkg  string
		want bool
	}{
		{"bspcost/benchmarks", false},
		{"testing", false},
		// The check itself: the list is of the command's own packages.
		{"bspcost/internal/expected", true},
	}
	for _, tt := range tests {
		t.Run(tt.pkg, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, linked[tt.pkg]); diff != "" {
				t.Errorf("%s linked into bspcost (-want +got):\n%s", tt.pkg, diff)
			}
		})
	}
}
