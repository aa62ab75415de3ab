/* bspcost.h for "bspcost profile": the same declaration as
 * frontend/llvm/include/bspcost.h (which the analysis compiles with),
 * here so that the profiler's include folder is self-contained.
 *
 * bspcost_work(n): n units of work r at this point. The analysis also
 * stops counting the floating-point operations of the enclosing C block;
 * the profiler's instrumentation does the same, so that both count alike.
 */
#ifndef BSPCOST_BSPCOST_H
#define BSPCOST_BSPCOST_H

void bspcost_work(long n);

#endif
