/* A pointer assigned through a double ** out-parameter in two branches of
 * the function it is passed to: which array it points to depends on the
 * branch, so it points to memory the translation does not follow (reads
 * are input data, its words go through a buffer of their own). */
#include <bsp.h>

static void pick(double **out, int c, double *a, double *b) {
    if (c)
        *out = a;
    else
        *out = b;
}

void spmd(int n) {
    bsp_begin(bsp_nprocs());
    double a[4] = {1, 2, 3, 4}, b[4] = {5, 6, 7, 8}, sum = 0;
    double *x;
    int i, m, k;
    pick(&x, n > 1, a, b);
    for (i = 0; i < 4; i++)
        sum += x[i] * 2.0;
    bsp_send(0, NULL, x, 4 * sizeof(double));
    bsp_sync();
    bsp_qsize(&m, &k);
    bsp_end();
}
