/* A pointer chosen by ?: between a scalar and an array of the same type
 * (an empty area on the last process, an allocated one on the others):
 * the scalar becomes an array of one element, so that the pointer is an
 * index into one of two arrays, which x_which says; the scalar read
 * directly is its element 0. */
#include <bsp.h>
#include <stdlib.h>

void spmd(int n) {
    bsp_begin(bsp_nprocs());
    int s = bsp_pid(), p = bsp_nprocs();
    int empty = 0, one = 7, i;
    int len = p - s - 1;
    int *x = len == 0 ? &empty : calloc(n, sizeof(int));
    for (i = 0; i < (len == 0 ? 1 : n); i++)
        x[i] = i;
    bsp_push_reg(x, len == 0 ? 0 : n * sizeof(int));
    bsp_sync();
    if (s != 0 && p > 1 && s < n)
        bsp_put(0, &one, x, s * sizeof(int), sizeof(int));
    one = one + empty;
    bsp_sync();
    bsp_pop_reg(x);
    bsp_end();
}
