/* switch: an if/elif chain; cases sharing a body; fall-through; the
 * default in the middle; break and continue inside a loop. */
#include "bsp.h"

void spmd(int n) {
  bsp_begin(bsp_nprocs());
  int s = bsp_pid();
  int k = 0;
  for (int i = 0; i < n; i++) {
    switch (i % 4) {
    case 0:
    case 2:
      k = k + 1;
      break;
    case 1:
      k = k + 10; /* falls through */
    default:
      k = k + 100;
      break;
    case 5:
      continue;
    }
    k = k * 2;
  }
  switch (s) {
  case 0:
    bsp_sync();
    break;
  default:
    bsp_sync();
  }
  bsp_end();
}
