package frontend

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse checks that the parser never panics or hangs, that its errors
// are positioned (except a size limit) and short, and that whatever it
// accepts survives a print+parse round trip. The seed corpus is the .bsp
// files of the repository's corpora plus testdata/fuzz/FuzzParse.
//
//	go test -fuzz=FuzzParse ./frontend
func FuzzParse(f *testing.F) {
	for _, dir := range []string{"../benchmarks/textbook", "testdata/ok", "testdata/errors", "../align/testdata/aligned", "../align/testdata/unaligned", "../cmd/bspcost/testdata/limits"} {
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
			list, ok := err.(ErrorList)
			if !ok {
				t.Fatalf("error %T, want ErrorList: %v", err, err)
			}
			for _, e := range list {
				if !e.Pos.IsValid() && !e.Limit {
					t.Errorf("error without position: %v", e)
				}
				// A message quotes at most a few excerpts.
				if len(e.Msg) > 400 {
					t.Errorf("message of %d bytes: %.500s", len(e.Msg), e.Msg)
				}
			}
			return
		}
		roundTrip(t, "fuzz", prog)
	})
}
