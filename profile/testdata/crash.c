/* Process 1 dies of a bad memory access. */
#include <stdlib.h>
#include "bsp.h"

int main(void) {
  bsp_begin(bsp_nprocs());
  if (bsp_pid() == 1) {
    volatile int *q = NULL;
    *q = 1;
  }
  bsp_sync();
  bsp_end();
  return 0;
}
