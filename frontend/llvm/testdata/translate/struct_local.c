/* A struct local: one variable per field (r_lo, r_hi). */
#include "bsp.h"
struct range {
  int lo, hi;
};
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  struct range r;
  r.lo = 0;
  r.hi = N;
  for (int i = r.lo; i < r.hi; i++)
    bsp_sync();
  bsp_end();
}
