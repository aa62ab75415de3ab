/* gather_get: process 0 fetches the block of N/p doubles of every
 * process with bsp_get (a gather written with gets). */
#include "bsp.h"

/* bspcost: requires N >= p && N % p == 0 */

void gather(int N) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  int b = N / p;
  double x[b], all[N];
  bsp_push_reg(x, b * sizeof(double));
  bsp_sync();
  if (s == 0)
    for (int t = 0; t < p; t++)
      bsp_get(t, x, 0, &all[t * b], b * sizeof(double));
  bsp_sync();
  bsp_pop_reg(x);
  bsp_end();
}
