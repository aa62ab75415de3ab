package seqcost

import (
	"testing"
	"time"

	"bspcost/frontend"
	"bspcost/solver"
)

// TestHalving: a loop that halves its counter in place (n := n / 2 while
// n >= 1) is counted logarithmically, and the bound holds against the
// simulator (the first loop alone costs floor(log2(N)) + 1, exactly).
// Rule off (halvingOn), the division's single alternative lets
// 1 / 2 be 1: no ranking function.
func TestHalving(t *testing.T) {
	src := `program half(N) requires N >= 1
  var n := N
  while n >= 1 do
    {1 * r} n := n / 2
  end
  var m := N
  while m > 0 do
    {2 * r} m := m / 3
  end
end`
	one := `program one(N) requires N >= 1
  var n := N
  while n >= 1 do
    {1 * r} n := n / 2
  end
end`
	if e := checkSound(t, parse(t, "one", one)); e.String() != "floor(log2(N)) + 1" {
		t.Errorf("W = %s, want floor(log2(N)) + 1", e)
	}
	for _, on := range []bool{true, false} {
		halvingOn = on
		prog := parse(t, "half", src)
		b, err := Solve(prog, frontend.ResR, Options{}, solver.Options{Deadline: time.Now().Add(20 * time.Second)})
		halvingOn = true
		if err != nil {
			t.Fatal(err)
		}
		if got := b.Expr != nil; got != on {
			t.Errorf("halvingOn = %v: bounded %v (%v)", on, got, b.Expr)
		}
		if on {
			t.Logf("W = %s", checkSound(t, parse(t, "half", src)))
		}
	}
}
