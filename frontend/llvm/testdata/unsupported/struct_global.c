/* A global struct. */
#include "bsp.h"
struct {
  int n;
  double x[4];
} G;
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  G.n = N; /* ERROR unsupported: global G of type */
  bsp_sync();
  bsp_end();
}
