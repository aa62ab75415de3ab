/* Globals that main sets before the SPMD function runs are inputs: N (from
 * argv) and M (read by scanf) are parameters, and the contents of
 * table[] and the value of k (written by both) are input data. STEPS
 * keeps its initial value: main is in the file and never writes it. */
#include <stdio.h>
#include <stdlib.h>
#include "bsp.h"

int N = 1;
static int M;
int STEPS = 2;
int k;
int table[8];

void spmd(void) {
  bsp_begin(bsp_nprocs());
  for (int i = 0; i <= N; i++)
    bsp_sync();
  for (int s = 0; s < STEPS * M; s++)
    bsp_sync();
  k = k + table[bsp_pid() % 8];
  bsp_end();
}

int main(int argc, char **argv) {
  bsp_init(spmd, argc, argv);
  N = atoi(argv[1]);
  if (scanf("%d", &M) != 1)
    return 1;
  for (int i = 0; i < 8; i++)
    table[i] = i * i;
  k = 5;
  spmd();
  return 0;
}
