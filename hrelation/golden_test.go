package hrelation

import (
	"path/filepath"
	"strings"
	"testing"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/internal/golden"
)

func textbook(t testing.TB) []string {
	files, _ := filepath.Glob("../benchmarks/textbook/*.bsp")
	if len(files) == 0 {
		t.Fatal("no textbook programs")
	}
	return files
}

// TestGolden: the h-relations of every textbook program, with the
// fallbacks (go test ./hrelation -update rewrites testdata/*.golden).
func TestGolden(t *testing.T) {
	for _, f := range textbook(t) {
		name := strings.TrimSuffix(filepath.Base(f), ".bsp")
		t.Run(name, func(t *testing.T) {
			prog, err := frontend.ParseFile(f)
			if err != nil {
				t.Fatal(err)
			}
			res, err := Analyze(prog, nil)
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			res.Format(&b, true)
			golden.Check(t, filepath.Join("testdata", name+".golden"), b.String())
		})
	}
}

// BenchmarkHrel: the whole analysis (align facts included) per textbook
// program (docs/benchmarks.md has BenchmarkHrelWords' figures: what check
// runs).
func BenchmarkHrel(b *testing.B) {
	for _, f := range textbook(b) {
		prog, err := frontend.ParseFile(f)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(strings.TrimSuffix(filepath.Base(f), ".bsp"), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := Analyze(prog, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkHrelWords: AnalyzeWords (what check runs) per textbook
// program.
func BenchmarkHrelWords(b *testing.B) {
	for _, f := range textbook(b) {
		prog, err := frontend.ParseFile(f)
		if err != nil {
			b.Fatal(err)
		}
		ar := align.Analyze(prog)
		b.Run(strings.TrimSuffix(filepath.Base(f), ".bsp"), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := AnalyzeWords(prog, ar); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
