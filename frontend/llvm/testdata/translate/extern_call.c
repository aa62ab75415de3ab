/* Calls of functions whose code is not among the inputs: no
 * communication or barrier, their int results and what their pointer
 * arguments point to become input data, each with a note. */
#include "bsp.h"
double compute(double x);
int fill(int *a, int n);
void spmd(int N) {
  int a[16], m = 0;
  bsp_begin(bsp_nprocs());
  double y = compute(2.0);
  int k = fill(a, 16);
  fill(&m, 1);
  for (int i = 0; i < a[3] + k; i++)
    bsp_sync();
  bsp_end();
}
