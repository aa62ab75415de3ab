package seqcost

import "testing"

// TestWhileExitCondition: after a while loop without a break its
// condition is false, so the code after a doubling loop knows k >= p and
// a guard pid + k < nprocs never holds there: H is the loop's rounds and
// the last superstep's p words, not one more. With a break the loop may
// end with the condition true, and nothing is assumed.
func TestWhileExitCondition(t *testing.T) {
	rounds := func(p int64) int64 {
		r := int64(0)
		for k := int64(1); k < p; k *= 2 {
			r++
		}
		return r
	}
	tests := []polyCase{
		{name: "doubling loop then a guard on its counter", src: `program dbl(N) requires N >= 1
  var x := 0
  var k := 1
  while k < nprocs do
    if pid >= k then
      get(pid - k, x, x)
    end
    sync
    k := k * 2
  end
  get(nprocs - 1, x, x)
  if pid + k < nprocs then
    get(pid + k, x, x)
  end
end
`, bounds: map[string]string{"W": "0", "H": "p + ceil(log2(p))", "S": "ceil(log2(p)) + 1"},
			want: map[string]func(p, n int64) int64{"H": func(p, n int64) int64 { return p + rounds(p) }},
			off:  &loopExitCondOn},
		{name: "a break: the condition may hold after the loop", src: `program brk(N) requires N >= 1
  var x := 0
  var k := 1
  while k < nprocs do
    sync
    if N > 3 then
      break
    end
    k := k * 2
  end
  if pid + k < nprocs then
    put(pid + k, x, x)
  end
end
`, bounds: map[string]string{"W": "0", "H": "1", "S": "(ceil(log2(p)) + 1)*min(1, nat(p - 1)) + 1"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}
