#include <bsp.h>
void step(int k) {
  int j = k % 2;
  if (j > 0)
    bsp_sync();
}
