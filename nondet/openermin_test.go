package nondet_test

import (
	"context"
	"strings"
	"testing"

	"bspcost/driver"
	"bspcost/frontend"
	"bspcost/nondet"
)

// TestOpenerMin: the end closes the superstep opened at the loop's last
// sync (h = 4 from p = 2 on, the get from pid + i9 with i9 the loop's
// last value, written max(0, min(4, 4p - 4))) and others without
// communication, so its charge is the opener's chain. The minimum charged
// as a cost in its branch stays min(4, 4p - 4); assigned to a variable
// (the mutation check), its cases are bounded by their largest, max(4, 4p
// - 4). (A generated program: gensound's reassigned-95.)
func TestOpenerMin(t *testing.T) {
	src := `program gen15d0(rounds) requires rounds >= 1
  var v1 := 3
  var v2 := 2
  var a3[5]
  var a4[p]
  var v5 := 0
  var x6 := any
  v5 := v1
  if v5 > v1 then
    for i7 := 0 to pid do
      var v8 := max(v1, pid % 4)
      x6 := x6
      get(pid, a3[0], a4[2 % p])
    end
  end
  v2 := pid * 2 + 2
  {v2 * r} skip
  v2 := 1
  for i9 := 0 to min(v2, 4) do
    get(pid * pid % nprocs, x6, x6)
    sync
    if pid + i9 < nprocs then
      get(pid + i9, a3[0], a3[0], 4)
    end
    if 6 / p / p % 3 == 2 then
      sync
      {i9 % 3 * r} sync
      sync
    elif nprocs % 6 < 0 / p || v2 - 6 > v5 % 4 then
      if i9 <= 3 / 2 then
        continue
      end
      sync
      put(nprocs - 1 - pid, a3[0], x6)
    else
      v2 := min(max(6 + v1, p), 1000)
    end
  end
end
`
	for _, tc := range []struct {
		on   bool
		want bool // the sequential program charges the minimum as a cost
	}{{true, true}, {false, false}} {
		*nondet.OpenerMinOn = tc.on
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: "opener.bsp", Src: []byte(src)})
		*nondet.OpenerMinOn = true
		if err != nil || rep.H.Expr == nil {
			t.Fatalf("on = %v: no H bound: %v %v", tc.on, err, rep.H.Reason)
		}
		if got := rep.H.Expr.String(); tc.on && !strings.Contains(got, "min(4, 4*p - 4)") {
			t.Errorf("H = %s, want min(4, 4*p - 4) in it", got)
		}
		seq := frontend.Print(rep.Instrumented)
		if has := strings.Contains(seq, "max(0, min(4, 4 * nprocs - 4)) * g"); has != tc.want {
			t.Errorf("on = %v: the minimum charged as a cost: %v, want %v; sequential program:\n%s", tc.on, has, tc.want, seq)
		}
	}
}
