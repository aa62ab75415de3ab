// Package gen generates random, well-formed .bsp programs from a seed, for
// differential tests of the static analyses against the simulator
// (frontend/sim). A differential test runs a generated program for several
// p and parameter values and compares what the analysis claims (a cost
// bound, "aligned", a communication pattern) with what the simulation
// measures. Such a test can only blame the analysis if the program itself
// is beyond reproach, so the generator guarantees the following, each by
// construction (and each checked by this package's tests for thousands of
// seeds).
//
// # Well-formed and canonical
//
// Program.Source parses and type-checks, and it is the printer's output
// for its own AST (printing the parsed program gives Source back). Tests
// can therefore compare diagnostics and positions across stages, and a
// failing seed reproduces as a file.
//
// # Deterministic
//
// Generate(seed, opts) always returns the same program, so a failure is
// reported and replayed as a seed.
//
// # Terminates quickly
//
// For 1 <= p <= 8 and the parameter values of ParamValues (N = k*p <= 64,
// count parameters <= 8), every loop has a bounded trip count: for loops
// run over ranges such as 0..N/p-1, 0..nprocs-1, 1..M or a small constant
// (never a bound that grows with a variable without a clamp), and while
// loops have a counter that only their own body updates, doubling or
// counting up at every iteration (a continue is allowed only when the
// update comes first). Nested loops multiply: no statement executes more
// than 512 times, and loops stop being generated once an estimate of the
// executed statements passes 12000, so a simulation takes a few
// milliseconds. Violation code injected into unaligned programs is bounded
// the same way.
//
// # No runtime error
//
// Aligned programs and those of the deep families raise no runtime error
// in the simulator for p = 1..8 (at most a barrier mismatch, for the
// latter), whatever the input data — even drawn from the whole int64
// range:
//   - Divisions and remainders are by positive constants, nprocs, N/p or N
//     (positive by the requires clause N >= p && N % p == 0).
//   - Input data (uninitialised scalars, array elements, any, received
//     values) is unbounded, so it enters arithmetic only reduced as
//     "d % c" or compared; every other int expression carries an interval
//     computed for all p <= 8 and parameter values, kept within ±10^6, so
//     the checked arithmetic never overflows. Control variables are
//     clamped into [0, 1000] at every assignment, which makes their range
//     a loop invariant.
//   - Array indices are 0, expressions whose interval fits the length,
//     loop counters whose range is the array's (0..N/p-1, 0..N-1,
//     0..nprocs-1, pid*(N/p)+j), or "e % len" with e >= 0 ("(d % len + len)
//     % len" for data). Array lengths are N/p, N, nprocs or a constant, so
//     they are the same on every process and a remote index is as valid as
//     a local one.
//   - put/get processes are in 0..p-1: pid, 0, nprocs-1, (pid+k) % nprocs,
//     nprocs-1-pid, constants mod p, pid-i under "if pid >= i", pid+i under
//     "if pid + i < nprocs", pid*pid % nprocs, (d % p + p) % p for data d.
//   - Slices and word counts stay within both arrays on every process:
//     whole arrays of equal length, block k (0 <= k < p) of an N-array
//     against an N/p-array, constant slices of constant arrays. An explicit
//     count never accompanies a slice.
//   - Every put/get location is declared at the top level of the program,
//     so it exists on every process whenever a barrier delivers to it.
//     (The one exception, in the "data-dependent" violation, is a pair of
//     scalars declared in the same block as the put/get and the sync that
//     delivers it, which all processes execute alike up to that sync.)
//   - Cost annotation coefficients are non-negative; for steps are positive.
//
// # Aligned (Options.Unaligned false)
//
// Every sync is textually aligned: it is only generated under replicated
// control — conditions and loop bounds built from parameters, nprocs,
// constants and replicated variables, never pid, any, input data or
// received values — and in loops where every break/continue condition is
// replicated. Replication of variables is tracked flow-sensitively (a
// variable made pid-dependent becomes replicated again when a constant is
// assigned to it under replicated control; branches join by "replicated
// in every branch"). Loops are handled without a fixpoint: the variables
// replicated at a loop's entry are locked for its body (they may only be
// assigned replicated values under replicated control), so they are
// replicated on every iteration and after the loop; the others are treated
// as pid-dependent throughout. Loops with pid-dependent bounds or with
// pid-dependent break/continue run their whole body under pid control, so
// they contain no sync. Variables that put/get may write are never used in
// replicated conditions. The generator is conservative (it may consider a
// replicated value pid-dependent, never the converse), so the simulator
// never reports a barrier mismatch for an aligned program.
//
// # Unaligned (Options.Unaligned true)
//
// The program is an aligned program plus exactly one violation, of the
// family named by Program.Family (see UnalignedFamilies), injected at a
// point under replicated control. The violation uses fresh variables, so
// everything above still holds: the simulator may report a barrier
// mismatch (ErrBarrierMismatch) but no other error, and none at all for
// p = 1, where no two processes can disagree. Conversely the violation
// is real: its condition differs between pid 0 and pid 1 (or depends on
// data), so for most programs some p in 2..8 does produce a mismatch —
// but not necessarily every p or every input (sync under "pid ==
// nprocs - 1" with p = 1, a violation in a loop that runs zero times).
//
// # Deep families: labelled by the simulator only (Options.Family)
//
// A differential test must not be shaped by the analysis it tests. The
// programs of DeepFamilies are an aligned program plus one snippet built
// from random parts — a value carried around a loop, assignments under
// pid-dependent control, a block loop with shifted bounds, a condition
// with / or % on negative values, a loop bounded by received data, break
// and continue in nested loops — that may or may not be aligned: the
// generator does not decide, Program.Aligned is false, and only a
// simulation tells. Conditions everywhere are drawn freely, including
// ones whose outcome is decided (a dead branch is part of real programs
// too); nothing is retried until some analysis can prove it.
//
// # BSMP (Options.Sends)
//
// With Options.Sends, programs also send messages (to the targets puts
// use, sometimes with a tag), set the tag size (0 or 1, under replicated
// control, so every process sets the same) and take messages off their
// queues in snippets whose every move is guarded by a qsize or gettag of
// its own block (bsmp.go); the guarantees above hold for them too.
// Without it the generator makes, seed for seed, the programs it made
// before BSMP (a checksum in the tests pins this).
//
// # Features
//
// Programs have parameters with requires clauses (N >= p && N % p == 0,
// M >= 0 or 1), replicated for/while loops and ifs (with elif) containing
// syncs, pid-dependent ifs and loops without barriers, break/continue,
// scalars and arrays (var a[N/p], var a[N], var a[nprocs], constants),
// any, puts and gets with affine and non-affine targets, slices and word
// counts, cost annotations ({e * r}, occasionally g), the seed's scan and
// Work1/Work2 shapes, and variables that become replicated again. Each
// aligned program has a main family (Program.Family, see AlignedFamilies)
// whose feature it contains at least once and is biased towards.
package gen
