/* Process i returns in round i, from inside the loop; the others keep
 * synchronising. */
#include "bsp.h"
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  for (int i = 0; i < N; i++) {
    if (i == bsp_pid()) {
      bsp_end();
      return;
    }
    bsp_sync(); /* ERROR */
  }
  bsp_end();
}
