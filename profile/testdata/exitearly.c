/* Process 1 calls exit before bsp_end. */
#include <stdlib.h>
#include "bsp.h"

int main(void) {
  bsp_begin(bsp_nprocs());
  if (bsp_pid() == 1)
    exit(2);
  bsp_sync();
  bsp_end();
  return 0;
}
