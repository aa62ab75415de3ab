/* matvec: y = A x for a dense N x N matrix distributed by row blocks
 * (N/p rows per process), x distributed in blocks: all-gather x, then
 * local products (2 flops per matrix element). */
#include "bsp.h"

/* bspcost: requires N >= p && N % p == 0 */

void matvec(int N) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  int nl = N / p;
  double a[nl * N];
  double x[N], y[nl];
  bsp_push_reg(x, N * sizeof(double));
  bsp_sync();

  /* Fan-out: my block of x to everybody. */
  for (int t = 0; t < p; t++)
    if (t != s)
      bsp_put(t, &x[s * nl], x, s * nl * sizeof(double), nl * sizeof(double));
  bsp_sync();

  for (int i = 0; i < nl; i++) {
    double sum = 0.0;
    for (int j = 0; j < N; j++)
      sum += a[i * N + j] * x[j];
    y[i] = sum;
  }
  bsp_pop_reg(x);
  bsp_end();
}
