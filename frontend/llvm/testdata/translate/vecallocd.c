/* BSPedupack's vecallocd and vecfreed as bspedupack.c writes them: NULL
 * for n == 0, else malloc, checked; the array is declared where the
 * function starts, and x_null says whether x is NULL. */
#include <stdlib.h>
#include "bsp.h"

#define SZDBL (sizeof(double))

double *vecallocd(int n) {
  /* This function allocates a vector of doubles of length n */
  double *pd;

  if (n == 0) {
    pd = NULL;
  } else {
    pd = (double *)malloc(n * SZDBL);
    if (pd == NULL)
      bsp_abort("vecallocd: not enough memory");
  }
  return pd;
}

void vecfreed(double *pd) {
  /* This function frees a vector of doubles */
  if (pd != NULL)
    free(pd);
}

void spmd(int N) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  double *x = vecallocd(N);
  bsp_push_reg(x, N * SZDBL);
  bsp_sync();
  if (x != NULL)
    bsp_put((bsp_pid() + 1) % p, x, x, 0, N * SZDBL);
  bsp_sync();
  bsp_pop_reg(x);
  vecfreed(x);
  bsp_end();
}
