package seqcost

import "testing"

// TestDivConstCons: a remainder of a remainder by a constant (a[i] % 6 %
// 7, data of unknown sign) is the inner remainder itself, its range
// -5..5 read from its own constraints; with divConstConsOn off the outer
// remainder is a fresh rational quotient's, up to 6.
func TestDivConstCons(t *testing.T) {
	tests := []polyCase{
		{name: "remainder of a remainder", src: `program dc(N) requires N >= 1
  var a[N]
  var v := max(a[0] % 6 % 7, 0)
  for i := 1 to v do
    {1 * r} skip
  end
end
`, bounds: map[string]string{"W": "5", "H": "0", "S": "1"},
			want: map[string]func(p, n int64) int64{"W": func(_, _ int64) int64 { return 5 }}, off: &divConstConsOn},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}
