// Package hrelation bounds the h-relation of every superstep of an aligned
// .bsp program: the largest number of words a process sends or receives
// between two barriers (seed 003, "Solution 3"), as a closed form in the
// program's parameters and the replicated variables.
//
// # The contract
//
// [Analyze] takes a program and its align.Result (which must be aligned)
// and returns, for every pair of barriers (open, close) such that a
// superstep can be opened by the first and closed by the second, a
// [Step]: the puts and gets that can run in it, the interaction set Rel =
// { [s, j, k..., w, t] } (process s sends word w of execution k... of
// statement j to process t), the maps Out and In, the largest words sent
// (MaxOut) and received (MaxIn) by a process and H = max(MaxOut, MaxIn),
// as polyhedra.PwQPoly over Step.Params. H is sound: for every superstep
// the simulator runs, its h is at most H evaluated with the values the
// program holds at the closing barrier ([Step.Eval]), plus the words of
// Step.Seq (see below). Exact reports that H is the maximum, not a bound.
// The steps closed by a barrier give the {h * g} annotation that nondet
// places there (where every parameter of H has its value).
// [AnalyzeWords] is Analyze without Rel, Out and In (nil), which only a
// display shows: the same steps otherwise, at less cost (seqcost uses it).
//
// # The model
//
//   - A get(src, ...) by process i is src sending to i; self-communication
//     counts; a transfer of n words counts n (w ranges over 0..n-1, n from
//     the explicit count or the slices, possibly depending on loop
//     counters and parameters).
//   - A BSMP send is a put of its payload plus its tag (bsmp.go: the tag's
//     words are bounded by every tagsize of the program). A step with
//     sends also counts its messages, each one word (Step.Messages): the
//     most messages a process receives, which bounds its queue in the
//     next superstep.
//   - Dimensions: the source s and target t in 0..p-1, the statement
//     index j (so that several statements add up before the maximum), the
//     counters of the for loops around the statement that contain no sync
//     (all their iterations run in the superstep), w.
//   - Parameters: nprocs, the program parameters, and the variables that
//     hold the same value on every process at the closing barrier and the
//     value the statement saw: replicated at the use, not assigned on any
//     path from the statement to the barrier or back to the statement
//     within the superstep (a forward pass over the AST, flow.go), in
//     scope at the barrier and not varying there (align.Result.VaryingAt;
//     at the program end, variables replicated wherever they are in
//     scope). A for counter that only its loop's step assigns between
//     the statement and the barrier, the same number of times k on every
//     path there (the loop around the barrier, the put after its sync), is
//     the barrier's value minus k steps (counters.go). Past its loop (the
//     barrier after it, the counter out of scope), it is the loop's last
//     value lo + d·floor((hi - lo)/d) minus k - 1 steps, when the bounds
//     read what is fixed from the loop's entry to the barrier, no break
//     leaves the loop on the way, and the expressions reading it read
//     no other scalar parameter (counterLastOn); the loop's own range is
//     then no guard.
//   - Guards: align's guards of the statement (ifs, whiles, fors) as
//     constraints where expressible; the conditions bspaff cannot express
//     are dropped literal by literal (more senders, never fewer). A
//     scalar that is no parameter of the step but has one value at the
//     statement, affine in pid, nprocs and the parameters without floors
//     (`var v := M + 1` assigned again before the barrier, `var v :=
//     pid`), is read as that value (guardvalues.go). The condition of an if whose block writes what it reads is read as
//     it was where the if evaluated it, when the value pass writes it
//     over pid, nprocs, the parameters and loop counters alone, dividing
//     by literals or an operand by itself (`v3 / nprocs` with v3 :=
//     nprocs is 1: sameOperandsOn) (`v := M` ... `if v == 4 then v := 0;
//     get(...)`: M == 4; ifCondValueOn): nothing in the block changes those. A value
//     the step cannot name (`any`, an array element, a scalar not
//     replicated or not known at the closing barrier; in a guard whose
//     block writes what it reads, every scalar but the loop counters) is
//     an unknown of the guard, one per scalar: the guard with its unknowns
//     projected out (the rational shadow, a superset) is kept when it is
//     false or adds constraints on pid and nprocs only (`pid < max(a[0] %
//     3, pid)` is pid <= 1; unknowns.go): weaker ones on the parameters
//     made counts slower and h no more exact on generated programs. A
//     disjunct of the guard that no value of its unknowns within align's
//     intervals of the values they stand for satisfies is dropped
//     (`v := max(x % 4, 0)`: `5 + 4 / nprocs < v` is false; no fallback
//     when none is left: the statement never runs; unknownRangesOn); the
//     constraints the ranges imply are not kept (`pid < v` as pid <= 2:
//     more pieces of h, and solver timeouts). A condition of a guard (a comparison, a
//     conjunction, ...) that align's interval fixes is that truth value
//     wherever it is evaluated (the else of `if 5 % N > 4 + nprocs`
//     runs on every process, not in cases of 5 % N; fixedLiteralsOn).
//     The disjuncts of a statement's executions that are provably empty
//     are dropped before the counts (the case of nprocs below 0 of
//     `pid < nprocs / 2`, whose count is a polynomial in floors of
//     -nprocs that the sequential analysis cannot bound; emptyCasesOn),
//     and so are those the requires clause contradicts (`rounds % 6`
//     below 0 under `rounds >= 0`; reqCasesOn). A for loop whose step is not a constant (`step
//     nprocs`) has its iterations counted instead when the statement's
//     formula does not read its counter (its remote side, word count,
//     inner guards and the values substituted into them; reads in the
//     addresses of the data moved do not count): 0..(hi - lo) / d where
//     hi >= lo, the quotient an opaque parameter (stride.go); from pid
//     (`for i := pid + e to hi step nprocs`, cyclic.go), 0..(hi - e) /
//     nprocs where hi - e >= pid, one iteration too many on the processes
//     past (hi - e) % nprocs (exact on both cases made the sequential
//     program's solver time out on generated programs).
//   - Expressions go through polyhedra/bspaff: affine forms keyed by
//     object, C division and remainder by constants as divs (and shifts
//     by constants, masks x & (2^k - 1)), min/max as pieces; a non-affine replicated subterm made only of parameters
//     (N / p) becomes a parameter of its own (RuleOpaque, exact in it),
//     with its range where the requires clause shows x >= 0 and d >= 1
//     in x % d (0..d-1) or x / d (>= 0) (opaquerange.go), and the pieces
//     of the maxima outside the ranges are dropped, and so are the parts
//     of a piece's domain outside them (pieces of equal value merged
//     before: prunePartsOn): else the counts split on values no run
//     reaches (`7 % nprocs` below 0).
//   - Computed process ids (see "Why it is built this way" below): a
//     division or remainder by nprocs or another non-constant divisor
//     is split into one piece per value its quotient takes in the
//     statement's executions (quotient.go: `(pid + 1) % nprocs` is
//     pid + 1 or pid + 1 - nprocs); a scalar the target reads that is
//     not a parameter (a partner set in pid-dependent branches, `row :=
//     pid / 4`) is replaced by its value at the statement, one
//     alternative per branch that assigned it (values.go), in the target
//     and in the guards that read it; past a loop whose body leaves it
//     at one value of the parameters (`x := 2` in a doubling loop), that
//     value where the loop's condition held at its entry and the one
//     before where it did not. A statement keeps them only when
//     its words per process have an exact count and maximum
//     (computed.go); otherwise it is analysed without them, and a target
//     they showed one-to-one in pid gets RuleDistinctTargets. The
//     executing side is then counted by the executions; a remote side
//     whose maximum is piecewise in residues of p (2-to-1 maps) adds
//     that maximum without floors (RuleUpperBound), unless the id is
//     congruent (below) or the target is one-to-one in pid: then
//     RuleDistinctTargets bounds it (its execution instances), as it
//     bounds a statement without them.
//   - Congruent process ids (congruent.go): a target (source) whose value
//     is congruent modulo nprocs to a·pid + e, a a constant and e
//     replicated (`(pid + rounds) % nprocs`, `(2 * pid + 1) % nprocs`),
//     where the pieces above cannot write it exactly: in one execution
//     instance at most gcd(a, p) processes address one target, so it
//     receives at most gcd(a, p) times the words of all instances
//     (RuleDistinctTargets, KindCongruent), with gcd(a, p) written as
//     1 + Σ φ(d)·(1 + p / d - (p + d - 1) / d) over the divisors d > 1
//     of a: plain divisions of p that the solver keeps exact. Where
//     the processes execute different instances (`if pid <= 1`, `for i
//     := 0 to pid`) and e is the same in every execution (it reads no
//     counter of the statement's loops in the superstep nor anything
//     their bodies write), the senders of one target are one residue
//     class modulo q = p / gcd(a, p), and each class addresses one
//     target: the largest words of a class, counted with p = a·u + r
//     per residue r (q affine in u) and maximised over the class, is
//     exact (classmax.go). It is kept where the maximum of the two
//     sides stays exact with it and its pieces on residues of p merge
//     into pieces without floors (`2N at p = 2, N elsewhere`); else the
//     gcd form (the sequential analysis only bounds products of
//     floors), but where only some pieces stay on residues (an opaque
//     parameter out of its range) the others are kept and the gcd form
//     bounds the rest, when that adds no case or its cases are on nprocs
//     alone within the opaque parameters' ranges (residueSplice,
//     nprocsCases). Where classmax.go does not apply (every process runs
//     every instance alike), the gcd bound itself is written the same
//     way, n·gcd(a, r) on p ≡ r modulo a (gcdClass), and compared with
//     the other side before their maximum rather than added after it:
//     a get from (2 * pid + 1) % p beside a put to max(pid - 1, 0) has
//     h = 3, not 4 at even p. A
//     replicated multiplier m that is not a constant (`(pid * i) %
//     nprocs` over a loop counter i) gives at most gcd(m, p) <= |m|
//     senders per target: where 1 <= |m| <= nprocs in every execution,
//     the instances are counted with a column of |m| values (an upper
//     bound; a minimum with p would become the maximum of its cases in
//     the sequential analysis).
//   - The rules below and above (distinct, congruent, square, grid,
//     k-to-1 and range targets, and the sequential statements' fan) read
//     a remote process that is a scalar with one value at the statement
//     (values.go: `partner := pid ^ k`) as that value, and inside a
//     larger remote process the scalars that are not replicated but have
//     one value there (`me := pid` before `put(me * me % nprocs, ...)`:
//     a square of pid; innerValuesOn), since on every process that runs
//     the statement each equals its value.
//   - Square process ids (square.go): a target (source) X * X % nprocs,
//     X congruent to ±pid + e modulo nprocs, e replicated (`pid * pid %
//     nprocs`): in one execution instance the processes that address one
//     target are square roots of one residue, no two of them neighbours
//     modulo p but (p - 1) / 2 and (p + 1) / 2 for odd p (x² and (x + 1)²
//     differ by 2x + 1), so at most ceil(p / 2) of them
//     (RuleDistinctTargets, KindSquare; an upper bound, exact at p = 1,
//     2, 3, 4, 8 where every process sends). The largest number of
//     square roots of a residue modulo p (1, 1, 2, 2, 2, 2, 2, 4, 3, 2,
//     2, 4, 2, 2, 4, 4 at p = 1..16) is multiplicative over p's prime
//     powers and has no closed form of floors. Like gcd(a, p), ceil(p /
//     2) times the instances is compared with the other side before the
//     maximum, as pieces on p's parity (squareClass): exact where the
//     other side is larger.
//   - Grid coordinates (grid.go): with `nprocs == Q * R` in the requires
//     clause (Q, R parameters proved >= 1), a target (source) X * Q + Y
//     whose coordinates are pid / Q, pid % Q, or remainders by R (X) and
//     Q (Y) of forms α·(pid / Q) + β·(pid % Q) + e (pid itself is
//     (pid / Q)·Q + pid % Q; e over parameters and replicated loop
//     counters) whose arguments are >= 0 on the grid (the counters from
//     their loops' lower bounds; so the coordinates are in range and give the
//     target), the map one-to-one: triangular with unit diagonal, or of
//     determinant ±1 on a square grid (R is Q). In one execution
//     instance the processes then address distinct processes
//     (RuleDistinctTargets, KindGrid): Cannon's shifts, a 2-D stencil's
//     neighbours.
//     A target (source) that is a function of the row pid / Q alone,
//     one-to-one in it (the row leader `(pid / Q) * Q`, `pid - pid %
//     Q`, `((pid / Q + s) % R) * Q`), is addressed by the Q processes of
//     one row at most; one of the column pid % Q alone (`pid % Q`) by
//     the R processes of one column (kto1.go: RuleDistinctTargets,
//     KindKToOne; Q (R) times the words of the instances, exact where
//     the whole row or column sends).
//
// # Fallbacks, each reported (Step.Fallbacks: position, rule, why)
//
// Each fallback also has a Kind, what it lost within its rule (a
// dropped guard's block writes what it reads, a count past the size
// limits, ...), for the tools that count them; its message says the same
// to the user.
//
//   - RuleDroppedGuard: a guard or a literal of it was dropped. A break
//     of a for loop around a statement within the superstep, or a
//     continue of it that may run before the statement, is a condition
//     on its executions the guards do not hold: they are counted at
//     every iteration (KindLoopJump, jumps.go; loopJumpOn), a bound. A
//     continue that ends an if without else standing in the loop's body
//     before the statement's is that if's condition negated, one more
//     guard of the statement (continueGuardOn).
//   - RuleDistinctTargets: the target (source) is pid ± e or pid ^ e
//     (a butterfly's partner: xor with a fixed value is a permutation) with
//     e replicated but not expressible, or a computed id whose exact
//     formula has no clean count but is one-to-one in pid (an emptiness
//     test of two senders with one target): in one execution instance
//     the processes address distinct processes, so a process receives at
//     most the words of all instances (the count of the set projected on
//     j, k..., w). The processes of one instance must agree on e: the
//     loops of the statement in the superstep are for loops with
//     replicated bounds, or e reads nothing they write but their
//     counters (`for i := 0 to pid do get((pid + 9) % nprocs, ...)`);
//     the same for congruent ids. A target (source) pid + d, d - pid or
//     pid - d (plus multiples of nprocs, not reduced modulo nprocs) where
//     d differs between the processes but align bounds it by constants
//     (input data clamped, `max(x % 4, 0)`; `pid - pid % 4`; a partner 1
//     or 2 away set in branches) is KindRangeOffset (rangeoffset.go):
//     the remote side counts only the transfers of the processes at a
//     distance in that interval (lo <= t - s <= hi, an exact count).
//     Reduced modulo nprocs (`(pid + max(x % 8, 0)) % nprocs`,
//     reducedrange.go), the same kind: where nprocs >= W = hi - lo + 1,
//     lo <= t - s - k·nprocs <= hi for one of the few k that some
//     nprocs >= W allows (disjoint cases: one d per pair); where
//     nprocs < W, every process may receive every word. Both read the
//     remote process with its scalars' single values in place, or, where
//     that has no bounded terms, as written (`x := pid` before
//     `(pid + max(x % 8, 0)) % nprocs`; ownTermsOn).
//   - RuleTotalWords: another target (source) the model cannot express:
//     every process may receive (be asked for) every word; the statement
//     still counts exactly on its own side. Its kind tells a function of
//     pid and replicated values (KindNotExpressible: pid * pid % nprocs)
//     from one that reads values differing between the processes
//     (KindVaryingRemote: a variable not replicated, `any`, an array
//     element, named in the message), where every process may address
//     the same one.
//   - RuleSequential: the executions per process are not known (a while
//     loop inside the superstep, a repetition through a conditional sync
//     — a sync in a for loop is not one when alignment's intervals of
//     the loop's bounds put lo <= hi (it runs at least once, flow.go's
//     runsOnce), nor a sync under an if whose condition the intervals
//     fix (condValue) —,
//     non-affine for bounds or word count; a bound min(e, c) or max(e,
//     c) whose e is data is counted up to (from) its affine argument c,
//     every execution the loop may have, with a fallback of the guard
//     literal kind: boundArg; another non-affine bound, up to (from) the
//     end of align's interval of its values, the same kind: boundRange,
//     `for i := 0 to a[0] % 4` counts i = 0..3). A while loop that steps
//     a counter, `k := lo; while k < E [&& C] do ...; k := k + d; ... end`
//     (the assignment right before the loop, k assigned once in the body,
//     at its top level, d >= 1 and E fixed in the loop, no sync and no
//     continue before the step; countedwhile.go), is the for loop `for k
//     := lo to E - 1 step d` for the statements before the step, `for k
//     := lo + d to E - 1 + d step d` for those after it, and C a guard
//     (reading k - d after the step); where E reads `any` or what the
//     body writes, its interval bounds k (boundRange). A stride loop
//     whose conditions read its counter has its iterations numbered and
//     those conditions dropped (strideGuards), not the stride. Otherwise
//     the statement is left out of
//     H and listed in Step.Seq; the sequential program charges it
//     SeqComm.Charge per execution: min(K, nprocs) * n g, K the fan of
//     the step's sequential statements (seqfan.go: the most processes
//     whose executions load one process, when every remote process is a
//     fixed function of pid for the superstep, under the statements'
//     stable guards; 1 for a ring shift, 1 for a put to 0 by process 0
//     alone; plus 1 per statement whose remote process its loop changes
//     but is pid ± e with e replicated, or |a| for a·pid + e modulo
//     nprocs, in a single loop whose iterations every process runs a
//     prefix of, its guards in the loop replicated or over pid alone;
//     plus k per statement whose remote process reads the counters of
//     the for loops innermost around it, k the least constant with
//     F <= k·E, F the most pairs of a target in one run of those loops,
//     E their iterations, the same on every process; each statement's
//     own fan when all are in one such loop), or nprocs * n g when there
//     is none. A constant fan that is lower at a few small values of
//     nprocs (a get from min(pid + 1, nprocs - 1) by the processes but
//     0: 1 at p = 2, 2 from p = 3 on) is written as steps over nprocs
//     (fanTable: its bound at each p = 1..4 and past them, at most two
//     steps). When every sequential statement of the step runs at most
//     once in each execution of one loop body (that loop innermost
//     around it in the superstep) to a fixed remote process, and one of
//     them (the carrier) in every execution (right in the body, after
//     no break or continue of the loop's own; or one carrier per branch
//     of an if and its else, found the same way in each branch: one
//     runs in every execution), the body's own h-relation M (every
//     process running the body once, the statements' words together:
//     max over t of the words t receives or sends) is charged at the
//     carrier per execution and the others charge 0 (each carrier of a
//     branch charges M; seqjoint.go: gets from 0 and from nprocs - 1
//     cost max(2, p) an execution, not 2·p; its bound over nprocs as steps
//     where it is lower at p = 1..4, as for a fan). A side (received or
//     sent) whose maximum over t has no closed form (the senders of
//     (3 * pid + 1) % nprocs) is bounded by its largest count at each
//     nprocs = 1..4 and past them, and M is the larger of that table and
//     the other side; M is written over nprocs and the parameters even
//     where its pieces split on another value (a replicated variable, a
//     quotient) but agree. Where the step's sequential statements are one
//     statement, or one joint charge's, whose remote process is fixed
//     for the superstep, the first execution in a superstep is charged F
//     = max(U - H, 0) instead (SeqComm.First; seqfirst.go): U the step's
//     h with one execution of that unit by every process added to the
//     step's own words per process before their maximum, H the step's h.
//     A process t then has at most U + (X - 1)·C words, X the most
//     executions of one process and C the charge: a put to 0 in a while
//     loop beside a put to nprocs - 1 is p·N, not p·N + p. F is kept
//     where it may be below the most one execution loads a process. The
//     load of one execution may read parameters of the program that the
//     step's h does not (a guard or a continue over them): they are
//     projected out of its pairs (pairs for some value of them, more
//     than at the run's values), so that U is over the step's h's own
//     parameters.
//   - RuleUpperBound: polyhedra gave a bound (a flagged count or maximum),
//     or a limit was reached: unions are counted part by part, many
//     pieces are maximised statement by statement and added, and
//     max(MaxOut, MaxIn) becomes their sum past a size limit. All the
//     counts of one analysis share one work pool (a budget.Pool of the
//     analysis's budget, polyhedra.CountOptions.Pool); past it, every
//     count is polyhedra's box bound (polyhedra.Set.BoxBound). Each
//     maximum over the processes has a pool of its own of that budget
//     (polyhedra.PwQPoly.MaxOverWithin). Every polyhedra operation with
//     a work limit also gets the budget and stops at its end; the
//     analysis then ends with the budget's error, and no step is kept.
//     A step is the union of the paths between its barriers: where one
//     of its statements runs at different steps of a loop whose body
//     syncs before the closing barrier on different paths (flow.go's
//     shifts), statements of different paths are counted together
//     (KindPaths; pathsApartOn).
//   - RuleUpperBound, the size limit: the words of one statement per
//     process, and MaxOut and MaxIn, are at most 10,000 leaves of .bsp
//     text (each floor written out at each use, as Step.Cases writes it
//     for the sequential program) and 32 pieces. Past it, the statement's
//     words (or each statement's, for a side) are bounded by the box of
//     its transfers, the process eliminated like the other dimensions
//     (Set.BoxBound: atom-free, one piece per part of the set or one for
//     all), and the fallback names the put or get, the side and the size.
//     H is then within twice the limits, so nondet, seqcost and the
//     solver read expressions of bounded size (exact counts with floors
//     of floors grow exponentially with the nesting). No program of the
//     answers corpus reaches the limits (docs/benchmarks.md).
//
// Programs that are not aligned are refused (ErrNotAligned).
//
// # Why it is built this way
//
//   - Keyed by (open, close) barrier pairs, not by sections alone: the
//     simulator's superstep k is opened by the barrier that closed k - 1
//     and closed by its own, so each measured superstep has exactly one
//     Step to be compared with, and the {h * g} annotation of a barrier is
//     the maximum over the steps it closes. The pairs and the puts and gets
//     of each come from a forward pass over the AST (flow.go, loops to a
//     fixpoint; sync-free loops passed once as a whole), which also
//     records, per put or get, the variables assigned after it before the
//     superstep ends.
//   - h is evaluated at the closing barrier: its parameters are values the
//     program holds there, so the annotation can be placed where the sync
//     was and every later stage reads h in terms of variables that exist
//     at that point. Scan: h = 1 where 1 <= i < p.
//   - Statement by statement, then the maximum: counting a union of many
//     parts would first make it disjoint, which is exponential; so each
//     statement's words per process are counted with the process as the
//     last parameter, the counts are added (PwQPoly sum semantics) and
//     maximised with MaxOver. A statement's own pieces are counted part by
//     part and checked disjoint with bounded emptiness tests (a sum of
//     overlapping parts is a flagged bound). Divs stay set variables when
//     counting (bspaff.SetDivs): they are functions of the point, so
//     counts do not change, and the Omega projection of several divs is
//     slow.
//   - max(out, in): PwQPoly.Max is exact when the two differ by an affine
//     amount; the broadcasts' (p - 1)·N out and N in differ by (p - 2)·N.
//     A domination test comes first (dominate.go): one non-zero piece each
//     on the same domain, and the difference has non-negative
//     coefficients once every parameter is shifted by its lower bound on
//     the domain (p = 2 + p', N = 1 + N': p'·N' + p'), or the difference
//     is a parameter times an affine form, both at least 0 on the domain
//     (trisolve's step k: (p - 1 - k)·b sent and b received differ by
//     b·(p - k - 2) where k <= p - 2). That makes every textbook program
//     but compress (data-dependent targets) exact. Past 8 pieces for the
//     two sides, the pieces of equal value of each are merged first (the
//     same count on several cases of a guard or a residue); still past
//     it, the sum bounds the maximum.
//   - Sequential counting (a put in a while loop, or repeated through a
//     conditional sync) is left to the sequential program: nondet charges
//     nprocs * n g per execution, sound because a process receives at most
//     the executions of all p processes, each at most the worst process's
//     count. Where the remote processes of all the step's sequential
//     statements read only pid and the step's parameters (nothing the
//     superstep assigns), the processes that load one process are
//     counted instead (seqfan.go): with K of them at most (its own gets
//     and puts included, as pairs of the union where its guards let it
//     run them), a process receives and sends at most K times
//     the largest words of one process in these statements, so min(K,
//     nprocs) replaces nprocs, one coefficient for all the step's
//     statements (the union of their maps, not each one's: two
//     statements can load one process from two processes that each run
//     only one of them). The pairs of a statement keep its guards'
//     literals over pid and the step's parameters (a put to 0 under `if
//     pid == 0`: one sender), and the conditions over pid, nprocs and
//     the parameters of the ifs before it in its loops' bodies whose
//     branch ends in a break or continue (`if pid == 0 then break end`
//     before a put to 0: p - 1 senders), and the pairs hold where the
//     requires clause does. A scalar that the value pass gives one value
//     at the statement, affine over pid, nprocs and the parameters, is
//     read as that value in the pairs, a parameter of the step too (`var
//     v := nprocs` ... `if pid + v < nprocs then put(pid + v, ...)`: no
//     pair, where v of any value would add a sender; fanValue). A fan that no constant up to 64 bounds is
//     an expression in nprocs and the parameters when its maximum reads
//     only those (fanexpr.go: ceil(p/2) for a put to 0 under `if pid % 2
//     == 0`, the charge min(K, nprocs) * n). A remote process the model
//     cannot express (read from data, or a variable the loop changes)
//     under a guard over pid pairs every process its guard lets run the
//     statement with every process: a put to a[0] % nprocs under `if pid
//     < 2` has the fan 2 (remoteMap's anyRemote; without such a guard,
//     the fan stays unknown, nprocs). A remote process
//     congruent to a·pid + e modulo nprocs has the fan gcd(a, nprocs)
//     (gcdFan: 2 - nprocs % 2 for a = 2), where the count of its pairs
//     or the distinct targets' rule only give |a|; a square X * X %
//     nprocs over pid, nprocs and the parameters adds ceil(nprocs / 2)
//     (seqSquare, square.go's fibres). A statement whose remote process the loop
//     changes (`put((pid + i) % nprocs, ...)` in `while i < N`) has
//     distinct remote processes in each iteration; when every process
//     runs a prefix of the same iterations (one loop in the superstep,
//     the guards inside it replicated, no continue) and the words of an
//     iteration are the same everywhere, a process receives at most the
//     words of the process that runs the most iterations: it adds 1 to
//     K (|a| for a·pid + e modulo nprocs). A guard inside the loop that
//     reads only pid, nprocs and the parameters keeps this (the same
//     processes run the statement in every iteration they run; not for
//     sharedLoop below), and so does one that holds in a prefix of the
//     iterations on each process (prefixGuard: `if pid >= k`, k
//     replicated and never decreasing over them, `k := k + 1` or `k :=
//     k * 2` from k >= 0). A statement whose remote process reads the
//     counters of for loops M innermost around it (`for t := 0 to
//     nprocs - 1 do put(t, ...)` in a while loop; M's bounds over nprocs
//     and the parameters, no guard, break or continue inside M, words
//     over nprocs and the parameters) adds k (seqinner.go): a process
//     that enters M O(s) times receives at most n·O_max·F, and the
//     process that enters M the most runs n·O_max·E words. When all the step's
//     sequential statements are in one such loop (or there is only one,
//     or the others run alike on every process: their guards
//     replicated, or a cyclic loop `k := pid; while k < B do ...; k :=
//     k + nprocs end` with B a multiple of nprocs, which every process
//     runs B / p times (sameTrips), no break or continue in their
//     loops), that process
//     runs the most words of each of them, and each
//     statement is charged its own fan instead (max(K_j, 1), nprocs for
//     a statement whose fan is not known, the others keeping theirs):
//     Σ_j K_j W_j(s*) bounds what a process receives and sends
//     (sharedLoop). So are statements right in the body of one
//     innermost loop (no guard between, no break or continue in the
//     body, words over nprocs and the parameters), whatever the loops
//     around it: each runs once per execution of the body (bodyLoop).
//     So are statements that all run alike but for guards that are ifs
//     over pid, nprocs and the parameters (pidUniform: a process runs
//     all of a statement's executions or none), when those guards are
//     prefixes of one another (guardChain: nested sets of processes, so
//     one process of the smallest that is not empty runs the most of
//     every statement; `if pid == 0 ... else ...` are not nested, and
//     keep their union's fan). A statement takes the largest K of its
//     steps.
//   - Computed process ids ((pid + 1) % nprocs, (2 * pid) % nprocs,
//     pid - pid % 4, row * 4 + (col + 1) % 4, a partner set to pid + 1 or
//     pid - 1 in pid-dependent branches) take three pieces, each with a
//     switch of the mutation checks. Quotient splits (quotient.go,
//     bspaff's Builder.Quotient): a division or remainder by a
//     non-constant affine divisor (nprocs, a parameter, nprocs / 4) has,
//     within the statement's executions (pid in 0..p-1, its guards, loop
//     bounds and the requires clause), a quotient of few values (0 or 1
//     for (pid + 1) % nprocs); emptiness tests find the range (at most 8
//     values, the divisor proved >= 1), and bspaff makes one piece per
//     value c, on which x % d is x - c*d: affine, so polyhedra counts the
//     words per receiver exactly. The pieces partition that context only,
//     which is why the caller passes it in; unbounded quotients (pid / Q
//     with Q a parameter) stay non-affine. Values of scalars (values.go):
//     a forward pass gives each put or get, for the scalars it reads that
//     are not parameters of the step, their value as guarded alternatives
//     (the condition of each if that assigned them), exactly one of which
//     holds on each process; they are substituted into the target (source)
//     and into the guards that read a scalar of the target. Sound because
//     an assignment forgets every value that reads what it assigns, a loop
//     forgets at its head and exit what its body assigns, and scalars
//     written by puts and gets hold their values only until the next sync
//     where such a transfer can land (superstepvalues.go: the transfers
//     land at the barrier that closes their superstep, the same sync on
//     every process; a sync that closes a pair with a put or get writing
//     the scalar, and a loop whose body has one, forget them;
//     landingOnlyOn). Kept only where they
//     count cleanly (computed.go): a statement using either piece keeps it
//     only if both sides count exactly, within the limits, with an exact
//     maximum; else it is analysed again without them, and an emptiness
//     test of two copies of the sender (no two senders address one target
//     in one execution instance) makes a one-to-one target a
//     distinct-targets fallback. The executing side is counted by its
//     executions, the remote side by the transfers; a remote count whose
//     maximum is piecewise in the residues of p (a 2-to-1 or 4-to-1 map)
//     is replaced by that maximum without floors (PwQPoly.RelaxAtoms). The
//     maxima of steps with a computed id run under a smaller work bound
//     (MaxOverWithin), and their equal-valued pieces are merged
//     (MergeEqual). Every step's h then has a piece whose domain fixes a
//     parameter (p = 1) given the value of another piece that is the same
//     there, and the equal pieces joined (MergeAgreeing; agreeingHOn):
//     N/p at p = 1 beside p*(N/p) from p = 2 is one case of the
//     sequential program, which the solver then sums over a loop as one.
//   - h as one minimum (mincases.go): Step.Cases writes h as one case per
//     piece, which the sequential program charges in an if each; the
//     solver bounds each path and takes the maximum, so an h of p - 1 up
//     to p = 4 and 3 from p = 5 would become max(3, p - 1) (issue 29's
//     p-cases; the solver keeps the guard only of an entry path of
//     constant cost).
//     When the pieces
//     are affine without floors and pairwise disjoint, h is written as one
//     case without condition, max(0, min(g1, ..., gm)), with lines g
//     taken among the pieces' values and the ramps f + k·(p - a) of a
//     piece f from p = a (k = 1..4 or a constant value): a line is kept
//     when it is at least every piece on that piece's domain (sound), and
//     the kept lines must give each piece's value on its domain and at
//     most 0 where no piece holds and p >= 1 (exact), else the cases stay.
//     One cost, which the solver keeps as the minimum: min(3, p - 1),
//     max(0, min(1, p - 2)). Every test is an emptiness test under a work
//     bound (past it, the cases stay); minCasesOn is its switch. Where
//     the minimum is h only within the constraints that every piece's
//     domain implies (a loop's first iteration `i == 0`, `N >= 1`),
//     outside which h is 0, it is one case with them as its condition
//     (the fewest that keep it exact; commonContext, minCasesContextOn),
//     which nondet charges as a cost in its if (directMinOn).
//     Otherwise a case whose domain meets no other case's (each pair an
//     emptiness test within onlyWork, at most maxOnlyCases cases) is
//     marked Case.Only: nondet assigns its value to h rather than adding
//     it, so that a path through two cases whose conditions the
//     sequential analysis cannot tell apart (floors, disjunctions) gets
//     one of them; onlyCasesOn is its switch.
//     A domain's floor that an equality pins (isl's exists (e =
//     floor((1 - p)/4) : p + 4e = 1)) is written as the congruence it
//     states, `nprocs % 4 == 1` (congruence.go), where e's value at
//     every point of the congruence is that floor (num/den + l/k a
//     constant in [0, 1)), so the condition has the set's points; the C
//     divisions' form of the floor, which the sequential analysis only
//     bounds, charged h at every p. A congruence that an equality of the
//     part implies (nprocs = 2*k + 1) is left out; pinnedDivsOn is its
//     switch.
//   - Guards' one values, undone (plainGuards): a step that read guards'
//     one values and is a bound whose h is more than twice the size of the
//     step analysed without them is that step (a guard's value over
//     residues of a parameter gave products of floors no sequential
//     analysis bounds); plainGuardsOn is its switch. Guard literals
//     that align's intervals fix count as one values there (the step
//     analysed without them reads the literals; plainFixedOn). A step whose h
//     only narrows the domains of the one without (values without
//     floors or opaque parameters, each a value of the other's pieces,
//     no more pieces) is kept as it is (narrower, plainValuesOn). A
//     step whose statements dropped empty disjuncts and that is a bound,
//     or exact with floors, more than twice the size of the step
//     analysed with them kept is that step (fewer disjuncts let a count
//     split its parts, and a part no run reaches is a polynomial in
//     floors the sequential analysis cannot bound; plainCasesOn). A
//     statement analysed again without the computed
//     process ids (computed.go) still reads its guards' one values
//     there (plainOneValueOn): `if v % 4 == 3 then get((pid + 3) %
//     nprocs, ...)` with v := n keeps n % 4 == 3.
//   - Merged pieces (largest): a side's pieces past maxPieces, merged
//     where equal, are maximised at once only where that maximum is
//     exact; a bound (polyhedra's, 25/3*nprocs for nprocs words) gives way
//     to the groups' maxima added; mergedExactOn is its switch.
package hrelation
