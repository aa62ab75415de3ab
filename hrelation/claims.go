package hrelation

import (
	"fmt"
	"maps"
	"math/big"
	"slices"
)

// ExactClaims checks a result's exactness claims against runs: per step
// that claims an exact h (Step.Exact) and its value at a point (p, the
// program's parameters, the step's parameters at the closing barrier,
// h), the largest simulated h of the supersteps it closed there. A
// step's h is the maximum over the runs that reach its values at the
// closing barrier, so an exact one is reached by some run; one above
// every simulated h of its point is a false claim (or the runs did not
// cover the data that reach it: callers run several data variants).
// The zero value is ready to use.
type ExactClaims struct {
	most map[claimKey]int64
	h    map[claimKey]*big.Rat
}

type claimKey struct {
	step *Step
	at   string // p, the parameters, the step's parameters and h's value
}

// Add records a superstep that b closed at p and params, with simulated
// h; values is StepValues(b.Step, vals) of the processes' values at the
// closing barrier (taken in the simulator's AtBarrier hook, where vals
// is valid).
func (c *ExactClaims) Add(b BarrierBound, p int, params map[string]int64, values string, h int64) {
	if b.Step == nil || !b.Step.Exact || b.H == nil {
		return
	}
	if c.most == nil {
		c.most, c.h = map[claimKey]int64{}, map[claimKey]*big.Rat{}
	}
	k := claimKey{b.Step, fmt.Sprintf("p=%d %v%s: h %s", p, params, values, b.H.RatString())}
	if m, ok := c.most[k]; !ok || h > m {
		c.most[k] = h
	}
	c.h[k] = b.H
}

// Above returns the steps whose claim is above every simulated h of
// theirs at some point, one line each (at the first such point in
// text order) prefixed by name, sorted.
func (c *ExactClaims) Above(name string) []string {
	first := map[*Step]string{}
	for k, m := range c.most {
		if c.h[k].Cmp(new(big.Rat).SetInt64(m)) <= 0 {
			continue
		}
		line := fmt.Sprintf("%s: step %s to %s at %s, simulated at most %d", name, k.step.Open, k.step.Close, k.at, m)
		if f, ok := first[k.step]; !ok || line < f {
			first[k.step] = line
		}
	}
	out := slices.Collect(maps.Values(first))
	slices.Sort(out)
	return out
}
