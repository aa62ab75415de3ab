/* bsp_set_tagsize(NULL): an error of the program in BSPlib (BSPonMPI
 * aborts), so the run stops there. */
#include "bsp.h"

int main(void) {
  bsp_begin(bsp_nprocs());
  bsp_set_tagsize(0);
  bsp_sync();
  bsp_end();
  return 0;
}
