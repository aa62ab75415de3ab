/* MulticoreBSP for C's signatures (unsigned process ids, size_t sizes
 * and offsets), declared here as its bsp.h does. */
#include <stddef.h>
typedef unsigned int bsp_pid_t;
typedef size_t bsp_size_t;
void bsp_begin(bsp_pid_t P);
void bsp_end(void);
bsp_pid_t bsp_pid(void);
bsp_pid_t bsp_nprocs(void);
void bsp_sync(void);
void bsp_push_reg(void *address, bsp_size_t size);
void bsp_put(bsp_pid_t pid, const void *source, void *destination, bsp_size_t offset, bsp_size_t size);
void bsp_get(bsp_pid_t pid, const void *source, bsp_size_t offset, void *destination, bsp_size_t size);

/* bspcost: requires N >= p && N % p == 0 */

void spmd(unsigned int N) {
  bsp_begin(bsp_nprocs());
  bsp_pid_t p = bsp_nprocs(), s = bsp_pid();
  size_t b = N / p;
  double x[N];
  bsp_push_reg(x, N * sizeof(double));
  bsp_sync();
  for (bsp_pid_t t = 0; t < p; t++)
    if (t != s)
      bsp_put(t, &x[s * b], x, s * b * sizeof(double), b * sizeof(double));
  bsp_sync();
  bsp_get((s + 1) % p, x, 0, &x[0], sizeof(double));
  bsp_sync();
  bsp_end();
}
