/* Processes take turns: bsc_sync(k) runs barriers until the collective
   step counter reaches k, so process s does the work between the first
   two calls in step 2s (alone), then all meet at step 2p. Each does n
   floating-point operations in its turn and n more after the last call. */
#include <bsp.h>

typedef unsigned bsc_step_t;
bsc_step_t bsc_sync(bsc_step_t until);

void spmd(int n) {
  double x = 1.0;
  bsp_begin(bsp_nprocs());
  bsc_sync(2 * bsp_pid());
  for (int i = 0; i < n; i++)
    x = x * 1.5;
  bsc_sync(2 * bsp_pid() + 1);
  bsc_sync(2 * bsp_nprocs());
  for (int i = 0; i < n; i++)
    x = x + 1.0;
  bsp_end();
}
