package nondet_test

import (
	"context"
	"testing"

	"bspcost/driver"
	"bspcost/frontend/sim"
	"bspcost/internal/oracle"
	"bspcost/nondet"
	"bspcost/solver"
)

// TestFixedConds: a condition that align's intervals fix (max(6, v) is
// at least 6, never 3; `v9 > 1` with v9 := 0) is that literal in the
// sequential program, whose paths then never take its branch. Read by the
// sequential analysis itself (the mutation check), the branch with a sync
// splits the work around it on some path, and W has a case for small N
// above the simulated work (17 at p = 1, N = 1, where 2 is exact).
func TestFixedConds(t *testing.T) {
	src := `program fixed(N) requires N % nprocs == 0 && N >= nprocs
  var v1 := nprocs
  var v3 := N
  if max(6, v3) == 3 then
    var v9 := 0
    while v9 > 1 do
      sync
    end
  end
  v1 := pid * 3 + 2
  {v1 * r} skip
end
`
	for _, on := range []bool{true, false} {
		*nondet.FixedCondsOn = on
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: "fixed.bsp", Src: []byte(src)})
		*nondet.FixedCondsOn = true
		if err != nil {
			t.Fatal(err)
		}
		if rep.W.Expr == nil {
			t.Fatalf("on = %v: no W bound: %s", on, rep.W.Reason)
		}
		exact := true
		for _, n := range []int64{1, 2, 6} {
			for p := 1; p <= 16; p++ {
				params := map[string]int64{"N": n * int64(p)}
				res, err := sim.Run(rep.Program, sim.Config{P: p, Params: params, Seed: 1})
				if err != nil {
					t.Fatal(err)
				}
				for _, c := range oracle.Compare(map[string]*solver.Expr{"W": rep.W.Expr}, p, params, res) {
					if c.Unsound() {
						t.Errorf("on = %v: p = %d, N = %d: W = %s below the simulated %d", on, p, n*int64(p), c.Bound, c.Simulated)
					}
					exact = exact && c.Exact()
				}
			}
		}
		switch {
		case on && !exact:
			t.Errorf("W = %v: not exact", rep.W.Expr)
		case !on && exact:
			t.Errorf("W = %v exact with the conditions read by the sequential analysis: the rule is not needed?", rep.W.Expr)
		}
	}
}
