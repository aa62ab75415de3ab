// Package corpus reads the public BSPlib C programs of ../shared/bsplib-c
// (its README and manifest.json) for the tests that measure bspcost on
// them. The folder is not part of the project: a test that needs it skips
// when Find does not find it.
package corpus

import (
	"encoding/json"
	"os"
	"path/filepath"
)

// A Row is one program of the manifest: a C file and its SPMD entry.
type Row struct {
	ID, Group, File, Entry, Note string
	// IncludeDirs are what a user of that BSPlib puts on the include
	// path, LibIncludeDirs the implementation's own header folder.
	IncludeDirs    []string `json:"include_dirs"`
	LibIncludeDirs []string `json:"lib_include_dirs"`
	// Helpers are the program's other .c files.
	Helpers []string
}

// Files are the row's C files in dir (the corpus folder), its file first.
func (r Row) Files(dir string) []string {
	out := []string{filepath.Join(dir, r.File)}
	for _, h := range r.Helpers {
		out = append(out, filepath.Join(dir, h))
	}
	return out
}

// Includes are the row's -I folders in dir: its include folders, the
// library's, and stubs/ (the headers a build would generate).
func (r Row) Includes(dir string) []string {
	var out []string
	for _, d := range r.IncludeDirs {
		out = append(out, filepath.Join(dir, d))
	}
	for _, d := range r.LibIncludeDirs {
		out = append(out, filepath.Join(dir, d))
	}
	return append(out, filepath.Join(dir, "stubs"))
}

// Find returns the corpus folder: $BSPCOST_SHARED/bsplib-c when that is
// set, else shared/bsplib-c beside the repository, looked for from the
// working directory upwards (a worktree elsewhere finds it too); false
// when it is absent.
func Find() (string, bool) {
	has := func(d string) bool {
		_, err := os.Stat(filepath.Join(d, "manifest.json"))
		return err == nil
	}
	if s := os.Getenv("BSPCOST_SHARED"); s != "" {
		d := filepath.Join(s, "bsplib-c")
		return d, has(d)
	}
	dir, err := os.Getwd()
	if err != nil {
		return "", false
	}
	for i := 0; i < 6; i++ {
		if d := filepath.Join(dir, "shared", "bsplib-c"); has(d) {
			return d, true
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	return "", false
}

// Rows reads the manifest of the corpus folder dir.
func Rows(dir string) ([]Row, error) {
	b, err := os.ReadFile(filepath.Join(dir, "manifest.json"))
	if err != nil {
		return nil, err
	}
	var m struct{ Rows []Row }
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	return m.Rows, nil
}
