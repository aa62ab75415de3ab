/* Arrays of arrays are flat: a[i][j] of double a[N][M] is a[i * M + j]
 * (static and variable-length arrays, globals, rows as pointers, puts of
 * rows). */
#include "bsp.h"
double G[3][4];
void spmd(int N, int M) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  double a[4][5];
  double b[N][M];
  int c[2][3][4];
  bsp_push_reg(a, sizeof(a));
  bsp_sync();
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 5; j++)
      a[i][j] = i + j;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      b[i][j] = 2.0 * a[i % 4][j % 5];
  c[1][2][3] = 7;
  double *row = a[2];
  row[1] = 3.0;
  G[2][3] = 1.0;
  bsp_put((bsp_pid() + 1) % p, a[1], a, 2 * 5 * sizeof(double), 5 * sizeof(double));
  bsp_put((bsp_pid() + 1) % p, &a[3][2], a, sizeof(double), sizeof(double));
  bsp_sync();
  bsp_end();
}
