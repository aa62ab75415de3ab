/* bspcost.h: annotations for bspcost's C front end.
 *
 * bspcost_work(n): the enclosing C block (its lexical scope, from the
 * debug information) costs n units of work r at this point, and the
 * default count (one r per floating-point operation) is switched off for
 * every statement of that block and of the blocks nested in it.
 *
 * Assumptions on the parameters are written in a comment pragma anywhere
 * in the file:
 *     / * bspcost: requires N >= p && N % p == 0 * /   (without the spaces)
 */
#ifndef BSPCOST_BSPCOST_H
#define BSPCOST_BSPCOST_H

void bspcost_work(long n);

#endif
