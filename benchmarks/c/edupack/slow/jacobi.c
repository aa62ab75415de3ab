/* jacobi: K iterations of a one-dimensional three-point stencil on a
 * block of N/p doubles with ghost cells, double-buffered as C codes do:
 * each iteration puts the boundary values of cur into the neighbours'
 * ghost cells, synchronises, computes next from cur, and swaps the two
 * buffers through pointers. */
#include "bsp.h"

/* bspcost: requires N >= p && N % p == 0 && K >= 1 */

void jacobi(int N, int K) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  int nl = N / p;
  double u[nl + 2], v[nl + 2];
  bsp_push_reg(u, (nl + 2) * sizeof(double));
  bsp_push_reg(v, (nl + 2) * sizeof(double));
  bsp_sync();
  double *cur = u, *next = v;
  for (int k = 0; k < K; k++) {
    if (s > 0)
      bsp_put(s - 1, &cur[1], cur, (nl + 1) * sizeof(double), sizeof(double));
    if (s < p - 1)
      bsp_put(s + 1, &cur[nl], cur, 0, sizeof(double));
    bsp_sync();
    for (int i = 1; i <= nl; i++)
      next[i] = 0.5 * cur[i] + 0.25 * (cur[i - 1] + cur[i + 1]);
    double *tmp = cur;
    cur = next;
    next = tmp;
  }
  bsp_pop_reg(v);
  bsp_pop_reg(u);
  bsp_end();
}
