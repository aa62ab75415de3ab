package hrelation

import (
	"context"
	"testing"
	"time"

	"bspcost/budget"
	"bspcost/polyhedra"
)

// TestMaxSidesWithin: maxOf past its work limit (maxSidesWork, here 0)
// or once the analysis's budget has run out is the sum of the two sides, flagged a bound, never below their
// maximum; within it, or without the limit (maxSidesWithinOn, the
// mutation), the exact maximum.
func TestMaxSidesWithin(t *testing.T) {
	count := func(src string) *polyhedra.PwQPoly {
		pw, err := polyhedra.MustParse(src).Count()
		if err != nil {
			t.Fatal(err)
		}
		return pw
	}
	a := count("[n] -> { [i] : 0 <= i < n and i % 2 = 0 }")
	b := count("[n] -> { [i] : 0 <= i < 2n and n >= 3 }")
	defer func(w int) { maxSidesWork, maxSidesWithinOn = w, true }(maxSidesWork)
	exact := maxOf(a, b, nil)
	if !exact.Exact {
		t.Fatalf("max = %s: not exact", exact)
	}
	// The analysis's budget spent: the sum, as past the limit.
	spent := budget.New(context.Background(), time.Time{}, 1)
	spent.Spend(2)
	if got := maxOf(a, b, spent); got.Exact {
		t.Errorf("budget spent: max = %s, exact; want the sum, a bound", got)
	}
	maxSidesWork = 0
	sum := maxOf(a, b, nil)
	if sum.Exact || sum.String() == exact.String() {
		t.Errorf("past the limit: max = %s (exact %v), want the sum, a bound", sum, sum.Exact)
	}
	for n := int64(0); n <= 8; n++ {
		v := []int64{n}
		if sum.Eval(v).Cmp(exact.Eval(v)) < 0 {
			t.Errorf("n = %d: the sum %s is below the maximum %s", n, sum.Eval(v).RatString(), exact.Eval(v).RatString())
		}
	}
	maxSidesWithinOn = false
	if got := maxOf(a, b, nil); got.String() != exact.String() {
		t.Errorf("without the limit: max = %s, want %s", got, exact)
	}
}
