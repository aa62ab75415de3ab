package nondet_test

import (
	"math/big"
	"testing"

	"bspcost/frontend"
	"bspcost/frontend/sim"
	"bspcost/nondet"
	"bspcost/solver"

	"github.com/google/go-cmp/cmp"
)

// TestAbsintPrecision: programs where the facts of the abstract
// interpretation (x == pid after a loop, x <= pid, lo == 2 * pid with
// hi - lo == b when lo is assigned twice, lo == hi - b + 1) are what bounds the work after a
// sync. Each W bound is checked against the simulator (p = 1..8); with
// the analysis switched off (the mutation check) the cases marked needed
// lose their bound.
func TestAbsintPrecision(t *testing.T) {
	tests := []struct {
		file   string
		want   string // the W bound
		needed bool   // no bound without the analysis
	}{
		{"testdata/counted_rounds.bsp", "N*p", true},
		{"testdata/below_pid.bsp", "N*(p - 1)", true},
		{"testdata/block_range.bsp", "N", false}, // hi - lo == b is also align's
		{"testdata/block_split.bsp", "N/p", true},
	}
	for _, mutated := range []bool{false, true} {
		nondet.SetNoAbsint(mutated)
		// The reaching definitions (lo := pid * b) give some of the same
		// facts.
		nondet.SetNoReachingDefs(mutated)
		for _, tc := range tests {
			prog, err := frontend.ParseFile(tc.file)
			if err != nil {
				t.Fatal(err)
			}
			got, w, ok := boundOf(t, tc.file, prog, "W")
			if !ok {
				continue
			}
			switch {
			case !mutated:
				if diff := cmp.Diff(tc.want, got); diff != "" {
					t.Errorf("%s: W (-want +got):\n%s", tc.file, diff)
				}
				if w != nil {
					checkW(t, tc.file, prog, w)
				}
			case tc.needed && got != "no bound":
				t.Errorf("%s: W = %s with the abstract interpretation switched off: the case does not test it", tc.file, got)
			}
		}
	}
	nondet.SetNoAbsint(false)
	nondet.SetNoReachingDefs(false)
}

// checkW compares a W bound with the simulated W (p = 1..8, N = p, 2p,
// 3p, 4p: every program's requires clause holds).
func checkW(t *testing.T, name string, prog *frontend.Program, w *solver.Expr) {
	for p := 1; p <= 8; p++ {
		for m := int64(1); m <= 4; m++ {
			n := m * int64(p)
			params := map[string]int64{}
			for _, id := range prog.Params {
				params[id.Name] = n // every program here has N only, or no parameter
			}
			res, err := sim.Run(prog, sim.Config{P: p, Params: params, Seed: n})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			_, hi, err := w.EvalInt(map[string]int64{"p": int64(p), "N": n})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if hi.Cmp(new(big.Rat).SetInt64(res.W)) < 0 {
				t.Errorf("%s p=%d N=%d: simulated W = %d above the bound %s = %s", name, p, n, res.W, w, hi.RatString())
			}
		}
	}
}
