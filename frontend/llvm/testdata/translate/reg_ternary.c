/* A pointer chosen by ?: only for registration (bsp_push_reg(pid ? &x :
 * NULL, ...), as BSPonMPI's tests write): registration is not modelled,
 * so the pointer needs no value. */
#include "bsp.h"
void spmd(void) {
  int x = 0;
  bsp_begin(bsp_nprocs());
  bsp_push_reg(bsp_pid() ? &x : NULL, bsp_pid() ? sizeof(x) : 0);
  bsp_sync();
  if (bsp_pid())
    bsp_get(bsp_nprocs() - 1 - bsp_pid(), &x, 0, &x, sizeof(int));
  bsp_sync();
  bsp_pop_reg(&x);
  bsp_end();
}
