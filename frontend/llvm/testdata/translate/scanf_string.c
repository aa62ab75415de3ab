/* A string read with scanf (a file name, BSPedupack's matrix-vector
 * driver): the whole char array becomes input data. */
#include <stdio.h>
#include "bsp.h"
void spmd(int N) {
  char name[32];
  bsp_begin(bsp_nprocs());
  scanf("%31s", name);
  bsp_sync();
  bsp_end();
}
