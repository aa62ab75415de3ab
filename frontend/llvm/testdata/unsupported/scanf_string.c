/* A string read with scanf. */
#include <stdio.h>
#include "bsp.h"
void spmd(int N) {
  char name[32];
  bsp_begin(bsp_nprocs());
  scanf("%31s", name); /* ERROR unsupported: scanf of a string into name */
  bsp_sync();
  bsp_end();
}
