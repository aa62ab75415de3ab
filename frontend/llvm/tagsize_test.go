package llvm

import (
	"strings"
	"testing"
	"time"

	"bspcost/align"
	"bspcost/seqcost"
	"bspcost/solver"
)

// TestTagSizeRestored: bsp_set_tagsize gives back the previous size, which
// the translation keeps (tagsize_restore.c restores 0), so H has a bound;
// with the rule off the restored size is input data and H has none.
func TestTagSizeRestored(t *testing.T) {
	h := func() (*solver.Expr, error) {
		prog, err := TranslateFile("testdata/translate/tagsize_restore.ll", Options{})
		if err != nil {
			t.Fatal(err)
		}
		b, err := seqcost.AnalyzeBSP(prog, align.Analyze(prog), seqcost.Options{}, solver.Options{Deadline: time.Now().Add(20 * time.Second)})
		if err != nil {
			return nil, err
		}
		return b.H.Expr, nil
	}
	if got, err := h(); got == nil {
		t.Fatalf("H has no bound: %v", err)
	}
	tagBytesOn = false
	defer func() { tagBytesOn = true }()
	if got, _ := h(); got != nil {
		t.Errorf("with tagBytes off H = %s: the rule is not what bounds it", got)
	}
}

// TestContractWordsNotNegative: a contract's words(size) of a computed
// size is not negative (contract_size.c: h is p * words(8n)), so H has a
// bound; with the rule off the solver cannot sign the product (it bounds
// it by its factors' bounds, another bound, or has none).
func TestContractWordsNotNegative(t *testing.T) {
	h := func() *solver.Expr {
		prog, err := TranslateFile("testdata/translate/contract_size.ll", Options{})
		if err != nil {
			t.Fatal(err)
		}
		b, err := seqcost.AnalyzeBSP(prog, align.Analyze(prog), seqcost.Options{}, solver.Options{Deadline: time.Now().Add(20 * time.Second)})
		if err != nil {
			return nil
		}
		return b.H.Expr
	}
	on := h()
	if on == nil {
		t.Fatal("H has no bound")
	}
	wordsNatOn = false
	defer func() { wordsNatOn = true }()
	if got := h(); got != nil && got.String() == on.String() {
		t.Errorf("with wordsNat off H = %s: the rule is not what bounds it", got)
	}
}

// TestContractPositionInOtherFile: a contract declared in the program's
// second file is read with that file's lines (contract_lib.c:4, a
// collective without a superstep, is an error there), not as a line of
// the first.
func TestContractPositionInOtherFile(t *testing.T) {
	if _, err := ClangPath(); err != nil {
		t.Skip(err)
	}
	_, _, err := Load([]string{"testdata/multi/contract_main.c", "testdata/multi/contract_lib.c"}, &Options{WordSize: 8})
	if err == nil || !strings.Contains(err.Error(), "contract_lib.c:4:26: collective contract lib needs supersteps") {
		t.Errorf("error = %v, want one at contract_lib.c:4:26", err)
	}
}
