// Package frontend reads .bsp programs (docs/language.md): it parses,
// resolves names and type-checks, and it owns the AST, the positions and
// the diagnostics that every later stage of bspcost uses.
//
// # The contract
//
//   - [Parse] (and [ParseFile]) turn source text into a *[Program] whose
//     identifiers are bound to objects ([Ident].Obj, [Program].Objects with
//     dense IDs: pid and nprocs first) and whose expressions are well typed.
//     On error they return an [ErrorList], sorted by position, of at most
//     10 errors, and the program only when its syntax was correct. They
//     never panic and never exhaust the stack, whatever the input (nesting
//     is limited to 200 levels; FuzzParse checks it).
//   - [Check] does the resolution and checking of Parse on an AST built or
//     rewritten in memory (by frontend/gen, nondet), like
//     types.Config.Check: it rebinds every name and rebuilds
//     Program.Objects, so no stage has to print and re-parse a program.
//   - Later passes key their facts by node (pointer identity, as in
//     go/types.Info) and per-variable facts by *[Object] or Object.ID,
//     never by name: names can be reused in disjoint scopes, and a program
//     may call its variables floor or exists.
//   - Every node has a [Pos] and an End (1-based line and byte column);
//     synthesized nodes may have zero positions. [Inspect] walks a tree,
//     [Apply] rewrites one (replace, delete, insert statements, in the
//     manner of astutil.Apply).
//   - [Print] writes canonical source that parses back to the same AST up
//     to positions ([ExprString] for one expression); Parse∘Print is the
//     identity on canonical text.
//   - [Diagnostic] is the one type of positioned reports of all stages:
//     file, range, severity, message and notes (secondary positions that
//     explain it). Parse errors are Diagnostics ([Error] is an alias); the
//     CLI renders Diagnostics as compiler-style text, JSON and SARIF.
//
// The .bsp integer semantics (checked int64 arithmetic, C division and
// remainder, intervals) live in frontend/intsem; the reference simulator,
// the oracle of every static analysis, is frontend/sim; random well-formed
// programs for differential tests come from frontend/gen.
package frontend
