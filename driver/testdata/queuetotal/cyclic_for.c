/* Each process sends a data number m <= M of messages, cyclically over
 * the processes; each reads its queue in a for loop counted by
 * bsp_qsize, a flop per message. A process receives at most what all
 * send: the loop runs at most p * M times. */
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
  for (int i = 0; i < m; i++)
    bsp_send(i % p, NULL, &x, sizeof(double));
  bsp_sync();
  int n, bytes;
  bsp_qsize(&n, &bytes);
  for (int k = 0; k < n; k++) {
    bsp_move(&y, sizeof(double));
    sum += y;
  }
  bsp_end();
}
