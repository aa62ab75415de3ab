/* A size that is a multiple of p divided by p (int N = 100 * p; N / p):
 * the quotient is the multiplier, exactly, so that the bound is linear. */
#include <bsp.h>
#include <stdlib.h>

void spmd(void) {
    bsp_begin(bsp_nprocs());
    int p = bsp_nprocs(), s = bsp_pid(), i;
    int N = 100 * p;
    float *x = calloc(N / p, sizeof(float));
    float *all = calloc(N, sizeof(float));
    bsp_push_reg(x, N / p * sizeof(float));
    bsp_sync();
    for (i = 0; i < p; i++)
        bsp_get(i, x, 0, all + i * N / p, sizeof(float) * N / p);
    bsp_sync();
    bsp_pop_reg(x);
    bsp_end();
}
