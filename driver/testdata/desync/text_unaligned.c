/* A bsc_sync that only some processes call (under a pid-dependent
   branch) is unaligned, whatever its argument. */
#include <bsp.h>

typedef unsigned bsc_step_t;
bsc_step_t bsc_sync(bsc_step_t until);

void spmd(int n) {
  bsp_begin(bsp_nprocs());
  if (bsp_pid())
    bsc_sync(bsp_pid());
  bsc_sync(bsp_nprocs());
  bsp_end();
}
