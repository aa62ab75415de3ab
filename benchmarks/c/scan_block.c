/* scan_block: prefix sums of N values distributed in blocks of N/p
 * (benchmarks/textbook/scan_block.bsp in C): local prefix sums; each
 * process puts its block total to every process after it; each adds the
 * totals of the processes before it. */
#include "bsp.h"

/* bspcost: requires N >= p && N % p == 0 */

void scan_block(int N) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  int b = N / p;
  double x[b];
  double totals[p];
  bsp_push_reg(totals, p * sizeof(double));
  bsp_sync();

  for (int j = 1; j < b; j++)
    x[j] = x[j] + x[j - 1];
  double total = x[b - 1];
  for (int q = s + 1; q < p; q++)
    bsp_put(q, &total, totals, s * sizeof(double), sizeof(double));
  bsp_sync();

  double offset = 0;
  for (int q = 0; q < s; q++)
    offset = offset + totals[q];
  for (int j = 0; j < b; j++)
    x[j] = x[j] + offset;
  bsp_pop_reg(totals);
  bsp_end();
}
