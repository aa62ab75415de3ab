/* bcast_tree: broadcast of the N words of x on process 0 along a binary
 * tree (benchmarks/textbook/bcast_tree.bsp in C): in the round with
 * i = 1, 2, 4, ..., every process s < i that has the data puts it to
 * s + i. */
#include "bsp.h"

/* bspcost: requires N >= p && N % p == 0 */

void bcast_tree(int N) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  double x[N];
  bsp_push_reg(x, N * sizeof(double));
  bsp_sync();

  for (int i = 1; i < p; i *= 2) {
    if (s < i && s + i < p)
      bsp_put(s + i, x, x, 0, N * sizeof(double));
    bsp_sync();
  }
  bsp_pop_reg(x);
  bsp_end();
}
