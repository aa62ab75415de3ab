package benchmarks

import (
	"context"
	"testing"

	"bspcost/driver"
	"bspcost/frontend/llvm"
	"bspcost/internal/corpus"
)

// driversQuota is the operations (budget package) the BSPedupack drivers'
// analysis may spend: about what the default time limit of check (5 s)
// allows on a quiet machine, so that the test says "within the default
// limit" the same way on every machine and at every load.
const driversQuota = 80_000_000

// TestEdupackDrivers: the BSPedupack drivers of the public BSPlib corpus
// (../shared/bsplib-c) and the FFT and LU kernels (ed1-k-fft, ed1-k-lu:
// their arguments as parameters, no requires clause; bspfft's loop
// for (c = k1; c <= p; c *= n / p) around bspredistr is counted by
// seqcost's two-step translation, double.go) have their W, H and S bounds
// within driversQuota operations, shared among the three as check shares
// its time. Skips when the corpus or clang-14 is
// absent.
func TestEdupackDrivers(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	if _, err := llvm.ClangPath(); err != nil {
		t.Skip("clang-14 not installed (scripts/install-clang.sh)")
	}
	dir, ok := corpus.Find()
	if !ok {
		t.Skip("../shared/bsplib-c is absent")
	}
	rows, err := corpus.Rows(dir)
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]corpus.Row{}
	for _, r := range rows {
		byID[r.ID] = r
	}
	for _, id := range []string{"ed1-fft", "pk-fft", "ed1-lu", "pk-lu", "ed1-k-fft", "ed1-k-lu"} {
		t.Run(id, func(t *testing.T) {
			r, ok := byID[id]
			if !ok {
				t.Skipf("%s is not in the manifest", id)
			}
			cfg := driver.Config{MaxOperations: driversQuota}
			cfg.C.Entry = r.Entry
			for _, d := range r.Includes(dir) {
				cfg.C.CFlags = append(cfg.C.CFlags, "-I"+d)
			}
			rep, err := cfg.Analyze(context.Background(), driver.Files(r.Files(dir)...)...)
			if err != nil {
				t.Fatal(err)
			}
			if rep.Err != nil {
				t.Fatalf("%v (%d operations)", rep.Err, rep.Operations)
			}
			for name, b := range map[string]driver.Bound{"W": rep.W, "H": rep.H, "S": rep.S} {
				if b.Expr == nil {
					t.Errorf("%s: no bound within %d operations: %s", name, driversQuota, firstLine(b.Reason))
				}
			}
			t.Logf("%d operations; W = %s; H = %s; S = %s", rep.Operations, rep.W.Text, rep.H.Text, rep.S.Text)
		})
	}
}
