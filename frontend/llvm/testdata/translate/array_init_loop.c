/* An array partly initialised with a value that is not a constant:
 * clang zeroes the rest with a loop over a pointer (a phi), which ends
 * when the pointer reaches the end: pointers into one array compare as
 * their indices, and the exit test reads the pointer before the phi's
 * copy. */
#include "bsp.h"
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  int c[3] = {N};
  for (int i = 0; i < c[0]; i++)
    bsp_sync();
  bsp_end();
}
