/* Conditionals: else-if chains, && and ||, conditional expressions and
 * booleans as values. */
#include "bsp.h"

void spmd(int n) {
  bsp_begin(bsp_nprocs());
  int s = bsp_pid();
  int p = bsp_nprocs();
  int k = 0;
  if (s == 0)
    k = 1;
  else if (s == 1)
    k = 2;
  else
    k = 3;
  if (s < n || s > 2 * n)
    k = k + 1;
  if (s < n && (k > 2 || n > 5))
    k = k * 2;
  int m = s < p / 2 ? s : p - s;
  int b = k > m;
  k = k + b;
  bsp_end();
}
