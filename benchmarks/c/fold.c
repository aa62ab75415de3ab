/* fold: sum of N values distributed in blocks of N/p, with the result on
 * every process (benchmarks/textbook/fold.bsp in C): each process sums its
 * block, puts its partial sum to every process, and sums the p partial
 * sums. */
#include "bsp.h"

/* bspcost: requires N >= p && N % p == 0 */

void fold(int N) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  int b = N / p;
  double x[b];
  double partial[p];
  bsp_push_reg(partial, p * sizeof(double));
  bsp_sync();

  double acc = x[0];
  for (int j = 1; j < b; j++)
    acc = acc + x[j];
  for (int q = 0; q < p; q++)
    bsp_put(q, &acc, partial, s * sizeof(double), sizeof(double));
  bsp_sync();

  double sum = partial[0];
  for (int q = 1; q < p; q++)
    sum = sum + partial[q];
  bsp_pop_reg(partial);
  bsp_end();
}
