/* Inputs broadcast by process 0 (BSPedupack's FFT driver): n is put to
 * every process, so after the sync it is one value everywhere, a parameter
 * n; m is broadcast the same way but written again later, so m is
 * assigned the parameter after the sync; k is also put into by every
 * process in the same superstep, so it stays data. */
#include <stdio.h>
#include "bsp.h"

void spmd(void) {
  int n, m, k;
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs(), s = bsp_pid();
  bsp_push_reg(&n, sizeof(int));
  bsp_push_reg(&m, sizeof(int));
  bsp_push_reg(&k, sizeof(int));
  bsp_sync();
  if (s == 0) {
    scanf("%d %d", &n, &m);
    for (int q = 0; q < p; q++)
      bsp_put(q, &n, &n, 0, sizeof(int));
  }
  bsp_sync();
  if (s == 0)
    for (int q = 0; q < p; q++)
      bsp_put(q, &m, &m, 0, sizeof(int));
  bsp_sync();
  k = s;
  bsp_put((s + 1) % p, &k, &k, 0, sizeof(int));
  if (s == 0)
    for (int q = 0; q < p; q++)
      bsp_put(q, &k, &k, 0, sizeof(int));
  bsp_sync();
  for (int i = 0; i < n; i++)
    bsp_sync();
  m = m + 1;
  for (int i = 0; i < m + k; i++)
    n = n;
  bsp_end();
}
