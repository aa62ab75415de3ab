/* A barrier count that depends on a value received from a neighbour. */
#include "bsp.h"
void spmd(void) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs(), s = bsp_pid();
  int k = s, kin = 0;
  bsp_push_reg(&k, sizeof(int));
  bsp_sync();
  bsp_get((s + 1) % p, &k, 0, &kin, sizeof(int));
  bsp_sync();
  while (kin > 0) {
    bsp_sync(); /* ERROR */
    kin = kin - 1;
  }
  bsp_end();
}
