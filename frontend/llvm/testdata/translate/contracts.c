/* Calls charged by cost contracts: a shipped one (the Oxford toolset's
   broadcast, whose target becomes a parameter), the program's own in a
   pragma and in comments, and one that replaces a function's body. */
#include <bsp.h>
#include <stdio.h>

extern void bsp_bcast(int root, void *src, void *dst, int nbytes);

#pragma bspcost contract exchange(buf, n) collective supersteps(2) h(2 * words(n * 8)) replicated(n)
void exchange(double *buf, int n);

/* bspcost: contract sort_local(a, n)
     local work(n * n) */
void sort_local(double *a, int n);

// bspcost: contract helper(k) local work(k)
int helper(int k) {
  int s = 0;
  for (int i = 0; i < k; i++)
    s += i;
  return s;
}

void spmd(void) {
  int n = 0;
  double buf[64];
  bsp_begin(bsp_nprocs());
  if (bsp_pid() == 0)
    scanf("%d", &n);
  bsp_bcast(0, &n, &n, sizeof(int));
  for (int i = 0; i < n; i++) {
    exchange(buf, 8);
    sort_local(buf, 8);
  }
  helper(n);
  bsp_end();
}
