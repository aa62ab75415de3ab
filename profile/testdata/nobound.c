/* The number of puts to process 0 is a value another process sent:
 * data, so H has no bound (bspcost profile exits 3 after measuring). */
#include "bsp.h"

int main(void) {
  bsp_begin(bsp_nprocs());
  int p = bsp_nprocs(), s = bsp_pid();
  int n = 0, x = 0;
  bsp_push_reg(&n, sizeof n);
  bsp_push_reg(&x, sizeof x);
  bsp_sync(); /* step 0 */
  int k = s + 1;
  bsp_put((s + 1) % p, &k, &n, 0, sizeof k);
  bsp_sync(); /* step 1 */
  for (int i = 0; i < n; i++)
    bsp_put(0, &k, &x, 0, sizeof k);
  bsp_sync(); /* step 2 */
  bsp_end();
  return 0;
}
