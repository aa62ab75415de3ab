// Package solver closes cost relations into sound closed-form upper
// bounds: the sequential cost analysis of bspcost (seqcost builds the
// equations; `bspcost solve` runs this package on .ces and .koat files).
//
// # Cost expressions (Expr)
//
// An Expr is an immutable tree over exact rationals (math/big.Rat) and
// named variables, with the operators
//
//	a + b, a * b, max(a, b), min(a, b)  (OpAdd, OpMul, OpMax, OpMin)
//	nat(e)   = max(e, 0)                (OpNat)
//	a / b    = a / max(b, 1)            (OpDiv: division by a parameter, N/p)
//	log2(e)  = log2(max(e, 1))          (OpLog2, never negative)
//	ceil(e), floor(e)                   (OpCeil, OpFloor)
//	2^(e)    = 2^nat(e)                 (OpPow2)
//
// Subtraction is addition of -1*e; division by a positive constant is
// multiplication by its inverse. Every operator is total, so an
// expression has a value at every point. Build expressions with the
// constructors (Const, Int, Var, Add, Sub, Mul, Max, Min, Nat, Div, Log2,
// Ceil, Floor, Pow2): they simplify as they build (constants folded, ceil and floor of log2 of a constant too, equal
// terms collected, nested sums/max flattened, of the arguments of a max
// (min) that differ only in their constant the largest (least) kept, of
// a max's sums one that another has with at least its coefficient on
// every (non-negative) term dropped, in a min with 1 an argument A + k
// (A >= 0, k >= 1) dropped and ceil(log2(L)) read as nat(L - 1), equal
// case indicators of a product kept once, nat dropped around provably
// non-negative terms, see NonNegative), so equal bounds usually print
// the same. String prints a stable, readable form that ParseExpr reads back:
//
//	nat(A - B) + 1        ceil(log2(p)) + 1        N/p        2^(nat(N - 1))
//
// Pretty, the form bounds are shown to users in, prints a p-case's
// indicator min(1, nat(L1), ..., nat(Lk)) (Li integral linear forms; 1
// where every Li >= 1, else 0) as its conditions in brackets, [p = 2],
// [M >= 3 && 2 <= p <= 4], which ParseExpr reads back (cases.go), a
// remainder by a constant k at 0 or k - 1 with = ([mod(p, 2) = 1]); the
// cases of a max with one coefficient whose ranges of one variable join
// are printed as one, 4*[p <= 1] for 4*[N <= 1 && p <= 1] and 4*[N >= 2
// && p <= 1].
//
// Eval evaluates exactly at a point, returning an interval [lo, hi] that
// is a single rational except for log2 of non-powers of two. LinOf turns
// an Expr that is linear into a Lin; Degree gives a bound's polynomial
// degree (the --competition answer).
//
// # Cost equations (System, Equation)
//
// A System is a cost relation system in the PUBS/CoFloCo model:
//
//	eq(Head, Cost, [Calls], [LinearConstraints]).
//	entry(Head:[Precondition]).
//	input_output_vars(Head, [In], [Out]).
//
// An Equation applies to a call matching its Head whose variables
// satisfy its constraints (Cons, linear; NL holds non-linear ones, which
// only the evaluator checks); its cost is Cost plus the costs of its
// Calls. Variables that occur only in the body are chosen freely
// (non-determinism). The meaning of a system is the largest cost of a
// complete, finite derivation from an entry. Relations are identified by
// name and arity (Term.Key, "f/2").
//
// Systems can also be built in Go (see the package example): Term
// arguments and constraints are Lin values (LinVar, LinConst, AddScaled;
// GE, LE, EQ make constraints), costs are Exprs. A cost whose variable
// part may be negative is bounded as is when linear; inside products it
// is best provably non-negative (wrap it in Nat): a product with a factor
// of unknown sign is bounded by the greatest product of its factors'
// lower and upper bounds (a max of corners, without those another corner
// is above wherever the known facts hold; no bound where a factor has
// none, or past three factors).
//
// ParseCES reads the .ces format (CoFloCo's input), ParseKoAT the .koat
// integer transition systems of the Termination Competition (each rule
// costs 1; Com_k calls k locations; every location may stop, so each
// gets a cost-0 equation), ReadFile picks by extension. Errors are *Error
// values with file:line:col positions. Where a reader over-approximates
// the input, System.Notes says so with a positioned warning: a .koat
// rule's non-linear update (A*B, A^2, 3^A) is an unknown value, and a
// call of a relation that no equation defines (the final locations of
// translated examples, stop/6) counts nothing. System.Format writes the .ces
// format back.
//
// # Solving
//
// Solve returns, per entry, a Result with a Bound over the entry's
// argument variables, or no bound, the Reason (which relation, what
// failed) and its kind (Result.Why: no ranking, the deadline, a bug;
// IsTimeout, IsInternal). The method (PUBS/KoAT/CoFloCo style): calls of one-equation
// relations are inlined and components called with constant flags are
// cloned for them (the equations of a loop that resets a flag it passes
// to an inner loop split on the flag's reset value first: flagsplit.go;
// Solve keeps the smaller of the bounds with and without them; a
// component whose own calls reset such a position to other constants is
// cloned per value, in a copy of the system whose bound is kept where
// smaller: entryclone.go),
// an equation that another of its relation subsumes (the same calls, a
// cost no larger, constraints that imply the other's) is dropped, so
// overlapping copies of one transition are not counted as two
// (subsume.go), and a relation of a loop with a few equations and one
// call site is unfolded into its caller, so that a loop body ending in a
// branch is one relation's self-calls (all keep the meaning exactly; a
// clone's name in a Reason carries its constants, f{#2=0}/5; a loop
// whose equations contradict a condition on a value its calls pass
// unchanged, or its negation, is also bounded case by case, the max of
// the cases kept where smaller: splitinv.go); strongly connected
// components of the call graph bottom-up; output summaries
// (postconditions) of callees by the Houdini method over template
// constraints; for a loop (at most one recursive call per equation),
// rounds of linear ranking functions found by Farkas' lemma and an exact
// simplex bound the number of applications of each recursive equation
// (logarithmic when a function is halved; later rounds pay for increases
// by earlier-bounded equations: lexicographic, multi-phase and reset
// loops; a step by an unchanged parameter gives N/p), or, phase by phase,
// the strongly connected components of the graph of which equation may
// follow which (control-flow refinement), or by one joint function that
// all of them decrease; the cost of each application
// is bounded over the entry's variables by functions that do not increase
// along the recursion, or that are reset or grow by bounded amounts per
// counted iteration (size bounds); the parts of the costs that are
// polynomials in nat(L), L a function that every call of the loop changes
// in one direction by at least d, are summed over the values L takes
// instead of counted (sum.go: the inner loop's n - i over i = 0..n-1 is
// n(n+1)/2, not n·n; Faulhaber's formulas; where every call multiplies
// or divides nat(L) by an integer f >= 2, a geometric series: the inner
// loop over a doubled counter n <= N costs 2N - 1 in all, not N·log2(N);
// where L is A - x, A unchanged and x >= 1 at least doubled by every
// call, the sum of nat(A - 2^j): the p - k senders of a recursive
// doubling's rounds k = 1, 2, 4, ... cost ceil(log2(p))·p - 2^ceil(log2(p))
// + 1 in all, not ceil(log2(p))·(p - 1); a linear part that no call
// changes is a coefficient, and products that differ in one linear
// factor are summed together, N·s - k·s as (N - k)·s), the smaller of
// both kept; an equation that may follow none of the loop's recursive
// equations (a first iteration) is paid min(1, count) times, times the
// indicator of its guards on a flag at the entry's values (a head
// variable that every call of the loop sets to a constant outside them:
// the first application is made at the entry, [F >= 1]), the others
// count - 1 times, where that is below (where the loop's calls from
// outside can apply no other recursive equation, the first application
// costs the largest of the first equations alone; equations whose costs
// are the cases of a minimum, each the least where its constraints hold,
// cost that minimum per application: min(1, p - 1), not max(1, p - 1)); a
// potential function with linear
// summaries of the callees may bound a terminating loop's total cost
// instead (amortisation: the inner loop's M - Mout summed over the outer
// loop); with multiple recursion, a function that pays for every
// recursive node bounds their number (linear divide and conquer; in
// rounds, later ones paying for what earlier-counted nodes reset), else a
// ranked depth times a split size, else a power of two. A
// non-recursive relation's equation is paid times the indicators of its
// guards that split off a few small values of a parameter (p = 1, 2; up
// to ten where the relation has one costly equation: [p >= 6]), or,
// in a relation only the entries call with their parameters, or in an
// entry's own equation without such a small case, that relate several
// (p >= 3*K) and are no side of an equality: the p-cases of a bound; a call that decides some of
// a callee's cases keeps the indicators of the guards its constraints
// leave open (a linear program, not only sampled points), and, from a
// caller of too many cases to keep its own, of those they decide too.
// Call-context
// invariants (facts over a relation's head at every call of it from an
// entry, and posts under them: one Houdini fixpoint) are conjoined to the
// equations first, so that an entry's M >= 0 reaches the loops; the
// entry's precondition counts as such a fact. Each step is a
// linear-programming proof, so a bound is printed only when justified;
// docs/design.md explains the choices and lists what is not handled yet.
// Options.Deadline bounds the time (IsTimeout tells a result it stopped):
// every phase reads it, the preparation (normalisation, reduction,
// summaries, invariants) as well as the ranking search and each linear
// program. Options.Budget (package budget) is read at the same points and
// charged an operation per simplex pivot (one more per 256 cells of the
// tableau) and per equation normalised or reduced: a quota of operations
// stops the solver at the same point on every machine. Each linear program also has deterministic budgets: its dense
// tableau's size (a larger one is refused before it is allocated) and
// its pivots times that size; a program past them is "no proof found"
// (a ranking function, a bound), which costs precision, never soundness.
// Where a loop's ranking LP or a bound's LP over its component is past
// them (a body of many joins, each passing along many values), the
// solver tries again over the positions carried along the loop (passed
// as linear functions of such positions at every call) that the loop
// changes or that a constraint relates to them, with each equation's
// constraints over those alone, equations made the same by that kept
// once (carriedRanking: a weaker system, so what it proves holds); a
// value every call passes along unchanged is its value at the entry
// (passedFromEntry), and its sign there, at every call from outside the
// component, is its sign as a factor of a product (nonNegPassed).
// Options.Cache shares the answers of the summaries' and invariants' linear
// programs among the Solve calls given it (one at a time); it changes no
// result. By default a loop must be shown to terminate to be bounded. With
// Options.Terminating (the .ces format's semantics as CoFloCo's examples
// use it: the cost of complete evaluations; bspcost solve uses it for .ces files
// only, never seqcost for BSP programs) the terminating evaluations are
// bounded: a loop whose equations without a ranking function cost at most
// 0 per application, or that a potential pays for, gets a bound, and
// Result.MayNotTerminate names it.
//
// # Oracle
//
// Evaluator computes concrete worst-case costs by exhaustive search of
// derivations within limits (depth, box of free values, steps). Every
// cost it reports is that of a real (complete, so terminating)
// derivation, so a bound below it is a soundness bug under either
// semantics; the tests compare every bound on the shared suite and on
// random systems with it.
package solver
