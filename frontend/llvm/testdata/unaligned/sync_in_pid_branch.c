/* A barrier that only process 0 reaches. */
#include "bsp.h"
void spmd(void) {
  bsp_begin(bsp_nprocs());
  int s = bsp_pid();
  if (s == 0)
    bsp_sync(); /* ERROR */
  bsp_end();
}
