/* A pointer set NULL, and on one process to an array calloc makes, given
 * to a function whose code is not among the inputs: the array, of the
 * size calloc gave it, is input data after the call. */
#include <stdlib.h>
#include "bsp.h"

void ext_fill(int *a, int n);

void spmd(int n) {
  bsp_begin(bsp_nprocs());
  int *xs = NULL;
  if (bsp_pid() == 1)
    xs = calloc(n + 2, sizeof(int));
  ext_fill(xs, n + 2);
  bsp_sync();
  bsp_end();
}
