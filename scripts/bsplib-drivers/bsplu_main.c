/* A caller of BSPedupack's kernel bsplu (bsplu.c), for profiling the
   kernel row ed1-k-lu alone: M, N and n on standard input, read before
   bsp_begin (every process has them), then bsp_begin(M * N), the matrix of
   bsplu_test.c with integer entries (no floating-point work here: the
   run's W is the kernel's), bsplu, bsp_end. No barrier but bsp_end's, so
   the measured supersteps are the kernel's and the one bsp_end closes. */
#include <stdio.h>
#include <stdlib.h>
#include "bsp.h"

void bsplu(int M, int N, int s, int t, int n, int *pi, double **a);
int nloc(int p, int s, int n);
double **matallocd(int m, int n);
int *vecalloci(int n);

int main(void) {
    int M, N, n;
    if (scanf("%d %d %d", &M, &N, &n) != 3 || M < 1 || N < 1 || n < 1) {
        fprintf(stderr, "bsplu_main: want M N n on standard input\n");
        return 2;
    }
    bsp_begin(M * N);
    int pid = bsp_pid(), s = pid % M, t = pid / M;
    int nlr = nloc(M, s, n), nlc = nloc(N, t, n);
    double **a = matallocd(nlr, nlc);
    int *pi = vecalloci(nlr);
    for (int i = 0; i < nlr; i++) {
        int ig = (i * M + s - 1 + n) % n;
        for (int j = 0; j < nlc; j++) {
            int jg = j * N + t;
            a[i][j] = ig <= jg ? ig + 1 : jg + 1;
        }
    }
    bsplu(M, N, s, t, n, pi, a);
    bsp_end();
    return 0;
}
