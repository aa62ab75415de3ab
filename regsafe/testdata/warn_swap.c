/* Two buffers swapped through pointers, only one registered: the put
 * through the pointer may name the other. */
#include "bsp.h"
void spmd(int K) {
  double u[16], v[16];
  bsp_begin(bsp_nprocs());
  int s = bsp_pid(), p = bsp_nprocs();
  bsp_push_reg(u, sizeof(u));
  bsp_sync();
  double *cur = u, *next = v;
  for (int k = 0; k < K; k++) {
    bsp_put((s + 1) % p, &cur[1], cur, 0, sizeof(double)); /* WARNING several arrays (u, v) */
    bsp_sync();
    double *tmp = cur;
    cur = next;
    next = tmp;
  }
  bsp_pop_reg(u);
  bsp_sync();
  bsp_end();
}
