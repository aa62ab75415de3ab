package seqcost

import "testing"

// TestEntryDerivedLos: floor(N / p) >= 1 where the requires clause has N
// >= p contradicts the equations of a branch that needs N / p == 0, which
// then costs nothing; with the rule off it costs its words.
func TestEntryDerivedLos(t *testing.T) {
	checkPolyCase(t, polyCase{name: "empty blocks", src: `program q(N) requires N >= nprocs && N % nprocs == 0
  var x
  if N / nprocs == 0 then
    put(0, x, x)
  end
  sync
  {N / nprocs * g} skip
end
`, bounds: map[string]string{"W": "0", "H": "N/p", "S": "2"},
		want: map[string]func(p, n int64) int64{"H": func(p, n int64) int64 { return n / p }},
		off:  &entryLosOn})
}
