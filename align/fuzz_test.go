package align

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"bspcost/frontend"
	"bspcost/frontend/sim"
)

// FuzzAnalyze: on every program that parses, Analyze terminates without
// panicking, and when it accepts the program the simulator finds no barrier
// mismatch for p = 1..4 (the soundness property, on arbitrary programs).
// go test ./align -fuzz FuzzAnalyze -fuzztime 2m
func FuzzAnalyze(f *testing.F) {
	for _, pattern := range []string{"testdata/aligned/*.bsp", "testdata/unaligned/*.bsp", "../benchmarks/textbook/*.bsp"} {
		files, _ := filepath.Glob(pattern)
		for _, file := range files {
			src, err := os.ReadFile(file)
			if err == nil {
				f.Add(string(src))
			}
		}
	}
	f.Fuzz(func(t *testing.T, src string) {
		prog, err := frontend.Parse("fuzz.bsp", []byte(src))
		if err != nil {
			return
		}
		r := Analyze(prog)
		if !r.Aligned {
			return
		}
		params := map[string]int64{}
		for i, id := range prog.Params {
			params[id.Name] = int64(4 + i)
		}
		for p := 1; p <= 4; p++ {
			_, err := sim.Run(prog, sim.Config{P: p, Params: params, Seed: 1, MaxSteps: 20_000})
			var re *sim.RuntimeError
			if errors.As(err, &re) && re.Kind == sim.ErrBarrierMismatch {
				t.Fatalf("accepted, but p=%d: %v", p, err)
			}
			if errors.As(err, &re) && re.Kind == sim.ErrInternal {
				t.Fatalf("p=%d: %v", p, err)
			}
		}
	})
}
