package nondet_test

import (
	"testing"

	"bspcost/frontend"
	"bspcost/frontend/sim"
	"bspcost/nondet"
)

// TestReachingDefs: a varying scalar assigned more than once keeps its
// last definition across a barrier it reaches unchanged (k := pid * N;
// sync; while k < (pid + 1) * N), so the loop after the barrier is
// bounded (with seqcost's ghost argument for pid * N). Checked against
// the simulator at p = 1..8; with the rule off, W has no bound.
func TestReachingDefs(t *testing.T) {
	tests := []struct{ name, src string }{
		{"block", `program block(n) requires n >= 0
  var k := pid * n
  sync
  while k < (pid + 1) * n do
    {1 * r} skip
    k := k + 1
  end
end`},
		{"loop", `program loop(n) requires n >= 0
  var k := 0
  for q := 0 to 3 do
    k := q * n + pid
    sync
    while k < q * n + pid + n do
      {1 * r} skip
      k := k + 1
    end
    sync
  end
end`},
	}
	for _, mutated := range []bool{false, true} {
		nondet.SetNoReachingDefs(mutated)
		for _, tc := range tests {
			prog, err := frontend.Parse(tc.name+".bsp", []byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			got, w, ok := boundOf(t, tc.name, prog, "W")
			if !ok {
				continue
			}
			switch {
			case !mutated && w == nil:
				t.Errorf("%s: W has no bound", tc.name)
			case !mutated:
				t.Logf("%s: W = %s", tc.name, got)
				for p := int64(1); p <= 8; p++ {
					for _, n := range []int64{0, 1, 5, 2*p + 1} {
						res, err := sim.Run(prog, sim.Config{P: int(p), Params: map[string]int64{"n": n}, Seed: 1})
						if err != nil {
							t.Fatal(err)
						}
						_, hi, err := w.EvalInt(map[string]int64{"p": p, "n": n})
						if err != nil {
							t.Fatal(err)
						}
						if hi.Num().Int64() < res.W*hi.Denom().Int64() {
							t.Errorf("%s p=%d n=%d: simulated W = %d above the bound %s", tc.name, p, n, res.W, got)
						}
					}
				}
			case w != nil:
				t.Errorf("%s: W = %s with the reaching definitions off: the case does not test them", tc.name, got)
			}
		}
	}
	nondet.SetNoReachingDefs(false)
}
