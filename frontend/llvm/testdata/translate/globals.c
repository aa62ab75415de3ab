/* A global int parameter (--param N) and a global array.
 * bspcost-test-param: N */
#include "bsp.h"

/* bspcost: requires N >= 1 */
int N;
int ROUNDS = 3;
double x[64];

void spmd(void) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  bsp_push_reg(x, 64 * sizeof(double));
  bsp_sync();
  for (int i = 0; i < N * ROUNDS; i++)
    bsp_hpput((bsp_pid() + 1) % p, x, x, 0, 64 * sizeof(double));
  bsp_sync();
  bsp_end();
}
