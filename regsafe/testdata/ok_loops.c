/* Elements registered in a loop, deregistered one per superstep in
 * another; a buffer registered and deregistered in every iteration of a
 * loop whose trip count is a parameter. No diagnostic. */
#include "bsp.h"
void spmd(int n) {
  int x[32], y[32], t[4];
  bsp_begin(bsp_nprocs());
  for (int i = 0; i < 32; i++) {
    bsp_push_reg(&x[i], sizeof(int));
    bsp_push_reg(&y[i], sizeof(int));
  }
  bsp_sync();
  for (int i = 0; i < 32; i++) {
    bsp_put(0, &y[i], &x[i], 0, sizeof(int));
    bsp_pop_reg(&x[i]);
    bsp_sync();
  }
  for (int i = 31; i >= 0; i--)
    bsp_pop_reg(&y[i]);
  bsp_sync();
  for (int k = 0; k < n; k++) {
    bsp_push_reg(t, sizeof(t));
    bsp_sync();
    bsp_get(0, t, 0, t, sizeof(int));
    bsp_pop_reg(t);
    bsp_sync();
  }
  bsp_end();
}
