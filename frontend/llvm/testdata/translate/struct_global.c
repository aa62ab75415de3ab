/* A global struct: one variable per field, zero-initialised. */
#include "bsp.h"
struct {
  int n;
  double x[4];
} G;
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  G.n = N;
  bsp_sync();
  bsp_end();
}
