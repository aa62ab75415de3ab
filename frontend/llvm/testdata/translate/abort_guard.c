/* An input checked by an abort and then broadcast (BSPedupack's FFT and
 * inner-product drivers): process 0 reads n, stops the run unless
 * n >= 2p, and puts n to every process; m is read and broadcast by a get
 * after a check that stops unless m >= 0. The runs that go on have
 * n >= 2p and m >= 0: the requires clause of the bound. k is checked
 * and then changed before it is broadcast: no fact. The geometric loop
 * over n / p (BSPedupack's k1_init) counts logarithmically once
 * n / p >= 2 is known; its copy nn (an inlined argument) reads as n. */
#include <stdio.h>
#include "bsp.h"

static void levels(int nn, int p) {
  int c;
  for (c = 1; c < p; c *= nn / p)
    bsp_sync();
}

void spmd(void) {
  int n, m, k;
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs(), s = bsp_pid();
  bsp_push_reg(&n, sizeof(int));
  bsp_push_reg(&m, sizeof(int));
  bsp_push_reg(&k, sizeof(int));
  bsp_sync();
  if (s == 0) {
    scanf("%d %d %d", &n, &m, &k);
    if (n < 2 * p)
      bsp_abort("n < 2p");
    if (m < 0)
      bsp_abort("m < 0");
    for (int q = 0; q < p; q++)
      bsp_put(q, &n, &n, 0, sizeof(int));
  }
  bsp_sync();
  bsp_get(0, &m, 0, &m, sizeof(int));
  bsp_sync();
  if (s == 0) {
    if (k < 0)
      bsp_abort("k < 0");
    k = k - 5;
    for (int q = 0; q < p; q++)
      bsp_put(q, &k, &k, 0, sizeof(int));
  }
  bsp_sync();
  levels(n, p);
  for (int i = 0; i < m; i++)
    bsp_sync();
  bsp_end();
}
