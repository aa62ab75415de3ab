/* A kernel whose argument p is the number of processes its caller
 * passes: the bound names it p_ (p is the number of processes in a
 * bound), the note at the argument says so, and the requires clause's p
 * is the number of processes, which a note says too. */
#include "bsp.h"

/* bspcost: requires n >= 2 * p */
void rounds(int n, int p, double *x) {
  int np = n / p;
  for (int c = 1; c < p; c *= np) {
    bsp_put((bsp_pid() + 1) % bsp_nprocs(), x, x, 0, np * sizeof(double));
    bsp_sync();
  }
}
