/* Calls that end the run: abort() in a branch on data received from
 * another process, a failed assert, exit(). The translation goes on past
 * a conditional end (the bound covers both), so the barriers after them
 * stay aligned; an end on every path ends the program there. */
#include <assert.h>
#include <stdlib.h>
#include "bsp.h"

void spmd(int N) {
  int x = 0;
  bsp_begin(bsp_nprocs());
  bsp_push_reg(&x, sizeof(int));
  bsp_sync();
  bsp_put((bsp_pid() + 1) % bsp_nprocs(), &x, &x, 0, sizeof(int));
  bsp_sync();
  if (x != 0)
    abort();
  assert(N >= 0);
  for (int i = 0; i < N; i++)
    bsp_sync();
  if (N > 100)
    exit(1);
  bsp_sync();
  exit(0);
  bsp_sync();
}
