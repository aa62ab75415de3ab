/* allgather_get: every process fetches the block of N/p doubles of every
 * other process with bsp_get, then sums its copy (all-gather with gets). */
#include "bsp.h"

/* bspcost: requires N >= p && N % p == 0 */

void allgather(int N) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  int b = N / p;
  double x[b], all[N];
  bsp_push_reg(x, b * sizeof(double));
  bsp_sync();
  for (int t = 0; t < p; t++)
    if (t != s)
      bsp_get(t, x, 0, &all[t * b], b * sizeof(double));
  bsp_sync();
  double sum = 0.0;
  for (int i = 0; i < N; i++)
    sum += all[i];
  bsp_pop_reg(x);
  bsp_end();
}
