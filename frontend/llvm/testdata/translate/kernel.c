/* An SPMD kernel taking its data as arguments (BSPedupack's bspip),
 * analysed on its own (bspcost-test-entry: dot), and the driver that calls
 * it: p and s are passed as bsp_nprocs() and bsp_pid(), so they read as
 * nprocs and pid; n is a parameter; x and y are arrays of unknown contents
 * whose lengths are parameters. */
#include "bsp.h"

double dot(int p, int s, int n, double *x, double *y) {
  double sum = 0.0, part[64];
  bsp_push_reg(part, 64 * sizeof(double));
  bsp_sync();
  for (int i = 0; i < (n + p - s - 1) / p; i++)
    sum += x[i] * y[i];
  for (int t = 0; t < p; t++)
    bsp_put(t, &sum, part, s * sizeof(double), sizeof(double));
  bsp_sync();
  return sum;
}

void driver(void) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs(), s = bsp_pid();
  double v[100];
  dot(p, s, 100, v, v);
  bsp_end();
}
