/* Two buffers swapped through pointers, both registered: a put through
 * the pointer names one of them, whichever it is. No diagnostic. */
#include "bsp.h"
void spmd(int K) {
  double u[16], v[16];
  bsp_begin(bsp_nprocs());
  int s = bsp_pid(), p = bsp_nprocs();
  bsp_push_reg(u, sizeof(u));
  bsp_push_reg(v, sizeof(v));
  bsp_sync();
  double *cur = u, *next = v;
  for (int k = 0; k < K; k++) {
    bsp_put((s + 1) % p, &cur[1], cur, 0, sizeof(double));
    bsp_sync();
    double *tmp = cur;
    cur = next;
    next = tmp;
  }
  bsp_pop_reg(v);
  bsp_pop_reg(u);
  bsp_sync();
  bsp_end();
}
