/* A call through a local function pointer: it may call either function
   stored in it (process 0 uses the costlier one), so the bound takes the
   most expensive; its result goes on as a value. */
#include <bsp.h>

static double scale(double x, int n) { return 2.0 * x + n; }
static double poly(double x, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s = s * x + 1.0;
  return s;
}

void spmd(void) {
  double (*f)(double, int) = scale;
  double acc = 0.0;
  bsp_begin(bsp_nprocs());
  if (bsp_pid() == 0)
    f = poly;
  for (int i = 0; i < 10; i++)
    acc += f(acc, i);
  bsp_sync();
  bsp_end();
}
