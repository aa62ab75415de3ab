/* The BSPonMPI dialect: bsp_init(&argc, &argv) starts the SPMD section in
 * main with every available process. */
#include <stdio.h>
#include "bsp.h"

int main(int argc, char **argv) {
  bsp_init(&argc, &argv);
  int p = bsp_nprocs(), s = bsp_pid();
  int v = s;
  bsp_push_reg(&v, sizeof v);
  bsp_sync(); /* step 0 */
  bsp_put((s + 1) % p, &s, &v, 0, sizeof s);
  bsp_sync(); /* step 1: h = 1 */
  printf("%d: v=%d argc=%d\n", s, v, argc);
  bsp_end(); /* step 2 */
  printf("after bsp_end: %d\n", bsp_pid()); /* process 0 alone */
  return 0;
}
