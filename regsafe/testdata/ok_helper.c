/* A helper that registers its own buffer, called twice, and BSPedupack's
 * allocation helper. No diagnostic. */
#include "bsp.h"
#include <stdlib.h>
static double *vec(int n) {
  double *v = malloc(n * sizeof(double));
  if (v == NULL)
    bsp_abort("vec: no memory\n");
  return v;
}
static void sum_all(double *dst, int p) {
  double part[64];
  bsp_push_reg(part, p * sizeof(double));
  bsp_sync();
  for (int q = 0; q < p; q++)
    bsp_put(q, dst, part, bsp_pid() * sizeof(double), sizeof(double));
  bsp_sync();
  bsp_pop_reg(part);
}
void spmd(void) {
  int p = bsp_nprocs();
  bsp_begin(p);
  double *acc = vec(1);
  sum_all(acc, p);
  sum_all(acc, p);
  bsp_end();
}
