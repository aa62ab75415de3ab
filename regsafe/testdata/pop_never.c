/* Deregistering an area never registered (y; NULL). */
#include "bsp.h"
void spmd(void) {
  int x, y;
  bsp_begin(bsp_nprocs());
  bsp_push_reg(&x, sizeof(x));
  bsp_sync();
  bsp_pop_reg(&y); /* ERROR y has no registration */
  bsp_pop_reg(&x);
  bsp_sync();
  bsp_pop_reg(NULL); /* ERROR NULL has no registration */
  bsp_sync();
  bsp_end();
}
