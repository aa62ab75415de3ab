/* BSMP: every process sends one message to process 0, tag = its pid
 * (an int), payload s + 1 doubles: 4 + 8(s + 1) bytes, s + 2 words. */
#include <stdio.h>
#include "bsp.h"

int main(void) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs(), s = bsp_pid();
  int ts = sizeof(int);
  bsp_set_tagsize(&ts); /* takes effect at the sync */
  if (s == 0)
    printf("old tagsize %d\n", ts);
  bsp_sync(); /* step 0 */

  double pay[64];
  for (int i = 0; i <= s; i++)
    pay[i] = s;
  bsp_send(0, &s, pay, (s + 1) * sizeof(double));
  bsp_sync(); /* step 1: process 0 receives sum (s + 2) words */
  if (s == 0) {
    int n, bytes;
    bsp_qsize(&n, &bytes);
    printf("n=%d bytes=%d\n", n, bytes);
    for (int k = 0; k < n; k++) {
      int status, tag;
      double got[64];
      bsp_get_tag(&status, &tag);
      bsp_move(got, sizeof got);
      printf("tag=%d len=%d first=%g\n", tag, status, got[0]);
    }
    int status, tag;
    bsp_get_tag(&status, &tag);
    printf("empty=%d\n", status);
  }
  bsp_send((s + 1) % p, &s, NULL, 0); /* tag only: 1 word */
  bsp_sync(); /* step 2: h = 1 */
  void *tp, *pp;
  int len = bsp_hpmove(&tp, &pp);
  printf("%d: from=%d len=%d\n", s, *(int *)tp, len);
  bsp_end(); /* step 3 */
  return 0;
}
