/* bsp_pid() before bsp_begin: outside the SPMD section, an error of the
 * program in BSPlib (BSPonMPI aborts), so the run stops there. */
#include "bsp.h"

int main(void) {
  int s = bsp_pid();
  bsp_begin(bsp_nprocs());
  if (s == 0)
    bsp_sync();
  bsp_end();
  return 0;
}
