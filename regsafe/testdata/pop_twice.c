/* One registration, two deregistrations. */
#include "bsp.h"
void spmd(void) {
  double v[16];
  bsp_begin(bsp_nprocs());
  bsp_push_reg(v, sizeof(v));
  bsp_sync();
  bsp_pop_reg(v);
  bsp_pop_reg(v); /* ERROR has no registration to remove */
  bsp_sync();
  bsp_end();
}
