/* math.h: cos and sin count one flop per call, abs(x) is max(x, -x). */
#include <math.h>
#include <stdlib.h>
#include "bsp.h"
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  int s = bsp_pid();
  int p = bsp_nprocs();
  double w[2 * N];
  double theta = -2.0 * M_PI / (double)N;
  for (int j = 0; j < N; j++) {
    w[2 * j] = cos(j * theta);
    w[2 * j + 1] = sin(j * theta);
  }
  int d = abs(N - 5) + abs(s - p / 2) * 0;
  for (int k = 0; k < d; k++)
    bsp_sync();
  bsp_end();
}
