/* Buffers swapped through pointers: cur_which says which array cur
 * points into, and a store through it is an if/elif on it. */
#include "bsp.h"
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  double a[N], b[N];
  double *cur = a;
  double *next = b;
  for (int k = 0; k < 3; k++) {
    for (int i = 0; i < N; i++)
      next[i] = 0.5 * cur[i];
    double *tmp = cur;
    cur = next;
    next = tmp;
  }
  bsp_end();
}
