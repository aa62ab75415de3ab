package align

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// TestMulScale: a counter doubled from 1 is at least 1 at the sync of its
// loop (and a counter scaled by -3 at most -3); without mulScaleOn the
// widened product is Top.
func TestMulScale(t *testing.T) {
	prog := parse(t, "m.bsp", `program m(N)
  var k := 1
  var m := -1
  while k < nprocs do
    get(0, k, k)
    sync
    k := k * 2
    m := 3 * m
  end
end`)
	obj := map[string]*frontend.Object{}
	for _, o := range prog.Objects {
		obj[o.Name] = o
	}
	sync := find[*frontend.SyncStmt](prog)[0]
	at := func() map[string]intsem.Interval {
		r := Analyze(prog)
		out := map[string]intsem.Interval{}
		for _, n := range []string{"k", "m"} {
			iv, _, ok := r.ScalarAt(sync, obj[n])
			if !ok {
				t.Fatalf("ScalarAt(%s) not analysed", n)
			}
			out[n] = iv
		}
		return out
	}
	tests := []struct {
		on   bool
		want map[string]intsem.Interval
	}{
		{true, map[string]intsem.Interval{"k": {Lo: 1, Hi: intsem.MaxInt}, "m": {Lo: intsem.MinInt, Hi: -1}}},
		{false, map[string]intsem.Interval{"k": intsem.Top, "m": intsem.Top}},
	}
	defer func() { mulScaleOn = true }()
	for _, tc := range tests {
		mulScaleOn = tc.on
		if diff := cmp.Diff(tc.want, at()); diff != "" {
			t.Errorf("mulScaleOn=%v (-want +got):\n%s", tc.on, diff)
		}
	}
}
