/* bspcost-test-run: n=5 */
/* Multi-dimensional int arrays (static, variable-length, global, three
 * dimensions), rows as pointers and as function arguments. main prints
 * the final values, which the test compares with the simulation of the
 * translation (one process). */
#include <stdio.h>
#include "bsp.h"

int G[3][4];
int d1, d2, d3, d4, d5, d6;

static int rowsum(int *row, int m) {
  int s = 0;
  for (int j = 0; j < m; j++)
    s += row[j];
  return s;
}

static void setrow(int m, int row[m], int v) {
  for (int j = 0; j < m; j++)
    row[j] = v * j;
}

void spmd(int n) {
  bsp_begin(bsp_nprocs());
  int a[4][6];
  int b[n][n + 1];
  int c[2][3][4];
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 6; j++)
      a[i][j] = 10 * i + j;
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= n; j++)
      b[i][j] = i * j + a[i % 4][j % 6];
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 4; k++)
        c[i][j][k] = 100 * i + 10 * j + k;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      G[i][j] = c[1][i][j] - i;
  d1 = a[3][5] + b[n - 1][n] + c[1][2][3] + G[2][1];
  d2 = rowsum(a[2], 6) + rowsum(&b[1][0], n + 1);
  setrow(6, a[1], 7);
  d3 = a[1][5] + a[2][0];
  int *p = &c[0][0][0];
  d4 = p[23] + p[4 * 3 + 1];
  int (*r)[6] = a;
  d5 = r[3][2];
  d6 = rowsum(b[n - 2], n + 1);
  bsp_sync();
  bsp_end();
}

int main(void) {
  spmd(5);
  printf("d1=%d\nd2=%d\nd3=%d\nd4=%d\nd5=%d\nd6=%d\n", d1, d2, d3, d4, d5, d6);
  return 0;
}
