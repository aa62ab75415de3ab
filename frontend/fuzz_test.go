package frontend

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse checks that the parser never panics or hangs, and that whatever
// it accepts survives a print+parse round trip. The seed corpus is every
// .bsp file of the repository plus testdata/fuzz/FuzzParse.
//
//	go test -fuzz=FuzzParse ./frontend
func FuzzParse(f *testing.F) {
	for _, dir := range []string{"../benchmarks/textbook", "testdata/ok", "testdata/errors", "../align/testdata/aligned", "../align/testdata/unaligned"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.bsp"))
		for _, file := range files {
			if src, err := os.ReadFile(file); err == nil {
				f.Add(src)
			}
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		prog, err := Parse("fuzz.bsp", src)
		if err != nil {
			return
		}
		roundTrip(t, "fuzz", prog)
	})
}
