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
`, bounds: map[string]string{"W": "N*floor(p/2) + p*(ceil((N/p)/2) - 1) + p*ceil(p/2) + 3", "H": "p", "S": "2"},
			off: &quoClosedOn},
		{name: "floor idiom in a product", src: `program idiom(N) requires N >= 1
  {(nprocs * nprocs - (((-nprocs) - (((-nprocs) % 2 + 2) % 2)) / 2) * (nprocs / 2) + 3) / 2 * r} skip
end
`, bounds: map[string]string{"W": "floor(ceil(p/2)*floor(p/2)/2 + p*p/2) + 2", "H": "0", "S": "1"},
			off: &quoClosedOn},
		{name: "floor idiom of a quotient", src: `program nest(N) requires N >= 1
  {(nprocs * nprocs - (((-((nprocs) / 2)) - (((-((nprocs) / 2)) % 2 + 2) % 2)) / 2) * (nprocs / 2) + 3) / 2 * r} skip
end
`, bounds: map[string]string{"W": "floor(ceil(floor(p/2)/2)*floor(p/2)/2 + p*p/2) + 2", "H": "0", "S": "1"},
			off: &quoClosedOn},
		{name: "a dividend the path makes non-negative", src: `program guarded(N) requires N >= 1
  var h := 0
  if nprocs >= 3 then
    h := nprocs * ((nprocs - 3) / 2) - ((nprocs - 3) / 2) * ((nprocs - 3) / 2)
  end
  {h * g} skip
  sync
end
`, bounds: map[string]string{"W": "0", "H": "(-(ceil(p/2) - 2)*(ceil(p/2) - 2) + p*(ceil(p/2) - 2))*min(1, nat(p - 2))", "S": "2"},
			want: map[string]func(p, n int64) int64{"H": func(p, _ int64) int64 {
				if p < 3 {
					return 0
				}
				f := (p - 3) / 2
				return p*f - f*f
			}},
			off: &quoPathOn},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}

// TestProductBounds: a product of two values the program computes is
// bounded by the box of its factors on the path (v in 0..3 there: p * v
// is at most 3p), in a cost run whose h pieces (too many paths to
// translate in line) pass the product as a call's argument (with
// flushOn off: on, the join charges h where the product is known, and
// the box is not needed).
func TestProductBounds(t *testing.T) {
	defer func(old bool) { flushOn = old }(flushOn)
	flushOn = false
	checkPolyCase(t, polyCase{name: "product over a box", src: `program pb(N) requires N >= 1
  var x
  var v := any
  put(0, x, x)
  sync
  var h := 0
  if v >= 0 && v <= 3 then
    h := h + nprocs * v
  end
  if N > 2 then
    h := h + 1
  end
  if N > 3 then
    h := h + 1
  end
  if N > 4 then
    h := h + 1
  end
  if N > 5 then
    h := h + 1
  end
  if N > 6 then
    h := h + 1
  end
  if N > 7 then
    h := h + 1
  end
  if N > 8 then
    h := h + 1
  end
  {h * r} skip
end
`,
		bounds: map[string]string{"W": "max((3*p + 1)*min(1, nat(-N + 4), nat(N - 2)), (3*p + 2)*min(1, nat(-N + 5), nat(N - 3)), (3*p + 7)*min(1, nat(N - 4)), 3*p*min(1, nat(-N + 3)))", "H": "p", "S": "2"}, off: &productBoundsOn})
}
