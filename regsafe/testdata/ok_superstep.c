/* Pushed and popped in one superstep; a put to an area popped in the same
 * superstep (usable until the sync); pops in another order than the
 * pushes. No diagnostic. */
#include "bsp.h"
void spmd(void) {
  int a, b, c;
  bsp_begin(bsp_nprocs());
  bsp_push_reg(&a, sizeof(int));
  bsp_push_reg(&a, sizeof(int));
  bsp_pop_reg(&a);
  bsp_pop_reg(&a);
  bsp_push_reg(&b, sizeof(int));
  bsp_push_reg(&c, sizeof(int));
  bsp_sync();
  bsp_pop_reg(&b);
  bsp_put(0, &a, &b, 0, sizeof(int));
  bsp_sync();
  bsp_pop_reg(&c);
  bsp_sync();
  bsp_end();
}
