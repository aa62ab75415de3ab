/* A loop that runs pid times, with a barrier inside. */
#include "bsp.h"
void spmd(void) {
  bsp_begin(bsp_nprocs());
  int s = bsp_pid();
  for (int i = 0; i < s; i++)
    bsp_sync(); /* ERROR */
  bsp_end();
}
