/* Ten elements registered one by one, eleven deregistered. */
#include "bsp.h"
void spmd(void) {
  int x[16];
  bsp_begin(bsp_nprocs());
  for (int i = 0; i < 10; i++)
    bsp_push_reg(&x[i], sizeof(int));
  bsp_sync();
  for (int i = 0; i <= 10; i++)
    bsp_pop_reg(&x[i]); /* ERROR has no registration to remove */
  bsp_sync();
  bsp_end();
}
