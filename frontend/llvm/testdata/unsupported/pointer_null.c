/* A pointer that is NULL or points to a declared array. */
#include <stddef.h>
#include "bsp.h"
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  double x[N];
  double *p = NULL; /* ERROR unsupported: pointer p assigned NULL */
  if (N > 2)
    p = x;
  if (p != NULL)
    p[0] = 1.0;
  bsp_end();
}
