/* fft_butterfly: the communication of a parallel FFT on N values in
 * blocks of N/p: log2(p) butterfly stages, in stage with distance d the
 * process s exchanges its whole block with s xor d (written s + d or
 * s - d), then 5 flops per element pair. */
#include "bsp.h"

/* bspcost: requires N >= p && N % p == 0 */

void fft(int N) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  int nl = N / p;
  double x[nl], tmp[nl];
  bsp_push_reg(tmp, nl * sizeof(double));
  bsp_sync();
  for (int d = 1; d < p; d *= 2) {
    int partner;
    if ((s / d) % 2 == 0)
      partner = s + d;
    else
      partner = s - d;
    if (partner < p)
      bsp_put(partner, x, tmp, 0, nl * sizeof(double));
    bsp_sync();
    for (int j = 0; j < nl; j++)
      x[j] = x[j] + 2.0 * tmp[j] - tmp[j] * 0.5 + x[j] * tmp[j];
  }
  bsp_pop_reg(tmp);
  bsp_end();
}
