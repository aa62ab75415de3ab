/* A loop counter that process 1 advances faster. */
#include "bsp.h"
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  int s = bsp_pid();
  int i = 0;
  while (i < N) {
    bsp_sync(); /* ERROR */
    i = i + 1;
    if (s == 1)
      i = i + 1;
  }
  bsp_end();
}
