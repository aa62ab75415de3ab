/* bspcost-test-run: n=6 */
/* Buffers swapped through pointers (int arrays read and written through
 * the pointers), a pointer into three arrays rotating, and a
 * pointer into two arrays passed to a function. main prints the final
 * values, which the test compares with the simulation of the translation
 * (one process). */
#include <stdio.h>
#include "bsp.h"

static void fill(int *x, int m, int v) {
  for (int i = 0; i < m; i++)
    x[i] = v + i;
}

int s1, s2, s3, s4;

void spmd(int n) {
  bsp_begin(bsp_nprocs());
  int a[10], b[10], c[10];
  for (int i = 0; i < 10; i++) {
    a[i] = 0;
    b[i] = 0;
    c[i] = 0;
  }
  int *cur = a, *next = b, *spare = c;
  for (int k = 0; k < n; k++) {
    next[k % 10] = k + cur[(k + 9) % 10];
    next[(k + 1) % 10] = 100 + k;
    if (cur[k % 10] > 50)
      next[(k + 2) % 10] += cur[k % 10];
    int *tmp = cur;
    cur = next;
    next = spare;
    spare = tmp;
  }
  s1 = a[0] + a[3] + 10 * b[1] + 100 * c[2] + a[4] + b[4] + c[4];
  fill(cur, 3, 7);
  fill(&next[2], 4, 50);
  s2 = a[0] + a[1] + b[0] + b[2] + c[0] + c[3] + c[5];
  int *p = b;
  if (n > 3)
    p = a;
  p[9] = 99;
  int *r = (n % 2 == 0) ? &b[8] : c;
  r[1] = 7 + p[9];
  int *u = (n > 100) ? &a[3] : &a[5];
  u[0] = 11;
  s3 = a[9] + 2 * b[9] + 10 * c[1] + 100 * a[5];
  int *q = a;
  for (int i = 0; i < 4; i++) {
    *q = i;
    if (i % 2)
      q = &a[i + 1];
    else
      q = &c[i + 1];
  }
  s4 = a[0] + a[2] + a[4] + 10 * (c[1] + c[3]);
  bsp_sync();
  bsp_end();
}

int main(void) {
  spmd(6);
  printf("s1=%d\ns2=%d\ns3=%d\ns4=%d\n", s1, s2, s3, s4);
  return 0;
}
