#include "bsp.h"
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  int i = 0;
  if (N > 3)
    goto inside;
  while (i < N) {
    i = i + 1;
  inside: /* ERROR irreducible */
    i = i + 2;
  }
  bsp_end();
}
