/* The Oxford dialect: bsp_init(spmd, argc, argv), then main calls the SPMD
 * function, which asks for 2 processes. */
#include <stdio.h>
#include "bsp.h"

void spmd(void) {
  bsp_begin(2);
  int s = bsp_pid();
  printf("%d of %d\n", s, bsp_nprocs());
  bsp_sync(); /* step 0 */
  bsp_end(); /* step 1 */
}

int main(int argc, char **argv) {
  bsp_init(spmd, argc, argv);
  printf("before: %d\n", bsp_nprocs());
  spmd();
  return 0;
}
