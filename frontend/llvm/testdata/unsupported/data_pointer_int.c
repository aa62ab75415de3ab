/* A pointer into the message buffer (bsp_hpmove) that is also given an
 * int array of the program: writes through it are not followed, so the
 * array's values after one would be wrong. */
#include "bsp.h"
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  int x[4] = {0, 1, 2, 3};
  void *tp, *pp;
  int *q;
  bsp_sync();
  if (bsp_hpmove(&tp, &pp) >= 0)
    q = pp;
  else
    q = x; /* ERROR unsupported: pointer q, which may point to memory the translation does not follow, assigned an address in x */
  q[0] = N;
  bsp_put(0, &x[1], &x[2], 0, sizeof(int));
  bsp_end();
}
