/* A library call with a cost contract (its code is not among the inputs)
 * may or may not synchronise: the registration made before it may or may
 * not be in force after it. */
#include "bsp.h"
#pragma bspcost contract exchange(buf, n) collective supersteps(1) h(words(n * 8)) replicated(n)
void exchange(double *buf, int n);
void spmd(void) {
  double x[8], y[8];
  bsp_begin(bsp_nprocs());
  bsp_push_reg(x, sizeof(x));
  exchange(y, 8);
  bsp_put(0, y, x, 0, sizeof(double)); /* WARNING is in force only if the library call */
  bsp_sync();
  bsp_pop_reg(x);
  bsp_sync();
  bsp_end();
}
