/* A convergence loop on local data with a barrier inside. */
#include "bsp.h"
void spmd(void) {
  bsp_begin(bsp_nprocs());
  double err = bsp_pid();
  while (err > 1e-6) {
    err = err / 2;
    bsp_sync(); /* ERROR */
  }
  bsp_end();
}
