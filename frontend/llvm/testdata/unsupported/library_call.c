#include "bsp.h"
void bsc_sync(int depth);
void spmd(void) {
  bsp_begin(bsp_nprocs());
  bsc_sync(0); /* ERROR unsupported: call of bsc_sync, a BSP library function */
  bsp_end();
}
