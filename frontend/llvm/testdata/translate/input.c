/* Input: scanf's pointer arguments become input data (any), as in
 * BSPedupack, where process 0 reads n and the others get it. */
#include <stdio.h>
#include "bsp.h"

void spmd(void) {
  int n, k[2];
  bsp_begin(bsp_nprocs());
  int s = bsp_pid();
  if (s == 0) {
    printf("Please enter n:\n");
    if (scanf("%d %d", &n, &k[1]) != 2)
      bsp_abort("no input");
    if (n < 0)
      bsp_abort("Error in input: n is negative");
  }
  bsp_push_reg(&n, sizeof(int));
  bsp_sync();
  bsp_get(0, &n, 0, &n, sizeof(int));
  bsp_sync();
  for (int i = 0; i < n; i++)
    k[0] = k[0] + i;
  bsp_end();
}
