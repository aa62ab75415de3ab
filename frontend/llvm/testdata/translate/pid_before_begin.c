/* bsp_pid() before bsp_begin, outside the SPMD section: BSPlib makes it an
 * error that stops the run; a library that answers gives 0 on the one
 * process, which every process then holds. It reads as 0 (a note), here
 * and in a function called before bsp_begin; after bsp_begin as pid. */
#include <bsp.h>

int who(void) { return bsp_pid(); }

int main(int argc, char **argv) {
    int s = bsp_pid();
    int w = who();
    bsp_begin(bsp_nprocs());
    if (s == 0 && w == 0) {
        bsp_sync(); /* the same on every process */
    }
    int t = bsp_pid() + who();
    if (t > 0) {
        bspcost_work(t);
    }
    bsp_end();
    return 0;
}
