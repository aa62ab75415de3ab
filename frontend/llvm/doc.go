// Package llvm is bspcost's C front end: it translates the SPMD function of
// a C program written against BSPlib, compiled by clang-14 to LLVM IR, into
// a .bsp program (a *frontend.Program), so that align, nondet, hrelation,
// seqcost and the solver apply unchanged.
//
// The contract:
//
//   - Input: a .c file (compiled with clang-14, see Compile) or a .ll file
//     of LLVM 14's textual IR, parsed with github.com/llir/llvm. Clang runs
//     at -O0 with -g: at -O0 every C local is an alloca read by loads and
//     written by stores, and loops keep their source shape (the header
//     tests the condition; for.inc is the latch), which is what the
//     structuring needs; -O1 rotates loops, rewrites induction variables
//     (exit tests on != instead of <) and merges blocks, which loses the
//     ranking functions the cost analysis needs. See docs/c-frontend.md.
//   - Output: a checked *frontend.Program whose statements carry the C
//     positions of the debug information (!DILocation line and column), and
//     whose File is the C source, so that every later diagnostic names a
//     C line.
//   - The control flow is rebuilt from the CFG: natural loops of a
//     reducible CFG (after moving the blocks of a C break into the loop)
//     become while loops, for loops when the C for pattern is recognised
//     and equivalent; a loop left to several places (return inside it)
//     records the exit taken in a variable that an if/elif chain after
//     the loop dispatches on; two-way branches become if/else with the
//     immediate post-dominator as the join (C's && and || folded back),
//     switches if/elif chains; break and continue where needed. Functions
//     of the file are inlined (not recursive ones).
//   - Memory: C scalars and arrays (arrays of arrays flattened, structs
//     split into one variable per field) are .bsp variables and arrays; a
//     pointer is a location of them (a variable holding the index when it
//     changes, and the array's number when it points into several;
//     a flag when it may be NULL; data memory, read as input data and
//     written without effect, for what the translation does not follow:
//     an allocation of a received size, bsp_hpmove's pointers, what an
//     out-parameter may receive; an array of pointers into one array
//     holds the rows' indices into it; see docs/c-frontend.md).
//   - Sound approximations, each a note at its C line (Program.Notes) and
//     a switch its tests turn off: globals set outside the SPMD function
//     and scalars one process broadcasts become parameters; a run that
//     ends under a condition is translated as if it went on, and a check
//     that ends it before a broadcast becomes the bound's requires clause
//     (abortguard.go); a loop walking an array argument by increments read
//     from it runs at most the array's length (walks.go).
//   - A call through a local function pointer variable assigned functions
//     of the program is a choice among them (indirectCall); a struct's
//     pointer fields are followed where the struct goes to a library
//     routine (structPointers).
//   - Anything else (an irreducible CFG, another indirect call, a pointer to a
//     pointer other than an out-parameter or an array of rows of one
//     block, a struct used as a whole) is an error at the C position of
//     the construct, never a wrong program.
//   - Values: C ints are .bsp ints (assumed not to overflow; shifts and
//     unsigned operations on non-negative values); every floating-point
//     value is data and becomes any. Work: one r per floating-point
//     operation (fadd, fsub, fmul, fdiv, frem, fneg; fmuladd 2), or with
//     WorkInstructions one r per executed LLVM instruction; bspcost_work(n)
//     in a C block charges n instead, for the block and those nested in it.
//   - Communication: bsp_put/bsp_get (and hp variants) with byte offsets
//     and counts become put/get of elements, one word per element of at
//     most WordSize bytes; a transfer of wider elements is repeated
//     ceil(e / WordSize) times (same data, k words per element).
//   - Registration: bsp_push_reg and bsp_pop_reg are not in the .bsp
//     program (every .bsp variable is registered). A program that calls
//     them, or puts or gets, also gets a registration model
//     (Program.Registrations, registration.go): a second translation with
//     a marker statement for each such call, with its area, size, remote
//     process, offset and bytes, which package regsafe checks.
//   - Errors are frontend.ErrorList values positioned at C lines; a limit
//     of the translation (size of the emitted program) has Limit set. The
//     translation is bounded: statements emitted (10000 + 20 per IR
//     instruction), inlining depth, the folding of conditions.
package llvm
