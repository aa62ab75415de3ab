/* What a collectives library hands to the program and takes back: a
 * constant it defines (its flush step: a parameter), a global handle and a
 * handle it returns (never the program's variables), and a function of the
 * program it calls (a reduction's operator). */
#include "bsp.h"

typedef void *group_t;
extern const unsigned lib_flush;
extern const group_t lib_all;

#pragma bspcost contract lib_group(color) collective supersteps(2) h(p)
group_t lib_group(unsigned color);
#pragma bspcost contract lib_reduce(group, op, x, n) collective supersteps(p) h(p * n) replicated(n)
void lib_reduce(group_t group, void (*op)(int *, int *), int *x, int n);
#pragma bspcost contract lib_sync(until) collective supersteps(2) h(p) replicated(until)
void lib_sync(unsigned until);

static void add(int *a, int *b) { *a += *b; }

void spmd(void) {
  int x[4] = {1, 2, 3, 4};
  bsp_begin(bsp_nprocs());
  group_t g = lib_group(bsp_pid() % 2);
  lib_reduce(g, add, x, 4);
  lib_reduce(lib_all, add, x, 4);
  lib_sync(lib_flush);
  bsp_end();
}
