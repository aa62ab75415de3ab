/* A C for loop whose counter is read after the loop (BSPedupack's sparse
 * matrix-vector kernel reuses i after its loop over the rows): the loop
 * is a for loop, and the counter gets after it the value the loop leaves,
 * max(lo, hi), so that the sends of the loop are counted per superstep
 * and the loop over the queue is bounded. */
#include "bsp.h"

void rows(int nrows, int *dest, int *out, double *x) {
  int i, nsums, nbytes;
  double sum = 0.0;
  for (i = 0; i < nrows; i++) {
    sum += x[i];
    bsp_send(dest[i], &dest[i], &sum, sizeof(double));
  }
  out[0] = i;
  bsp_sync();
  bsp_qsize(&nsums, &nbytes);
  for (i = 0; i < nsums; i++) {
    bsp_move(&sum, sizeof(double));
    x[i] = sum;
  }
}
