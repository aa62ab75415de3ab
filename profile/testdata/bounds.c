/* A put past the end of the destination's registration. */
#include "bsp.h"

int main(void) {
  bsp_begin(bsp_nprocs());
  double x[2], v[3] = {1, 2, 3};
  bsp_push_reg(x, sizeof x);
  bsp_sync();
  bsp_put(0, v, x, 0, sizeof v);
  bsp_sync();
  bsp_end();
  return 0;
}
