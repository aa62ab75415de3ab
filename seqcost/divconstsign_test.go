package seqcost

import "testing"

// TestDivConstSign: a quotient by a constant whose dividend's sign the
// requires clause shows is floor (or ceil) of the rational quotient, so
// a triangle's words, (p*p + p) / 2 per superstep, sum exactly over the
// supersteps; with divConstSignOn off each superstep's charge is
// up to 1/2 above it. (quoCostOn off: with it, a charge of such a
// quotient of the parameters is its floor, a derived parameter, whatever
// divConstSignOn; TestQuotientCharges.)
func TestDivConstSign(t *testing.T) {
	defer func(old bool) { quoCostOn = old }(quoCostOn)
	quoCostOn = false
	tests := []polyCase{
		{name: "triangle", src: `program tri(N) requires N >= 1
  for s := 0 to 2 do
    {(nprocs * nprocs + nprocs) / 2 * g} skip
  end
  {(N * N + N) / 2 * r} skip
end
`, bounds: map[string]string{"W": "N/2 + N*N/2", "H": "(3/2)*p + (3/2)*p*p", "S": "1"},
			want: map[string]func(p, n int64) int64{"H": func(p, _ int64) int64 { return 3 * p * (p + 1) / 2 }}, off: &divConstSignOn},
		{name: "negative dividend", src: `program neg(N) requires N >= 1
  var x := (0 - N - 2) / 2
  for t := x to 0 do
    {1 * r} skip
  end
end
`, bounds: map[string]string{"W": "floor(N/2) + 2", "H": "0", "S": "1"}, off: &divConstSignOn},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}
