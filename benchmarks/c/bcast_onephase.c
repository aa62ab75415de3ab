/* bcast_onephase: broadcast of the N words of x on process 0 to every
 * process in one superstep (benchmarks/textbook/bcast_onephase.bsp in C). */
#include "bsp.h"

/* bspcost: requires N >= p && N % p == 0 */

void bcast(int N) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  double x[N];
  bsp_push_reg(x, N * sizeof(double));
  bsp_sync();

  if (s == 0)
    for (int q = 1; q < p; q++)
      bsp_put(q, x, x, 0, N * sizeof(double));
  bsp_sync();
  bsp_pop_reg(x);
  bsp_end();
}
