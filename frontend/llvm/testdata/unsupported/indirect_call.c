#include "bsp.h"
void spmd(void) {
  bsp_begin(bsp_nprocs());
  void (*barrier)(void) = bsp_sync;
  barrier(); /* ERROR unsupported: indirect call */
  bsp_end();
}
