/* A matrix as an array of row pointers (BSPedupack's matallocd). */
#include <stdlib.h>
#include "bsp.h"
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  double *rows[4]; /* ERROR unsupported: local rows of type [4 x double*], an array of pointers */
  double a[4 * N];
  for (int i = 0; i < 4; i++)
    rows[i] = &a[i * N]; 
  rows[1][2] = 3.0;
  bsp_end();
}
