/* A kernel (no bsp_begin) whose caller registers its argument: the check
 * cannot see the caller. bspcost-test-entry: kernel */
#include "bsp.h"
void kernel(double *x, int n) {
  double y = 0.0;
  bsp_put((bsp_pid() + 1) % bsp_nprocs(), &y, x, 0, sizeof(double)); /* WARNING its caller may have registered it */
  bsp_sync();
}
