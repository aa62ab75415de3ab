/* inprod: inner product of two vectors of N doubles in blocks of N/p
 * (BSPedupack's bspinprod): local products, every process puts its
 * partial sum to every process, each sums the p partial sums. */
#include "bsp.h"

/* bspcost: requires N >= p && N % p == 0 */

void inprod(int N) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  int nl = N / p;
  double x[nl], y[nl];
  double inprods[p];
  bsp_push_reg(inprods, p * sizeof(double));
  bsp_sync();

  double inprod = 0.0;
  for (int i = 0; i < nl; i++)
    inprod += x[i] * y[i];
  for (int t = 0; t < p; t++)
    bsp_put(t, &inprod, inprods, s * sizeof(double), sizeof(double));
  bsp_sync();

  double alpha = 0.0;
  for (int t = 0; t < p; t++)
    alpha += inprods[t];
  bsp_pop_reg(inprods);
  bsp_end();
}
