#include "bsp.h"
void spmd(void) {
  bsp_begin(bsp_nprocs());
  void (*barrier)(void) = bsp_sync;
  barrier(); /* ERROR a call through a function pointer that may point to bsp_sync */
  bsp_end();
}
