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

// TestChoiceCases: the h of the superstep is N·p + 4 where N / p is 6 or
// 7 and N·p elsewhere, two disjoint cases whose conditions (over N, N / p
// and their floors) have negations too wide for the sequential analysis.
// Charged as one choice between them, each case keeps its own condition
// and H is exact; with an if per case (the mutation check), the negation
// is dropped and the 4 more words reach other values of N / p.
func TestChoiceCases(t *testing.T) {
	src := `program choice(N) requires N % nprocs == 0 && N >= p
  var a[N]
  var v := 3
  var b[6]
  if min(N, N / nprocs) / 2 == v then
    put(nprocs - 1 - pid, b[2:6], b[0:4])
  end
  put(nprocs - 1, a[0:N], a[0:N])
end
`
	for _, on := range []bool{true, false} {
		*nondet.ChoiceCasesOn = on
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: "choice.bsp", Src: []byte(src)})
		*nondet.ChoiceCasesOn = true
		if err != nil {
			t.Fatal(err)
		}
		if rep.H.Expr == nil {
			t.Fatalf("on = %v: no H bound: %s", on, rep.H.Reason)
		}
		exact := true
		for p := 1; p <= 8; p++ {
			for k := int64(1); k <= 9; k++ {
				params := map[string]int64{"N": k * int64(p)}
				res, err := sim.Run(rep.Program, sim.Config{P: p, Params: params, Seed: 1})
				if err != nil {
					t.Fatal(err)
				}
				for _, c := range oracle.Compare(map[string]*solver.Expr{"H": rep.H.Expr}, p, params, res) {
					if c.Unsound() {
						t.Errorf("on = %v: p = %d, N = %d: H = %s below the simulated %d", on, p, k*int64(p), c.Bound, c.Simulated)
					}
					exact = exact && c.Exact()
				}
			}
		}
		switch {
		case on && !exact:
			t.Errorf("H = %v: not exact", rep.H.Expr)
		case !on && exact:
			t.Errorf("H = %v exact with an if per case: the rule is not needed?", rep.H.Expr)
		}
	}
}
