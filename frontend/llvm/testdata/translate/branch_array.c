/* BSPedupack's vector distribution: processor 0 alone allocates its
 * counters (through a helper), fills them, and reads them in a later
 * superstep under the same condition. */
#include <stdlib.h>
#include "bsp.h"

int *vecalloci(int n) {
  int *pi = malloc(n * sizeof(int));
  if (pi == NULL)
    bsp_abort("vecalloci: not enough memory");
  return pi;
}

int counts[64];

void spmd(void) {
  int *Nv, q, nv = 0;
  bsp_begin(bsp_nprocs());
  bsp_push_reg(&nv, sizeof(int));
  bsp_sync();
  if (bsp_pid() == 0) {
    Nv = vecalloci(bsp_nprocs());
    for (q = 0; q < bsp_nprocs(); q++)
      Nv[q] = counts[q];
  }
  bsp_sync();
  if (bsp_pid() == 0) {
    for (q = 0; q < bsp_nprocs(); q++)
      bsp_put(q, &Nv[q], &nv, 0, sizeof(int));
    free(Nv);
  }
  bsp_sync();
  bsp_end();
}
