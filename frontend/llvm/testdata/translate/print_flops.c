/* The floating-point operations computing the arguments of output calls
 * are work: printf drops nothing but the output (BSPedupack prints
 * time1 - time0, one flop the run does). */
#include <stdio.h>
#include "bsp.h"
void spmd(void) {
  bsp_begin(bsp_nprocs());
  double t0 = bsp_time();
  bsp_sync();
  double t1 = bsp_time();
  printf("%f %f\n", t1 - t0, (t1 - t0) * 2.0);
  bsp_end();
}
