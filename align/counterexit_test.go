package align

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// TestCounterExit: the interval of a while loop's counter after the loop
// (its use in the put's target), bounded by the condition's bound plus the
// step where the body's one write to it is an increment at its top level,
// and unbounded without the rule (counterExitOn) or where the body writes
// it otherwise.
func TestCounterExit(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		want, off  intsem.Interval
	}{
		{"data bound", "while k < x % 3 do\n    k := k + 1\n  end", intsem.Interval{Lo: 0, Hi: 2}, intsem.Interval{Lo: 0, Hi: intsem.MaxInt}},
		{"at most, step 2, conjunct", "while k <= 4 && x > 0 do\n    x := x - 1\n    k := 2 + k\n  end", intsem.Interval{Lo: 0, Hi: 6}, intsem.Interval{Lo: 0, Hi: intsem.MaxInt}},
		{"entry above", "k := 9\n  while k < x % 3 do\n    k := k + 1\n  end", intsem.Interval{Lo: 9, Hi: 9}, intsem.Interval{Lo: 9, Hi: 9}},
		{"nested write", "while k < x % 3 do\n    k := k + 1\n    if x > 1 then\n      k := k + 1\n    end\n  end", intsem.Interval{Lo: 0, Hi: intsem.MaxInt}, intsem.Interval{Lo: 0, Hi: intsem.MaxInt}},
		{"write in a branch", "while k < x % 3 do\n    if x > 1 then\n      k := k + 1\n    end\n  end", intsem.Interval{Lo: 0, Hi: intsem.MaxInt}, intsem.Interval{Lo: 0, Hi: intsem.MaxInt}},
		{"get into it", "while k < x % 3 do\n    k := k + 1\n    get(0, k, k)\n    sync\n  end", intsem.Interval{Lo: 0, Hi: intsem.MaxInt}, intsem.Interval{Lo: 0, Hi: intsem.MaxInt}},
	} {
		src := "program c(N) requires N >= 1\n  var x\n  var y\n  var k := 0\n  " + tc.body + "\n  put(k % nprocs, y, y)\n  sync\nend\n"
		for _, on := range []bool{true, false} {
			func() {
				defer func(was bool) { counterExitOn = was }(counterExitOn)
				counterExitOn = on
				prog := parse(t, tc.name+".bsp", src)
				r := Analyze(prog)
				comms := find[*frontend.CommStmt](prog)
				k := frontend.Unparen(comms[len(comms)-1].Proc).(*frontend.BinaryExpr).X
				want := tc.want
				if !on {
					want = tc.off
				}
				if diff := cmp.Diff(want, r.Interval(k)); diff != "" {
					t.Errorf("%s (rule on: %v): the counter after the loop (-want +got):\n%s", tc.name, on, diff)
				}
			}()
		}
	}
}
