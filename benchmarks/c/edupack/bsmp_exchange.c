/* bsmp_exchange: total exchange by message passing (BSPlib's BSMP):
 * process s sends to every process t a message of N/p doubles tagged with
 * s; each receiver takes its messages off the queue, as many as qsize
 * says, and adds up their first words. */
#include "bsp.h"

/* bspcost: requires N >= p && N % p == 0 */

void bsmp_exchange(int N) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs();
  int s = bsp_pid();
  int b = N / p;
  int tagsize = sizeof(int);
  double src[N], buf[N];
  bsp_set_tagsize(&tagsize);
  bsp_sync();
  for (int t = 0; t < p; t++)
    bsp_send(t, &s, &src[t * b], b * sizeof(double));
  bsp_sync();
  int nmsg, nbytes, tag;
  double sum = 0.0;
  bsp_qsize(&nmsg, &nbytes);
  for (int k = 0; k < nmsg; k++) {
    int status;
    bsp_get_tag(&status, &tag);
    bsp_move(buf, status);
    sum += buf[0];
  }
  bsp_end();
}
