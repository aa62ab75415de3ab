// Package golden compares test output with golden files, and rewrites them
// when the tests run with -update (go test ./pkg -update). One package
// owns the flag, so that several test files of a package can use it.
package golden

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files instead of comparing with them")

// Updating reports whether the tests run with -update, for tests that
// record something other than a plain golden text (a table of figures that
// must not get worse).
func Updating() bool { return *update }

// Check compares got with the content of the golden file at path; with
// -update it writes got there instead.
func Check(t testing.TB, path, got string) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run the test with -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("output differs from %s (-want +got):\n%s", path, diff)
	}
}
