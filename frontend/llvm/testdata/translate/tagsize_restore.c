/* The Oxford toolset's sparse all-gather sets a tag size and later
 * restores the previous one, which bsp_set_tagsize gives back: the
 * restored size is known (0), so the sends after it are bounded. */
#include "bsp.h"

int x[64];

void spmd(void) {
  int tag_size = sizeof(int), id;
  bsp_begin(bsp_nprocs());
  bsp_set_tagsize(&tag_size);
  bsp_sync();
  id = bsp_pid();
  bsp_send((bsp_pid() + 1) % bsp_nprocs(), &id, &x[0], sizeof(int));
  bsp_sync();
  bsp_set_tagsize(&tag_size);
  bsp_sync();
  bsp_send((bsp_pid() + 1) % bsp_nprocs(), &id, &x[0], sizeof(int));
  bsp_sync();
  bsp_end();
}
