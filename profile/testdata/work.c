/* Work: flops counted by the instrumentation (fmuladd counts 2), except
 * in a block where bspcost_work states the work. Process s does 10 s
 * multiplications. */
#include <stdio.h>
#include "bsp.h"
#include "bspcost.h"

int main(void) {
  bsp_begin(bsp_nprocs());
  int s = bsp_pid();
  double x = 1.0, y = 2.0;
  for (int i = 0; i < 10 * s; i++)
    x = x * 1.5;
  {
    bspcost_work(5);
    for (int i = 0; i < 100; i++)
      x = x + 1.0; /* not counted: the block states 5 */
  }
  bsp_sync(); /* step 0: w = 10 s + 5 */
  y = y * x + 1.0; /* 2 */
  y = -y;          /* 1 */
  bsp_end(); /* step 1: w = 3 */
  printf("%d: %g\n", s, y > 0 ? 1.0 : 0.0);
  return 0;
}
