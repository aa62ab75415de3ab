/* A program of two files: the SPMD function here, its helpers in
 * helper.c; ROUNDS comes from the command line (-D) or the build's
 * compilation database. */
#include <bsp.h>
#include "rounds.h"

int N;

void spmd(void) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs(), s = bsp_pid();
  double x[64];
  bsp_push_reg(x, 64 * sizeof(double));
  bsp_sync();
  for (int r = 0; r < ROUNDS; r++)
    shift(x, 8);
  bsp_end();
}

int main(int argc, char **argv) {
  bsp_init(spmd, argc, argv);
  N = atoi(argv[1]);
  spmd();
  return 0;
}
