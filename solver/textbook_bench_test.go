package solver

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// BenchmarkTextbook solves the W, H and S systems of each textbook
// program (testdata/textbook, written by `bspcost equations --resource R`
// from benchmarks/textbook) as seqcost.AnalyzeBSP does: the three with one
// Cache (go test ./solver -run XXX -bench Textbook).
func BenchmarkTextbook(b *testing.B) {
	files, err := filepath.Glob("testdata/textbook/*_W.ces")
	if err != nil || len(files) == 0 {
		b.Fatalf("no textbook systems: %v", err)
	}
	for _, w := range files {
		name := strings.TrimSuffix(filepath.Base(w), "_W.ces")
		var systems []*System
		for _, r := range []string{"W", "H", "S"} {
			s, err := ReadFile(strings.TrimSuffix(w, "W.ces") + r + ".ces")
			if err != nil {
				b.Fatal(err)
			}
			systems = append(systems, s)
		}
		b.Run(name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				c := &Cache{}
				for _, s := range systems {
					Solve(s, Options{Deadline: time.Now().Add(10 * time.Second), Cache: c})
				}
			}
		})
	}
}
