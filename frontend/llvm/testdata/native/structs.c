/* bspcost-test-run: n=7 */
/* Structs of int scalars and arrays: locals, a global (zero
 * initialised), fields through a pointer in an inlined function. main
 * prints the final values, which the test compares with the simulation
 * of the translation (one process). */
#include <stdio.h>
#include "bsp.h"

struct range {
  int lo, hi;
};

typedef struct {
  int count;
  int hist[5];
} stats;

stats G;

static void widen(struct range *r, int by) {
  r->lo -= by;
  r->hi += by;
}

static int width(struct range *r) { return r->hi - r->lo; }

static void tally(stats *st, int v) {
  st->count++;
  st->hist[v % 5] += v;
}

int w1, w2, c1, h1, g1;

void spmd(int n) {
  bsp_begin(bsp_nprocs());
  struct range r;
  r.lo = 2;
  r.hi = n;
  widen(&r, 3);
  w1 = width(&r);
  stats st;
  st.count = 0;
  for (int i = 0; i < 5; i++)
    st.hist[i] = 0;
  for (int i = r.lo; i < r.hi; i++)
    tally(&st, i + 5);
  c1 = st.count;
  h1 = st.hist[0] + 10 * st.hist[3];
  for (int i = 0; i < n; i++)
    tally(&G, i);
  g1 = G.count + G.hist[1];
  struct range q;
  q.lo = 1;
  q.hi = 4;
  w2 = width(&q);
  bsp_sync();
  bsp_end();
}

int main(void) {
  spmd(7);
  printf("w1=%d\nw2=%d\nc1=%d\nh1=%d\ng1=%d\n", w1, w2, c1, h1, g1);
  return 0;
}
