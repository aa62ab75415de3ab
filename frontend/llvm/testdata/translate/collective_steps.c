/* The steps the BSPonMPI collectives return, carried through loops: a
   broadcast per element chained on the step the last one returned (each
   call's step is the same on every process, so the next call's depends is
   too), an uninitialised step that a loop running at least once sets, and
   a reduction after them that depends on it. */
#include <bsp.h>

typedef unsigned bsc_step_t;
typedef void *bsc_group_t;
extern const bsc_step_t bsc_start, bsc_flush;
extern const bsc_group_t bsc_all;
bsc_step_t bsc_bcast(bsc_step_t depends, int root, bsc_group_t group,
                     const void *src, void *dst, unsigned size);
bsc_step_t bsc_allgather(bsc_step_t depends, bsc_group_t group,
                         const void *src, void *dst, unsigned size);
bsc_step_t bsc_sync(bsc_step_t until);

void spmd(void) {
  int v[4], all[64];
  bsc_step_t step = bsc_start, last;
  bsp_begin(bsp_nprocs());
  for (int i = 0; i < 4; i++)
    v[i] = bsp_pid() + i;
  for (int i = 0; i < 4; i++) {
    step = bsc_bcast(step, 0, bsc_all, &v[i], &v[i], sizeof(int));
    last = step;
  }
  bsc_allgather(last, bsc_all, v, all, sizeof(int));
  bsc_sync(bsc_flush);
  bsp_end();
}
