/* A pointer assigned once, where it is declared, stands for the array
 * element it points to. */
#include "bsp.h"

void spmd(int N) {
  bsp_begin(bsp_nprocs());
  double x[N];
  double *y = x;
  double *z = &x[2];
  bsp_push_reg(x, N * sizeof(double));
  bsp_sync();
  y[1] = 2.0;
  bsp_put(0, z, y, 3 * sizeof(double), 2 * sizeof(double));
  bsp_sync();
  bsp_end();
}
