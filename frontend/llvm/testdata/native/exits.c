/* bspcost-test-run: n=11 */
/* Loops left to several places: return inside loops (of inlined
 * functions, nested loops, the SPMD function itself) and goto out of
 * nested loops. main prints the final values, which the test compares
 * with the simulation of the translation (one process). */
#include <stdio.h>
#include "bsp.h"

static int find(int n, int v) {
  for (int i = 0; i < n; i++)
    if (i * i >= v)
      return i;
  return -1;
}

static int pair(int n, int s) {
  for (int i = 0; i < n; i++) {
    for (int j = i; j < n; j++) {
      if (i + j == s)
        return 100 * i + j;
      if (j * i > 3 * s)
        break;
    }
  }
  return -7;
}

static int scan(int n) {
  int acc = 0;
  int i = 0;
  while (1) {
    i++;
    if (i > n)
      return acc;
    if (i % 4 == 0)
      continue;
    acc += i;
    if (acc > 5 * n)
      return -acc;
  }
}

int f1, f2, f3, p1, p2, p3, s1, s2, g1, r1, iters;

void spmd(int n) {
  bsp_begin(bsp_nprocs());
  f1 = find(n, 30);
  f2 = find(n, 1000);
  f3 = find(3, 0);
  p1 = pair(n, 9);
  p2 = pair(n, 100);
  p3 = pair(4, 5);
  s1 = scan(n);
  s2 = scan(3 * n);
  g1 = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      g1 += i != j ? 1 : 2;
      if (i * j == 12)
        goto done;
    }
  g1 = -g1;
done:
  r1 = 0;
  iters = 0;
  for (int i = 0; i < 2 * n; i++) {
    iters++;
    r1 += i;
    if (r1 > 4 * n) {
      bsp_sync();
      bsp_end();
      return;
    }
  }
  r1 = -1;
  bsp_end();
}

int main(void) {
  spmd(11);
  printf("f1=%d\nf2=%d\nf3=%d\np1=%d\np2=%d\np3=%d\ns1=%d\ns2=%d\ng1=%d\nr1=%d\niters=%d\n", f1, f2, f3, p1, p2, p3, s1, s2, g1, r1, iters);
  return 0;
}
