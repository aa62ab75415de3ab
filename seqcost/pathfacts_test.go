package seqcost

import "testing"

// TestPathFacts: facts that rule out paths no run takes. An alternative
// of min or max that holds only under a false comparison of constants is
// dropped (a loop to min(v, 4) with v = 2 runs 3 times, not also 5), and
// a remainder x % y of the parameters is below y and at most x at the
// entry (a branch that needs 3 % p >= p never runs).
func TestPathFacts(t *testing.T) {
	tests := []polyCase{
		{name: "min of constants", src: `program mc(N)
  var v := 3
  v := 2
  for i := 0 to min(v, 4) do
    sync
  end
end
`, bounds: map[string]string{"W": "0", "H": "0", "S": "4"},
			want: map[string]func(p, n int64) int64{"S": func(p, n int64) int64 { return 4 }}, off: &minMaxPruneOn},
		{name: "remainder below its divisor", src: `program rb(N) requires N >= 1
  if 3 % nprocs >= nprocs then
    {N} skip
  end
end
`, bounds: map[string]string{"W": "0", "H": "0", "S": "1"},
			want: map[string]func(p, n int64) int64{"W": func(p, n int64) int64 { return 0 }}, off: &derivedRangesOn},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}
