/* The registration takes effect at the next sync: the put in the same
 * superstep is an error. */
#include "bsp.h"
void spmd(void) {
  int x = 0, y = 1;
  bsp_begin(bsp_nprocs());
  bsp_push_reg(&x, sizeof(int));
  bsp_put(0, &y, &x, 0, sizeof(int)); /* ERROR takes effect at the next bsp_sync */
  bsp_sync();
  bsp_pop_reg(&x);
  bsp_sync();
  bsp_end();
}
