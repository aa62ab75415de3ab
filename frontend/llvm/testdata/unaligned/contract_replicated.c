/* A collective contract is a barrier: called under a pid-dependent
   condition, or with an argument its contract wants replicated that
   differs between processes, it is not textually aligned. */
#include <bsp.h>

#pragma bspcost contract step(until) collective supersteps(2) h(p) replicated(until)
unsigned step(unsigned until);

void spmd(void) {
  bsp_begin(bsp_nprocs());
  if (bsp_pid() > 0)
    step(1); /* ERROR */
  step(2 * bsp_pid()); /* ERROR */
  step(3);
  bsp_end();
}
