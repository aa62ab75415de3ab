/* compress: remove the zeros of N values distributed in blocks of N/p,
 * keeping the order (benchmarks/textbook/compress.bsp in C). The values
 * are ints, so the work is stated with bspcost_work: one unit per counted
 * step, as in the .bsp version. */
#include "bsp.h"
#include "bspcost.h"

/* bspcost: requires N >= p && N % p == 0 */

void compress(int N) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  int b = N / p;
  int x[b], y[b], pos[b];
  int counts[p];
  bsp_push_reg(y, b * sizeof(int));
  bsp_push_reg(counts, p * sizeof(int));
  bsp_sync();

  /* Superstep 1: pos[j] = number of non-zeros in x[0..j]. */
  pos[0] = 0;
  if (x[0] != 0)
    pos[0] = 1;
  for (int j = 1; j < b; j++) {
    bspcost_work(1);
    pos[j] = pos[j - 1];
    if (x[j] != 0)
      pos[j] = pos[j] + 1;
  }
  int count = pos[b - 1];
  for (int q = s + 1; q < p; q++)
    bsp_put(q, &count, counts, s * sizeof(int), sizeof(int));
  bsp_sync();

  /* Superstep 2: offset of this block; clear the output; send the
   * non-zeros to their global positions. */
  int offset = 0;
  for (int q = 0; q < s; q++) {
    bspcost_work(1);
    offset = offset + counts[q];
  }
  for (int j = 0; j < b; j++) {
    bspcost_work(1);
    y[j] = 0;
  }
  for (int j = 0; j < b; j++) {
    bspcost_work(1);
    if (x[j] != 0) {
      int g = offset + pos[j] - 1;
      bsp_put(g / b, &x[j], y, (g % b) * sizeof(int), sizeof(int));
    }
  }
  bsp_sync();
  bsp_pop_reg(counts);
  bsp_pop_reg(y);
  bsp_end();
}
