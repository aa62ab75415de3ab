/* scatter_send.c with start[q + 1] changed after the scatter: the count
 * of process 0's send loop is no longer the value put to q, and the loop
 * is not bounded by nloc_max. */
#include <bsp.h>
#include <stdio.h>
#include <stdlib.h>

void spmd(void) {
    bsp_begin(bsp_nprocs());
    int p = bsp_nprocs(), s = bsp_pid();
    int nloc = 0, cnt, q, k, tag, tagsz = sizeof(int);
    int *start = malloc((p + 1) * sizeof(int));
    double value;
    bsp_push_reg(&nloc, sizeof(int));
    bsp_set_tagsize(&tagsz);
    bsp_sync();
    if (s == 0) {
        for (q = 0; q <= p; q++)
            if (scanf("%d", &start[q]) != 1)
                start[q] = 0;
        for (q = 0; q < p; q++) {
            cnt = start[q + 1] - start[q];
            bsp_put(q, &cnt, &nloc, 0, sizeof(int));
        }
    }
    bsp_sync();
    if (s == 0)
        start[p] = start[p] * 2;
    for (q = 0; q < p; q++) {
        if (s == 0) {
            for (k = start[q]; k < start[q + 1]; k++) {
                value = k * 0.5;
                tag = k;
                bsp_send(q, &tag, &value, sizeof(double));
            }
        }
        bsp_sync();
    }
    bsp_pop_reg(&nloc);
    free(start);
    bsp_end();
}
