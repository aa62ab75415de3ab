/* Pointers chosen by ?: (a phi of pointers): into two arrays, src_which
 * says which; into one, the temporary holds the index. */
#include "bsp.h"
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  double a[N], b[N];
  int s = bsp_pid();
  bsp_push_reg(a, N * sizeof(double));
  bsp_push_reg(b, N * sizeof(double));
  bsp_sync();
  double *src = (s % 2 == 0) ? a : b;
  double *one = (N > 3) ? &a[1] : &a[2];
  one[0] = 1.0;
  bsp_put((s + 1) % bsp_nprocs(), src, src, 0, N * sizeof(double));
  bsp_sync();
  bsp_end();
}
