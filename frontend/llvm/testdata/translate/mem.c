/* memset and memcpy are loops over the elements; constant array
 * initialisers are kept (int a[3] = {1, 2, 3} copies a constant global). */
#include <string.h>
#include "bsp.h"
int G;
void spmd(int N) {
  bsp_begin(bsp_nprocs());
  int cnt[4] = {0};
  int a[3] = {1, 2, 3};
  double x[N];
  int b[8];
  memset(x, 0, N * sizeof(double));
  memcpy(&b[2], cnt, sizeof(cnt));
  memset(b, 0, 2 * sizeof(int));
  for (int i = 0; i < b[3] + a[1]; i++)
    bsp_sync();
  bsp_end();
}
