#include "bsp.h"
double compute(double x);
void spmd(void) {
  bsp_begin(bsp_nprocs());
  double y = compute(2.0); /* ERROR unsupported: call of compute */
  bsp_end();
}
