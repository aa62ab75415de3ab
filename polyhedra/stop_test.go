package polyhedra

import (
	"context"
	"testing"
	"time"

	"bspcost/budget"
)

// TestStopAtBudget: each operation that takes the analysis's budget
// gives up (its fallback: false, an error, a less coalesced set) once
// the budget has run out, however many of its own units are left; the
// same call with no budget, or with stopAtBudget off, does the work.
// The budget is a quota of operations already used up, so the test
// does not depend on the clock.
func TestStopAtBudget(t *testing.T) {
	count := func(s string) *PwQPoly {
		t.Helper()
		c, err := mustParseT(t, s).Count()
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		return c
	}
	a := count("[n, m] -> { [x] : 0 <= x < n }")
	b := count("[n, m] -> { [x] : 0 <= x < m and x < 2n }")
	sum := a.Add(b) // two overlapping pieces
	fan := count("[n, t] -> { [s] : 0 <= s < n and 0 <= t < n and 2t <= s <= 2t + 1 }")
	floors := count("[p] -> { [x] : 0 <= x < p and exists (k : x = 2k) }")
	mod2 := count("[n] -> { [s] : 0 <= s <= 1 + (n mod 2) and 0 <= n <= 9 }") // at most 3
	// Two parts whose union is one basic set: Coalesce merges them.
	split := mustParseT(t, "[n] -> { [x] : 0 <= x <= 4 and x < n or 5 <= x <= 9 and x < n }")

	tests := []struct {
		name string
		run  func(b *budget.Budget) bool // whether the operation did its work
	}{
		{"DisjointWithin", func(b *budget.Budget) bool { _, ok := sum.DisjointWithin(b); return ok }},
		{"MaxWithin", func(b *budget.Budget) bool { _, ok := a.MaxWithin(sum, 1<<30, b); return ok }},
		{"MaxOverWithin", func(b *budget.Budget) bool { _, err := fan.MaxOverWithin(1, b.Pool(1<<30)); return err == nil }},
		{"RelaxAtoms", func(b *budget.Budget) bool { _, ok := floors.RelaxAtoms(1<<30, b); return ok }},
		{"UpperBound", func(b *budget.Budget) bool { _, ok := mod2.UpperBound(64, 1<<30, b); return ok }},
		{"CountWith", func(b *budget.Budget) bool {
			c, err := mustParseT(t, "[n] -> { [x, y] : 0 <= y <= x < n }").CountWith(CountOptions{Pool: b.Pool(1 << 30)})
			return err == nil && c.Exact
		}},
		{"coalesce", func(b *budget.Budget) bool {
			return len(split.coalesceWith(&workBudget{left: coalesceBudget, stop: b}).parts) == 1
		}},
	}
	spent := func() *budget.Budget {
		b := budget.New(context.Background(), time.Time{}, 1)
		b.Spend(2)
		return b
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if !tc.run(nil) {
				t.Fatalf("no budget: the operation gave up")
			}
			if tc.run(budget.New(context.Background(), time.Time{}, 0)) != true {
				t.Errorf("a budget that lasts: the operation gave up")
			}
			if tc.run(spent()) {
				t.Errorf("a spent budget: the operation did its work, want it stopped")
			}
			defer func(on bool) { stopAtBudget = on }(stopAtBudget)
			stopAtBudget = false
			if !tc.run(spent()) {
				t.Errorf("stopAtBudget off, a spent budget: the operation gave up, want its work done")
			}
		})
	}
}
