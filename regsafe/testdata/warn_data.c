/* Whether a process registers depends on data of its own (rand): the
 * check cannot tell whether they all do. */
#include "bsp.h"
#include <stdlib.h>
void spmd(void) {
  int extra;
  bsp_begin(bsp_nprocs());
  int flag = rand() % 2;
  if (flag > 0) /* WARNING depends on data */
    bsp_push_reg(&extra, sizeof(int));
  bsp_sync();
  bsp_end();
}
