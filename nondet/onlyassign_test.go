package nondet_test

import (
	"context"
	"testing"

	"bspcost/driver"
	"bspcost/frontend/sim"
	"bspcost/hrelation"
	"bspcost/internal/oracle"
	"bspcost/nondet"
	"bspcost/solver"
)

// TestOnlyAssign: a superstep whose h is n words at even p and 1 at odd p
// (two disjoint cases, each a condition with floors of nprocs, which the
// sequential analysis drops) is charged by assignments, h := n and
// h := 1, each in its if: H = n, the larger case, exact at even p. Each
// case added to h (the mutation check), the analysis cannot tell the
// conditions apart and adds them: n + 1.
func TestOnlyAssign(t *testing.T) {
	src := `program parity(n) requires n >= 1
  var a[n]
  if p % 2 == 0 then
    put((pid + 1) % p, a[0:n], a[0:n])
  else
    put((pid + 1) % p, a[0:1], a[0:1])
  end
  sync
end
`
	// The cases as hrelation writes floors it does not pin (pinned, they
	// are p's residues, which the sequential analysis keeps apart).
	defer func(on bool) { *hrelation.PinnedDivsOn = on }(*hrelation.PinnedDivsOn)
	*hrelation.PinnedDivsOn = false
	for _, on := range []bool{true, false} {
		*nondet.OnlyAssignOn = on
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: "parity.bsp", Src: []byte(src)})
		*nondet.OnlyAssignOn = true
		if err != nil {
			t.Fatal(err)
		}
		if rep.H.Expr == nil {
			t.Fatalf("on = %v: no H bound: %s", on, rep.H.Reason)
		}
		exact := true
		for _, n := range []int64{1, 3, 7} {
			for p := 1; p <= 16; p++ {
				params := map[string]int64{"n": n}
				res, err := sim.Run(rep.Program, sim.Config{P: p, Params: params, Seed: 1})
				if err != nil {
					t.Fatal(err)
				}
				for _, c := range oracle.Compare(map[string]*solver.Expr{"H": rep.H.Expr}, p, params, res) {
					if c.Unsound() {
						t.Errorf("on = %v: p = %d, n = %d: H = %s below the simulated %d", on, p, n, c.Bound, c.Simulated)
					}
					exact = exact && (p%2 == 1 || c.Exact())
				}
			}
		}
		switch {
		case on && !exact:
			t.Errorf("H = %v: not exact", rep.H.Expr)
		case !on && exact:
			t.Errorf("H = %v exact with the cases added: the rule is not needed?", rep.H.Expr)
		}
	}
}
