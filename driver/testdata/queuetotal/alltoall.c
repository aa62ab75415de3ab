/* All-to-all by send, a data number m <= M of rounds: every process
 * sends m messages to every process. */
#include <stdlib.h>
#include "bsp.h"

void spmd(int M) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs(), s = bsp_pid();
  srand(s * 7 + 1);
  double x = s, y, sum = 0.0;
  int m = rand() % (M + 1);
  if (m > M) /* for the analysis: the remainder is data to it */
    m = M;
  for (int j = 0; j < m; j++)
    for (int t = 0; t < p; t++)
      bsp_send(t, NULL, &x, sizeof(double));
  bsp_sync();
  int n, bytes;
  bsp_qsize(&n, &bytes);
  for (int k = 0; k < n; k++) {
    bsp_move(&y, sizeof(double));
    sum += y;
  }
  bsp_end();
}
