/* bspcost-test-run: n=6 */
/* Array initialisers, memset and memcpy on int arrays, zero-initialised
 * global arrays. main prints the final values, which the test compares
 * with the simulation of the translation (one process). */
#include <stdio.h>
#include <string.h>
#include "bsp.h"

int Z[5];
int T[4] = {3, 1, 4, 1};

int m1, m2, m3, m4;

void spmd(int n) {
  bsp_begin(bsp_nprocs());
  int cnt[4] = {0};
  int a[5] = {1, 2, 3, 5, 8};
  int b[8];
  memset(b, 0, sizeof(b));
  memcpy(&b[2], a, 3 * sizeof(int));
  for (int i = 0; i < n; i++)
    cnt[i % 4] += a[i % 5];
  m1 = cnt[0] + 10 * cnt[1] + 100 * cnt[3];
  m2 = b[0] + b[2] + 10 * b[4] + 100 * b[7];
  for (int i = 0; i < 5; i++)
    Z[i] += i * T[i % 4];
  m3 = Z[0] + Z[2] + Z[4];
  int c[3] = {1, 2};
  int d[4] = {n};
  m4 = c[0] + c[1] + 7 * c[2] + n + 10 * d[0] + 100 * d[3];
  bsp_sync();
  bsp_end();
}

int main(void) {
  spmd(6);
  printf("m1=%d\nm2=%d\nm3=%d\nm4=%d\n", m1, m2, m3, m4);
  return 0;
}
