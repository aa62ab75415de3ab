/* BSPonMPI's dialect: bsp_init(&argc, &argv) starts the SPMD section with
 * every process, so a bsp_pid() after it, before bsp_begin, is the
 * process's own id (pid), not 0. */
#include <bsp.h>

void spmd(void) {
    int s = bsp_pid();
    bsp_begin(bsp_nprocs());
    if (s != 0)
        bspcost_work(5);
    bsp_sync();
    bsp_end();
}

int main(int argc, char **argv) {
    bsp_init(&argc, &argv);
    spmd();
    return 0;
}
