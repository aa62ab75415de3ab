/* A continue on process 0 skips the barrier. */
#include "bsp.h"
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  int s = bsp_pid();
  for (int i = 0; i < N; i++) {
    if (s == 0)
      continue;
    bsp_sync(); /* ERROR */
  }
  bsp_end();
}
