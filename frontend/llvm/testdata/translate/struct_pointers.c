/* A parameter block with pointer fields given to a library routine whose
   code is not among the inputs: its int field is a variable, what its
   data pointer points to (buf) is input data after the call, its function
   pointer names a function that cannot synchronise, and a NULL field adds
   nothing. */
#include <bsp.h>

struct job {
  const int *src;
  int *dst;
  int (*op)(int);
  void *scratch;
  int n;
};
extern void run_job(struct job *j);

static int twice(int x) { return 2 * x; }

void spmd(void) {
  int in[8], buf[8];
  struct job j;
  bsp_begin(bsp_nprocs());
  for (int i = 0; i < 8; i++)
    in[i] = i;
  j.src = in;
  j.dst = buf;
  j.op = twice;
  j.scratch = NULL;
  j.n = 8;
  run_job(&j);
  for (int i = 0; i < 3; i++)
    bsp_sync();
  bsp_end();
}
