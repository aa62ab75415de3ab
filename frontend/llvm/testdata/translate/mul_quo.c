/* Gets from data-dependent processes in a loop of n / p iterations, in a
 * function given n: every process may serve every word of every other,
 * h <= p * (n / p) <= n. */
#include <bsp.h>
#include <stdlib.h>

void get_all(int *xs, int n) {
    int i, n_over_p = n / bsp_nprocs();
    bsp_push_reg(xs, n_over_p * sizeof(int));
    bsp_sync();
    for (i = 0; i < n_over_p; i++) {
        int pid = xs[i] / n_over_p, local = xs[i] % n_over_p;
        bsp_get(pid, xs, local * sizeof(int), &xs[i], sizeof(int));
    }
    bsp_sync();
    bsp_pop_reg(xs);
}

void spmd(int N) {
    bsp_begin(bsp_nprocs());
    int p = bsp_nprocs(), s = bsp_pid(), i, n = N;
    int n_over_p = n / p;
    int *xs = calloc(n_over_p > 0 ? n_over_p : 1, sizeof(int));
    for (i = 0; i < n_over_p; i++)
        xs[i] = n_over_p * (p - 1 - s) + (n_over_p - 1 - i);
    get_all(xs, n);
    bsp_end();
}
