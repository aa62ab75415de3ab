/* An int read through a pointer into two arrays. */
#include "bsp.h"
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  int a[N], b[N];
  int *cur = a, *next = b;
  for (int k = 0; k < 3; k++) {
    for (int i = 0; i < N; i++)
      next[i] = cur[i] + 1; /* ERROR unsupported: reading an int through a pointer into several arrays */
    int *tmp = cur;
    cur = next;
    next = tmp;
  }
  bsp_end();
}
