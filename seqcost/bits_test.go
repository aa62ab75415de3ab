package seqcost

import (
	"math/bits"
	"testing"
)

// TestBits: the linear models of the bit operators and log2 (bits.go),
// bounds against the simulator at p = 1..16; each case with off set fails
// with the models switched off.
func TestBits(t *testing.T) {
	log2 := func(v int64) int64 { return int64(bits.Len64(uint64(v))) - 1 }
	ceilLog2 := func(v int64) int64 { return log2(2*v - 1) }
	tests := []polyCase{
		{name: "shifts by constants", src: `program shifts(N) requires N >= 0
  for i := 1 to (N << 2) >> 1 do
    {1} skip
  end
end
`, bounds: map[string]string{"W": "2*N", "H": "0", "S": "1"},
			want: map[string]func(p, n int64) int64{"W": func(p, n int64) int64 { return 2 * n }}, off: &bitsOn},
		{name: "mask 2^k - 1", src: `program mask(N) requires N >= 0
  var m := N & 7
  for i := 0 to m do
    {1} skip
  end
end
`, bounds: map[string]string{"W": "8", "H": "0", "S": "1"}, off: &bitsOn},
		{name: "log2 of a parameter", src: `program lg(N) requires N >= 1
  for k := 1 to log2(N) do
    {1} skip
  end
end
`, bounds: map[string]string{"W": "floor(log2(N))", "H": "0", "S": "1"},
			want: map[string]func(p, n int64) int64{"W": func(p, n int64) int64 { return log2(n) }}, off: &bitsOn},
		{name: "doubling counter", src: `program dbl(N) requires N >= 1
  var i := 1
  while i < N do
    {1} skip
    i := i << 1
  end
end
`, bounds: map[string]string{"W": "ceil(log2(N))", "H": "0", "S": "1"},
			want: map[string]func(p, n int64) int64{"W": func(p, n int64) int64 { return ceilLog2(n) }}, off: &bitsOn},
		{name: "halving counter", src: `program half(N) requires N >= 1
  var i := N
  while i > 0 do
    {1} skip
    i := i >> 1
  end
end
`, bounds: map[string]string{"W": "floor(log2(N)) + 1", "H": "0", "S": "1"},
			want: map[string]func(p, n int64) int64{"W": func(p, n int64) int64 { return log2(n) + 1 }}, off: &bitsOn},
		{name: "data and pid", src: `program data(N) requires N >= 0
  var x := any
  var y := (x ^ pid) & 3
  var z := x | pid
  var w := x & N
  for i := 1 to y + w do
    {1} skip
  end
  if z >= 0 then
    {1} skip
  end
end
`, bounds: map[string]string{"W": "N + 4", "H": "0", "S": "1"}, off: &bitsOn},
		// 1 << s, s a loop counter up to log2(N) - 1, is at most N/2;
		// up to log2(p) + 1 at most 2p; up to 3, 2^3 times the shifted
		// constant (shiftOfCounter). Off, the loops over the shifts have
		// no bound.
		{name: "shift by a counter up to log2", src: `program stride(N) requires N >= 1
  for s := 0 to log2(N) - 1 do
    var h := 1 << s
    for t := 1 to h do
      {1} skip
    end
  end
end
`, bounds: map[string]string{"W": "floor(floor(log2(N))*max(1, N/2))", "H": "0", "S": "1"}, off: &shiftCounterOn},
		{name: "shift by a counter up to log2(p) + 1", src: `program pstride(N) requires N >= 0
  for k := 0 to log2(nprocs) + 1 do
    var b := 1 << k
    for i := 1 to b do
      {1 * r} skip
    end
  end
end
`, bounds: map[string]string{"W": "2*p*(floor(log2(p)) + 2)", "H": "0", "S": "1"}, off: &shiftCounterOn},
		{name: "shift by a counter up to a constant", src: `program cstride(N) requires N >= 0
  for k := 0 to 3 do
    for i := 1 to 3 << k do
      {1} skip
    end
  end
end
`, bounds: map[string]string{"W": "96", "H": "0", "S": "1"}, off: &shiftCounterOn},
		// p & (p - 1) == 0 is a disjunction of sign cases: the linear
		// conjuncts, in every case, still make N / p exact.
		{name: "requires p a power of two", src: `program pow2(N) requires N >= p && N % p == 0 && nprocs & (nprocs - 1) == 0
  for i := 1 to N / p do
    {1} skip
  end
end
`, bounds: map[string]string{"W": "N/p", "H": "0", "S": "1"},
			want: map[string]func(p, n int64) int64{"W": func(p, n int64) int64 { return n / p }}, off: &requiresCommonOn},
		// N >= p * p: the product has a sign once p's is known (the
		// middle pass), which gives N >= 0, so that N / p is exact.
		{name: "requires a product", src: `program prod(N) requires N % p == 0 && N >= p * p
  var b := N / p
  for i := 1 to nprocs * b do
    {1} skip
  end
end
`, bounds: map[string]string{"W": "N", "H": "0", "S": "1"},
			want: map[string]func(p, n int64) int64{"W": func(p, n int64) int64 { return n }}, off: &requiresSignsOn},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}
