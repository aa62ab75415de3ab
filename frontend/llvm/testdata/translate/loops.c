/* Which loops become for loops, and which stay while loops. */
#include "bsp.h"

void spmd(int n) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  double a[n];
  int k = 0;
  /* for: < and <= bounds, a step of 2 */
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2.0;
  for (int i = 1; i <= p; i += 2)
    bsp_sync();
  /* while: the counter is read after the loop */
  int j;
  for (j = 0; j < n; j++)
    k = k + 1;
  k = k + j;
  /* while: the bound changes in the body */
  int m = n;
  for (int i = 0; i < m; i++)
    m = m - 1;
  /* while: counting down */
  for (int i = n; i > 0; i--)
    k = k - 1;
  /* while: a continue skips the increment */
  int t = 0;
  while (t < n) {
    if (t == s) {
      t = t + 2;
      continue;
    }
    t = t + 1;
  }
  /* nested loops with break and continue */
  for (int i = 0; i < n; i++) {
    if (i == 3)
      continue;
    for (int l = 0; l < i; l++) {
      if (l > k)
        break;
      k = k + l;
    }
    if (k > 100 && i > 2)
      break;
  }
  bsp_end();
}
