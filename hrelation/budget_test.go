package hrelation

import (
	"context"
	"errors"
	"testing"
	"time"

	"bspcost/align"
	"bspcost/budget"
	"bspcost/frontend"
)

// TestBudget: the counts and the maxima over the processes charge their
// work to the analysis's budget as they go (their pools are drawn from
// it), the same operations on every run; a quota one short of them ends
// the analysis with the budget's error, a quota of exactly them does not.
func TestBudget(t *testing.T) {
	prog, err := frontend.Parse("shift.bsp", []byte(`program shift(N) requires N >= 1
  var a[N]
  var b[N]
  for i := 0 to N - 1 do
    if pid + i < nprocs then
      put(pid + i, a[i], b[i])
    end
  end
  sync
end
`))
	if err != nil {
		t.Fatal(err)
	}
	ar := align.Analyze(prog)
	run := func(quota int64) (int64, *Result, error) {
		b := budget.New(context.Background(), time.Time{}, quota)
		r, err := Within(prog, ar, false, b)
		return b.Used(), r, err
	}
	n1, r, err := run(0)
	if err != nil {
		t.Fatal(err)
	}
	if n2, _, _ := run(0); n1 != n2 || n1 <= int64(len(r.Steps)) {
		t.Fatalf("operations of two runs: %d and %d; want the same, above the %d steps (the counts' and maxima's work charged)", n1, n2, len(r.Steps))
	}
	if _, _, err := run(n1 - 1); !errors.Is(err, budget.ErrExceeded) {
		t.Errorf("quota %d of %d operations: err %v, want the operation limit", n1-1, n1, err)
	}
	if _, _, err := run(n1); err != nil {
		t.Errorf("quota of exactly the %d operations: %v", n1, err)
	}
}
