/* BSPedupack's vecallocd returns NULL for n == 0. */
#include <stdlib.h>
#include "bsp.h"
double *vecallocd(int n) {
  double *pd;
  if (n == 0) {
    pd = NULL; /* ERROR unsupported: pointer pd assigned NULL */
  } else {
    pd = malloc(n * sizeof(double));
    if (pd == NULL)
      bsp_abort("vecallocd: not enough memory");
  }
  return pd;
}
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  double *x = vecallocd(N);
  x[0] = 1.0;
  bsp_end();
}
