package seqcost

import "testing"

// TestDerivedOperands: a remainder or quotient of a derived parameter
// by another value of the entry arguments ((N / p) % p, a block count
// modulo the processes) is a derived parameter itself, its operands'
// signs read from the derived parameters' least values; with
// derivedOperandsOn off it is only bounded by its operands, and the
// work of a loop that runs that many times is bounded by p instead.
func TestDerivedOperands(t *testing.T) {
	tests := []polyCase{
		{name: "blocks modulo p", src: `program blocks(N) requires N >= nprocs && N % nprocs == 0
  for i := 1 to N / nprocs % nprocs do
    {2 * r} skip
  end
end
`, bounds: map[string]string{"W": "2*nat(N/p - p*floor((N/p)/p))", "H": "0", "S": "1"},
			want: map[string]func(p, n int64) int64{"W": func(p, n int64) int64 { return 2 * (n / p % p) }}, off: &derivedOperandsOn},
		// (N / p) / p is a derived parameter at least 0 (derivedSigns),
		// which the entry's precondition states where a condition
		// guards it alone: the branch on it being negative never runs.
		{name: "a quotient guarded alone", src: `program q(N) requires N >= nprocs && N % nprocs == 0
  if N / nprocs / nprocs < 0 then
    for i := 1 to N do
      {1 * r} skip
    end
  end
end
`, bounds: map[string]string{"W": "0", "H": "0", "S": "1"}, off: &derivedGuardedLosOn},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkPolyCase(t, tc) })
	}
}
