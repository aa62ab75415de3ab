/* Process 0 reads each process's share of the items (the prefix sums
 * start[0..p]) and puts each process q its count start[q + 1] - start[q]
 * (nloc, bounded by a new parameter nloc_max: its most on any process).
 * Then, one process at a time, it sends process q its items
 * start[q] .. start[q + 1] - 1 as messages (a loop whose count is the
 * value put to q, so at most nloc_max), and q takes its nloc messages
 * from the queue. */
#include <bsp.h>
#include <stdio.h>
#include <stdlib.h>

void spmd(void) {
    bsp_begin(bsp_nprocs());
    int p = bsp_nprocs(), s = bsp_pid();
    int nloc = 0, cnt, q, k, tag, status, tagsz = sizeof(int);
    int *start = malloc((p + 1) * sizeof(int));
    double value, *x;
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
    x = malloc((nloc > 0 ? nloc : 1) * sizeof(double));
    for (q = 0; q < p; q++) {
        if (s == 0) {
            for (k = start[q]; k < start[q + 1]; k++) {
                value = k * 0.5;
                tag = k - start[q];
                bsp_send(q, &tag, &value, sizeof(double));
            }
        }
        bsp_sync();
        if (s == q) {
            for (k = 0; k < nloc; k++) {
                bsp_get_tag(&status, &tag);
                bsp_move(&x[k], sizeof(double));
                x[k] = x[k] * 2.0;
            }
        }
    }
    bsp_pop_reg(&nloc);
    free(x);
    free(start);
    bsp_end();
}
