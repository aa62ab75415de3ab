/* A pointer that may be NULL: assigned NULL, then an array on process 0
 * only, read under the same condition and under p != NULL. The
 * pointer keeps its index into the array and a flag counts_null, 1 when
 * it is NULL, which counts == NULL reads. */
#include <bsp.h>

void spmd(int n) {
    bsp_begin(bsp_nprocs());
    int s = bsp_pid(), p = bsp_nprocs();
    int total = 0, q;
    int buf[p];
    int *counts = NULL;
    bsp_push_reg(&total, sizeof(int));
    bsp_sync();
    if (s == 0) {
        counts = buf;
        for (q = 0; q < p; q++)
            counts[q] = q < n ? q : 0;
    }
    if (s == 0) {
        for (q = 0; q < p; q++)
            bsp_put(q, &counts[q], &total, 0, sizeof(int));
    }
    bsp_sync();
    if (counts != NULL) {
        for (q = 0; q < counts[0] + n; q++)
            total++;
    }
    bsp_pop_reg(&total);
    bsp_end();
}
