/* A put to a variable registered in the same superstep: registration
 * takes effect at the next sync, so the address is not registered yet. */
#include "bsp.h"

int main(void) {
  bsp_begin(bsp_nprocs());
  double x = 0, v = 1;
  bsp_push_reg(&x, sizeof x);
  bsp_put(0, &v, &x, 0, sizeof v);
  bsp_sync();
  bsp_end();
  return 0;
}
