#include <bsp.h>
void lib(int n);
void spmd(void) {
  bsp_begin(bsp_nprocs());
  lib(3);
  bsp_end();
}
