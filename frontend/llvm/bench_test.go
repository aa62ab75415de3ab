package llvm

import (
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkTranslate measures TranslateFile (reading and parsing the IR,
// structuring, checking the .bsp program) per C program of benchmarks/c,
// from its checked-in .ll (clang's own time is not included).
func BenchmarkTranslate(b *testing.B) {
	files, _ := filepath.Glob("../../benchmarks/c/*.ll")
	for _, ll := range files {
		b.Run(strings.TrimSuffix(filepath.Base(ll), ".ll"), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := TranslateFile(ll, Options{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
