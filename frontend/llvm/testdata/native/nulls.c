/* bspcost-test-run: n=3 */
/* Pointers that may be NULL (into one array, into two arrays), an array
 * of row pointers into one block as BSPedupack's matallocd makes it (rows
 * read, written and compared through), a size that is a multiple of p
 * divided by p. main prints the final values, which the test compares
 * with the simulation of the translation (one process). */
#include <stdio.h>
#include <stdlib.h>
#include "bsp.h"

static int **matalloci(int m, int n) {
  int i;
  int *pd, **ppd;
  if (m == 0) {
    ppd = NULL;
  } else {
    ppd = (int **)malloc(m * sizeof(int *));
    if (n == 0) {
      for (i = 0; i < m; i++)
        ppd[i] = NULL;
    } else {
      pd = (int *)malloc(m * n * sizeof(int));
      ppd[0] = pd;
      for (i = 1; i < m; i++)
        ppd[i] = ppd[i - 1] + n;
    }
  }
  return ppd;
}

int one, two, nulls, cells, diag, quo;

void spmd(int n) {
  bsp_begin(bsp_nprocs());
  int a[4] = {1, 2, 3, 4}, b[4] = {5, 6, 7, 8}, i, j, k = 0;
  int *p = NULL, *q = NULL;
  if (n > 1)
    p = &a[1];
  one = p == NULL ? -1 : p[1];
  if (n > 2)
    q = a;
  else if (n > 1)
    q = b;
  two = q != NULL ? q[2] : -1;
  q = NULL;
  nulls = 0;
  if (p == NULL)
    nulls += 1;
  if (q == NULL)
    nulls += 10;
  int m = n + 1, len = 2 * n;
  int **g = matalloci(m, len);
  for (i = 0; i < m; i++)
    for (j = 0; j < len; j++)
      g[i][j] = 10 * i + j;
  int *row = g[1];
  row[2] = 99;
  cells = g[1][2] + g[m - 1][len - 1];
  for (i = 0; i < m && i < len; i++)
    k += g[i][i];
  diag = k;
  int P = bsp_nprocs();
  int N = 7 * P;
  quo = N / P + (3 * N) / P;
  bsp_sync();
  bsp_end();
}

int main(void) {
  spmd(3);
  printf("one=%d\ntwo=%d\nnulls=%d\ncells=%d\ndiag=%d\nquo=%d\n", one, two, nulls, cells, diag, quo);
  return 0;
}
