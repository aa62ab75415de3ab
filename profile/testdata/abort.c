/* Process 1 aborts in superstep 1 while the others wait at the barrier. */
#include "bsp.h"

int main(void) {
  bsp_begin(bsp_nprocs());
  bsp_sync();
  if (bsp_pid() == 1)
    bsp_abort("bad value %d\n", 7);
  bsp_sync();
  bsp_end();
  return 0;
}
