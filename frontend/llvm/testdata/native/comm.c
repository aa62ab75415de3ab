/* bspcost-test-run: n=9 */
/* Puts and gets to oneself, offsets and counts in bytes, malloc'd and
 * global arrays. */
#include <stdio.h>
#include <stdlib.h>
#include "bsp.h"

long g[8];
long r0, r1, r2, r3;

void spmd(int n) {
  bsp_begin(bsp_nprocs());
  long *x = malloc(n * sizeof(long));
  long y[16];
  for (int i = 0; i < n; i++)
    x[i] = 10 * i;
  for (int i = 0; i < 16; i++)
    y[i] = -1;
  for (int i = 0; i < 8; i++)
    g[i] = 100 + i;
  bsp_push_reg(x, n * sizeof(long));
  bsp_push_reg(y, 16 * sizeof(long));
  bsp_push_reg(g, 8 * sizeof(long));
  bsp_sync();
  bsp_put(0, &x[2], y, 3 * sizeof(long), 4 * sizeof(long));
  bsp_get(0, g, 5 * sizeof(long), &y[10], 2 * sizeof(long));
  bsp_sync();
  r0 = y[3];
  r1 = y[6];
  r2 = y[11];
  r3 = y[7];
  free(x);
  bsp_end();
}

int main(void) {
  spmd(9);
  printf("r0=%ld\nr1=%ld\nr2=%ld\nr3=%ld\n", r0, r1, r2, r3);
  return 0;
}
