/* A deregistration takes effect at the next sync: the put right after
 * the pop is fine, the one after the sync is not. */
#include "bsp.h"
void spmd(void) {
  long n = 0, one = 1;
  bsp_begin(bsp_nprocs());
  bsp_push_reg(&n, sizeof(long));
  bsp_sync();
  bsp_pop_reg(&n);
  bsp_put(0, &one, &n, 0, sizeof(long));
  bsp_sync();
  bsp_put(0, &one, &n, 0, sizeof(long)); /* ERROR is not registered */
  bsp_sync();
  bsp_end();
}
