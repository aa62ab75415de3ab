package seqcost

import "testing"

// TestSelfAssigns: x := x changes nothing, so a variable assigned once
// besides it keeps its value as a fixed one after a loop (4 % 4 % p is
// 0); with selfAssignsOn off x is an argument of the relation after the
// loop, and the remainder of it by 4 is only bounded (p - 1 more work).
func TestSelfAssigns(t *testing.T) {
	tests := []polyCase{
		{name: "self-assignment after a loop", src: `program sa(N) requires N >= 1
  var x := 4
  for i := 0 to 4 do
    sync
  end
  if pid > 0 then
    {x % 4 % nprocs * r} skip
    for t := 1 to N do
      {1 * r} skip
    end
    x := x
  end
end
`, bounds: map[string]string{"W": "N*min(1, nat(p - 1))", "H": "0", "S": "6"},
			want: map[string]func(p, n int64) int64{"W": func(p, n int64) int64 {
				if p == 1 {
					return 0
				}
				return n
			}}, off: &selfAssignsOn},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}
