#include "bsp.h"
void spmd(void) {
  bsp_begin(bsp_nprocs());
  int s = bsp_pid();
  switch (s) { /* ERROR unsupported: switch */
  case 0:
    bsp_sync();
    break;
  default:
    bsp_sync();
  }
  bsp_end();
}
