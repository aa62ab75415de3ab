/* Process 0 registers a, a; the others a, b. Deregistering a removes the
 * second registration on process 0 and the first on the others. */
#include "bsp.h"
void spmd(void) {
  int a, b;
  bsp_begin(bsp_nprocs());
  bsp_push_reg(&a, sizeof(int));
  bsp_push_reg(bsp_pid() == 0 ? &a : &b, sizeof(int));
  bsp_sync();
  bsp_pop_reg(&a); /* ERROR removes registration */
  bsp_sync();
  bsp_end();
}
