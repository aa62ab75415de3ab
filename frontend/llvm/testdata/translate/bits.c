/* Shifts and bitwise operations on ints: signed >> floors (-3 >> 1 is -2),
 * unsigned >> by a constant masks the shifted bits, & | ^ are two's
 * complement; a butterfly exchange with partner s ^ k, k doubling. */
#include "bsp.h"

void spmd(int n) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  int a[64];
  unsigned u = (unsigned)n;
  bsp_push_reg(a, 64 * sizeof(int));
  bsp_sync();
  for (int i = (-3 - s) >> 1; i < 0; i++)
    a[0] = a[0] + 1;
  for (unsigned j = 0; j < (u >> 1); j++)
    a[1] = a[1] + 1;
  for (int j = 0; j < (s & 3) + (n | 1) + (n ^ 2) + (1 << 3); j++)
    a[2] = a[2] + 1;
  for (int k = 1; k < p; k <<= 1) {
    int partner = s ^ k;
    if (partner < p)
      bsp_put(partner, a, a, 0, 4 * sizeof(int));
    bsp_sync();
  }
  bsp_end();
}
