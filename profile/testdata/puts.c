/* Buffered puts: the source is read when bsp_put is called; words are
 * ceil(bytes / word size). */
#include <stdio.h>
#include "bsp.h"

int main(void) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs(), s = bsp_pid();
  long a[16] = {0};
  int c[16] = {0};
  bsp_push_reg(a, sizeof a);
  bsp_push_reg(c, sizeof c);
  bsp_sync(); /* step 0: h = 0 */

  long v = 10 + s;
  bsp_put((s + 1) % p, &v, a, s * sizeof(long), sizeof(long));
  v = 99; /* not sent: the put copied v already */
  bsp_sync(); /* step 1: h = 1 */

  int three[3] = {s, s + 1, s + 2};
  /* 12 bytes: 2 words of 8 bytes, 3 of 4 */
  bsp_put((s + 1) % p, three, c, 0, sizeof three);
  bsp_sync(); /* step 2: h = 2 (or 3) */

  printf("%d: a=%ld c=%d,%d,%d\n", s, a[(s + p - 1) % p], c[0], c[1], c[2]);
  bsp_pop_reg(c);
  bsp_pop_reg(a);
  bsp_end(); /* step 3: h = 0 */
  return 0;
}
