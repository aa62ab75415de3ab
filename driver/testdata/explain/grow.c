#include <bsp.h>

void spmd(void) {
    bsp_begin(bsp_nprocs());
    int n = 10;
    int m = 1;
    double s = 0;
    for (int j = 0; j < n; j++) {
        for (int i = 0; i < m; i++) {
            s += i;
        }
        m = 2 * m + 1;
    }
    bsp_sync();
    bsp_end();
}

int main(int argc, char **argv) {
    bsp_init(spmd, argc, argv);
    spmd();
    return 0;
}
