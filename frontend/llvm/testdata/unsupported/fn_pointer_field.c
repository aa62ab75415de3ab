/* A call through a function pointer read from a struct field: only local
   function pointer variables are followed. */
#include <bsp.h>

struct ops {
  int (*op)(int);
  int n;
};

static int twice(int x) { return 2 * x; }

void spmd(void) {
  struct ops o;
  int v = 0;
  bsp_begin(bsp_nprocs());
  o.op = twice;
  o.n = 4;
  for (int i = 0; i < o.n; i++)
    v += o.op(i); /* ERROR struct field */
  bsp_sync();
  bsp_end();
}
