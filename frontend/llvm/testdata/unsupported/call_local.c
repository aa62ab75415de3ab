#include "bsp.h"
static void step(void) { bsp_sync(); }
void spmd(void) {
  bsp_begin(bsp_nprocs());
  step(); /* ERROR unsupported: call of step */
  bsp_end();
}
