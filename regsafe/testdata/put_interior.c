/* x is registered at its start: a put names that address and an offset,
 * not &x[2]. */
#include "bsp.h"
void spmd(void) {
  double x[8], v = 1.0;
  bsp_begin(bsp_nprocs());
  bsp_push_reg(x, sizeof(x));
  bsp_sync();
  bsp_put(0, &v, &x[2], 0, sizeof(double)); /* ERROR is not registered */
  bsp_put(0, &v, x, 2 * sizeof(double), sizeof(double));
  bsp_sync();
  bsp_pop_reg(x);
  bsp_sync();
  bsp_end();
}
