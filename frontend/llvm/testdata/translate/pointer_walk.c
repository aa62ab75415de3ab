/* A loop that walks an array argument forward by increments read from
 * the data (BSPedupack's sparse matrix-vector kernel: pvloc += *pinc):
 * its own condition has no ranking function, but every iteration reads
 * the next element of inc, so in a run that stays within inc the loop
 * ends within inc_len iterations. */
#include "bsp.h"

void walk(int ncols, int *inc, double *v, double *out) {
  double sum = 0.0;
  int *pinc = inc;
  int col = *pinc;
  while (col < ncols) {
    sum += v[col];
    pinc++;
    col += *pinc;
  }
  out[0] = sum;
  bsp_sync();
}
