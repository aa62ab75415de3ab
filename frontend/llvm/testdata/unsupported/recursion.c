#include "bsp.h"
static void steps(int k) {
  if (k > 0) {
    bsp_sync();
    steps(k - 1); /* ERROR unsupported: recursive call of steps */
  }
}
void spmd(void) {
  bsp_begin(bsp_nprocs());
  steps(3);
  bsp_end();
}
