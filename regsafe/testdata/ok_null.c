/* Processes that take no part register NULL, in an if/else or with ?:;
 * a NULL deregistration may be matched with any NULL registration. No
 * diagnostic. */
#include "bsp.h"
void spmd(void) {
  int x, y;
  bsp_begin(bsp_nprocs());
  if (bsp_pid() != 0)
    bsp_push_reg(&x, sizeof(int));
  else
    bsp_push_reg(NULL, 0);
  bsp_push_reg(NULL, 0);
  bsp_push_reg(bsp_pid() == 0 ? NULL : &y, bsp_pid() == 0 ? 0 : sizeof(int));
  bsp_sync();
  if (bsp_pid() != 0)
    bsp_put(bsp_nprocs() - 1, &x, &x, 0, sizeof(int));
  bsp_sync();
  bsp_pop_reg(NULL);
  if (bsp_pid() != 0)
    bsp_pop_reg(&x);
  else
    bsp_pop_reg(NULL);
  bsp_pop_reg(bsp_pid() == 0 ? NULL : &y);
  bsp_sync();
  bsp_end();
}
