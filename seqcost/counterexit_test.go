package seqcost

import "testing"

// TestCounterExitHi checks counterHi: after a while loop whose counter
// only steps up (k := k + c, k := k * c) while k < E, k is at most
// E - 1 + c (c * (E - 1)), or its value before where the loop does not
// run, so a branch after the loop on a larger k never runs; without the
// rule the counter is unbounded above and the branch's put is charged.
func TestCounterExitHi(t *testing.T) {
	tests := []polyCase{
		{name: "a counter stepped by one", src: `program inc(N) requires N >= nprocs
  var x := 0
  var k := 1
  while k < nprocs do
    k := k + 1
  end
  if k >= 2 * N then
    put(0, x, x)
  end
  sync
end
`, bounds: map[string]string{"W": "0", "H": "0", "S": "2"},
			want: map[string]func(p, n int64) int64{"H": func(p, n int64) int64 { return 0 }},
			off:  &counterHiOn},
		{name: "a doubling counter", src: `program dbl(N) requires N >= nprocs
  var x := 0
  var k := 1
  while k < nprocs do
    sync
    k := k * 2
  end
  if k / 4 >= N then
    put(0, x, x)
  end
  sync
end
`, bounds: map[string]string{"W": "0", "H": "0", "S": "ceil(log2(p)) + 2"},
			want: map[string]func(p, n int64) int64{"H": func(p, n int64) int64 { return 0 }},
			off:  &counterHiOn},
		{name: "a break before the step", src: `program brk(N) requires N >= nprocs
  var x := 0
  var k := 1
  while k < nprocs do
    if N > 5 then
      break
    end
    k := k + 3
  end
  if k >= nprocs + 3 then
    put(0, x, x)
  end
  sync
end
`, bounds: map[string]string{"W": "0", "H": "0", "S": "2"},
			want: map[string]func(p, n int64) int64{"H": func(p, n int64) int64 { return 0 }},
			off:  &counterHiOn},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}

// TestLoopLastExprs checks lastExprs: a variable whose last assignment in
// every pass of a loop is an expression of values the loop does not
// change has, after a loop that ran, that expression's value (p - 1), so
// a branch on a larger value never runs; without the rule the value after
// the loop is unknown and the branch's barrier is counted.
func TestLoopLastExprs(t *testing.T) {
	tests := []polyCase{
		{name: "a value of p assigned in a loop", src: `program last(N) requires N >= nprocs
  var v := 1
  for i := 0 to N - 1 do
    v := nprocs - 1
    sync
  end
  if v >= nprocs then
    sync
  end
end
`, bounds: map[string]string{"W": "0", "H": "0", "S": "N + 1"},
			want: map[string]func(p, n int64) int64{"S": func(p, n int64) int64 { return n + 1 }},
			off:  &lastExprsOn},
		{name: "a difference of the parameters in a while loop", src: `program lastw(N) requires N >= nprocs
  var x := 0
  var v := 0
  var k := 0
  while k < N do
    v := N - nprocs
    k := k + 1
  end
  if v >= N then
    put(0, x, x)
  end
  sync
end
`, bounds: map[string]string{"W": "0", "H": "0", "S": "2"},
			want: map[string]func(p, n int64) int64{"H": func(p, n int64) int64 { return 0 }},
			off:  &lastExprsOn},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}
