/* lu_pivot: N stages of an LU-style elimination; in stage k the owner of
 * column k (k % p, cyclic distribution) broadcasts the pivot value to all
 * processes, then every process updates its N/p local rows. */
#include "bsp.h"

/* bspcost: requires N >= p && N % p == 0 */

void lu_pivot(int N) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  int nl = N / p;
  double piv, col[nl];
  bsp_push_reg(&piv, sizeof(double));
  bsp_sync();
  for (int k = 0; k < N; k++) {
    if (k % p == s)
      for (int t = 0; t < p; t++)
        bsp_put(t, &col[k / p], &piv, 0, sizeof(double));
    bsp_sync();
    for (int i = 0; i < nl; i++)
      col[i] = col[i] - piv * col[i];
  }
  bsp_pop_reg(&piv);
  bsp_end();
}
