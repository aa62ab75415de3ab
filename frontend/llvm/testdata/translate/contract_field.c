/* A library collective whose size is a field of the struct it is given
 * (a parameter block, as BSPonMPI's bsc_coll_params_t): field(blk, size)
 * is blk->size at the call. */
#include "bsp.h"

struct params {
  double *buf;
  int count;
  int size;
};

#pragma bspcost contract lib_bcast(blk) collective supersteps(2) h(p * words(field(blk, size)))
void lib_bcast(struct params *blk);

double x[1024];

void spmd(int n) {
  bsp_begin(bsp_nprocs());
  struct params blk;
  blk.buf = x;
  blk.count = n;
  blk.size = n * sizeof(double);
  lib_bcast(&blk);
  bsp_end();
}
