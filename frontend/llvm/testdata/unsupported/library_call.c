#include "bsp.h"
unsigned bsc_exchange(unsigned depends, int pid, const void *src, void *dst, int offset, int size);
void spmd(void) {
  int x = 0;
  bsp_begin(bsp_nprocs());
  bsc_exchange(0, 0, &x, &x, 0, sizeof(int)); /* ERROR unsupported: call of bsc_exchange, a BSP library function */
  bsp_end();
}
