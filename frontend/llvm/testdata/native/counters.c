/* bspcost-test-run: n=11 */
/* Loop counters declared once, at the top (C89 style, as BSPedupack
 * writes them), and reused: loops that each start by assigning the
 * counter get their own for counter; a counter read after its loop, or
 * reused inside a loop of the same counter, keeps its value. main prints
 * the final values, which the test compares with the simulation of the
 * translation (one process). */
#include <stdio.h>
#include "bsp.h"

int acc, after, outer, nested, tot;

void spmd(int n) {
  int i, j, t, m;
  bsp_begin(bsp_nprocs());
  acc = 0;
  for (i = 0; i < n; i++)
    acc += i;
  for (t = 0; t < n; t += 2)
    acc += 3 * t;
  for (i = 1; i < n; i *= 2)
    acc += i;
  for (i = 0; i < n; i++)
    if (i * i > n)
      break;
  after = i;
  outer = 0;
  nested = 0;
  j = 0;
  while (j < n) {
    m = j;
    for (j = 0; j < m + 1; j++)
      nested++;
    j += 2;
    outer++;
  }
  tot = 0;
  for (t = 0; t < 3; t++)
    for (i = 0; i < n; i++)
      tot += t * i;
  bsp_sync();
  bsp_end();
}

int main(void) {
  spmd(11);
  printf("acc=%d\nafter=%d\nouter=%d\nnested=%d\ntot=%d\n", acc, after, outer, nested, tot);
  return 0;
}
