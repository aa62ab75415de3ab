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
//     reducible CFG with one exit target become while loops (for loops when
//     the C for pattern is recognised), two-way branches become if/else
//     with the immediate post-dominator as the join; break and continue
//     where needed. Anything else (an irreducible CFG, a loop left to two
//     places, switch, calls of functions of the file) is an error at the C
//     position of the construct, never a wrong program.
//   - Values: C ints are .bsp ints (assumed not to overflow); every
//     floating-point value is data and becomes any. Work: one r per
//     floating-point operation (fadd, fsub, fmul, fdiv, frem, fneg), unless
//     bspcost_work(n) is called in the enclosing C block, which then counts
//     n instead of the operations of the block.
//   - Errors are frontend.ErrorList values positioned at C lines; a limit
//     of the translation (size of the emitted program) has Limit set.
package llvm
