/* norm: the 2-norm of a vector of N doubles in blocks of N/p, with the
 * partial sums gathered on process 0, which broadcasts the result. */
#include "bsp.h"

/* bspcost: requires N >= p && N % p == 0 */

void norm(int N) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  int nl = N / p;
  double x[nl];
  double partial[p], result;
  bsp_push_reg(partial, p * sizeof(double));
  bsp_push_reg(&result, sizeof(double));
  bsp_sync();

  double sum = 0.0;
  for (int i = 0; i < nl; i++)
    sum += x[i] * x[i];
  bsp_put(0, &sum, partial, s * sizeof(double), sizeof(double));
  bsp_sync();

  if (s == 0) {
    double total = 0.0;
    for (int t = 0; t < p; t++)
      total += partial[t];
    for (int t = 0; t < p; t++)
      bsp_put(t, &total, &result, 0, sizeof(double));
  }
  bsp_sync();
  bsp_pop_reg(&result);
  bsp_pop_reg(partial);
  bsp_end();
}
