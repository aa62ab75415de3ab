package nondet_test

import (
	"math/big"
	"testing"
	"time"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/sim"
	"bspcost/seqcost"
	"bspcost/solver"
)

// boundOf analyses prog and returns its bound of resource res ("W", "H"
// or "S") as text, "no bound" when there is none, with its expression.
// ok is false when the solver's time ran out: under machine load that is
// not a verdict, so the caller skips the case (logged).
func boundOf(t *testing.T, name string, prog *frontend.Program, res string) (got string, e *solver.Expr, ok bool) {
	t.Helper()
	b, err := seqcost.AnalyzeBSP(prog, align.Analyze(prog), seqcost.Options{}, solver.Options{Deadline: time.Now().Add(30 * time.Second)})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	r := map[string]seqcost.Bound{"W": b.W, "H": b.H, "S": b.S}[res]
	if r.Timeout {
		t.Logf("%s: the solver's time ran out (machine load?); not a verdict", name)
		return "", nil, false
	}
	if r.Expr == nil {
		return "no bound", nil, true
	}
	return r.Expr.String(), r.Expr, true
}

// wCase is a program whose W bound depends on one nondet rule: with the
// rule on, W is bounded exactly when bounded is true; with it off, W has
// no bound (else the case does not test the rule).
type wCase struct {
	name, src string
	bounded   bool
}

// checkWCases runs cases with the rule on and off (set(true) switches it
// off) and checks each bound found with check, against the simulator.
func checkWCases(t *testing.T, rule string, set func(off bool), cases []wCase, check func(t *testing.T, name string, prog *frontend.Program, w *solver.Expr)) {
	t.Helper()
	defer set(false)
	for _, off := range []bool{false, true} {
		set(off)
		for _, tc := range cases {
			prog, err := frontend.Parse(tc.name+".bsp", []byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			got, w, ok := boundOf(t, tc.name, prog, "W")
			if !ok {
				continue
			}
			switch {
			case !tc.bounded || off:
				if w != nil {
					t.Errorf("%s (%s off: %v): W = %s, want no bound", tc.name, rule, off, got)
				}
			case w == nil:
				t.Errorf("%s: W has no bound", tc.name)
			default:
				t.Logf("%s: W = %s", tc.name, got)
				check(t, tc.name, prog, w)
			}
		}
	}
}

// simPoint is a point of a W check: the parameters' values and the data
// seed of the simulated run.
type simPoint struct {
	params map[string]int64
	seed   int64
}

// checkSimW compares a W bound with the simulated W at p = 1..8 and the
// points pts gives for each p; anyMax, when not "", names the parameter
// that bounds every `any` (drawn in [0, that value]).
func checkSimW(t *testing.T, name string, prog *frontend.Program, w *solver.Expr, anyMax string, pts func(p int64) []simPoint) {
	t.Helper()
	for p := int64(1); p <= 8; p++ {
		for _, pt := range pts(p) {
			cfg := sim.Config{P: int(p), Params: pt.params, Seed: pt.seed}
			if anyMax != "" {
				cfg.AnyMin, cfg.AnyMax, cfg.AnySet = 0, pt.params[anyMax], true
			}
			res, err := sim.Run(prog, cfg)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			env := map[string]int64{"p": p}
			for k, v := range pt.params {
				env[k] = v
			}
			_, hi, err := w.EvalInt(env)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if hi.Cmp(new(big.Rat).SetInt64(res.W)) < 0 {
				t.Errorf("%s p=%d %v seed=%d: simulated W = %d above the bound %s = %s", name, p, pt.params, pt.seed, res.W, w, hi.RatString())
			}
		}
	}
}
