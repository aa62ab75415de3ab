/* An array of row pointers into one block, as BSPedupack's matallocd
 * makes it: ppd holds the rows' indices into pd, a[i][j] is pd[a[i] + j],
 * a row is the source of a put and the first row its destination. The
 * sizes m and len are read by process 0 and put to every process in one
 * loop (both become parameters), so the block, allocated in a branch of
 * matalloc with sizes the branch does not change, is declared before the
 * branch. */
#include <bsp.h>
#include <stdlib.h>

double **matalloc(int m, int n) {
    int i;
    double *pd, **ppd;
    if (m == 0) {
        ppd = NULL;
    } else {
        ppd = (double **)malloc(m * sizeof(double *));
        if (n == 0) {
            for (i = 0; i < m; i++)
                ppd[i] = NULL;
        } else {
            pd = (double *)malloc(m * n * sizeof(double));
            ppd[0] = pd;
            for (i = 1; i < m; i++)
                ppd[i] = ppd[i - 1] + n;
        }
    }
    return ppd;
}

void spmd(int n) {
    bsp_begin(bsp_nprocs());
    int p = bsp_nprocs(), s = bsp_pid();
    int m = 0, len = 0, q, i, j, k;
    double **a;
    bsp_push_reg(&m, sizeof(int));
    bsp_push_reg(&len, sizeof(int));
    bsp_sync();
    if (s == 0) {
        m = n > 0 ? n : 1;
        len = 3;
        for (q = 0; q < p; q++) {
            bsp_put(q, &m, &m, 0, sizeof(int));
            bsp_put(q, &len, &len, 0, sizeof(int));
        }
    }
    bsp_sync();
    a = matalloc(m, len);
    for (i = 0; i < m; i++)
        for (j = 0; j < len; j++)
            a[i][j] = i + j;
    bsp_push_reg(a[0], m * len * sizeof(double));
    bsp_sync();
    for (k = 0; k < m; k++) {
        for (i = 0; i < m; i++)
            a[i][0] = a[i][0] * 2.0;
        bsp_put((s + 1) % p, a[k], a[0], k * len * sizeof(double), len * sizeof(double));
        bsp_sync();
    }
    bsp_pop_reg(a[0]);
    bsp_end();
}
