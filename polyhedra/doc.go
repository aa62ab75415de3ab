// Package polyhedra is a small parametric Presburger library in the style
// of isl: sets and maps of integer points described by affine constraints
// over named variables and symbolic parameters, with exact operations and
// parametric counting.
//
// # Representation
//
// A Set is a finite union of BasicSets over one Space (parameter names and
// one tuple, or an input and an output tuple for a map — maps are Sets
// whose Space has IsMap set). A BasicSet is a conjunction of equalities
// and inequalities with exact integer coefficients (of any size: int64
// while they fit, math/big beyond, like isl's isl_int) over the
// parameters, the set variables and existentially quantified variables.
// Every existential is
// kept as a div, d = floor(f/k) with f affine in earlier columns, so it
// is a function of the point; that is what makes complement, subtraction
// and counting exact. Existentials introduced by "exists", projection or
// composition are turned into divs by Hermite normal form on the
// equalities and the Omega test's exact projection (dark shadow plus
// splinters) on the rest; where that would take more than 16 splinters
// and the existential's bounds involve no other existential, it becomes
// a division instead (its least value allowed by the lower bounds, one
// part per bound), so a coefficient of a million gives a few parts, not
// a million.
//
// Sets are read and printed in isl notation (Parse, String), e.g.
//
//	[p, i] -> { [s, t] : 0 <= s < p and t = s - i and s >= i }
//	[n] -> { [i] -> [j] : j = i + 1 and 0 <= i < n }
//	{ [x] : x mod 3 = 1 and exists (e : x = 2e) or floor(x/4) = 7 }
//	{ [x] : 0 <= x < 10 and not (x mod 3 = 0) }
//
// The notation has and, or, not (also &&, ||), true, false, chained
// comparisons with lists (0 <= i, j < n), !=, mod, floor(e/k), ceil(e/k),
// integer multiples (2i, 3(i + 1)), exists (e : ...) and
// exists (e = expr : ...), tuple names, expressions in tuples, and
// "{ : constraints }" for a set of parameter values. "not" is the
// complement within the piece's space, under the enclosing quantifiers
// (in exists (e : not x = 2e), e is free in the negated formula). It is
// pushed down to the constraints (De Morgan; not not cancels; r >= 0
// becomes -r - 1 >= 0 and r = 0 becomes r >= 1 or r <= -1; divs are
// functions of the point, so floor and mod stay as they are); a negated
// exists whose variable is used is built as a set and complemented
// exactly, its existentials becoming divs. Formulas are expanded to
// disjunctive normal form; past 4096 conjunctions Parse returns an error.
//
// Printing is stable and re-parses to an equal set.
//
// # Building sets in code
//
// Code that derives sets from programs builds them without text, as
// with isl's isl_aff: an Aff is an affine expression over a Space with
// Int coefficients and integer divisions (VarAff, ConstAff; Add, Sub,
// Scale, AddConst, FloorDiv, CeilDiv and Mod by constants), AffEq,
// AffLe, AffLt, ... make constraints of them, and NewBasicSet or NewSet
// builds their conjunction (a map when the Space is a map space).
// Variables are addressed by kind and position (DimParam, DimIn,
// DimOut/DimSet), never by name, so a caller keys them by whatever
// object it has; names are labels, which must be identifiers and not
// keywords of the notation (ValidName) so that the printed set parses
// back. InsertDims, MoveDims (e.g. a set variable made a parameter and
// back), ProjectOutDims and SetDimName change the variables of a built
// set. These calls return errors, not panics, on bad positions, kinds
// or names; only combining Affs over different spaces panics.
//
// # Unions over several spaces
//
// A UnionSet is isl's union_set or union_map: one Set per space (tuple
// names and arities), all over one parameter list (the union of the
// parts' parameters, aligned by name). ParseUnion reads pieces of
// different spaces, e.g.
//
//	[n] -> { A[i] : 0 <= i < n; B[i, j] : 0 <= i, j < n }
//	[n] -> { S[i] -> T[j] : j = i + 1 and 0 <= i < n; U[k] -> T[j] : j = 2k and 0 <= k < n }
//
// and Parse rejects them with a positioned error that points to
// ParseUnion. Union, Intersect, Subtract, IsEmpty, IsSubset and IsEqual
// work space by space and are exact (a space missing from one operand is
// empty there). Count returns one piecewise quasi-polynomial per space,
// in the order of Sets(), as isl's card of a union set does (PwQPoly.Add
// sums them). String sorts the parts by space and re-parses with
// ParseUnion to an equal union set.
//
// # Coalescing
//
// Coalesce (and Simplify, which is the same operation) returns an equal
// set in fewer, simplified parts: empty parts and parts contained in
// another are dropped, redundant constraints removed, implicit
// equalities made explicit, and two parts A and B (one's divs including
// the other's) are replaced by H when H = A ∪ B, where H keeps the
// constraints of each that hold on all of the other, equalities taken
// as two inequalities (so { [x] : 0 <= x <= 4 } ∪ { [5] } becomes
// { [x] : 0 <= x <= 5 }). Every test is an exact emptiness test (one past
// the pruning budget, see Limits, forgoes a merge or a simplification;
// the result is still an equal set). Part
// order is kept, so printing stays stable. Subtract, Complement and
// Union do not coalesce by themselves (it costs Omega tests); call it on
// results that are printed or used many times.
//
// # What is exact
//
// Emptiness (IsEmpty: over the integers, for any parameter value),
// IsSubset, IsEqual, Intersect, Union, Subtract, Complement, ProjectOut,
// Domain, Range, Reverse, ApplyRange, Apply, FixParam, FixDim,
// IntersectParams, Simplify, Coalesce, MakeDisjoint, Contains, LexMin and
// LexMax (at given parameter values), LexMinSet and LexMaxSet (parametric)
// and Sample are exact: the property tests compare them with brute-force enumeration.
//
// LexMinSet and LexMaxSet are isl_set_lexmin / isl_map_lexmin: the
// lexicographically optimal point for each parameter value (for a map,
// the optimal output for each input), as a set, e.g.
//
//	[n] -> { [i, j] : 0 <= i < n and i <= j < n }   gives   [n] -> { [0, 0] : n >= 1 }
//
// Each part is solved by parametric integer programming (Feautrier's PIP,
// as isl's isl_tab_pip: a lexicographic dual simplex whose constants are
// affine in the parameters and inputs, splitting their domain where a
// constant's sign depends on it, Gomory cuts with new divs of the
// parameters where the optimum is fractional, a big parameter for
// unbounded variables). The optimum of a union is each part's optimum
// minus the points the other parts' optima beat (a part with an output
// unbounded on the optimising side, a ray, has no optimum and beats the
// points at or above its earlier outputs' optimum). PIP works on int64
// with checked products and under a work budget; where it gives up (an
// overflow, long chains of cuts, a part unbounded other than by a ray),
// the construction below answers instead, so the answer never depends
// on PIP succeeding. That construction subtracts from s the points beaten
// by another point of s, which is
// the domain of a relation between two copies of s (an exact projection),
// so where s has no optimum (it is unbounded in that direction) the
// result is empty for those parameter values; there is no search and no
// loop. Two cases of unions are cheaper: when every part has an optimum
// wherever it has points (each output bounded on the optimising side by
// a row over earlier ones), the optimum is that of the parts' optima,
// paired among themselves instead of pairing all the parts; and a part
// whose first output is unbounded on the optimising side (a ray) leaves
// no optimum wherever it has points, so the result is the optimum of the
// other parts minus that part's domain. The result is coalesced. The
// subtraction can multiply parts
// (3-dimensional unions with strides and two parameters reach thousands),
// so it runs under a work limit (about a second of Omega tests, or 2000
// parts) past which LexMinSet returns ErrWorkLimit rather than an answer;
// 1 in 125 random cases of the property test hits it with some seeds.
// The projection and gist steps have no limit; the slowest input seen
// takes about 4 s per call. LexMinSet of
//
//	[p, q] -> { [x, y, z] : (x - 2p - q - 2y - 2z - 1) mod 3 = 0 and -2 <= x <= 2 and -2 <= y <= 3 and -3 <= z <= 2
//	                        and p + 5x >= y + 2z + 5 and 0 >= 5p + q + 2x + 5y + 2z + 13;
//	            [x, y, z] : x mod 3 = 2 and -3 <= x <= 2 and -3 <= y <= 3 and -3 <= z <= 3 }
//
// (from the lexmin property test with -seed=9) gives ErrWorkLimit after
// about 2 s.
//
// Count returns the number of points as a piecewise quasi-polynomial in
// the parameters (PwQPoly): polynomials with rational coefficients in the
// parameters and floor atoms such as floor((n - 1)/2), on parameter
// domains. A PwQPoly's value is the sum of the values of the pieces whose
// domain contains the parameter point. Its Exact field says whether it is
// the exact count.
//
// # What is an upper bound, and how that is reported
//
// Count first tries exact symbolic summation (chambers of active bounds,
// residue splits for non-unit coefficients, Faulhaber sums; unions by
// inclusion-exclusion or disjoint pieces). A value that is one
// polynomial on every residue class of the parameters modulo its floors'
// denominators (the classes its piece's own floors allow) is written as
// that polynomial: floor((n + 1)/2) - ceil(n/2) + 1 is 1. If summation
// is out of reach (its work limits, which bound time, not the size of
// numbers) it returns a
// sound upper bound with Exact set to false: for each part, the product of
// the counts of its one-variable Fourier-Motzkin shadows, summed over the
// parts. It never under-approximates. An infinite set gives
// ErrUnbounded, also when a variable is unbounded only through a stride
// or an existential ({ [x] : x mod 2 = 1 }). CountWith takes the limits
// (CountOptions); they hold for the whole call, all parts together, and
// cover the polynomial arithmetic of the summation (charged to the Omega
// work before it is done) as well as the emptiness tests. A Pool in the
// options bounds several calls together. The upper bound is bounded too:
// its product of shadow counts grows exponentially with the dimensions
// (each count brings floor atoms of its own), so past a fixed work limit
// each factor is first relaxed to an affine bound without atoms
// (floor(x) <= x, floor(a/d) >= (a - d + 1)/d, by the sign of its
// coefficient), and past that limit again the count fails; the product
// draws on the Pool too, and once the Pool is spent the exact product
// gets only a small allowance.
//
// The operations with a work limit that also take an analysis's budget
// (a budget.Pool: CountWith, MaxOverWithin; a *budget.Budget:
// DisjointWithin, MaxWithin, RelaxAtoms, UpperBound) stop at the
// budget's end as at their limit's, with the same sound fallback: their
// units bound the work, not its time (an emptiness test takes from
// microseconds to milliseconds), and the budget is read as they charge
// their units and before each emptiness test (Coalesce inside them
// included), the clock every few reads.
// Sum does the same for a polynomial weight (exact or an error).
//
// A set without parameters, or whose parameters each have one value
// (after FixParam), and whose bounding box (the parts' Fourier–Motzkin
// shadows) has at most 2^15 points is counted by visiting the box depth
// first, dropping a part as soon as a constraint over the variables fixed
// so far fails, as isl's isl_set_count_val scans; symbolic summation is
// for parametric counts. Such a set is known to be infinite without
// summing when a part with an integer point has an exact rational shadow
// unbounded in some variable (Meyer's theorem: the integer hull of a
// rational polyhedron with an integer point has its recession cone; divs
// are functions of the point and add no points).
//
// BoxBound(n) is the coarsest form of that bound, for a caller whose
// exact count is too large to use (hrelation's size limit): per part, the
// product over the dimensions past the first n of U - L + 1 for one lower
// bound L and one upper bound U of the dimension's shadow (the first n
// eliminated too, so that it bounds every fibre over them), on the
// parameters where each chosen U >= L: no floor atoms and one piece per
// part, or one piece in all when the constraints common to every part
// bound each dimension. Its products are charged to a fixed limit
// (ErrWorkLimit past it); a dimension without lower or upper bound gives
// ErrUnbounded.
//
// PwQPoly values can be combined with Add and Mul (e.g. a fibre count
// times a message size ParamPw(..., "N")), Max (pointwise, for
// non-negative values), maximised over trailing parameters with MaxOver,
// and rewritten with pairwise disjoint pieces by Disjoint; a maximised
// parameter fixed by an equality k·x = f (p = 2u + 1) is substituted,
// exactly, as floor(f / k) in the value, the domain keeping x as a div.
// CongruenceIndicators writes such divs (k divides f) as the factor 1 +
// floor(f / k) - floor((f + k - 1) / k) in the value instead, on domains
// without them (the same function, pieces overlapping), after writing
// a div that takes at most 4 values on its domain as one part per value
// (p in 1..4 but not a multiple of 4 is p in 1..3); MergeAgreeing gives
// a piece at fixed parameters (p = 4) the value of another piece that
// is the same there, so that the two join. UpperBound
// gives the least integer at least the value at every parameter point
// (values affine in the parameters and their atoms; a binary search of
// exact emptiness tests, so the bound is the maximum where they end
// within its work).
//
// Fibres, for a map from sources to targets, gives per source the number
// of targets and per target the number of sources (exact counts), and the
// largest of each as a closed form in the parameters (MaxPerSource,
// MaxPerTarget). The maxima are exact (Exact true) when every piece is
// either independent of the source/target or affine in each source/target
// variable (maximised one at a time; its coefficient a constant or affine
// in the other parameters, the domain split by the coefficient's sign)
// bounded with unit coefficients or with others (k·x <= u: x at
// floor(u / k); scaledBounds; u may read a floor of the parameters:
// divAtoms), on a lattice of it or with floors of it in the value (x
// even, x = 3k + 1, floor(x/2): one part per residue, x = M·y + r;
// latticeParts), or of degree 2 in
// it (a forward
// difference affine in it: the value at the upper bound where the
// difference is never negative, at the lower where never positive, at
// both where it grows, on each part; monotone.go), and competing pieces differ by an
// affine function (the overlap is split by its sign), by a product of
// two affine forms c·f·g (split where f and g have the same sign and
// where they do not, unions of two polyhedra: (p - 1)·(N - e);
// factorSplitOn) or by a polynomial
// whose sign on the overlap is proved by shifting each parameter by a
// bound of the overlap (x = L + y, y >= 0, with L a constant, or for one
// parameter a bound in the others: (p - k - 2)·b on p >= k + 2; floor
// atoms shifted by the bounds their arguments' bounds give, atomSignOn,
// or, read linearly, replaced by their affine bound on the side that
// proves less, floor(n/d) between (n - d + 1)/d and n/d: atomRelaxOn),
// part by part of the overlap, or once one parameter is fixed at its
// least values (at most 3, the rest proved by the shift; each case
// constant, affine or of a proved sign: p·e - p - 1 on p >= 2, e >= 1 is
// -1 at e = 1 and positive from e = 2; valueSplitOn). Past 16 pieces,
// a maximum's pieces of equal value are merged while they stay at most
// 12 of at most 32 parts, and the candidates left are still compared
// (maxMergeOn); when a merge fails, the plain maximum (inexact then
// either way) is the result, whose size the callers' limits judge, made
// on from the pieces kept before the first merge (plainPrefixOn). An
// exact maximum's piece takes another's value where the two are equal on
// its domain (an affine difference zero there), the simplest such, the
// pieces of the most floors first (simplerOn: two pieces equal on each
// other's domain keep the simpler value), and pieces of equal value are
// merged (unifyEqualValues). Otherwise they are sound upper bounds
// with Exact false: floors
// of the maximised variable are relaxed to rationals, overlapping maxima
// that cannot be compared are added (fibre sizes are non-negative), or, as
// a last resort, the number of targets (sources) of the whole relation is
// used. PwQPoly.String appends " (upper bound)" to inexact results.
//
// # Limits
//
// Arithmetic is exact: coefficients and intermediate values are int64
// while they fit and math/big integers beyond, so no operation stops or
// errs on int64 overflow, and Parse reads integer literals of any size.
// The API still takes and returns int64 where the caller deals in
// concrete values (Contains, FixParam, FixDim, Constraint, Eval, the
// parameters of LexMin/LexMax); points that are results (LexMin, LexMax,
// Sample) are []int64 too, and a coordinate that does not fit is never
// truncated: LexMin/LexMax return an error wrapping ErrTooLarge, Sample
// returns ok=false (see their docs).
//
// Projections (ProjectOut, ProjectOutDims, Domain, Range, ApplyRange,
// Apply) stop with ErrWorkLimit when nested splinters would visit more
// than 10,000 systems (a union with "not" and several floors can
// otherwise come back as thousands of parts after seconds).
//
// Operations used on the wrong kind of set (Domain, Range, Reverse,
// ApplyRange or Fibres of a set; ProjectOut, AsMap or Apply of a map)
// and unknown names or positions (FixParam, FixDim, ProjectOut, LexMin)
// return errors.
//
// Large numbers cost time, not correctness. Equalities (Hermite normal
// form, Pugh's mod-hat), gcd normalisation and exact Fourier-Motzkin steps
// (a unit coefficient on one side) are cheap at any size. But when an
// inexact elimination has a non-empty real shadow and an empty dark
// shadow, the Omega test tries about one splinter per unit of the
// eliminated variable's coefficients, and counting splits variables into
// residue classes modulo a coefficient. With such coefficients in the
// millions and beyond, those emptiness tests and projections can run for
// a very long time (they have no work limit), while Count reaches its
// work limits and returns a flagged upper bound.
//
// The Omega test is exponential in the worst case (dark shadows and
// splinters nest), and subtracting unions multiplies parts. IsEmpty,
// IsSubset and IsEqual are exact and have no limit; IsEmptyWithin is the
// bounded variant (it may answer "unknown", never a wrong answer).
// Operations that only need emptiness to prune their output (Intersect,
// Subtract, Complement, projection, FixParam, FixDim and counting
// dropping empty parts; a projection tests only the parts into which an
// elimination split an input part, and keeps the projection of an input
// part that stays whole, which is empty only where that part is, as
// isl's projection does; Simplify and Coalesce; the piece splitting of
// MaxOver, Max and Disjoint) use a bounded test per system (and Coalesce
// and LexMinSet a total budget), so a hard system leaves a possibly
// empty part in place (the set is unchanged) instead of stalling. MaxOver
// and Max also stop splitting overlapping pieces past a size limit and
// keep both pieces (a sound bound, Exact false); before maximising, the
// disjoint form of overlapping pieces is built under a limit on pieces
// and polynomial terms, past which MaxOver has no closed form (Fibres
// then uses its fallback bound) and Max returns the sum. Counting runs
// under work limits and falls back to a flagged bound. Fibres of
//
//	[p, q] -> { [x] -> [y] : -5 <= x <= 4 and -5 <= y <= 4 and floor((2x + y + 2p + q)/4) >= -x + 2;
//	            [x] -> [y] : -4 <= x <= 5 and -5 <= y <= 5 and x + 4y + 2p >= 1 }
//
// (from the fibre property test with -seed=35) takes one to a few seconds
// with these limits and coalescing.
//
// # Tested against isl
//
// scripts/isl/run.sh is a differential test against isl itself (Debian's
// libisl-dev): a C harness (scripts/isl/harness.c, built with gcc outside
// the Go build) answers the same questions as this package for random
// sets and maps from scripts/isl/islcheck, whose generator carries its own
// evaluator of each formula, so that a disagreement is decided by
// enumeration, not by either library. It compares round trips both ways,
// emptiness, projection, domain and range, counts at parameter points,
// point-wise and parametric lexmin/lexmax and fibre maxima, and times
// each operation. It needs gcc and libisl and takes minutes, so it is not
// part of CI; its last result is in docs/benchmarks.md.
package polyhedra
