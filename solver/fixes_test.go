package solver

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestFixedVars: x >= 2 and 2 >= x fix x to 2, x == 3 fixes x to 3, and
// two copies of one inequality fix nothing, whether or not they share
// their numbers (a clone that conjoins a constraint its equation already
// has: x >= 2 twice is no x = 2).
func TestFixedVars(t *testing.T) {
	ge2 := Cons{L: LinVar("#0").AddScaled(ratOne, LinConst(-2))} // #0 - 2 >= 0
	le2 := Cons{L: ge2.L.Scale(ratMinusOne)}                     // -#0 + 2 >= 0
	eq3 := Cons{L: LinVar("#1").AddScaled(ratOne, LinConst(-3)), Eq: true}
	copyGe2 := Cons{L: LinVar("#0").AddScaled(ratOne, LinConst(-2))}
	tests := []struct {
		name string
		p    Poly
		want map[string]string
	}{
		{"bounds on both sides", Poly{ge2, le2}, map[string]string{"#0": "2"}},
		{"an equality", Poly{eq3}, map[string]string{"#1": "3"}},
		{"one inequality twice, shared", Poly{ge2, ge2}, map[string]string{}},
		{"one inequality twice, copied", Poly{ge2, copyGe2}, map[string]string{}},
		{"twice and an equality", Poly{ge2, eq3, ge2}, map[string]string{"#1": "3"}},
	}
	for _, tc := range tests {
		got := map[string]string{}
		for x, v := range fixedVars(tc.p) {
			got[x] = v.String()
		}
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("%s: fixedVars(%v) (-want +got):\n%s", tc.name, tc.p, d)
		}
	}
}
