package polyhedra

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"bspcost/budget"
)

// boxSet has d dimensions whose shadows count floor((n+i+6)/2) -
// ceil((n+i)/2) + 1 points each (4 where n + i is even, 3 where it is
// odd), every one with atoms of its own: the exact product of their
// counts has 3^d terms.
func boxSet(d int) *Set {
	var dims, cons []string
	for i := range d {
		dims = append(dims, fmt.Sprintf("x%d", i))
		cons = append(cons, fmt.Sprintf("n + %d <= 2x%d and 2x%d <= n + %d", i, i, i, i+6))
	}
	return MustParse(fmt.Sprintf("[n] -> { [%s] : %s }", strings.Join(dims, ", "), strings.Join(cons, " and ")))
}

// TestCountBoxCharged: the box bound's product is charged (boxWork, and
// the pool when there is one). Past the limit it is made of factors
// relaxed to atom-free bounds, so a 9-dimensional boxSet's box has no
// floor atoms (the exact product, 3^9 terms, would have them); the
// bound is still at least the exact count.
func TestCountBoxCharged(t *testing.T) {
	s := boxSet(9)
	want := func(n int64) *big.Rat { // 4 or 3 points per dimension
		c := int64(1)
		for i := int64(0); i < 9; i++ {
			if (n+i)%2 == 0 {
				c *= 4
			} else {
				c *= 3
			}
		}
		return big.NewRat(c, 1)
	}
	for _, tc := range []struct {
		name string
		pool *budget.Pool
	}{
		{"no pool", nil},
		{"pool spent", noBudget.Pool(0)},
		{"pool", noBudget.Pool(1 << 40)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var start int64
			if tc.pool != nil {
				start = tc.pool.Left()
			}
			box, err := s.countBox(tc.pool)
			if err != nil {
				t.Fatal(err)
			}
			if str := box.String(); box.Exact || strings.Contains(str, "floor") {
				t.Errorf("box = %.200s (%d characters), want an inexact bound without atoms (the exact product stopped)", str, len(str))
			}
			for n := int64(-4); n <= 4; n++ {
				if got := box.Eval([]int64{n}); got.Cmp(want(n)) < 0 {
					t.Errorf("n = %d: box %v < exact count %v", n, got, want(n))
				}
			}
			switch {
			case tc.pool == nil:
			case start == 0 && tc.pool.Left() > 0:
				t.Errorf("spent pool: %d left, want none", tc.pool.Left())
			case start > 0 && tc.pool.Left() > start-boxWork:
				t.Errorf("pool: %d of %d taken off, want at least boxWork (%d)", start-tc.pool.Left(), start, boxWork)
			}
		})
	}
	// A small box is exact within boxFloor even once the pool is spent.
	small := boxSet(2)
	box, err := small.countBox(noBudget.Pool(0))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(box.String(), "floor") {
		t.Errorf("2 dimensions, pool spent: box %v, want the exact product (with atoms)", box)
	}
}

// TestRelaxAtoms: relaxAtoms bounds each count from above at every
// parameter value (atoms with positive and negative coefficients,
// nested atoms) and leaves no atom.
func TestRelaxAtoms(t *testing.T) {
	sets := []string{
		"[n, m] -> { [x] : 3x >= n and 5x <= 2m + 1 }",
		"[n] -> { [x] : n + 3 <= 2x and 2x <= n + 10 }",
		"[n, m] -> { [x] : exists (y : x = 2y and 3x >= n and x <= m) }",
		"[n] -> { [x] : exists (y : 3y = n + x and 0 <= x and x <= 7) }",
	}
	// Counts have few negative atom coefficients: n - floor(n/3) -
	// floor((n + floor(n/3) + 1)/2) + 1 has two, one atom nested.
	ts := func(c int64, e ...int) term { return term{e, big.NewRat(c, 1)} }
	neg := QPoly{params: []string{"n"},
		atoms: []div{{ints([]int64{0, 1, 0, 0}), i64(3)}, {ints([]int64{1, 1, 1, 0}), i64(2)}},
		p:     newPoly(3, []term{ts(1, 1, 0, 0), ts(-1, 0, 1, 0), ts(-1, 0, 0, 1), ts(1, 0, 0, 0)})}
	relaxed := 0
	for _, src := range append(sets, "") {
		pw := &PwQPoly{Params: neg.params, Pieces: []Piece{{Value: neg}}}
		if src != "" {
			var err error
			if pw, err = MustParse(src).Count(); err != nil {
				t.Fatal(err)
			}
		}
		for _, pc := range pw.Pieces {
			r, ok := pc.Value.relaxAtoms()
			if !ok {
				continue
			}
			relaxed++
			if len(r.atoms) != 0 {
				t.Errorf("%s: relaxed %v has atoms", src, r)
			}
			np := len(pc.Value.params)
			for a := int64(-9); a <= 9; a++ {
				for b := int64(-9); b <= 9; b++ {
					pv := []int64{a, b}[:np]
					if got, v := r.Eval(pv), pc.Value.Eval(pv); got.Cmp(v) < 0 {
						t.Errorf("%s at %v: relaxed %v = %v < %v = %v", src, pv, r, got, pc.Value, v)
					}
				}
			}
		}
	}
	if relaxed < len(sets) {
		t.Errorf("%d pieces relaxed, want at least %d: the test checks little", relaxed, len(sets))
	}
}

// TestQPolyMulCharges: QPoly.mulW charges the alignment and compaction
// around the polynomial product (most of countBox's time on sets with
// many atoms), not only the product.
func TestQPolyMulCharges(t *testing.T) {
	a, err := boxSet(1).Count()
	if err != nil {
		t.Fatal(err)
	}
	q := a.Pieces[0].Value
	if len(q.atoms) == 0 {
		t.Fatalf("%v: no atoms, the test checks nothing", q)
	}
	p := q
	for range 4 {
		p = p.mul(q)
	}
	all := 1 << 40
	p.mulW(q, meter{left: &all})
	r, x, y := p.align(q)
	prod := 1 << 40
	x.mulW(y, meter{left: &prod})
	if got, product := 1<<40-all, 1<<40-prod; got <= product {
		t.Errorf("QPoly.mulW charged %d, the bare product %d (of %d terms): alignment uncharged", got, product, len(r.p.terms))
	}
}

// TestBoxBound: BoxBound is at least the largest fibre over the first n
// dimensions (counted by enumeration at each parameter point of a grid),
// without floor atoms, and a union whose common constraints bound every
// dimension has one piece.
func TestBoxBound(t *testing.T) {
	tests := []struct {
		name   string
		set    string
		n      int
		pieces int // the expected number of pieces, -1: any
	}{
		{"interval", "[n] -> { [x] : 0 <= x < n }", 0, 1},
		{"triangle fibre", "[n] -> { [s, k] : 0 <= s < n and 0 <= k <= s }", 1, 1},
		{"triangle count", "[n] -> { [s, k] : 0 <= s < n and 0 <= k <= s }", 0, 1},
		{"div dims", "[n, k] -> { [s, a, d] : 0 <= s < n and 0 <= a <= s and k <= 2d <= k + 1 }", 1, 1},
		{"strided", "[n] -> { [x, y] : 0 <= x < n and 0 <= 3y - x <= 2 }", 0, 1},
		{"union, common bounds", "[n, m] -> { [s, w] : 0 <= s < n and 0 <= w < n and w < m; [s, w] : 0 <= s < n and 0 <= w < n and w >= m + 2 }", 1, 1},
		{"union, own bounds", "[n, m] -> { [s, w] : 0 <= s < n and 0 <= w < m; [s, w] : 0 <= s < n and m <= w < 2m }", 1, 2},
		{"empty part", "[n] -> { [s, w] : 0 <= s < n and 0 <= w < n; [s, w] : 0 <= s < n and w >= n and w < 0 }", 1, -1},
		{"empty", "[n] -> { [x] : n <= x < 0 and x >= 0 }", 0, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := MustParse(tc.set)
			box, err := s.BoxBound(tc.n)
			if err != nil {
				t.Fatal(err)
			}
			if str := box.String(); box.Exact || strings.Contains(str, "floor") {
				t.Errorf("box = %s, want an inexact bound without atoms", str)
			}
			if tc.pieces >= 0 && len(box.Pieces) != tc.pieces {
				t.Errorf("box = %s: %d pieces, want %d", box, len(box.Pieces), tc.pieces)
			}
			np, nd := len(s.space.Params), s.space.NDim()
			const lo, hi = -3, 6
			pv := make([]int64, np)
			var params func(i int)
			params = func(i int) {
				if i < np {
					for v := int64(lo); v <= hi; v++ {
						pv[i] = v
						params(i + 1)
					}
					return
				}
				fibre := map[string]int64{}
				x := make([]int64, nd)
				var dims func(j int)
				dims = func(j int) {
					if j < nd {
						for v := int64(2 * lo); v <= 2*hi; v++ {
							x[j] = v
							dims(j + 1)
						}
						return
					}
					if s.Contains(pv, x) {
						fibre[fmt.Sprint(x[:tc.n])]++
					}
				}
				dims(0)
				for in, c := range fibre {
					if got := box.Eval(pv); got.Cmp(big.NewRat(c, 1)) < 0 {
						t.Errorf("params %v, fibre %s: box %s = %s < %d points", pv, in, box, got.RatString(), c)
					}
				}
			}
			params(0)
		})
	}
}

// TestBoxBoundUnbounded: a dimension without an upper bound has no box.
func TestBoxBoundUnbounded(t *testing.T) {
	if _, err := MustParse("[n] -> { [x, y] : 0 <= x < n and y >= x }").BoxBound(0); err != ErrUnbounded {
		t.Errorf("err = %v, want ErrUnbounded", err)
	}
}
