// Package frontend reads .bsp programs (docs/language.md): it parses,
// resolves names and type-checks, and it owns the AST, the positions and
// the diagnostics that every later stage of bspcost uses.
//
// # The contract
//
//   - [Parse] (and [ParseFile]) turn source text into a *[Program] whose
//     identifiers are bound to objects and whose expressions are well
//     typed. The bindings live in a side table, [Program].Info, as in
//     go/types.Info, never in the tree: [Info.ObjectOf] gives an
//     identifier's object, [Program].Objects lists the objects with dense
//     IDs (pid and nprocs first). An analysis that makes identifiers of
//     its own (a fact, an instrumented program) binds them with
//     [Info.Bind] in a table made by [Info.Extend], so the program's table,
//     which other stages read side by side, never changes after Check.
//     The table is dense (the parser, Check and Clone number the
//     identifiers they make or own), so a lookup is an index, not a hash:
//     the simulator makes one per variable it reads.
//     On error they return an [ErrorList], sorted by position, of at most
//     10 errors, and the program only when its syntax was correct. They
//     never panic and never exhaust the stack, whatever the input (nesting
//     is limited to 200 levels; FuzzParse checks it).
//   - [Check] does the resolution and checking of Parse on an AST built or
//     rewritten in memory (by frontend/gen, nondet), like
//     types.Config.Check: it binds every name in a new Info and rebuilds
//     Program.Objects, so no stage has to print and re-parse a program.
//     It writes nothing in the tree but the numbers of identifiers no
//     program numbered (nodes built in memory); [Clone] gives a copy its
//     own numbers and its own table.
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
//   - Parse and type errors and the front end's notes are Diagnostics of
//     package diag, the one type of positioned reports of all stages
//     (file, range, severity, category, message and notes: secondary
//     positions that explain it); [Pos], [Diagnostic], [Note] and
//     [Severity] are its types under the front end's names, and [Error]
//     is a Diagnostic too. The CLI renders Diagnostics as compiler-style
//     text, JSON and SARIF.
//
// # Parsing, positions and notes
//
// The parser is hand-written recursive descent with one token of
// lookahead. After an error in a statement it skips to the next statement
// keyword, `;`, block-closing keyword, or identifier at the start of a
// line, always consuming at least one token, so it cannot loop. Nesting
// (MaxNesting), expression depth (MaxExprDepth: a chain of n
// left-associative operators is n levels, read in a loop) and elif chains
// (MaxElifChain) are limited before recursing, so that hostile input
// cannot exhaust the stack of any later stage (docs/design.md, "Resource
// model"). Shadowing is forbidden, which keeps the analyses simple and the
// programs readable. Cost annotations are parsed as ordinary expressions
// and split into terms e * res, the last factor naming the resource (r or
// w, g, l). ParenExpr is kept, so that diagnostics point at what was
// written; the printer re-creates only those parentheses and the ones
// precedence needs.
//
// A program made from several source files (a C program's translation
// units and headers) keeps one Pos type: a line of its k-th other file is
// k·LineStride + line, and Program.Files names those files;
// [Program.Where] and [Program.Locate] turn a position or a diagnostic
// back into the file and line the user wrote. Program.Notes are the front
// end's sound over-approximations (an input taken as a parameter, a call
// whose effects became data, a path that ends), one Diagnostic of
// severity note each, at the line that needed it.
//
// The .bsp integer semantics (checked int64 arithmetic, C division and
// remainder, intervals) live in frontend/intsem; the reference simulator,
// the oracle of every static analysis, is frontend/sim; random well-formed
// programs for differential tests come from frontend/gen.
package frontend
