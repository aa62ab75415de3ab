/* Loops that walk arrays the program allocates forward by increments
 * read from the data (BSPedupack's sparse matrix-vector driver: the
 * increments are in an array it allocates and fills): in a run that stays
 * within the array a walk ends within as many iterations as the array has
 * elements. inc has n + 1 elements, n a parameter; cnt has m + 1, m
 * counted from the data, so the bound takes a parameter for its length. */
#include <stdlib.h>
#include "bsp.h"

int n;

void spmd(void) {
  bsp_begin(bsp_nprocs());
  int *inc = malloc((n + 1) * sizeof(int));
  double sum = 0.0;
  int m = 0;
  for (int k = 0; k <= n; k++) {
    inc[k] = rand() % 3;
    if (inc[k] > 0)
      m++;
  }
  int *pinc = inc;
  int col = *pinc;
  while (col < n) {
    sum += col;
    pinc++;
    col += *pinc;
  }
  bsp_sync();
  int *cnt = malloc((m + 1) * sizeof(int));
  for (int k = 0; k <= m; k++)
    cnt[k] = rand() % 2;
  int *pc = cnt;
  int c = *pc;
  while (c < m) {
    sum += c;
    pc++;
    c += *pc;
  }
  bsp_sync();
  free(cnt);
  free(inc);
  bsp_end();
}
