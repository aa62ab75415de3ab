package polyhedra

import (
	"context"
	"math/big"
	"testing"
	"time"

	"bspcost/budget"
)

// TestMeterChargesArithmetic checks that counting's polynomial
// arithmetic is charged to the work budget before it is done: with
// enough budget the metered sum equals the plain one and the budget went
// down; with one unit less than it used, it stops (tooComplex) instead
// of finishing.
func TestMeterChargesArithmetic(t *testing.T) {
	const nv = 6
	// p = (x0 + x1 + ... + x5 + 1)^3, summed over x2 from x0 to x1 + 3.
	lin := affPoly(nv, []Int{i64(1), i64(1), i64(1), i64(1), i64(1), i64(1), i64(1)})
	p := lin.pow(3, meter{})
	lo := affPoly(nv, []Int{i64(0), i64(1), i64(0), i64(0), i64(0), i64(0), i64(0)})
	hi := affPoly(nv, []Int{i64(3), i64(0), i64(1), i64(0), i64(0), i64(0), i64(0)})
	want := p.sumVar(2, lo, hi)

	const large = 1 << 40
	left := large
	got := p.sumVarW(2, lo, hi, meter{left: &left})
	if !got.add(want.scale(big.NewRat(-1, 1))).isZero() {
		t.Fatalf("metered sum differs:\n got %v\nwant %v", got, want)
	}
	used := large - left
	if used <= len(want.terms) {
		t.Fatalf("sumVarW charged %d units for a result of %d terms", used, len(want.terms))
	}

	stopped := func(budget int) (stop bool) {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(tooComplex); !ok {
					panic(r)
				}
				stop = true
			}
		}()
		p.sumVarW(2, lo, hi, meter{left: &budget})
		return false
	}
	if !stopped(used - 1) {
		t.Errorf("sumVarW finished within %d units, one less than it used before", used-1)
	}
	if stopped(used) {
		t.Errorf("sumVarW stopped within %d units, what it used before", used)
	}
}

// slowCountSet is a set of hrelation's analysis of the generated program
// gen-replicated-loops-67 (benchmarks/gensound, seed 469): the d columns
// are floors of the parameter k7, which counting sums over, building
// quasi-polynomials of many nested floors. Its count took 4-6 s of
// polynomial arithmetic that no work limit covered.
const slowCountSet = "[nprocs, N, v6, k7, e0, e1] -> { [s, j, k0, w, t, d0, d1, d2, d3, d4, d5] : j = 1 and w = 0 and t = 0 and k7 >= 2d0 and 2d0 + 1 >= k7 and 0 >= k7 + 2d1 and k7 + 2d1 + 1 >= 0 and d0 >= 4d2 and 4d2 + 3 >= d0 and 0 >= d0 + 4d3 and d0 + 4d3 + 3 >= 0 and 0 >= d1 + 4d4 and d1 + 4d4 + 3 >= 0 and d1 >= 4d5 and 4d5 + 3 >= d1 and s >= 0 and nprocs >= s + 1 and t >= 0 and nprocs >= t + 1 and 0 >= k7 + 1 and d1 >= 1 and N >= v6 + 1 and N + d5 >= 1 and k0 >= 0 and s >= k0 and 1 >= s }"

// TestCountWorkLimitCoversArithmetic counts slowCountSet under work
// limits too small for its summation: the call must end with the box
// bound (Exact false), which is at least the exact count.
func TestCountWorkLimitCoversArithmetic(t *testing.T) {
	s := MustParse(slowCountSet)
	exact, err := s.Count()
	if err != nil {
		t.Fatal(err)
	}
	if !exact.Exact {
		t.Fatalf("default limits: count is not exact")
	}
	box, err := s.countBox(nil)
	if err != nil {
		t.Fatal(err)
	}
	points := [][]int64{
		{4, 10, 3, -1, 0, 0},
		{8, 10, 3, -3, 0, 0},
		{3, 7, 6, -5, 1, 1},
		{16, 40, 2, -9, 0, 0},
	}
	all := 1 << 40
	if _, err := sumBasic(s.parts[0], nil, 1<<30, &all); err != nil {
		t.Fatal(err)
	}
	used := 1<<40 - all
	if used <= 800000 {
		t.Fatalf("exact count used %d units, within the limits tested below", used)
	}
	// Summed eagerly, its empty chambers cost over 1,000,000 units; the
	// lazy sums (lazyChamberSums) save them.
	if used >= 1000000 {
		t.Errorf("exact count used %d units: the empty chambers were summed", used)
	}
	tests := []struct {
		work int
		// arith: the summation, not an emptiness test, spends the last
		// unit (an emptiness test stops at exactly 0 units left, a
		// charge of the arithmetic or of a summation node below 0).
		arith bool
	}{
		{1000, false},
		{100000, true},
		{800000, true},
	}
	for _, tc := range tests {
		work := tc.work
		w := work
		_, err := sumBasic(s.parts[0], nil, 1<<30, &w)
		if err != errTooComplex {
			t.Errorf("Work %d: sumBasic = %v, want errTooComplex", work, err)
		}
		if got := w < 0; got != tc.arith {
			t.Errorf("Work %d: stopped with %d units left, want stopped by the summation = %v", work, w, tc.arith)
		}
		pw, err := s.CountWith(CountOptions{Work: work})
		if err != nil {
			t.Fatalf("Work %d: %v", work, err)
		}
		if pw.Exact {
			t.Errorf("Work %d: exact count within the limit", work)
		}
		for _, pv := range points {
			got, bound, want := pw.Eval(pv), box.Eval(pv), exact.Eval(pv)
			if got.Cmp(bound) != 0 || got.Cmp(want) < 0 {
				t.Errorf("Work %d at %v: %v, want the box bound %v >= exact %v", work, pv, got, bound, want)
			}
		}
	}
	if exact.Eval(points[1]).Sign() <= 0 {
		t.Errorf("exact count at %v is %v: the points test nothing", points[1], exact.Eval(points[1]))
	}
}

// noBudget is an unlimited budget: its pools have their own limits only.
var noBudget *budget.Budget

// TestCountPool checks the work budget shared by several calls: a call
// takes what it used off the pool, and once the pool is spent a count is
// the box bound.
func TestCountPool(t *testing.T) {
	s := MustParse(slowCountSet)
	box, err := s.countBox(nil)
	if err != nil {
		t.Fatal(err)
	}
	pv := []int64{8, 10, 3, -3, 0, 0}
	b := budget.New(context.Background(), time.Time{}, 0)
	pool := b.Pool(1 << 40)
	exact, err := s.CountWith(CountOptions{Pool: pool})
	if err != nil {
		t.Fatal(err)
	}
	if !exact.Exact || pool.Left() >= 1<<40 || b.Used() != 1<<40-pool.Left() {
		t.Fatalf("large pool: exact %v, pool left %d (nothing taken off), budget charged %d", exact.Exact, pool.Left(), b.Used())
	}
	for _, start := range []int64{0, 100000} {
		pool := noBudget.Pool(start)
		pw, err := s.CountWith(CountOptions{Pool: pool})
		if err != nil {
			t.Fatal(err)
		}
		if pw.Exact || pool.Left() > 0 {
			t.Errorf("pool %d: exact %v, %d left; want the box bound and the pool spent", start, pw.Exact, pool.Left())
		}
		if got, want := pw.Eval(pv), box.Eval(pv); got.Cmp(want) != 0 || got.Cmp(exact.Eval(pv)) < 0 {
			t.Errorf("pool %d at %v: %v, want the box bound %v >= exact %v", start, pv, got, want, exact.Eval(pv))
		}
	}
}

// TestLazyChamberSums: a chamber's polynomial is summed only once the
// chamber has a point (countSys.sum): the counts are those of the eager
// summation, and slowCountSet, whose chambers are often empty, spends
// less work (each empty chamber's summation was charged).
func TestLazyChamberSums(t *testing.T) {
	run := func(lazy bool, src string) (string, int) {
		// Both ways: the lazy one (the default) must count as the eager
		// one does.
		defer func(old bool) { lazyChamberSums = old }(lazyChamberSums)
		lazyChamberSums = lazy
		s := MustParse(src)
		work := 1 << 40
		if _, err := sumBasic(s.parts[0], nil, 1<<30, &work); err != nil {
			t.Fatal(err)
		}
		pw, err := s.Count()
		if err != nil {
			t.Fatal(err)
		}
		return pw.String(), 1<<40 - work
	}
	for _, src := range append([]string{slowCountSet, benchLoop3, benchInteraction, benchStrided}, benchHrel...) {
		lazy, lw := run(true, src)
		eager, ew := run(false, src)
		if lazy != eager {
			t.Errorf("%s: lazy %s, eager %s", src, lazy, eager)
		}
		if lw > ew {
			t.Errorf("%s: lazy sums used %d units, more than eager ones (%d)", src, lw, ew)
		}
		if src == slowCountSet && lw >= ew {
			t.Errorf("slowCountSet: lazy sums used %d units, eager ones %d: no empty chamber saved its sum", lw, ew)
		}
	}
}
