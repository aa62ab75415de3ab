/* An inner loop whose trip count depends on pid. */
#include "bsp.h"
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  int s = bsp_pid();
  for (int i = 0; i < N; i++)
    for (int j = 0; j <= s; j++)
      bsp_sync(); /* ERROR */
  bsp_end();
}
