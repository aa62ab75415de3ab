// Package oracle holds the comparisons with the simulator (frontend/sim,
// the oracle of every bound) that several checks share: the whole-pipeline
// soundness tests of seqcost and the generated-program checks of
// benchmarks/gensound. A bound below a simulated cost is the worst bug;
// keeping the comparison in one place keeps the checks from drifting
// apart (which points are tried, how a bound is evaluated there, which
// simulator errors may be skipped: SimErr).
//
// It imports no analysis stage, so that a stage's own tests can use it.
package oracle

import (
	"math/big"
	"math/rand"

	"bspcost/frontend/gen"
	"bspcost/frontend/sim"
	"bspcost/solver"
)

// Points calls f for the tested points of a generated program: p = 1..maxP
// and two parameter draws per p (g.ParamValues), from a generator seeded
// by the source's length, so that every check of a program tries the
// same points.
func Points(g *gen.Program, maxP int, f func(p int, params map[string]int64)) {
	rng := rand.New(rand.NewSource(int64(len(g.Source))))
	for p := 1; p <= maxP; p++ {
		a, b := g.ParamValues(p, rng), g.ParamValues(p, rng)
		f(p, a)
		f(p, b)
	}
}

// Resources are the cost resources in their printed order.
var Resources = []string{"W", "H", "S"}

// Cost is one bound of a resource compared with the simulated cost.
type Cost struct {
	Resource  string       // "W", "H" or "S"
	Bound     *solver.Expr // the closed form
	Value     *big.Rat     // the bound at the point (its upper end); nil when Err
	Simulated int64        // the simulated cost of the resource
	Err       error        // the bound cannot be evaluated at the point
}

// Unsound reports whether the bound is below the simulated cost.
func (c Cost) Unsound() bool {
	return c.Err == nil && c.Value.Cmp(new(big.Rat).SetInt64(c.Simulated)) < 0
}

// Exact reports whether the bound equals the simulated cost.
func (c Cost) Exact() bool {
	return c.Err == nil && c.Value.Cmp(new(big.Rat).SetInt64(c.Simulated)) == 0
}

// Compare evaluates the bound of each resource (bounds by resource name;
// a missing or nil one is no bound and is left out) at p and params, and
// pairs it with the simulated cost of res, in the order of Resources.
func Compare(bounds map[string]*solver.Expr, p int, params map[string]int64, res *sim.Result) []Cost {
	env := map[string]*big.Rat{"p": big.NewRat(int64(p), 1)}
	for n, v := range params {
		env[n] = big.NewRat(v, 1)
	}
	sims := map[string]int64{"W": res.W, "H": res.H, "S": res.S}
	var out []Cost
	for _, r := range Resources {
		e := bounds[r]
		if e == nil {
			continue
		}
		c := Cost{Resource: r, Bound: e, Simulated: sims[r]}
		_, c.Value, c.Err = e.Eval(env)
		if c.Err != nil {
			c.Value = nil
		}
		out = append(out, c)
	}
	return out
}
