/* Process q registers q + 1 ints of x; process 1 writes two ints into
 * process 0's registration, which has one. */
#include "bsp.h"
void spmd(void) {
  int x[8], y[2] = {1, 2};
  bsp_begin(bsp_nprocs());
  bsp_push_reg(x, (bsp_pid() + 1) * sizeof(int));
  bsp_sync();
  if (bsp_pid() == 1)
    bsp_put(0, y, x, 0, 2 * sizeof(int)); /* ERROR writes bytes 0 to 7 */
  bsp_sync();
  bsp_pop_reg(x);
  bsp_sync();
  bsp_end();
}
