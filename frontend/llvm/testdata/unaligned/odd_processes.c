/* Odd processes synchronise twice, even ones once. */
#include "bsp.h"
void spmd(void) {
  bsp_begin(bsp_nprocs());
  int s = bsp_pid();
  bsp_sync();
  if (s % 2 == 1) {
    bsp_sync(); /* ERROR */
  }
  bsp_end();
}
