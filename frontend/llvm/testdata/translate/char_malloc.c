/* char *x = malloc(n): an allocation of bytes, stored without a cast. */
#include <bsp.h>
#include <stdlib.h>

void spmd(int n) {
    bsp_begin(bsp_nprocs());
    char *x = malloc(n);
    int i;
    for (i = 0; i < n; i++)
        x[i] = i;
    bsp_push_reg(x, n);
    bsp_sync();
    if (n > 0)
        bsp_put((bsp_pid() + 1) % bsp_nprocs(), x, x, 0, n);
    bsp_sync();
    bsp_pop_reg(x);
    free(x);
    bsp_end();
}
