/* Reads n from standard input on process 0 and broadcasts it with a get,
 * as BSPedupack does; the work is n flops on every process. */
#include <stdio.h>
#include "bsp.h"

int main(void) {
  bsp_begin(bsp_nprocs());
  int n = 0;
  if (bsp_pid() == 0)
    if (scanf("%d", &n) != 1)
      bsp_abort("no n\n");
  bsp_push_reg(&n, sizeof n);
  bsp_sync(); /* step 0 */
  bsp_get(0, &n, 0, &n, sizeof n);
  bsp_sync(); /* step 1: process 0 serves p - 1... and itself: p words out */
  double x = 0;
  for (int i = 0; i < n; i++)
    x = x + 1;
  bsp_end(); /* step 2: w = n */
  printf("%d: %g\n", bsp_pid(), x);
  return 0;
}
