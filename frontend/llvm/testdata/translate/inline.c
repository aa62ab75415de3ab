/* Functions of the file are inlined: int and pointer arguments, a
 * returned value, locals of each call, a call inside a loop. */
#include "bsp.h"

/* bspcost: requires n >= 1 */

static double dot(int n, double *x, double *y) {
  double sum = 0.0;
  for (int i = 0; i < n; i++)
    sum += x[i] * y[i];
  return sum;
}

static int owner(int k, int p) { return k % p; }

static void bcast(int n, double *x, int root) {
  int p = bsp_nprocs();
  if (bsp_pid() == root)
    for (int t = 0; t < p; t++)
      bsp_put(t, x, x, 0, n * sizeof(double));
  bsp_sync();
}

void spmd(int n) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  double a[n], b[n];
  bsp_push_reg(a, n * sizeof(double));
  bsp_sync();
  double d = dot(n, a, b);
  for (int k = 0; k < 3; k++)
    bcast(n, a, owner(k, p));
  d = d + dot(n / 2, &a[1], b);
  bsp_end();
}
