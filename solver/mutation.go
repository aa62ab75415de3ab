package solver

// Switches of optional rules, all false in normal use: TestMutations
// sets each in turn and checks that a test notices (the project's
// mutation check: a rule no test notices when switched off is untested).
var (
	// noMinOfCases: a relation's equations are bounded by the largest of
	// their bounds, even where each is the least of them on its own
	// constraints (minOfCases).
	noMinOfCases bool
	// noExprCharge: the building of closed forms is not charged to the
	// budget (Options.Budget).
	noExprCharge bool
	// noResets: sizeBound treats a call that resets a value as an
	// unbounded increase.
	noResets bool
	// exitCostsFirst: solveSCC bounds the exits' costs before the counts
	// are known (no size bounds for them).
	exitCostsFirst bool
	// noPhases: rankLoops does not split a component into phases.
	noPhases bool
	// noPostCopies: no summary candidates from copies of inputs to
	// outputs.
	noPostCopies bool
	// noInline: calls of one-equation relations are not inlined.
	noInline bool
	// noNodeCount: multiple recursion without the linear count of its
	// recursive nodes.
	noNodeCount bool
	// noAmortized: no potential-function bounds of loops.
	noAmortized bool
	// noEnteredFirst: a loop entered by its first iterations' equations
	// alone pays the largest cost of all its equations once (not the
	// largest of those: enteredFirst).
	noEnteredFirst bool
	// noFirstGuards: a loop's equation that may follow none of its
	// recursive equations pays its cost on its first application
	// wherever its guards of one head variable are false at the entry
	// too (groupCost).
	noFirstGuards bool
	// noBoundedMin: Degree counts a minimum with a constant as its
	// arguments' largest degree (not 0).
	noBoundedMin bool
	// noCoefDominance: a max keeps a sum that another has with at least
	// its coefficients on every term (dropDominated).
	noCoefDominance bool
	// noCalleeGuards: the bound of an equation of a relation that is
	// not an entry is paid wherever its guard of a parameter's few small
	// values is false too (calleeGuarded).
	noCalleeGuards bool
	// noEntryCallees: calleeGuarded keeps its caps on the cases of a
	// relation that only entries call (entryCallee).
	noEntryCallees bool
	// noImpliedGuards: calleeGuarded reads the guards of one variable
	// that an equation's constraints state, not those they imply
	// (impliedGuards).
	noImpliedGuards bool
	// noImpliedLoopGuards: loopGuarded reads the guards of one variable
	// that the costly equations state, not those they imply
	// (impliedGuards).
	noImpliedLoopGuards bool
	// noConstLoopGuards: loopGuarded leaves a loop's constant bound as
	// it is (a loop of three iterations that sends only where p >= 3
	// costs 1 at every p).
	noConstLoopGuards bool
	// noPlainCases: a relation's bound keeps the cases of entryCallee
	// and impliedGuards also where the bound without them has the same
	// values at the sampled points (and reads better).
	noPlainCases bool
	// noSpecialize: no clones of components for constant arguments.
	noSpecialize bool
	// noResetConsts: specializeConsts clones a component only for the
	// constants its own calls pass along unchanged, not for those they
	// reset to the same constant (resetTo).
	noResetConsts bool
	// noFlagSplit: a loop's equations are not split on a flag that its
	// own calls reset to a constant (splitResetFlags).
	noFlagSplit bool
	// noResetMin: where splitResetFlags or resetTo changed the system,
	// its bound is kept alone, not compared with the bound of the system
	// without them (Solve, smallerResult).
	noResetMin bool
	// noMultiSize: size bounds only in one-relation components.
	noMultiSize bool
	// noIntFeasible: which equation may follow which is decided over the
	// rationals only.
	noIntFeasible bool
	// noJoint: no single ranking function for all of a loop's equations.
	noJoint bool
	// noCarriedRanking: no ranking function over a component's carried
	// positions where the full LP is too large (carriedRanking).
	noCarriedRanking bool
	// noPassedFacts: the signs of a product's factors are not decided
	// with the entry's facts over the positions passed along unchanged
	// (passedEntryFacts).
	noPassedFacts bool
	// noBoundUp: a linear function a loop's body computes anew has no
	// bound where the component's LP is too large (boundUp).
	noBoundUp bool
	// noPassedBound: a linear function of the positions a loop passes
	// along from its entry is bounded by the component's LP, not by its
	// equation's constraints alone (passedBound: a shortcut, whose
	// bounds are those of the LP on the tested systems, so
	// TestPassedBound checks it, not TestMutations).
	noPassedBound bool
	// noCarriedBack: boundUp's walk bounds a function of a loop's
	// carried positions by the component's linear program only, not by
	// the function carried back along the calls where that program is
	// too large (carriedBack).
	noCarriedBack bool
	// noBoundUpVia: boundUp does not bound a function of a head whose
	// positions have no bound back along the calls by the equation's
	// constraints over its other positions (boundVia).
	noBoundUpVia bool
	// noUnitHeads: boundUp bounds k*x + c back along the calls as it
	// is, not as k times the bound of x plus c (linUnit), so that each
	// form of one value costs its own linear programs (TestUnitHeads).
	noUnitHeads bool
	// noCallersFirst: boundUp bounds a value of a relation other than
	// the entry by the component's linear program first, and at its
	// callers only where that finds no bound (TestCallersFirst).
	noCallersFirst bool
	// noUnboundedUp: boundUp only where the component's LP is too
	// large, not where it has no solution.
	noUnboundedUp bool
	// noMinAny: an upper bound of min (lower of max) needs every
	// argument bounded.
	noMinAny bool
	// noPres: no call-context invariants (nor posts under them).
	noPres bool
	// noCostPieces: potentials and linear summaries only for linear
	// costs (no nat or max pieces, no callee bounds as pieces).
	noCostPieces bool
	// noFewerVars: a bound of the phases replaces that of the rounds only
	// when of a lower total degree (not when it depends on fewer
	// variables).
	noFewerVars bool
	// noPredStarts: a phase's ranking function is bounded at its starts'
	// heads only (not also where the equations before set it).
	noPredStarts bool
	// noInputsFirst: the count of multiple recursion's nodes may use
	// declared outputs as readily as inputs.
	noInputsFirst bool
	// noNodeRounds: the nodes of multiple recursion are counted in one
	// round only.
	noNodeRounds bool
	// noMayLoop: under Options.Terminating, a loop whose equations without
	// a ranking function cost at most 0 still has no bound.
	noMayLoop bool
	// noMayPotential: under Options.Terminating, no potential-function
	// bound for a loop without ranking functions.
	noMayPotential bool
	// noSignCands: no call-context candidates for a relation called only
	// from its own component.
	noSignCands bool
	// noSiteMaxima: the Houdini checks of precondition candidates do not
	// use phase 1's maxima at the same site (a shortcut: the same
	// answers, so TestSiteMaxima checks it, not TestMutations).
	noSiteMaxima bool
	// noPostImplied: the Houdini checks of summary candidates do not use
	// what postCandidates knows its equation implies (a shortcut, checked
	// by TestSiteMaxima).
	noPostImplied bool
	// noSums: a loop's costs that are polynomials in a counter are not
	// summed over the loop (sum.go): count times the largest cost only.
	noSums bool
	// noNonNegFactors: a factor of a product (a dividend) must be
	// non-negative by its form (nat, ...), not by the equation's
	// constraints.
	noNonNegFactors bool
	// noSmallerAt: a bound of the phases (or of a joint ranking function)
	// replaces that of the rounds only when of a lower degree or in fewer
	// variables, not when it is below it at every sampled point.
	noSmallerAt bool
	// noJointAlternatives: a joint ranking function's count is its own,
	// not the minimum with those of functions without one of its
	// variables.
	noJointAlternatives bool
	// noSumFloor: a sum over a loop counts the values of its counter from
	// 1 even where the counter is at least m >= 2 at every application.
	noSumFloor bool
	// noIndicatorProducts: a product of case indicators and other
	// factors is bounded factor by factor, the others not only where
	// the indicators' cases hold (indicatorProduct).
	noIndicatorProducts bool
	// noCornerProducts: a product with a factor of unknown sign has no
	// bound (not the greatest product of its factors' bounds).
	noCornerProducts bool
	// noEqCostMemo: eqCost makes an equation's cost anew at each request
	// (the memo changes no result: TestEqCostMemo checks that it is
	// used).
	noEqCostMemo bool
	// noSubstMemo: substAt substitutes a form anew at each request (the
	// memo changes no result: TestSubstMemo checks that it is used).
	noSubstMemo bool
	// noExclMemo: callExcl tests each callee constraint anew for every
	// equation that has it (the memo changes no result).
	noExclMemo bool
	// noOriginsMemo: entryOrigins computes a component's origins anew at
	// each request (the memo changes no result: TestOriginsMemo checks
	// that it is used).
	noOriginsMemo bool
	// noCutCounts: rounds rank every recursive equation of a loop, even
	// where those left form no cycle once the counted ones are cut
	// (cutCounts).
	noCutCounts bool
	// noLaterCut: rounds count the equations they rank alone, not also
	// by cutCounts' segments where a later round leaves no cycle
	// (cutIfBelow).
	noLaterCut bool
	// noCutFirst: cutCounts counts the segment before the first counted
	// application at every relation, not only at those a path of
	// unbounded equations from the entry reaches.
	noCutFirst bool
	// noPassedMemo: passedBound bounds a cost anew at each request (the
	// memo changes no result: TestOriginsMemo checks that it is used).
	noPassedMemo bool
	// noGeoSums: a sum over a loop whose counter is multiplied (divided)
	// by f >= 2 at each call is bounded as if the counter grew by steps
	// (no geometric series).
	noGeoSums bool
	// noGeoComplement: a sum over a loop of nat(A - x), x doubled at each
	// call, is not bounded by the complement of a geometric series
	// (sum_j nat(A - 2^j)).
	noGeoComplement bool
	// noGeoIndicator: a summed cost c·[A - x > 0] (max with terms of
	// constant bounds), x doubled at each call, is paid at every
	// application, not at ceil(log2(A)) of them (indicatorTerm; the
	// minimum with the bound without it, loopCost).
	noGeoIndicator bool
	// noGeoStart: geoComplement's sum starts at x = 1 even where x is
	// larger at every summed application (its skip is 0).
	noGeoStart bool
	// noInvariantCoefs: a linear part of a summed cost that no call of
	// the loop changes is read as a function of the summed counter
	// (N <= u + k in N·(N - k)), not as a coefficient.
	noInvariantCoefs bool
	// noFactorTerms: the products of a summed cost are viewed one by one,
	// N·s - k·s not as (N - k)·s.
	noFactorTerms bool
	// noFirstOnce: a loop's recursive equation that may follow none of
	// them is paid as often as its group's count (groupCost), not once.
	noFirstOnce bool
	// noFirstApart: the costs of a loop's first iteration's equations
	// are summed with the others' (summedLoopCost's apart), not paid
	// once apart from the sums.
	noFirstApart bool
	// noCountedBelow: a potential's bound of a lower growth replaces a
	// loop's counted bound even where the counted one is below it at
	// every sampled point (countedBelow).
	noCountedBelow bool
	// noFirstShared: each group of a loop pays its own first
	// iteration's equations once (groupsCost), even where they are in
	// several groups.
	noFirstShared bool
	// noTotalCount: a loop whose recursive equations are in several
	// groups pays each group's count times its cost, even where one
	// function counts them all together (totalCountCost).
	noTotalCount bool
	// noLoopCases: the first iteration of a loop pays the largest cost
	// of its equations, even where each is the least of them on its own
	// constraints (loopCasesMax).
	noLoopCases bool
	// noFloorCounts: a linear ranking function's count of applications
	// keeps its fractions (rankLinear's integralCount).
	noFloorCounts bool
	// noLoopCallCases: in a loop, a call's cost is its callee's plain
	// bound unless the caller's constraints make it a constant, even
	// where they exclude the callee's largest cases (eqCost).
	noLoopCallCases bool
	// noSubMax: in a loop, a call's cases whose bound keeps some of the
	// arguments of the callee's plain maximum replace it only where
	// below finds them smaller at enough sampled points (subMax).
	noSubMax bool
	// noLowInv: a system whose invariants took more than lowInvWork is
	// not also solved with those of lowInvWork alone (Solve, state.lowInv).
	noLowInv bool
	// noSumEqTerms: the coefficients of the terms of one equation's cost
	// in the same summed function take their maximum instead of their
	// sum (unsound: 2*u + max(2*u, 4) summed as 2*u per application).
	noSumEqTerms bool
	// noCapHead: a call whose arguments the caller does not bound has no
	// bound even where the callee's equations bound the linear terms
	// of its bound by constants (relBound.capped).
	noCapHead bool
	// noLoopGuards: a loop's bound is paid also where a guard of one
	// variable it passes unchanged keeps every costly equation from
	// applying (loopGuarded).
	noLoopGuards bool
	// noCallEqs: a call of a relation that is not recursive costs the
	// callee's bound over all its equations, also those whose
	// constraints contradict the caller's at the call (callBound).
	noCallEqs bool
	// noCallPairs: callBound's test of the callee's equations against the
	// caller's constraints is the interval test alone, not also one
	// constraint of each added (excludes).
	noCallPairs bool
	// noCallLP: callLP's linear program of the caller's constraints and a
	// callee constraint at the call's arguments (excluded past the box and
	// the pairs).
	noCallLP bool
	// noCallMin: a call outside a loop costs callBound's bound of the
	// equations that can follow it, not the smaller of that and the
	// callee's own bound (smallerCall).
	noCallMin bool
	// noUnfold: a relation of a loop with a few equations and one call
	// site is not unfolded into its caller (inline.go).
	noUnfold bool
	// noSmallerStart: a phase's ranking function at its first state is
	// bounded where the equations before set it only when that bound has
	// fewer variables, not when it is below at every sampled point.
	noSmallerStart bool
	// noCornerPrune: a product's corners (cornerProduct) are all kept,
	// also those another corner is above wherever the facts hold.
	noCornerPrune bool
	// noSameTerms: a max (min) keeps every argument that differs from
	// another only in its constant term (Max, Min: sameTerms).
	noSameTerms bool
	// noMinNonNeg: a min keeps its arguments that are never negative
	// beside a constant at most 0 (Min: min(0, nat(p - 8)) stays).
	noMinNonNeg bool
	// noGuards: an entry equation's bound is paid wherever its guard
	// holds or not (no indicator, guarded).
	noGuards bool
	// noCallerPairs: the precondition candidates of a larger head relate
	// only the pairs of positions its own equations' constraints mention,
	// not those its callers' constraints mention at the call.
	noCallerPairs bool
	// noCarriedCands: a relation called only from its own component has
	// only sign candidates, not its callers' carried over the arguments
	// passed unchanged.
	noCarriedCands bool
	// noFixedGuards: an equation's bound is not taken at the value its
	// guard fixes a head variable to (guarded).
	noFixedGuards bool
	// noEqualityGuards: an entry equation's guard x == c (an equality
	// over the head) is no guard of its bound's indicator (guarded).
	noEqualityGuards bool
	// noEntryFacts: guarded and smallCase read only the call-context
	// invariants of an entry relation, not its entries' preconditions.
	noEntryFacts bool
	// noCalleeUpper: calleeGuarded keeps only the guards that split off
	// a few small values (p >= 5), not those that keep only them (p <= 2).
	noCalleeUpper bool
	// noCalleeJoint: calleeGuarded keeps only the guards of one
	// variable, not those of several (p >= 3*K) where only entries call
	// the relation.
	noCalleeJoint bool
	// noEntryJoint: an entry relation's equation keeps only the guards
	// of one parameter that split off small values, not its cases of
	// several parameters (p >= 3*K) (solveNonRec, guarded).
	noEntryJoint bool
	// noGuardOpen: callBound keeps a call's case indicators only where
	// they are below at the sampled points, not also wherever the
	// caller's constraints leave a guard undecided.
	noGuardOpen bool
	// noCalleeConsts: calleeGuarded leaves a constant bound as it is.
	noCalleeConsts bool
	// noLiveCases: calleeGuarded counts every equation of a relation
	// against maxCalleeCases, also those that cannot apply.
	noLiveCases bool
	// noCaseKeys: calleeGuarded counts every equation that can apply
	// against maxCalleeCases, also those of one cost and guards
	// (caseKey).
	noCaseKeys bool
	// noWeakGuards: calleeGuarded leaves out a guard that splits off more
	// than a few values, not weakened to one that splits off a few.
	noWeakGuards bool
	// noValueGuards: only constant bounds of an entry's equations are
	// multiplied by their guard's indicator (guarded).
	noValueGuards bool
	// noCeilSteps: a loop stepping by an unchanged parameter q counts
	// min(floor(nat(rho - 1)/q) + 1, nat(rho)), not ceil(nat(rho)/q),
	// also where rho is integral.
	noCeilSteps bool
	// noLog2Consts: ceil(log2(c)) and floor(log2(c)) of a constant c
	// that is not a power of two are not folded (Ceil, Floor).
	noLog2Consts bool
	// noOrderFacts: SimplifyUnder knows of a max, min, ceil or floor
	// only its sign, not its order against its arguments.
	noOrderFacts bool
	// noDivOut: SimplifyUnder keeps x/y where y divides every term of x.
	noDivOut bool
	// noLog2Odd: SimplifyUnder keeps floor(log2(2*X - 1)).
	noLog2Odd bool
	// noShiftRound: SimplifyUnder keeps floor(x + c) and ceil(x + c)
	// where the other rounding has an integer constant.
	noShiftRound bool
	// noLateAtomFacts: SimplifyUnder derives what it knows of an atom of
	// the facts from the facts read before it only.
	noLateAtomFacts bool
	// noIndicatorPoint: SimplifyUnder keeps the other factors of a case's
	// indicator as they are: not at the value the case fixes (atPoint),
	// not simplified under the case (caseCofactor).
	noIndicatorPoint bool
	// noFactorMax: SimplifyUnder does not factor a non-negative factor
	// common to arguments of a max out of them (factorMax).
	noFactorMax bool
	// noIndicatorMax: SimplifyUnder keeps the arguments of a max that are
	// a case's indicator times a cost as they are (indicatorMax).
	noIndicatorMax bool
	// noCoveringCases: SimplifyUnder keeps the arguments of a max that
	// are one cost times cases covering every point as they are
	// (coveringCases).
	noCoveringCases bool
	// noExtendCase: SimplifyUnder keeps a cost at x = r - 1 apart from the
	// same cost from x = r on (extendCase).
	noExtendCase bool
	// noProductSigns: SimplifyUnder knows a product of three or more
	// factors >= 0 only from its form.
	noProductSigns bool
	// noSimplifyMemo: SimplifyUnder simplifies every occurrence of a
	// repeated term anew (each spends tests of the budget).
	noSimplifyMemo bool
	// noCommonTerms: SimplifyUnder keeps a term common to the arguments
	// of a max (min) in each of them.
	noCommonTerms bool
	// noCoefDominated: SimplifyUnder drops an argument of a max that
	// another is >= term by term only through the test budget's linear
	// programs (coefDominated).
	noCoefDominated bool
	// noUpperEnvelope: coefDominated compares an argument of a max by
	// its own terms only, not by the linear form above it that reads
	// through its indicators and maxima (upperLin).
	noUpperEnvelope bool
	// noNestedRound: floor and ceil keep integral addends and a nested
	// rounding divided by an integer inside (roundParts).
	noNestedRound bool
	// noCaseText: Pretty prints a p-case's indicator as the min of its
	// forms, min(1, nat(-p + 3), nat(p - 1)), not [p = 2] (cases.go).
	noCaseText bool
	// noCaseNat: SimplifyUnder keeps a case's indicator min(1, p - 1)
	// that holds p - 1 >= 0 as it is, not min(1, nat(p - 1)) (natCase).
	noCaseNat bool
	// noAtomCases: natCase takes only linear forms, not forms of atoms
	// (min(1, nat(p*floor(6/p) - 5), 6 - p*floor(6/p)) stays as it is).
	noAtomCases bool
	// noMinOfOne: natCase takes only mins with their 1, not min(L1, ...,
	// Lk) whose forms are >= 0 and one of them <= 1 by the facts
	// (min(2 - mod(N, 3), mod(N, 3)) stays as it is, not [mod(N, 3) = 1]).
	noMinOfOne bool
	// noModEquals: Pretty prints [mod(p, 2) >= 1], not [mod(p, 2) = 1]
	// (a remainder by a constant k is in 0..k-1: caseText).
	noModEquals bool
	// noModText: Pretty prints a remainder's closed form, 6 - p*floor(6/p),
	// not mod(6, p) (modsOut).
	noModText bool
	// noImpliedCases: Pretty keeps a case's indicator that another
	// factor of its product implies ([A && B]*[A]; impliedCasesDropped).
	noImpliedCases bool
	// noMergedCases: Pretty keeps the arguments c*[A && x in I] and
	// c*[A && x in J] of a max apart where I and J join (mergedCases).
	noMergedCases bool
	// noRoundBounds: SimplifyUnder knows of a ceil or floor the bounds
	// its order facts give over the rationals, not those rounded to
	// integers (ceil(p/2) >= 1 where p >= 1).
	noRoundBounds bool
	// noPiecewise: SimplifyUnder keeps a bound of one variable as it is,
	// not the line, max or min of lines equal to it (piecewise.go).
	noPiecewise bool
	// noUniDominated: a max (min) of SimplifyUnder keeps an argument of
	// one variable that another is >= (<=) at every point only where a
	// linear test shows it (no eventual polynomials, unidom.go).
	noUniDominated bool
	// noSplitUni: a max of SimplifyUnder keeps an argument another one
	// is >= only through a sum of terms of one variable that the linear
	// test reads as unrelated atoms (splitGE).
	noSplitUni bool
	// noNegatedRound: ceil(-x) and floor(-x) stay as they are (not
	// -floor(x), -ceil(x): negated).
	noNegatedRound bool
	// noFirstCounted: rounds count an equation that may follow none of a
	// loop's recursive equations with the others, not once on its own
	// (rankFirstApart).
	noFirstCounted bool
	// noGrowScale: rankGrow counts ceil(log2(u + 1)) applications also
	// where u has fractional coefficients (growCount).
	noGrowScale bool
	// noCallGuards: a call reads the bounds of the callee's equations
	// that may follow it without the indicators of their guards the
	// call leaves undecided (callGuarded).
	noCallGuards bool
	// noKeepDecided: a call from a relation with more cases than
	// calleeGuarded keeps reads the callee's case without the indicators
	// of the guards its constraints decide (callBound's keepDecided).
	noKeepDecided bool
	// noCalleeSmallOne: a relation of one costly case splits off as few
	// small values by a guard as any other (maxCalleeSmall, not
	// maxCalleeSmallOne).
	noCalleeSmallOne bool
	// noSubsumed: an equation another of its relation subsumes (the same
	// calls, a cost no larger, implied constraints) is kept
	// (dropSubsumed).
	noSubsumed bool
)

// mutationSwitches names the switches for TestMutations.
var mutationSwitches = map[string]*bool{
	"noPiecewise":         &noPiecewise,
	"noUniDominated":      &noUniDominated,
	"noSplitUni":          &noSplitUni,
	"noAtomCases":         &noAtomCases,
	"noMinOfOne":          &noMinOfOne,
	"noModEquals":         &noModEquals,
	"noModText":           &noModText,
	"noImpliedCases":      &noImpliedCases,
	"noMergedCases":       &noMergedCases,
	"noCaseText":          &noCaseText,
	"noCaseNat":           &noCaseNat,
	"noRoundBounds":       &noRoundBounds,
	"noMinOfCases":        &noMinOfCases,
	"noResets":            &noResets,
	"exitCostsFirst":      &exitCostsFirst,
	"noPhases":            &noPhases,
	"noPostCopies":        &noPostCopies,
	"noInline":            &noInline,
	"noNodeCount":         &noNodeCount,
	"noAmortized":         &noAmortized,
	"noSpecialize":        &noSpecialize,
	"noResetConsts":       &noResetConsts,
	"noFlagSplit":         &noFlagSplit,
	"noEntryClones":       &noEntryClones,
	"noResetMin":          &noResetMin,
	"noCalleeGuards":      &noCalleeGuards,
	"noEntryCallees":      &noEntryCallees,
	"noImpliedGuards":     &noImpliedGuards,
	"noImpliedLoopGuards": &noImpliedLoopGuards,
	"noConstLoopGuards":   &noConstLoopGuards,
	"noPlainCases":        &noPlainCases,
	"noEnteredFirst":      &noEnteredFirst,
	"noFirstGuards":       &noFirstGuards,
	"noBoundedMin":        &noBoundedMin,
	"noCoefDominance":     &noCoefDominance,
	"noInvariantSplit":    &noInvariantSplit,
	"noSplitIndicators":   &noSplitIndicators,
	"noCalleeConds":       &noCalleeConds,
	"noMultiSize":         &noMultiSize,
	"noIntFeasible":       &noIntFeasible,
	"noJoint":             &noJoint,
	"noCarriedRanking":    &noCarriedRanking,
	"noPassedFacts":       &noPassedFacts,
	"noBoundUp":           &noBoundUp,
	"noBoundUpVia":        &noBoundUpVia,
	"noCarriedBack":       &noCarriedBack,
	"noUnboundedUp":       &noUnboundedUp,
	"noMinAny":            &noMinAny,
	"noPres":              &noPres,
	"noCostPieces":        &noCostPieces,
	"noFewerVars":         &noFewerVars,
	"noPredStarts":        &noPredStarts,
	"noInputsFirst":       &noInputsFirst,
	"noNodeRounds":        &noNodeRounds,
	"noMayLoop":           &noMayLoop,
	"noMayPotential":      &noMayPotential,
	"noSignCands":         &noSignCands,
	"noSums":              &noSums,
	"noNonNegFactors":     &noNonNegFactors,
	"noSmallerAt":         &noSmallerAt,
	"noJointAlternatives": &noJointAlternatives,
	"noSumFloor":          &noSumFloor,
	"noCutCounts":         &noCutCounts,
	"noCutFirst":          &noCutFirst,
	"noLaterCut":          &noLaterCut,
	"noCornerProducts":    &noCornerProducts,
	"noIndicatorProducts": &noIndicatorProducts,
	"noGeoSums":           &noGeoSums,
	"noGeoComplement":     &noGeoComplement,
	"noGeoStart":          &noGeoStart,
	"noGeoIndicator":      &noGeoIndicator,
	"noInvariantCoefs":    &noInvariantCoefs,
	"noFactorTerms":       &noFactorTerms,
	"noFirstOnce":         &noFirstOnce,
	"noFirstApart":        &noFirstApart,
	"noCountedBelow":      &noCountedBelow,
	"noFirstShared":       &noFirstShared,
	"noTotalCount":        &noTotalCount,
	"noLoopCases":         &noLoopCases,
	"noFloorCounts":       &noFloorCounts,
	"noLoopCallCases":     &noLoopCallCases,
	"noSubMax":            &noSubMax,
	"noSubsumed":          &noSubsumed,
	"noLowInv":            &noLowInv,
	"noSumEqTerms":        &noSumEqTerms,
	"noCallEqs":           &noCallEqs,
	"noCallPairs":         &noCallPairs,
	"noCallLP":            &noCallLP,
	"noCallMin":           &noCallMin,
	"noCapHead":           &noCapHead,
	"noLoopGuards":        &noLoopGuards,
	"noUnfold":            &noUnfold,
	"noSmallerStart":      &noSmallerStart,
	"noCornerPrune":       &noCornerPrune,
	"noSameTerms":         &noSameTerms,
	"noMinNonNeg":         &noMinNonNeg,
	"noGuards":            &noGuards,
	"noCallerPairs":       &noCallerPairs,
	"noCarriedCands":      &noCarriedCands,
	"noFixedGuards":       &noFixedGuards,
	"noEqualityGuards":    &noEqualityGuards,
	"noEntryFacts":        &noEntryFacts,
	"noCalleeUpper":       &noCalleeUpper,
	"noCalleeJoint":       &noCalleeJoint,
	"noEntryJoint":        &noEntryJoint,
	"noGuardOpen":         &noGuardOpen,
	"noCalleeConsts":      &noCalleeConsts,
	"noLiveCases":         &noLiveCases,
	"noCaseKeys":          &noCaseKeys,
	"noWeakGuards":        &noWeakGuards,
	"noValueGuards":       &noValueGuards,
	"noCeilSteps":         &noCeilSteps,
	"noLog2Consts":        &noLog2Consts,
	"noOrderFacts":        &noOrderFacts,
	"noDivOut":            &noDivOut,
	"noLog2Odd":           &noLog2Odd,
	"noShiftRound":        &noShiftRound,
	"noLateAtomFacts":     &noLateAtomFacts,
	"noIndicatorPoint":    &noIndicatorPoint,
	"noFactorMax":         &noFactorMax,
	"noIndicatorMax":      &noIndicatorMax,
	"noCoveringCases":     &noCoveringCases,
	"noExtendCase":        &noExtendCase,
	"noProductSigns":      &noProductSigns,
	"noSimplifyMemo":      &noSimplifyMemo,
	"noCoefDominated":     &noCoefDominated,
	"noUpperEnvelope":     &noUpperEnvelope,
	"noNestedRound":       &noNestedRound,
	"noNegatedRound":      &noNegatedRound,
	"noCommonTerms":       &noCommonTerms,
	"noFirstCounted":      &noFirstCounted,
	"noGrowScale":         &noGrowScale,
	"noCallGuards":        &noCallGuards,
	"noKeepDecided":       &noKeepDecided,
	"noCalleeSmallOne":    &noCalleeSmallOne,
}

// noLowInvSkip: a system whose invariants took more than maxInvWork (so
// it keeps none) is also solved with those of lowInvWork alone (none
// either: the same system again, state.pastLowInv). A shortcut: the same
// answers, so TestLowInvSkip checks it, not TestMutations.
var noLowInvSkip bool

// noLowInvCap: Solve's comparison with the invariants of lowInvWork
// alone is made whatever the full system's answer cost (state.answer,
// maxLowInvCompare). It changes answers only for systems too costly for a
// known system, so TestLowInvCap checks it with a lower bound, not
// TestMutations.
var noLowInvCap bool

// noLowShare: the state of Solve's comparison with the invariants of
// lowInvWork (state.lowInv) makes each of its systems anew: also
// cloneResetValues' (the full state's, which keeps the full invariants),
// those whose full invariants took no more than lowInvWork (the full
// state's systems), and the invariants of those whose full invariants
// took more (they prove nothing: computeInvariants drops what it found
// past its limit). A shortcut: the same answers, so TestLowShare checks
// it, not TestMutations.
var noLowShare bool

// noSolveMemo: every linear program is solved anew, also one the state
// solved before (solveMemo). A shortcut: the same answers and the same
// operations charged, so TestSolveMemo checks it, not TestMutations.
var noSolveMemo bool

// noBoundCover: lpBoundMask solves the program of an equation also where
// that of another of the same relation, whose head values it allows, was
// infeasible (boundCovered). A shortcut: the same answers, so
// TestBoundCover checks it, not TestMutations.
var noBoundCover bool

// noFastFirst: a linear program like one that was infeasible (a bound of
// the same function in the same relation, lpBoundMask; a ranking function
// for an equation of the same relation of the same kind, solveRanking) is
// solved as ever, not decided by phase 1 from the slacks first
// (lp.nominal). A shortcut: the same answers, so TestRankGrowShortcuts
// checks it, not TestMutations.
var noFastFirst bool
