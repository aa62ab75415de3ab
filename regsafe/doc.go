// Package regsafe checks the registration safety of a BSPlib C program:
// that its puts and gets name registered areas, its bsp_pop_reg calls
// have registrations to remove, and its processes register alike (the
// subject of "Safe Usage of Registers in BSPlib", SAC 2019).
//
// The contract:
//
//   - Input: a program of the C front end with its registration model
//     (frontend.Program.Registrations, made by frontend/llvm for programs
//     that register, put or get; nil otherwise, and Check returns nil).
//   - Output: diagnostics of the program's files, sorted: an error for a
//     misuse that happens on every path to its statement (a put or get to
//     an area with no registration in force, a pop without registration,
//     processes that register or deregister differently in a superstep,
//     with witness processes on at most 4, a put or get past the remote
//     registration), a warning for a misuse the analysis cannot rule out,
//     saying what it could not follow. Never an error for a correct program
//     whose every branch some run takes.
//   - Semantics: BSPlib 1.4 — registration and deregistration take effect
//     at the next sync; registrations are associated by their place in the
//     sequence; a pop removes the most recent registration of its address,
//     NULL any registration of NULL (as BSPonMPI matches it). A function
//     whose code is not among the inputs (or that has a cost contract) may
//     register what it is passed (no certain error about it), and is
//     assumed not to deregister it nor to register globals by name; only
//     bsp_sync is a barrier for registrations (a contract's supersteps may
//     not be: what they would settle is uncertain); a path that ends the run
//     is not followed.
//   - The analysis: the alignment analysis of the model program (align)
//     gives the replicated conditions; an abstract interpretation follows
//     classes of processes (split by affine conditions on pid and nprocs),
//     each with its registration sequence and the affine values of its
//     scalars; loops with known trip counts iteration by iteration, others
//     to a widened fixpoint. It is bounded: at most 200,000 + 200 statement
//     visits per statement of the program (past them a warning), 12
//     classes per state, 1,024 iterations and 20,000 statement visits per
//     followed loop.
//   - Each rule is a constant of options.go, switched off in turn by the
//     mutation check (TestMutations).
package regsafe
