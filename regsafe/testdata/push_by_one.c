/* Only process 0 registers: registration is collective. */
#include "bsp.h"
void spmd(void) {
  int total = 0;
  bsp_begin(bsp_nprocs());
  if (bsp_pid() == 0)
    bsp_push_reg(&total, sizeof(int)); /* ERROR process 0 registers total */
  bsp_sync();
  bsp_end();
}
