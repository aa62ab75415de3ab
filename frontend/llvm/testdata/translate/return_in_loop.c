/* A loop left to several places (return inside the loop): the exit taken
 * is kept in loop_exit, and the code after the loop dispatches on it. */
#include "bsp.h"
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  for (int i = 0; i < N; i++) {
    if (i == 5) {
      bsp_end();
      return;
    }
    bsp_sync();
  }
  bsp_end();
}
