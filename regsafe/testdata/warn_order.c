/* Process 0 registers a then b, the others b then a: BSPlib associates
 * a on process 0 with b on the others. */
#include "bsp.h"
void spmd(void) {
  int a = 0, b = 0, one = 1;
  bsp_begin(bsp_nprocs());
  if (bsp_pid() == 0) {
    bsp_push_reg(&a, sizeof(int)); /* WARNING in different places */
    bsp_push_reg(&b, sizeof(int));
  } else {
    bsp_push_reg(&b, sizeof(int));
    bsp_push_reg(&a, sizeof(int));
  }
  bsp_sync();
  bsp_put(0, &one, &a, 0, sizeof(int));
  bsp_sync();
  bsp_end();
}
