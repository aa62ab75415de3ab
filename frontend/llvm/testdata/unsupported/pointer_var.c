#include "bsp.h"
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  double x[N];
  double *y = x;
  if (N > 2)
    y = &x[1];
  y[1] = 2.0; /* ERROR unsupported: a pointer read from a variable */
  bsp_end();
}
