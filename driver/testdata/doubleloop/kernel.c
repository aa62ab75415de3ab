/* A loop whose counter is multiplied by a value that nothing shows
 * non-negative, around a call that synchronises, the counter's start
 * computed by a call (BSPedupack's FFT kernel: for (c = k1; c <= p;
 * c *= np) around bspredistr, k1 = k1_init(n, p), np = n / p). Where
 * n / q <= -2 the counter's sign alternates; where -1 <= n / q <= 1, or
 * it starts at 0, the loop never ends. */
#include "bsp.h"

static int start(int n, int q) { return n / q; }

static void step(double *x, int len, int c) {
  for (int i = 0; i < len; i++)
    x[i] = x[i] * c;
  bsp_sync();
}

void spmd(int n, int q) {
  bsp_begin(bsp_nprocs());
  double x[4] = {1, 2, 3, 4};
  int m = n / q;
  for (int c = start(n, q); c <= q; c *= m)
    step(x, 4, c);
  bsp_end();
}
