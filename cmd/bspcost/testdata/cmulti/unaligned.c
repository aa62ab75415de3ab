/* The SPMD function of a two-file program whose helper (step.c) has a
 * barrier under a pid-dependent condition: the error names step.c. */
#include <bsp.h>
void step(int k);
void spmd(void) {
  bsp_begin(bsp_nprocs());
  step(bsp_pid());
  bsp_end();
}
