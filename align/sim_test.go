package align

import (
	"errors"
	"path/filepath"
	"testing"

	"bspcost/frontend"
	"bspcost/frontend/sim"
)

// simOutcome runs prog for p = 1..8, a few parameter values and seeds, and
// reports the first barrier mismatch (nil if none) and how many runs
// completed.
func simOutcome(t *testing.T, prog *frontend.Program) (mismatch *sim.RuntimeError, ran int) {
	t.Helper()
	for p := 1; p <= 8; p++ {
		for _, v := range []int64{int64(p), int64(2 * p), 7, 1} {
			params := map[string]int64{}
			for i, id := range prog.Params {
				params[id.Name] = v + int64(i) // distinct values for distinct parameters
			}
			for seed := int64(1); seed <= 3; seed++ {
				_, err := sim.Run(prog, sim.Config{P: p, Params: params, Seed: seed, MaxSteps: 200_000})
				var re *sim.RuntimeError
				switch {
				case err == nil:
					ran++
				case errors.As(err, &re) && re.Kind == sim.ErrBarrierMismatch:
					if mismatch == nil {
						mismatch = re
					}
				case errors.As(err, &re) && (re.Kind == sim.ErrRequires || re.Kind == sim.ErrStepLimit || re.Kind == sim.ErrRuntime):
					// not about barriers
				default:
					t.Fatalf("p=%d %v: %v", p, params, err)
				}
			}
		}
	}
	return mismatch, ran
}

// TestCorpusAgainstSimulator: the programs the checker accepts never
// mismatch barriers in the simulator, and every program of the unaligned
// corpus does for some p, parameters and input (so the corpus tests real
// misalignments, not false alarms).
func TestCorpusAgainstSimulator(t *testing.T) {
	accepted := append(glob(t, "testdata/aligned/*.bsp"), glob(t, "../benchmarks/textbook/*.bsp")...)
	for _, f := range accepted {
		t.Run(filepath.Base(f), func(t *testing.T) {
			prog := parseFile(t, f)
			if !Analyze(prog).Aligned {
				t.Skip("rejected") // reported by the other tests
			}
			if m, ran := simOutcome(t, prog); m != nil {
				t.Errorf("accepted, but the simulator found: %v", m)
			} else if ran == 0 {
				t.Errorf("no run completed")
			}
		})
	}
	for _, f := range glob(t, "testdata/unaligned/*.bsp") {
		t.Run(filepath.Base(f), func(t *testing.T) {
			if m, _ := simOutcome(t, parseFile(t, f)); m == nil {
				t.Errorf("no barrier mismatch in any run")
			}
		})
	}
}
