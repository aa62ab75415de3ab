/* bspcost-test-run: n=13 */
/* Integer computations through every construct of the subset; main
 * prints the final values, which the test compares with the simulation
 * of the translation (one process). */
#include <stdio.h>
#include "bsp.h"

int G = 7;

static int clamp(int x, int lo, int hi) {
  if (x < lo)
    return lo;
  if (x > hi)
    return hi;
  return x;
}

static void fill(int *a, int n, int v) {
  for (int i = 0; i < n; i++)
    a[i] = v + i;
}

static int sum(int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (a[i] % 3 == 0)
      continue;
    s += a[i];
  }
  return s;
}

int k, wsum, m, c, total, steps, last, sw;

void spmd(int n) {
  bsp_begin(bsp_nprocs());
  int a[20];
  int b[20];
  fill(a, 20, n);
  fill(&b[5], 10, 2 * n);
  total = sum(a, 20) + sum(&b[5], 10);
  k = 0;
  for (int i = 0; i < n; i++) {
    if (i == 3)
      continue;
    if (k > 40 && i > 6)
      break;
    k = k + i * G;
  }
  wsum = 0;
  int j = n;
  while (j > 0) {
    wsum = wsum + j % 4;
    j = j >> 1;
  }
  m = 0;
  for (int i = 0; i <= n; i += 3)
    for (int l = i; l < n; l++)
      m = m + (l < 5 || l > 8 ? 1 : 2);
  c = clamp(k - 100, 0, 50) + clamp(wsum, 2, 3) * 10;
  steps = 0;
  int x = n;
  while (x != 1 && steps < 100) {
    if (x % 2 == 0)
      x = x / 2;
    else
      x = 3 * x + 1;
    steps++;
  }
  last = a[19] - b[14];
  sw = 0;
  for (int i = 0; i < 12; i++) {
    switch (i % 5) {
    case 0:
    case 3:
      sw = sw + 1;
      break;
    case 1:
      sw = sw + 10; /* falls through */
    default:
      sw = sw * 2;
      break;
    case 4:
      continue;
    }
    sw = sw + 1000;
  }
  bsp_sync();
  bsp_end();
}

int main(void) {
  spmd(13);
  printf("G=%d\nk=%d\nwsum=%d\nm=%d\nc=%d\ntotal=%d\nsteps=%d\nlast=%d\nsw=%d\n", G, k, wsum, m, c, total, steps, last, sw);
  return 0;
}
