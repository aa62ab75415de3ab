package polyhedra

import (
	"math/big"
	"math/rand"
	"testing"
)

// TestPropertyFibres checks fibre counts and their maxima against brute
// force on random 2-D relations: counts must be exact, maxima must be
// upper bounds, and equal to the brute-force maximum when marked exact.
func TestPropertyFibres(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	exact, total := 0, 0
	for n := 0; n < propCases/4; n++ {
		c := randCase(r)
		c.dims, c.box = []string{"x", "y"}, 5
		ta, oa := randSetN(r, c, 2, 2)
		m := mustParseT(t, ta).AsMap(1)
		f, err := m.Fibres()
		if err != nil {
			t.Fatalf("case %d %s: %v", n, ta, err)
		}
		for _, pv := range c.pvals {
			src, tgt := map[int64]int64{}, map[int64]int64{}
			points(2, c.box, func(x []int64) {
				if oa(c.env(pv, x)) {
					src[x[0]]++
					tgt[x[1]]++
				}
			})
			check := func(what string, per, mx *PwQPoly, fib map[int64]int64) {
				best := int64(0)
				for v := -c.box; v <= c.box; v++ {
					best = max(best, fib[v])
					if got := per.Eval(append(append([]int64{}, pv...), v)); got.Cmp(big.NewRat(fib[v], 1)) != 0 {
						t.Fatalf("case %d %s fibre at %v,%d: got %v want %d\n%s\n%s", n, what, pv, v, got, fib[v], ta, per)
					}
				}
				got := mx.Eval(pv)
				if got.Cmp(big.NewRat(best, 1)) < 0 || (mx.Exact && got.Cmp(big.NewRat(best, 1)) != 0) {
					t.Fatalf("case %d %s max at %v: got %v (exact %v) want %d\n%s\nper %s\nmax %s", n, what, pv, got, mx.Exact, best, ta, per, mx)
				}
				total++
				if mx.Exact {
					exact++
				}
			}
			check("source", f.PerSource, f.MaxPerSource, src)
			check("target", f.PerTarget, f.MaxPerTarget, tgt)
		}
	}
	t.Logf("%d of %d maxima exact", exact, total)
}
