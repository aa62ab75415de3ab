package polyhedra

import (
	"fmt"
	"math/big"
	"math/rand"
	"strings"
	"testing"
)

// polyText is p written out in full (exponents and exact coefficients),
// a snapshot that no later change in place can reach.
func polyText(p poly) string {
	var b strings.Builder
	fmt.Fprintf(&b, "nv=%d", p.nv)
	for _, t := range p.terms {
		fmt.Fprintf(&b, " %v:%s", t.e, t.c.RatString())
	}
	return b.String()
}

// randPolyShare is a random polynomial over nv variables with small
// rational coefficients, ones among them (mulRat shares those).
func randPolyShare(r *rand.Rand, nv int) poly {
	var ts []term
	for j := 1 + r.Intn(4); j > 0; j-- {
		e := make([]int, nv)
		for k := range e {
			e[k] = r.Intn(3)
		}
		c := big.NewRat(1, 1)
		if r.Intn(2) == 0 {
			c = big.NewRat(int64(r.Intn(7)-3), int64(1+r.Intn(3)))
		}
		ts = append(ts, term{e, c})
	}
	return newPoly(nv, ts)
}

// TestPolyOpsKeepOperands guards the convention that lets polynomials
// share coefficients (newPoly, mulRat, the Faulhaber cache): no operation
// changes a coefficient in place. On random polynomials, every operation
// and then operations on its result leave their operands, every earlier
// result and the cached Faulhaber coefficients as they were written out
// before. A change in place of a shared coefficient (say newPoly adding
// into the first term's coefficient instead of a copy of it) fails it.
func TestPolyOpsKeepOperands(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	const nv = 3
	faul := func() string {
		var b strings.Builder
		for e := 0; e <= 6; e++ {
			for _, f := range faulhaber(e) {
				b.WriteString(f.RatString() + " ")
			}
			b.WriteString("|")
		}
		return b.String()
	}
	faul0 := faul()
	for i := 0; i < 300; i++ {
		var live []poly
		var snap []string
		keep := func(ps ...poly) {
			for _, p := range ps {
				live, snap = append(live, p), append(snap, polyText(p))
			}
		}
		p, q := randPolyShare(r, nv), randPolyShare(r, nv)
		keep(p, q)
		k := r.Intn(nv)
		lo, hi := randPolyShare(r, nv), randPolyShare(r, nv)
		// lo and hi must not involve x_k (sumVar's contract).
		lo, hi = lo.subst(k, constPoly(nv, big.NewRat(0, 1))), hi.subst(k, constPoly(nv, big.NewRat(2, 1)))
		keep(lo, hi)
		ops := []func(a, b poly) poly{
			func(a, b poly) poly { return a.add(b) },
			func(a, _ poly) poly { return a.scale(big.NewRat(-2, 3)) },
			func(a, b poly) poly { return a.mul(b) },
			func(a, _ poly) poly { return a.pow(2, meter{}) },
			func(a, b poly) poly { return a.subst(k, b) },
			func(a, _ poly) poly { return a.sumVar(k, lo, hi) },
			func(a, _ poly) poly {
				// Rows over (constant, x_0, x_1, x_2), with x_k's column 0.
				lo, hi := make([]Int, nv+1), make([]Int, nv+1)
				for c := range lo {
					lo[c], hi[c] = i64(0), i64(0)
				}
				lo[1+(k+1)%nv], hi[0], hi[1+(k+2)%nv] = i64(1), i64(3), i64(1)
				return a.sumVarRowsW(k, lo, hi, meter{})
			},
			func(a, _ poly) poly {
				a.eval([]*big.Rat{big.NewRat(2, 1), big.NewRat(-1, 2), big.NewRat(3, 1)})
				return a
			},
		}
		a, b := p, q
		for step := 0; step < 4; step++ {
			op := ops[r.Intn(len(ops))]
			a = op(a, b)
			keep(a)
			if step%2 == 1 {
				a, b = b, a
			}
		}
		for j, p := range live {
			if got := polyText(p); got != snap[j] {
				t.Fatalf("round %d: polynomial %d changed in place:\nwas %s\nnow %s", i, j, snap[j], got)
			}
		}
	}
	if got := faul(); got != faul0 {
		t.Fatalf("the cached Faulhaber coefficients changed:\nwas %s\nnow %s", faul0, got)
	}
}
