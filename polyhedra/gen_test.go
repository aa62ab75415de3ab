package polyhedra

import (
	"flag"
	"fmt"
	"math/big"
	"math/rand"
	"strings"
	"testing"

	"bspcost/frontend/intsem"
)

type genCase struct {
	params []string
	dims   []string
	pvals  [][]int64 // parameter valuations to check
	box    int64     // set variables range over [-box, box]; sets stay inside
}

func randCase(r *rand.Rand) genCase {
	np := r.Intn(3)
	nd := 1 + r.Intn(4)
	if nd == 4 && np == 2 {
		np = 1
	}
	c := genCase{params: []string{"p", "q"}[:np], dims: []string{"x", "y", "z", "w"}[:nd], box: []int64{0, 5, 4, 3, 2}[nd]}
	for k := 0; k < 2; k++ {
		var v []int64
		for i := 0; i < np; i++ {
			v = append(v, int64(r.Intn(7)-2))
		}
		c.pvals = append(c.pvals, v)
	}
	return c
}

type env map[string]int64

type oracle func(env) bool

func randAff(r *rand.Rand, c genCase, maxc int) (string, func(env) int64) {
	var terms []string
	type tm struct {
		k int64
		n string
	}
	var tms []tm
	for _, n := range append(append([]string{}, c.dims...), c.params...) {
		if r.Intn(3) == 0 {
			continue
		}
		k := int64(r.Intn(2*maxc+1) - maxc)
		if k != 0 {
			terms = append(terms, fmt.Sprintf("%d*%s", k, n))
			tms = append(tms, tm{k, n})
		}
	}
	k0 := int64(r.Intn(9) - 4)
	terms = append(terms, fmt.Sprint(k0))
	return strings.Join(terms, " + "), func(e env) int64 {
		v := k0
		for _, t := range tms {
			v += t.k * e[t.n]
		}
		return v
	}
}

// fdiv is the oracles' floor(a / b) (b a positive constant here, so
// intsem.FloorDiv cannot fail).
func fdiv(a, b int64) int64 {
	q, _ := intsem.FloorDiv(a, b)
	return q
}

func randConstraint(r *rand.Rand, c genCase) (string, oracle) {
	switch r.Intn(10) {
	case 0:
		a, fa := randAff(r, c, 2)
		m, k := int64(2+r.Intn(2)), int64(r.Intn(2))
		return fmt.Sprintf("(%s) mod %d = %d", a, m, k), func(e env) bool { return fa(e)-m*fdiv(fa(e), m) == k }
	case 1:
		a, fa := randAff(r, c, 2)
		b, fb := randAff(r, c, 1)
		m := int64(2 + r.Intn(3))
		return fmt.Sprintf("floor((%s)/%d) >= %s", a, m, b), func(e env) bool { return fdiv(fa(e), m) >= fb(e) }
	case 2:
		a, fa := randAff(r, c, 2)
		b, fb := randAff(r, c, 1)
		m := int64(2 + r.Intn(2))
		return fmt.Sprintf("exists (e : %d*e = %s and e >= %s)", m, a, b), func(e env) bool {
			return fa(e)%m == 0 && fa(e)/m >= fb(e)
		}
	case 3:
		a, fa := randAff(r, c, 2)
		b, fb := randAff(r, c, 1)
		return fmt.Sprintf("%s = %s", a, b), func(e env) bool { return fa(e) == fb(e) }
	default:
		a, fa := randAff(r, c, 3)
		b, fb := randAff(r, c, 2)
		return fmt.Sprintf("%s >= %s", a, b), func(e env) bool { return fa(e) >= fb(e) }
	}
}

// randSet returns isl text for a random set bounded in the box, and an
// independent membership oracle for it.
func randSet(r *rand.Rand, c genCase) (string, oracle) { return randSetN(r, c, 2, 4) }

// randSetN is randSet with at most maxPieces pieces and fewer than
// maxCons random constraints per piece.
func randSetN(r *rand.Rand, c genCase, maxPieces, maxCons int) (string, oracle) {
	var pieces []string
	var ors []oracle
	n := 1 + r.Intn(maxPieces)
	for i := 0; i < n; i++ {
		var cons []string
		var ands []oracle
		for _, d := range c.dims {
			lo, hi := c.box-int64(r.Intn(2)), c.box-int64(r.Intn(2))
			d := d
			cons = append(cons, fmt.Sprintf("-%d <= %s <= %d", lo, d, hi))
			ands = append(ands, func(e env) bool { return -lo <= e[d] && e[d] <= hi })
		}
		k := r.Intn(maxCons)
		for j := 0; j < k; j++ {
			t, o := randConstraint(r, c)
			cons = append(cons, t)
			ands = append(ands, o)
		}
		pieces = append(pieces, fmt.Sprintf("[%s] : %s", strings.Join(c.dims, ", "), strings.Join(cons, " and ")))
		ors = append(ors, func(e env) bool {
			for _, a := range ands {
				if !a(e) {
					return false
				}
			}
			return true
		})
	}
	pre := ""
	if len(c.params) > 0 {
		pre = "[" + strings.Join(c.params, ", ") + "] -> "
	}
	return pre + "{ " + strings.Join(pieces, "; ") + " }", func(e env) bool {
		for _, o := range ors {
			if o(e) {
				return true
			}
		}
		return false
	}
}

func (c genCase) env(pv, x []int64) env {
	e := env{}
	for i, n := range c.params {
		e[n] = pv[i]
	}
	for i, n := range c.dims {
		e[n] = x[i]
	}
	return e
}

// count is the brute-force number of points of the box, at parameter
// values pv, that satisfy o.
func (c genCase) count(pv []int64, o oracle) int64 {
	var n int64
	points(len(c.dims), c.box, func(x []int64) {
		if o(c.env(pv, x)) {
			n++
		}
	})
	return n
}

// soundCount reports whether got is a valid answer for a true count of
// want: equal when exact, otherwise not below (a flagged upper bound).
func soundCount(got *big.Rat, want int64, exact bool) bool {
	w := big.NewRat(want, 1)
	return got.Cmp(w) >= 0 && (!exact || got.Cmp(w) == 0)
}

// points enumerates the box in len(dims) dimensions.
func points(nd int, box int64, f func([]int64)) {
	x := make([]int64, nd)
	var rec func(int)
	rec = func(i int) {
		if i == nd {
			f(x)
			return
		}
		for v := int64(-box); v <= box; v++ {
			x[i] = v
			rec(i + 1)
		}
	}
	rec(0)
}

// truth is a brute-force membership oracle built from a parsed set; it
// is trusted because Contains only evaluates divs and constraints.
func mustParseT(t *testing.T, src string) *Set {
	t.Helper()
	s, err := Parse(src)
	if err != nil {
		t.Fatalf("parse %q: %v", src, err)
	}
	return s
}

// seed shifts every property test's seed, to explore more cases than
// the fixed default run: go test ./polyhedra -seed=N.
var seed = flag.Int64("seed", 0, "offset added to the property tests' random seeds")

func newRand(k int64) *rand.Rand { return rand.New(rand.NewSource(k + 1000003*(*seed))) }

// must(t)(s, err) returns s, failing the test on err (for calls that
// only fail on misuse, such as Domain of a set).
func must(t testing.TB) func(*Set, error) *Set {
	return func(s *Set, err error) *Set {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
}
