/* bspcost-test-run: n=9 */
/* Pointers: reassigned within one array, walking an array, assigned in
 * a loop, returned by functions (an allocation as BSPedupack's
 * vecallocd, an element of an argument), malloc after the first block,
 * NULL checks of allocated arrays. main prints the final values, which
 * the test compares with the simulation of the translation (one
 * process). */
#include <stdio.h>
#include <stdlib.h>
#include "bsp.h"

/* BSPedupack's vecalloci and vecfreei, as bspedupack.c writes them. */
int *vecalloci(int n) {
  /* This function allocates a vector of integers of length n */
  int *pi;

  if (n == 0) {
    pi = NULL;
  } else {
    pi = (int *)malloc(n * sizeof(int));
    if (pi == NULL)
      bsp_abort("vecalloci: not enough memory");
  }
  return pi;
}

void vecfreei(int *pi) {
  /* This function frees a vector of integers */
  if (pi != NULL)
    free(pi);
}

static int *middle(int *a, int n) { return &a[n / 2]; }

static int *pick(int *a, int n, int k) {
  for (int i = 0; i < n; i++)
    if (a[i] == k)
      return &a[i];
  return a;
}

int y1, y2, walk, rows, mid, picked, m5, tail, total, nulls;

void spmd(int n) {
  bsp_begin(bsp_nprocs());
  int a[20];
  for (int i = 0; i < 20; i++)
    a[i] = 3 * i;
  int *y = a;
  if (n > 2)
    y = &a[1];
  y[1] = 2;
  y1 = a[2];
  y = y + 4;
  y2 = *y;
  int *r = a;
  for (int i = 0; i < n; i++) {
    *r++ = i * i;
    r += 1;
  }
  *r = 1000;
  walk = a[4] + a[6] + a[2 * n] + 10000 * (int)(r - a) + 100000 * (int)(&a[3] - y);
  int m[16];
  for (int i = 0; i < 4; i++) {
    int *row = &m[i * 4];
    for (int j = 0; j < 4; j++)
      row[j] = i * 10 + j;
  }
  rows = m[13] + m[6];
  int *v = vecalloci(n);
  for (int i = 0; i < n; i++)
    v[i] = i + 100;
  mid = *middle(v, n);
  picked = *pick(v, n, 104) + *pick(v, n, 7);
  int *big;
  total = 0;
  for (int i = 0; i < n; i++)
    total += v[i];
  big = malloc(2 * n * sizeof(int));
  if (big != NULL) {
    for (int i = 0; i < 2 * n; i++)
      big[i] = i;
  }
  tail = big[2 * n - 1];
  int *q = middle(big, 2 * n);
  q[0] = 55;
  m5 = big[n];
  free(big);
  nulls = 0;
  int *z = vecalloci(0);
  if (z == NULL)
    nulls += 1;
  if (v == NULL)
    nulls += 10;
  if (v != NULL)
    nulls += 100;
  vecfreei(z);
  vecfreei(v);
  bsp_sync();
  bsp_end();
}

int main(void) {
  spmd(9);
  printf("y1=%d\ny2=%d\nwalk=%d\nrows=%d\nmid=%d\npicked=%d\nm5=%d\ntail=%d\ntotal=%d\nnulls=%d\n", y1, y2, walk, rows, mid, picked, m5, tail, total, nulls);
  return 0;
}
