/* alltoall: total exchange: process s sends block t of its N doubles
 * (N/p each) to process t, for every t. */
#include "bsp.h"

/* bspcost: requires N >= p && N % p == 0 */

void alltoall(int N) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  int b = N / p;
  double src[N], dst[N];
  bsp_push_reg(dst, N * sizeof(double));
  bsp_sync();
  for (int t = 0; t < p; t++)
    bsp_put(t, &src[t * b], dst, s * b * sizeof(double), b * sizeof(double));
  bsp_sync();
  bsp_pop_reg(dst);
  bsp_end();
}
