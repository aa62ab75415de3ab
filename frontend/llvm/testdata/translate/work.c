/* Work: one r per floating-point operation; bspcost_work(n) states the
 * work of its C block instead. */
#include "bsp.h"
#include "bspcost.h"

void spmd(int n) {
  bsp_begin(bsp_nprocs());
  double x[n], y[n];
  double alpha = 0.5, dot = 0;
  for (int i = 0; i < n; i++)
    y[i] = alpha * x[i] + y[i];          /* 2 flops */
  for (int i = 0; i < n; i++)
    dot = dot + x[i] * y[i] / (1.0 - x[i]); /* 4 flops */
  if (dot > 1.0)                          /* comparison: no flop */
    dot = -dot;                           /* 1 flop (fneg) */
  for (int i = 0; i < n; i++) {
    bspcost_work(10);                     /* the block costs 10, not 1 */
    x[i] = x[i] * x[i];
  }
  int c = (int)(dot * 2.0);               /* 1 flop, value any */
  bsp_end();
}
