/* Process 0 leaves the loop early; the others keep synchronising. */
#include "bsp.h"
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  int s = bsp_pid();
  for (int i = 0; i < N; i++) {
    if (s == 0 && i == 1)
      break;
    bsp_sync(); /* ERROR */
  }
  bsp_end();
}
