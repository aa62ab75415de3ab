/* ring: p - 1 rounds of a ring shift of N doubles: each round every
 * process puts its buffer to the next process (s + 1) % p. */
#include "bsp.h"

/* bspcost: requires N >= 1 */

void ring(int N) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  double buf[N], acc[N];
  bsp_push_reg(buf, N * sizeof(double));
  bsp_sync();
  for (int r = 1; r < p; r++) {
    bsp_put((s + 1) % p, buf, buf, 0, N * sizeof(double));
    bsp_sync();
    for (int i = 0; i < N; i++)
      acc[i] = acc[i] + buf[i];
  }
  bsp_pop_reg(buf);
  bsp_end();
}
