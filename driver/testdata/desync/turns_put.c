/* Turns as in turns.c, with a put between the calls: its words land in a
   superstep the text does not say, so the program stays unaligned. */
#include <bsp.h>

typedef unsigned bsc_step_t;
bsc_step_t bsc_sync(bsc_step_t until);

void spmd(int n) {
  int x = 0;
  bsp_begin(bsp_nprocs());
  bsp_push_reg(&x, sizeof x);
  bsp_sync();
  bsc_sync(2 * bsp_pid());
  bsp_put((bsp_pid() + 1) % bsp_nprocs(), &n, &x, 0, sizeof n);
  bsc_sync(2 * bsp_pid() + 1);
  bsc_sync(2 * bsp_nprocs());
  bsp_end();
}
