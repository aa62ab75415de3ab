/* A test's check in a loop (BSPonMPI's EXPECT_EQ: a failed check aborts):
 * the translation goes on past the abort inside the loop, so the
 * barrier after the loop stays aligned. */
#include <stdio.h>
#include <stdlib.h>
#include "bsp.h"

#define EXPECT_EQ(a, b) \
  do { if ((a) != (b)) { printf("failed\n"); abort(); } } while (0)

int y[16];

void spmd(void) {
  bsp_begin(bsp_nprocs());
  for (int i = 0; i < 16; ++i) {
    int j = 16 * bsp_pid() + i;
    EXPECT_EQ(y[i], j * (j + 1) / 2);
  }
  bsp_sync();
  bsp_end();
}
