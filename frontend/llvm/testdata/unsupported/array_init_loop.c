/* An array partly initialised with a value that is not a constant:
 * clang zeroes the rest with a loop over a pointer. */
#include "bsp.h"
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  int c[3] = {N}; /* ERROR unsupported: a pointer computed by a phi */
  for (int i = 0; i < c[0]; i++)
    bsp_sync();
  bsp_end();
}
