package seqcost

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/solver"
)

// TestOneSlab: the single alternatives one cuts from its slab are each
// their own: appending to one, or changing it in place as mapAlts and
// product do, leaves the others as they were, across slabs (mutation
// checked: a cut without the capacity limit, altSlab[:1], fails).
func TestOneSlab(t *testing.T) {
	tr := &translator{}
	var got [][]alt
	for i := 0; i < 3*altSlabSize; i++ {
		got = append(got, tr.one(constLin(int64(i))))
	}
	for i := range got {
		got[i] = append(got[i], alt{lin: constLin(-1)})
		got[i][0].lin = got[i][0].lin.Scale(solver.RatInt(2))
	}
	var want, have []string
	for i, as := range got {
		want = append(want, constLin(int64(2*i)).String()+" "+constLin(-1).String())
		have = append(have, as[0].lin.String()+" "+as[1].lin.String())
	}
	if d := cmp.Diff(want, have); d != "" {
		t.Errorf("alternatives (-want +got):\n%s", d)
	}
}
