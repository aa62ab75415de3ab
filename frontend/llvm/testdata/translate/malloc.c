/* Arrays allocated with malloc and calloc, as BSPedupack's vecallocd
 * does: the pointer stands for an array of nbytes / sizeof(T) elements. */
#include <stdlib.h>
#include "bsp.h"

void spmd(int n) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  double *x = malloc(n * sizeof(double));
  int *cnt = calloc(p, sizeof(int));
  bsp_push_reg(x, n * sizeof(double));
  bsp_push_reg(cnt, p * sizeof(int));
  bsp_sync();
  for (int i = 0; i < n; i++)
    x[i] = 2.0 * x[i];
  bsp_put((bsp_pid() + 1) % p, x, x, 0, n * sizeof(double));
  bsp_put(0, &cnt[0], cnt, bsp_pid() * sizeof(int), sizeof(int));
  bsp_sync();
  free(cnt);
  free(x);
  bsp_end();
}
