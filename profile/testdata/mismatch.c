/* Process 0 ends while the others synchronise: a barrier mismatch. */
#include "bsp.h"

int main(void) {
  bsp_begin(bsp_nprocs());
  if (bsp_pid() != 0)
    bsp_sync();
  bsp_end();
  return 0;
}
