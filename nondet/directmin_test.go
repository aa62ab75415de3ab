package nondet_test

import (
	"context"
	"testing"

	"bspcost/driver"
	"bspcost/nondet"
)

// TestDirectMin: an h that is a minimum under a condition (the second
// iteration of a loop, i == 1) is charged as a cost in its if, which the
// solver keeps as min(2, p - 1); assigned to a variable, its cases (p - 1
// where p <= 3, 2 where p >= 3) are bounded by their largest, p + 1 (the
// mutation check). (In a loop's first iteration the solver takes the
// least of such cases on its own: its loopCasesMax.)
func TestDirectMin(t *testing.T) {
	src := `program first(N) requires N >= 0
  var x
  var y
  for i := 0 to N do
    sync
    if i == 1 then
      for t := 1 to 2 do
        if pid + t < nprocs then
          put(pid + t, x, y)
        end
      end
    end
    sync
  end
end
`
	for _, tc := range []struct {
		on   bool
		want string
	}{{true, "min(2, p - 1)"}, {false, ""}} {
		*nondet.DirectMinOn = tc.on
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: "first.bsp", Src: []byte(src)})
		*nondet.DirectMinOn = true
		if err != nil || rep.H.Expr == nil {
			t.Fatalf("on = %v: no H bound: %v %v", tc.on, err, rep.H.Reason)
		}
		got := rep.H.Expr.String()
		switch {
		case tc.on && got != tc.want:
			t.Errorf("H = %s, want %s", got, tc.want)
		case !tc.on && got == "min(2, p - 1)":
			t.Errorf("H = %s without the minimum charged as a cost: the rule is not needed?", got)
		}
	}
}
