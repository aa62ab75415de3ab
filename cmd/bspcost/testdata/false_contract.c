#include <bsp.h>

/* A broadcast the program writes itself, with a contract that claims
 * less than it costs: the profile measures the real body. */
// bspcost: contract bcast_int(x, root) collective supersteps(1) h(1)
void bcast_int(int *x, int root) {
  if (bsp_pid() == root)
    for (int q = 0; q < bsp_nprocs(); q++)
      bsp_put(q, x, x, 0, sizeof(int));
  bsp_sync();
}

int main(void) {
  int v = 0;
  bsp_begin(bsp_nprocs());
  bsp_push_reg(&v, sizeof(int));
  bsp_sync();
  bcast_int(&v, 0);
  bsp_end();
  return 0;
}
