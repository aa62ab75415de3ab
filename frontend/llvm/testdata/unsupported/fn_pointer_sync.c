/* A call through a function pointer that may point to a function that
   synchronises: a barrier on some processes' path only. */
#include <bsp.h>

static void quiet(void) {}
static void exchange(void) { bsp_sync(); }

void spmd(void) {
  void (*step)(void) = quiet;
  bsp_begin(bsp_nprocs());
  if (bsp_pid() == 0)
    step = exchange;
  step(); /* ERROR may synchronise */
  bsp_end();
}
