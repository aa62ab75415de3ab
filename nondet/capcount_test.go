package nondet_test

import (
	"fmt"
	"strings"
	"testing"

	"bspcost/nondet"
)

// manyScalars is a program of parameter M with k constant scalars besides
// a count nrows <= nz <= M, counted before a loop of ten supersteps that
// copies it (bn := nrows) and runs bn iterations after a barrier.
func manyScalars(k int) string {
	var b strings.Builder
	b.WriteString("program many(M) requires M >= 0\n  var nz\n  var nrows\n  var bn\n  var bz\n  var s\n")
	for i := 0; i < k; i++ {
		fmt.Fprintf(&b, "  var c%d\n", i)
	}
	b.WriteString("  nz := any\n  assume nz >= 0\n  assume nz <= M\n")
	for i := 0; i < k; i++ {
		fmt.Fprintf(&b, "  c%d := %d\n", i, i+1)
	}
	b.WriteString(`  sync
  nrows := 0
  for k := 0 to nz - 1 do
    nrows := nrows + 1
  end
  sync
  for iter := 0 to 9 do
    bn := nrows
    bz := nz
    sync
    for i := 0 to bn - 1 do
      {1 * r} skip
    end
    sync
    for j := 0 to bz - 1 do
      {1 * r} skip
    end
`)
	b.WriteString("    s := 0")
	for i := 0; i < k; i++ {
		fmt.Fprintf(&b, " + c%d", i)
	}
	b.WriteString("\n  end\n  sync\n  {1 * r} skip\nend\n")
	return b.String()
}

// TestCapKeepsCount: with many scalars, the count nrows <= nz <= M set
// before a loop of supersteps survives to the barriers inside it, where
// W needs it: the join gives its differences to the variables its two
// sides see differently (not the constants), the cap keeps equalities
// (bn == nrows) and the facts of the variables the loop never writes
// (nrows <= nz). Checked against the simulator at p = 1..8; with each
// rule off, W has no bound.
func TestCapKeepsCount(t *testing.T) {
	tests := []wCase{
		// 36 constants fill the cap with their bounds nearly: each
		// rule's room is needed.
		{"many", manyScalars(36), true},
	}
	for _, r := range []struct {
		name string
		set  func(bool)
	}{
		{"the join's changing variables", nondet.SetNoSameConstDiff},
		{"the cap's equalities", nondet.SetNoTrimEqualities},
		{"the loops' invariants", nondet.SetNoLoopInv},
	} {
		t.Run(r.name, func(t *testing.T) { checkWCases(t, r.name, r.set, tests, checkChainW) })
	}
}
