/* A bsp_sync after a bsc_sync whose until depends on pid: it would meet
   the barriers of other processes' bsc_sync, so the program stays
   unaligned. */
#include <bsp.h>

typedef unsigned bsc_step_t;
bsc_step_t bsc_sync(bsc_step_t until);

void spmd(int n) {
  bsp_begin(bsp_nprocs());
  bsc_sync(bsp_pid());
  bsp_sync();
  bsc_sync(bsp_nprocs());
  bsp_end();
}
