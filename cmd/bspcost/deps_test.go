package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestNoCgoDependency: no package bspcost links has cgo files, so that the
// default build (cgo enabled, what `go build`, `go run` and `go install`
// give a user) is a static pure-Go executable, without the start-up of a
// dynamically linked, cgo-initialised one. Package net is the one that
// brought cgo in (internal/third_party/README.md).
func TestNoCgoDependency(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	cmd := exec.Command("go", "list", "-deps", "-f", "{{if .CgoFiles}}{{.ImportPath}}{{end}}", ".")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	if got := strings.Fields(string(out)); len(got) != 0 {
		t.Errorf("packages with cgo files linked into bspcost: %v (see internal/third_party/README.md)", got)
	}
}
