/* The processes other than the last deregister; the last keeps its
 * registration (the condition on a local copy of the pid). */
#include "bsp.h"
void spmd(void) {
  int buf[4];
  bsp_begin(bsp_nprocs());
  int s = bsp_pid(), p = bsp_nprocs();
  bsp_push_reg(buf, sizeof(buf));
  bsp_sync();
  if (s != p - 1)
    bsp_pop_reg(buf); /* ERROR calls bsp_pop_reg once */
  bsp_sync();
  bsp_end();
}
