package solver

import "math/big"

// totalCountCost is another bound of the applications of a loop's
// groups of recursive equations, each group counted a constant number
// of times (an equation that no recursive equation can follow applies
// at most once: rankJoint's lastInChain): one linear function rho that
// every recursive equation decreases by at least 1, and that is at
// least 1 where one applies, bounds all their applications together,
// and where the facts at every call of the loop from outside
// (entryPre: its counter passed as 0) bound rho by a constant c at most
// every group's count, the loop's applications cost at most c times the
// largest cost of its equations, at most each group's count times the
// largest cost of its own equations (groupsCost keeps it where it is
// below the groups' costs summed at the sampled points: a group's first
// iteration paid apart may make that sum smaller). A loop of one iteration whose body is one
// of two paths (a flag set before its first superstep, cleared after
// it) pays one path's cost, not both. costs are the bounds of the
// equations' costs (not negative); nil and false where the rule does
// not apply.
func (st *state) totalCountCost(ctx *sccCtx, recEqs []*normEq, costs map[*normEq]*Expr) (*Expr, bool) {
	if noTotalCount || len(ctx.groups) < 2 || st.checkTime() != nil {
		return nil, false
	}
	var c *big.Rat
	for _, g := range ctx.groups {
		k, ok := g.count.IsConst()
		if !ok || k.Sign() <= 0 || !k.IsInt() {
			return nil, false
		}
		if c == nil || RatCmp(k, c) < 0 {
			c = k
		}
	}
	rho, ok, err := st.findRanking(ctx, nil, recEqs, RatInt(1), false, nil)
	if err != nil || !ok {
		return nil, false
	}
	// rho <= c at every entry: c - rho >= 0 under the entry's facts.
	pre := st.entryPre[ctx.entry]
	if !pre.impliesD(st.stop, NewLin(c).AddScaled(ratMinusOne, rho[ctx.entry])) {
		return nil, false
	}
	cs := make([]*Expr, 0, len(recEqs))
	for _, eq := range recEqs {
		x, ok := costs[eq]
		if !ok {
			return nil, false
		}
		cs = append(cs, x)
	}
	return Mul(Const(c), Max(cs...)), true
}

// integralCount is a count of applications (an integer) as its floor
// where its closed form may take fractional values: a loop stepping by 2
// from 1 to M is ranked by (M + 1)/2, and applies floor((M + 1)/2) =
// ceil(M/2) times, not M/2 + 1/2 where M is even.
func integralCount(c *Expr) *Expr {
	if noFloorCounts || isIntegral(c) {
		return c
	}
	return Floor(c)
}
