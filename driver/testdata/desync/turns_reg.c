/* Turns as in turns.c, after a registration and a put that a bsp_sync
   closes before the first bsc_sync: every process runs those barriers at
   the same time, so they stay as they are. */
#include <bsp.h>

typedef unsigned bsc_step_t;
bsc_step_t bsc_sync(bsc_step_t until);

void spmd(int n) {
  int x = 0;
  double y = 1.0;
  bsp_begin(bsp_nprocs());
  bsp_push_reg(&x, sizeof x);
  bsp_sync();
  bsp_put((bsp_pid() + 1) % bsp_nprocs(), &n, &x, 0, sizeof n);
  bsp_sync();
  bsc_sync(bsp_pid());
  for (int i = 0; i < n; i++)
    y = y * 1.5;
  bsc_sync(bsp_nprocs());
  bsp_end();
}
