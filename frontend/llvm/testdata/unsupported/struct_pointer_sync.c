/* A function that synchronises stored in a struct a library routine
   receives: the library may call it, so its barriers are not known. */
#include <bsp.h>

struct task {
  void (*step)(void);
  int n;
};
extern void run_task(struct task *t);

static void exchange(void) { bsp_sync(); }

void spmd(void) {
  struct task t;
  bsp_begin(bsp_nprocs());
  t.step = exchange; /* ERROR may synchronise */
  t.n = 1;
  run_task(&t);
  bsp_end();
}
