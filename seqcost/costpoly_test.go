package seqcost

import "testing"

// TestCostCancel: a cost whose terms cancel as a polynomial over its
// atoms is translated as the sum that is left: the words of a slice
// a[q*b:(q + 1)*b] with q = (pid + 1) % p are b, not b times the largest
// difference of two unrelated remainders; equal atoms are found across
// p and nprocs, and `any` equals no other. Each bound is checked against
// the simulator at p = 1..16, and with the rule off H differs.
func TestCostCancel(t *testing.T) {
	tests := []polyCase{
		{name: "slice of the next block", src: `program next(N) requires N % nprocs == 0 && N >= nprocs
  var a[N]
  var b[N / nprocs]
  get(pid, a[(pid + 1) % nprocs * (N / nprocs):((pid + 1) % p + 1) * (N / p)], b[0:N / p])
  sync
end
`, bounds: map[string]string{"W": "0", "H": "N/p", "S": "2"},
			want: map[string]func(p, n int64) int64{"H": func(p, n int64) int64 { return n / p }},
			off:  &costCancelOn},
		{name: "products of a remainder", src: `program prod(N) requires N >= 1
  {((pid % 3 + 2) * (N % 5) - pid % 3 * (N % 5) - N % 5 + 1) * g} skip
  sync
end
`, bounds: map[string]string{"W": "0", "H": "N - 5*floor(N/5) + 1", "S": "2"},
			want: map[string]func(p, n int64) int64{"H": func(p, n int64) int64 { return n%5 + 1 }},
			off:  &costCancelOn},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}
