/* Registration pairs the i-th registrations of every process, whatever
 * their addresses; bsp_pop_reg takes effect at the next sync. */
#include <stdio.h>
#include <stdlib.h>
#include "bsp.h"

int main(void) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs(), s = bsp_pid();
  char *pad = malloc(1 + 4096 * (size_t)s); /* different addresses per process */
  long *a = calloc(4, sizeof(long)), *b = calloc(4, sizeof(long));
  bsp_push_reg(a, 4 * sizeof(long));
  bsp_push_reg(b, 4 * sizeof(long));
  bsp_sync(); /* step 0 */

  long v = s + 1;
  bsp_put((s + 1) % p, &v, b, sizeof(long), sizeof(long));
  bsp_pop_reg(a); /* still registered in this superstep */
  bsp_put((s + 1) % p, &v, a, 0, sizeof(long));
  bsp_sync(); /* step 1: h = 2 */
  printf("%d: a0=%ld b1=%ld\n", s, a[0], b[1]);
  free(pad);
  bsp_end(); /* step 2 */
  return 0;
}
