package solver

import (
	"bspcost/budget"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sort"
	"strings"
	"time"
)

// Result is the answer for one entry of a system.
type Result struct {
	Entry *Entry
	// Bound is a closed-form upper bound of the cost of every finite
	// derivation from the entry whose arguments satisfy its precondition,
	// over the entry's argument variables; nil when none was found.
	Bound *Expr
	// Reason says why there is no bound (which relation, what failed).
	Reason string
	// Why is the kind of Reason: NoRanking, Timeout or Internal (zero
	// when there is a bound). IsTimeout and IsInternal read it.
	Why Why
	// MayNotTerminate, when not empty, names the loops that may not
	// terminate: Bound then holds for the terminating evaluations only
	// (Options.Terminating). Empty under the default options.
	MayNotTerminate []string
}

// Options limit the solver's work.
type Options struct {
	// Deadline, when not zero, makes the solver give up (Reason "timeout")
	// once it has passed.
	Deadline time.Time
	// Budget, when not nil, is the analysis's budget (package budget):
	// the solver charges it an operation per simplex pivot and per
	// equation normalised or reduced, and stops, like at the deadline,
	// once it is spent (its quota of operations, its deadline, its
	// context canceled). A quota makes where the solver stops the same
	// on every machine.
	Budget *budget.Budget
	// Cache, when not nil, keeps the answers of the linear programs of
	// the output summaries and call-context invariants for the next Solve
	// given the same Cache (seqcost's W, H and S systems often differ in
	// their costs only). Answers depend on the linear programs alone, so
	// a Cache changes no result. One Solve at a time may use it.
	Cache *Cache
	// Terminating bounds the cost of the terminating evaluations only,
	// the semantics of the .ces format as CoFloCo's examples use it (a
	// cost relation's value is the cost of a complete evaluation): a loop some of whose equations have
	// no ranking function is then still bounded when each application of
	// those equations costs at most 0 and the ranking functions of the
	// others do not increase on them (every complete evaluation applies
	// them finitely often, at no cost). Off by default: a BSP program that
	// may not terminate gets no bound. Results name such loops
	// (Result.MayNotTerminate).
	Terminating bool
}

// errTimeout is the reason reported when the deadline passes; inside the
// solver it is also the error of a spent budget, whose Result's reason
// names the resource (stopAt.reason).
var errTimeout = errors.New("timeout: the time limit was reached")

// budgetPrefix begins the reason of a result left without a bound by a
// budget spent otherwise than by time (its operations, its context).
const budgetPrefix = "limit: "

// Why classifies the reason a Result has no bound.
type Why int

// The kinds of reasons.
const (
	// Bounded: the Result has a bound.
	Bounded Why = iota
	// NoRanking: the method found no bound (no ranking function, a cost
	// outside the model, an entry without equations): a verdict of the
	// solver about the system.
	NoRanking
	// Timeout: the deadline passed (Options.Deadline) or the budget was
	// spent (Options.Budget): a limit, not a verdict.
	Timeout
	// Internal: a bug of the solver (a recovered panic).
	Internal
)

// noBound is the Result of entry e without a bound because of err: a
// Timeout when err is the deadline's, else NoRanking.
func noBound(e *Entry, err error) Result {
	why := NoRanking
	if errors.Is(err, errTimeout) {
		why = Timeout
	}
	return Result{Entry: e, Reason: err.Error(), Why: why}
}

// Solve bounds every entry of s. It never returns a bound it cannot
// justify: each step (ranking function, bound of a cost) is a proof by
// linear programming over the equations' constraints.
func Solve(s *System, opt Options) []Result {
	st := newState(s, opt)
	var out []Result
	for _, e := range s.EntryPoints() {
		out = append(out, st.answer(e))
	}
	return out
}

// answer is the result of entry e: the smaller of the system's with and
// without the resets (plain), and of those with the invariants of
// lowInvWork alone (lowInv): more invariants make most bounds smaller, a
// few larger (the sums and the sampled choices read other constraints).
// The comparison solves the system again, at about the cost of the first
// solve: it is made where that took at most maxLowInvCompare operations.
// Either result is sound, so is leaving the comparison out.
func (st *state) answer(e *Entry) Result {
	main := st
	if st.same != nil {
		main = st.same
	}
	w0 := st.stop.worked()
	r := main.solveEntrySafe(e)
	if st.cloned != nil {
		r = smallerResult(r, st.cloned.solveEntrySafe(e), e.Pre)
	}
	if st.plain != nil {
		r = smallerResult(st.plain.solveEntrySafe(e), r, e.Pre)
	}
	if st.lowInv != nil && (noLowInvCap || st.stop.worked()-w0 <= maxLowInvCompare) {
		r = smallerResult(r, st.lowInv.answer(e), e.Pre)
	}
	return r
}

// maxLowInvCompare bounds the operations (charged pivots and steps:
// stopAt.charge) of an entry's answer from the full invariants past which
// Solve does not also solve the system with the invariants of lowInvWork
// alone (state.answer): the second solve would double a cost that is
// already a large share of a program's time (several million operations
// take a second or more). Most generated programs' answers take below a
// million, a few 2-4 million (a comparison that made one W bound smaller
// at 3.5 million), the FFT kernel's of BSPedupack 6 to 11 million. A
// variable for TestLowInvCap.
var maxLowInvCompare int64 = 5_000_000

// smallerResult is the better of an entry's results from the system
// without the resets (plain) and with them (reset): splitting a loop on a
// flag and cloning an inner loop for the constant it is reset to makes a
// pending h paid once instead of at every outer iteration, but the
// solver's sums over the pieces may be coarser elsewhere (a count linear
// where the plain system's was logarithmic). Both bounds are sound, so is
// their minimum: the one below the other over the entry's constraints
// pre (sampled: either choice is sound), the plain one where they agree
// or cannot be compared (too large), else their Min, for terminating
// evaluations where the plain one is (a loop the plain system proves
// terminating terminates).
func smallerResult(plain, reset Result, pre Poly) Result {
	switch {
	case reset.Bound == nil:
		return plain
	case plain.Bound == nil:
		return reset
	}
	pLE, rLE, _, n := sampleCompare(plain.Bound, reset.Bound, pre)
	switch {
	case n < 3 || pLE:
		return plain
	case rLE:
		return reset
	}
	r := plain
	r.Bound = Min(plain.Bound, reset.Bound)
	return r
}

// IsTimeout reports whether r has no bound because a resource limit was
// reached: the deadline passed or the budget was spent.
func IsTimeout(r Result) bool { return r.Bound == nil && r.Why == Timeout }

// IsInternal reports whether r has no bound because of an internal error
// of the solver (a bug).
func IsInternal(r Result) bool { return r.Bound == nil && r.Why == Internal }

// solveEntrySafe turns an internal panic into "no bound" with the reason,
// so that a bug costs a bound, never a crash (tests fail on such reasons).
func (st *state) solveEntrySafe(e *Entry) (r Result) {
	defer func() {
		if p := recover(); p != nil {
			r = Result{Entry: e, Reason: fmt.Sprintf("internal error: %v", p), Why: Internal}
		}
	}()
	if st.cut {
		return st.limitResult(e)
	}
	r = st.solveEntry(e)
	if r.Bound == nil && st.checkTime() != nil {
		// Whatever step noticed it, the limit is why there is no bound.
		r = st.limitResult(e)
	}
	return r
}

// limitResult is the Result of entry e when the deadline passed or the
// budget was spent: a Timeout naming the resource.
func (st *state) limitResult(e *Entry) Result {
	return Result{Entry: e, Reason: st.stop.reason(), Why: Timeout}
}

type state struct {
	// casesEqs: the equations with case indicators' conditions added
	// (casesEq).
	casesEqs map[casesKey]*normEq
	// lpRefused: the last ranking LP was too large to be solved
	// (errLPWork), which findRanking answers with carriedRanking.
	lpRefused bool
	// upLPs counts the linear programs boundUp solves (TestUnitHeads).
	upLPs int
	opt   Options
	// stop is when the work ends: Options.Deadline and Options.Budget.
	stop stopAt
	// plain: the system without splitResetFlags' splits and resetTo's
	// clones when they changed it (Solve keeps the smaller bound).
	plain *state
	// cloned: the system with cloneResetValues' clones when it made
	// some (Solve keeps the smaller bound).
	cloned *state
	// cut: the deadline passed while newState prepared the system,
	// which is then not solved (see newState).
	cut    bool
	eqs    map[string][]*normEq
	live   map[*normEq]bool
	scc    map[string]int
	sccs   [][]string
	bounds map[string]relBound
	post   map[string]Poly // output summaries, see post.go
	pre    map[string]Poly // call-context invariants, see invariant.go
	// liveCaseCount memoizes liveCases.
	liveCaseCount map[string]int
	// calleeSmallOf memoizes calleeSmall.
	calleeSmallOf map[string]int64
	// entryPre holds at the calls of a recursive relation from outside
	// its component (invariant.go).
	entryPre map[string]Poly
	// passed holds, per relation, the entry's facts over the positions
	// every call passes along unchanged from the entry (passed.go).
	passed map[string]Poly
	// entryRels marks the relations of the entries.
	entryRels map[string]bool
	// called marks the relations some equation calls (isCalled).
	called map[string]bool
	// entryCallees memoizes entryCallee.
	entryCallees map[string]bool
	// entries are the system's entries.
	entries []*Entry
	// invWork counts the linear programs of computeInvariants (a bound on its work).
	invWork int
	// invKept: computeInvariants finished within its work bound and kept
	// what it proved (otherwise the state has no invariants at all).
	invKept bool
	// lowInv is the state of the same system with the invariants of
	// lowInvWork alone, where this one's computation was past it (nil
	// otherwise); lowInvOnly marks such a state.
	lowInv     *state
	lowInvOnly bool
	// same is the state whose system is this one's, made once (nil:
	// none): a lowInv state's where the full invariants took no more
	// than lowInvWork. noInv marks a lowInv state's system whose full
	// invariants took more: those of lowInvWork prove nothing.
	same  *state
	noInv bool
	poss  map[*normEq]bool
	// livePt holds the point of an equation's constraints that showed it
	// live (isLive), for possible.
	livePt map[*normEq]map[string]num
	io     map[string]*IOVars
	// sizeDepth limits the nesting of sizeBound.
	sizeDepth int
	// lin memoises linear summaries (amortize.go).
	lin map[string]*linSum
	// mayLoop maps a component's relation to its loops that may not
	// terminate (Options.Terminating, rankRounds).
	mayLoop map[string][]string
	// memo answers repeated linear programs of the summaries and
	// invariants (memo.go): Options.Cache's, or the state's own.
	memo *lpMemo
	// postTmpls holds postTemplates' answers per arity.
	postTmpls map[int][]Lin
	// eqCosts memoises eqCost: a component's rounds, phases, joint
	// ranking, sums and potentials each ask for the cost of the same
	// equations, and a cost holds its callees' bounds, substituted anew
	// each time (large sums and maxima on generated programs). An answer
	// depends on the equation and the callees' bounds alone (boundRel's,
	// final once made); errors are not kept (a bound still being made,
	// the time). eqCostsAsked and eqCostsMade count the requests and
	// the costs made (tests).
	eqCosts                   map[eqCostKey]*Expr
	eqCostsAsked, eqCostsMade int
	// substs memoises substAt (callees' bounds at a call's arguments);
	// substsAsked and substsMade count its requests and the
	// substitutions made (tests).
	substs                  map[substKey]*Expr
	substsAsked, substsMade int
	// originsAsked and originsMade count entryOrigins' requests and
	// computations (its memo's test).
	originsAsked, originsMade int
	// passedAsked and passedMade count passedBound's requests and the
	// answers made (its memo's test).
	passedAsked, passedMade int
	// boundMemo is lpBoundMask's answers without a component;
	// boundAsked and boundMade count its requests and the linear
	// programs solved (its memo's test).
	boundMemo             map[boundKey]boundAnswer
	boundAsked, boundMade int
	// boundCovers counts the answers of boundCovered (its test).
	boundCovers int
	// answers memoises the answers of the larger linear programs that
	// newLP's programs solve (solveMemo).
	answers *solveMemo
	// follows memoises mayFollow: rankJoint, rankPhases and rankRounds
	// ask about the same pairs of equations.
	follows map[[2]*normEq]bool
}

type relBound struct {
	e   *Expr
	err error
	// byEq are the bounds of the equations of a relation that is not
	// recursive, each over the head: a call costs the largest of those
	// its equations may follow, each at the call's arguments (callBound:
	// a superstep's charge behind a flag the call passes cleared costs 0
	// there), e where that decides nothing (a callee's cost in a loop
	// stays constant per iteration).
	byEq []eqBound
	// capped is e with each linear function of the head that an
	// equation's constraints bound by a constant c taken as min(that, c)
	// (capHead), nil when none is; a caller whose own constraints do not
	// bound the arguments (a value the callee's case bounds, `for i := 0
	// to min(k, 3)` with k unknown) reads it when e fails there.
	capped *Expr
}

// eqBound is the bound of one equation of a relation that is not
// recursive, and b capped (capHead; b itself when nothing is).
type eqBound struct {
	eq     *normEq
	b      *Expr
	capped *Expr
	// guards are the guards l >= 0 over eq's head whose indicators
	// calleeGuarded multiplies b by in the relation's bound (none in an
	// entry relation): callBound keeps those its call leaves undecided.
	guards []Lin
}

// newState readies s for solving. Each phase of the preparation is
// linear or worse in the system's size, so the deadline is read between
// them and every few equations within them. Past it during normalisation
// or reduction, the state is left cut (st.cut) and every entry's answer
// is the time limit: a system half normalised has no meaning of its own.
// The summaries and invariants stop on their own, keeping only facts
// they proved (fewer constraints, never wrong ones).
func newState(s *System, opt Options) *state { return newStateInv(s, opt, nil) }

// newStateInv is newState, with the invariants of lowInvWork alone where
// full, the state with the full invariants, is given: the state of
// Solve's comparison (state.lowInv).
func newStateInv(s *System, opt Options, full *state) *state {
	st := &state{opt: opt, stop: stopAt{deadline: opt.Deadline, bud: opt.Budget, work: new(int64)}, io: s.IO, live: map[*normEq]bool{}, bounds: map[string]relBound{}, memo: &lpMemo{}, lowInvOnly: full != nil}
	eqs, _, ok := normalizeD(s, st.stop)
	st.eqs = eqs
	if !ok {
		st.cut = true
		return st
	}
	if !noInline {
		inlineSingles(eqs)
	}
	if !noUnfold {
		unfoldInLoops(eqs, s.EntryPoints())
	}
	n := 0
	for _, list := range eqs {
		for i, eq := range list {
			if n++; n%16 == 0 && st.checkTime() != nil {
				st.cut = true
				return st
			}
			list[i] = reduceEq(eq, st.stop)
		}
	}
	dropSubsumed(eqs, st.stop)
	if st.checkTime() != nil {
		st.cut = true
		return st
	}
	if !noSpecialize {
		plain := copyEqs(eqs)
		split := splitResetFlags(eqs)
		if specializeConsts(eqs, true) || split {
			switch {
			case noResetMin:
			case full != nil && !noLowShare && full.plain != nil && full.plain.invWork <= lowInvWork:
				st.plain = full.plain
			default:
				st.plain = &state{opt: opt, stop: st.stop, io: s.IO, live: map[*normEq]bool{}, bounds: map[string]relBound{}, memo: &lpMemo{}, eqs: plain, lowInvOnly: full != nil}
				st.plain.noInv = full != nil && !noLowShare && full.plain != nil
				specializeConsts(plain, false)
				st.plain.finish(s)
			}
		}
		if full != nil && !noLowShare {
			// The clones' system keeps the full invariants: its
			// equations are full's clones', so it is that system (whose
			// bounds are made once).
			st.cloned = full.cloned
		} else if cloned := copyEqs(eqs); cloneResetValues(cloned) {
			st.cloned = &state{opt: opt, stop: st.stop, io: s.IO, live: map[*normEq]bool{}, bounds: map[string]relBound{}, memo: &lpMemo{}, eqs: cloned}
			st.cloned.finish(s)
		}
	}
	switch {
	case full != nil && !noLowShare && full.invWork <= lowInvWork:
		st.same = full
	default:
		st.noInv = full != nil && !noLowShare
		st.finish(s)
	}
	if full == nil && !noLowInv && (st.pastLowInv() || st.plain != nil && st.plain.pastLowInv()) && st.checkTime() == nil {
		st.lowInv = newStateInv(s, opt, st)
	}
	return st
}

// pastLowInv reports whether the state's system has invariants that
// lowInvWork alone would not give: its invariants took more work and were
// kept. Where they took more but were dropped (past the state's own
// bound, maxInvWork), the system has none, and the state of Solve's
// comparison would be the same system (that of lowInvWork alone has none
// either: its computation takes the same steps and stops sooner), solved
// again for the same answers: a system whose invariants cannot be proved
// within maxInvWork, mostly a large one, would cost two solves for one.
func (st *state) pastLowInv() bool {
	return st.invWork > lowInvWork && (st.invKept || noLowInvSkip)
}

// finish readies the state once its equations are normalised, reduced
// and specialised: components, summaries and invariants.
func (st *state) finish(s *System) {
	opt := st.opt
	if opt.Cache != nil && !noMemo {
		st.memo = &opt.Cache.memo
	}
	st.computeSCCs()
	st.computePosts()
	st.entryRels = map[string]bool{}
	st.entries = s.EntryPoints()
	for _, e := range st.entries {
		st.entryRels[e.Head.Key()] = true
	}
	st.computeInvariants(s.EntryPoints())
	st.passedEntryFacts(s.EntryPoints())
	st.applyPosts()
	st.applyPres()
	if opt.Cache == nil {
		st.memo.release()
	}
}

// copyEqs copies the equations, each one too, so that changing an
// equation of the copy (specializeConsts redirects calls) leaves the
// original as it was.
func copyEqs(eqs map[string][]*normEq) map[string][]*normEq {
	out := make(map[string][]*normEq, len(eqs))
	for r, list := range eqs {
		cp := make([]*normEq, len(list))
		for i, e := range list {
			n := *e
			n.cons = append(Poly(nil), e.cons...)
			n.calls = append([]Term(nil), e.calls...)
			cp[i] = &n
		}
		out[r] = cp
	}
	return out
}

func (st *state) newLP() *lp {
	if st.answers == nil {
		st.answers = &solveMemo{}
	}
	return &lp{deadline: st.stop, answers: st.answers}
}

func (st *state) checkTime() error {
	if st.stop.passed() {
		return errTimeout
	}
	return nil
}

// isLive reports whether an equation's constraints are satisfiable (over
// the rationals); unsatisfiable equations can never apply.
// stopAt is when the solver's work ends: its deadline and its budget
// (operations, context). The zero value never ends.
type stopAt struct {
	deadline time.Time
	bud      *budget.Budget
	// work, when not nil, counts the operations charged (charge): the
	// cost of a state's solving, without a budget too.
	work *int64
}

// passed reports whether the deadline has passed or the budget is spent
// (it reads the clock).
func (s stopAt) passed() bool {
	if !s.deadline.IsZero() && time.Now().After(s.deadline) {
		return true
	}
	return s.bud.Err() != nil
}

// charge charges n operations to the budget and reports whether it is
// spent (the clock is read every few charges: budget.Spend).
func (s stopAt) charge(n int64) bool {
	if s.work != nil {
		*s.work += n
	}
	return s.bud.Spend(n) != nil
}

// worked is the number of operations charged so far through s.
func (s stopAt) worked() int64 {
	if s.work == nil {
		return 0
	}
	return *s.work
}

// chargeExprs charges the budget for building the closed forms es: an
// operation per node (a subtree met twice counts twice, as printing it
// does). Substituting callees' bounds into a cost, Max over large forms
// and the printing Max compares its arguments by walk every node, and on
// some programs take most of the solver's time with few pivots: charged,
// a quota bounds them as well as the linear programming. It returns
// errTimeout once the budget is spent. Without a budget it walks nothing.
func (st *state) chargeExprs(es ...*Expr) error {
	if st.stop.bud == nil || noExprCharge {
		return nil
	}
	var n int64
	for _, e := range es {
		n += exprNodes(e, maxExprCharge-n)
	}
	if st.stop.charge(n) {
		return errTimeout
	}
	return nil
}

// maxExprCharge caps one charge of chargeExprs: counting the nodes of a
// form with much sharing would cost what printing it does; past the cap
// the charge is the cap (a budget below it is spent either way).
const maxExprCharge = 1 << 24

// exprNodes is the number of nodes of e as a tree, or limit when larger.
func exprNodes(e *Expr, limit int64) int64 {
	if e == nil || limit <= 0 {
		return 0
	}
	n := int64(1)
	for _, a := range e.Args {
		if n >= limit {
			return limit
		}
		n += exprNodes(a, limit-n)
	}
	return min(n, limit)
}

// reason is the Reason of a result whose solving s ended: the time limit,
// or the resource the budget ran out of.
func (s stopAt) reason() string {
	var e *budget.Exceeded
	if errors.As(s.bud.Err(), &e) && e.Resource != budget.Time {
		return budgetPrefix + e.Error()
	}
	return errTimeout.Error()
}

func (st *state) isLive(eq *normEq) bool {
	if v, ok := st.live[eq]; ok {
		return v
	}
	ok := !eq.dead
	if ok {
		f, pt, err := eq.cons.feasiblePointD(st.stop)
		ok = f || err != nil
		if pt != nil {
			if st.livePt == nil {
				st.livePt = map[*normEq]map[string]num{}
			}
			st.livePt[eq] = pt
		}
	}
	st.live[eq] = ok
	return ok
}

// possible reports whether eq can apply in a derivation: its constraints
// with the summaries of its calls are satisfiable. A live equation that is
// not possible still has its callees bounded (see applyPosts).
func (st *state) possible(eq *normEq) bool {
	if !st.isLive(eq) {
		return false
	}
	if v, ok := st.poss[eq]; ok {
		return v
	}
	// The point that showed eq live often satisfies the summaries and
	// preconditions added since: a proof of feasibility without a
	// linear program.
	v := st.livePt[eq] != nil && eq.cons.holdsAtNum(st.livePt[eq])
	if !v {
		f, err := eq.cons.feasibleD(st.stop)
		v = f || err != nil
	}
	if st.poss == nil {
		st.poss = map[*normEq]bool{}
	}
	st.poss[eq] = v
	return v
}

func (st *state) solveEntry(e *Entry) Result {
	key := e.Head.Key()
	if _, ok := st.eqs[key]; !ok {
		return noBound(e, fmt.Errorf("%s (line %d): the entry has no equations", key, e.Pos.Line))
	}
	b, err := st.boundRel(key)
	if err != nil {
		return noBound(e, err)
	}
	m := map[string]*Expr{}
	for i, a := range e.Head.Args {
		m[headVar(i)] = a.Expr()
	}
	b = b.Subst(m)
	if err := st.chargeExprs(b); err != nil {
		return noBound(e, err)
	}
	return Result{Entry: e, Bound: b, MayNotTerminate: st.reachLoops(key)}
}

// reachLoops lists the loops that may not terminate (st.mayLoop) of the
// relations reachable from rel.
func (st *state) reachLoops(rel string) []string {
	if len(st.mayLoop) == 0 {
		return nil
	}
	seen := map[string]bool{rel: true}
	work := []string{rel}
	var out []string
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		out = append(out, st.mayLoop[r]...)
		for _, eq := range st.eqs[r] {
			for _, c := range eq.calls {
				if k := c.Key(); !seen[k] {
					seen[k] = true
					work = append(work, k)
				}
			}
		}
	}
	sort.Strings(out)
	return out
}

// computeSCCs finds the strongly connected components of the call graph
// (Tarjan's algorithm, iterative enough for the depths seen in practice:
// relations number in the hundreds at most).
func (st *state) computeSCCs() {
	keys := make([]string, 0, len(st.eqs))
	for k := range st.eqs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	succ := func(k string) []string {
		var out []string
		for _, eq := range st.eqs[k] {
			for _, c := range eq.calls {
				out = append(out, c.Key())
			}
		}
		return out
	}
	// (Every relation is visited: the maps and the stack sized once.)
	index := make(map[string]int, len(keys))
	low := make(map[string]int, len(keys))
	onStack := make(map[string]bool, len(keys))
	stack := make([]string, 0, len(keys))
	st.scc = make(map[string]int, len(keys))
	n := 0
	var visit func(k string)
	visit = func(k string) {
		index[k] = n
		low[k] = n
		n++
		stack = append(stack, k)
		onStack[k] = true
		for _, w := range succ(k) {
			if _, ok := index[w]; !ok {
				visit(w)
				if low[w] < low[k] {
					low[k] = low[w]
				}
			} else if onStack[w] && index[w] < low[k] {
				low[k] = index[w]
			}
		}
		if low[k] == index[k] {
			var comp []string
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[w] = false
				st.scc[w] = len(st.sccs)
				comp = append(comp, w)
				if w == k {
					break
				}
			}
			sort.Strings(comp)
			st.sccs = append(st.sccs, comp)
		}
	}
	for _, k := range keys {
		if _, ok := index[k]; !ok {
			visit(k)
		}
	}
}

// recursive reports whether rel's component has a cycle.
func (st *state) recursive(rel string) bool {
	c := st.scc[rel]
	if len(st.sccs[c]) > 1 {
		return true
	}
	for _, eq := range st.eqs[rel] {
		for _, call := range eq.calls {
			if call.Key() == rel {
				return true
			}
		}
	}
	return false
}

func (st *state) inSCC(rel, other string) bool {
	ci, ok1 := st.scc[rel]
	cj, ok2 := st.scc[other]
	return ok1 && ok2 && ci == cj && st.recursive(rel)
}

// boundRel returns an upper bound of the cost of rel over its head
// variables #0..#n-1, or why there is none.
func (st *state) boundRel(rel string) (*Expr, error) {
	if b, ok := st.bounds[rel]; ok {
		return b.e, b.err
	}
	if _, ok := st.eqs[rel]; !ok {
		// A relation without equations has no derivation: calls to it
		// cannot complete, so it adds nothing.
		st.bounds[rel] = relBound{e: Int(0)}
		return Int(0), nil
	}
	st.bounds[rel] = relBound{err: fmt.Errorf("%s (line %d) depends on itself through its own bound", rel, st.relLine(rel))}
	var e *Expr
	var byEq []eqBound
	var err error
	if st.recursive(rel) {
		e, err = st.solveSCC(rel)
		if err == nil && !noLoopGuards {
			e = st.loopGuarded(e, rel)
		}
		e, err = st.splitInvariant(rel, e, err)
	} else {
		e, byEq, err = st.solveNonRec(rel)
	}
	if err == nil {
		err = st.chargeExprs(e)
	}
	rb := relBound{e: e, err: err, byEq: byEq}
	if err == nil && !noCapHead && !st.entryRels[rel] {
		var parts []*Expr
		changed := false
		for _, b := range byEq {
			parts = append(parts, b.capped)
			changed = changed || b.capped != b.b
		}
		if changed {
			rb.capped = Max(parts...)
		}
	}
	st.bounds[rel] = rb
	return e, err
}

// sameAtPoints reports whether a and b have the same value at each of at
// least 3 points of sampleCompare.
func sameAtPoints(a, b *Expr, facts Poly) bool {
	aLE, bLE, _, n := sampleCompare(a, b, facts)
	return n >= 3 && aLE && bLE
}

// factsOver is the constraints of facts over the variables of a and b
// alone: the points where they are compared then include the small
// values of those variables that other variables' facts make rare among
// random points (p = 1 where pid <= p - 1).
func factsOver(facts Poly, a, b *Expr) Poly {
	vars := map[string]bool{}
	for _, v := range a.Vars() {
		vars[v] = true
	}
	for _, v := range b.Vars() {
		vars[v] = true
	}
	var out Poly
	for _, c := range facts {
		ok := true
		for _, t := range c.L.Terms {
			ok = ok && vars[t.Var]
		}
		if ok {
			out = append(out, c)
		}
	}
	return out
}

// capHead returns b, a bound of eq over its head, with each maximal
// linear subterm l that eq's constraints of one variable bound by a
// constant c (l <= c wherever eq applies) replaced by min(l, c): the same
// value wherever eq applies, so a bound still, and one that stays
// bounded at a call whose arguments are not (capped).
func capHead(b *Expr, eq *normEq) *Expr {
	var box varBox
	var walk func(e *Expr) *Expr
	walk = func(e *Expr) *Expr {
		if e.Op == OpConst {
			return e
		}
		if l, ok := LinOf(e); ok {
			if l.IsConst() || !onlyHeadBelow(l, eq.arity) {
				return e
			}
			if box == nil {
				box = boxOf(eq.cons)
			}
			if c, ok := box.extreme(l, true); ok {
				return Min(e, Const(c))
			}
			return e
		}
		if len(e.Args) == 0 {
			return e
		}
		args := make([]*Expr, len(e.Args))
		changed := false
		for i, a := range e.Args {
			args[i] = walk(a)
			changed = changed || args[i] != a
		}
		if !changed {
			return e
		}
		return rebuild(e.Op, args)
	}
	return walk(b)
}

func (st *state) solveNonRec(rel string) (e *Expr, byEq []eqBound, err error) {
	var parts, plains []*Expr
	for _, eq := range st.eqs[rel] {
		if !st.isLive(eq) {
			continue
		}
		c, err := st.eqCost(eq, "", false)
		if err != nil {
			return nil, nil, err
		}
		if !st.possible(eq) {
			continue
		}
		b, err := st.boundExpr(c, true, eq, nil)
		if err != nil && !noCapHead {
			// The callees' capped bounds (capHead), where their plain
			// ones are not bounded over this equation's variables.
			if cc, cerr := st.eqCost(eq, "", true); cerr == nil {
				if cb, berr := st.boundExpr(cc, true, eq, nil); berr == nil {
					b, err = cb, nil
				}
			}
		}
		if err != nil {
			return nil, nil, fmt.Errorf("%s (equation at line %d): %v", rel, eq.src.Pos.Line, err)
		}
		// (A call that decides the callee's cases reads its equations'
		// bounds without the indicators: callBound.)
		guarded, plain := b, b
		if !noGuards && st.entryRels[rel] {
			var joint *Expr
			b, joint = st.guarded(b, eq, rel)
			guarded, plain = joint, b
		} else if !noCalleeGuards && !noGuards {
			guarded = st.calleeGuarded(b, eq, rel, true)
			plain = guarded
			if !noPlainCases {
				plain = st.calleeGuarded(b, eq, rel, false)
			}
		}
		parts = append(parts, guarded)
		plains = append(plains, plain)
		eb := eqBound{eq: eq, b: b, capped: b}
		if !noCapHead && !st.entryRels[rel] {
			eb.capped = capHead(b, eq)
		}
		if guarded != b && !noCallGuards {
			eb.guards = st.calleeIndicators(eq, rel, false)
		}
		byEq = append(byEq, eb)
	}
	if len(parts) == 0 {
		return Int(0), nil, nil
	}
	// Max prints its arguments to compare them: charged as their nodes
	// (boundRel charges the result's).
	if err := st.chargeExprs(parts...); err != nil {
		return nil, nil, err
	}
	if m, ok := st.minOfCases(byEq); ok {
		return m, byEq, nil
	}
	e = Max(parts...)
	if p := Max(plains...); p != e && p.String() != e.String() && sameAtPoints(e, p, factsOver(st.pre[rel], e, p)) {
		// The cases of entryCallee and impliedGuards, left out where the
		// bound without them has the same value at the sampled points:
		// that bound reads better (10*p + 1, not 2*p + max(8*p + 1,
		// 2*p*[p >= 2])). Both are bounds.
		if err := st.chargeExprs(p); err != nil {
			return nil, nil, err
		}
		e = p
	}
	return e, byEq, nil
}

// maxMinOfCases bounds the equations minOfCases compares (pairs of them,
// one linear program each).
const maxMinOfCases = 6

// minOfCases returns min(b_1, ..., b_k), the equations' linear bounds
// that are not 0, when each equation's bound is the least of them wherever
// its constraints hold (b_i <= b_j there for every j; a bound of 0 needs
// every b_j >= 0 there): each derivation then costs at most its first
// equation's bound, which is that minimum. A cost split by seqcost into
// the cases of a minimum (p where p <= 2, 2 where p >= 2) is bounded by
// min(p, 2), not by their maximum, which is the largest case's bound at
// every value (2 at p = 1 too, or max(2, p)).
func (st *state) minOfCases(byEq []eqBound) (*Expr, bool) {
	if noMinOfCases || len(byEq) < 2 || len(byEq) > maxMinOfCases {
		return nil, false
	}
	lins := make([]Lin, len(byEq))
	var nonZero []int
	for i, b := range byEq {
		l, ok := LinOf(b.b)
		if !ok {
			return nil, false
		}
		lins[i] = l
		if !l.IsConst() || (l.Const != nil && l.Const.Sign() != 0) {
			nonZero = append(nonZero, i)
		}
	}
	if len(nonZero) < 2 {
		return nil, false
	}
	for i, b := range byEq {
		for _, j := range nonZero {
			if i == j {
				continue
			}
			if !b.eq.cons.impliesD(st.stop, lins[j].AddScaled(ratMinusOne, lins[i])) {
				return nil, false
			}
		}
	}
	args := make([]*Expr, len(nonZero))
	for k, j := range nonZero {
		args[k] = byEq[j].b
	}
	return Min(args...), true
}

// callBound is the bound of the non-recursive callee k of eq's call c at
// the call's arguments (m): the largest bound of the equations of k that
// may follow the call (an equation whose constraints are false at the
// arguments wherever eq's constraints hold applies in no derivation
// through it: a branch on a flag the call passes set or cleared, a case
// the caller has decided; noCallEqs), at the values eq's constraints fix
// where that makes it a constant. nil when that decides nothing.
func (st *state) callBound(eq *normEq, c Term, k string, m map[string]*Expr, fixed func() map[string]*Expr, capped bool) *Expr {
	byEq := st.bounds[k].byEq
	if len(byEq) < 2 {
		return nil
	}
	// The equations of one bound are one case: it stays when one of them
	// may follow. (A bound of 0 is a case too: the others' may be
	// negative.)
	var order []string
	cases := map[string][]eqBound{}
	decided := false
	for _, e := range byEq {
		key := e.b.String()
		if cases[key] == nil {
			order = append(order, key)
		}
		cases[key] = append(cases[key], e)
	}
	var bs []*Expr
	var ex *callExcl
	// A caller with too many cases to keep its own (calleeGuarded) keeps
	// the callee's guards that its constraints decide: its equation's
	// bound is then not the callee's case at every point.
	keepDecided := !noKeepDecided && !st.entryRels[eq.rel] && st.liveCases(eq.rel) > maxCalleeCases
	for _, key := range order {
		var follow []eqBound
		if noCallEqs {
			follow = cases[key]
		} else {
			if ex == nil {
				ex = newCallExcl(c, eq.cons)
				ex.stop = st.stop
			}
			for _, e := range cases[key] {
				if !ex.excludes(e.eq) {
					follow = append(follow, e)
				}
			}
		}
		if len(follow) == 0 {
			decided = true
			continue
		}
		fb := follow[0].b
		if capped {
			fb = follow[0].capped
		}
		if st.chargeExprs(fb) != nil {
			return nil // (eqCost reads the spent budget next)
		}
		at := st.substAt(fb, m)
		if v := st.substAt(at, fixed()); v.Op == OpConst && at.Op != OpConst {
			at, decided = v, true
		} else if g, gs, ok := callGuarded(at, c, follow, ex.boxOrNil(), keepDecided); ok && (below(g, at, eq.cons) || st.someGuardOpen(gs, eq.cons) || keepDecided && g != at) {
			// (Only where the call decides a case: otherwise the
			// relation's own bound, with its minimum of cases. And
			// only where below at some point of the caller's: the
			// indicators of guards that change nothing there make a
			// longer bound of the same values.)
			at = g
		}
		bs = append(bs, at)
	}
	if !decided {
		return nil
	}
	if len(bs) == 0 {
		// No equation may follow: the call never completes.
		return Int(0)
	}
	return Max(bs...)
}

// callGuarded is at, the bound of the callee's equations follow (of one
// bound) at the call c, times the indicators of their guards that the
// box of the caller's constraints leaves undecided at c's arguments, where
// each of them has such a guard (ok false otherwise): where a callee's
// case applies from p = 4 only and the caller's from p = 2 to 4, the
// call costs that case's bound at p = 4 alone, not at p = 2 and 3 too
// (a superstep after a branch on p). Each equation applies only where
// its guards hold, and at integer points min(1, nat(l + 1)) is 1 where
// l >= 0: the largest of the follow equations' bounds times their
// indicators is a bound of the call.
func callGuarded(at *Expr, c Term, follow []eqBound, box varBox, keepDecided bool) (*Expr, []Lin, bool) {
	if noCallGuards {
		return nil, nil, false
	}
	var cases []*Expr
	var gs []Lin
	for _, e := range follow {
		ind := []*Expr{Int(1)}
		for _, l := range e.guards {
			la := l.substHead(c.Args)
			if !integralLin(la) || len(la.Terms) != 1 {
				continue
			}
			if lo, ok := box.extreme(la, false); ok && lo.Sign() >= 0 {
				if keepDecided {
					ind = append(ind, Nat(Add(la.Expr(), Int(1))))
				}
				continue // the caller decides it
			}
			ind = append(ind, Nat(Add(la.Expr(), Int(1))))
			gs = append(gs, la)
		}
		if len(ind) == 1 {
			return nil, nil, false
		}
		cases = append(cases, Mul(at, Min(ind...)))
	}
	if len(cases) == 0 {
		return nil, nil, false
	}
	return Max(cases...), gs, true
}

// someGuardOpen reports whether the caller's constraints leave one of
// the guards gs undecided (do not imply it): a point the sampling of
// below may miss (p = 1 where the caller's constraints tie p to other
// values, V1 >= D3 + 1) where the call's case costs nothing.
func (st *state) someGuardOpen(gs []Lin, cons Poly) bool {
	if noGuardOpen {
		return false
	}
	for _, l := range gs {
		if st.checkTime() != nil {
			return false
		}
		if !cons.impliesD(st.stop, l) {
			return true
		}
	}
	return false
}

// varBox holds the least and largest values the single-variable
// constraints of an equation give its variables (nil: none known).
type varBox map[string][2]*big.Rat

// boxOf is the box of the single-variable constraints of cons.
func boxOf(cons Poly) varBox {
	box := varBox{}
	for _, c := range cons {
		if len(c.L.Terms) != 1 {
			continue
		}
		t := c.L.Terms[0]
		v := new(big.Rat).Quo(new(big.Rat).Neg(c.L.Const), t.K) // k*x + c >= 0: x >= -c/k (k > 0)
		b := box[t.Var]
		if c.Eq || t.K.Sign() > 0 {
			if b[0] == nil || v.Cmp(b[0]) > 0 {
				b[0] = v
			}
		}
		if c.Eq || t.K.Sign() < 0 {
			if b[1] == nil || v.Cmp(b[1]) < 0 {
				b[1] = v
			}
		}
		box[t.Var] = b
	}
	return box
}

// extreme is the largest (hi) or least value of l over the box, if every
// variable of l is bounded on that side.
func (b varBox) extreme(l Lin, hi bool) (*big.Rat, bool) {
	out := new(big.Rat).Set(l.Const)
	for _, t := range l.Terms {
		side := 0
		if (t.K.Sign() > 0) == hi {
			side = 1
		}
		end := b[t.Var][side]
		if end == nil {
			return nil, false
		}
		out.Add(out, new(big.Rat).Mul(t.K, end))
	}
	return out, true
}

// callExcl answers excludes for one call c and the caller's equation
// (its box and constraints cons), each callee constraint's verdict kept:
// the equations of a callee are the cases of its conditions and share
// most of their constraints (an excluding constraint excludes every
// equation that has it, whichever of them asks first).
type callExcl struct {
	box   varBox
	n     int
	m     map[string]Lin
	cons  Poly
	known map[uint64][]consVerdict
	stop  stopAt // the solve's, for the linear programs of callLP
}

// consVerdict is whether a callee constraint is false at the call.
type consVerdict struct {
	k        Cons
	excluded bool
}

// boxOrNil is the caller's box (nil without a callExcl: noCallEqs).
func (x *callExcl) boxOrNil() varBox {
	if x == nil {
		return nil
	}
	return x.box
}

func newCallExcl(c Term, cons Poly) *callExcl {
	m := make(map[string]Lin, len(c.Args))
	for i, a := range c.Args {
		m[headVar(i)] = a
	}
	return &callExcl{box: boxOf(cons), n: len(c.Args), m: m, cons: cons}
}

// excludes reports whether callee's constraints, at the arguments of the
// call c, are false at every point of the box of the caller's equation,
// or one of them contradicts one of the caller's constraints cons (a
// multiple of one added to the other cancels a variable and leaves what
// the box bounds below 0: the case p*floor(2/p) + floor(n/p) >= 2 the
// caller decided against, two variables no box decides): callee applies
// in no derivation through c (the arguments a flag or a bound the
// caller's constraints decide). Interval and pairwise tests, not a linear
// program: it runs for every call and equation of its callee.
func (x *callExcl) excludes(callee *normEq) bool {
	for _, k := range callee.cons {
		if !onlyHeadBelow(k.L, x.n) {
			continue // (the callee's own variables: unbounded here)
		}
		if noExclMemo {
			if x.excluded(k) {
				return true
			}
			continue
		}
		if x.known == nil {
			x.known = map[uint64][]consVerdict{}
		}
		h := k.Hash()
		found, excl := false, false
		for _, v := range x.known[h] {
			if v.k.Equal(k) {
				found, excl = true, v.excluded
				break
			}
		}
		if !found {
			excl = x.excluded(k)
			x.known[h] = append(x.known[h], consVerdict{k, excl})
		}
		if excl {
			return true
		}
	}
	return false
}

// excluded reports whether the callee constraint k is false at the call
// wherever the caller's box and constraints hold.
func (x *callExcl) excluded(k Cons) bool {
	b := x.box
	l := k.L.Subst(x.m)
	if hi, ok := b.extreme(l, true); ok && hi.Sign() < 0 {
		return true
	}
	if k.Eq {
		if lo, ok := b.extreme(l, false); ok && lo.Sign() > 0 {
			return true
		}
	}
	if noCallPairs || l.IsConst() {
		return false
	}
	if b.negative(l, x.cons) || k.Eq && b.negative(l.Scale(RatInt(-1)), x.cons) {
		return true
	}
	return x.callLP(l, k.Eq)
}

// smallerCall is the bound of a call outside a loop from cb, the largest
// bound of the callee's equations that can follow it, and at, the
// callee's own bound (with the indicators of its cases): both bound the
// call. at where it is below cb at the sampled points of the caller's
// constraints (cb lost the indicators of the equations that remain: p + 1
// from p = 2 and 1 at p = 1 is not p + 1 at p = 1), else cb (it leaves
// out the costly equations; their minimum where neither is below made
// bounds of hundreds of characters).
func (st *state) smallerCall(cb, at *Expr, facts Poly) *Expr {
	if at.String() == cb.String() {
		return cb
	}
	cbLE, atLE, _, n := sampleCompare(cb, at, facts)
	if n >= 3 && atLE && !cbLE {
		return at
	}
	return cb
}

// maxCallLPCons bounds the caller's constraints for which callLP solves
// a linear program: a call of a loop body's relation with many paths
// asks for each callee constraint once (excludes' memo), and a small
// program is cheap.
const maxCallLPCons = 16

// callLP reports whether l >= 0 (l = 0 where eq) has no rational
// solution with the caller's constraints, so no integer one: a callee's
// case that three or more of the caller's constraints rule out together
// (a doubling loop's counter k <= 2p - 2 after it, n >= p, and a branch
// k >= 4n after it), which the box and the pairs of negative do not see.
func (x *callExcl) callLP(l Lin, eq bool) bool {
	if noCallLP || len(x.cons) > maxCallLPCons || len(x.cons) == 0 {
		return false
	}
	p := append(append(make(Poly, 0, len(x.cons)+1), x.cons...), Cons{L: l, Eq: eq})
	ok, err := p.feasibleD(x.stop)
	return err == nil && !ok
}

// negative reports whether l < 0 wherever the constraints cons and the
// box hold, by one constraint q of cons: with a multiple a of l that
// cancels one of l's variables in r = q + a*l, a*l = r - q, so l < 0
// where a > 0, q >= 0 and r's largest value over the box is below 0 (for
// an equality q = 0 a may be negative: l < 0 where r's least value is
// above 0).
func (b varBox) negative(l Lin, cons Poly) bool {
	for _, q := range cons {
		for _, t := range l.Terms {
			qv := q.L.Coef(t.Var)
			if qv == nil || qv.Sign() == 0 {
				continue
			}
			a := new(big.Rat).Quo(qv, t.K)
			a.Neg(a)
			if a.Sign() < 0 && !q.Eq {
				continue
			}
			r := q.L.AddScaled(a, l)
			if a.Sign() > 0 {
				if hi, ok := b.extreme(r, true); ok && hi.Sign() < 0 {
					return true
				}
			} else if lo, ok := b.extreme(r, false); ok && lo.Sign() > 0 {
				return true
			}
		}
	}
	return false
}

// guarded is the bound b of an equation of an entry relation (not
// recursive) times the indicator of its guard, the constraints L1 >= 0,
// ..., Lk >= 0 over the head's variables that the relation's precondition
// does not imply: where the guard fixes a variable (x >= c and c >= x), b
// is taken at that value first; then a positive constant b becomes
// min(b, b*nat(L1 + 1), ..., b*nat(Lk + 1)), b where every Li >= 0 holds
// (each Li is an integer form, tightened: Li + 1 >= 1) and 0 where one
// does not, and a b in the head's variables becomes b*min(1, nat(L1 + 1),
// ...) over its guards of one variable that split off a few small values
// (p >= 3: a superstep that has something to send from p = 3 only;
// smallCase). The maximum over the paths then keeps a path's cost to the
// parameters where it can run: one word sent only from p = 3 is
// max(0, min(1, p - 2)), not 1 at every p. (A callee's cases are decided
// at its calls: callBound.) Sound at every point: the result is b where
// the equation can apply (the value fixed there, the indicator 1).
//
// joint is the same bound where no such case of one parameter is kept,
// with the indicators of its cases of several parameters (p >= 3*K) that
// are not one side of an equality: an entry's bound reaches no other
// relation's, and beside p <= 2 they would mostly restate it.
func (st *state) guarded(b0 *Expr, eq *normEq, rel string) (b1, joint *Expr) {
	b := b0
	var cands []*Cons
	fromEq := map[int]bool{} // cands from an equality
	for i := range eq.cons {
		c := &eq.cons[i]
		if c.L.IsConst() || !onlyHeadBelow(c.L, eq.arity) {
			continue
		}
		if c.Eq {
			if !noFixedGuards {
				if x, v, ok := fixesEq(c.L); ok { // (l == 0)
					b = b.Subst(map[string]*Expr{x: Const(v)})
				}
			}
			if !noEqualityGuards {
				// l == 0 is the guard l >= 0 and -l >= 0: a case p = 3
				// that seqcost made exact is paid at p = 3 only, not as
				// its value at every p.
				cands = append(cands, &Cons{L: c.L}, &Cons{L: c.L.Scale(ratMinusOne)})
				fromEq[len(cands)-1], fromEq[len(cands)-2] = true, true
			}
			continue
		}
		cands = append(cands, c)
	}
	fix := func(x string, v *big.Rat) { b = b.Subst(map[string]*Expr{x: Const(v)}) }
	if !noFixedGuards {
		// x >= c and c >= x: b at x = c.
		for i, g := range cands {
			for _, h := range cands[i+1:] {
				if x, v, ok := fixes(g.L, h.L); ok {
					fix(x, v)
				}
			}
		}
	}
	var guards []*Cons
	var eqGuard []bool
	for i, c := range cands {
		if !st.relImplies(rel, c.L) {
			guards = append(guards, c)
			eqGuard = append(eqGuard, fromEq[i])
		}
	}
	if !noFixedGuards {
		// The precondition gives the other side (p <= 1 under p >= 1: b
		// at p = 1).
		for _, g := range guards {
			if len(g.L.Terms) != 1 || !mentionsOne(b, []*Cons{g}) {
				continue
			}
			other := g.L.Scale(ratMinusOne) // a*x + c <= 0
			if st.relImplies(rel, other) {
				if x, v, ok := fixes(g.L, other); ok {
					fix(x, v)
				}
			}
		}
	}
	// b at the fixed values is b0 where the equation applies only: where
	// no indicator makes it 0 elsewhere, b0 (the smaller elsewhere as
	// often as the larger).
	if len(guards) == 0 || len(guards) > maxGuards {
		return b0, b0 // (readability: a long conjunction is left as it is)
	}
	k, ok := b.IsConst()
	if !ok {
		if noValueGuards {
			return b0, b0
		}
		// (Readability: only the guards that split off the few cases of
		// a parameter bounded below, p = 1, 2; the indicator is 1 where
		// the equation applies whichever guards it reads.)
		ind := []*Expr{Int(1)}
		for _, g := range guards {
			if st.smallCase(rel, g.L) {
				ind = append(ind, Nat(Add(g.L.Expr(), Int(1))))
			}
		}
		if len(ind) > 1 {
			g := Mul(b, Min(ind...))
			return g, g
		}
		// (guards holds no guard the precondition implies: relImplies.)
		for i, g := range guards {
			if !noEntryJoint && !eqGuard[i] && len(g.L.Terms) > 1 && integralLin(g.L) {
				ind = append(ind, Nat(Add(g.L.Expr(), Int(1))))
			}
		}
		if len(ind) == 1 {
			return b0, b0
		}
		return b0, Mul(b, Min(ind...))
	}
	if k.Sign() <= 0 {
		return b, b
	}
	args := []*Expr{b}
	for _, g := range guards {
		ind := Nat(Add(g.L.Expr(), Int(1)))
		if k.Cmp(ratOne) == 0 {
			args = append(args, ind)
		} else {
			args = append(args, Mul(b, ind))
		}
	}
	m := Min(args...)
	return m, m
}

// mentionsOne reports whether e has the variable of one of the guards
// of one variable.
func mentionsOne(e *Expr, guards []*Cons) bool {
	vars := e.Vars()
	for _, g := range guards {
		if len(g.L.Terms) == 1 {
			if _, ok := slices.BinarySearch(vars, g.L.Terms[0].Var); ok {
				return true
			}
		}
	}
	return false
}

// smallCase reports whether the guard l >= 0 is a*x + c >= 0 and rel's
// precondition bounds x below by at most maxSmallCases under the guard's
// root: the guard splits off the few smallest values of x (p = 1 and 2
// from p >= 3), or keeps only them.
func (st *state) smallCase(rel string, l Lin) bool {
	return st.smallCaseWithin(rel, l, maxSmallCases)
}

// smallCaseWithin is smallCase with at most k values split off.
func (st *state) smallCaseWithin(rel string, l Lin, k int64) bool {
	if len(l.Terms) != 1 {
		return false
	}
	x := l.Terms[0]
	root := new(big.Rat).Quo(new(big.Rat).Neg(l.Const), x.K)
	lo := LinVar(x.Var).AddScaled(ratMinusOne, NewLin(new(big.Rat).Sub(root, big.NewRat(k, 1))))
	return st.relImplies(rel, lo)
}

// entryCallee reports whether rel, not an entry, is called only from
// the equations of entry relations (the program's body that the entry's
// one equation calls): its guarded bounds then reach the entries' bounds
// alone, so their indicators make no other relation's bound longer.
func (st *state) entryCallee(rel string) bool {
	if st.entryRels[rel] {
		return false
	}
	if v, ok := st.entryCallees[rel]; ok {
		return v
	}
	called, only := false, true
	for caller, eqs := range st.eqs {
		for _, eq := range eqs {
			for _, c := range eq.calls {
				if c.Key() == rel {
					called = true
					only = only && st.entryRels[caller]
				}
			}
		}
	}
	if st.entryCallees == nil {
		st.entryCallees = map[string]bool{}
	}
	st.entryCallees[rel] = called && only
	return called && only
}

// isCalled reports whether some equation calls rel.
func (st *state) isCalled(rel string) bool {
	if st.called == nil {
		st.called = map[string]bool{}
		for _, eqs := range st.eqs {
			for _, eq := range eqs {
				for _, c := range eq.calls {
					st.called[c.Key()] = true
				}
			}
		}
	}
	return st.called[rel]
}

// relImplies reports whether l >= 0, over rel's head, holds at every
// call of rel: by its call-context invariant, or, for an entry relation,
// by the precondition of each of its entries (what the invariants leave
// out past their work bound: a system of many paths then keeps p >= 1
// and its guards p = 1, p = 2 apart from it).
func (st *state) relImplies(rel string, l Lin) bool {
	if st.pre[rel].impliesD(st.stop, l) {
		return true
	}
	if noEntryFacts || !st.entryRels[rel] || st.isCalled(rel) {
		return false // (a call from an equation need not satisfy the entry's precondition)
	}
	n := 0
	for _, e := range st.entries {
		if e.Head.Key() != rel {
			continue
		}
		n++
		if !e.Pre.impliesD(st.stop, l.substHead(e.Head.Args)) {
			return false
		}
	}
	return n > 0
}

// maxSmallCases is how far below a guard's root a variable's lower bound
// may be for guarded to split the cases (p >= 3 under p >= 1).
const maxSmallCases = 8

// fixes reports whether l >= 0 and m >= 0 fix one variable x to a
// value v: l = a*x + c and m = b*x + d with a and b of opposite signs and
// -c/a = -d/b. (Two copies of one inequality, x >= 2 twice, fix nothing:
// the signs decide, never whether l and m share their numbers.)
func fixes(l, m Lin) (string, *big.Rat, bool) {
	if len(l.Terms) != 1 || len(m.Terms) != 1 || l.Terms[0].Var != m.Terms[0].Var {
		return "", nil, false
	}
	if l.Terms[0].K.Sign() == m.Terms[0].K.Sign() || RatCmp(linRoot(l), linRoot(m)) != 0 {
		return "", nil, false
	}
	return l.Terms[0].Var, linRoot(l), true
}

// fixesEq reports whether l == 0 fixes one variable x to a value v
// (l = a*x + c, v = -c/a).
func fixesEq(l Lin) (string, *big.Rat, bool) {
	if len(l.Terms) != 1 {
		return "", nil, false
	}
	return l.Terms[0].Var, linRoot(l), true
}

// linRoot is -c/a for l = a*x + c.
func linRoot(l Lin) *big.Rat {
	return new(big.Rat).Quo(new(big.Rat).Neg(l.Const), l.Terms[0].K)
}

// fixedVars returns the values that the constraints of p fix variables
// to (x == c, or x >= c and c >= x).
func fixedVars(p Poly) map[string]*Expr {
	out := map[string]*Expr{}
	for i := range p {
		c := &p[i]
		if c.Eq {
			if x, v, ok := fixesEq(c.L); ok {
				out[x] = Const(v)
			}
			continue
		}
		for j := i + 1; j < len(p); j++ {
			if p[j].Eq {
				continue
			}
			if x, v, ok := fixes(c.L, p[j].L); ok {
				out[x] = Const(v)
			}
		}
	}
	return out
}

// maxGuards is the most constraints guarded multiplies a bound by the
// indicators of.
const maxGuards = 3

// onlyHeadBelow reports whether l is over the head's variables #0..#n-1
// only.
func onlyHeadBelow(l Lin, n int) bool {
	for _, t := range l.Terms {
		if i, ok := headIndex(t.Var); !ok || i >= n {
			return false
		}
	}
	return true
}

// eqCost is the cost of one application of eq: its own cost plus the
// bounds of its calls outside rel's component (sccOf: "" for none),
// over the equation's variables.
func (st *state) eqCost(eq *normEq, sccRel string, capped bool) (*Expr, error) {
	k := eqCostKey{eq, sccRel, capped}
	st.eqCostsAsked++
	if c, ok := st.eqCosts[k]; ok {
		return c, nil
	}
	st.eqCostsMade++
	parts := []*Expr{eq.cost}
	var fixed map[string]*Expr // the values eq's constraints fix, once
	for _, c := range eq.calls {
		k := c.Key()
		if sccRel != "" && st.inSCC(sccRel, k) {
			continue
		}
		b, err := st.boundRel(k)
		if err != nil {
			return nil, err
		}
		if cb := st.bounds[k].capped; capped && cb != nil {
			b = cb
		}
		// Substituting a callee's bound walks all of it, once per call
		// and once per case callBound reads: charged, or a quota would
		// not bound a program whose callees' bounds are large.
		if err := st.chargeExprs(b); err != nil {
			return nil, err
		}
		m := map[string]*Expr{}
		for i, a := range c.Args {
			m[headVar(i)] = a.Expr()
		}
		getFixed := func() map[string]*Expr {
			if fixed == nil && !noFixedGuards {
				fixed = fixedVars(eq.cons)
			}
			return fixed
		}
		at := st.substAt(b, m)
		if !noLoopGuards && st.recursive(k) {
			at = dropIndicators(at)
		}
		if cb := st.callBound(eq, c, k, m, getFixed, capped); cb != nil {
			inLoop := sccRel != "" || st.recursive(eq.rel)
			switch {
			case !inLoop && !noCallMin && cb.Op != OpConst:
				at = st.smallerCall(cb, at, eq.cons)
			case !inLoop || cb.Op == OpConst:
				at = cb
			case !noLoopCallCases && (below(cb, at, eq.cons) || subMax(cb, at)):
				// In a loop, where it is below the plain bound (the
				// callee's case that only a value the loop never has
				// makes largest: a counter's k <= 0 in a loop from k
				// = 1), the sums read its cases' bounds; else its
				// plain bound, whose shape they know.
				at = cb
			}
		}
		parts = append(parts, at)
	}
	if err := st.checkTime(); err != nil {
		return nil, err
	}
	c := Add(parts...)
	if err := st.chargeExprs(c); err != nil {
		return nil, err
	}
	if !noEqCostMemo {
		if st.eqCosts == nil {
			st.eqCosts = map[eqCostKey]*Expr{}
		}
		st.eqCosts[k] = c
	}
	return c, nil
}

// eqCostKey is an equation and the component whose calls its eqCost
// leaves out.
type eqCostKey struct {
	eq     *normEq
	scc    string
	capped bool // the callees' capped bounds
}

// sccCtx describes a recursive component solved for one entry relation:
// bounds of quantities met inside it are expressed over the entry's head
// variables by functions that do not increase along its calls.
type sccCtx struct {
	entry string
	rels  []string
	arity map[string]int
	edges []sccEdge // every call inside the component
	// count bounds the applications of some recursive equations (loops
	// only; filled as they are found).
	count map[*normEq]*Expr
	// groups are the counted groups once rankLoops has succeeded.
	groups []group
	// relevant marks the head positions a ranking function may use: those
	// that occur in a constraint, or that a call changes. The others are
	// unconstrained pass-through values no ranking function can use.
	relevant map[string][]bool
	// upMemo and upFailed are boundUp's answers per relation and head
	// function.
	upMemo   map[string]*Expr
	upFailed map[string]bool
	// slimCarried is carriedRanking's positions, made once.
	slimCarried map[string][]bool
	// carried is carriedRanking's memo for slimCarried.
	carried *carriedMemo
	// rankSizes is rankSizeOf's answers.
	rankSizes map[*normEq]rankSize
	// origins is entryOrigins' answer for originsOf, the edges it was
	// computed from: a copy of the context with other edges (rankLoops'
	// pre-components) must not take it.
	origins   map[string][]int
	originsOf []sccEdge
	// passedMemo is passedBound's answers for passedOf, the edges they
	// were found with (as origins).
	passedMemo map[passedKey]passedAnswer
	passedOf   []sccEdge
	// boundMemo is lpBoundMask's answers for boundOf, the edges they
	// were found with.
	boundMemo map[boundKey]boundAnswer
	boundOf   []sccEdge
	// noBound holds, per function, relation and counted edges, the
	// equations whose lpBoundSolve program was infeasible, for
	// boundCovered (reset with boundMemo).
	noBound map[coverKey][]failedBound
	// noBoundOps holds, per function and relation (whatever the counted
	// edges), the operations of an infeasible lpBoundSolve program:
	// the next one is likely infeasible (lp.nominal; reset with
	// boundMemo).
	noBoundOps map[string]int64
	// rankNoSol holds, per kind of solveRanking program (rankKind), the
	// operations of one that was infeasible (lp.nominal).
	rankNoSol map[string]int64
}

type sccEdge struct {
	eq   *normEq
	call Term
}

func (st *state) newCtx(rel string) *sccCtx {
	ctx := &sccCtx{entry: rel, rels: st.sccs[st.scc[rel]], arity: map[string]int{}, relevant: map[string][]bool{}}
	for _, r := range ctx.rels {
		for _, eq := range st.eqs[r] {
			ctx.arity[r] = eq.arity
			if ctx.relevant[r] == nil {
				ctx.relevant[r] = make([]bool, eq.arity)
			}
			if !st.possible(eq) {
				continue
			}
			for _, c := range eq.cons {
				for _, t := range c.L.Terms {
					if i, ok := headIndex(t.Var); ok && i < eq.arity {
						ctx.relevant[r][i] = true
					}
				}
			}
			for _, c := range eq.calls {
				if st.inSCC(rel, c.Key()) {
					ctx.edges = append(ctx.edges, sccEdge{eq, c})
				}
			}
		}
	}
	for _, e := range ctx.edges {
		g := e.call.Key()
		if ctx.relevant[g] == nil {
			ctx.relevant[g] = make([]bool, len(e.call.Args))
		}
		for i, a := range e.call.Args {
			if i >= len(ctx.relevant[g]) {
				continue
			}
			same := len(a.Terms) == 1 && a.Const.Sign() == 0 && a.Terms[0].Var == headVar(i) && RatCmp(a.Terms[0].K, ratOne) == 0
			if !same {
				ctx.relevant[g][i] = true
			}
		}
	}
	// A position passed through unchanged is relevant at both ends when it
	// is at one.
	for changed := true; changed; {
		changed = false
		for _, e := range ctx.edges {
			f, g := ctx.relevant[e.eq.rel], ctx.relevant[e.call.Key()]
			for i := range e.call.Args {
				if i < len(f) && i < len(g) && f[i] != g[i] {
					f[i], g[i] = true, true
					changed = true
				}
			}
		}
	}
	return ctx
}

// boundExpr bounds e (over eq's variables) from above (upper) or below by
// an expression over the head variables of the context's entry (or of
// eq's relation when ctx is nil). It walks the monotone structure of e and
// bounds each maximal linear part by linear programming.
func (st *state) boundExpr(e *Expr, upper bool, eq *normEq, ctx *sccCtx) (*Expr, error) {
	if l, ok := LinOf(e); ok {
		return st.boundLin(l, upper, eq, ctx)
	}
	rec := func(a *Expr, up bool) (*Expr, error) { return st.boundExpr(a, up, eq, ctx) }
	if !noMinAny && (e.Op == OpMin && upper || e.Op == OpMax && !upper) {
		// min(a, b) <= a: a bound of any argument will do.
		var args []*Expr
		var firstErr error
		for _, a := range e.Args {
			b, err := rec(a, upper)
			if err != nil {
				if firstErr == nil {
					firstErr = err
				}
				continue
			}
			args = append(args, b)
		}
		if len(args) == 0 {
			return nil, firstErr
		}
		return rebuild(e.Op, args), nil
	}
	switch e.Op {
	case OpAdd, OpMax, OpMin, OpNat, OpCeil, OpFloor, OpLog2, OpPow2:
		args := make([]*Expr, len(e.Args))
		for i, a := range e.Args {
			b, err := rec(a, upper)
			if err != nil {
				return nil, err
			}
			args[i] = b
		}
		return rebuild(e.Op, args), nil
	case OpMul:
		k, t := splitCoef(e)
		if t != e {
			b, err := rec(t, upper == (k.Sign() > 0))
			if err != nil {
				return nil, err
			}
			return Mul(Const(k), b), nil
		}
		if upper {
			if b, ok := st.indicatorProduct(e, eq, ctx); ok {
				return b, nil
			}
		}
		args := make([]*Expr, len(e.Args))
		for i, a := range e.Args {
			if !st.nonNegAt(a, eq) && !st.nonNegPassed(a, eq, ctx) {
				if b, ok := st.cornerProduct(e, upper, eq, ctx); ok {
					return b, nil
				}
				return nil, fmt.Errorf("cannot bound the product %s: factor %s may be negative", e, a)
			}
			b, err := rec(a, upper)
			if err != nil {
				return nil, err
			}
			// A lower bound of a non-negative factor may be negative;
			// nat of it is still a lower bound.
			args[i] = Nat(b)
		}
		return Mul(args...), nil
	case OpDiv:
		if !st.nonNegAt(e.Args[0], eq) {
			return nil, fmt.Errorf("cannot bound %s: the dividend may be negative", e)
		}
		a, err := rec(e.Args[0], upper)
		if err != nil {
			return nil, err
		}
		b, err := rec(e.Args[1], !upper)
		if err != nil {
			return nil, err
		}
		return Div(a, b), nil
	}
	return nil, fmt.Errorf("cannot bound %s", e)
}

// maxCornerFactors bounds the factors of a product cornerProduct takes
// (2^n corners).
const maxCornerFactors = 3

// cornerProduct bounds a product of factors whose signs are unknown by
// their intervals: with each factor between a lower and an upper bound,
// the product is between the least and the greatest of the products of
// those ends (a product is linear in each factor, so its extremes over a
// box are at corners).
func (st *state) cornerProduct(e *Expr, upper bool, eq *normEq, ctx *sccCtx) (*Expr, bool) {
	if noCornerProducts || len(e.Args) > maxCornerFactors {
		return nil, false
	}
	corners := []*Expr{Int(1)}
	for _, a := range e.Args {
		lo, err := st.boundExpr(a, false, eq, ctx)
		if err != nil {
			return nil, false
		}
		hi, err := st.boundExpr(a, true, eq, ctx)
		if err != nil {
			return nil, false
		}
		var next []*Expr
		for _, c := range corners {
			next = append(next, Mul(c, lo), Mul(c, hi))
		}
		corners = next
	}
	if !noCornerPrune {
		corners = st.pruneCorners(corners, upper, eq, ctx)
	}
	if upper {
		return Max(corners...), true
	}
	return Min(corners...), true
}

// pruneCorners drops the linear corners of a product (cornerProduct) that
// another is above (upper; below for a lower bound) wherever the facts
// known of the bound's variables hold: eq's constraints for a bound over
// eq's head, the preconditions of the context's entry otherwise. Where a
// factor's sign is known, max(-2*A, -4*A, 2*A, 4*A) is then 4*A (A >= 0).
func (st *state) pruneCorners(corners []*Expr, upper bool, eq *normEq, ctx *sccCtx) []*Expr {
	if len(corners) < 2 || len(corners) > 8 {
		return corners
	}
	facts := eq.cons
	if ctx != nil {
		facts = append(append(Poly(nil), st.pre[ctx.entry]...), st.entryPre[ctx.entry]...)
	}
	lins := make([]Lin, len(corners))
	linear := make([]bool, len(corners))
	for i, c := range corners {
		lins[i], linear[i] = LinOf(c)
	}
	dropped := make([]bool, len(corners))
	for i := range corners {
		if !linear[i] {
			continue
		}
		for j := range corners {
			if j == i || dropped[j] || !linear[j] {
				continue
			}
			d := lins[j].AddScaled(ratMinusOne, lins[i]) // c_j - c_i
			if !upper {
				d = d.Scale(ratMinusOne)
			}
			if facts.impliesD(st.stop, d) {
				dropped[i] = true
				break
			}
		}
	}
	var out []*Expr
	for i, c := range corners {
		if !dropped[i] {
			out = append(out, c)
		}
	}
	return out
}

// nonNegAt reports whether e is non-negative at every application of eq:
// provably so whatever its variables (NonNegative), or linear and implied
// by eq's constraints (p >= 1 makes the factor p of p*b non-negative).
func (st *state) nonNegAt(e *Expr, eq *normEq) bool {
	if NonNegative(e) {
		return true
	}
	if noNonNegFactors {
		return false
	}
	l, ok := LinOf(e)
	if !ok {
		return false
	}
	if eq.cons.impliesD(st.stop, l) {
		return true
	}
	// With the entry's facts the equation's relation is passed (nprocs
	// >= 1 where a loop's equations do not restate it).
	p := st.passed[eq.rel]
	return len(p) > 0 && append(append(Poly(nil), eq.cons...), p...).impliesD(st.stop, l)
}

// nonNegPassed reports whether e, linear over positions of eq's relation
// that hold the values of the component entry's positions unchanged
// (passedFromEntry), is >= 0 by what holds at the entry's calls from
// outside (a factor nprocs passed along a loop body's joins, whose
// equations do not restate nprocs >= 1).
func (st *state) nonNegPassed(e *Expr, eq *normEq, ctx *sccCtx) bool {
	if ctx == nil || noCarriedRanking {
		return false
	}
	l, ok := LinOf(e)
	if !ok {
		return false
	}
	at, ok := st.passedFromEntry(l, eq.rel, ctx)
	if !ok {
		return false
	}
	if pre := st.entryPre[ctx.entry]; len(pre) > 0 && pre.impliesD(st.stop, at) {
		return true
	}
	// Else at every call of the entry from outside the component, by
	// that equation's constraints (the invariants may have been left
	// out for the system's size), and by the precondition of each entry
	// of the system that is the component's entry (called with any
	// arguments its precondition allows).
	sites := 0
	for _, e := range st.entries {
		if e.Head.Key() != ctx.entry {
			continue
		}
		sites++
		if !e.Pre.impliesD(st.stop, at.substHead(e.Head.Args)) {
			return false
		}
	}
	reached := st.reachedRels()
	for r, eqs := range st.eqs {
		if st.inSCC(ctx.entry, r) || !reached[r] {
			continue
		}
		for _, c := range eqs {
			if c.dead {
				continue
			}
			for _, call := range c.calls {
				if call.Key() != ctx.entry {
					continue
				}
				sites++
				if !c.cons.impliesD(st.stop, at.substHead(call.Args)) {
					return false
				}
			}
		}
	}
	return sites > 0
}

// reachedRels is the set of relations that the entries' equations reach
// (those no call reaches any more, as an inlined relation, left out).
func (st *state) reachedRels() map[string]bool {
	reached := map[string]bool{}
	var work []string
	for r := range st.entryRels {
		reached[r] = true
		work = append(work, r)
	}
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		for _, eq := range st.eqs[r] {
			if eq.dead {
				continue
			}
			for _, c := range eq.calls {
				if k := c.Key(); !reached[k] {
					reached[k] = true
					work = append(work, k)
				}
			}
		}
	}
	return reached
}

// elimLocals rewrites l with the equalities of eq's constraints so that
// variables local to the equation are replaced by head variables where
// possible (Y = A - 1 turns Y into A - 1).
func elimLocals(l Lin, cons Poly) Lin {
	for iter := 0; iter < 4*len(cons)+4; iter++ {
		changed := false
		for _, v := range l.Vars() {
			if !l.Has(v) || strings.HasPrefix(v, "#") {
				continue
			}
			for _, c := range cons {
				k := c.L.Coef(v)
				if !c.Eq || k == nil {
					continue
				}
				// prefer equalities that do not bring new locals back
				l = l.AddScaled(new(big.Rat).Neg(new(big.Rat).Quo(l.Coef(v), k)), c.L)
				changed = true
				break
			}
		}
		if !changed || onlyHead(l) {
			break
		}
	}
	return l
}

func onlyHead(l Lin) bool {
	for _, t := range l.Terms {
		if !strings.HasPrefix(t.Var, "#") {
			return false
		}
	}
	return true
}

// boundLin bounds the linear l over eq's variables from above (or below)
// by an expression over the head variables: of eq's relation (ctx nil),
// or of the context entry's, through functions that do not increase
// (decrease, for lower bounds) along the component's calls, except by a
// constant per application of equations whose count is known.
func (st *state) boundLin(l Lin, upper bool, eq *normEq, ctx *sccCtx) (*Expr, error) {
	if err := st.checkTime(); err != nil {
		return nil, err
	}
	if !upper {
		b, err := st.boundLin(l.Scale(ratMinusOne), true, eq, ctx)
		if err != nil {
			return nil, err
		}
		return Mul(Int(-1), b), nil
	}
	if l.IsConst() {
		return l.Expr(), nil
	}
	h := elimLocals(l, eq.cons)
	if ctx == nil {
		if onlyHead(h) {
			return h.Expr(), nil
		}
		return st.lpBound(l, eq, nil)
	}
	// Try h itself when the component is one relation and h does not
	// increase along its calls.
	if onlyHead(h) && ctx.sameArity() && st.nonIncreasing(h, ctx) {
		return h.Expr(), nil
	}
	if b, ok := st.passedBound(l, h, eq, ctx); ok {
		return b, nil
	}
	b, err := st.lpBound(l, eq, ctx)
	if err == nil || !onlyHead(h) || !ctx.sameArity() || st.sizeDepth >= 2 {
		return b, err
	}
	if sb, ok := st.sizeBound(h, ctx); ok {
		return sb, nil
	}
	return b, err
}

// passedBound bounds l (h: its head function, elimLocals) in eq where
// every head position h reads holds the value of an entry position at
// every call within the component (entryOrigins: a parameter the loop
// passes along): a function u of those positions alone that eq's
// constraints prove >= l is constant along every call, so u at the entry
// bounds l wherever eq applies. Its linear program has eq's rows only,
// not the component's (a loop body of many paths makes that one large,
// and lpBound would solve it anew for each path's cost); a function over
// the other positions is not looked for, so a value that only a
// changing position bounds goes to lpBound.
//
// The answer depends on eq, l and the component's edges alone, so it is
// kept in ctx (passedMemo): a loop's rounds, phases, joint ranking, sums
// and size bounds ask for the bounds of the same costs many times over.
func (st *state) passedBound(l, h Lin, eq *normEq, ctx *sccCtx) (*Expr, bool) {
	if noPassedBound || len(ctx.edges) == 0 {
		return nil, false
	}
	st.passedAsked++
	if noPassedMemo {
		st.passedMade++
		return st.passedBoundNew(l, h, eq, ctx)
	}
	if ctx.passedMemo == nil || !sameEdges(ctx.passedOf, ctx.edges) {
		ctx.passedMemo, ctx.passedOf = map[passedKey]passedAnswer{}, ctx.edges
	}
	key := passedKey{eq, l.String()}
	if a, ok := ctx.passedMemo[key]; ok {
		return a.b, a.ok
	}
	st.passedMade++
	b, ok := st.passedBoundNew(l, h, eq, ctx)
	if ok || st.checkTime() == nil {
		// (A failure past the deadline is not the method's answer.)
		ctx.passedMemo[key] = passedAnswer{b, ok}
	}
	return b, ok
}

// passedKey and passedAnswer are passedBound's memo's key and answer.
type passedKey struct {
	eq *normEq
	l  string
}

type passedAnswer struct {
	b  *Expr
	ok bool
}

// passedBoundNew is passedBound without its memo.
func (st *state) passedBoundNew(l, h Lin, eq *normEq, ctx *sccCtx) (*Expr, bool) {
	origin := st.entryOrigins(ctx)
	o := origin[eq.rel]
	mask := make([]bool, eq.arity)
	for i := range mask {
		mask[i] = i < len(o) && o[i] >= 0
	}
	for _, t := range h.Terms {
		if i, isHead := headIndex(t.Var); isHead && (i >= len(mask) || !mask[i]) {
			return nil, false
		}
	}
	return st.boundAtEntry(l, eq, mask, origin)
}

// boundAtEntry bounds l in eq by eq's constraints over the head positions
// of mask, each of which the calls pass along from an entry position
// (origin, entryOrigins): the bound found, read at those entry positions
// (passedVia), holds wherever eq applies.
func (st *state) boundAtEntry(l Lin, eq *normEq, mask []bool, origin map[string][]int) (*Expr, bool) {
	u, err := st.lpBoundMask(l, eq, nil, map[string][]bool{eq.rel: mask})
	if err != nil {
		return nil, false
	}
	ul, ok := LinOf(u)
	if !ok {
		return nil, false
	}
	at, ok := passedVia(ul, eq.rel, origin)
	if !ok {
		return nil, false
	}
	return at.Expr(), true
}

// sizeBound bounds the head function h (the same function of the head
// positions at every relation, see sameArity) over a loop whose
// calls may increase it (KoAT's size bounds): each call either does not
// increase h, or resets it (h at the call is bounded over the entry's
// variables, boundLin), or is an equation
// with a known count whose increase is bounded. Then along any derivation
// h is at most the largest of its entry value and the reset bounds (the
// value after the last reset, or at the entry) plus the sum over the
// counted equations of count * bound of the increase. Nested at most
// twice (an increase bounded by a variable that grows by a constant).
func (st *state) sizeBound(h Lin, ctx *sccCtx) (*Expr, bool) {
	st.sizeDepth++
	defer func() { st.sizeDepth-- }()
	starts := []*Expr{h.Expr()}
	var incs []*Expr
	for _, e := range ctx.edges {
		at := h.substHead(e.call.Args)
		inc := at.AddScaled(ratMinusOne, h)
		if e.eq.cons.impliesD(st.stop, inc.Scale(ratMinusOne)) {
			continue
		}
		// A reset to a value that a non-increasing function bounds is
		// tried first, then a counted increase, then a reset to a value
		// that is itself bounded by a size bound (the looser of the
		// three when the others apply).
		if !noResets {
			if r, err := st.lpBound(at, e.eq, ctx); err == nil {
				starts = append(starts, r)
				continue
			}
		}
		if c, counted := ctx.count[e.eq]; counted {
			if b, err := st.boundExpr(Nat(inc.Expr()), true, e.eq, ctx); err == nil {
				incs = append(incs, Mul(c, b))
				continue
			}
		}
		if noResets {
			return nil, false
		}
		r, err := st.boundLin(at, true, e.eq, ctx)
		if err != nil {
			return nil, false
		}
		starts = append(starts, r)
	}
	return Add(append([]*Expr{maxNat(Max(starts...))}, incs...)...), true
}

// maxNat writes max(e, 0) as nat(e).
func maxNat(m *Expr) *Expr {
	if m.Op == OpMax && len(m.Args) == 2 {
		for i, a := range m.Args {
			if v, ok := a.IsConst(); ok && v.Sign() == 0 {
				return Nat(m.Args[1-i])
			}
		}
	}
	return m
}

// sameArity reports whether the component's relations all have the
// entry's arity (one relation, or the locations of an integer transition
// system): a function of the head positions then means the same at every
// relation, and sizeBound and nonIncreasing apply.
func (ctx *sccCtx) sameArity() bool {
	if len(ctx.rels) == 1 {
		return true
	}
	if noMultiSize {
		return false
	}
	for _, r := range ctx.rels {
		if ctx.arity[r] != ctx.arity[ctx.entry] {
			return false
		}
	}
	return true
}

// nonIncreasing checks that the head function h does not increase along
// any call of a component whose relations have the same arity.
func (st *state) nonIncreasing(h Lin, ctx *sccCtx) bool {
	for _, e := range ctx.edges {
		if !e.eq.cons.impliesD(st.stop, h.AddScaled(ratMinusOne, h.substHead(e.call.Args))) {
			return false
		}
	}
	return true
}

// lpBound finds by linear programming a function u of the head variables
// with eq's constraints implying u >= l, non-increasing along the
// component's calls when ctx is set, except that a call of an equation
// with a known count may increase it by a constant delta (paid as
// delta * count: a counter that grows by one per outer iteration). It
// minimises the increases first, then the size of u at the entry.
func (st *state) lpBound(l Lin, eq *normEq, ctx *sccCtx) (*Expr, error) {
	b, err := st.lpBoundMask(l, eq, ctx, nil)
	if err != nil && ctx != nil && !errors.Is(err, errLPWork) && !errors.Is(err, errTimeout) && !noUnboundedUp {
		// No function of the head bounds l along the whole component (a
		// value the body makes anew, unconstrained where a join is
		// called and constrained after it): bounded where the body's
		// calls pass the values it is made of (boundUp).
		if ub, ok := st.boundUp(l, eq, ctx); ok {
			return ub, nil
		}
		return b, err
	}
	if !errors.Is(err, errLPWork) || ctx == nil || noCarriedRanking {
		return b, err
	}
	// Too large over the whole component: l's value at the entry where
	// every call passes its positions along unchanged, else over the
	// positions carried along it that l reads, and those related to them
	// (carriedRanking).
	if at, ok := st.passedFromEntry(l, eq.rel, ctx); ok {
		return at.Expr(), nil
	}
	seeds := map[string][]int{}
	carried := true
	for _, t := range l.Terms {
		i, isHead := headIndex(t.Var)
		if !isHead {
			carried = false
			break
		}
		seeds[eq.rel] = append(seeds[eq.rel], i)
	}
	if carried {
		mask := st.slimPositions(ctx, st.carriedPositions(ctx), seeds)
		for _, i := range seeds[eq.rel] {
			carried = carried && mask[eq.rel][i]
		}
		if carried {
			if mb, merr := st.lpBoundMask(l, eq, ctx, mask); merr == nil {
				return mb, nil
			}
		}
	}
	// Not carried (a value the loop's body computes anew): bounded
	// where the body's calls pass it, back to carried positions.
	if ub, ok := st.boundUp(l, eq, ctx); ok {
		return ub, nil
	}
	return b, err
}

// readsBack marks the carried positions that seeds' values are made of:
// the seeds, and at each call within the component that passes a marked
// position, the caller's positions its argument reads, to a fixpoint.
// Constraints over those alone are few and alike across the equations of
// a body with many paths, so the masked LP stays small.
func readsBack(ctx *sccCtx, carried map[string][]bool, seeds map[string][]int) map[string][]bool {
	mark := map[string][]bool{}
	for r, m := range carried {
		mark[r] = make([]bool, len(m))
	}
	for r, is := range seeds {
		for _, i := range is {
			if i < len(mark[r]) && carried[r][i] {
				mark[r][i] = true
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for _, e := range ctx.edges {
			g := e.call.Key()
			for i, a := range e.call.Args {
				if i >= len(mark[g]) || !mark[g][i] {
					continue
				}
				for _, t := range a.Terms {
					j, isHead := headIndex(t.Var)
					if isHead && j < len(mark[e.eq.rel]) && carried[e.eq.rel][j] && !mark[e.eq.rel][j] {
						mark[e.eq.rel][j] = true
						changed = true
					}
				}
			}
		}
	}
	return mark
}

// maxBoundUpLPs bounds the linear programs of one boundUp.
const maxBoundUpLPs = 4000

// boundUp bounds l (over eq's variables) over the entry's variables where
// the component's LP is too large, by walking back along the calls of the
// loop's body: l is bounded over eq's head by eq's constraints alone (a
// small linear program); a function of the head that reads carried
// positions only is bounded by lpBoundMask over those, one passed along
// unchanged from the entry is its value there; otherwise it is bounded at
// every call of eq's relation within the component, in the caller's
// equation, and so on (the largest of those bounds). Every application of
// a relation other than the entry is reached by one of those calls, so
// the bound holds wherever eq applies. The entry's own positions that are
// not carried are not followed around the loop (no bound).
func (st *state) boundUp(l Lin, eq *normEq, ctx *sccCtx) (*Expr, bool) {
	if noBoundUp {
		return nil, false
	}
	carried := st.carriedPositions(ctx)
	into := map[string][]sccEdge{}
	for _, e := range ctx.edges {
		into[e.call.Key()] = append(into[e.call.Key()], e)
	}
	// (Kept in the context: the costs of a body's equations ask for the
	// same values.)
	if ctx.upMemo == nil {
		ctx.upMemo, ctx.upFailed = map[string]*Expr{}, map[string]bool{}
	}
	memo, failed := ctx.upMemo, ctx.upFailed
	lps := 0
	var atHead func(h Lin, rel string, depth int) (*Expr, bool)
	var boundVia func(h, l Lin, eq *normEq, read []bool, depth int) (*Expr, bool)
	// inEq bounds l over eq's head, then there.
	origin := st.entryOrigins(ctx)
	passed := map[string][]bool{}
	for r, o := range origin {
		m := make([]bool, len(o))
		for i, v := range o {
			m[i] = v >= 0
		}
		passed[r] = m
	}
	inEq := func(l Lin, eq *normEq, depth int) (*Expr, bool) {
		h := elimLocals(l, eq.cons)
		if at, ok := passedVia(h, eq.rel, origin); ok {
			return at.Expr(), true
		}
		// Only the head positions that eq's constraints or l read can
		// have a coefficient in a bound u >= l that the constraints
		// prove (Farkas).
		read := make([]bool, eq.arity)
		mark := func(l Lin) {
			for _, t := range l.Terms {
				if i, ok := headIndex(t.Var); ok && i < len(read) {
					read[i] = true
				}
			}
		}
		mark(l)
		for _, c := range eq.cons {
			mark(c.L)
		}
		// By eq's constraints, over the positions the entry passes
		// along unchanged: their values at the entry.
		if lps, st.upLPs = lps+1, st.upLPs+1; lps > maxBoundUpLPs {
			return nil, false
		}
		both := make([]bool, eq.arity)
		for i := range both {
			both[i] = read[i] && i < len(passed[eq.rel]) && passed[eq.rel][i]
		}
		if b, ok := st.boundAtEntry(l, eq, both, origin); ok {
			return b, true
		}
		if !onlyHead(h) {
			if lps, st.upLPs = lps+1, st.upLPs+1; lps > maxBoundUpLPs {
				return nil, false
			}
			u, err := st.lpBoundMask(l, eq, nil, map[string][]bool{eq.rel: read})
			if err != nil {
				return nil, false
			}
			ul, ok := LinOf(u)
			if !ok {
				return nil, false
			}
			h = ul
		}
		if b, ok := atHead(h, eq.rel, depth); ok || noBoundUpVia {
			return b, ok
		}
		return boundVia(h, l, eq, read, depth)
	}
	// boundVia bounds l, whose head function h has no bound back along
	// the calls, by eq's constraints over other positions of its head:
	// a value havocked before a join and constrained after it (nondet's
	// assume kr == (k + M - s - 1) / M in the join's equations) is
	// unconstrained where the calls pass it, but eq bounds it by k and M,
	// which the calls do bound. The positions of h that have no bound
	// back along the calls on their own are left out of the linear
	// program, so that its bound is over the others.
	boundVia = func(h, l Lin, eq *normEq, read []bool, depth int) (*Expr, bool) {
		mask := append([]bool(nil), read...)
		left := false
		for _, t := range h.Terms {
			i, ok := headIndex(t.Var)
			if !ok || i >= len(mask) {
				return nil, false
			}
			if i < len(passed[eq.rel]) && passed[eq.rel][i] {
				continue
			}
			one := LinVar(t.Var)
			if t.K.Sign() < 0 {
				one = one.Scale(ratMinusOne)
			}
			if _, ok := atHead(one, eq.rel, depth); !ok {
				mask[i] = false
				left = true
			}
		}
		if !left {
			return nil, false
		}
		if lps, st.upLPs = lps+1, st.upLPs+1; lps > maxBoundUpLPs {
			return nil, false
		}
		u, err := st.lpBoundMask(l, eq, nil, map[string][]bool{eq.rel: mask})
		if err != nil {
			return nil, false
		}
		ul, ok := LinOf(u)
		if !ok {
			return nil, false
		}
		return atHead(ul, eq.rel, depth)
	}
	var atHeadOne func(h Lin, rel string, depth int) (*Expr, bool)
	atHead = func(h Lin, rel string, depth int) (*Expr, bool) {
		if h.IsConst() {
			return h.Expr(), true
		}
		k, c, one := linUnit(h)
		if noUnitHeads || k == nil {
			return atHeadOne(h, rel, depth)
		}
		// k*one + c with k > 0: bounded as k times one's bound plus c,
		// so that the forms of one value a body's costs ask for (x - 2,
		// 2*x - 2, x - 4) share one answer, found or not.
		b, ok := atHeadOne(one, rel, depth)
		if !ok {
			return nil, false
		}
		return Add(Mul(Const(k), b), Const(c)), true
	}
	atHeadOne = func(h Lin, rel string, depth int) (*Expr, bool) {
		key := rel + "|" + h.String()
		if b, ok := memo[key]; ok {
			return b, true
		}
		if failed[key] || depth > len(ctx.rels) || st.checkTime() != nil {
			return nil, false
		}
		// The part passed along unchanged is its value at the entry.
		var hp, hr Lin
		hr = NewLin(h.Const)
		hp = NewLin(RatInt(0))
		for _, t := range h.Terms {
			if i, ok := headIndex(t.Var); ok && i < len(origin[rel]) && origin[rel][i] >= 0 {
				hp = hp.AddScaled(t.K, LinVar(t.Var))
			} else {
				hr = hr.AddScaled(t.K, LinVar(t.Var))
			}
		}
		at, _ := passedVia(hp, rel, origin)
		if len(hr.Terms) == 0 {
			memo[key] = Add(at.Expr(), hr.Expr())
			return memo[key], true
		}
		if len(hp.Terms) > 0 {
			b, ok := atHead(hr, rel, depth)
			if ok {
				memo[key] = Add(at.Expr(), b)
			} else {
				failed[key] = true
			}
			return memo[key], ok
		}
		seeds := map[string][]int{}
		all := true
		for _, t := range h.Terms {
			i, _ := headIndex(t.Var)
			seeds[rel] = append(seeds[rel], i)
			all = all && i < len(carried[rel]) && carried[rel][i]
		}
		// overLoop bounds h by a linear program over the component;
		// stop: the programs of this walk are spent.
		overLoop := func() (b *Expr, ok, stop bool) {
			if !all || len(st.eqs[rel]) == 0 {
				return nil, false, false
			}
			// Over the head alone: no constraint of one equation.
			any := *st.eqs[rel][0]
			any.cons = nil
			// The positions h's value is made of, then those a ranking
			// function of the loop would read.
			for _, mask := range []map[string][]bool{readsBack(ctx, carried, seeds), st.slimPositions(ctx, carried, seeds)} {
				ok := true
				for _, i := range seeds[rel] {
					ok = ok && mask[rel][i]
				}
				if !ok {
					continue
				}
				if lps, st.upLPs = lps+1, st.upLPs+1; lps > maxBoundUpLPs {
					return nil, false, true
				}
				b, err := st.lpBoundMask(h, &any, ctx, mask)
				if err == nil {
					return b, true, false
				}
			}
			if b, ok := st.carriedBack(h, rel, ctx); ok {
				return b, true, false
			}
			return nil, false, false
		}
		// atCallers bounds h at every call of rel within the component.
		atCallers := func() (*Expr, bool) {
			var parts []*Expr
			seen := map[string]bool{}
			for _, e := range into[rel] {
				b, ok := inEq(h.substHead(e.call.Args), e.eq, depth+1)
				if !ok {
					return nil, false
				}
				if k := b.String(); !seen[k] {
					seen[k] = true
					parts = append(parts, b)
				}
			}
			return Max(parts...), true
		}
		callers := rel != ctx.entry && len(into[rel]) > 0
		if callers && !noCallersFirst {
			// The callers first: a value of a loop body's relation is
			// made of what its callers pass, and the walk's programs are
			// one equation's rows; the component's program (large for a
			// body of many paths) only where the walk finds no bound.
			if b, ok := atCallers(); ok {
				memo[key] = b
				return b, true
			}
			b, ok, stop := overLoop()
			if stop {
				return nil, false
			}
			if ok {
				memo[key] = b
			} else {
				failed[key] = true
			}
			return b, ok
		}
		if b, ok, stop := overLoop(); stop {
			return nil, false
		} else if ok {
			memo[key] = b
			return b, true
		}
		if !callers {
			failed[key] = true
			return nil, false
		}
		b, ok := atCallers()
		if ok {
			memo[key] = b
		} else {
			failed[key] = true
		}
		return b, ok
	}
	// The same l in the same equation is asked again (each cost of a
	// body's paths, each try of a bound): its answer is kept.
	top := fmt.Sprintf("%p|%s", eq, l.String())
	if b, ok := memo[top]; ok {
		return b, true
	}
	if failed[top] {
		return nil, false
	}
	b, ok := inEq(l, eq, 0)
	if ok {
		memo[top] = b
	} else if st.checkTime() == nil {
		failed[top] = true
	}
	return b, ok
}

// passedFromEntry returns l (over the head variables of relation rel) as
// the same function of the entry's head variables, where each position
// l reads holds the value of one entry position at every call within the
// component: the entry passes it on unchanged, and so does every call
// (a parameter that a loop's body passes along its joins). ok is false
// where a call changes one of them or two values meet at a position.
func (st *state) passedFromEntry(l Lin, rel string, ctx *sccCtx) (Lin, bool) {
	return passedVia(l, rel, st.entryOrigins(ctx))
}

// passedVia is l over the entry's head variables by origin (entryOrigins).
func passedVia(l Lin, rel string, origin map[string][]int) (Lin, bool) {
	m := map[string]Lin{}
	for _, t := range l.Terms {
		i, isHead := headIndex(t.Var)
		if !isHead || i >= len(origin[rel]) || origin[rel][i] < 0 {
			return Lin{}, false
		}
		m[t.Var] = LinVar(headVar(origin[rel][i]))
	}
	return l.Subst(m), true
}

// entryOrigins maps each relation of the component to the entry position
// whose value each of its positions holds at every call within the
// component (-2 where none: changed by a call, or two values meet). The
// answer is kept in ctx (every bound of a loop body's costs asks for it,
// and a body of many paths has thousands of edges); callers only read it.
func (st *state) entryOrigins(ctx *sccCtx) map[string][]int {
	st.originsAsked++
	if !noOriginsMemo && ctx.origins != nil && sameEdges(ctx.originsOf, ctx.edges) {
		return ctx.origins
	}
	st.originsMade++
	origin := computeOrigins(ctx)
	ctx.origins, ctx.originsOf = origin, ctx.edges
	return origin
}

// sameEdges reports whether a and b are the same slice (the same
// elements in the same backing array).
func sameEdges(a, b []sccEdge) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

func computeOrigins(ctx *sccCtx) map[string][]int {
	// origin[r][i]: the entry position whose value position i of r holds
	// (-1: none known yet, -2: not one).
	origin := map[string][]int{}
	for _, r := range ctx.rels {
		o := make([]int, ctx.arity[r])
		for i := range o {
			o[i] = -1
			if r == ctx.entry {
				o[i] = i
			}
		}
		origin[r] = o
	}
	meet := func(r string, i, v int) bool {
		o := origin[r]
		if i >= len(o) || o[i] == v || o[i] == -2 {
			return false
		}
		if o[i] == -1 && v != -1 {
			o[i] = v
		} else {
			o[i] = -2
		}
		return true
	}
	for changed := true; changed; {
		changed = false
		for _, e := range ctx.edges {
			g, f := e.call.Key(), origin[e.eq.rel]
			for i, a := range e.call.Args {
				v := -2
				if len(a.Terms) == 1 && a.Const.Sign() == 0 && RatCmp(a.Terms[0].K, ratOne) == 0 {
					if j, isHead := headIndex(a.Terms[0].Var); isHead && j < len(f) {
						v = f[j]
					}
				}
				if v == -1 {
					continue // the caller's own is not known yet
				}
				if meet(g, i, v) {
					changed = true
				}
			}
		}
	}
	// Every call must pass each position that has an origin its own
	// origin's value (a position first met from a caller not known yet
	// may have had another value from it).
	for changed := true; changed; {
		changed = false
		for _, e := range ctx.edges {
			g, f := e.call.Key(), origin[e.eq.rel]
			for i, a := range e.call.Args {
				if i >= len(origin[g]) || origin[g][i] < 0 {
					continue
				}
				ok := false
				if len(a.Terms) == 1 && a.Const.Sign() == 0 && RatCmp(a.Terms[0].K, ratOne) == 0 {
					j, isHead := headIndex(a.Terms[0].Var)
					ok = isHead && j < len(f) && f[j] == origin[g][i]
				}
				if !ok {
					origin[g][i] = -2
					changed = true
				}
			}
		}
	}
	return origin
}

// lpBoundMask is lpBound, with mask: functions over the marked positions
// only, and each equation with its constraints over them only (a weaker
// system: a bound of it bounds the component's).
//
// Its linear program depends on l, eq, mask, the component's edges and
// which of them are counted, so its answer is kept (in ctx, for its
// edges, or in st without one: boundMemo) and the bound made anew from
// it with the counts of now: a loop's rounds, phases and size bounds,
// and rankGrow for each target of a round, ask for the same bounds many
// times over.
func (st *state) lpBoundMask(l Lin, eq *normEq, ctx *sccCtx, mask map[string][]bool) (*Expr, error) {
	if noBoundMemo {
		st.boundAsked++
		st.boundMade++
		a := st.lpBoundSolve(l, eq, ctx, mask, 0)
		return a.bound(ctx)
	}
	var memo map[boundKey]boundAnswer
	key := boundKey{eq: eq, l: l.String(), mask: maskKey(mask)}
	if ctx == nil {
		if st.boundMemo == nil {
			st.boundMemo = map[boundKey]boundAnswer{}
		}
		memo = st.boundMemo
	} else {
		if ctx.boundMemo == nil || !sameEdges(ctx.boundOf, ctx.edges) {
			ctx.boundMemo, ctx.boundOf = map[boundKey]boundAnswer{}, ctx.edges
			ctx.noBound, ctx.noBoundOps = nil, nil
		}
		memo = ctx.boundMemo
		var b strings.Builder
		for i, e := range ctx.edges {
			if _, counted := ctx.count[e.eq]; counted {
				fmt.Fprintf(&b, "%d,", i)
			}
		}
		key.counted = b.String()
	}
	st.boundAsked++
	if a, ok := memo[key]; ok {
		return a.bound(ctx)
	}
	ck := coverKey{l: key.l, rel: eq.rel, counted: key.counted}
	if ctx != nil && mask == nil {
		if a, ok := st.boundCovered(l, eq, ctx, ck); ok {
			memo[key] = a
			return a.bound(ctx)
		}
	}
	st.boundMade++
	w0 := st.stop.worked()
	var nominal int64
	fk := ck.l + "|" + ck.rel
	if ctx != nil && mask == nil && !noFastFirst {
		nominal = ctx.noBoundOps[fk]
	}
	a := st.lpBoundSolve(l, eq, ctx, mask, nominal)
	if a.err == nil || !errors.Is(a.err, errTimeout) && st.checkTime() == nil {
		// (A failure past the deadline is not the method's answer.)
		memo[key] = a
		if a.infeasible && ctx != nil && mask == nil && !noBoundCover {
			if ctx.noBound == nil {
				ctx.noBound = map[coverKey][]failedBound{}
			}
			ctx.noBound[ck] = append(ctx.noBound[ck], failedBound{eq: eq, ops: st.stop.worked() - w0})
		}
		if a.infeasible && ctx != nil && mask == nil && nominal == 0 {
			if ctx.noBoundOps == nil {
				ctx.noBoundOps = map[string]int64{}
			}
			ctx.noBoundOps[fk] = st.stop.worked() - w0
		}
	}
	return a.bound(ctx)
}

// boundKey is lpBoundMask's memo's key: the equation, the function, the
// mask (maskKey) and the indices of the counted edges.
type boundKey struct {
	eq               *normEq
	l, mask, counted string
}

// maskKey is mask as a string ("" for nil).
func maskKey(mask map[string][]bool) string {
	if mask == nil {
		return ""
	}
	rels := make([]string, 0, len(mask))
	for r := range mask {
		rels = append(rels, r)
	}
	sort.Strings(rels)
	var b strings.Builder
	for _, r := range rels {
		b.WriteString(r + ":")
		for _, m := range mask[r] {
			if m {
				b.WriteByte('1')
			} else {
				b.WriteByte('0')
			}
		}
		b.WriteByte(';')
	}
	return b.String()
}

// boundAnswer is lpBoundMask's linear program's answer: the function at
// the entry and the increase paid per application of each counted
// equation (or the error).
type boundAnswer struct {
	entry  Lin
	deltas []boundDelta
	err    error
	// infeasible: err is that the program has no solution (no function
	// of the component bounds l; boundCovered).
	infeasible bool
}

type boundDelta struct {
	eq *normEq
	k  *big.Rat
}

// bound is a's bound with ctx's counts.
func (a boundAnswer) bound(ctx *sccCtx) (*Expr, error) {
	if a.err != nil {
		return nil, a.err
	}
	parts := []*Expr{a.entry.Expr()}
	for _, d := range a.deltas {
		parts = append(parts, Mul(Const(d.k), ctx.count[d.eq]))
	}
	return Add(parts...), nil
}

// lpBoundSolve is lpBoundMask's linear program. nominal > 0 (a program
// of the same function in the same relation was infeasible, and took
// that many operations) marks it likely infeasible (lp.nominal).
func (st *state) lpBoundSolve(l Lin, eq *normEq, ctx *sccCtx, mask map[string][]bool, nominal int64) boundAnswer {
	prog := st.newLP()
	funcs := map[string]locFunc{}
	entry := eq.rel
	if ctx != nil {
		entry = ctx.entry
		for _, r := range ctx.rels {
			if mask != nil {
				funcs[r] = newLocFuncMask(prog, ctx.arity[r], mask[r])
			} else {
				funcs[r] = newLocFunc(prog, ctx.arity[r])
			}
		}
	} else if mask != nil {
		funcs[eq.rel] = newLocFuncMask(prog, eq.arity, mask[eq.rel])
	} else {
		funcs[eq.rel] = newLocFunc(prog, eq.arity)
	}
	slim := func(e *normEq) *normEq {
		if mask == nil || ctx == nil {
			return e
		}
		return keepMarked(e, mask[e.rel])
	}
	farkas(prog, slim(eq).cons, funcs[eq.rel].head().addScaled(ratMinusOne, tmplLin(l)))
	funcs[entry].l1Objective(prog)
	deltas := map[*normEq]int{}
	seen := map[string]bool{}
	if ctx != nil {
		for _, e := range ctx.edges {
			cons := e.eq.cons
			if mask != nil {
				// Edges the narrowing makes the same give the same rows
				// (a counted one keeps its own, for its increase).
				k := slim(e.eq)
				cons = k.cons
				key := k.rel + "|" + e.call.Key() + "|" + cons.String()
				for i, a := range e.call.Args {
					if m := mask[e.call.Key()]; i < len(m) && m[i] {
						key += fmt.Sprintf("|%d:%s", i, a.String())
					}
				}
				if _, counted := ctx.count[e.eq]; counted {
					key += fmt.Sprintf("|%p", e.eq)
				}
				if seen[key] {
					continue
				}
				seen[key] = true
			}
			if prog.stopped() {
				break // (solve reports why)
			}
			t := funcs[e.eq.rel].head().addScaled(ratMinusOne, funcs[e.call.Key()].at(e.call.Args))
			if _, counted := ctx.count[e.eq]; counted {
				d, ok := deltas[e.eq]
				if !ok {
					d = prog.newVar(false)
					deltas[e.eq] = d
					prog.obj[d] = big.NewRat(l1Weight/2, 1) // cheaper than a coefficient: a count is usually smaller than a variable
				}
				t.c.set(d, ratAdd(RatInt(1), ratOrZero(t.c.at(d)))) // (t is addScaled's: its own)
			}
			farkas(prog, cons, t)
		}
	}
	prog.nominal = nominal
	status, x, _, err := prog.solve()
	// (Infeasible as built, before the row below: boundCovered.)
	infeasible := err == nil && status == lpInfeasible
	if err == nil && status == lpUnbounded {
		// The entry's function can be lowered without end: the quantity
		// cannot occur on a path from the entry (its bound would be -inf),
		// so any member of the family is a bound; take one with a
		// non-negative constant.
		prog.addRow(map[int]*big.Rat{funcs[entry].cst: RatInt(1)}, lpGE, RatInt(0))
		status, x, _, err = prog.solve()
	}
	if err != nil {
		return boundAnswer{err: fmt.Errorf("bounding %s (in %s, line %d): %w", l.Rename(headNames(eq)), eq.rel, eqLine(eq), err)}
	}
	if status != lpOptimal {
		return boundAnswer{err: noBoundErr(l, eq, ctx), infeasible: infeasible}
	}
	a := boundAnswer{entry: funcs[entry].value(x)}
	for e, d := range deltas {
		if x[d].Sign() > 0 {
			a.deltas = append(a.deltas, boundDelta{e, x[d]})
		}
	}
	return a
}

// noBoundErr is lpBoundSolve's error where its program has no optimum.
func noBoundErr(l Lin, eq *normEq, ctx *sccCtx) error {
	what := "is unbounded"
	if ctx != nil {
		what = "has no bound that does not grow along the recursion"
	}
	return fmt.Errorf("%s (in %s, line %d) %s", l.Rename(headNames(eq)), eq.rel, eqLine(eq), what)
}

// headNames maps #i to the name of eq's head argument in the input
// (V3 in "eq(w1(V3,V4), ...)") for messages, so that a reader of the
// input, or the driver that names its variables, can say what the value
// is; an argument that is not a plain variable is "argI" (from 1).
func headNames(eq *normEq) map[string]string {
	m := map[string]string{}
	for i := 0; i < eq.arity; i++ {
		m[headVar(i)] = "arg" + fmt.Sprint(i+1)
		if eq.src == nil || i >= len(eq.src.Head.Args) {
			continue
		}
		a := eq.src.Head.Args[i]
		if len(a.Terms) == 1 && a.Const.Sign() == 0 && a.Terms[0].K.Cmp(ratOne) == 0 {
			if _, isHead := headIndex(a.Terms[0].Var); !isHead {
				m[headVar(i)] = a.Terms[0].Var
			}
		}
	}
	return m
}

// eqLine is the line of eq's equation in the input (0 when it has none).
// relLine is the line of rel's first equation (0 where it has none), for
// messages: a relation's name with its line is what driver.Explain maps
// to the loop or the program it stands for.
func (st *state) relLine(rel string) int {
	if eqs := st.eqs[rel]; len(eqs) > 0 {
		return eqLine(eqs[0])
	}
	return 0
}

func eqLine(eq *normEq) int {
	if eq.src == nil {
		return 0
	}
	return eq.src.Pos.Line
}

// reduceEq eliminates the equation's local variables that an equality
// defines with a unit coefficient (Y = A - 1), substituting them in the
// constraints, calls and cost: the linear programs then have fewer
// variables and rows. The meaning over the integers is unchanged (a unit
// coefficient keeps the substituted value integral).
func reduceEq(eq *normEq, deadline stopAt) *normEq {
	out := *eq
	out.cons = append(Poly{}, eq.cons...)
	out.calls = append([]Term{}, eq.calls...)
	// owned[i]: out.calls[i]'s arguments are this function's own copy.
	var owned []bool
	for {
		idx, v := -1, ""
		for i, c := range out.cons {
			if !c.Eq {
				continue
			}
			// The first variable in name order with a unit coefficient
			// that is not a head variable.
			for _, t := range c.L.Terms {
				w, k := t.Var, t.K
				if strings.HasPrefix(w, "#") || !isUnit(k) {
					continue
				}
				if idx < 0 || w < v {
					idx, v = i, w
				}
			}
			if idx >= 0 {
				break
			}
		}
		if idx < 0 || deadline.charge(1) || deadline.passed() {
			break
		}
		c := out.cons[idx]
		// v = -(L - k*v)/k, which for k = ±1 is -k*L without its v term:
		// one new Lin (its own terms, so v's term can be deleted).
		k := c.L.Coef(v)
		def := c.L.Scale(RatNeg(k))
		def.addTerm(ratMinusOne, def.Coef(v), v)
		// (In place: out.cons is this function's own copy, and each
		// constraint is read before its position is written.)
		w := 0
		for i, d := range out.cons {
			if i == idx {
				continue
			}
			n := d
			if d.L.Has(v) { // (Subst would return the others as they are)
				n.L = d.L.substVar(v, def)
			}
			if n.L.IsConst() {
				if _, ok := n.tighten(); !ok {
					out.dead = true
				}
				continue
			}
			out.cons[w] = n
			w++
		}
		clear(out.cons[w:])
		out.cons = out.cons[:w]
		for i, call := range out.calls {
			// (New arguments only for a call that mentions v: Subst
			// returns the others as they are. A call's arguments are
			// copied once, at its first change, then changed in place:
			// a copy per elimination was most of this function's time
			// on calls of a hundred arguments.)
			var args []Lin
			for j, a := range call.Args {
				if a.Has(v) {
					if args == nil {
						if owned == nil {
							owned = make([]bool, len(out.calls))
						}
						args = call.Args
						if !owned[i] {
							args = append(make([]Lin, 0, len(call.Args)), call.Args...)
							owned[i] = true
						}
					}
					args[j] = a.substVar(v, def)
				}
			}
			if args != nil {
				out.calls[i] = Term{Name: call.Name, Args: args, Pos: call.Pos}
			}
		}
		out.cost = out.cost.Subst(map[string]*Expr{v: def.Expr()})
	}
	// Drop duplicate constraints (the first of each stays). The kept
	// ones' hashes are scanned in order (a map of hash lists cost an
	// allocation per constraint), but for long systems.
	var hs []uint64
	var seen map[uint64][]int
	if len(out.cons) > maxScanDedup {
		seen = make(map[uint64][]int, len(out.cons))
	} else {
		hs = make([]uint64, 0, len(out.cons))
	}
	cons := make(Poly, 0, len(out.cons))
next:
	for _, c := range out.cons {
		t, ok := c.tighten()
		if !ok {
			out.dead = true
			t = c
		}
		h := t.Hash()
		if seen != nil {
			for _, j := range seen[h] {
				if cons[j].Equal(t) {
					continue next
				}
			}
			seen[h] = append(seen[h], len(cons))
		} else {
			for j, g := range hs {
				if g == h && cons[j].Equal(t) {
					continue next
				}
			}
			hs = append(hs, h)
		}
		cons = append(cons, t)
	}
	if len(cons) == 0 {
		cons = nil
	}
	out.cons = cons
	return &out
}

// maxScanDedup is the longest system whose duplicates reduceEq finds by
// scanning the kept constraints' hashes (quadratic, but without a map's
// allocations); longer ones use a map.
const maxScanDedup = 48

// isUnit reports whether k is 1 or -1.
func isUnit(k *big.Rat) bool {
	if !k.IsInt() || !k.Num().IsInt64() {
		return false
	}
	n := k.Num().Int64()
	return n == 1 || n == -1
}

// loopGuarded is the bound e of the loop rel (a recursive relation
// alone in its component) times the indicator of a guard L >= 0 of one
// head variable that the loop passes unchanged and that every equation
// with a cost of its own or a call out of the loop has: where L < 0 at
// the entry it stays so, and every derivation costs 0. Only a guard that
// splits off a few small values of a variable bounded below (smallCase:
// p >= 2 under p >= 1), for readability: a superstep with nothing to
// send at p = 1 in each iteration of a loop over p costs
// b*p*min(1, nat(p - 1)), 0 at p = 1, not b*p. A constant bound too (a
// loop of three iterations that sends at its last only where p >= 3:
// min(1, nat(p - 2)), not 1; noConstLoopGuards).
func (st *state) loopGuarded(e *Expr, rel string) *Expr {
	if k, ok := e.IsConst(); ok && (k.Sign() == 0 || noConstLoopGuards) || len(st.sccs[st.scc[rel]]) != 1 {
		return e
	}
	eqs := st.eqs[rel]
	if len(eqs) == 0 {
		return e
	}
	arity := eqs[0].arity
	invariant := make([]bool, arity)
	for i := range invariant {
		invariant[i] = true
	}
	var costly []*normEq
	for _, eq := range eqs {
		if !st.isLive(eq) {
			continue
		}
		out := false
		for _, c := range eq.calls {
			if c.Key() != rel {
				out = true
				continue
			}
			for i := range invariant {
				if i >= len(c.Args) || c.Args[i].String() != headVar(i) {
					invariant[i] = false
				}
			}
		}
		if k, ok := eq.cost.IsConst(); !out && ok && k.Sign() == 0 {
			continue
		}
		costly = append(costly, eq)
	}
	if len(costly) == 0 {
		return e
	}
	var ind []*Expr
	var kept []Lin
	seen := map[string]bool{}
	for _, g := range costly[0].cons {
		if g.Eq || len(g.L.Terms) != 1 {
			continue
		}
		i, ok := headIndex(g.L.Terms[0].Var)
		if !ok || i >= arity || !invariant[i] || seen[g.L.String()] {
			continue
		}
		if g.L.Terms[0].K.Sign() < 0 || st.pre[rel].impliesD(st.stop, g.L) || !st.smallCase(rel, g.L) || st.zeroBelow(e, rel, g.L) {
			continue
		}
		all := true
		for _, eq := range costly[1:] {
			if !eq.cons.impliesD(st.stop, g.L) {
				all = false
				break
			}
		}
		if all {
			seen[g.L.String()] = true
			ind = append(ind, Nat(Add(g.L.Expr(), Int(1))))
			kept = append(kept, g.L)
		}
	}
	if !noImpliedLoopGuards && len(ind) < maxGuards {
		// The guards that the first costly equation's constraints of
		// several variables imply (pid + 1 < p, pid >= 0: p >= 2), each
		// kept where the other costly equations imply it too.
		for _, l := range st.impliedGuards(costly[0], rel, kept, maxSmallCases, func(i int) bool { return invariant[i] }) {
			if seen[l.String()] || st.zeroBelow(e, rel, l) {
				continue
			}
			// (Nor where e is 0 below it anyway at the sampled points:
			// nat(N - I) at N = 0, I >= 0.)
			if g := Mul(e, Min(Int(1), Nat(Add(l.Expr(), Int(1))))); sameAtPoints(g, e, factsOver(st.pre[rel], e, e)) {
				continue
			}
			all := true
			for _, eq := range costly[1:] {
				if !eq.cons.impliesD(st.stop, l) {
					all = false
					break
				}
			}
			if all {
				seen[l.String()] = true
				ind = append(ind, Nat(Add(l.Expr(), Int(1))))
				kept = append(kept, l)
			}
		}
	}
	if len(ind) == 0 {
		return e
	}
	return Mul(e, Min(append([]*Expr{Int(1)}, ind...)...))
}

// zeroBelow reports whether e is 0 at each value of x that the guard
// a*x + c >= 0 (a > 0) excludes and rel's precondition allows (at most
// maxSmallCases): e vanishes there already (nat(p - 1)*...), and an
// indicator would repeat it.
func (st *state) zeroBelow(e *Expr, rel string, l Lin) bool {
	x := l.Terms[0]
	root := new(big.Rat).Quo(new(big.Rat).Neg(l.Const), x.K)
	v := new(big.Rat).SetInt(new(big.Int).Div(new(big.Int).Add(root.Num(), new(big.Int).Sub(root.Denom(), big.NewInt(1))), root.Denom())) // ceil(root)
	for d := 0; d < maxSmallCases; d++ {
		v = new(big.Rat).Sub(v, ratOne)
		// Below the precondition's least value of x: done.
		if st.pre[rel].impliesD(st.stop, LinVar(x.Var).AddScaled(ratMinusOne, NewLin(v)).AddScaled(ratOne, NewLin(ratMinusOne))) {
			return true
		}
		if k, ok := e.Subst(map[string]*Expr{x.Var: Const(v)}).IsConst(); !ok || k.Sign() != 0 {
			return false
		}
	}
	return true
}

// dropIndicators removes from each product of e a factor min(1, nat(l))
// (loopGuarded's indicator) that another factor nat(l) of the same
// product makes redundant: over the integers nat(l)*min(1, nat(l)) is
// nat(l) (both 0 where l <= 0).
func dropIndicators(e *Expr) *Expr {
	if len(e.Args) == 0 {
		return e
	}
	args := make([]*Expr, len(e.Args))
	changed := false
	for i, a := range e.Args {
		args[i] = dropIndicators(a)
		changed = changed || args[i] != a
	}
	if e.Op == OpMul {
		nats := map[string]bool{}
		for _, a := range args {
			if a.Op == OpNat {
				nats[a.String()] = true
			}
		}
		var keep []*Expr
		for _, a := range args {
			if a.Op == OpMin && len(a.Args) == 2 && a.Args[0].Op == OpConst && a.Args[0].Val.Cmp(ratOne) == 0 && a.Args[1].Op == OpNat && nats[a.Args[1].String()] {
				changed = true
				continue
			}
			keep = append(keep, a)
		}
		args = keep
	}
	if !changed {
		return e
	}
	return rebuild(e.Op, args)
}

// maxCalleeCases bounds the equations of a relation whose cases
// calleeGuarded keeps apart (a few cases of p; the indicators of many
// make every caller's bound longer and slower to compare).
const maxCalleeCases = 8

// maxCalleeSize bounds the nodes of a bound that calleeGuarded guards:
// a larger one is a nested maximum that the indicators would repeat at
// every level (longer and slower to bound at each caller).
const maxCalleeSize = 24

// maxCalleeSmall is how many small values of a variable a guard of
// calleeGuarded may split off (p = 1..4 from p >= 5: the few processes a
// neighbour exchange needs), fewer than an entry's (maxSmallCases): the
// indicators of a callee's cases reach every caller's bound.
const maxCalleeSmall = 4

// maxCalleeSmallOne is maxCalleeSmall for a relation of one costly case
// (its other equations cost nothing and call nothing: a superstep that
// sends from p = 6 only): its one indicator, [p >= 6], reads well, where
// the cases of several equations each splitting off up to ten values
// would make a bound of one case per value of p.
const maxCalleeSmallOne = 10

// calleeSmall is the number of small values a guard of rel's equations
// may split off in calleeIndicators: maxCalleeSmallOne where one live
// equation of rel has a cost or a call, else maxCalleeSmall.
func (st *state) calleeSmall(rel string) int64 {
	if noCalleeSmallOne {
		return maxCalleeSmall
	}
	if k, ok := st.calleeSmallOf[rel]; ok {
		return k
	}
	k := int64(maxCalleeSmallOne)
	n := 0
	for _, eq := range st.eqs[rel] {
		if !st.isLive(eq) || !st.possible(eq) {
			continue
		}
		if c, ok := eq.cost.IsConst(); ok && c.Sign() == 0 && len(eq.calls) == 0 {
			continue
		}
		if n++; n > 1 {
			k = maxCalleeSmall
			break
		}
	}
	if st.calleeSmallOf == nil {
		st.calleeSmallOf = map[string]int64{}
	}
	st.calleeSmallOf[rel] = k
	return k
}

// liveCases is the number of rel's equations that can apply (the cases
// calleeGuarded keeps apart; a cost run's paths that contradict are
// many equations and no case).
func (st *state) liveCases(rel string) int {
	if noLiveCases {
		return len(st.eqs[rel])
	}
	if n, ok := st.liveCaseCount[rel]; ok {
		return n
	}
	n := 0
	seen := map[string]bool{}
	for _, eq := range st.eqs[rel] {
		if !st.isLive(eq) || !st.possible(eq) {
			continue
		}
		if !noCaseKeys {
			// Equations of one cost, calls and indicators are one case
			// (a cost run's paths that differ in the constraints of the
			// other variables only): their guarded bounds are the same.
			k := st.caseKey(eq, rel)
			if seen[k] {
				continue
			}
			seen[k] = true
		}
		n++
	}
	if st.liveCaseCount == nil {
		st.liveCaseCount = map[string]int{}
	}
	st.liveCaseCount[rel] = n
	return n
}

// caseKey is eq's cost, calls and the guards calleeGuarded reads, as a
// string.
func (st *state) caseKey(eq *normEq, rel string) string {
	var b strings.Builder
	b.WriteString(eq.cost.String())
	for _, c := range eq.calls {
		b.WriteString(" " + c.String())
	}
	var guards []string
	for _, l := range st.calleeIndicators(eq, rel, false) {
		guards = append(guards, l.String())
	}
	sort.Strings(guards)
	b.WriteString(" | " + strings.Join(guards, ", "))
	return b.String()
}

// weakerSmallGuard returns, for a guard a*x + c >= 0 (a > 0) that
// splits off more than maxCalleeSmall values of x, the guard a*x + c + j
// >= 0 for the least j that splits off maxCalleeSmall or fewer: it holds
// wherever the guard does, so its indicator is 1 wherever the equation
// applies (p >= 6 read as p >= 5 under p >= 1: an equation of the cases
// p >= 5 and p >= 6 of one bound keeps one indicator, not the bound at
// every p).
func (st *state) weakerSmallGuard(rel string, l Lin) (Lin, bool) {
	if noWeakGuards || len(l.Terms) != 1 || l.Terms[0].K.Sign() <= 0 || !l.Terms[0].K.IsInt() {
		return l, false
	}
	a := l.Terms[0].K
	small := st.calleeSmall(rel)
	for j := int64(1); j <= small; j++ {
		w := l.AddScaled(ratOne, NewLin(new(big.Rat).Mul(a, big.NewRat(j, 1))))
		if st.pre[rel].impliesD(st.stop, w) {
			return l, false
		}
		if st.smallCaseWithin(rel, w, small) {
			return w, true
		}
	}
	return l, false
}

// calleeGuarded is the bound b of an equation of a relation that is not
// an entry (of at most maxCalleeCases equations) times the indicator of
// its guards of one head variable that split off a few small values of a
// variable bounded below (p >= 5 under p >= 1: smallCaseWithin
// maxCalleeSmall), those its relation's call-context invariant does not
// imply: min(1, nat(L1 + 1), ...), 1 wherever the equation applies, so a
// bound still. At a call that does not decide the guard (p is a
// parameter there), the maximum over the callee's equations keeps each
// case to the values where it can apply: a superstep that sends more
// from p = 5 costs that more times min(1, nat(p - 4)), not at every p.
//
// With ext, also where rel only entries call, past the limits
// (entryCallee), and over the guards that eq's constraints imply
// (impliedGuards).
func (st *state) calleeGuarded(b *Expr, eq *normEq, rel string, ext bool) *Expr {
	if b.Op == OpConst && (noCalleeConsts || b.Val.Sign() <= 0) {
		return b
	}
	// (The cases of a relation that only entries call reach no other
	// relation's bound: any number of them.)
	if !(ext && !noEntryCallees && st.entryCallee(rel)) && (st.liveCases(rel) > maxCalleeCases || exprSize(b, maxCalleeSize) > maxCalleeSize) {
		return b
	}
	ind := []*Expr{Int(1)}
	for _, l := range st.calleeIndicators(eq, rel, ext) {
		ind = append(ind, Nat(Add(l.Expr(), Int(1))))
	}
	if len(ind) == 1 || len(ind) > maxGuards+1 {
		return b
	}
	return Mul(b, Min(ind...))
}

// calleeIndicators are the guards l >= 0 of eq that calleeGuarded
// multiplies its bound by the indicators of (with implied, also those
// of impliedGuards).
func (st *state) calleeIndicators(eq *normEq, rel string, implied bool) []Lin {
	var out, joint []Lin
	seen := map[string]bool{}
	for _, c := range eq.cons {
		if c.Eq || c.L.IsConst() || !onlyHeadBelow(c.L, eq.arity) || seen[c.L.String()] {
			continue
		}
		if len(c.L.Terms) > 1 {
			// A case of several parameters (p >= 3*K): kept where rel
			// reaches the entries' bounds alone (entryCallee), so the
			// indicator lengthens no other relation's bound.
			if implied && !noCalleeJoint && integralLin(c.L) && st.entryCallee(rel) && st.headsPassed(rel, c.L) && !st.pre[rel].impliesD(st.stop, c.L) {
				seen[c.L.String()] = true
				joint = append(joint, c.L)
			}
			continue
		}
		if c.L.Terms[0].K.Sign() < 0 && noCalleeUpper {
			continue
		}
		if st.pre[rel].impliesD(st.stop, c.L) {
			continue
		}
		l := c.L
		if !st.smallCaseWithin(rel, l, st.calleeSmall(rel)) {
			var ok bool
			if l, ok = st.weakerSmallGuard(rel, l); !ok {
				continue
			}
		}
		if seen[l.String()] {
			continue
		}
		seen[c.L.String()], seen[l.String()] = true, true
		out = append(out, l)
	}
	if implied && !noImpliedGuards {
		for _, l := range st.impliedGuards(eq, rel, out, st.calleeSmall(rel), nil) {
			if !seen[l.String()] {
				seen[l.String()] = true
				out = append(out, l)
			}
		}
	}
	// The cases of several parameters last, within calleeGuarded's
	// limit: they neither hide the guards of one parameter they imply
	// from impliedGuards nor push the others past the limit.
	for _, l := range joint {
		if len(out) < maxGuards {
			out = append(out, l)
		}
	}
	return out
}

// headsPassed reports whether every call of rel passes, at each head
// variable of l, a function of its caller's head variables alone: the
// case l >= 0 is then one of the entry's parameters at the caller (p >=
// 3*K), not of a value the caller maximises over (a pid X in 0..P-1,
// where the indicator of P >= X + 2 would be 1 at X = 0, and the bound
// the longer for nothing).
func (st *state) headsPassed(rel string, l Lin) bool {
	for _, eqs := range st.eqs {
		for _, eq := range eqs {
			for _, c := range eq.calls {
				if c.Key() != rel {
					continue
				}
				for _, t := range l.Terms {
					i, ok := headIndex(t.Var)
					if !ok || i >= len(c.Args) || !onlyHead(c.Args[i]) {
						return false
					}
				}
			}
		}
	}
	return true
}

// impliedGuards are the lower bounds x >= c of eq's head variables that
// its constraints of several variables imply and none of one variable
// states (x >= 2 from x >= y + 1 and y >= 1: p >= 2 where the sender
// pid + 1 exists), those that split off a few small values of x
// (smallCaseWithin small) and that rel's call-context invariant does not
// imply, with the guards already kept (size >= 3 is left out beside p >=
// 3 where size >= p holds at every call); of the head variables that
// only says (all when nil). The equation applies only where they hold,
// so the indicator of each is 1 wherever it applies.
func (st *state) impliedGuards(eq *normEq, rel string, kept []Lin, small int64, only func(i int) bool) []Lin {
	var xs []string
	seen := map[string]bool{}
	for _, c := range eq.cons {
		if len(c.L.Terms) < 2 {
			continue
		}
		for _, t := range c.L.Terms {
			if i, ok := headIndex(t.Var); ok && i < eq.arity && !seen[t.Var] && (only == nil || only(i)) {
				seen[t.Var] = true
				xs = append(xs, t.Var)
			}
		}
	}
	sort.Strings(xs)
	var out []Lin
	for _, x := range xs {
		if len(out) >= maxGuards {
			break
		}
		neg := NewLin(RatInt(0)).AddScaled(ratMinusOne, LinVar(x))
		m, bounded, empty, err := eq.cons.maximizeD(neg, st.stop)
		if err != nil || empty || !bounded {
			continue
		}
		lo := ratCeil(new(big.Rat).Neg(m)) // x >= lo (integers)
		l := LinVar(x).AddScaled(ratMinusOne, NewLin(lo))
		if !st.smallCaseWithin(rel, l, small) {
			continue
		}
		known := append(Poly{}, st.pre[rel]...)
		for _, k := range kept {
			known = append(known, Cons{L: k})
		}
		for _, k := range out {
			known = append(known, Cons{L: k})
		}
		if known.impliesD(st.stop, l) {
			continue
		}
		out = append(out, l)
	}
	return out
}

// linUnit writes h, not constant, as k*one + c with k > 0, one's first
// coefficient 1 or -1 and its constant 0; k is nil where h is one already.
func linUnit(h Lin) (k, c *big.Rat, one Lin) {
	k = new(big.Rat).Abs(h.Terms[0].K)
	if k.Cmp(ratOne) == 0 && h.Const.Sign() == 0 {
		return nil, nil, h
	}
	one = NewLin(RatInt(0))
	inv := new(big.Rat).Inv(k)
	for _, t := range h.Terms {
		one = one.AddScaled(new(big.Rat).Mul(t.K, inv), LinVar(t.Var))
	}
	return k, h.Const, one
}

// subMax reports whether b is a maximum of some of the arguments of the
// maximum a, fewer than all: b <= a at every point. A call's cases in a
// loop (eqCost) are read by this test where the sampled points of below
// are too few (the loop's constraints relate most of its variables, so
// that few random points satisfy them): the cases the caller excludes
// are then left out of a bound that is no larger anywhere.
func subMax(b, a *Expr) bool {
	if noSubMax || a.Op != OpMax {
		return false
	}
	have := make(map[string]bool, len(a.Args))
	for _, x := range a.Args {
		have[x.String()] = true
	}
	bs := []*Expr{b}
	if b.Op == OpMax {
		bs = b.Args
	}
	if len(bs) >= len(a.Args) {
		return false
	}
	for _, x := range bs {
		if !have[x.String()] {
			return false
		}
	}
	return true
}
