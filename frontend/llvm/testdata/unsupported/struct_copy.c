/* A struct initialised at once. */
#include "bsp.h"
struct range {
  int lo, hi;
};
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  struct range r = {0, 3}; /* ERROR unsupported: a struct initialised or copied at once */
  for (int i = r.lo; i < r.hi; i++)
    bsp_sync();
  bsp_end();
}
