package hrelation

import (
	"testing"

	"bspcost/frontend"
)

// TestFanMaxLiterals: the max of two fans whose expressions are maxima of
// literals at most 1 is the constant 1, not a max without arguments (a
// sequential program that does not check).
func TestFanMaxLiterals(t *testing.T) {
	for _, tc := range []struct {
		name string
		f, g *fanExpr
		want string
	}{
		{"literals", &fanExpr{e: call("max", lit64(0), lit64(1))}, &fanExpr{e: call("max", lit64(1), lit64(0))}, "1"},
		{"literal and nprocs", &fanExpr{e: call("max", lit64(0), lit64(1))}, &fanExpr{e: &frontend.Ident{Name: "nprocs"}}, "max(nprocs, 1)"},
		{"literal above 1", &fanExpr{e: call("max", lit64(0), lit64(3))}, &fanExpr{e: call("max", lit64(1), lit64(0))}, "3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := fanMax(tc.f, tc.g)
			if m == nil {
				t.Fatal("fanMax = nil")
			}
			got := ""
			if c, ok := m.constant(); ok {
				got = frontend.ExprString(lit64(c))
			} else {
				got = frontend.ExprString(m.e)
			}
			if got != tc.want {
				t.Errorf("fanMax = %s, want %s", got, tc.want)
			}
		})
	}
}
