package seqcost

import "testing"

// TestQuotientProducts: a product of a value of the parameters with a
// quotient of one by a constant (the h-relations' counts of pairs, p *
// ((p + 1) / 2), and their floor(a / k) idiom) is a derived parameter with
// an exact closed form, where it was a product of computed values left
// unconstrained; and the fresh variables of a cost's quotient of such
// products are eliminated cheapest first, so that the quotient keeps its
// bounds. Every bound is checked against the simulator at p = 1..16.
func TestQuotientProducts(t *testing.T) {
	tests := []polyCase{
		{name: "h pieces with products of quotients", src: `program pairs(N) requires N >= p && N % p == 0
  var x
  put(0, x, x)
  sync
  var h := 0
  if N >= 2 * p then
    h := h + nprocs * ((nprocs + 1) / 2)
  end
  if N >= 3 * p then
    h := h + N * (nprocs / 2) + 1
  end
  if N >= 4 * p then
    h := h + (((N / nprocs) - 1) / 2) * nprocs
  end
  if N >= 5 * p then
    h := h + 2
  end
  {h * r} skip
end
`, bounds: map[string]string{"W": "max(N*floor(p/2) + p*(ceil((N/p)/2) - 1) + p*ceil(p/2) + 3, N*floor(p/2) + p*ceil(p/2) + 1)", "H": "p", "S": "2"},
			off: &quoClosedOn},
		{name: "floor idiom in a product", src: `program idiom(N) requires N >= 1
  {(nprocs * nprocs - (((-nprocs) - (((-nprocs) % 2 + 2) % 2)) / 2) * (nprocs / 2) + 3) / 2 * r} skip
end
`, bounds: map[string]string{"W": "-floor((-1/2)*p)*floor(p/2)/2 + p*p/2 + 2", "H": "0", "S": "1"},
			off: &quoClosedOn},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}
