package solver

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSmallerResult: the bound of the system with the resets replaces
// the plain one only where it is below it; where neither is below the
// other both are kept (a Min), and a missing bound is the other one.
func TestSmallerResult(t *testing.T) {
	pre := Poly{{L: varAddScaled("P", ratOne, NewLin(ratMinusOne))}} // P >= 1
	for _, tc := range []struct{ name, plain, reset, want string }{
		{"reset below", "P + 1", "P", "P"},
		{"plain below", "ceil(log2(P)) + 1", "P + 1", "ceil(log2(P)) + 1"},
		{"equal", "P", "P", "P"},
		{"neither below", "ceil(log2(P)) + 2", "ceil(P/2) + 1", "min(ceil(P/2) + 1, ceil(log2(P)) + 2)"},
		{"no reset bound", "P", "", "P"},
		{"no plain bound", "", "P", "P"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := func(s string) Result {
				if s == "" {
					return Result{Reason: "none"}
				}
				e, err := ParseExpr(s)
				if err != nil {
					t.Fatal(err)
				}
				return Result{Bound: e}
			}
			got := smallerResult(res(tc.plain), res(tc.reset), pre).Bound.String()
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
