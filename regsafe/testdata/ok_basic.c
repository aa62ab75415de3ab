/* Registered a superstep before use, deregistered at the end: no
 * diagnostic. */
#include "bsp.h"
void spmd(int n) {
  double local[64], remote[64];
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs(), s = bsp_pid();
  bsp_push_reg(remote, 64 * sizeof(double));
  bsp_sync();
  for (int i = 0; i < n; i++) {
    bsp_put((s + 1) % p, local, remote, 0, 64 * sizeof(double));
    bsp_sync();
    bsp_get((s + p - 1) % p, remote, 8 * sizeof(double), local, 8 * sizeof(double));
    bsp_sync();
  }
  bsp_pop_reg(remote);
  bsp_sync();
  bsp_end();
}
