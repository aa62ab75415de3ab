/* bsp_get reads the source at the sync, before the puts of the same
 * superstep land; the hp variants behave the same here. */
#include <stdio.h>
#include "bsp.h"

int main(void) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs(), s = bsp_pid();
  double x = s, y = -1, z = 100 + s;
  char bytes[20] = {0}, in[20];
  bsp_push_reg(&x, sizeof x);
  bsp_push_reg(bytes, sizeof bytes);
  bsp_sync(); /* step 0 */

  x = 10 + s; /* the value the get reads: at the end of the superstep */
  bsp_get((s + 1) % p, &x, 0, &y, sizeof(double));
  bsp_put((s + 1) % p, &z, &x, 0, sizeof(double));
  bsp_sync(); /* step 1: each gets 1 word and serves 1, puts 1, receives 1: h = 2 */
  printf("%d: y=%g x=%g\n", s, y, x);

  bytes[0] = (char)('a' + s);
  bsp_hpget((s + p - 1) % p, bytes, 0, in, 20); /* 20 bytes: 3 words */
  bsp_sync(); /* step 2: h = 3 */
  printf("%d: in=%c\n", s, in[0]);

  double w = 7 * s;
  bsp_hpput(0, &w, &x, 0, sizeof w);
  bsp_sync(); /* step 3: process 0 receives p words */
  if (s == 0)
    printf("x=%g\n", x); /* the last writer: process p - 1 */
  bsp_end(); /* step 4 */
  return 0;
}
