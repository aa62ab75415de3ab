/* inprod_vec: BSPedupack's bspinprod as written there: vectors allocated
 * with bspedupack.c's vecallocd (NULL for n == 0, else malloc), the
 * local length from nloc, the inner product in a function bspip taking
 * pointers; the cyclic distribution (component i of x on process i % p). */
#include <stdlib.h>
#include "bsp.h"

/* bspcost: requires N >= p */

#define SZDBL (sizeof(double))

/* vecallocd and vecfreed as bspedupack.c writes them */
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

int nloc(int p, int s, int n) {
  /* the number of components i < n with i % p == s */
  return (n + p - s - 1) / p;
}

double bspip(int p, int s, int n, double *x, double *y) {
  double inprod, *Inprod, alpha;
  int i, t;

  Inprod = vecallocd(p);
  bsp_push_reg(Inprod, p * SZDBL);
  bsp_sync();

  inprod = 0.0;
  for (i = 0; i < nloc(p, s, n); i++)
    inprod += x[i] * y[i];
  for (t = 0; t < p; t++)
    bsp_put(t, &inprod, Inprod, s * SZDBL, SZDBL);
  bsp_sync();

  alpha = 0.0;
  for (t = 0; t < p; t++)
    alpha += Inprod[t];
  bsp_pop_reg(Inprod);
  vecfreed(Inprod);
  return alpha;
}

void bspinprod(int N) {
  int p, s, nl, i, iglob;
  double *x, alpha;

  bsp_begin(bsp_nprocs());
  p = bsp_nprocs();
  s = bsp_pid();
  nl = nloc(p, s, N);
  x = vecallocd(nl);
  for (i = 0; i < nl; i++) {
    iglob = i * p + s;
    x[i] = iglob + 1;
  }
  bsp_sync();
  alpha = bspip(p, s, N, x, x);
  bsp_sync();
  vecfreed(x);
  bsp_end();
}
