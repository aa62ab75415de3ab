/* A barrier guarded by local data. */
#include "bsp.h"
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  double x[N];
  if (x[0] > 0.5)
    bsp_sync(); /* ERROR */
  bsp_end();
}
