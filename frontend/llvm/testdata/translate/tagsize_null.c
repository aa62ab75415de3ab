/* bsp_set_tagsize(NULL): BSPlib's error, which stops the run; translated
 * as a call that leaves the tag size unchanged (a note), which covers a
 * library that ignores it too. The messages after it have the tag size
 * set before. */
#include <bsp.h>

void spmd(void) {
    bsp_begin(bsp_nprocs());
    int t = 2 * sizeof(int), tag[2] = {1, 2};
    bsp_set_tagsize(&t);
    bsp_sync();
    bsp_set_tagsize(NULL);
    bsp_send((bsp_pid() + 1) % bsp_nprocs(), tag, NULL, 0);
    bsp_sync();
    bsp_end();
}
