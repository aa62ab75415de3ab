/* A check that aborts the run when it fails, as test harnesses write it
 * (the expected value chosen by ?:): the path that aborts does not
 * deregister, and need not. No diagnostic. */
#include "bsp.h"
#include <stdlib.h>
#define EXPECT_EQ(actual, expected)                                       \
  do {                                                                    \
    if ((actual) != (expected)) {                                         \
      printf("expected %d, got %d\n", (expected), (actual));              \
      abort();                                                            \
    }                                                                     \
  } while (0)
void spmd(void) {
  int x = 0, got = 0, y = 0;
  bsp_begin(bsp_nprocs());
  x = bsp_pid() == 0 ? 7 : 0;
  bsp_push_reg(&x, sizeof(int));
  bsp_sync();
  bsp_get(0, &x, 0, &got, sizeof(int));
  bsp_sync();
  bsp_push_reg(&y, sizeof(int));
  EXPECT_EQ(got, bsp_pid() == 0 ? x : 7);
  bsp_pop_reg(&y);
  bsp_pop_reg(&x);
  bsp_end();
}
