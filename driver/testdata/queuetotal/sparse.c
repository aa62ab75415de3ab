/* Sparse exchange: while the data says so (at most M times), a message
 * to a process the data names; the queue drained in a while loop on
 * bsp_qsize. */
#include <stdlib.h>
#include "bsp.h"

void spmd(int M) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs(), s = bsp_pid();
  srand(s * 7 + 1);
  double x = s, y, sum = 0.0;
  int k = 0;
  while (k < M && rand() % 4 != 0) {
    int t = rand() % p;
    bsp_send(t, NULL, &x, sizeof(double));
    k++;
  }
  bsp_sync();
  int n, bytes;
  bsp_qsize(&n, &bytes);
  while (n > 0) {
    bsp_move(&y, sizeof(double));
    sum += y;
    bsp_qsize(&n, &bytes);
  }
  bsp_end();
}
