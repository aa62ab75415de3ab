/* A function whose code is not among the inputs is passed buf: it may
 * register it, so the put is not certainly an error. */
#include "bsp.h"
void register_buffer(int *buf, int n);
void spmd(void) {
  int buf[4], v = 1;
  bsp_begin(bsp_nprocs());
  register_buffer(buf, 4);
  bsp_sync();
  bsp_put(0, &v, buf, 0, sizeof(int)); /* WARNING register_buffer, whose code is not among the inputs */
  bsp_sync();
  bsp_end();
}
