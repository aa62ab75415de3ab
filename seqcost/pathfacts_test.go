package seqcost

import "testing"

// TestPathFacts: an alternative of min or max that holds only under a
// false comparison of constants is dropped (a loop to min(v, 4) with
// v = 2 runs 3 times, not also 5). (sliceConstOn off: with it the false
// comparison reaches tidy, which drops the path; TestSliceConstFalse.)
func TestPathFacts(t *testing.T) {
	defer func(old bool) { sliceConstOn = old }(sliceConstOn)
	sliceConstOn = false
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
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}
