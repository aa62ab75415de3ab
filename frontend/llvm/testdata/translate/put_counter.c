/* BSPedupack's bspmv_init: a loop counter is the source of a put (its
 * value is sent), so the loop stays a while loop with a variable. */
#include "bsp.h"

int tmp[64], idx[64];

void spmd(int nv) {
  int j;
  bsp_begin(bsp_nprocs());
  bsp_push_reg(tmp, 64 * sizeof(int));
  bsp_sync();
  for (j = 0; j < nv; j++)
    bsp_put(idx[j] % bsp_nprocs(), &j, tmp, (idx[j] / bsp_nprocs()) * sizeof(int), sizeof(int));
  bsp_sync();
  bsp_end();
}
