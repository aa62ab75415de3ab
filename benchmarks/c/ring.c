/* ring: all-gather along a ring (benchmarks/textbook/ring.bsp in C):
 * every process holds block pid of x (N/p words); in each of p - 1
 * supersteps it passes on the block it received last to the next
 * process, (pid + 1) % p. */
#include "bsp.h"

/* bspcost: requires N >= p && N % p == 0 */

void ring(int N) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  int b = N / p;
  double x[N];
  bsp_push_reg(x, N * sizeof(double));
  bsp_sync();

  for (int r = 1; r < p; r++) {
    int k = (s - r + 1 + p) % p;
    bsp_put((s + 1) % p, &x[k * b], x, k * b * sizeof(double), b * sizeof(double));
    bsp_sync();
  }
  bsp_pop_reg(x);
  bsp_end();
}
