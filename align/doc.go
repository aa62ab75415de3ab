// Package align checks that the barriers of a .bsp program are textually
// aligned, and computes the replicated-value facts and communicating
// sections that the later stages (nondet, hrelation) build on.
//
// # Why
//
// The cost method of seed 003 is only sound for programs whose barriers are
// textually aligned: whenever the processes call sync, they all call it at
// the same sync statement and in the same loop iteration ("Solution 1").
// The sufficient condition checked here is the one of "replicated
// synchronization": every sync is control-dependent only on *replicated*
// conditions, i.e. conditions that provably evaluate to the same value on
// every process.
//
// # The contract
//
// [Analyze] runs one flow-sensitive abstract interpretation over the AST of
// a program that frontend.Parse accepted. It never reports an unaligned
// program as aligned (soundness); it may reject aligned programs (false
// alarms), e.g. when a value is in fact replicated for a reason the
// analysis does not track (a condition that agrees on every process because
// of the range of a pid-dependent variable, array contents agreed by a
// gather of another form than the all-gather of gather.go).
//
// The [Result] is the single source of these facts for the later stages;
// they must not recompute them:
//
//   - [Result.Aligned] and [Result.Diagnostics]: one error per sync that is
//     not textually aligned (a diag.Diagnostic), with notes pointing at
//     the pid-dependent condition and at the chain of assignments that
//     makes it pid-dependent. Diagnostics are sorted by position.
//   - [Result.Replicated](e): e, an expression node of the program (keyed by
//     pointer), evaluates to the same value on every process that evaluates
//     it in the same dynamic instance (same superstep, same iterations of
//     the enclosing loops). Nodes the analysis never reached (dead code
//     after break/continue or in a branch whose condition is decided) are
//     reported as not replicated.
//   - [Result.ReplicatedControl](s): statement s is under replicated
//     control: either every process executes this occurrence of s or none
//     does. A put/get under replicated control is part of a communicating
//     section in the sense of the seed.
//   - [Result.VaryingAt](s): the variables and arrays in scope after sync s
//     that may differ between processes, and the scalars a put or get
//     wrote at s even when they are replicated (a broadcast: the value is
//     the same everywhere, but the sequential program, which skips puts
//     and gets, does not know it): what nondet's non-deterministic
//     scheduling must make arbitrary at the start of the next superstep.
//     Counters of for loops with replicated trip counts are not listed
//     ([Result.ReplicatedTrips]): they cannot be assigned, and havocking
//     them would change the trip count.
//   - Value facts: [Result.Interval](e), an interval of the values of
//     expression node e (a point: a constant); [Result.ValueAt](s, x), the
//     interval of variable x and whether it is replicated, just before a
//     put or get s or just after a sync s. Intervals use the integer
//     semantics of frontend/intsem.
//   - [Result.Sections]: the supersteps of the program text. A section is
//     opened by a barrier (the program start or a sync) and closed by the
//     next barrier reached (a sync or the program end); it holds the put
//     and get statements that can execute between them, each with its
//     enclosing guards (the conditions of the enclosing ifs and loops, e.g.
//     the `if pid >= i` of the scan; for a for loop the constraint
//     lo <= i <= hi with its step) so that hrelation can build the
//     interaction set {[pid_s, pid_t] : guard and pid_t = target}. Each
//     guard says whether it is replicated and whether it is stable at that
//     put or get (nothing between the guard and the statement writes what
//     it reads). A put or
//     get in a loop that contains a sync may belong to several sections.
//     Sections are only meaningful when the program is aligned.
//
// # Abstraction
//
// A variable is replicated at a point when all processes that reach the
// point (in the same dynamic instance) hold the same value in it. pid is
// not replicated; parameters, nprocs, constants and loop counters with a
// replicated start and step are. An assignment makes its variable
// replicated when the right-hand side is and the assignment is under
// replicated control. `any`, declarations without a value (input data),
// array elements (input data, except after an all-gather: gather.go) and
// values that arrive by put or get (from the next sync on) are not
// replicated — unless the transfer is a broadcast (transfer.go): a get by
// every process from one process (or of a scalar replicated at the sync),
// a put by every process of a replicated value to a permutation of the
// processes (pid, (pid + 1) % nprocs), or the root's loop `if pid == c
// then for q := 0 to nprocs - 1 do put(q, v, x) end end`, with nothing
// else transferred into the variable in that superstep. Constants and
// intervals refine this: every variable carries an interval (widened at
// loop heads so that the fixpoint ends; after a while loop whose one
// write to a counter k is k := k + c, k <= E in the condition bounds it
// again: counterExit), an expression with a single
// possible value (max(6, any % 7 % 4), x * 0, a variable assigned 2 on
// every path) is replicated, and a branch whose condition is decided is
// dead code. Polynomial forms (forms.go) refine it again: an expression
// whose exact polynomial normal form over pid, nprocs, the parameters and
// the variables is free of pid and of non-replicated variables is
// replicated (pid - pid; x - pid after x := pid; hi - lo of a block), and a
// variable keeps the form of its value over pid, nprocs and the
// parameters, so that equal forms on both sides of a pid-dependent if make
// it replicated.
// Loops are analysed to a fixpoint; a
// pid-dependent loop condition, loop bound, or a break under pid-dependent
// control puts the whole loop body under pid-dependent control; a break or
// continue under pid-dependent control puts the rest of the current
// iteration under pid-dependent control. See docs/internals/align.md for
// the rules.
//
// # Tests that can fail
//
// Every rule of the analysis has a switch (options.go) that only tests
// use; TestMutations switches each off in turn and checks that some test
// then fails — the differential test against the simulator (unsound
// acceptances, or a false-alarm rate above its recorded limit) for the
// rules whose loss only generated programs reveal.
package align
