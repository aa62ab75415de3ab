package seqcost

import "testing"

// TestQuotientCharges: a charge that reads a value summed from quotients
// of the parameters by a constant (a superstep's h in a loop, 2 at even p
// and 1 at odd p) is charged their floors, derived parameters, not the
// largest value of a linear form over p (2 per iteration at every p).
// Every bound is checked against the simulator at p = 1..16.
func TestQuotientCharges(t *testing.T) {
	tests := []polyCase{
		{name: "h by parity in a loop", src: `program parity(N) requires N >= 1
  for i := 0 to 3 do
    var h := 0
    if N >= 1 then
      h := h + (-((nprocs + 1) / 2) + (nprocs / 2) + 2)
    end
    {h * r} skip
  end
end
`, bounds: map[string]string{"W": "-4*ceil(p/2) + 4*floor(p/2) + 8", "H": "0", "S": "1"},
			want: map[string]func(p, n int64) int64{"W": func(p, n int64) int64 { return 4 * (1 + (p+1)%2) }},
			off:  &quoCostOn},
		{name: "a quotient of N in a loop", src: `program half(N) requires N >= 1
  for i := 1 to N do
    var w := N / 2 + 1
    {w * r} skip
  end
end
`, bounds: map[string]string{"W": "N*(floor(N/2) + 1)", "H": "0", "S": "1"},
			want: map[string]func(p, n int64) int64{"W": func(p, n int64) int64 { return n * (n/2 + 1) }},
			off:  &quoCostOn},
		{name: "triangle", src: `program tri(N) requires N >= 1
  for s := 0 to 2 do
    {(nprocs * nprocs + nprocs) / 2 * g} skip
  end
  {(N * N + N) / 2 * r} skip
end
`, bounds: map[string]string{"W": "floor(N/2 + N*N/2)", "H": "3*floor(p/2 + p*p/2)", "S": "1"},
			want: map[string]func(p, n int64) int64{"H": func(p, _ int64) int64 { return 3 * (p * (p + 1) / 2) }},
			off:  &quoCostOn},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}
