package seqcost

import (
	"math/big"
	"strings"
	"testing"

	"bspcost/solver"
)

// TestFloorCount: a bound with a fraction the count never has is rounded
// down (N/2 + N*p/2 + 1/2 is 58 at p = 1, N = 58, not 58.5), inside max
// and past an indicator; one whole at every point of the requires clause
// keeps its form (N*(p - 1)/2 under N % p == 0, a triangle's (N/p)*(N/p -
// 1)/2). With the rule off the first keeps its fraction.
func TestFloorCount(t *testing.T) {
	divisible := []solver.Fact{{L: mustExpr(t, "N - p*(N/p)"), Eq: true}}
	for _, tc := range []struct {
		src     string
		facts   []solver.Fact
		rounded bool
	}{
		{"N/2 + N*p/2 + 1/2", nil, true},
		{"max([p >= 2]*(N/2 + 1/2), N/p)", nil, true},
		{"N*(p - 1)/2", divisible, false},
		{"(N/p)*(N/p - 1)/2", nil, false},
		{"N + p", nil, false},
	} {
		e := mustExpr(t, tc.src)
		for _, on := range []bool{true, false} {
			floorCountOn = on
			got := floorCount(e, tc.facts)
			floorCountOn = true
			if rounded := strings.Contains(got.String(), "floor"); rounded != (on && tc.rounded) {
				t.Errorf("%s (rule %v): %s, rounded %v", tc.src, on, got, rounded)
			}
			// Never below e's floor, never above e, at the sample points.
			for p := int64(1); p <= 6; p++ {
				for n := p; n <= 3*p; n += p {
					env := map[string]int64{"N": n, "p": p}
					lo, _, err := e.EvalInt(env)
					g, _, err2 := got.EvalInt(env)
					if err != nil || err2 != nil {
						t.Fatalf("%s: %v %v", tc.src, err, err2)
					}
					fl := new(big.Rat).SetInt(new(big.Int).Div(lo.Num(), lo.Denom()))
					if g.Cmp(lo) > 0 || g.Cmp(fl) < 0 {
						t.Errorf("%s (rule %v) = %s at %v: %s, not between floor(%s) and it", tc.src, on, got, env, g.RatString(), lo.RatString())
					}
				}
			}
		}
	}
	if got := floorCount(mustExpr(t, "[p >= 2]*(N/2 + 1/2)"), nil).String(); !strings.Contains(got, "floor(N/2 + 1/2)") {
		t.Errorf("the indicator went inside the floor: %s", got)
	}
}

func mustExpr(t *testing.T, s string) *solver.Expr {
	t.Helper()
	e, err := solver.ParseExpr(s)
	if err != nil {
		t.Fatal(err)
	}
	return e
}
