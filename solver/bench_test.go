package solver

import (
	"testing"
	"time"
)

// BenchmarkSuite solves every .ces file of the shared suite once per
// iteration (go test ./solver -run XXX -bench Suite).
func BenchmarkSuite(b *testing.B) {
	files := suiteFiles(b, ".ces")
	var systems []*System
	for _, f := range files {
		if s, err := ReadFile(f); err == nil {
			systems = append(systems, s)
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, s := range systems {
			Solve(s, Options{Deadline: time.Now().Add(time.Second)})
		}
	}
}
