package solver

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sort"
	"strings"
)

// solveSCC bounds a recursive relation rel (entered from outside its
// component): the PUBS/KoAT method. With at most one recursive call per
// equation (loops), each recursive equation's number of applications is
// bounded by a linear ranking function found by linear programming, in
// rounds (lexicographic and multi-phase loops: a later round may rank
// equations whose function earlier-bounded equations increase, paying for
// each such increase); the cost of every application is bounded over the
// entry's variables by non-increasing functions. With several recursive
// calls, the recursion depth is ranked and the tree size bounded by a power
// of two.
func (st *state) solveSCC(rel string) (*Expr, error) {
	ctx := st.newCtx(rel)
	var recEqs, exitEqs []*normEq
	multi := 1
	for _, r := range ctx.rels {
		for _, eq := range st.eqs[r] {
			if !st.isLive(eq) {
				continue
			}
			if !st.possible(eq) {
				// Cannot apply; its callees must still be bounded.
				if _, err := st.eqCost(eq, rel, false); err != nil {
					return nil, err
				}
				continue
			}
			n := 0
			for _, c := range eq.calls {
				if st.inSCC(rel, c.Key()) {
					n++
				}
			}
			if n == 0 {
				exitEqs = append(exitEqs, eq)
			} else {
				recEqs = append(recEqs, eq)
			}
			if n > multi {
				multi = n
			}
		}
	}
	cost := func(eq *normEq) (*Expr, error) {
		c, err := st.eqCost(eq, rel, false)
		if err != nil {
			return nil, err
		}
		b, err := st.boundExpr(c, true, eq, ctx)
		if err != nil {
			return nil, fmt.Errorf("cost of %s (line %d): %v", eq.rel, eq.src.Pos.Line, err)
		}
		return b, nil
	}
	exitCost := func() (*Expr, error) {
		var exitParts []*Expr
		for _, eq := range exitEqs {
			c, err := cost(eq)
			if err != nil {
				return nil, err
			}
			exitParts = append(exitParts, c)
		}
		if len(exitParts) == 0 {
			return Int(0), nil
		}
		return Max(exitParts...), nil
	}
	if multi > 1 || exitCostsFirst {
		exit, err := exitCost()
		if err != nil {
			return nil, err
		}
		if multi == 1 {
			if _, err := st.rankLoops(ctx, recEqs, rankByRounds); err != nil {
				return nil, err
			}
			return st.loopCost(ctx, recEqs, exit, cost)
		}
		return st.solveTree(ctx, recEqs, multi, exit, cost)
	}
	// The counts first: the costs of the exits, like those of the
	// recursive equations, may be bounded by size bounds that pay for
	// increases with the counts (a sum accumulated by the loop and spent
	// after it).
	// Rounds over the whole component first (and, where they succeed,
	// with its first iteration's equations counted apart, kept where
	// lower); then phases, when the rounds fail or their bound is of a
	// degree that phases may lower (a loop that runs once more after an
	// inner loop), kept when they do.
	var firstErr error
	var counted *Expr
	var countedCount map[*normEq]*Expr
	ranked := false
	for _, mode := range []rankMode{rankByRounds, rankFirstApart, rankByPhases, rankJoint} {
		// (Counted apart only after rounds that succeed: where they
		// fail, a first iteration's count of 1 would keep phases from
		// replacing a bound of the later rounds that phases lower.)
		if mode == rankFirstApart && (noFirstCounted || counted == nil || len(st.firstEqs(ctx, recEqs)) == 0) {
			continue
		}
		// (Phases cost one linear program per pair of equations and
		// per phase: after a successful round, only for small loops.)
		if mode == rankByPhases && (noPhases || counted != nil && (!maybeLower(counted) || len(recEqs) > maxPhaseRetry)) {
			continue
		}
		if mode == rankJoint && (noJoint || counted != nil && !aboveLinear(counted)) {
			continue
		}
		if _, err := st.rankLoops(ctx, recEqs, mode); err != nil {
			firstErr = cmpErr(firstErr, err)
			continue
		}
		ranked = true
		exit, err := exitCost()
		if err == nil {
			var b *Expr
			if b, err = st.loopCost(ctx, recEqs, exit, cost); err == nil {
				keep := counted == nil || lowerDegree(b, counted) || !noFewerVars && fewerVars(b, counted) ||
					!noSmallerAt && below(b, counted, st.entryPre[ctx.entry])
				if keep {
					counted, countedCount = b, ctx.count
				}
				continue
			}
		}
		firstErr = cmpErr(firstErr, err)
		if st.checkTime() != nil {
			break
		}
	}
	if counted != nil {
		ctx.count = countedCount
	}
	// A potential may give a smaller bound (amortisation), or one where
	// a cost failed. Only for loops
	// shown to terminate: a potential bounds the finite derivations of a
	// loop that may not terminate too, but "no bound" is what a user
	// expects to hear of such a loop.
	if counted == nil {
		ctx.count = map[*normEq]*Expr{}
	}
	worth := counted == nil
	if counted != nil {
		if d, ok := roughDegree(counted); ok && d > 1 {
			worth = true // a potential may save a degree
		}
	}
	// Under Options.Terminating, the finite derivations are all there is
	// to bound: a potential then bounds a loop with no ranking function
	// too (recorded in st.mayLoop).
	freePot := !ranked && st.opt.Terminating && !noMayPotential
	if (ranked || freePot) && worth && st.checkTime() == nil {
		if exit, err := exitCost(); err == nil {
			if a, err := st.amortized(ctx, recEqs, exitEqs, exit); err == nil {
				if freePot {
					st.noteMayLoop(ctx, recEqs)
				}
				// Kept when it is of a lower degree (the usual gain: a sum
				// where the counts give a product); the simpler form
				// otherwise.
				if counted == nil || lowerGrowth(a, counted) && !st.countedBelow(counted, a, ctx) {
					return a, nil
				}
			}
		}
	}
	if counted != nil {
		return counted, nil
	}
	return nil, firstErr
}

// countedBelow reports whether the counted bound of a loop is below the
// potential's bound a at the sampled points of the loop's entry facts:
// growth is read from the form, and a form of a higher growth may be
// bounded where the facts hold (ceil(log2(p))*max(3 - p, 1) is
// ceil(log2(p)) at p >= 2, below 2*p - 3 there). Either bound is sound;
// this only chooses.
func (st *state) countedBelow(counted, a *Expr, ctx *sccCtx) bool {
	return !noCountedBelow && below(counted, a, st.entryPre[ctx.entry])
}

// cmpErr keeps the error of the first attempt (rounds over the whole
// component: its reason is the one users know), or a timeout.
func cmpErr(old, err error) error {
	if old == nil || err == errTimeout {
		return err
	}
	return old
}

// loopCost is the bound of a linearly recursive component: the exit's
// cost plus, per group of recursive equations, its count times their
// largest cost.
func (st *state) loopCost(ctx *sccCtx, recEqs []*normEq, exit *Expr, cost func(*normEq) (*Expr, error)) (*Expr, error) {
	a, err := st.plainLoopCost(ctx, recEqs, exit, cost)
	if noSums || noGeoIndicator || !st.loopHasIndicator(ctx, recEqs) {
		return a, err
	}
	// The sums with the indicators of doubled counters' complements
	// (indicatorTerm), a bound too. They read a callee's cases without
	// the guards its closed form keeps ([p >= 4]·(p + 2) read p + 2), so
	// they can be larger at some points and smaller at others: kept only
	// where below the bound without them at the sampled points, and then
	// as the minimum of both, which is no larger anywhere.
	b, ok := st.bestSummedLoopCost(ctx, recEqs, exit, true)
	switch {
	case !ok:
		return a, err
	case err != nil:
		return b, nil
	case below(b, a, st.entryPre[ctx.entry]):
		return Min(a, b), nil
	}
	return a, nil
}

// bestSummedLoopCost is the smaller of the loop's summed costs
// (summedLoopCost, with the indicators of doubled counters' complements
// where ind): every iteration summed, and the first iteration's
// equations paid once apart from the sums of the others (whose counters
// start past its values).
func (st *state) bestSummedLoopCost(ctx *sccCtx, recEqs []*normEq, exit *Expr, ind bool) (*Expr, bool) {
	b, ok := st.summedLoopCost(ctx, recEqs, exit, nil, ind)
	if first := st.firstEqs(ctx, recEqs); len(first) > 0 && !noFirstApart {
		if c, ok2 := st.summedLoopCost(ctx, recEqs, exit, first, ind); ok2 {
			if ok {
				b = smallerBound(b, c, st.entryPre[ctx.entry])
			} else {
				b, ok = c, true
			}
		}
	}
	return b, ok
}

// plainLoopCost is loopCost without the indicators of doubled counters'
// complements.
func (st *state) plainLoopCost(ctx *sccCtx, recEqs []*normEq, exit *Expr, cost func(*normEq) (*Expr, error)) (*Expr, error) {
	a, err := st.countedLoopCost(ctx, recEqs, exit, cost)
	if noSums {
		return a, err
	}
	// Costs that are polynomials in a counter summed over the loop
	// (sum.go): kept where smaller.
	b, ok := st.bestSummedLoopCost(ctx, recEqs, exit, false)
	switch {
	case !ok:
		return a, err
	case err != nil:
		return b, nil
	}
	return smallerBound(a, b, st.entryPre[ctx.entry]), nil
}

// firstEqs are the recursive equations of a loop that may follow none of
// them (firstInChain: each applies at most once, first), when the loop
// has others.
func (st *state) firstEqs(ctx *sccCtx, recEqs []*normEq) map[*normEq]bool {
	if noFirstOnce || len(recEqs) < 2 {
		return nil
	}
	var first map[*normEq]bool
	for _, eq := range recEqs {
		if st.checkTime() != nil {
			return nil
		}
		if st.firstInChain(ctx, eq, recEqs) {
			if first == nil {
				first = map[*normEq]bool{}
			}
			first[eq] = true
		}
	}
	if len(first) == len(recEqs) {
		return nil
	}
	return first
}

// countedLoopCost is loopCost by counts alone: per group, its count times
// the largest cost of its equations (groupCost).
func (st *state) countedLoopCost(ctx *sccCtx, recEqs []*normEq, exit *Expr, cost func(*normEq) (*Expr, error)) (*Expr, error) {
	gc, err := st.groupsCost(ctx, recEqs, func(eq *normEq) (*Expr, error) {
		c, err := cost(eq)
		if err != nil {
			return nil, err
		}
		return Nat(c), nil
	})
	if err != nil {
		return nil, err
	}
	return Add(exit, gc), nil
}

// errNoRest: an equation of a group has no cost to pay (summedLoopCost).
var errNoRest = errors.New("a group's equation has no cost")

// groupsCost is the cost of the applications of the loop's groups, cost
// the bound of one application of an equation: per group, groupCost.
// Where the equations that may follow none of the loop's recursive
// equations (firstEqs) are in two groups or more, each group would pay
// its own once: but only the first application of the loop is one of
// them, so they are paid once in all, the largest of their costs, and
// each group's count times the largest of its others' (kept where
// smaller; noFirstShared).
func (st *state) groupsCost(ctx *sccCtx, recEqs []*normEq, cost func(*normEq) (*Expr, error)) (*Expr, error) {
	costs := map[*normEq]*Expr{}
	var parts []*Expr
	for _, g := range ctx.groups {
		var cs []*Expr
		for _, eq := range g.eqs {
			c, err := cost(eq)
			if err != nil {
				return nil, err
			}
			costs[eq] = c
			cs = append(cs, c)
		}
		parts = append(parts, st.groupCost(ctx, recEqs, g, cs))
	}
	plain := Add(parts...)
	if total, ok := st.totalCountCost(ctx, recEqs, costs); ok && below(total, plain, st.entryPre[ctx.entry]) {
		plain = total
	}
	if noFirstShared || len(ctx.groups) < 2 {
		return plain, nil
	}
	first := st.firstEqs(ctx, recEqs)
	var firstCosts, firstCounts, alt []*Expr
	var firstEqs []*normEq
	for _, g := range ctx.groups {
		var later []*Expr
		has := false
		for _, eq := range g.eqs {
			if first[eq] {
				firstCosts = append(firstCosts, costs[eq])
				firstEqs = append(firstEqs, eq)
				has = true
			} else {
				later = append(later, costs[eq])
			}
		}
		if has {
			firstCounts = append(firstCounts, g.count)
		}
		if len(later) > 0 {
			alt = append(alt, Mul(g.count, Max(later...)))
		}
	}
	if len(firstCounts) < 2 {
		return plain, nil
	}
	alt = append(alt, Mul(Min(Int(1), Add(firstCounts...)), st.loopCasesMax(ctx, firstEqs, firstCosts)))
	return smallerBound(plain, Add(alt...), st.entryPre[ctx.entry]), nil
}

// groupCost bounds the cost of a group's applications, cs the bounds of
// its equations' costs: its count c times their largest. An equation
// that may follow none of the loop's recursive equations applies first
// or not at all (the first iteration of a loop whose later ones clear a
// flag: the superstep that the code before a loop and its first sync
// make), so where the group has such equations, min(1, c) times the
// largest cost and nat(c - 1) times the largest of the others, where
// that is below: the first application costs at most the largest, each
// later one at most the others' largest.
func (st *state) groupCost(ctx *sccCtx, recEqs []*normEq, g group, cs []*Expr) *Expr {
	all := Mul(g.count, st.loopCasesMax(ctx, g.eqs, cs))
	if noFirstOnce || len(recEqs) < 2 {
		return all
	}
	var later, first []*Expr
	var laterEqs, firstEqs []*normEq
	for i, eq := range g.eqs {
		if !st.firstInChain(ctx, eq, recEqs) {
			later = append(later, cs[i])
			laterEqs = append(laterEqs, eq)
		} else {
			first = append(first, cs[i])
			firstEqs = append(firstEqs, eq)
		}
	}
	if st.checkTime() != nil || len(later) == len(cs) {
		return all
	}
	// Where the loop is entered only by its first equations, the first
	// application is one of them.
	once, entered := Max(cs...), false
	if !noEnteredFirst && st.enteredFirst(ctx, recEqs, g) {
		// (b is below all wherever the first cost is: at the sampled
		// points of the costs, which the count's points may miss, a
		// loop entered with the count 0 or 1.)
		once = st.loopCasesMax(ctx, firstEqs, first)
		entered = below(once, Max(cs...), st.entryPre[ctx.entry])
	}
	if !entered && !noFirstGuards {
		// The first application is made at the entry's arguments: an
		// equation that can only come first pays where its guards of
		// one position hold there (a flag the loop clears, [#1 >= 1]).
		guarded := make([]*Expr, 0, len(cs))
		for i, eq := range g.eqs {
			c := cs[i]
			if eq.rel == ctx.entry && slices.Contains(firstEqs, eq) {
				c = Mul(headGuard(ctx, eq), c)
			}
			guarded = append(guarded, c)
		}
		once = Max(guarded...)
	}
	b := Mul(Min(Int(1), g.count), once)
	if len(later) > 0 {
		b = Add(b, Mul(natMinusOne(g.count), st.loopCasesMax(ctx, laterEqs, later)))
	}
	// Kept where it is below at the sampled points (where it is no
	// smaller, the product is shorter). Both are bounds: min(1, c) +
	// nat(c - 1) is c at every c >= 0, and the costs are not negative.
	if entered || below(b, all, st.entryPre[ctx.entry]) {
		return b
	}
	return all
}

// enteredFirst reports whether every derivation of the loop that applies
// a recursive equation applies one that may follow none of them
// (firstInChain) first, and all of those are in g: at every call of the
// entry relation from outside the component no other recursive equation
// of it can apply (their constraints at the call's arguments contradict
// the caller's: a loop entered with the flag of its first superstep
// set, which every iteration clears). The later applications are then
// the others. Not for an entry of the system (called from nowhere).
func (st *state) enteredFirst(ctx *sccCtx, recEqs []*normEq, g group) bool {
	if st.entryRels[ctx.entry] {
		return false
	}
	in := map[*normEq]bool{}
	for _, eq := range g.eqs {
		in[eq] = true
	}
	var later []*normEq
	for _, eq := range recEqs {
		if st.firstInChain(ctx, eq, recEqs) {
			if !in[eq] {
				return false
			}
		} else if eq.rel == ctx.entry {
			later = append(later, eq)
		}
	}
	sites := 0
	for rel, list := range st.eqs {
		if st.inSCC(ctx.entry, rel) {
			continue
		}
		for _, caller := range list {
			if !st.isLive(caller) {
				continue
			}
			for _, c := range caller.calls {
				if c.Key() != ctx.entry {
					continue
				}
				sites++
				for _, eq := range later {
					if st.checkTime() != nil || st.mayFollowNew(c, caller, eq) {
						return false
					}
				}
			}
		}
	}
	return sites > 0
}

// firstInChain reports whether eq may follow none of the recursive
// equations recEqs: it applies at most once, first.
func (st *state) firstInChain(ctx *sccCtx, eq *normEq, recEqs []*normEq) bool {
	for _, prev := range recEqs {
		if st.checkTime() != nil {
			return false
		}
		if st.mayFollow(ctx, prev, eq) {
			return false
		}
	}
	return true
}

// group is a set of recursive equations with a shared bound on the total
// number of their applications.
type group struct {
	eqs   []*normEq
	count *Expr
}

// sccCall returns the call of eq into the component (loops have one).
func (ctx *sccCtx) sccCall(st *state, eq *normEq) Term {
	for _, c := range eq.calls {
		if st.inSCC(ctx.entry, c.Key()) {
			return c
		}
	}
	panic("solver: equation without a recursive call")
}

// rankLoops bounds the applications of each recursive equation of a
// linearly recursive component (ctx.count, ctx.groups): phase by phase
// (rankPhases), or in rounds over the whole component (rankRounds).
func (st *state) rankLoops(ctx *sccCtx, recEqs []*normEq, mode rankMode) ([]group, error) {
	ctx.count = map[*normEq]*Expr{}
	ctx.groups = nil
	if mode == rankJoint {
		g, err := st.rankJoint(ctx, recEqs)
		if err == nil {
			ctx.groups = g
		}
		return g, err
	}
	if mode == rankByPhases {
		g, err := st.rankPhases(ctx, recEqs)
		if err == nil {
			ctx.groups = g
		}
		return g, err
	}
	g, err := st.rankRounds(ctx, recEqs, ctx.count, nil, mode == rankFirstApart)
	if err == nil {
		ctx.groups = g
	}
	return g, err
}

// maxPhaseRetry bounds the loops for which phases are tried after the
// rounds succeeded (to lower the degree): a bound on the work.
const maxPhaseRetry = 12

// rankMode selects how rankLoops counts.
type rankMode int

const (
	rankByRounds rankMode = iota // rankRounds over the whole component
	rankByPhases                 // rankPhases
	rankJoint                    // rankJoint
	// rankFirstApart: rankRounds with the equations that may follow no
	// recursive equation counted once on their own (a loop's first
	// iteration): the others are then ranked where the first has set
	// their counter (a counter doubled from k = 2 after a first
	// iteration at k = 1 runs ceil(log2(p)) - 1 more rounds, where
	// ranked with the first it is a linear function p - k that they
	// decrease).
	rankFirstApart
)

// rankJoint looks for one linear function that every recursive equation
// (but those that no recursive equation can follow, counted once)
// decreases: one count for all of them (gcd's B + D, where rounds that
// rank B and D apart pay for each other's increases).
func (st *state) rankJoint(ctx *sccCtx, recEqs []*normEq) ([]group, error) {
	var groups []group
	var rest []*normEq
	for _, eq := range recEqs {
		if st.lastInChain(ctx, eq, recEqs) {
			groups = append(groups, group{eqs: []*normEq{eq}, count: Int(1)})
			ctx.count[eq] = Int(1)
		} else {
			rest = append(rest, eq)
		}
	}
	if len(rest) < 2 {
		return nil, fmt.Errorf("no joint ranking needed")
	}
	rho, ok, err := st.findRanking(ctx, nil, rest, RatInt(1), false, nil)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fmt.Errorf("no joint ranking function")
	}
	c, ok := st.rankCount(ctx, rho, ctx.count, nil)
	if !ok {
		return nil, fmt.Errorf("no joint ranking function")
	}
	if !noJointAlternatives && len(ctx.rels) == 1 && ctx.arity[ctx.entry] <= 8 {
		// As rankLinear: functions without one of rho's variables give
		// other counts, and their minimum is one too (the inner loop of a
		// triangle is bounded by n - i - j as well as by n - j).
		counts := []*Expr{c}
		for _, k := range rho[ctx.entry].Vars() {
			alt, ok, err := st.findRanking(ctx, nil, rest, RatInt(1), false, map[string]bool{k: true})
			if err != nil || !ok {
				continue
			}
			if a, ok := st.rankCount(ctx, alt, ctx.count, nil); ok {
				counts = append(counts, a)
			}
		}
		c = Min(counts...)
	}
	for _, eq := range rest {
		ctx.count[eq] = c
	}
	return append(groups, group{eqs: rest, count: c}), nil
}

// phase is a set of recursive equations that a derivation applies in one
// contiguous stretch (a strongly connected component of the graph of
// which equation may follow which), with the component's context
// restricted to the equations that may come before or in it (pre).
type phase struct {
	eqs []*normEq
	pre *sccCtx
	// starts are the equations a derivation may enter the phase by: of
	// the component's entry relation, or following an equation of
	// another phase.
	starts []*normEq
	// entered are the starts of the entry relation (where a derivation
	// may enter the component), preds the equations of other phases that
	// a start may follow: the phase's first state is an entry state or
	// the target of a pred's call.
	entered, preds []*normEq
}

// rankPhases is CoFloCo's control-flow refinement into phases: an edge
// e1 -> e2 when e2 may apply right after e1 (e1's constraints and e2's at
// e1's call are satisfiable together); the strongly connected components
// of that graph are phases, and a derivation, a path in the graph, enters
// each phase at most once. So each phase's equations can be ranked on
// their own: a function that decreases on the phase's equations (in
// rounds, as in rankRounds, within the phase) bounds their applications
// by its largest value at the phase's states, and that value is bounded
// over the entry's variables along the equations that may lead to the
// phase only (boundLin in the restricted context).
func (st *state) rankPhases(ctx *sccCtx, recEqs []*normEq) ([]group, error) {
	n := len(recEqs)
	if n < 2 || n > 40 {
		return nil, fmt.Errorf("no phases")
	}
	succ := make([][]int, n)
	for i, a := range recEqs {
		for j, b := range recEqs {
			if err := st.checkTime(); err != nil {
				return nil, err
			}
			if st.mayFollow(ctx, a, b) {
				succ[i] = append(succ[i], j)
			}
		}
	}
	comps := sccsOf(n, succ)
	if len(comps) < 2 {
		return nil, fmt.Errorf("one phase")
	}
	// reach[i][j]: j is reachable from i (reflexive)
	reach := make([][]bool, n)
	for i := range reach {
		reach[i] = make([]bool, n)
		stack := []int{i}
		reach[i][i] = true
		for len(stack) > 0 {
			k := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, j := range succ[k] {
				if !reach[i][j] {
					reach[i][j] = true
					stack = append(stack, j)
				}
			}
		}
	}
	var groups []group
	for _, comp := range comps {
		in := map[int]bool{}
		var eqs []*normEq
		for _, i := range comp {
			in[i] = true
			eqs = append(eqs, recEqs[i])
		}
		preEq := map[*normEq]bool{}
		for i := range recEqs {
			for _, j := range comp {
				if reach[i][j] {
					preEq[recEqs[i]] = true
				}
			}
		}
		pre := *ctx
		pre.edges = nil
		for _, e := range ctx.edges {
			if preEq[e.eq] {
				pre.edges = append(pre.edges, e)
			}
		}
		selfLoop := false
		for _, j := range succ[comp[0]] {
			selfLoop = selfLoop || in[j]
		}
		if len(comp) == 1 && !selfLoop {
			groups = append(groups, group{eqs: eqs, count: Int(1)})
			ctx.count[eqs[0]] = Int(1)
			continue
		}
		var starts, entered, preds []*normEq
		for _, i := range comp {
			first := recEqs[i].rel == ctx.entry
			if first {
				entered = append(entered, recEqs[i])
			}
			for j := range recEqs {
				if in[j] {
					continue
				}
				for _, k := range succ[j] {
					first = first || k == i
				}
			}
			if first {
				starts = append(starts, recEqs[i])
			}
		}
		for j := range recEqs {
			if in[j] {
				continue
			}
			for _, k := range succ[j] {
				if in[k] {
					preds = append(preds, recEqs[j])
					break
				}
			}
		}
		pcount := map[*normEq]*Expr{}
		gs, err := st.rankRounds(ctx, eqs, pcount, &phase{eqs: eqs, pre: &pre, starts: starts, entered: entered, preds: preds}, false)
		if err != nil {
			return nil, err
		}
		for _, g := range gs {
			for _, eq := range g.eqs {
				ctx.count[eq] = g.count
			}
		}
		groups = append(groups, gs...)
	}
	return groups, nil
}

// mayFollow reports whether b may apply right after a: a's constraints
// and b's constraints at a's call are satisfiable together.
//
// The answer depends on a and b only (a's call into its own component,
// the constraints of both, which no longer change once newState is
// done), so it is memoised per pair.
func (st *state) mayFollow(ctx *sccCtx, a, b *normEq) bool {
	call := ctx.sccCall(st, a)
	if b.rel != call.Key() {
		return false
	}
	pair := [2]*normEq{a, b}
	if v, ok := st.follows[pair]; ok {
		return v
	}
	v := st.mayFollowNew(call, a, b)
	if st.follows == nil {
		st.follows = map[[2]*normEq]bool{}
	}
	st.follows[pair] = v
	return v
}

// mayFollowNew is mayFollow's answer for a's call into the component.
func (st *state) mayFollowNew(call Term, a, b *normEq) bool {
	m := map[string]Lin{}
	for i, arg := range call.Args {
		m[headVar(i)] = arg
	}
	for _, v := range b.vars {
		if _, ok := m[v]; !ok {
			m[v] = LinVar("next'" + v)
		}
	}
	p := append(Poly{}, a.cons...)
	for _, c := range b.cons {
		p = append(p, Cons{L: c.L.Subst(m), Eq: c.Eq})
	}
	return st.intFeasible(p)
}

// intFeasible reports whether p may have an integer solution: false when
// eliminating the variables that equalities with unit coefficients define
// leaves an equality whose coefficients' gcd does not divide its constant
// (2*C - 1 = 2*D), or when p has no rational solution.
func (st *state) intFeasible(p Poly) bool {
	if !noIntFeasible {
		vars := map[string]bool{}
		for _, v := range p.Vars() {
			vars[v] = true
		}
		// reduceEq keeps the #-variables: rename them so that it may
		// eliminate them too.
		m := map[string]Lin{}
		for v := range vars {
			if strings.HasPrefix(v, "#") {
				m[v] = LinVar("head'" + v)
			}
		}
		q := make(Poly, len(p))
		for i, c := range p {
			q[i] = Cons{L: c.L.Subst(m), Eq: c.Eq}
		}
		r := reduceEq(&normEq{cons: q, cost: Int(0)}, st.stop)
		if r.dead {
			return false
		}
		p = r.cons
	}
	f, err := p.feasibleD(st.stop)
	return f || err != nil
}

// sccsOf returns the strongly connected components of a graph on 0..n-1
// in topological order (sources first).
func sccsOf(n int, succ [][]int) [][]int {
	index := make([]int, n)
	low := make([]int, n)
	on := make([]bool, n)
	for i := range index {
		index[i] = -1
	}
	var stack []int
	var comps [][]int
	k := 0
	var visit func(v int)
	visit = func(v int) {
		index[v], low[v] = k, k
		k++
		stack = append(stack, v)
		on[v] = true
		for _, w := range succ[v] {
			if index[w] < 0 {
				visit(w)
				low[v] = min(low[v], low[w])
			} else if on[w] {
				low[v] = min(low[v], index[w])
			}
		}
		if low[v] == index[v] {
			var c []int
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				on[w] = false
				c = append(c, w)
				if w == v {
					break
				}
			}
			comps = append(comps, c)
		}
	}
	for v := 0; v < n; v++ {
		if index[v] < 0 {
			visit(v)
		}
	}
	// Tarjan's algorithm finds sinks first.
	for i, j := 0, len(comps)-1; i < j; i, j = i+1, j-1 {
		comps[i], comps[j] = comps[j], comps[i]
	}
	return comps
}

// rankRounds bounds the applications of recEqs in rounds: each round
// ranks one more equation (and those its function also ranks), and later
// rounds may pay for increases by the equations counted earlier (count,
// filled as they are found). With ph, recEqs are one phase (rankPhases).
func (st *state) rankRounds(ctx *sccCtx, recEqs []*normEq, count map[*normEq]*Expr, ph *phase, firstApart bool) ([]group, error) {
	unbounded := append([]*normEq{}, recEqs...)
	var groups []group
	// An equation that no recursive equation can follow applies at most
	// once: the chain ends after it. With firstApart, so does one that
	// may follow none of them: the chain starts with it.
	var rest []*normEq
	for _, eq := range unbounded {
		if ph == nil && (st.lastInChain(ctx, eq, recEqs) || firstApart && st.firstInChain(ctx, eq, recEqs)) {
			groups = append(groups, group{eqs: []*normEq{eq}, count: Int(1)})
			count[eq] = Int(1)
		} else {
			rest = append(rest, eq)
		}
	}
	unbounded = rest
	last := len(groups) // groups[:last] end the chain
	// cut counts the equations left unbounded by a later round, where
	// they form no cycle (cutCounts): kept where below the rounds'.
	var cut map[*normEq]*Expr
	for len(unbounded) > 0 {
		if err := st.checkTime(); err != nil {
			return nil, err
		}
		// (After the first round only: a later cut would pay for the
		// segments with the counts of inner loops too.)
		if ph == nil && len(groups) == last+1 {
			if gs, ok := st.cutCounts(ctx, groups[last:], unbounded); ok {
				for _, g := range gs {
					for _, eq := range g.eqs {
						count[eq] = g.count
					}
				}
				return append(groups, gs...), nil
			}
		}
		if ph == nil && len(groups) > last+1 && cut == nil && !noLaterCut {
			if gs, ok := st.cutCounts(ctx, groups[last:], unbounded); ok {
				cut = map[*normEq]*Expr{}
				for _, g := range gs {
					for _, eq := range g.eqs {
						cut[eq] = g.count
					}
				}
			}
		}
		progress := false
		for _, target := range unbounded {
			g, ok, err := st.rankOne(ctx, target, unbounded, recEqs, count, ph)
			if err != nil {
				return nil, err
			}
			if !ok {
				continue
			}
			groups = append(groups, g)
			done := map[*normEq]bool{}
			for _, eq := range g.eqs {
				done[eq] = true
				count[eq] = g.count
			}
			var rest []*normEq
			for _, eq := range unbounded {
				if !done[eq] {
					rest = append(rest, eq)
				}
			}
			unbounded = rest
			progress = true
			break
		}
		if !progress {
			if cut != nil {
				// The equations left are counted by the cut's segments.
				for _, eq := range unbounded {
					groups = append(groups, group{eqs: []*normEq{eq}, count: cut[eq]})
					count[eq] = cut[eq]
				}
				return st.cutIfBelow(ctx, groups, count, cut), nil
			}
			if st.opt.Terminating && !noMayLoop && st.freeLoop(ctx, unbounded) {
				return groups, nil
			}
			var lines []string
			for _, eq := range unbounded {
				lines = append(lines, fmt.Sprintf("%s (line %d)", eq.rel, eq.src.Pos.Line))
			}
			return nil, fmt.Errorf("no ranking function found for the recursive equations %s", strings.Join(lines, ", "))
		}
	}
	return st.cutIfBelow(ctx, groups, count, cut), nil
}

// cutIfBelow replaces the count of each group whose equations a later
// round's cut counts (cut: cutCounts' count per equation, after the
// first round counted more than one group) by the cut's, where that is
// below it. Both bound the group's applications: a round's ranking
// function, paying for the increases by the equations counted before
// it, and the cut's segments between counted applications. Rounds that
// pay for each other along a loop body of many joins multiply their
// counts by the number of paths at every join; the cut's is their sum.
func (st *state) cutIfBelow(ctx *sccCtx, groups []group, count map[*normEq]*Expr, cut map[*normEq]*Expr) []group {
	if cut == nil {
		return groups
	}
	for i, g := range groups {
		var cs []*Expr
		for _, eq := range g.eqs {
			c, ok := cut[eq]
			if !ok {
				cs = nil
				break
			}
			cs = append(cs, c)
		}
		if cs == nil {
			continue
		}
		c := Max(cs...)
		if !below(c, g.count, st.entryPre[ctx.entry]) {
			continue
		}
		groups[i].count = c
		for _, eq := range g.eqs {
			count[eq] = c
		}
	}
	return groups
}

// cutCounts bounds the applications of the equations left unbounded by
// those of the groups counted so far (ranked: each is followed by a
// recursive equation or may be), where the unbounded equations alone
// form no cycle over the component's relations: then a derivation is
// segments of unbounded equations separated by applications of counted
// ones, each segment a path that visits a relation at most once. So the
// unbounded equations of one relation apply at most once per segment,
// and there are at most the counted applications plus one segments (the
// one before the first, only where the entry relation has unbounded
// equations, and it reaches only the relations that a path of them from
// the entry does). One group per relation, with that count: a loop body of
// many joins (a superstep per join) is counted by its iterations, where
// rounds of ranking functions pay for each join's increases with the
// counts of the others (products of the number of paths). rankRounds
// tries it once the first round has counted a group.
func (st *state) cutCounts(ctx *sccCtx, counted []group, unbounded []*normEq) ([]group, bool) {
	if noCutCounts {
		return nil, false
	}
	byRel := map[string][]*normEq{}
	var rels []string
	next := map[string][]string{}
	first := false
	for _, eq := range unbounded {
		if byRel[eq.rel] == nil {
			rels = append(rels, eq.rel)
		}
		byRel[eq.rel] = append(byRel[eq.rel], eq)
		next[eq.rel] = append(next[eq.rel], ctx.sccCall(st, eq).Key())
		first = first || eq.rel == ctx.entry
	}
	// Acyclic: a depth-first search finds no relation on its own path.
	state := map[string]int{} // 1: on the path, 2: done
	var cyclic func(r string) bool
	cyclic = func(r string) bool {
		switch state[r] {
		case 1:
			return true
		case 2:
			return false
		}
		state[r] = 1
		for _, q := range next[r] {
			if cyclic(q) {
				return true
			}
		}
		state[r] = 2
		return false
	}
	for _, r := range rels {
		if cyclic(r) {
			return nil, false
		}
	}
	var parts []*Expr
	for _, g := range counted {
		parts = append(parts, g.count)
	}
	c := Add(parts...)
	// The segment before the first counted application is a path from
	// the entry: only the relations it can reach have one more.
	before := map[string]bool{}
	var reach func(r string)
	reach = func(r string) {
		if before[r] || byRel[r] == nil {
			return
		}
		before[r] = true
		for _, q := range next[r] {
			reach(q)
		}
	}
	if first && !noCutFirst {
		reach(ctx.entry)
	}
	c1 := Add(c, Int(1))
	var gs []group
	for _, r := range rels {
		g := group{eqs: byRel[r], count: c}
		if before[r] || first && noCutFirst {
			g.count = c1
		}
		gs = append(gs, g)
	}
	return gs, true
}

// freeLoop reports whether the equations left without a ranking function
// cost at most 0 per application (with their callees), recording them in
// st.mayLoop. Under Options.Terminating that bounds the loop: every
// ranking function found before does not increase on them (rankOne), so
// the other equations stay counted; these ones apply finitely often in a
// complete evaluation, at no cost, so they need no count (loopCost adds
// the groups only; sizeBound treats an uncounted equation's increase as
// unbounded).
func (st *state) freeLoop(ctx *sccCtx, eqs []*normEq) bool {
	for _, eq := range eqs {
		c, err := st.eqCost(eq, ctx.entry, false)
		if err != nil {
			return false
		}
		b, err := st.boundExpr(c, true, eq, ctx)
		if err != nil {
			return false
		}
		if v, ok := b.IsConst(); !ok || v.Sign() > 0 {
			return false
		}
	}
	st.noteMayLoop(ctx, eqs)
	return true
}

// noteMayLoop records eqs as a loop of ctx that may not terminate.
func (st *state) noteMayLoop(ctx *sccCtx, eqs []*normEq) {
	var lines []string
	seen := map[string]bool{}
	for _, eq := range eqs {
		// (Equations unfolded from one share its line.)
		l := fmt.Sprintf("%s (line %d)", eq.rel, eq.src.Pos.Line)
		if !seen[l] {
			seen[l] = true
			lines = append(lines, l)
		}
	}
	if st.mayLoop == nil {
		st.mayLoop = map[string][]string{}
	}
	st.mayLoop[ctx.entry] = lines
}

// rankOne tries to bound the applications of target: a linear function
// per relation of the component that is >= 1 and decreases by >= 1 on
// target, and does not increase on the other unbounded equations.
// Equations already bounded may increase it; each increase is paid for by
// their count times a bound of the increase. Failing that, a function that
// target halves gives a logarithmic count.
func (st *state) rankOne(ctx *sccCtx, target *normEq, unbounded, all []*normEq, count map[*normEq]*Expr, ph *phase) (group, bool, error) {
	if ph != nil {
		return st.rankLinear(ctx, target, unbounded, count, ph)
	}
	// A halving needs a constraint with a coefficient other than +-1
	// (2*Y =< X); only then is the logarithmic LP worth its time, and it
	// is tried first because it gives the smaller count.
	if hasScaledCoef(target.cons) {
		if g, ok, err := st.rankLog(ctx, target, unbounded, all, count); err != nil || ok {
			return g, ok, err
		}
	}
	if scaledCall(ctx.sccCall(st, target)) {
		if g, ok, err := st.rankGrow(ctx, target, unbounded, all, count); err != nil || ok {
			return g, ok, err
		}
	}
	if g, ok, err := st.rankDiv(ctx, target, unbounded, all, count); err != nil || ok {
		return g, ok, err
	}
	return st.rankLinear(ctx, target, unbounded, count, nil)
}

// rankLinear is rankOne's linear ranking function (with the minimum of
// the counts of alternative functions).
func (st *state) rankLinear(ctx *sccCtx, target *normEq, unbounded []*normEq, count map[*normEq]*Expr, ph *phase) (group, bool, error) {
	rho, ok, err := st.findRanking(ctx, target, unbounded, RatInt(1), false, nil)
	if err != nil || !ok {
		return group{}, false, err
	}
	g := group{}
	for _, eq := range unbounded {
		if eq == target || st.decreases(ctx, eq, rho, false) {
			g.eqs = append(g.eqs, eq)
		}
	}
	c, ok := st.rankCount(ctx, rho, count, ph)
	if !ok {
		return group{}, false, nil
	}
	counts := []*Expr{c}
	// Other ranking functions of the same group without one of rho's
	// variables give other valid counts; their minimum is one too
	// (min(nat(A), nat(B)) for a loop that decrements both).
	if len(ctx.rels) == 1 && ctx.arity[ctx.entry] <= 8 {
		for _, k := range rho[ctx.entry].Vars() {
			alt, ok, err := st.findRanking(ctx, target, unbounded, RatInt(1), false, map[string]bool{k: true})
			if err != nil || !ok {
				continue
			}
			same := true
			for _, eq := range g.eqs {
				if eq != target && !st.decreases(ctx, eq, alt, false) {
					same = false
				}
			}
			if !same {
				continue
			}
			if c, ok := st.rankCount(ctx, alt, count, ph); ok {
				counts = append(counts, c)
			}
		}
	}
	g.count = integralCount(Min(counts...))
	return g, true, nil
}

// rankCount is the count bound that rho gives: nat(rho at the entry) plus,
// for each bounded equation that may increase rho, its count times a
// bound of the increase. ok is false when an increase has no bound. With
// a phase, rho's value at the phase's first state replaces its value at
// the entry: the largest, over the equations that may start the phase, of
// rho's bound in the context of the equations that may lead there (0 when
// none can: the phase is never entered).
func (st *state) rankCount(ctx *sccCtx, rho map[string]Lin, count map[*normEq]*Expr, ph *phase) (*Expr, bool) {
	start := Nat(rho[ctx.entry].Expr())
	if ph != nil {
		us := []*Expr{Int(0)}
		for _, eq := range ph.starts {
			u, err := st.boundLin(rho[eq.rel], true, eq, ph.pre)
			if err != nil {
				return nil, false
			}
			us = append(us, Nat(u))
		}
		start = Max(us...)
		if !noPredStarts {
			// rho at the phase's first state, bounded where it is set:
			// at the entry, or by the call of the equation before (a
			// loop entered with A = 3 after a guard A = 3 or A = -3).
			// Kept when it depends on fewer variables, or is below at
			// every point (a phase that only a first iteration can
			// lead to: one iteration fewer).
			vs := []*Expr{Int(0)}
			ok := true
			for _, eq := range ph.entered {
				// Entered from outside: the entry's facts hold too
				// (they may rule the equation out: a flag C = 0 at the
				// entry and C = 1 in the phase).
				if pre := st.entryPre[ctx.entry]; len(pre) > 0 {
					in := *eq
					in.cons = append(append(Poly{}, eq.cons...), pre...)
					if !st.intFeasible(in.cons) {
						continue
					}
					eq = &in
				}
				u, err := st.boundLin(rho[eq.rel], true, eq, ph.pre)
				if ok = ok && err == nil; ok {
					vs = append(vs, Nat(u))
				}
			}
			for _, eq := range ph.preds {
				call := ctx.sccCall(st, eq)
				u, err := st.boundLin(substArgs(rho[call.Key()], call.Args), true, eq, ph.pre)
				if ok = ok && err == nil; ok {
					vs = append(vs, Nat(u))
				}
			}
			if ok {
				if alt := Max(vs...); fewerVars(alt, start) || !noSmallerStart && below(alt, start, st.entryPre[ctx.entry]) {
					start = alt
				}
			}
		}
	}
	terms := []*Expr{start}
	for eq, c := range count {
		call := ctx.sccCall(st, eq)
		inc := st.applyRho(rho, call).AddScaled(ratMinusOne, st.headRho(rho, eq.rel))
		if eq.cons.impliesD(st.stop, inc.Scale(ratMinusOne)) {
			continue // does not increase rho
		}
		b, err := st.boundExpr(Nat(inc.Expr()), true, eq, ctx)
		if err != nil {
			return nil, false
		}
		terms = append(terms, Mul(c, b))
	}
	return Add(terms...), true
}

// rankLog tries a logarithmic count: rho(call) <= rho(head)/2 on target,
// rho >= 1 there, and no increase anywhere else in the component.
func (st *state) rankLog(ctx *sccCtx, target *normEq, unbounded, all []*normEq, count map[*normEq]*Expr) (group, bool, error) {
	rho, ok, err := st.findRanking(ctx, target, unbounded, RatInt(2), true, nil)
	if err != nil || !ok {
		return group{}, false, err
	}
	for _, eq := range all {
		if _, bounded := count[eq]; bounded && !st.decreases(ctx, eq, rho, true) {
			return group{}, false, nil
		}
	}
	g := group{eqs: []*normEq{target}, count: Add(Floor(Log2(rho[ctx.entry].Expr())), Int(1))}
	return g, true, nil
}

// headRho is rho of eq's relation at its head; applyRho at a call.
func (st *state) headRho(rho map[string]Lin, rel string) Lin { return rho[rel] }

func (st *state) applyRho(rho map[string]Lin, call Term) Lin {
	return rho[call.Key()].substHead(call.Args)
}

// decreases checks whether rho also ranks eq (>= 1 and decreasing by 1),
// or, with weak, merely does not increase on it.
func (st *state) decreases(ctx *sccCtx, eq *normEq, rho map[string]Lin, weak bool) bool {
	call := ctx.sccCall(st, eq)
	d := st.headRho(rho, eq.rel).AddScaled(ratMinusOne, st.applyRho(rho, call))
	if weak {
		return eq.cons.impliesD(st.stop, d)
	}
	return eq.cons.impliesD(st.stop, d.AddScaled(ratMinusOne, NewLin(ratOne))) &&
		eq.cons.impliesD(st.stop, st.headRho(rho, eq.rel).AddScaled(ratMinusOne, NewLin(ratOne)))
}

// findRanking solves the LP for a ranking function: on target rho >= 1
// and rho(head) - factor*rho(call) >= 1 (log: >= 0 with factor 2); on
// the other unbounded equations rho(head) - rho(call) >= 0.
func (st *state) findRanking(ctx *sccCtx, target *normEq, unbounded []*normEq, factor *big.Rat, log bool, forbid map[string]bool) (map[string]Lin, bool, error) {
	rho, ok, err := st.solveRanking(ctx, target, unbounded, factor, log, false, forbid)
	if err != nil || ok || !st.lpRefused || noCarriedRanking {
		return rho, ok, err
	}
	return st.carriedRanking(ctx, target, unbounded, factor, log, forbid)
}

// carriedRanking is findRanking over the component's carried positions
// only, for a component whose LP was too large to be solved: positions
// that every call within the component passes a linear function of the
// caller's carried positions (a loop's counter, bound and step, passed
// along its body's joins and stepped at the end). Each equation keeps
// only its constraints over carried head variables. A function found so
// is a ranking function of the whole component: it reads no other
// position, and what fewer constraints imply the equation's own imply.
// Where a loop's body joins paths many times (the many equations of a
// body with branches in sequence) the full LP has a row per variable and
// a column per constraint of every equation, past the size limit, while
// the counter alone decides the count.
func (st *state) carriedRanking(ctx *sccCtx, target *normEq, unbounded []*normEq, factor *big.Rat, log bool, forbid map[string]bool) (map[string]Lin, bool, error) {
	// (The same for every ranking the component asks for: made once.)
	if ctx.slimCarried == nil {
		ctx.slimCarried = st.slimPositions(ctx, st.carriedPositions(ctx), nil)
		ctx.carried = nil
	}
	if ctx.carried == nil {
		ctx.carried = st.newCarriedMemo(ctx)
	}
	cm := ctx.carried
	// Equations that the narrowing makes the same (the same call, the
	// same carried arguments and constraints) give the same rows: one of
	// each is enough, the target's own kept.
	var sub []*normEq
	var subTarget *normEq
	seen := map[int]bool{}
	var key strings.Builder
	fmt.Fprintf(&key, "%s|%v|", factor.RatString(), log)
	if len(forbid) > 0 {
		fs := make([]string, 0, len(forbid))
		for v := range forbid {
			fs = append(fs, v)
		}
		sort.Strings(fs)
		key.WriteString(strings.Join(fs, ","))
	}
	key.WriteString("|")
	if target != nil {
		n := cm.narrow(st, target)
		subTarget = n.eq
		seen[n.id] = true
		sub = append(sub, subTarget)
		fmt.Fprintf(&key, "t%d", n.id)
	}
	for _, eq := range unbounded {
		if eq == target {
			continue
		}
		if n := cm.narrow(st, eq); !seen[n.id] {
			seen[n.id] = true
			sub = append(sub, n.eq)
			fmt.Fprintf(&key, ",%d", n.id)
		}
	}
	// The same rows in the same order are the same linear program: the
	// answer of the first is the answer (the many targets of one round
	// that the narrowing makes one equation).
	k := key.String()
	if a, ok := cm.answers[k]; ok && !noCarriedMemo {
		return a.rho, a.ok, nil
	}
	rho, ok, err := st.solveRanking(cm.slim, subTarget, sub, factor, log, false, forbid)
	if err == nil {
		cm.answers[k] = rankAnswer{rho, ok}
	}
	return rho, ok, err
}

// carriedMemo is what carriedRanking makes once per component and set
// of carried positions: the narrowed context, each equation narrowed
// (with an id shared by the equations the narrowing makes the same),
// and the answers of the linear programs solved so far.
type carriedMemo struct {
	carried map[string][]bool
	slim    *sccCtx
	eqs     map[*normEq]narrowEq
	ids     map[string]int
	answers map[string]rankAnswer
}

// narrowEq is an equation narrowed to the carried positions, and the id
// of its rows.
type narrowEq struct {
	eq *normEq
	id int
}

// rankAnswer is a ranking LP's answer: rho when ok.
type rankAnswer struct {
	rho map[string]Lin
	ok  bool
}

// newCarriedMemo is carriedRanking's memo for ctx's carried positions
// (ctx.slimCarried).
func (st *state) newCarriedMemo(ctx *sccCtx) *carriedMemo {
	carried := ctx.slimCarried
	slim := &sccCtx{entry: ctx.entry, rels: ctx.rels, arity: ctx.arity, relevant: map[string][]bool{}}
	for _, r := range ctx.rels {
		m := make([]bool, ctx.arity[r])
		for i := range m {
			m[i] = carried[r][i] && (ctx.relevant[r] == nil || i < len(ctx.relevant[r]) && ctx.relevant[r][i])
		}
		slim.relevant[r] = m
	}
	return &carriedMemo{carried: carried, slim: slim, eqs: map[*normEq]narrowEq{}, ids: map[string]int{}, answers: map[string]rankAnswer{}}
}

// narrow is eq with only its constraints over carried positions, and the
// id of the rows it gives (its relation, its call, the call's carried
// arguments, its constraints as a set).
func (cm *carriedMemo) narrow(st *state, eq *normEq) narrowEq {
	if n, ok := cm.eqs[eq]; ok {
		return n
	}
	k := keepMarked(eq, cm.carried[eq.rel])
	call := cm.slim.sccCall(st, k)
	var b strings.Builder
	b.WriteString(k.rel + "|" + call.Key())
	m := cm.slim.relevant[call.Key()]
	for i, a := range call.Args {
		if i < len(m) && m[i] {
			fmt.Fprintf(&b, "|%d:%s", i, a.String())
		}
	}
	cs := make([]string, len(k.cons))
	for i, c := range k.cons {
		cs[i] = c.String()
	}
	sort.Strings(cs)
	b.WriteString("|" + strings.Join(cs, ","))
	id, ok := cm.ids[b.String()]
	if !ok {
		id = len(cm.ids)
		cm.ids[b.String()] = id
	}
	n := narrowEq{k, id}
	cm.eqs[eq] = n
	return n
}

// keepMarked is eq with only its constraints over the head variables of
// the marked positions (a weaker equation: what its constraints imply,
// eq's imply).
func keepMarked(eq *normEq, c []bool) *normEq {
	var cons Poly
	for _, k := range eq.cons {
		ok := true
		for _, t := range k.L.Terms {
			i, isHead := headIndex(t.Var)
			if !isHead || i >= len(c) || !c[i] {
				ok = false
				break
			}
		}
		if ok {
			cons = append(cons, k)
		}
	}
	out := *eq
	out.cons = cons
	return &out
}

// slimPositions narrows the carried positions to those a ranking
// function of a loop's counter reads: the positions some call changes
// (the counter, and what its step reads), those passed along unchanged
// from or to such a position, and the positions that a constraint over
// carried positions relates to a changed one (the loop's bound, its
// step), passed along too. The parameters that only pass through stay
// out, and with them the constraints over them alone.
func (st *state) slimPositions(ctx *sccCtx, carried map[string][]bool, seeds map[string][]int) map[string][]bool {
	mark := map[string][]bool{}
	for r, m := range carried {
		mark[r] = make([]bool, len(m))
	}
	set := func(r string, i int) bool {
		if i < len(mark[r]) && carried[r][i] && !mark[r][i] {
			mark[r][i] = true
			return true
		}
		return false
	}
	for r, is := range seeds {
		for _, i := range is {
			set(r, i)
		}
	}
	for _, e := range ctx.edges {
		g := e.call.Key()
		for i, a := range e.call.Args {
			if i >= len(carried[g]) || !carried[g][i] {
				continue
			}
			if same := len(a.Terms) == 1 && a.Const.Sign() == 0 && RatCmp(a.Terms[0].K, ratOne) == 0; same {
				if _, isHead := headIndex(a.Terms[0].Var); isHead {
					continue
				}
			}
			set(g, i)
			for _, t := range a.Terms {
				if j, isHead := headIndex(t.Var); isHead {
					set(e.eq.rel, j)
				}
			}
		}
	}
	propagate := func() {
		for changed := true; changed; {
			changed = false
			for _, e := range ctx.edges {
				g := e.call.Key()
				for i, a := range e.call.Args {
					if len(a.Terms) != 1 || a.Const.Sign() != 0 || RatCmp(a.Terms[0].K, ratOne) != 0 {
						continue
					}
					j, isHead := headIndex(a.Terms[0].Var)
					if !isHead || j >= len(mark[e.eq.rel]) || i >= len(mark[g]) {
						continue
					}
					if mark[g][i] || mark[e.eq.rel][j] {
						changed = set(g, i) || changed
						changed = set(e.eq.rel, j) || changed
					}
				}
			}
		}
	}
	propagate()
	// One round of neighbours: a constraint over carried positions that
	// reads a marked one marks the others it reads.
	var add [][2]any
	for _, r := range ctx.rels {
		for _, eq := range st.eqs[r] {
			for _, c := range eq.cons {
				hit, all := false, true
				var js []int
				for _, t := range c.L.Terms {
					j, isHead := headIndex(t.Var)
					if !isHead || j >= len(carried[r]) || !carried[r][j] {
						all = false
						break
					}
					js = append(js, j)
					hit = hit || mark[r][j]
				}
				if hit && all {
					for _, j := range js {
						add = append(add, [2]any{r, j})
					}
				}
			}
		}
	}
	for _, a := range add {
		set(a[0].(string), a[1].(int))
	}
	propagate()
	return mark
}

// carriedPositions marks, per relation of the component, the positions
// that every call within it passes a linear function of the caller's
// marked positions (a greatest fixpoint: all marked, then unmarked where
// a call's argument reads anything else).
func (st *state) carriedPositions(ctx *sccCtx) map[string][]bool {
	carried := map[string][]bool{}
	for _, r := range ctx.rels {
		m := make([]bool, ctx.arity[r])
		for i := range m {
			m[i] = true
		}
		carried[r] = m
	}
	for changed := true; changed; {
		changed = false
		for _, e := range ctx.edges {
			f, g := carried[e.eq.rel], carried[e.call.Key()]
			for i, a := range e.call.Args {
				if i >= len(g) || !g[i] {
					continue
				}
				for _, t := range a.Terms {
					j, isHead := headIndex(t.Var)
					if !isHead || j >= len(f) || !f[j] {
						g[i] = false
						changed = true
						break
					}
				}
			}
		}
	}
	return carried
}

// solveRanking is findRanking, or with grow the reverse LP of rankGrow:
// on target rho >= 1 and rho(call) - factor*rho(head) >= 0, on the other
// unbounded equations rho(call) - rho(head) >= 0.
func (st *state) solveRanking(ctx *sccCtx, target *normEq, unbounded []*normEq, factor *big.Rat, log, grow bool, forbid map[string]bool) (map[string]Lin, bool, error) {
	if !noRankSize && st.rankTooLarge(ctx, target, unbounded, forbid) {
		// (What building it would end in, without the work of the rows
		// written before the size is passed.)
		if err := st.checkTime(); err != nil {
			return nil, false, err
		}
		st.lpRefused = true
		return nil, false, nil
	}
	prog := st.newLP()
	funcs := map[string]locFunc{}
	for _, r := range ctx.rels {
		funcs[r] = newLocFuncMask(prog, ctx.arity[r], ctx.relevant[r])
	}
	// forbid: head variables of the entry whose coefficient must be 0
	// (a position left out of the mask, j < 0, has none).
	for v := range forbid {
		for i, j := range funcs[ctx.entry].coef {
			if j >= 0 && headVar(i) == v {
				prog.addRow(map[int]*big.Rat{j: RatInt(1)}, lpEQ, RatInt(0))
			}
		}
	}
	for _, eq := range unbounded {
		if prog.stopped() {
			break // (solve reports why)
		}
		call := ctx.sccCall(st, eq)
		head := funcs[eq.rel].head()
		at := funcs[call.Key()].at(call.Args)
		if eq == target || target == nil {
			var t tmpl
			if grow {
				t = at.addScaled(RatNeg(factor), head)
			} else {
				t = head.addScaled(RatNeg(factor), at)
				if !log {
					t.c.c = ratSub(t.c.c, ratOne)
				}
			}
			farkas(prog, eq.cons, t)
			h := head.addScaled(ratOne, newTmpl())
			h.c.c = ratSub(h.c.c, ratOne)
			farkas(prog, eq.cons, h)
			continue
		}
		if grow {
			farkas(prog, eq.cons, at.addScaled(ratMinusOne, head))
		} else {
			farkas(prog, eq.cons, head.addScaled(ratMinusOne, at))
		}
	}
	funcs[ctx.entry].l1Objective(prog)
	if rankHook != nil {
		rankHook()
	}
	// Likely infeasible where the program for an equation of the same
	// relation, of the same kind, was (lp.nominal): a loop's rounds ask
	// each of its equations in turn, and most fail alike.
	kind := rankKind(target, factor, log, grow, forbid)
	if !noFastFirst {
		prog.nominal = ctx.rankNoSol[kind]
	}
	w0 := st.stop.worked()
	status, x, err := prog.solveAny()
	if err == nil && status == lpInfeasible && prog.nominal == 0 && !noFastFirst {
		if ctx.rankNoSol == nil {
			ctx.rankNoSol = map[string]int64{}
		}
		ctx.rankNoSol[kind] = st.stop.worked() - w0
	}
	st.lpRefused = err == errLPWork
	if err != nil {
		if err == errLPWork {
			return nil, false, nil
		}
		return nil, false, err
	}
	if status != lpOptimal {
		return nil, false, nil
	}
	rho := map[string]Lin{}
	for r, f := range funcs {
		rho[r] = f.value(x)
	}
	return rho, true, nil
}

// rankKind names solveRanking's kind of program: the target's relation,
// the factor, logarithmic or growing, and the forbidden variables.
func rankKind(target *normEq, factor *big.Rat, log, grow bool, forbid map[string]bool) string {
	rel := ""
	if target != nil {
		rel = target.rel
	}
	vs := make([]string, 0, len(forbid))
	for v := range forbid {
		vs = append(vs, v)
	}
	sort.Strings(vs)
	return fmt.Sprintf("%s|%s|%v|%v|%s", rel, factor.RatString(), log, grow, strings.Join(vs, ","))
}

// rankTooLarge reports whether solveRanking's linear program has more
// rows times variables than maxTableauCells, which its building would
// end in (lp.stopped: errLPWork), from the rows and variables each
// equation adds (rankSizeOf). A program of a component of many joins,
// asked again for each target of each round, is refused so without
// writing its rows each time.
func (st *state) rankTooLarge(ctx *sccCtx, target *normEq, unbounded []*normEq, forbid map[string]bool) bool {
	var rows, vars int64
	for _, r := range ctx.rels {
		vars++
		for i := 0; i < ctx.arity[r]; i++ {
			if usedPos(ctx.relevant[r], i) {
				vars++
			}
		}
	}
	for v := range forbid {
		for i := 0; i < ctx.arity[ctx.entry]; i++ {
			if usedPos(ctx.relevant[ctx.entry], i) && headVar(i) == v {
				rows++
			}
		}
	}
	// The tableau's columns: a column per variable, a second one per
	// free variable (the functions' coefficients, the multipliers of
	// equalities), a slack per inequality row (farkas writes one) and an
	// artificial per row.
	free, slacks := vars, int64(0)
	for _, eq := range unbounded {
		sz := st.rankSizeOf(ctx, eq)
		n := int64(1)
		if eq == target || target == nil {
			rows += sz.headRows
			n = 2
		}
		rows += sz.rows
		vars += n * sz.vars
		free += n * sz.eqs
		slacks += n
	}
	max := int64(maxTableauCells)
	// lp.stopped's test while it is built, then prepare's.
	return rows > max || vars > max || rows*vars > max || rows*(vars+free+slacks+rows) > max
}

// usedPos is whether newLocFuncMask gives position i a coefficient
// under the mask use.
func usedPos(use []bool, i int) bool { return use == nil || i >= len(use) || use[i] }

// rankSize is what solveRanking's farkas calls for an equation add to
// its program: rows and vars for the step's template (over the
// constraints' variables and the function's at the head and at the
// call; eqs of the vars are free: the multipliers of equalities), and
// headRows more for the target's rho >= 1 at the head (with vars more
// again).
type rankSize struct{ rows, vars, eqs, headRows int64 }

// rankSizeOf is eq's rankSize in ctx (made once per equation).
func (st *state) rankSizeOf(ctx *sccCtx, eq *normEq) rankSize {
	if sz, ok := ctx.rankSizes[eq]; ok {
		return sz
	}
	seen := map[string]bool{}
	for _, c := range eq.cons {
		for _, t := range c.L.Terms {
			seen[t.Var] = true
		}
	}
	for i := 0; i < ctx.arity[eq.rel]; i++ {
		if usedPos(ctx.relevant[eq.rel], i) {
			seen[headVar(i)] = true
		}
	}
	headRows := int64(len(seen)) + 1
	call := ctx.sccCall(st, eq)
	use := ctx.relevant[call.Key()]
	for i, a := range call.Args {
		if !usedPos(use, i) {
			continue
		}
		for _, t := range a.Terms {
			seen[t.Var] = true
		}
	}
	sz := rankSize{rows: int64(len(seen)) + 1, vars: int64(len(eq.cons)), headRows: headRows}
	for _, c := range eq.cons {
		if c.Eq {
			sz.eqs++
		}
	}
	if ctx.rankSizes == nil {
		ctx.rankSizes = map[*normEq]rankSize{}
	}
	ctx.rankSizes[eq] = sz
	return sz
}

// solveTree bounds a component with multiple recursion: a function that
// is >= 1 on every recursive equation and decreases by >= 1 on every
// recursive call bounds the depth D; at most b^D nodes of each kind.
func (st *state) solveTree(ctx *sccCtx, recEqs []*normEq, b int, exit *Expr, cost func(*normEq) (*Expr, error)) (*Expr, error) {
	sigma, ok := st.nodeCount(ctx, recEqs)
	if !ok && !noNodeCount {
		sigma, ok = st.nodeRounds(ctx, recEqs)
	}
	if ok && !noNodeCount {
		var cs []*Expr
		for _, eq := range recEqs {
			c, err := cost(eq)
			if err != nil {
				return nil, err
			}
			cs = append(cs, Nat(c))
		}
		inner := Nat(sigma)
		leaves := Add(Mul(Int(int64(b)), inner), Int(1))
		return Add(Mul(inner, Max(cs...)), Mul(leaves, Nat(exit))), nil
	}
	prog := st.newLP()
	funcs := map[string]locFunc{}
	for _, r := range ctx.rels {
		funcs[r] = newLocFuncMask(prog, ctx.arity[r], ctx.relevant[r])
	}
	for _, eq := range recEqs {
		if prog.stopped() {
			break // (solve reports why)
		}
		head := funcs[eq.rel].head()
		h := head.addScaled(ratOne, newTmpl())
		h.c.c = ratSub(h.c.c, ratOne)
		farkas(prog, eq.cons, h)
		for _, c := range eq.calls {
			if !st.inSCC(ctx.entry, c.Key()) {
				continue
			}
			t := head.addScaled(ratMinusOne, funcs[c.Key()].at(c.Args))
			t.c.c = ratSub(t.c.c, ratOne)
			farkas(prog, eq.cons, t)
		}
	}
	funcs[ctx.entry].l1Objective(prog)
	status, x, err := prog.solveAny()
	if err != nil && err != errLPWork {
		return nil, err
	}
	if err != nil || status != lpOptimal {
		return nil, fmt.Errorf("%s (line %d): no ranking function found for the depth of its multiple recursion", ctx.entry, st.relLine(ctx.entry))
	}
	depth := Nat(funcs[ctx.entry].value(x).Expr())
	var cs []*Expr
	for _, eq := range recEqs {
		c, err := cost(eq)
		if err != nil {
			return nil, err
		}
		cs = append(cs, Nat(c))
	}
	if size, ok := st.splitSize(ctx, recEqs); ok {
		// Divide and conquer: at each depth the recursive nodes are
		// disjoint parts of size >= 1 of the entry's size, so there are
		// at most size*depth of them, and b per node plus one leaves.
		inner := Mul(Nat(size), depth)
		leaves := Add(Mul(Int(int64(b)), inner), Int(1))
		return Add(Mul(inner, Max(cs...)), Mul(leaves, Nat(exit))), nil
	}
	// b^D <= 2^(ceil(log2 b) * D)
	bits := int64(0)
	for (1 << bits) < b {
		bits++
	}
	nodes := Pow2(Mul(Int(bits), depth))
	return Mul(nodes, Add(Max(cs...), Nat(exit))), nil
}

// hasScaledCoef reports whether some constraint has a variable
// coefficient other than 1 or -1.
func hasScaledCoef(p Poly) bool {
	for _, c := range p {
		for _, t := range c.L.Terms {
			if !t.K.IsInt() || t.K.Num().CmpAbs(ratOne.Num()) != 0 {
				return true
			}
		}
	}
	return false
}

// rankDiv tries a count that divides by a parameter: in a one-relation
// component, a head variable q that no call changes, with q >= 1 on
// target, and a function rho >= 1 on target that target decreases by at
// least q and nothing else increases. Then target applies at most
// floor(nat(rho0 - 1)/q) + 1 times (the N/p of a loop i := i + p). Only
// tried when target's call steps another argument by q.
func (st *state) rankDiv(ctx *sccCtx, target *normEq, unbounded, all []*normEq, count map[*normEq]*Expr) (group, bool, error) {
	if len(ctx.rels) != 1 {
		return group{}, false, nil
	}
	call := ctx.sccCall(st, target)
	for k := range call.Args {
		q := headVar(k)
		stepped := false
		for j, a := range call.Args {
			if a.Has(q) && j != k {
				stepped = true
			}
		}
		if !stepped || !target.cons.impliesD(st.stop, varAddScaled(q, ratMinusOne, NewLin(ratOne))) {
			continue
		}
		unchanged := true
		for _, e := range ctx.edges {
			a := e.call.Args[k]
			if len(a.Terms) != 1 || a.Const.Sign() != 0 || a.Terms[0].Var != q || a.Terms[0].K.Cmp(ratOne) != 0 {
				unchanged = false
			}
		}
		if !unchanged {
			continue
		}
		prog := st.newLP()
		f := newLocFuncMask(prog, ctx.arity[ctx.entry], ctx.relevant[ctx.entry])
		for _, eq := range unbounded {
			if prog.stopped() {
				break // (solve reports why)
			}
			c := ctx.sccCall(st, eq)
			t := f.head().addScaled(ratMinusOne, f.at(c.Args))
			if eq == target {
				t = t.addScaled(ratMinusOne, tmplLin(LinVar(q)))
				h := f.head()
				h.c.c = ratSub(h.c.c, ratOne)
				farkas(prog, eq.cons, h)
			}
			farkas(prog, eq.cons, t)
		}
		f.l1Objective(prog)
		status, x, err := prog.solveAny()
		if err != nil || status != lpOptimal {
			continue
		}
		rho := map[string]Lin{ctx.entry: f.value(x)}
		ok := true
		for _, eq := range all {
			if _, bounded := count[eq]; bounded && !st.decreases(ctx, eq, rho, true) {
				ok = false
			}
		}
		if !ok {
			continue
		}
		r0 := rho[ctx.entry]
		if !noCeilSteps && integralLin(r0) {
			// rho0 integral: ceil(nat(rho0)/q) is floor((rho0 - 1)/q) + 1
			// where rho0 >= 1 and 0 where target never applies; nat(rho0)
			// stays for a caller that cannot bound q below.
			n := Nat(r0.Expr())
			return group{eqs: []*normEq{target}, count: Min(Ceil(Div(n, Var(q))), n)}, true, nil
		}
		n := Floor(Div(Nat(r0.AddScaled(ratMinusOne, NewLin(ratOne)).Expr()), Var(q)))
		// The count above is at least 1 even where target never applies
		// (rho0 < 1); q >= 1 makes nat(rho0) a count too, 0 there.
		return group{eqs: []*normEq{target}, count: Min(Add(n, Int(1)), Nat(r0.Expr()))}, true, nil
	}
	return group{}, false, nil
}

// lastInChain reports whether no recursive equation can apply right after
// eq: for each, eq's constraints and the next equation's constraints at
// eq's call are unsatisfiable together.
func (st *state) lastInChain(ctx *sccCtx, eq *normEq, recEqs []*normEq) bool {
	for _, next := range recEqs {
		if st.checkTime() != nil {
			return false
		}
		if st.mayFollow(ctx, eq, next) {
			return false
		}
	}
	return true
}

// splitSize looks for a size function sigma (linear per relation) that is
// >= 1 on every recursive equation, >= 0 at every recursive call, and
// whose values at an equation's calls sum to at most its value at the
// head: the recursion splits its input.
func (st *state) splitSize(ctx *sccCtx, recEqs []*normEq) (*Expr, bool) {
	prog := st.newLP()
	funcs := map[string]locFunc{}
	for _, r := range ctx.rels {
		funcs[r] = newLocFuncMask(prog, ctx.arity[r], ctx.relevant[r])
	}
	for _, eq := range recEqs {
		if prog.stopped() {
			break // (solve reports why)
		}
		head := funcs[eq.rel].head()
		h := head.addScaled(ratOne, newTmpl())
		h.c.c = ratSub(h.c.c, ratOne)
		farkas(prog, eq.cons, h)
		sum := head
		for _, c := range eq.calls {
			if !st.inSCC(ctx.entry, c.Key()) {
				continue
			}
			at := funcs[c.Key()].at(c.Args)
			farkas(prog, eq.cons, at)
			sum = sum.addScaled(ratMinusOne, at)
		}
		farkas(prog, eq.cons, sum)
	}
	funcs[ctx.entry].l1Objective(prog)
	status, x, err := prog.solveAny()
	if err != nil || status != lpOptimal {
		return nil, false
	}
	return funcs[ctx.entry].value(x).Expr(), true
}

// scaledCall reports whether some argument of call multiplies a variable
// by a constant other than +-1 (i := 2 * i): only then is a growth count
// worth its linear program.
func scaledCall(call Term) bool {
	for _, a := range call.Args {
		for _, t := range a.Terms {
			if RatCmp(ratAbs(t.K), ratOne) > 0 {
				return true
			}
		}
	}
	return false
}

// rankGrow tries a logarithmic count for a counter that grows
// geometrically (while i < n do i := 2 * i): a function rho of the head
// with rho >= 1 and rho(call) >= 2 rho(head) on target, and that no other
// equation of the component decreases; and an upper bound U of rho at
// target's head that holds along the component (lpBound). After k
// applications of target rho >= 2^k, and rho <= U at each, so target
// applies at most floor(log2(U)) + 1 times, and not at all when U < 1:
// ceil(log2(U + 1)) in both cases.
func (st *state) rankGrow(ctx *sccCtx, target *normEq, unbounded, all []*normEq, count map[*normEq]*Expr) (group, bool, error) {
	rho, ok, err := st.solveRanking(ctx, target, unbounded, RatInt(2), true, true, nil)
	if err != nil || !ok {
		return group{}, false, err
	}
	// Equations counted already must not lower rho either.
	for _, eq := range all {
		if _, bounded := count[eq]; !bounded {
			continue
		}
		call := ctx.sccCall(st, eq)
		if !eq.cons.impliesD(st.stop, st.applyRho(rho, call).AddScaled(ratMinusOne, st.headRho(rho, eq.rel))) {
			return group{}, false, nil
		}
	}
	u, err := st.boundLin(st.headRho(rho, target.rel), true, target, ctx)
	if err != nil {
		if st.checkTime() != nil {
			return group{}, false, st.checkTime()
		}
		return group{}, false, nil
	}
	// Every equation that doubles rho just as target does shares the
	// count: together they apply at most that often.
	// ceil(log2(U + 1)) is floor(log2 U) + 1 at integers U >= 1 and 0 for
	// U < 1 (no application: rho >= 1 > U), and above it between
	// integers: the same count, in the form people write (ceil(log2 p)
	// for i < p).
	g := group{count: growCount(u)}
	for _, eq := range unbounded {
		if eq == target {
			g.eqs = append(g.eqs, eq)
			continue
		}
		call := ctx.sccCall(st, eq)
		head := st.headRho(rho, eq.rel)
		grows := st.applyRho(rho, call).AddScaled(RatInt(-2), head)
		if eq.cons.impliesD(st.stop, grows) && eq.cons.impliesD(st.stop, head.AddScaled(ratMinusOne, NewLin(ratOne))) {
			if u2, err := st.boundLin(head, true, eq, ctx); err == nil && u2.String() == u.String() {
				g.eqs = append(g.eqs, eq)
			}
		}
	}
	return g, true, nil
}

// growCount is rankGrow's count for rho <= u, rho >= 1 doubled at each
// application: ceil(log2(u + 1)) where u is an integer at every integer
// point. Where u's coefficients have a denominator d = 2^j (rho = k/2
// for a counter k doubled from k = 2), d*u is an integer at integer
// points, and n applications need 2^(n-1) <= rho <= u: at most
// floor(log2(d*u)) - j + 1 where d*u >= d, none below, so
// nat(ceil(log2(d*u + 1)) - j):
// ceil(log2(p)) - 1 rounds of k = 2, 4, ... below p, where
// ceil(log2(u + 1)) counts ceil(log2(p/2 + 1/2)), one more at p = 8.
func growCount(u *Expr) *Expr {
	plain := Ceil(Log2(Add(u, Int(1))))
	l, ok := LinOf(u)
	if noGrowScale || !ok {
		return plain
	}
	d := new(big.Int).Set(l.Const.Denom())
	for _, t := range l.Terms {
		d.Mul(d, new(big.Int).Div(t.K.Denom(), new(big.Int).GCD(nil, nil, d, t.K.Denom())))
	}
	if d.Cmp(big.NewInt(1)) == 0 || d.BitLen() > 32 || new(big.Int).And(d, new(big.Int).Sub(d, big.NewInt(1))).Sign() != 0 {
		return plain // integral, or not a power of two
	}
	j := int64(d.BitLen() - 1)
	du := l.Scale(new(big.Rat).SetInt(d)).Expr()
	return Nat(Sub(Ceil(Log2(Add(du, Int(1)))), Int(j)))
}

// nodeCount looks for a function sigma (linear per relation) that bounds
// the number of recursive nodes of the derivation tree: sigma >= 1 on
// every recursive equation, and for every non-empty set S of an
// equation's recursive calls, sigma(head) >= 1 + sum over S of
// sigma(call). By induction on the tree, a node x has at most
// nat(sigma(x)) recursive nodes below and at it: a call whose sigma is
// below 1 is a leaf (no recursive equation applies there), and the
// others are the set S. The children that are leaves are at most b per
// recursive node plus one.
func (st *state) nodeCount(ctx *sccCtx, recEqs []*normEq) (*Expr, bool) {
	// A count over the inputs first: one over an output (the size of a
	// result) is a bound, but not one in terms of what the caller gives.
	if masks := st.inputMasks(ctx); masks != nil {
		if c, ok := st.nodeCountMask(ctx, recEqs, masks); ok {
			return c, true
		}
	}
	return st.nodeCountMask(ctx, recEqs, ctx.relevant)
}

// inputMasks returns the relevant positions of the component's
// relations without their declared outputs (nil when none is declared,
// or noInputsFirst).
func (st *state) inputMasks(ctx *sccCtx) map[string][]bool {
	if noInputsFirst {
		return nil
	}
	var out map[string][]bool
	for _, r := range ctx.rels {
		io, ok := st.io[baseRel(r)]
		if !ok || len(io.Out) == 0 {
			continue
		}
		if out == nil {
			out = map[string][]bool{}
			for q, m := range ctx.relevant {
				out[q] = m
			}
		}
		m := append([]bool{}, ctx.relevant[r]...)
		for _, i := range io.Out {
			if i < len(m) {
				m[i] = false
			}
		}
		out[r] = m
	}
	return out
}

// nodeCountMask is nodeCount with the positions its functions may use.
func (st *state) nodeCountMask(ctx *sccCtx, recEqs []*normEq, masks map[string][]bool) (*Expr, bool) {
	prog := st.newLP()
	funcs := map[string]locFunc{}
	for _, r := range ctx.rels {
		funcs[r] = newLocFuncMask(prog, ctx.arity[r], masks[r])
	}
	for _, eq := range recEqs {
		if prog.stopped() {
			break // (solve reports why)
		}
		head := funcs[eq.rel].head()
		h := head.addScaled(ratOne, newTmpl())
		h.c.c = ratSub(h.c.c, ratOne)
		farkas(prog, eq.cons, h)
		var ats []tmpl
		for _, c := range eq.calls {
			if st.inSCC(ctx.entry, c.Key()) {
				ats = append(ats, funcs[c.Key()].at(c.Args))
			}
		}
		if len(ats) > 4 {
			return nil, false
		}
		for set := 1; set < 1<<len(ats); set++ {
			t := head.addScaled(ratOne, newTmpl())
			t.c.c = ratSub(t.c.c, ratOne)
			for i, a := range ats {
				if set&(1<<i) != 0 {
					t = t.addScaled(ratMinusOne, a)
				}
			}
			farkas(prog, eq.cons, t)
		}
	}
	funcs[ctx.entry].l1Objective(prog)
	status, x, err := prog.solveAny()
	if err != nil || status != lpOptimal {
		return nil, false
	}
	return funcs[ctx.entry].value(x).Expr(), true
}

// lowerDegree reports whether a's polynomial degree is below b's (false
// when either has none: logarithms and powers are kept as they are).
func lowerDegree(a, b *Expr) bool {
	da, ok1 := Degree(a)
	db, ok2 := Degree(b)
	return ok1 && ok2 && da < db
}

// lowerGrowth reports whether a grows slower than b, counting logarithms
// apart from the polynomial degree (log2(N)*log2(N) grows slower than N,
// though Degree counts both as 1 and 2).
func lowerGrowth(a, b *Expr) bool {
	da, la, ok1 := growthOf(a)
	db, lb, ok2 := growthOf(b)
	return ok1 && ok2 && (da < db || da == db && la < lb)
}

// fewerVars reports whether a is of no higher degree than b in every
// variable and of a lower one in some (nat(B) + 5 against nat(A) +
// nat(B) + 2: the phases of a loop entered with A = 3 or A = -3 do not
// depend on A).
func fewerVars(a, b *Expr) bool {
	if lowerGrowth(b, a) {
		return false // (min(A, B)^3 against A*B)
	}
	set := map[string]bool{}
	for _, v := range append(a.Vars(), b.Vars()...) {
		set[v] = true
	}
	lower := false
	for v := range set {
		da, ok1 := varDegree(a, v)
		db, ok2 := varDegree(b, v)
		if !ok1 || !ok2 || da > db {
			return false
		}
		lower = lower || da < db
	}
	return lower
}

// varDegree is the polynomial degree of e in v alone (the other
// variables read as constants; a logarithm of v counts as 1).
func varDegree(e *Expr, v string) (int, bool) {
	switch e.Op {
	case OpConst:
		return 0, true
	case OpVar:
		if e.Name == v {
			return 1, true
		}
		return 0, true
	case OpAdd, OpMax, OpMin, OpMul:
		d := 0
		for i, a := range e.Args {
			k, ok := varDegree(a, v)
			if !ok {
				return 0, false
			}
			switch {
			case e.Op == OpMul:
				d += k
			case e.Op == OpMin && i == 0:
				d = k
			case e.Op == OpMin:
				// the other variables held, min grows as its slowest
				// argument
				d = min(d, k)
			default:
				d = max(d, k)
			}
		}
		return d, true
	case OpNat, OpCeil, OpFloor, OpDiv, OpLog2:
		d := 0
		for _, a := range e.Args {
			k, ok := varDegree(a, v)
			if !ok {
				return 0, false
			}
			d = max(d, k)
		}
		if e.Op == OpLog2 {
			d = min(d, 1)
		}
		return d, true
	case OpPow2:
		k, ok := varDegree(e.Args[0], v)
		return 0, ok && k == 0
	}
	return 0, false
}

// growthOf returns the polynomial degree of e and the power of the
// logarithm that multiplies it (N*log2(N): 1, 1); ok is false for
// exponentials.
func growthOf(e *Expr) (deg, logs int, ok bool) {
	switch e.Op {
	case OpConst:
		return 0, 0, true
	case OpVar:
		return 1, 0, true
	case OpAdd, OpMax, OpMin:
		for _, a := range e.Args {
			d, l, ok := growthOf(a)
			if !ok {
				return 0, 0, false
			}
			if d > deg || d == deg && l > logs {
				deg, logs = d, l
			}
		}
		return deg, logs, true
	case OpMul:
		for _, a := range e.Args {
			d, l, ok := growthOf(a)
			if !ok {
				return 0, 0, false
			}
			deg, logs = deg+d, logs+l
		}
		return deg, logs, true
	case OpNat, OpCeil, OpFloor, OpDiv:
		return growthOf(e.Args[0])
	case OpLog2:
		d, _, ok := growthOf(e.Args[0])
		if !ok || d == 0 {
			return 0, 0, ok
		}
		return 0, 1, true
	case OpPow2:
		d, _, ok := growthOf(e.Args[0])
		return 0, 0, ok && d == 0
	}
	return 0, 0, false
}

// maybeLower reports whether b has a polynomial degree above 0 (another
// method may find a bound of a lower degree).
func maybeLower(b *Expr) bool {
	d, ok := roughDegree(b)
	return ok && d > 0
}

// aboveLinear reports whether b has a polynomial degree above 1.
func aboveLinear(b *Expr) bool {
	d, ok := roughDegree(b)
	return ok && d > 1
}

// integralLin reports whether l has integer coefficients and constant
// (an integer at every integer point).
func integralLin(l Lin) bool {
	if !l.Const.IsInt() {
		return false
	}
	for _, t := range l.Terms {
		if !t.K.IsInt() {
			return false
		}
	}
	return true
}

// headGuard is the indicator of eq's constraints on a flag: a head
// variable that every recursive call of the loop sets to a constant
// outside the constraint (geqIndicator's; the constant 1 where there is
// none).
func headGuard(ctx *sccCtx, eq *normEq) *Expr {
	ind := Int(1)
	for _, c := range eq.cons {
		if c.Eq || len(c.L.Terms) != 1 || !integralLin(c.L) {
			continue
		}
		if i, ok := headIndex(c.L.Terms[0].Var); ok && cleared(ctx, i, c.L) {
			ind = Min(ind, geqIndicator(c.L))
		}
	}
	return ind
}

// cleared reports whether every call inside the loop's component passes
// a constant at head position i at which l (of that position alone) is
// below 0.
func cleared(ctx *sccCtx, i int, l Lin) bool {
	if len(ctx.rels) != 1 || len(ctx.edges) == 0 {
		return false
	}
	v := headVar(i)
	for _, e := range ctx.edges {
		if i >= len(e.call.Args) {
			return false
		}
		a := e.call.Args[i]
		if !a.IsConst() {
			return false
		}
		k := a.Const
		if k == nil {
			k = new(big.Rat)
		}
		val, ok := l.EvalAt(map[string]*big.Rat{v: k})
		if !ok || val.Sign() >= 0 {
			return false
		}
	}
	return true
}
