/* What a library routine may write through a struct's pointer field is
   input data after the call: a sync that depends on it is not aligned. */
#include <bsp.h>

struct req {
  int *out;
  int len;
};
extern void fill(struct req *r);

void spmd(void) {
  int res = 0;
  struct req r;
  bsp_begin(bsp_nprocs());
  r.out = &res;
  r.len = 4;
  fill(&r);
  if (res > 3)
    bsp_sync(); /* ERROR */
  bsp_end();
}
