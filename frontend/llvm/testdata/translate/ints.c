/* Transfers of int and long arrays: byte counts and offsets become
 * element counts and indices. */
#include "bsp.h"

void spmd(int n) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  int a[100];
  long c[16];
  bsp_push_reg(a, 100 * sizeof(int));
  bsp_push_reg(c, 16 * sizeof(long));
  bsp_sync();
  for (int q = 0; q < p; q++) {
    bsp_put(q, &a[s], a, (s + n) * sizeof(int), n * sizeof(int));
    bsp_put(q, c, c, 0, 16 * sizeof(long));
  }
  bsp_hpget((s + 1) % p, a, 4 * sizeof(int), &a[10], 3);
  bsp_sync();
  bsp_end();
}
