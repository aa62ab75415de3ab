/* An allocation larger than the memory limit of a process. */
#include <stdlib.h>
#include <string.h>
#include "bsp.h"

int main(void) {
  bsp_begin(bsp_nprocs());
  size_t n = (size_t)1 << 40;
  char *a = malloc(n);
  memset(a, 1, 4096);
  bsp_sync();
  bsp_end();
  return a[0];
}
