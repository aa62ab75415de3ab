/* A library collective whose cost is in a size the program computes
 * (bytes): words(size) is not negative, so p * words(size) is bounded. */
#include "bsp.h"

#pragma bspcost contract lib_bcast(buf, nbytes) collective supersteps(2) h(p * words(nbytes))
void lib_bcast(double *buf, int nbytes);

double x[1024];

void spmd(int n) {
  bsp_begin(bsp_nprocs());
  lib_bcast(x, n * sizeof(double));
  bsp_end();
}
