/* Buffers swapped through pointers: a pointer into two arrays. */
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
    cur = next; /* ERROR unsupported: pointer cur points into two arrays */
    next = tmp;
  }
  bsp_end();
}
