/* bcast_loop: K rounds, each broadcasting N doubles from a root that
 * changes every round (one-phase broadcast inside a loop). */
#include "bsp.h"

/* bspcost: requires N >= 1 && K >= 1 */

void bcast_loop(int N, int K) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  double x[N];
  bsp_push_reg(x, N * sizeof(double));
  bsp_sync();
  for (int k = 0; k < K; k++) {
    int root = k % p;
    if (s == root)
      for (int t = 0; t < p; t++)
        if (t != root)
          bsp_put(t, x, x, 0, N * sizeof(double));
    bsp_sync();
    for (int i = 0; i < N; i++)
      x[i] = x[i] * 0.5;
  }
  bsp_pop_reg(x);
  bsp_end();
}
