/* bcast_twophase: broadcast of the N words of x on process 0 in two
 * phases (benchmarks/textbook/bcast_twophase.bsp in C): the root scatters
 * piece q (N/p words) to process q, then every process puts its piece to
 * every other process. */
#include "bsp.h"

/* bspcost: requires N >= p && N % p == 0 */

void bcast_twophase(int N) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  int b = N / p;
  double x[N];
  bsp_push_reg(x, N * sizeof(double));
  bsp_sync();

  /* Phase 1: scatter. */
  if (s == 0)
    for (int q = 1; q < p; q++)
      bsp_put(q, &x[q * b], x, q * b * sizeof(double), b * sizeof(double));
  bsp_sync();

  /* Phase 2: all-gather. */
  for (int q = 0; q < p; q++)
    if (q != s)
      bsp_put(q, &x[s * b], x, s * b * sizeof(double), b * sizeof(double));
  bsp_sync();
  bsp_pop_reg(x);
  bsp_end();
}
