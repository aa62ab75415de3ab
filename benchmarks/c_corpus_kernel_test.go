package benchmarks

import (
	"context"
	"testing"

	"bspcost/driver"
	"bspcost/frontend/llvm"
	"bspcost/internal/corpus"
)

// kernelQuota is the operations (budget package) the analysis of a
// BSPedupack kernel row may spend, as driversQuota: about what the default
// time limit of check (5 s) allows on a quiet machine.
const kernelQuota = driversQuota

// TestEdupackKernelLU: the LU kernel of the public BSPlib corpus (row
// ed1-k-lu: bsplu with its arguments as parameters) has its W, H and S
// bounds within kernelQuota operations. Skips when the corpus or clang-14
// is absent.
func TestEdupackKernelLU(t *testing.T) {
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
	var row *corpus.Row
	for i := range rows {
		if rows[i].ID == "ed1-k-lu" {
			row = &rows[i]
		}
	}
	if row == nil {
		t.Skip("ed1-k-lu is not in the manifest")
	}
	cfg := driver.Config{MaxOperations: kernelQuota}
	cfg.C.Entry = row.Entry
	for _, d := range row.Includes(dir) {
		cfg.C.CFlags = append(cfg.C.CFlags, "-I"+d)
	}
	rep, err := cfg.Analyze(context.Background(), driver.Files(row.Files(dir)...)...)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Err != nil {
		t.Fatalf("%v (%d operations)", rep.Err, rep.Operations)
	}
	for name, b := range map[string]driver.Bound{"W": rep.W, "H": rep.H, "S": rep.S} {
		if b.Expr == nil {
			t.Errorf("%s: no bound within %d operations: %s", name, kernelQuota, firstLine(b.Reason))
		}
	}
	t.Logf("%d operations; W = %s; H = %s; S = %s", rep.Operations, rep.W.Text, rep.H.Text, rep.S.Text)
}
