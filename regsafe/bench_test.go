package regsafe

import (
	"path/filepath"
	"testing"

	"bspcost/frontend/llvm"
)

// BenchmarkCheck: the registration check (its align run included) of the
// C textbook and BSPedupack-style programs, per program; the translation
// with its model is BenchmarkTranslate's.
func BenchmarkCheck(b *testing.B) {
	files, _ := filepath.Glob("../benchmarks/c/*.ll")
	more, _ := filepath.Glob("../benchmarks/c/edupack/*.ll")
	files = append(files, more...)
	for _, f := range files {
		prog, err := llvm.TranslateFile(f, llvm.Options{})
		if err != nil || prog.Registrations == nil {
			continue
		}
		b.Run(filepath.Base(f), func(b *testing.B) {
			for b.Loop() {
				Check(prog)
			}
		})
	}
}
