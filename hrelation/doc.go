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
//     scope).
//   - Guards: align's guards of the statement (ifs, whiles, fors) as
//     constraints when they are stable (nothing in their block writes what
//     they read) and expressible; the conditions bspaff cannot express are
//     dropped literal by literal (more senders, never fewer).
//   - Expressions go through polyhedra/bspaff: affine forms keyed by
//     object, C division and remainder by constants as divs, min/max as
//     pieces; a non-affine replicated subterm made only of parameters
//     (N / p) becomes a parameter of its own (RuleOpaque, exact in it).
//
// # Fallbacks, each reported (Step.Fallbacks: position, rule, why)
//
//   - RuleDroppedGuard: a guard or a literal of it was dropped.
//   - RuleDistinctTargets: the target (source) is pid ± e with e
//     replicated but not expressible: in one execution instance the
//     processes address distinct processes, so a process receives at most
//     the words of all instances (the count of the set projected on
//     j, k..., w).
//   - RuleTotalWords: another target (source) the model cannot express:
//     every process may receive (be asked for) every word; the statement
//     still counts exactly on its own side.
//   - RuleSequential: the executions per process are not known (a while
//     loop inside the superstep, a repetition through a conditional sync,
//     non-affine for bounds or word count): the statement is left out of
//     H and listed in Step.Seq; the sequential program charges it
//     nprocs * n g per execution (nprocs bounds how many processes one
//     process's transfers can load).
//   - RuleUpperBound: polyhedra gave a bound (a flagged count or maximum),
//     or a limit was reached: unions are counted part by part, many
//     pieces are maximised statement by statement and added, and
//     max(MaxOut, MaxIn) becomes their sum past a size limit. All the
//     counts of one analysis share one work budget (a pool of
//     polyhedra.CountOptions); past it, every count is polyhedra's box
//     bound (polyhedra.Set.BoxBound).
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
package hrelation
