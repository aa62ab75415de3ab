/* scan: parallel prefix sum of a p-vector x, one component per process,
 * by recursive doubling (benchmarks/textbook/scan.bsp in C). */
#include "bsp.h"

void scan(void) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  double x = s, xin;
  bsp_push_reg(&x, sizeof(double));
  bsp_sync();
  for (int i = 1; i < p; i *= 2) {
    if (s >= i)
      bsp_get(s - i, &x, 0, &xin, sizeof(double));
    bsp_sync();
    if (s >= i)
      x = x + xin;
  }
  bsp_pop_reg(&x);
  bsp_end();
}
