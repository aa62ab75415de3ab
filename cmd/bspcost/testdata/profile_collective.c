/* A collective library call (the Oxford level-1 bsp_sumI, charged by its
 * shipped contract at the call) followed by work before the next
 * bsp_sync: the runtime's barriers of the call open no row of the
 * sections, so the work after the call is counted from the program
 * start, while the analysis puts it in the section the call opens. */
#include <bsp.h>

int bsp_sumI(int x);

void spmd(int N) {
    bsp_begin(bsp_nprocs());
    int s = bsp_sumI(bsp_pid());
    double a = s;
    for (int i = 0; i < N; i++)
        a = a + 1.0;
    bsp_sync();
    bsp_end();
}
