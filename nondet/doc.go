// Package nondet turns an aligned BSP program into a sequential program
// whose worst-case cost bounds the BSP cost (seed 003, "Solution 2" and
// "Insert bound in program").
//
// # The contract
//
// [Instrument] takes a program, its align.Result and its
// hrelation.Result, and returns a new program in the sequential form of
// docs/language.md, which frontend.Print prints and frontend.Parse reads
// back:
//
//   - At the start, `pid := any` and `assume 0 <= pid && pid < nprocs`: the
//     program runs as one arbitrary process.
//   - Each sync becomes the superstep's charges, then the scheduling of the
//     next superstep: `{h * g + 1 * l} skip`, where h is the largest
//     h-relation of the supersteps the sync closes (hrelation, evaluated
//     there: its piecewise cases are summed into fresh variables by `if`s,
//     a case whose domain meets no other's assigned rather than added, so
//     that a path through two cases the sequential analysis cannot tell
//     apart gets one value, not their sum: opener.go's caseStmts; one case
//     with divisions, or a minimum under a condition, is charged as a cost
//     in its if instead: barrier's directCasesOn, directMinOn; disjoint
//     cases whose conditions' negations are too wide for the sequential
//     analysis are one choice among them, `c := any; if c < 1 then if C1
//     then ... end elif c < 2 then ...`, each case under its own
//     condition only: opener.go's choice), and the steps with different h are combined with max; where the
//     steps differ in h, the h of the step the run is in, selected by an
//     opener variable that each opening barrier sets: opener.go; its
//     only h, when one minimum, is charged as a cost in the opener's
//     branch too, openerMinOn), then
//     `pid := any`, its range, and `x := any` for every scalar that may
//     differ between processes after the sync (align.Result.VaryingAt)
//     and may be read after it (live.go: a dead scalar's havoc and facts
//     are left out, which keeps the program linear in the source).
//   - The program end gets the same charges with its final `1 * l`.
//   - Puts and gets become skip; those whose words hrelation could not
//     bound per superstep (hrelation.RuleSequential) become
//     `{c * n * g} skip`, charged per execution, c = nprocs or the
//     fan of the step's sequential statements, or the h-relation of one
//     execution of their loop's body at one of them and 0 at the others
//     (hrelation.SeqComm.Charge); where hrelation gives a first charge F
//     (hrelation.SeqComm.First), the first execution of such a statement
//     in a superstep is charged F instead, through a flag set to 0 at the
//     start and after each barrier (first.go: `if f == 0 then {F * g}
//     skip; f := 1 else {c * n * g} skip end`).
//   - BSMP (bsmp.go): a program that reads its message queue gets a
//     variable for the queue's length, set at each sync within the bound of
//     hrelation.Step.Messages (or, when it did not count them, the total
//     the caller gives, InstrumentTotals: queuetotal.go); qsize reads it,
//     move decrements it, gettag gives -1 when it is 0; tagsize and send
//     become skip.
//   - Work annotations stay. Every statement of the result that comes from
//     a source statement shares its nodes (and so its positions); the
//     statements inserted for a barrier have the barrier's position.
//
// After the havoc, facts that hold on every process at the barrier are
// assumed for the process the program goes on with:
//
//   - `x == e` for the varying scalars defined once from pid, parameters
//     and replicated single-assignment variables (facts.go): the relation
//     lo == pid * b survives the havoc; also for a scalar declared without
//     a value and assigned once (as the C front end writes them), and for
//     definitions that read loop counters or other such scalars, at the
//     barriers the definition reaches with what it reads unchanged, the
//     havocked scalars it reads replaced by their own definitions
//     (nlr == (n + M - (pid % M) - 1) / M for s := pid % M;
//     nlr := (n + M - s - 1) / M); and, for a scalar assigned more than
//     once that no put, get or message writes, the assignment `x := e`
//     that reaches the barrier with x and what e reads unchanged
//     (k := pid * N; sync keeps k == pid * N);
//   - else x's range on every process, from align's intervals;
//   - the conditions of source assumes over x alone (with parameters and
//     nprocs: the C front end's `assume nz <= nz_max` of a scattered
//     size) that reach the barrier with x unchanged (facts.go);
//   - then the linear constraints of an abstract interpretation of the
//     source program (absint.go, domain.go: intervals with symbolic bounds
//     and relations between the havocked scalars, pid, nprocs, parameters
//     and replicated variables, such as x <= pid or x == pid after a loop
//     that counts up to pid, lo == 2 * pid && lo == hi - b), those about
//     havocked live scalars that the facts before them do not already
//     entail (emit.go).
//
// Loop counters listed by VaryingAt are not havocked (they cannot be
// assigned). A for loop whose counter may differ between processes and
// whose body syncs becomes a while loop over a fresh counter, set after
// each havoc of pid to the new process's own counter (lo plus the
// iteration offset all processes share) or havocked with its range
// (counters.go): keeping the old process's counter would describe a state
// no process is in.
//
// # The abstract interpretation
//
// AnalyzeFacts (absint.go) runs the source program as one process with
// an arbitrary pid and computes, at every sync, a conjunction of linear
// constraints p >= 0 over that process's scalars, pid, nprocs, the
// parameters and the replicated variables (domain.go: polynomials of
// bspaff, a product such as pid*b being one more dimension; normalised
// with integer tightening). Entailment is sound but incomplete (the same
// constraint, intervals of the variables, one step of combination); the
// join keeps the constraints of either side that the other bounds, plus
// differences u - v of variables both sides bound, each side's variable
// bounds first tightened once through its two-variable constraints (k ==
// lo, lo == 0 bound k: a scalar counted in a for loop stays below the
// loop's bound; noChainBounds), less those the joined bounds already
// imply (noJoinImplied); the widening keeps the
// old constraints the new state entails. Affine assignments are exact
// (substitution, else a fresh column and Fourier–Motzkin elimination);
// anything else forgets the variable but keeps align's interval of the
// right-hand side; guards and their negations are assumed; at a sync the
// scalars that a put or get of the superstep it ends may write (on some
// path of some process since the previous sync) are forgotten, the other
// destinations keep their facts (noPendingComm); an array's declaration
// gives its length >= 0 (noArrayLength); an assignment to a scalar no
// path reads again sets nothing, and a crowded state drops the scalars
// dead after a statement (noDeadScalars). A loop's body and syncs get
// back the constraints of its entry over variables it never writes, in
// front of the cap (noLoopInv). Caps (96 constraints per state, past
// which go first those that the state's bounds imply, noTrimImplied,
// then those of most columns, the halves of an equality last among
// theirs, noTrimEqualities; 64 pairs per elimination, differences of at
// most 8 variables per join, not counting those that are the same
// constant on both sides, noSameConstDiff; 12 rounds per loop, a budget of 3,000 + 10
// statement visits per node of the program past which there are no facts
// at all) keep it near-linear. Before writing (emit.go), the columns that
// cannot be written at that point (dead or hidden variables, rewritten
// counters) are eliminated, only linear facts are written (products of
// parameters and nprocs allowed), and those the facts before them already
// entail are left out. seqcost projects the old pid out of such relations
// instead of dropping them (seqcost/project.go). [Facts.At] gives the
// facts at one sync as expressions over the source program's scalars
// (bound in an Info of their own), for the cut of one superstep
// (seqcost.SuperstepProgram).
//
// The oracle: every written assume holds on every process at every
// barrier the simulator reaches (TestAbsFactsHold; benchmarks/gensound
// -checks facts on generated programs).
package nondet
