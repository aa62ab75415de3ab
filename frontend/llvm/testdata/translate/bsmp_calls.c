/* BSPlib's message passing in C: NULL tags, counts and payloads (BSPlib's
 * own error cases get a variable of their own), bsp_hpmove (its pointers
 * into the message buffer are not modelled), the old name of the tag
 * size. */
#include "bsp.h"
void spmd(void) {
  int x = 1, tag = 0, n;
  void *tp, *pp;
  bsp_begin(bsp_nprocs());
  int ts = sizeof(int);
  bsp_set_tag_size(&ts);
  bsp_sync();
  bsp_send((bsp_pid() + 1) % bsp_nprocs(), &tag, &x, sizeof(int));
  bsp_send(0, NULL, NULL, 0);
  bsp_sync();
  bsp_qsize(&n, NULL);
  while (bsp_hpmove(&tp, &pp) >= 0)
    ;
  bsp_move(NULL, 0);
  bsp_end();
}
