/* Process 0 sends a data number m <= M of messages, the others one each
 * to process 0; each drains its queue in a while loop on bsp_get_tag. */
#include <stdlib.h>
#include "bsp.h"

void spmd(int M) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs(), s = bsp_pid();
  srand(s * 7 + 1);
  double x = s, sum = 0.0;
  int m = rand() % (M + 1);
  if (m > M) /* for the analysis: the remainder is data to it */
    m = M;
  if (s == 0) {
    for (int i = 0; i < m; i++)
      bsp_send(i % p, NULL, &x, sizeof(double));
  } else {
    bsp_send(0, NULL, &x, sizeof(double));
  }
  bsp_sync();
  int status, tag;
  bsp_get_tag(&status, &tag);
  while (status >= 0) {
    bsp_move(&x, sizeof(double));
    sum += x;
    bsp_get_tag(&status, &tag);
  }
  bsp_end();
}
