/* A struct local. */
#include "bsp.h"
struct range {
  int lo, hi;
};
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  struct range r; /* ERROR unsupported: local r of type %struct.range, a struct */
  r.lo = 0;
  r.hi = N;
  for (int i = r.lo; i < r.hi; i++)
    bsp_sync();
  bsp_end();
}
