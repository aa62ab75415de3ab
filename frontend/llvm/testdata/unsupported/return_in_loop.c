#include "bsp.h"
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  for (int i = 0; i < N; i++) { /* ERROR unsupported: a loop left to 2 */
    if (i == 5) {
      bsp_end();
      return;
    }
    bsp_sync();
  }
  bsp_end();
}
