/* A pointer chosen by ?: between a local array and calloc's result (BSPonMPI's
 * tests): the allocation is an array declared where the function starts;
 * the pointer holds which array and the index. */
#include <stdlib.h>
#include "bsp.h"
void spmd(void) {
  int *x, i, P, s, y[2];
  bsp_begin(bsp_nprocs());
  P = bsp_nprocs();
  s = bsp_pid();
  x = s ? &y[0] : calloc(P + 1, sizeof(int));
  for (i = 0; i < (s ? 0 : P + 1); ++i)
    x[i] = i * P + s;
  bsp_sync();
  bsp_end();
}
