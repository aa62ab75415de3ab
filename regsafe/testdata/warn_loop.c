/* Process s registers s areas: the loop's trip count differs between
 * processes. */
#include "bsp.h"
void spmd(void) {
  int x[64];
  bsp_begin(bsp_nprocs());
  for (int i = 0; i < bsp_pid(); i++) /* WARNING different number of times */
    bsp_push_reg(&x[i], sizeof(int));
  bsp_sync();
  bsp_end();
}
