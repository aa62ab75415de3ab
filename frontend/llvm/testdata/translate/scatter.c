/* Process 0 reads the total size n and each process's share of the
 * items (the prefix sums start[0..p]), puts n to every process and each
 * process its own count nloc and half of it mloc (an array element), in
 * one loop, which process 0's branch follows with a free; every process
 * then works and communicates over its nloc items
 * in supersteps of a loop. n becomes a parameter (the value broadcast),
 * nloc and mloc variables bounded by new parameters nloc_max and
 * mloc_max, their most on any process. */
#include <bsp.h>
#include <stdio.h>
#include <stdlib.h>

void spmd(void) {
    bsp_begin(bsp_nprocs());
    int p = bsp_nprocs(), s = bsp_pid();
    int n = 0, nloc = 0, mloc = 0, cnt, q, i, it;
    int *start = malloc((p + 1) * sizeof(int));
    int *half = malloc(p * sizeof(int));
    double *x;
    bsp_push_reg(&n, sizeof(int));
    bsp_push_reg(&nloc, sizeof(int));
    bsp_push_reg(&mloc, sizeof(int));
    bsp_sync();
    if (s == 0) {
        if (scanf("%d", &n) != 1)
            n = 0;
        for (q = 0; q <= p; q++)
            if (scanf("%d", &start[q]) != 1)
                start[q] = 0;
        for (q = 0; q < p; q++)
            half[q] = (start[q + 1] - start[q]) / 2;
        for (q = 0; q < p; q++) {
            bsp_put(q, &n, &n, 0, sizeof(int));
            cnt = start[q + 1] - start[q];
            bsp_put(q, &cnt, &nloc, 0, sizeof(int));
            bsp_put(q, &half[q], &mloc, 0, sizeof(int));
        }
        free(half);
        half = NULL;
    }
    bsp_sync();
    x = malloc((nloc > 0 ? nloc : 1) * sizeof(double));
    for (i = 0; i < nloc; i++)
        x[i] = i;
    bsp_push_reg(x, (nloc > 0 ? nloc : 1) * sizeof(double));
    bsp_sync();
    for (it = 0; it < 3; it++) {
        for (i = 0; i < nloc; i++)
            x[i] = x[i] * 2.0 + n;
        for (i = 0; i < mloc; i++)
            x[i] = x[i] + 1.0;
        for (i = 0; i < nloc; i++)
            bsp_put(s, &x[i], x, i * sizeof(double), sizeof(double));
        bsp_sync();
    }
    bsp_pop_reg(x);
    bsp_pop_reg(&mloc);
    bsp_pop_reg(&nloc);
    bsp_pop_reg(&n);
    free(x);
    free(start);
    bsp_end();
}
