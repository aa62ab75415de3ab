package seqcost

import (
	"flag"
	"math/big"
	"math/rand"
	"testing"
	"time"

	"bspcost/frontend"
	"bspcost/frontend/gen"
	"bspcost/frontend/sim"
	"bspcost/solver"
)

var diffSeeds = flag.Int("seqcost.seeds", 60, "generated programs in TestGeneratedAgainstSimulator")

// TestGeneratedAgainstSimulator: on generated programs (which the
// analysis did not shape), every W bound found must be >= the W the
// simulator measures at p = 1 (one process: the BSP cost is the sequential
// cost of that process; for p > 1 the sequential program of nondet is
// what seqcost bounds, tested with the whole pipeline). Programs without a
// bound are counted, not failed: that is precision.
func TestGeneratedAgainstSimulator(t *testing.T) {
	found, total, exact := 0, 0, 0
	for seed := int64(1); seed <= int64(*diffSeeds); seed++ {
		g := gen.Generate(seed, gen.Options{})
		prog, err := frontend.Parse("gen.bsp", []byte(g.Source))
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		total++
		if testing.Verbose() {
			t.Logf("seed %d", seed)
		}
		b, err := Solve(prog, frontend.ResR, Options{}, solver.Options{Deadline: time.Now().Add(time.Second)})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if b.Expr == nil {
			continue
		}
		found++
		rng := rand.New(rand.NewSource(seed))
		allExact := true
		for trial := 0; trial < 3; trial++ {
			params := g.ParamValues(1, rng)
			res, err := sim.Run(prog, sim.Config{P: 1, Params: params, Seed: seed*10 + int64(trial)})
			if err != nil {
				t.Fatalf("seed %d: simulator: %v", seed, err)
			}
			env := map[string]*big.Rat{"p": big.NewRat(1, 1)}
			for k, v := range params {
				env[k] = big.NewRat(v, 1)
			}
			_, hi, err := b.Expr.Eval(env)
			if err != nil {
				t.Fatalf("seed %d: evaluating %s: %v", seed, b.Expr, err)
			}
			if hi.Cmp(big.NewRat(res.W, 1)) < 0 {
				t.Errorf("UNSOUND seed %d: W bound %s = %s < simulated %d at p=1 %v\n%s", seed, b.Expr, hi.RatString(), res.W, params, g.Source)
			}
			if hi.Cmp(big.NewRat(res.W, 1)) != 0 {
				allExact = false
			}
		}
		if allExact {
			exact++
		}
	}
	t.Logf("%d programs: %d with a W bound (%d equal to the simulated W at every tested point)", total, found, exact)
}
