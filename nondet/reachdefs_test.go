package nondet

import (
	"testing"
)

// TestReachingFactsHold: the facts of the assignments that reach a
// barrier, for scalars assigned more than once, hold in the simulator:
// an assignment before the barrier in the same block, in a loop around
// it each turn, one that reads a replicated scalar and a havocked one with
// a definition; and none is written where the scalar is written between
// (in the loop that holds the barrier, on one branch), where a put
// writes it, or where what it reads changes.
func TestReachingFactsHold(t *testing.T) {
	srcs := map[string]string{
		"reach": `program reach(N) requires N >= 0
  var x[4]
  var k := pid * N
  var j := 0
  var m := pid
  var b := N + 1
  var u := 0
  var w := 0
  sync
  k := k + 1
  j := pid + N
  u := m * b
  for q := 0 to 3 do
    k := q * N + pid
    w := 0
    sync
    k := k + 1
    w := pid
    if pid % 2 == 0 then
      j := pid
    end
    sync
    b := b + 1
  end
  u := pid
  put(0, x[0], u)
  u := pid * 2
  sync
  m := m + 1
  m := pid * N
  sync
  j := j + m
  sync
end`,
	}
	for _, off := range []bool{false, true} {
		noReachingDefs = off
		failures, checked := factFailures(t, srcs)
		for _, f := range failures {
			t.Error(f)
		}
		if !off && checked == 0 {
			t.Fatal("no fact checked")
		}
	}
	noReachingDefs = false
}
