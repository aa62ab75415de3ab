/* Different barriers in the two arms of a pid test. */
#include "bsp.h"
void spmd(void) {
  bsp_begin(bsp_nprocs());
  int s = bsp_pid();
  int p = bsp_nprocs();
  if (s < p / 2)
    bsp_sync(); /* ERROR */
  else
    bsp_sync(); /* ERROR */
  bsp_end();
}
