/* halo: K iterations of a 1-D three-point stencil on N values in blocks
 * of N/p: each iteration gets one ghost value from each neighbour. */
#include "bsp.h"

/* bspcost: requires N >= 2 * p && N % p == 0 && K >= 1 */

void halo(int N, int K) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  int nl = N / p;
  double u[nl + 2], v[nl + 2];
  bsp_push_reg(u, (nl + 2) * sizeof(double));
  bsp_sync();
  for (int k = 0; k < K; k++) {
    if (s > 0)
      bsp_get(s - 1, u, nl * sizeof(double), &u[0], sizeof(double));
    if (s < p - 1)
      bsp_get(s + 1, u, 1 * sizeof(double), &u[nl + 1], sizeof(double));
    bsp_sync();
    for (int i = 1; i <= nl; i++)
      v[i] = (u[i - 1] + u[i] + u[i + 1]) / 3.0;
    for (int i = 1; i <= nl; i++)
      u[i] = v[i];
  }
  bsp_pop_reg(u);
  bsp_end();
}
