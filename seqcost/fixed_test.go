package seqcost

import (
	"testing"
	"time"

	"bspcost/frontend"
	"bspcost/solver"
)

// TestFixedValueArguments: a loop bounded by a variable fixed to a
// parameter (b := N, after a relation boundary) gets the parameter as an
// argument of its relation (withFixedInputs), so that its count is found.
func TestFixedValueArguments(t *testing.T) {
	prog := parse(t, "fixed", `program f(N) requires N >= 0
  var x := 1
  while x < 3 do
    x := x + 1
  end
  var b := N
  var i := 0
  while i < b do
    {1 * r} i := i + 1
  end
end`)
	bd, err := Solve(prog, frontend.ResR, Options{}, solver.Options{Deadline: time.Now().Add(5 * time.Second)})
	if err != nil {
		t.Fatal(err)
	}
	if bd.Expr == nil || bd.Expr.String() != "N" {
		t.Fatalf("W = %v (%s), want N", bd.Expr, bd.Reason)
	}
}
