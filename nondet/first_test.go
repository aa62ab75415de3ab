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

// TestFirstCharge: sequential statements whose first execution in a
// superstep pays F, not the charge, against the simulator at p = 1..8
// (every data variant's run). The put to 0 in a while loop and the put
// to nprocs - 1 load different processes: p·N words at most, not p·N +
// p; a put to 0 beside a get from pid * pid % nprocs likewise ((p - 1)·N
// + 1, not (p - 1)·N + ceil(p / 2)). With the charge at
// every execution (firstChargeOn off), neither is exact. (The loops'
// counters are set apart from them: a while loop right after its
// counter's assignment is counted in its superstep, hrelation's
// countedWhile, not through the sequential program.)
func TestFirstCharge(t *testing.T) {
	tests := []struct{ name, src string }{
		{"gather", `program gather(N) requires N >= 1
  var x
  var i := 0
  var a[4]
  while i < N do
    put(0, x, x)
    i := i + 1
  end
  put(nprocs - 1, x, a[0])
  sync
end
`},
		{"square", `program square(N) requires N >= 1
  var i := 0
  var x
  while i < N do
    if pid > 0 then
      put(0, x, x)
    end
    i := i + 1
  end
  get(pid * pid % nprocs, x, x)
  sync
end
`},
	}
	defer func(on bool) { *nondet.FirstChargeOn = on }(*nondet.FirstChargeOn)
	for _, tc := range tests {
		for _, on := range []bool{true, false} {
			*nondet.FirstChargeOn = on
			rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: tc.name + ".bsp", Src: []byte(tc.src)})
			if err != nil {
				t.Fatal(err)
			}
			if rep.H.Expr == nil {
				t.Fatalf("%s: no H bound: %s", tc.name, rep.H.Reason)
			}
			exact := true
			for _, n := range []int64{1, 2, 5} {
				for p := 1; p <= 8; p++ {
					params := map[string]int64{"N": n}
					for _, cfg := range []sim.Config{{Seed: 1}, {AnyMin: 0, AnyMax: 0, AnySet: true}, {AnyMin: 9, AnyMax: 9, AnySet: true}} {
						cfg.P, cfg.Params = p, params
						res, err := sim.Run(rep.Program, cfg)
						if err != nil {
							t.Fatal(err)
						}
						for _, c := range oracle.Compare(map[string]*solver.Expr{"H": rep.H.Expr}, p, params, res) {
							if c.Unsound() {
								t.Errorf("%s: p = %d, N = %d: H = %s below the simulated %d", tc.name, p, n, c.Bound, c.Simulated)
							}
							exact = exact && c.Exact()
						}
					}
				}
			}
			switch {
			case on && !exact:
				t.Errorf("%s: H = %v: not exact", tc.name, rep.H.Expr)
			case !on && exact:
				t.Errorf("%s: H = %v exact without the first charge: the rule is not needed?", tc.name, rep.H.Expr)
			}
		}
	}
}
