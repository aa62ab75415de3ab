/* A put to an array that no process registered. */
#include "bsp.h"
double got[4];
void spmd(void) {
  double mine[4] = {0};
  bsp_begin(bsp_nprocs());
  bsp_sync();
  bsp_put((bsp_pid() + 1) % bsp_nprocs(), mine, got, 0, 4 * sizeof(double)); /* ERROR is not registered */
  bsp_sync();
  bsp_end();
}
