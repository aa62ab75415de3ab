/* A helper, inlined, fetches from a buffer registered in the same
 * superstep; the first get, a superstep later, is correct. */
#include "bsp.h"
static void fetch(int *dst, int *src, int n) {
  bsp_hpget(0, src, 0, dst, n * sizeof(int)); /* ERROR takes effect */
}
void spmd(void) {
  int a[8], b[8], c[8];
  bsp_begin(bsp_nprocs());
  bsp_push_reg(a, 8 * sizeof(int));
  bsp_sync();
  fetch(b, a, 8);
  bsp_push_reg(c, 8 * sizeof(int));
  fetch(b, c, 8);
  bsp_sync();
  bsp_pop_reg(c);
  bsp_pop_reg(a);
  bsp_sync();
  bsp_end();
}
